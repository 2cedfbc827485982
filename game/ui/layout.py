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

from collections.abc import Sequence
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

    @property
    def large_text(self) -> bool:
        """Past 150 % (up to 200 %, issue 36) the layouts give up margins and side-by-side rows for room:
        what fits at 150 % is laid out as before."""
        return self.ui_scale > 1.5

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

    def text_w(self, words: str, points: float = 15, bold: bool = False) -> int:
        """The pixel width of `words` in `points`-sized text at this scale (15: a button's label)."""
        from .look import font
        return font(self.font_size(points), bold).size(words)[0]

    def row_widths(self, width: int, labels: Sequence[str | tuple[str, float, bool]], gap: int) -> list[int]:
        """The widths of a row of buttons sharing `width` with `gap` between them: equal while an equal
        share holds every label, else each its label's width and a margin plus an equal part of the rest
        (large text: a long label takes room from the short ones beside it). A label is its words (a
        button's 15 pt) or (words, points, bold) (a #primary button's is 18 pt bold)."""
        n = len(labels)
        room = width - gap * (n - 1)
        need = [self.text_w(*((label, 15, False) if isinstance(label, str) else label)) + self.u(16)
                for label in labels]
        if max(need) <= room // n:
            widths = [room // n] * n
        else:
            widths = [w + (room - sum(need)) // n for w in need]
        widths[-1] += room - sum(widths)
        return widths
