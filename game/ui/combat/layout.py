"""Where everything of the combat table goes, from the window size and the UI scale alone.

A relayout (a new window size, a new UI scale) is `CombatLayout.make(...)` again: nothing else of
the scene changes. `fs` is the window's factor for lengths of the 1280x720 design (`px`); the text
we draw is sized in design points and `look.text` grows it with the window and the UI scale (the
combat scene is window_scaled, like the others); `k` scales the cards.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


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

    @classmethod
    def make(cls, size: tuple[int, int], ui: float) -> CombatLayout:
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
        row_h = lh[0] + 2 * lh[1] + 8
        button_h = round(32 * fs * max(1.0, ui * 0.85))
        return cls(size, ui, fs, k, side, table, hand_w, row_h, button_h, pad)

    def px(self, n: float) -> int:
        """A length of the 1280x720 design in this window's pixels."""
        return round(n * self.fs)

    def hero_row(self, hero: int) -> pygame.Rect:
        top = self.px(34) * max(1.0, self.ui * 0.9)
        return pygame.Rect(self.side.x + self.pad, int(top) + hero * self.row_h, self.side.width - 2 * self.pad,
                           self.row_h - self.px(4))

    def choices_top(self, heroes: int) -> int:
        return self.hero_row(heroes - 1).bottom + self.px(34) * max(1, round(self.ui))

    @property
    def controls_y(self) -> int:
        """The top of the row of Undo / Items / Rules / Menu (the log is below it)."""
        return self.size[1] - int(self.size[1] * 0.34)

    @property
    def hand_top(self) -> int:
        return self.size[1] - self.px(56) - int(self.hand_w * 1.4)

    def play_button(self) -> pygame.Rect:
        w = int(250 * self.k * max(1.0, self.ui))  # its bold label grows with the UI scale
        h = max(self.px(42), self.px(24 * self.ui))  # and, past 175 %, its height too (its bottom stays put)
        return pygame.Rect(self.table.right - w - self.pad, self.size[1] - self.px(8) - h, w, h)
