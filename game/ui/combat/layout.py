"""Where everything of the combat table goes, from the window size and the UI scale alone.

A relayout (a new window size, a new UI scale) is `CombatLayout.make(...)` again: nothing else of
the scene changes. `fs` is the window's factor for lengths of the 1280x720 design (`px`); the text
we draw is sized in design points and `look.text` grows it with the window and the UI scale (the
combat scene is window_scaled, like the others); `k` scales the cards.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ..log_view import FEWEST_LOG_LINES


@dataclass(frozen=True)
class CombatLayout:
    size: tuple[int, int]
    ui: float  # the player's UI scale (1.0 .. 1.5)
    fs: float  # the window's factor for lengths: 1.0 at 1280x720, 1.5 at 1920x1080, 3.0 at 3840x2160
    k: float  # card scale on the table
    side: pygame.Rect  # the sidebar: heroes, choices, controls, log
    table: pygame.Rect  # the felt: foes, fronts, the deciding hero's hand
    hand_w: int  # a hand card's width
    row_h: int  # a hero row in the sidebar
    button_h: int  # sidebar buttons
    pad: int
    compact: bool = False  # hero rows of two lines, no "Heroes" heading (the log's lines need the room)

    @classmethod
    def make(cls, size: tuple[int, int], ui: float, heroes: int = 0) -> CombatLayout:
        """The layout at this window and UI scale; with `heroes` (the sidebar's rows) the sidebar keeps
        FEWEST_LOG_LINES of the log where the window allows, going compact if it must (below)."""
        w, h = size
        fs = max(0.8, min(w / 1280, h / 720))
        pad = round(10 * fs)
        side_w = int(min(w * 0.34, max(w * 0.25, 300 * fs * max(1.0, ui * 0.92))))
        side = pygame.Rect(w - side_w, 0, side_w, h)
        table = pygame.Rect(0, 0, w - side_w, h)
        k = max(0.8, min(table.width / 960, h / 720))
        hand_w = int(76 * k)
        from ..look import font
        lh = [font(max(8, round(round(n * fs) * ui)), b).get_linesize() for n, b in ((15, True), (12, False))]
        button_h = round(32 * fs * max(1.0, ui * 0.85))
        regular = cls(size, ui, fs, k, side, table, hand_w, lh[0] + 2 * lh[1] + 8, button_h, pad)
        if not heroes or regular.log_lines(heroes) >= FEWEST_LOG_LINES:
            return regular
        # short of room for the log's lines (1280x720, 150 %, three heroes): each hero's row takes two
        # lines (name and health; the facts and the player), without the "Heroes" heading, and the
        # Choices heading sits close under the rows
        return cls(size, ui, fs, k, side, table, hand_w, lh[0] + lh[1] + 8 + round(4 * fs), button_h, pad,
                   compact=True)

    def px(self, n: float) -> int:
        """A length of the 1280x720 design in this window's pixels."""
        return round(n * self.fs)

    def hero_row(self, hero: int) -> pygame.Rect:
        top = self.pad if self.compact else self.px(34) * max(1.0, self.ui * 0.9)  # under "Heroes", or not
        return pygame.Rect(self.side.x + self.pad, int(top) + hero * self.row_h, self.side.width - 2 * self.pad,
                           self.row_h - self.px(4))

    def choices_top(self, heroes: int) -> int:
        """Where the sidebar's choice buttons start (their heading just above)."""
        gap = self.line(16, True) + self.px(8) if self.compact else self.px(34) * max(1, round(self.ui))
        return self.hero_row(heroes - 1).bottom + gap

    def line(self, points: int, bold: bool = False) -> int:
        """The height of a line of text of `points` (design points) at this window and UI scale."""
        from ..look import font
        return int(font(max(8, round(round(points * self.fs) * self.ui)), bold).get_linesize())

    def controls_y(self, heroes: int = 0) -> int:
        """The top of the row of Undo / Items / Rules / Menu (the log is below it): a third of the window
        above its foot, or higher where the log would show fewer than FEWEST_LOG_LINES lines and the
        choices keep room for three buttons under their heading."""
        usual = self.size[1] - int(self.size[1] * 0.34)
        if not heroes:
            return usual
        log_h = math.ceil(FEWEST_LOG_LINES * self.log_line()) + 12
        for_log = self.size[1] - self.pad - log_h - 6 - self.button_h
        for_choices = self.choices_top(heroes) + 3 * (self.button_h + 4) + 6
        return min(usual, max(for_log, for_choices))

    def log_line(self) -> float:
        """A line of the log's text: 13 points at the box's line spacing, 1.25 (pygame_gui's), or 1.0 at
        a large UI scale in a short window (the sidebar's log box takes the theme's #log_compact there)."""
        return self.line(13) * (1.0 if self.close_log else 1.25)

    @property
    def close_log(self) -> bool:
        return self.ui >= 1.4 and self.size[1] < 900

    def log_lines(self, heroes: int) -> int:
        """How many of the log's lines its box below the controls holds."""
        top = self.controls_y(heroes) + self.button_h + 6
        return int((self.size[1] - self.pad - top - 12) // self.log_line())

    @property
    def hand_top(self) -> int:
        """The hand's top: its cards clear of the ability buttons' row under them, whose buttons grow
        with the text (at 200 % the row lay over the cards' feet and the stored Power Cards)."""
        return self.size[1] - max(self.px(56), self.ability_h + self.px(20)) - int(self.hand_w * 1.4)

    @property
    def ability_h(self) -> int:
        """The ability buttons' height (the sidebar's _make_ability_buttons: their row's bottom is
        px(10) above the window's foot)."""
        return max(self.button_h, self.px(36))

    def play_button(self) -> pygame.Rect:
        w = int(250 * self.k * max(1.0, self.ui))  # its bold label grows with the UI scale
        h = max(self.px(42), self.px(24 * self.ui))  # and, past 175 %, its height too (its bottom stays put)
        return pygame.Rect(self.table.right - w - self.pad, self.size[1] - self.px(8) - h, w, h)
