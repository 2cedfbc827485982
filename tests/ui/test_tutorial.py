"""The guided first descent (issue 16): the tutorial's script played to its end with clicks only.

The title screen's Tutorial button is clicked, then every move is made with mouse events through the
App (tests/kits/mouse_kit.py's click paths): each callout's Next is clicked when it has one,
otherwise the move the callout asks for (an Encounter when something is in reach, else the bot's
move) is made on screen. The script must introduce every mechanic, in the order they come up, and
end on its Finish button; a Skip tutorial click ends it at once and the game plays on.
"""

from __future__ import annotations

import time

import pygame
import pytest

from game.ui.app import App, AppOptions
from game.ui.tutorial import LESSONS
from tests.kits.mouse_kit import click
from tests.kits.tutorial_kit import open_tutorial, play_the_tutorial
from tests.kits.ui_kit import steps


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
def test_the_tutorial_plays_to_its_end_with_clicks_introducing_every_mechanic(content, tmp_path):
    started = time.process_time()  # CPU time: other work on a shared machine does not count
    app = open_tutorial(tmp_path)
    tutorial = app.guide.tutorial
    assert tutorial is not None
    game = tutorial.session.game
    assert game.state.heroes == ["fighter"] and game.state.ecology == "ruins"
    aimless: set[str] = set()

    def points_at_its_thing(key: str) -> None:
        callout = app.guide.callout
        if key != "end" and (callout is None or callout.target is None):
            aimless.add(key)
    shown = play_the_tutorial(app, on_lesson=points_at_its_thing)
    seconds = time.process_time() - started
    assert app.guide.tutorial is None and tutorial.finished, f"the tutorial did not end (shown: {shown})"
    assert shown == [lesson.key for lesson in LESSONS], "each mechanic introduced once, as it comes up"
    assert not aimless, f"callouts with no arrow to their thing: {sorted(aimless)}"
    assert any(e.kind == "hero_record_written" for e in game.events), "the hero levelled up at the Stairs"
    assert game.state.ecology == "caverns" and game.outcome is None, "the game goes on after the tutorial"
    assert seconds < 15, f"the tutorial took {seconds:.1f} s of CPU to click through"


def test_skip_tutorial_ends_the_callouts_at_once_and_the_game_plays_on(content, tmp_path):
    app = open_tutorial(tmp_path)
    steps(app, 2)
    assert app.guide.callout is not None and app.guide.skip_rect is not None
    game = app.guide.tutorial.session.game
    click(app, app.guide.skip_rect.center)
    assert app.guide.tutorial is None and app.guide.callout is None
    draw = next(b for b, c in app.scene.action_buttons if c.kind == "draw_tile")
    click(app, draw.rect.center)
    assert game.state.phase == "placing", "the game goes on without the tutorial"


def test_leaving_the_tutorials_game_ends_the_tutorial_and_tips_come_back(content, tmp_path, monkeypatch):
    from game.ui.settings import Settings
    monkeypatch.setattr(Settings, "TIPS_DEFAULT", True)
    app = open_tutorial(tmp_path)
    app.show("title")
    steps(app)
    assert app.guide.tutorial is None
    app.play(app.new_session(["wizard"], None, 5, "ruins", []))
    steps(app, 2)
    assert app.guide.tips.key == "lantern", "an ordinary game after the tutorial gets its first-time tips"


def test_callouts_never_take_a_click_meant_for_the_game(content, tmp_path):
    """With the Lantern's callout up, the Draw button still draws: the tutorial never blocks a move."""
    app = open_tutorial(tmp_path)
    steps(app, 2)
    assert app.guide.tutorial.current.key == "lantern"
    draw = next(b for b, c in app.scene.action_buttons if c.kind == "draw_tile")
    click(app, draw.rect.center)
    steps(app, 2)
    assert app.scene.game.state.phase == "placing"
    assert app.guide.tutorial.current.key == "place", "drawing the tile ends the Lantern and Draw lessons"


@pytest.mark.parametrize("key", ["tutorial"])
def test_the_title_screen_offers_the_tutorial(content, tmp_path, key):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app)
    assert app.scene.buttons[key].text == "Tutorial" and app.scene.buttons[key].is_enabled
    pygame.event.clear()
