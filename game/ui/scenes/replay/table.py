"""The combat table drawn read-only inside the replay viewer (CombatView, never shown as a scene of its
own), laid out for the viewer's stage."""

from __future__ import annotations

from typing import Any

from ...combat.layout import CombatLayout
from ...combat.view import CombatView
from ...layout import window_factor
from ...session import Session


class ReplayTable(CombatView):
    """The combat table drawn read-only inside the viewer (never shown as a scene of its own). Move
    by move the view follows the game itself (`follow_game`: damage rising, cards flying in, the
    last round's pairs kept); nobody chooses here, so no pair is offered for Enter."""

    offers_choices = False

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
