"""Keyboard-only play (issue 36): a whole solo game played with key presses alone.

The bot chooses each move; tests/kits/key_kit.py makes it by moving the focus ring with Tab /
Shift+Tab to what a click would have pressed and pressing Enter, carrying the drawn tile across the
legal squares and turning it with E. Every event posted is checked: not one is a mouse event."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.app import App, AppOptions
from tests.kits.key_kit import MOUSE_EVENTS, play_with_the_keys
from tests.kits.ui_kit import steps

pytestmark = pytest.mark.slow  # a whole game in a window: with the end-to-end tests (-m slow)


def test_a_solo_game_is_played_from_its_first_move_to_its_end_with_keys_only(content, tmp_path, monkeypatch):
    posted: list[int] = []
    real_post = pygame.event.post

    def post(event: pygame.event.Event) -> bool:
        posted.append(event.type)
        return real_post(event)
    monkeypatch.setattr(pygame.event, "post", post)
    app = App(AppOptions(heroes=["fighter"], players=["Ann"], seed=3, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 3)
    game = app.scenes[0].session.game
    seen = play_with_the_keys(app, game, random.Random(3), lambda a: a.scene.name in ("hero_record", "game_over"))
    assert app.scene.name in ("hero_record", "game_over"), f"stalled in {app.scene.name}"
    assert {"explore", "combat"} <= seen
    assert sum(e.kind == "tile_placed" for e in game.events) >= 5
    assert pygame.KEYDOWN in posted
    assert not [t for t in posted if t in MOUSE_EVENTS], "a mouse event was posted"
