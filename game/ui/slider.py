"""A horizontal slider whose arrow buttons and sliding button grow with the UI scale (issue 39, item 8).

pygame_gui's slider fixes its buttons at 20 px (`default_button_width`, no theme setting for the arrows):
this one sets that width before the slider builds itself, so at 150 % its arrow buttons are half as wide again."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider


class ScaledSlider(UIHorizontalSlider):
    def __init__(self, rect: pygame.Rect, value: float, value_range: tuple[float, float],
                 manager: pygame_gui.UIManager, container: object, click_increment: float,
                 button_width: int) -> None:
        self._button_width = button_width
        super().__init__(rect, value, value_range, manager, container=container,  # type: ignore[arg-type]
                         click_increment=click_increment)

    def rebuild_from_changed_theme_data(self) -> None:
        # (the base class set its 20 px default in __init__, before this first rebuild)
        self.default_button_width = self._button_width
        super().rebuild_from_changed_theme_data()
        if self.sliding_button_width < self._button_width:  # (pygame_gui's own theme says 20 px)
            self.sliding_button_width = self._button_width
            self.rebuild()
