"""A blow that loses the whole game during a fight: the engine ends the game (phase "over") but
leaves its table in place; the combat table must treat the fight as over (no forecast of pairs
that can no longer be chosen, no crash) and show its summary, as for a fight that ends any other way."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic as bot
from game.rules import Game
from game.ui.app import App, AppOptions
from game.ui.scenes.explore import ExploreScene
from game.ui.session import Session
from tests.kits.ui_kit import steps


def before_the_losing_blow() -> tuple[Game, object]:
    """A lone Rogue's seeded bot game (seed 0) lost in a fight on its 62nd move: the game just before
    that move, and the move."""
    game = Game.new(["rogue"], seed=0)
    rng = random.Random(0)
    moves = []
    while game.outcome is None:
        cmd = bot.choose(game, rng)
        moves.append(cmd)
        game.do(cmd)
    assert game.outcome == "lost" and game.state.combat is not None, "the seed no longer loses in a fight"
    fresh = Game.new(["rogue"], seed=0)
    for cmd in moves[:-1]:
        fresh.do(cmd)
    return fresh, moves[-1]


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_the_table_shows_the_summary_when_a_blow_loses_the_game(tmp_path):
    game, losing = before_the_losing_blow()
    app = App(AppOptions(saves_dir=tmp_path))
    app.settings.anim_speed = 1.0  # the last blows animate over the table as drawn
    session = Session(game=game, players=["Ann"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    steps(app, 3)
    table = app.scene
    assert table.name == "combat"
    assert session.do(losing)  # the move, as the table sends it for a click
    steps(app, 5)  # drawn with the game over: no forecast of the finished table's pairs
    assert game.outcome == "lost"
    assert table.summary is not None, "the fight's summary is shown"
    assert table.combat is None, "the table no longer offers moves"
