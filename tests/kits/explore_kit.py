"""The explore scene driven by pygame mouse and keyboard events under SDL's dummy driver (no tests
here): an app on a new game's map, a press, a drag, a key, a square's centre on screen."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui.app import App, AppOptions
from game.ui.scenes.explore import ExploreScene
from tests.kits.ui_kit import steps


def make_app(tmp_path: Path, heroes: list[str] | None = None, seed: int = 5,
             stacked: dict[str, list[str]] | None = None) -> App:
    app = App(AppOptions(heroes=heroes or ["fighter", "wizard"], players=["Ann", "Ben"], seed=seed,
                         saves_dir=tmp_path, size=(1280, 720), stacked=stacked))
    app.settings.anim_speed = 0  # no animations: every frame shows the final picture
    steps(app, 2)
    return app


def post(app: App, kind: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))
    steps(app)


def move(app: App, pos: tuple[int, int], held: bool = True) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))


def press(app: App, pos: tuple[int, int], button: int = 1) -> None:
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def release(app: App, pos: tuple[int, int], button: int = 1) -> None:
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=button)


def key(app: App, k: int, mod: int = 0) -> None:
    post(app, pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(app, pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    press(app, start)
    for k in (0.25, 0.5, 0.75, 1.0):
        move(app, (int(start[0] + (end[0] - start[0]) * k), int(start[1] + (end[1] - start[1]) * k)))


def scene(app: App) -> ExploreScene:
    assert isinstance(app.scene, ExploreScene)
    return app.scene


def square_centre(app: App, sq: tuple[int, int]) -> tuple[int, int]:
    cam = scene(app).camera
    assert cam is not None
    return cam.square_rect(*sq).center


def draw_with_space(app: App) -> str:
    key(app, pygame.K_SPACE)
    tile = app.scene.game.state.drawn_tile
    assert tile is not None, "Space draws a map tile"
    return tile
