"""Encounter dialogs: a Feature's test, who draws an Item (Chests), keeping one of two items,
ADD / Replace, starting Items, and a Legendary Location's chain of cards.

Each opens while its pending step is the game's active step (`game.state.pending[0]`, phase
"resolving") and closes when the game moves on; the map then opens whatever comes next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_

from ...dialog import DialogScene, StepDialog, resolving_step
from .feature import FeatureDialog
from .items import ChooseHeroDialog, KeepItemDialog, ReplaceDialog, StartItemsDialog
from .legendary import HURT, LegendaryDialog

if TYPE_CHECKING:
    from ...scene import Scene
    from ...session import Session


def dialog_for(app: Any, session: Session, backdrop: Scene | None = None) -> DialogScene | None:
    """The dialog for the game's active pending step (None: nothing pending)."""
    step = resolving_step(session.game)
    if step is None:
        return None
    kinds: dict[str, Any] = {
        "feature_test": FeatureDialog, "choose_hero": ChooseHeroDialog, "choose_item": KeepItemDialog,
        "replace": ReplaceDialog, "start_items": StartItemsDialog, "legendary": LegendaryDialog,
        "level_up": "level up", "choose_ability": "level up",  # by name: level_up.py is another scene module
        "story_choice": "story choice"}  # story.py: story mode's choice
    cls = kinds.get(step.step, GenericStepDialog)
    return app.make(cls, session, backdrop) if isinstance(cls, str) else cls(app, session, backdrop)


class GenericStepDialog(StepDialog):
    """Any pending step without its own dialog: every legal command as a button."""

    name = "pending"
    title = N_("A decision")  # shown with _()
    window_scaled = True

    def still_current(self) -> bool:
        return resolving_step(self.game) is not None

    def body(self) -> None:
        """One full-width button per legal command, as many as fit above the bottom row."""
        from ...labels import command_label, command_tooltip
        p, lay = self.panel, self.lay
        x, width, gap = p.x + lay.u(30), p.width - 2 * lay.u(30), lay.u(6)
        y = self.body_top() + lay.u(4)
        bottom = self.refusal_y() - lay.u(6)
        for cmd in self.legal():
            if y + self.row_h() > bottom:
                break
            label = command_label(self.game, cmd)
            self.command_button(pygame.Rect(x, y, width, self.row_h()), self.fitting([label], width), cmd,
                                tip=command_tooltip(self.game, cmd))
            y += self.row_h() + gap
        self.handled = frozenset(c.kind for c in self.legal())


__all__ = ["HURT", "ChooseHeroDialog", "FeatureDialog", "GenericStepDialog", "KeepItemDialog", "LegendaryDialog",
           "ReplaceDialog", "StartItemsDialog", "dialog_for"]
