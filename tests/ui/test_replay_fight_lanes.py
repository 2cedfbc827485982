"""The replay's fight view (issue 36): the deciding hero's hand never covers a lane's "no cards played
yet" at any UI scale; where the short stage leaves the lanes no room above the hand, the hand is left
out (the side rows count its cards)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game.ui.combat.view as combat_view
from tests.kits.fit_kit import open_app
from tests.kits.fit_scenes import SCENES


@pytest.mark.slow  # a bot game's events folded up to its final fight
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_hand_never_covers_an_empty_lanes_words(content, tmp_path, monkeypatch, scale):
    app = open_app(tmp_path, (1280, 720), scale)
    SCENES["replay-combat"](app)
    words: list[pygame.Rect] = []
    fit = combat_view.fit

    def spy(surface: pygame.Surface, line: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        r = fit(surface, line, *args, **kwargs)
        if line == "no cards played yet":
            words.append(r)
        return r

    monkeypatch.setattr(combat_view, "fit", spy)
    app.scene.draw(pygame.Surface(app.size))
    table = app.scene.table
    assert table.hand_rects or table.hand_left_out
    for rect, card in table.hand_rects:
        assert not any(rect.colliderect(w) for w in words), f"the hand's {card} covers 'no cards played yet'"
    stage = app.scene.stage
    assert all(stage.contains(w) for w in words), "an empty lane's words run past the stage"
