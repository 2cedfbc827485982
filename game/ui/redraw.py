"""Redraw what changed: which regions of the window a frame must show again.

The frame is composed in memory every frame drawn (cheap: ~2 ms at 2560x1440, and app.screen is
always the whole picture), but only the regions that changed are shown in the window while the
mouse moves or something pulses, and nothing when nothing changed. A scene says what changed in two
ways (game.ui.scene.Scene):

- `changed_regions()`, before drawing: None when everything may have changed (the game moved on,
  the map was panned), else the regions under the widgets that changed (a hovered element's ring);
- `moving_regions()`, after drawing: where things that move by themselves or follow the mouse were
  drawn (a pulse, the carried tile): shown now, and again next frame (where they were is redrawn).

The widgets (pygame_gui) are compared frame to frame: one whose picture, place or hover changed is
shown again. Everything is shown after a relayout, a scene change, a click, a key or a wheel turn,
while an overlay window is open, and for scenes that do not say what changes (`changed_regions()`
returns None by default), as before.

Showing a frame in an X window is cheap only through X11's shared-memory framebuffer: SDL's default
goes through an OpenGL texture, ~20 ms a frame at 2560x1440 with software GL (Xvfb, many virtual
machines) however small the region; the App asks SDL for the framebuffer (game/ui/window.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

if TYPE_CHECKING:
    from .scene import Scene

# events that change no more than the mouse's place: the frames after them may show only what changed
_MOUSE_ONLY = {pygame.MOUSEMOTION, pygame.NOEVENT, pygame.WINDOWENTER, pygame.WINDOWLEAVE}
_MOUSE_ONLY_NAMES = ("UI_BUTTON_ON_HOVERED", "UI_BUTTON_ON_UNHOVERED")
MAX_REGIONS = 48  # more than this and they are shown as one


def _mouse_only_types() -> set[int]:
    import pygame_gui
    return _MOUSE_ONLY | {getattr(pygame_gui, name) for name in _MOUSE_ONLY_NAMES if hasattr(pygame_gui, name)}


class RedrawTracker:
    """What the next frame must show (see the module's note)."""

    def __init__(self) -> None:
        self.all = True  # the next frame shows the whole window
        self.moving: list[pygame.Rect] = []  # where moving things were drawn last frame
        self.over: list[pygame.Rect] = []  # what the App drew over the scene last frame (close-up, tip)
        self.widgets: dict[int, tuple[Any, ...]] = {}  # id(widget) -> (picture, place, hover) last frame
        self._light = _mouse_only_types()

    def everything(self) -> None:
        """The next frame shows the whole window (a relayout, a scene pushed or popped)."""
        self.all = True

    def after_event(self, event: pygame.event.Event) -> None:
        """A click, a key, a wheel turn or a drag may change anything: the next frame shows all of it."""
        if event.type not in self._light or (event.type == pygame.MOUSEMOTION and any(event.buttons)):
            self.all = True

    def before_drawing(self, scene: Scene, manager: pygame_gui.UIManager,
                       overlay_open: bool) -> list[pygame.Rect] | None:
        """The regions known to have changed before drawing (None: all of them)."""
        widgets = self._widget_changes(manager)
        changed = scene.changed_regions()  # asked every frame: the scene keeps track of what it showed
        if changed is None or self.all or overlay_open:
            return None
        return [*changed, *widgets, *self.moving, *self.over]

    def after_drawing(self, scene: Scene, changed: list[pygame.Rect] | None, over: list[pygame.Rect | None],
                      screen: pygame.Rect) -> list[pygame.Rect] | None:
        """The regions to show for the frame just drawn (None: the whole window); `over`: where the App
        drew over the scene (the card close-up, a first-time tip), None for what it did not draw."""
        self.moving = [pygame.Rect(r) for r in scene.moving_regions()]
        self.over = [pygame.Rect(r).inflate(4, 4) for r in over if r is not None]
        self.all = False
        if changed is None:
            return None
        regions = [r.clip(screen) for r in (*changed, *self.moving, *self.over)]
        regions = [r for r in regions if r.width > 0 and r.height > 0]
        if len(regions) > MAX_REGIONS:
            return [regions[0].unionall(regions[1:])]
        return regions

    def _widget_changes(self, manager: pygame_gui.UIManager) -> list[pygame.Rect]:
        """Widgets whose picture, place, visibility or hover changed since the last frame (their old
        and new places), and any in the middle of a hover transition."""
        now: dict[int, tuple[Any, ...]] = {}
        out: list[pygame.Rect] = []
        for sprite in manager.get_sprite_group().sprites():
            image = getattr(sprite, "image", None)
            if image is None or not getattr(sprite, "visible", True):
                continue
            rect = sprite.rect
            shape = getattr(sprite, "drawable_shape", None)
            moving = getattr(shape, "transition", None) is not None
            key = (id(image), rect.x, rect.y, rect.w, rect.h, bool(getattr(sprite, "hovered", False)))
            now[id(sprite)] = (*key, pygame.Rect(rect))
            before = self.widgets.pop(id(sprite), None)
            if before is None or before[:-1] != key or moving:
                out.append(pygame.Rect(rect))
                if before is not None:
                    out.append(before[-1])
        out += [gone[-1] for gone in self.widgets.values()]  # widgets no longer shown: what was under them
        self.widgets = now
        return out
