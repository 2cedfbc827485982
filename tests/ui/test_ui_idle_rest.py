"""Idle is idle: with no input for a few seconds and nothing moving, the App rests (few frames, the
loop asleep in the event queue); any input, or an animation on the table, brings 60 frames back."""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui.app import App, AppOptions  # noqa: E402
from tests.kits.ui_kit import steps  # noqa: E402


def test_the_app_rests_after_a_while_without_input_and_wakes_on_input(tmp_path) -> None:
    app = App(AppOptions(heroes=["fighter"], players=["Ann"], seed=5, saves_dir=tmp_path))
    steps(app, 3)
    assert not app.resting()  # the player just arrived
    app.last_input = time.perf_counter() - App.REST_AFTER - 1
    assert app.resting()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert not app.resting()


def test_a_scene_with_something_moving_keeps_the_app_awake(tmp_path) -> None:
    app = App(AppOptions(heroes=["fighter"], players=["Ann"], seed=5, saves_dir=tmp_path))
    steps(app, 3)
    app.last_input = time.perf_counter() - App.REST_AFTER - 1
    scene = app.scene
    scene.animating = lambda: True  # type: ignore[method-assign]
    assert not app.resting()
