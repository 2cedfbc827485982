"""The game's window: opened at a size or fullscreen, resized, and the size its contents were last
laid out for (the App lays the widgets and the scene out again when the window's size moves on)."""

from __future__ import annotations

import contextlib
import os
import warnings
from pathlib import Path

import pygame

MIN_WINDOW = (1280, 720)  # every screen is laid out for this window and larger


def open_window(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
    """The display surface: fullscreen, or a resizable window of `size` no smaller than MIN_WINDOW."""
    if pygame.display.get_driver() == "x11":
        # SDL shows an X11 window's frames through an OpenGL texture by default; with no GPU (Mesa's
        # software GL: Xvfb, many VMs) that costs ~20 ms a frame at 2560x1440 whatever changed.
        # X11's own shared-memory framebuffer shows a whole frame in under 1 ms, a region in less.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    if fullscreen:
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # from_display_module: fine for one setting
        pygame.Window.from_display_module().minimum_size = MIN_WINDOW  # the smallest size every screen fits
    return screen


class Window:
    """The display surface and the size the App last laid its contents out for."""

    def __init__(self, size: tuple[int, int], fullscreen: bool) -> None:
        pygame.display.set_caption("Forgotten Depths")
        self.screen = open_window(size, fullscreen)
        self.laid_out_for = self.size  # the window size the widgets and the scene were laid out for

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def fullscreen(self) -> bool:
        return bool(self.screen.get_flags() & pygame.FULLSCREEN)

    def reopen(self, size: tuple[int, int], fullscreen: bool) -> None:
        """Open the window again (fullscreen switched on or off)."""
        self.screen = open_window(size, fullscreen)

    def resize(self, size: tuple[int, int], fullscreen: bool) -> bool:
        """The player resized the window (or a test did): False when nothing must follow.

        pygame-ce has already resized the window's surface when the resize event arrives, so the size
        the window was last laid out for (not the surface's) says whether anything must follow: a
        check of the surface alone skipped every player's resize (issue 39: a grown window drawn in
        its old corner, the combat table cropped to its old layout)."""
        size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        if size == self.laid_out_for == self.size and not fullscreen:
            return False
        if not fullscreen:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        return True

    def new_size(self) -> tuple[int, int] | None:
        """A size the window took by any road (a resize event, a maximise, a display's change) since
        it was last laid out, or None."""
        surface = pygame.display.get_surface()
        if surface is not None and surface.get_size() != self.laid_out_for:
            self.screen = surface
            return surface.get_size()
        return None

    def screenshot(self, path: Path | str) -> None:
        pygame.image.save(self.screen, str(path))
