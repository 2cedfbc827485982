"""Shared by the UI tests (SDL's dummy driver is set in conftest.py, the `content` fixture too)."""

from __future__ import annotations

from game.ui.app import App


def steps(app: App, n: int = 1) -> None:
    """Run `n` frames of the app at 60 frames per second."""
    for _ in range(n):
        app.step(1 / 60)
