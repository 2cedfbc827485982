"""The combat table drawn read-only inside the replay viewer (CombatView, never shown as a scene of its
own), laid out for the viewer's stage."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _

from ...combat.drawing import fit
from ...combat.layout import CombatLayout
from ...combat.view import CombatView
from ...layout import window_factor
from ...look import GOLD, HERO_COLOURS, HERO_SHAPES, INK, UI_SCALE, WINDOW_TEXT, draw_shape, font, paint, text
from ...session import Session


class ReplayTable(CombatView):
    """The combat table drawn read-only inside the viewer (never shown as a scene of its own). Move
    by move the view follows the game itself (`follow_game`: damage rising, cards flying in, the
    last round's pairs kept); nobody chooses here, so no pair is offered for Enter."""

    offers_choices = False
    hand_left_out = False  # this frame: the lanes had no room above the hand, so it is not drawn in full
    hand_row: pygame.Rect | None = None  # this frame: where the hand goes instead, a row of its cards' values
    column_bottom = 0  # this frame: how far down the Monster column drew (0: the Final Entity's cards instead)

    def _draw_fronts(self, surface: pygame.Surface, c: Any, area: pygame.Rect) -> None:
        """The heroes' lanes; where the stage leaves them too little room above the deciding hero's hand
        (a short stage, large text), the hand is not drawn in full and the lanes reach the stage's foot,
        so no lane runs under the hand's cards: the hand is then a row of its cards' values at the foot
        (hover: a card's close-up) where the lanes keep their room above it, else left out (the side
        rows count its cards)."""
        need = (12 + self.lh(15, True) + self.lh(13) + 4 + self.lh(12, True) + self.lh(11) + 8 + 16
                + 2 * int(24 * 1.4))  # a lane's heading, a pill and two cards of the least size (CombatView)
        # a Monster's column running under where the hand's banner would go (its card does not shrink
        # with a short stage): the hand goes to the row right of the column too
        column_low = self.column_bottom > self.banner_top() - 4
        self.hand_left_out = self.combat is not None and (area.height < need or column_low)
        self.hand_row = None
        if self.hand_left_out:
            foot = self.L.size[1] - self.L.pad
            area = pygame.Rect(area.x, area.y, area.width, foot - area.y)
            row_h = self.hand_row_h()
            if area.height - row_h - 6 >= need:
                self.hand_row = pygame.Rect(area.x, foot - row_h, area.width, row_h)
                area.height -= row_h + 6
        super()._draw_fronts(surface, c, area)

    def draw(self, surface: pygame.Surface) -> None:
        self.column_bottom = 0
        super().draw(surface)

    def _draw_foe_column(self, surface: pygame.Surface, c: Any, top: int, bottom: int) -> int:
        """The Monster column (CombatView), and how far down it drew: its cards, bars and numbers."""
        spots, words = len(self.spots), len(WINDOW_TEXT)
        right = super()._draw_foe_column(surface, c, top, bottom)
        dy = surface.get_abs_offset()[1]  # (the lines of text are kept in the window's place)
        self.column_bottom = max([top, *(r.bottom for r, _ref in self.spots[spots:]),
                                  *(r.bottom - dy for r in WINDOW_TEXT[words:]),
                                  *(r.bottom + self.L.px(12) for r in self.foe_rects.values())])
        return right

    def column_floor(self, bottom: int) -> int:
        """The stage's foot: a Monster column running past the hand's banner puts the hand aside (above)."""
        return max(bottom, self.L.size[1] - self.L.pad)

    def hand_row_h(self) -> int:
        return max(self.lh(16, True), self.lh(12, True) + 6) + 4

    def _draw_hand(self, surface: pygame.Surface, y0: int) -> None:
        if not self.hand_left_out:
            super()._draw_hand(surface, y0)
        elif self.hand_row is not None:
            self.draw_hand_row(surface, self.hand_row)

    def draw_hand_row(self, surface: pygame.Surface, row: pygame.Rect) -> None:
        """The deciding hero's hand in one line: who decides, then a chip for each card's value."""
        hero = self.deciding_hero()
        states = self.game.state.hero_states
        if hero is None or hero >= len(states):
            return
        hs = states[hero]
        colour = HERO_COLOURS.get(hs.hero, GOLD)
        draw_shape(surface, HERO_SHAPES.get(hs.hero, "circle"), colour, (row.x + self.L.px(9), row.centery),
                   self.L.px(8))
        side = self.lh(12, True) + 6
        chips_w = len(hs.hand) * (side + 4)
        room = max(self.L.px(60), row.width - self.L.px(22) - chips_w - 12)
        name = self.session.hero_label(hero)
        bold = font(round(self.fs(16) * UI_SCALE[0]), True)
        # who decides, else the name alone (its colour and shape say it is that hero's hand), else cut
        words = next((w for w in (_("{hero} decides").format(hero=name), name) if bold.size(w)[0] <= room), name)
        who = fit(surface, words, (row.x + self.L.px(22), row.centery), self.fs(16), colour, room, bold=True,
                  anchor="midleft")
        chip = pygame.Rect(who.right + 12, row.centery - side // 2, side, side)
        for card in hs.hand:
            value = self._value(card)
            power = value == "Power"
            pygame.draw.rect(surface, paint("power_chip") if power else (226, 210, 178), chip, border_radius=4)
            pygame.draw.rect(surface, colour, chip, 2, border_radius=4)
            text(surface, "P" if power else value, chip.center, self.fs(12), INK if power else (40, 30, 22),
                 bold=True, anchor="center", shadow=False)
            self.spots.append((chip.copy(), ("action", card)))
            chip.x += side + 4

    def show(self, size: tuple[int, int], ui_scale: float) -> None:
        """Laid out for a stage of `size`. The table's words are drawn at the window's text scale (the
        viewer is window_scaled); a stage shorter than the window lays its rows out for a smaller
        scale (CombatLayout's `fs`), so its `ui` makes up the difference and the rows hold the words."""
        L = CombatLayout.make(size, ui_scale)
        text_scale = ui_scale * window_factor(self.app.size)
        self.L = CombatLayout.make(size, text_scale / L.fs) if abs(text_scale - ui_scale * L.fs) > 1e-3 else L
        heroes = len(self.game.state.heroes)
        if heroes and self.L.hero_row(heroes - 1).bottom > size[1] - self.L.pad:  # the side's rows run off
            compact = CombatLayout.make(size, self.L.ui, heroes)  # two lines a hero, no "Heroes" heading
            self.L = compact if compact.compact else self.L
        self.buttons_bottom = self.L.controls_y() - 6

    def follow(self, session: Session) -> None:
        """One move on in the same fight: the view reads the new game and animates its events."""
        self.session, self.game = session, session.game
        self.follow_game()

    def keep_pairs(self, fronts: list[Any], round_: int) -> None:
        """The pairs of the round before `round_` (found by the viewer after a jump), shown as the
        combat table shows the last round's until the next round's first card."""
        self.prev_fronts = self.last_fronts = fronts
        self._round = round_

    def default_pair(self) -> tuple[int, int, int] | None:
        return None
