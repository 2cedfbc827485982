"""The combat table drawn read-only inside the replay viewer (CombatView, never shown as a scene of its
own), laid out for the viewer's stage."""

from __future__ import annotations

from typing import Any

import pygame

from ...combat.layout import CombatLayout
from ...combat.view import CombatView
from ...layout import window_factor
from ...session import Session


class ReplayTable(CombatView):
    """The combat table drawn read-only inside the viewer (never shown as a scene of its own). Move
    by move the view follows the game itself (`follow_game`: damage rising, cards flying in, the
    last round's pairs kept); nobody chooses here, so no pair is offered for Enter."""

    offers_choices = False
    hand_left_out = False  # this frame: the lanes had no room above the hand, so it is not drawn

    def _draw_fronts(self, surface: pygame.Surface, c: Any, area: pygame.Rect) -> None:
        """The heroes' lanes; where the stage leaves them too little room above the deciding hero's hand
        (a short stage, large text), the hand is left out (the side rows count its cards) and the lanes
        reach the stage's foot, so no lane runs under the hand's cards."""
        need = (12 + self.lh(15, True) + self.lh(13) + 4 + self.lh(12, True) + self.lh(11) + 8 + 16
                + 2 * int(24 * 1.4))  # a lane's heading, a pill and two cards of the least size (CombatView)
        self.hand_left_out = self.combat is not None and area.height < need
        if self.hand_left_out:
            area = pygame.Rect(area.x, area.y, area.width, self.L.size[1] - self.L.pad - area.y)
        super()._draw_fronts(surface, c, area)

    def _draw_hand(self, surface: pygame.Surface, y0: int) -> None:
        if not self.hand_left_out:
            super()._draw_hand(surface, y0)

    def show(self, size: tuple[int, int], ui_scale: float) -> None:
        """Laid out for a stage of `size`. The table's words are drawn at the window's text scale (the
        viewer is window_scaled); a stage shorter than the window lays its rows out for a smaller
        scale (CombatLayout's `fs`), so its `ui` makes up the difference and the rows hold the words."""
        L = CombatLayout.make(size, ui_scale)
        text_scale = ui_scale * window_factor(self.app.size)
        self.L = CombatLayout.make(size, text_scale / L.fs) if abs(text_scale - ui_scale * L.fs) > 1e-3 else L
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
