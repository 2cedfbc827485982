"""The replay viewer's turning points (issue 38): the three moves where the chance to win fell most,
each with the move the odds preferred, marked on the position bar and a button that jumps there."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.bot.odds_review import turning_points
from game.headless.replay import Replay
from game.rules import Game
from game.ui.app import App, AppOptions
from tests.kits.bot_positions import quick_loss
from tests.kits.ui_kit import steps


def _viewer(tmp_path) -> tuple[App, Game]:
    game = quick_loss()
    app = App(AppOptions(saves_dir=tmp_path, replay=Replay(game.events, game.content, "a quick loss")))
    steps(app)
    assert app.scene.name == "replay"
    return app, game


def _press(app: App, key: str) -> None:
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=app.scene.buttons[key]))
    steps(app, 2)


@pytest.mark.slow  # a whole (short) game played, reviewed and watched
def test_the_replay_viewer_lists_the_three_steepest_falls_and_jumps_to_each(tmp_path):
    app, game = _viewer(tmp_path)
    assert app.scene.probe()["turning"] == [], "closed until asked for"
    _press(app, "turning")
    listed = app.scene.probe()["turning"]
    falls = turning_points(game.events, at_least=0.005, falls=True)
    assert len(falls) == 3 and [step for step, _ in listed] == [p.move for p in falls]
    assert all(p.swing < 0 for p in falls), "falls, not rises"
    for (_, label), p in zip(listed, falls, strict=True):
        before, after = (round(100 * c) for c in p.shown)
        assert label.startswith(f"Move {p.move}: {before} % to {after} %")
        assert "odds" in label or "only move" in label, "with the move the odds preferred"
    for i, p in enumerate(falls):
        _press(app, f"turning-{i}")
        assert app.scene.probe()["step"] == p.move, "the viewer shows that move"
        assert not app.scene.probe()["playing"]
    _press(app, "turning")
    assert app.scene.probe()["turning"] == [] and "turning-0" not in app.scene.buttons, "closed again"
