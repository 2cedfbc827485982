"""Scenes: one screen each (title, setup, explore, combat, ...), stacked by the App.

A scene owns a pygame_gui container for its widgets (killed when it leaves) and draws its own
board or table under them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

if TYPE_CHECKING:
    from .app import App


class Scene:
    """Base scene. Subclasses build widgets in `build()` and react in `handle()`."""

    name = "scene"
    # True: the scene lays itself out from the window (app.layout) and its fonts grow with the window
    # as well as the UI scale. False (a scene not yet laid out that way): fonts of the UI scale alone
    window_scaled = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.root: pygame_gui.core.UIContainer | None = None

    @property
    def manager(self) -> pygame_gui.UIManager:
        return self.app.manager

    def enter(self) -> None:
        w, h = self.app.size
        self.root = pygame_gui.core.UIContainer(pygame.Rect(0, 0, w, h), self.manager)
        self.build()

    def leave(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None

    def rebuild(self) -> None:
        self.leave()
        self.enter()

    def build(self) -> None:
        """Create this scene's widgets inside `self.root`."""

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        """React to an event (`consumed`: a widget already took it)."""

    def update(self, dt: float) -> None:
        """Advance animations and refresh widgets from the game state."""

    def animating(self) -> bool:
        """Whether something on this scene is moving by itself (the App then keeps 60 frames a second
        even when the player does nothing)."""
        return False

    def changed_regions(self) -> list[pygame.Rect] | None:
        """Before a frame is drawn: the regions under the widgets that changed since the last frame, or
        None when anything may have (then the whole window is shown again: the default). See
        game/ui/redraw.py."""
        return None

    def moving_regions(self) -> list[pygame.Rect]:
        """After a frame is drawn: where this scene drew things that move by themselves or follow the
        mouse (a pulse, a carried tile); they are shown now and redrawn where they were next frame."""
        return []

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what lies under the widgets."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Draw what lies over the widgets (a carried tile, a card close-up)."""

    def probe(self) -> dict[str, Any]:
        """Screen positions of the things a test or a script may want to click."""
        return {}
