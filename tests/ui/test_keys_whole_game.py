"""Keyboard-only play (issue 36): solo games played with key presses alone.

The bot chooses each move; tests/kits/key_kit.py makes it by moving the focus ring with Tab /
Shift+Tab to what a click would have pressed and pressing Enter, carrying the drawn tile across the
legal squares and turning it with E. Every event posted is checked: not one is a mouse event."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from game.ui.app import App, AppOptions
from tests.kits.key_kit import MOUSE_EVENTS, play_with_the_keys
from tests.kits.ui_kit import steps

pytestmark = pytest.mark.slow  # whole games in a window: with the end-to-end tests (-m slow)


def _play(tmp_path, monkeypatch, seed: int, stop: Callable[[App], bool]) -> tuple[App, set[str], list[int]]:
    posted: list[int] = []
    real_post = pygame.event.post

    def post(event: pygame.event.Event) -> bool:
        posted.append(event.type)
        return real_post(event)
    monkeypatch.setattr(pygame.event, "post", post)
    app = App(AppOptions(heroes=["fighter"], players=["Ann"], seed=seed, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 3)
    game = app.scenes[0].session.game
    seen = play_with_the_keys(app, game, random.Random(seed), stop)
    return app, seen, posted


def test_a_whole_solo_game_is_played_from_its_first_move_to_its_end_with_keys_only(content, tmp_path, monkeypatch):
    """Seed 9: the bot's fighter falls in the Ruins after six tiles and their Encounters and fights,
    so the whole game, to its game over screen, is played here."""
    app, seen, posted = _play(tmp_path, monkeypatch, 9, lambda a: a.scene.name == "game_over")
    game = app.scenes[0].session.game
    assert app.scene.name == "game_over" and game.outcome == "lost", f"stalled in {app.scene.name}"
    assert {"explore", "combat", "game_over"} <= seen
    assert sum(e.kind == "tile_placed" for e in game.events) >= 3
    assert pygame.KEYDOWN in posted
    assert not [t for t in posted if t in MOUSE_EVENTS], "a mouse event was posted"


def test_a_solo_game_is_played_through_the_first_ecology_to_the_hero_record_with_keys_only(
        content, tmp_path, monkeypatch):
    app, seen, posted = _play(tmp_path, monkeypatch, 5, lambda a: a.scene.name in ("hero_record", "game_over"))
    game = app.scenes[0].session.game
    assert app.scene.name in ("hero_record", "game_over"), f"stalled in {app.scene.name}"
    assert {"explore", "combat"} <= seen
    assert sum(e.kind == "tile_placed" for e in game.events) >= 5
    assert not [t for t in posted if t in MOUSE_EVENTS], "a mouse event was posted"
