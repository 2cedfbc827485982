"""The tutorial played with clicks (no tests here): the title's Tutorial button, a newcomer's moves,
and the whole script clicked through (its own buttons by mouse events posted through the App, or by
the real X pointer: tests/ui/test_tutorial_xvfb.py)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.bot import heuristic as bot
from game.rules import Command, Game
from game.ui.app import App, AppOptions
from game.ui.tutorial import Tutorial, tutorial_game_options
from tests.kits.mouse_kit import click, make, offers
from tests.kits.ui_kit import steps


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
        if app.scene.name == "found":  # a Chest's Item shown as its card: Take it to go on
            press(app.scene.take.rect.center)
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
