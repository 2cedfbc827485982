"""Shared by the UI tests (SDL's dummy driver is set in conftest.py, the `content` fixture too)."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.rules import Game
from game.ui.app import App, AppOptions
from game.ui.scenes.explore import ExploreScene
from game.ui.session import Session

PLAYERS = ["Ann", "Ben", "Cy"]


def steps(app: App, n: int = 1) -> None:
    """Run `n` frames of the app at 60 frames per second."""
    for _ in range(n):
        app.step(1 / 60)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """As a person clicks: the pointer moves there (hover), then the button goes down and up, a
    frame after each, and one more frame for what the click opened."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    steps(app)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=button))
        steps(app)
    steps(app)


def open_explore(saves_dir: Path, game: Game, players: list[str] | None = None,
                 options: AppOptions | None = None) -> App:
    """The app on the map of `game` (animations off), one player per hero unless named."""
    app = App(options or AppOptions(saves_dir=saves_dir))
    app.settings.anim_speed = 0
    session = Session(game=game, players=(players or PLAYERS)[:len(game.state.heroes)])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    steps(app, 3)
    return app
