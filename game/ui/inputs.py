"""Keys and controllers for the App: the action map from the settings, the focus ring, the controllers
and the Controls window, behind three hooks in the App's loop (`early`, `handle`, `draw`)."""

from __future__ import annotations

from typing import Any

import pygame

from . import actions, controller
from .focus import Focus

CONTROLLER_EVENTS = (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION,
                     pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED,
                     pygame.CONTROLLERDEVICEREMAPPED)


class Input:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.map = actions.ActionMap(getattr(app.settings, "controls", None))
        actions.install(self.map)
        self.focus = Focus(app)
        self.pads = controller.Pads()
        from .controls_window import ControlsWindow
        self.controls = ControlsWindow(app, self.map)

    def save(self) -> None:
        """The rebinds into the settings file."""
        self.app.settings.controls = self.map.overrides()
        self.app.settings.save(self.app.saves_dir / "settings.json")

    def early(self, event: pygame.event.Event) -> bool:
        """Before anything else sees `event`: a key being captured for a rebind, and controllers.
        True when the event is used up."""
        if self.controls.capture(event):
            return True
        if event.type not in CONTROLLER_EVENTS:
            return False
        self.app.redraw.everything()
        if self.pads.plugged(event):
            return True
        if event.type == pygame.CONTROLLERAXISMOTION:
            move = self.pads.stick(event)
            if move is not None:
                self.focus.move(*actions.MOVES[move])
            return True
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            if not self.focus.handle(event):
                controller.post_keys_for(event)
            self.focus.visible = True
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """After the widgets and the windows over the game: the ring's keys (Tab, arrows, Enter)."""
        if self.controls.handle(event):
            return True
        return self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface)
