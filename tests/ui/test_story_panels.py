"""Story panels on screen: the intro and arrivals open as panels, Esc skips them, the setting turns them off,
the end screen shows the epilogue, and every panel fits the window."""


from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.bot import heuristic as bot
from game.rules import Game, Passage, epilogue
from game.ui.app import App, AppOptions
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.menu import MenuDialog
from game.ui.session import Session, story_log_line
from game.ui.settings import Settings
from tests.kits.story_kit import finished
from tests.kits.ui_kit import steps

# --- on screen ------------------------------------------------------------------------------------

def story_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, story: bool = True) -> App:
    monkeypatch.setattr(Settings, "STORY_DEFAULT", story)
    app = App(AppOptions(heroes=["fighter", "wizard"], players=["Ann", "Ben"], seed=5, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 2)
    return app


def click(app: App, pos: tuple[int, int] = (200, 200)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    steps(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    steps(app, 2)


def press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    steps(app, 2)


def test_a_new_game_opens_the_intro_then_the_ruins_and_a_click_goes_on(tmp_path, monkeypatch, content):
    app = story_app(tmp_path, monkeypatch)
    assert app.scene.name == "story"
    assert app.scene.probe()["story"] == content.story.intro.title
    click(app)
    assert app.scene.probe()["story"] == content.story.ecology["ruins"].title
    click(app)
    assert app.scene.name == "explore"
    assert app.scene.session.story == []


def test_esc_skips_every_waiting_passage(tmp_path, monkeypatch):
    app = story_app(tmp_path, monkeypatch)
    assert app.scene.probe()["waiting"] == 2
    press(app, pygame.K_ESCAPE)
    assert app.scene.name == "explore"


def test_the_story_setting_off_shows_no_panel_but_the_log_keeps_the_story(tmp_path, monkeypatch, content):
    app = story_app(tmp_path, monkeypatch, story=False)
    assert app.scene.name == "explore"
    log = app.scene.session.log
    for passage in (content.story.intro, content.story.ecology["ruins"]):
        assert story_log_line(passage) in log
        assert passage.paragraphs()[0][:60] in story_log_line(passage)


def test_the_menu_turns_story_panels_off_and_the_setting_is_saved(tmp_path, monkeypatch):
    app = story_app(tmp_path, monkeypatch)
    press(app, pygame.K_ESCAPE)
    menu = MenuDialog(app, app.scene.session, app.scene)
    app.push(menu)
    [button] = [b for b, what in menu.controls.items() if what == "story"]
    assert "shown" in button.text
    menu.control("story")
    assert app.settings.story is False
    assert Settings.load(tmp_path / "settings.json").story is False
    [button] = [b for b, what in app.scene.controls.items() if what == "story"]
    assert "hidden" in button.text


def test_a_stair_guardian_fight_opens_its_passage_before_the_combat_table(tmp_path, monkeypatch, content):
    monkeypatch.setattr(Settings, "STORY_DEFAULT", True)
    game = Game.new(heroes=["fighter", "wizard"], seed=2, ecology="ruins")  # a bot game that reaches the stairs
    rng = __import__("random").Random(2)
    while not (game.state.phase == "combat" and game.state.combat is not None
               and game.state.combat.kind == "stair_guardian"):
        assert game.outcome is None, "the bot game ended before the stairs"
        game.do(bot.choose(game, rng))
    guardian = game.state.combat.foes[0].card
    app = App(AppOptions(heroes=["fighter", "wizard"], seed=2, saves_dir=tmp_path))
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()  # the whole story so far: intro, the Ruins, the guardian
    assert [p.title for p in session.story][-1] == content.story.guardian[guardian].title
    session.story = session.story[-1:]
    from game.ui.scenes.explore import ExploreScene
    app.switch(ExploreScene(app, session))
    steps(app, 2)
    assert app.scene.name == "story"
    assert app.scene.probe()["story"] == content.story.guardian[guardian].title
    click(app)
    assert app.scene.name == "combat"


def test_the_end_screen_shows_the_epilogue_with_the_heroes_and_their_deeds(tmp_path):
    game = finished(won=True)
    app = App(AppOptions(saves_dir=tmp_path))
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(GameOverScene(app, session))
    steps(app, 2)
    body = app.scene.body_html
    assert "The Depths Are Quiet" in body
    assert "Harrow Stonebrook and Ilse Marrowlight" in body
    assert "the Final Entity's lair" in body
    assert "Last Ecology:</b> Subterranean Architecture" in body
    assert "subterranean" not in body.split("The Adventure Record")[0]
    epilogue_line = story_log_line(epilogue(game, won=True))
    assert epilogue_line in session.log


@pytest.mark.parametrize("window,scale", [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.3),
                                          ((3840, 2160), 1.0)])
def test_every_story_panel_fits_the_window_at_every_ui_scale(content, window, scale):
    from game.ui.scenes.story import render_panel
    story = content.story
    lore = content.monsters.entity_lore
    passages = [story.intro, *story.ecology.values(), *story.guardian.values(),
                Passage(title=lore.name, text=lore.text)]
    pygame.display.init()
    pygame.font.init()  # render_panel draws text (other tests may not have started pygame)
    pygame.display.set_mode((64, 64))
    for passage in passages:
        panel = render_panel(passage, window, scale)
        assert panel.get_width() <= window[0] - 40 and panel.get_height() <= window[1] - 40, passage.title


def test_a_loaded_game_keeps_its_story_in_the_log_but_opens_no_panel(content):
    game = Game.new(heroes=["fighter"], seed=2, ecology="ruins")
    session = Session.resume(game, ["Ann"])
    assert session.story == []
    assert story_log_line(content.story.intro) in session.log
