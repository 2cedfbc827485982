"""The combat table opened over the map at a position a bot game reached (SDL's dummy driver)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.rules import Game
from game.ui.app import App, AppOptions
from game.ui.scenes.combat import CombatScene
from game.ui.session import Session
from tests.kits.bot_positions import first_position
from tests.kits.ui_kit import steps


def bot_until(heroes: list[str], wanted: Callable[[Game], bool], seeds: range = range(30),
              stacked: dict[str, list[str]] | None = None) -> Game:
    """A fresh game (replayed) at the first position of a bot game where `wanted` holds."""
    found = first_position(heroes, wanted, seeds, stacked=stacked)
    if found is not None:
        return found
    pytest.skip("no bot game reached the position wanted")


def table(tmp_path, game: Game, anim: float = 0.0, size: tuple[int, int] = (1280, 720)) -> tuple[App, CombatScene]:
    app = App(AppOptions(saves_dir=tmp_path, size=size))
    app.settings.anim_speed = anim
    session = Session(game=game, players=["Ann"] * len(game.state.heroes))
    session.catch_up()
    from game.ui.scenes.explore import ExploreScene
    app.switch(ExploreScene(app, session))  # the table opens over the map, as in a game
    steps(app, 3)
    assert isinstance(app.scene, CombatScene)
    return app, app.scene


def in_combat_step(step: str) -> Callable[[Game], bool]:
    return lambda g: g.state.phase == "combat" and g.state.combat is not None and g.state.combat.step == step
