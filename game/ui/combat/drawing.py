"""What the combat table's drawing shares: text fitted to a width, the table's text sizes and line
heights, and where the things drawn were put (for clicks, close-ups and animations)."""

from __future__ import annotations

from typing import Any

import pygame

from ..card_paint import wrap
from ..look import UI_SCALE, ellipsized, font, text
from .table_state import TableState


def fit(surface: pygame.Surface, words: str, pos: tuple[float, float], size: int, colour: Any, width: int,
        bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """Text no wider than `width`: a smaller size first (down to 70 %), then cut with an ellipsis
    between words (issue 39: no word left half, "take 1 (0 if spa…")."""
    smallest = max(8, int(size * 0.7))
    while size > smallest and font(round(size * UI_SCALE[0]), bold).size(words)[0] > width:
        size -= 1
    f = font(round(size * UI_SCALE[0]), bold)
    words = ellipsized(words, width, lambda w: f.size(w)[0], whole_words=True)
    return text(surface, words, pos, size, colour, bold=bold, anchor=anchor)


def fit_first(surface: pygame.Surface, choices: list[str], pos: tuple[float, float], size: int, colour: Any,
              width: int, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """The first of `choices` (the fullest words first, shorter ones after) that fits `width` whole at
    70 % of `size` or more, drawn as `fit` draws; the last one cut with an ellipsis where none does
    (at 200 % text a lane's "Harrow Stonebrook" gives way to "Harrow" rather than to "Harr...")."""
    smallest = font(round(max(8, int(size * 0.7)) * UI_SCALE[0]), bold)
    words = next((c for c in choices if smallest.size(c)[0] <= width), choices[-1])
    if not words:  # the shortest choice is to say nothing
        return pygame.Rect(int(pos[0]), int(pos[1]), 0, 0)
    return fit(surface, words, pos, size, colour, width, bold=bold, anchor=anchor)


def wrapped_first(choices: list[str], size: int, width: int, height: int, bold: bool = False) -> tuple[list[str], int]:
    """The first of `choices` (fullest first) that wraps into lines no wider than `width` and no more
    than `height` tall together (one line at least), whole words, at the largest size from `size` down
    to 70 % of it: its lines and that size. None fits: the last choice on one line (drawn by `fit`,
    cut between words)."""
    smallest = max(8, int(size * 0.7))
    for words in choices:
        for s in range(size, smallest - 1, -1):
            f = font(round(s * UI_SCALE[0]), bold)
            wrapped = wrap(words, f, width)
            tall = len(wrapped) > 1 and len(wrapped) * f.get_linesize() > height
            if not tall and all(f.size(line)[0] <= width for line in wrapped):
                return wrapped, s
    return [choices[-1]], size


def fit_lines(surface: pygame.Surface, choices: list[str], box: pygame.Rect, size: int, colour: Any,
              bold: bool = False, centred: bool = False) -> pygame.Rect:
    """The first of `choices` whole on the lines `box` holds (`wrapped_first`), drawn from its top
    left (`centred`: the lines centred in it, each and all together); the last cut with an ellipsis
    where none fits (issue 36: at 200 % text the table's deck line read "Deck III · Heavy: 15…").
    Returns the rect of the lines drawn."""
    wrapped, s = wrapped_first(choices, size, box.width, box.height, bold)
    step = font(round(s * UI_SCALE[0]), bold).get_linesize()
    top = box.centery - len(wrapped) * step // 2 if centred else box.y
    if len(wrapped) == 1:
        return fit(surface, wrapped[0], (box.centerx, top) if centred else (box.x, top), s, colour, box.width,
                   bold=bold, anchor="midtop" if centred else "topleft")
    rects = [text(surface, line, (box.centerx if centred else box.x, top + k * step), s, colour, bold=bold,
                  anchor="midtop" if centred else "topleft") for k, line in enumerate(wrapped)]
    return rects[0].unionall(rects[1:])


def pill_lines(parts: list[tuple[str, str]], width: int, size: int) -> list[str]:
    """A pair's forecast (its phrases, each with what joins it to the one before: `preview_parts`) in
    lines no wider than `width` at design size `size`: phrases share a line where they fit, else each
    has its own (drawn smaller, down to 70 %, where it needs); a phrase too wide even so is wrapped
    between its words. No word is cut (issue 39: it read "take 1 (0 if spa…")."""
    f = font(round(size * UI_SCALE[0]))
    small = font(round(max(8, int(size * 0.7)) * UI_SCALE[0]))
    lines: list[str] = []
    for words, joint in parts:
        if lines and f.size(lines[-1] + joint + words)[0] <= width:
            lines[-1] += joint + words
        elif small.size(words)[0] <= width:
            lines.append(words)
        else:
            lines += wrap(words, small, width)
    return lines


def label_lines(words: str, narrow: str, size: int, width: int) -> tuple[list[str], int]:
    """A pill's bold label on one line where it fits `width` at 70 % of `size` or more, else its
    `narrow` form (the language's own break: German "Helden-" / "treffer") wrapped to that width, every
    line at one size (issue 36: at 200 % text it read "Helden…"). Its lines and their size."""
    small = font(round(max(8, int(size * 0.7)) * UI_SCALE[0]), True)
    if small.size(words)[0] <= width:
        return [words], size
    return wrapped_first([narrow], size, width, 1 << 16, bold=True)


class TableDrawing(TableState):
    """The text sizes of the combat table and where the view drew things (set by CombatView)."""

    spots: list[tuple[pygame.Rect, tuple[str, str]]]

    def fs(self, size: float) -> int:
        """A text size of the 1280x720 design, in points: look.text grows it with the window and the UI
        scale (the scene is window_scaled), so it is not multiplied by the window here again."""
        return max(6, round(size))

    def lh(self, size: float, bold: bool = False) -> int:
        """The line height of text of design size `size` (window and UI scale applied)."""
        return font(round(self.fs(size) * UI_SCALE[0]), bold).get_linesize()

    def banner_top(self) -> int:
        """The top of the deciding hero's banner above the hand."""
        return self.L.hand_top - self.lh(16, True) - 10
