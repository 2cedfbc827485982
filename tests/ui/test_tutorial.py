"""The guided first descent (issue 16): the tutorial's script played to its end with clicks only.

The title screen's Tutorial button is clicked, then every move is made with mouse events through the
App (tests/ui/test_ui_whole_game.py's click paths): each callout's Next is clicked when it has one,
otherwise the move the callout asks for (an Encounter when something is in reach, else the bot's
move) is made on screen. The script must introduce every mechanic, in the order they come up, and
end on its Finish button; a Skip tutorial click ends it at once and the game plays on.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game import bot
from game.rules import Command, Game
from game.ui.app import App, AppOptions
from game.ui.tutorial import LESSONS, Tutorial, tutorial_game_options
from tests.kits.ui_kit import steps
from tests.ui.test_ui_whole_game import click, make, offers


def open_tutorial(tmp_path: Any) -> App:
    """The title screen, then a click on its Tutorial button."""
    app = App(AppOptions(saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 2)
    click(app, app.scene.buttons["tutorial"].rect.center)
    steps(app, 2)
    assert app.scene.name == "explore" and app.guide.teaching
    return app


def learner_move(game: Game, rng: random.Random) -> Command:
    """What a newcomer following the callouts does: Encounter what is in reach, else the bot's move."""
    if game.state.phase == "exploring":
        found = next((c for c in game.legal() if c.kind == "encounter"), None)
        if found is not None:
            return found
    return bot.choose(game, rng)


def play_the_tutorial(app: App, limit: int = 400, press: Callable[[tuple[int, int]], None] | None = None,
                      on_lesson: Callable[[str], None] | None = None) -> list[str]:
    """Click through the tutorial: Next on each callout that has one, else the learner's move.
    `press` clicks the tutorial's buttons, the fight summary and the Hero Record (default: mouse events
    posted through the App; tests/ui/test_tutorial_xvfb.py passes the real X pointer); `on_lesson` is
    told each lesson on screen. Returns the lessons in the order they were shown."""
    press = press or (lambda pos: click(app, pos))
    tutorial = app.guide.tutorial
    assert isinstance(tutorial, Tutorial)
    game = tutorial.session.game
    rng = random.Random(tutorial_game_options()["seed"])
    for _ in range(limit):
        app.step(1 / 60)  # drawn: the callout and the cards are where the screen shows them
        if app.guide.tutorial is None:
            break
        lesson = tutorial.current
        if lesson is not None and on_lesson is not None:
            on_lesson(lesson.key)
        if getattr(app.scene, "summary", None) is not None:  # the end-of-fight panel: a click moves on
            press(app.scene.L.table.center)
            continue
        if app.scene.name == "hero_record":  # the Hero Record after the level-up: close it to go on
            press(next(b for b, v in app.scene.controls.items() if v == "close").rect.center)
            continue
        callout = app.guide.callout
        if lesson is not None and callout is not None and callout.button is not None:
            press(callout.button.center)
            continue
        offered = offers(app)
        assert offered, f"nothing to click in {app.scene.name} (phase {game.state.phase})"
        wanted = learner_move(game, rng)
        offer = next((o for o in offered if o[2] == wanted), None)
        assert offer is not None, f"the move {wanted!r} cannot be clicked in {app.scene.name}"
        before = len(game.events)
        make(app, offer)
        assert len(game.events) > before, f"clicking {offer[0]} for {wanted.kind} did nothing"
    return tutorial.shown


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
