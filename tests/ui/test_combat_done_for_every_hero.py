"""No hero is asked to say "Done with abilities" with nothing else to do (issue 39, item 10): after
any move in the Abilities step, every hero whose only move left is to finish is finished for them,
not just the hero who moved."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic as bot
from game.rules import Command, Game
from game.ui.app import App, AppOptions
from game.ui.scenes.combat import finish_left_alone
from game.ui.scenes.explore import ExploreScene
from game.ui.session import Session


def others_left_with_only_done(game: Game, mover: int | None) -> list[int]:
    return [h for h in range(len(game.state.heroes)) if h != mover and finish_left_alone(game, h) is not None]


def a_move_that_leaves_another_hero_only_done() -> tuple[Game, Command]:
    """A bot game up to a move in the Abilities step after which another hero (who chose their
    pairs earlier, and kept an Ability open then) has nothing left but to finish."""
    for seed in range(12):
        game = Game.new(["fighter", "wizard"], seed=seed)
        rng = random.Random(seed)
        while game.outcome is None:
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            if game.state.phase == "combat" and cmd.kind in ("resolve_pair", "activate_ability", "finish_abilities"):
                trial = Game.replay(game.events)
                trial.do(cmd)
                mover = getattr(cmd, "hero", None)
                if finish_left_alone(trial, mover) is None and others_left_with_only_done(trial, mover):
                    return game, cmd
            game.do(cmd)
    pytest.skip("no bot game met the position")


def test_a_move_finishes_every_hero_left_with_nothing_but_done(content, tmp_path) -> None:
    game, cmd = a_move_that_leaves_another_hero_only_done()
    app = App(AppOptions(heroes=["fighter", "wizard"], seed=1, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    for _ in range(3):
        app.step(1 / 60)
    table = app.scene
    assert table.name == "combat"
    table._do(cmd)
    mover = getattr(cmd, "hero", None)
    assert others_left_with_only_done(session.game, mover) == [], "nobody is left to say a lone Done"
