"""Driving the encounter dialogs: a bot game up to a step, the app opened on it, its buttons clicked."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.rules import Game
from game.ui.app import App, AppOptions
from tests.kits.bot_positions import first_position
from tests.kits.ui_kit import click as ui_click
from tests.kits.ui_kit import open_explore, steps


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """ui_kit's click and one frame more (a dialog's next page settles)."""
    ui_click(app, pos, button)
    steps(app)


def bot_game_until(heroes: list[str], ecology: str, want: Callable[[Game], bool], seeds: int = 12,
                   limit: int = 3000) -> Game:
    """A bot-played game stopped at the first moment `want(game)` holds (skipped when no seed gets there)."""
    game = first_position(heroes, want, range(seeds), ecology=ecology, limit=limit)
    if game is None:
        pytest.skip("no bot game reached the wanted moment")
    return game


def open_app(tmp_path: Path, game: Game) -> App:
    return open_explore(tmp_path, game, options=AppOptions(heroes=list(game.state.heroes), seed=1, saves_dir=tmp_path))


def step_is(kind: str) -> Callable[[Game], bool]:
    return lambda g: g.state.phase == "resolving" and bool(g.state.pending) and g.state.pending[0].step == kind


def button_for(app: App, kind: str, **fields) -> pygame.Rect:
    for b, cmd in app.scene.commands.items():
        if cmd.kind == kind and b.is_enabled and all(getattr(cmd, k) == v for k, v in fields.items()):
            return b.rect
    raise AssertionError(f"no enabled button for {kind} {fields} in {app.scene.name}")
