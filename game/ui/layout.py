"""Sizes from the window and the UI scale: one place that turns "a 32 px button at 1280x720" into
pixels at any window from 1280x720 to 3840x2160 and any UI scale from 100 % to 150 %.

    lay = app.layout
    lay.u(32)        # geometry: 32 px at 1280x720, 48 at 1920x1080, 96 at 3840x2160
    lay.t(32)        # a height that holds text: grows with the UI scale as well
    lay.line(15)     # the pixel height of one line of 15 pt text as drawn now

A scene opts in with `window_scaled = True` (the App then scales the widget theme's fonts by the
window too); scenes that do not keep the fonts of the UI scale alone, as before.
"""

from __future__ import annotations

from dataclasses import dataclass

BASE_SIZE = (1280, 720)  # the window every hard-coded size in the scenes was drawn for
MAX_WINDOW_FACTOR = 3.0  # 3840x2160 is 3 x 1280x720


def window_factor(size: tuple[int, int]) -> float:
    """How much bigger than 1280x720 the window is (the smaller of the two ratios, at least 1)."""
    w, h = size
    return max(1.0, min(MAX_WINDOW_FACTOR, w / BASE_SIZE[0], h / BASE_SIZE[1]))


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    ui_scale: float = 1.0

    @property
    def window(self) -> float:
        return window_factor(self.size)

    @property
    def k(self) -> float:
        """The text scale: the window's factor times the player's UI scale."""
        return self.window * self.ui_scale

    def u(self, n: float) -> int:
        """A length drawn for 1280x720, at this window (not the UI scale: room stays room)."""
        return round(n * self.window)

    def t(self, n: float) -> int:
        """A length that holds text (a button's height, a row of the side panel): grows with the text."""
        return round(n * self.k)

    def font_size(self, points: float) -> int:
        return max(6, round(points * self.k))

    def line(self, points: float) -> int:
        """The height of one line of `points`-sized text at this scale (Noto Sans: 1.37 x the size)."""
        from .look import font
        return font(self.font_size(points)).get_linesize()
