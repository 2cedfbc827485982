"""Share codes on screen (issue 38): the setup screen's field plays a code's game, the menu and the
game over record show the game's code to copy, a finished game is exported as one file, and
--code opens the window on the code's game."""

from __future__ import annotations

import pygame
import pygame_gui

from game.bot import heuristic as bot
from game.headless.replay import Replay
from game.rules import Content
from game.saves.share_code import ShareSetup, code_of_game, share_code
from game.ui.app import App, AppOptions
from game.ui.share import session_from_setup
from tests.kits.fit_kit import open_app
from tests.kits.ui_kit import click, steps

SETUP = ShareSetup.make(["rogue-fighter", "wizard"], 5150, single_class=["rogue-fighter"], variants=["more_keys"],
                        tier="veteran", house_rules=["knocked_out"], story_mode=True, talents=[["tough"], []])


def _press(app: App, button: object) -> None:
    app.scene.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button), True)
    steps(app)


def test_a_code_typed_at_setup_fills_the_form_and_descend_plays_its_very_game(content: Content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.show("setup")
    steps(app)
    scene = app.scene
    scene.code_entry.set_text(share_code(SETUP, content).lower())
    click(app, scene.code_button.rect.center)
    scene = app.scene
    assert scene.heroes == ["rogue-fighter", "wizard", None] and scene.single == [True, False, False]
    assert (scene.tier, scene.house_rules, scene.variants, scene.story_mode) == (
        "veteran", {"knocked_out"}, {"more_keys"}, True)
    assert scene.seed_entry.get_text() == "5150"
    assert "Rogue-Fighter (Rogue only)" in scene.explain.html_text
    click(app, scene.start.rect.center)
    assert app.scene.name == "explore"
    game = app.scene.session.game
    assert game.events == SETUP.new_game(content).events  # the talents too
    assert code_of_game(game) == share_code(SETUP, content)


def test_a_mistyped_code_at_setup_is_refused_saying_so_and_the_form_stays(content: Content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.show("setup")
    steps(app)
    code = share_code(SETUP, content)
    app.scene.code_entry.set_text(code[:-1] + ("X" if code[-1] != "X" else "Y"))
    click(app, app.scene.code_button.rect.center)
    assert "is mistyped" in app.scene.explain.html_text
    assert app.scene.heroes == ["fighter", None, None]


def test_the_menu_shows_the_games_code_on_a_button_that_copies_it(content: Content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    session = session_from_setup(app, SETUP)
    app.show("explore", session)
    steps(app)
    app.open("menu", session, app.scene)
    steps(app)
    code = share_code(SETUP, content)
    assert code in app.scene.code_button.text
    _press(app, app.scene.code_button)
    assert app.scene.name == "menu" and code in app.scene.code_button.text  # copied (or shown where none is)


def _game_over(app: App, setup: ShareSetup, moves: int) -> None:
    """`setup`'s game after `moves` bot moves, saved, on the game over screen (as it would be at the end)."""
    session = session_from_setup(app, setup)
    bot.play(session.game, seed=setup.seed, max_commands=moves)
    session.autosave()
    session.catch_up()
    app.show("game over", session)
    steps(app)


def test_the_game_over_record_has_the_code_and_export_writes_a_file_the_viewer_opens(content: Content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    _game_over(app, ShareSetup.make(["fighter"], 1), moves=40)
    scene = app.scene
    code = code_of_game(scene.session.game)
    assert f"<b>Share code:</b> {code}" in scene.body_html
    _press(app, scene.export)
    exported = app.saves_dir / "exports" / f"{scene.session.saved_game.name}.fdreplay"
    assert exported.is_file() and "Exported as" in scene.status.html_text
    replay = Replay.open(exported, content)
    assert replay.events == scene.session.game.events
    _press(app, scene.copy)
    assert code in scene.status_words


def test_the_window_opens_on_the_game_a_code_sets_up(content: Content, tmp_path):
    app = App(AppOptions(saves_dir=tmp_path, share=SETUP))
    steps(app)
    assert app.scene.name == "explore"
    assert app.scene.session.game.events == SETUP.new_game(content).events
    assert app.scene.session.saved_game is not None  # saved like any game
