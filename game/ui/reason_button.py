"""A button that says why it is grey: its tooltip shows on hover while it is disabled too.

pygame_gui never hovers a disabled button (`UIButton.can_hover` asks `is_enabled`), so a reason
put in the tooltip of a greyed-out button is never seen. This button hovers either way; while
disabled it keeps its grey look and takes no click, and only its tooltip appears.
"""

from __future__ import annotations

from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton


class ReasonButton(UIButton):
    """A UIButton whose tooltip (the reason it is disabled, or what it does) shows either way."""

    def can_hover(self) -> bool:
        return not self.is_selected and not self.held

    def on_hovered(self) -> None:
        if self.is_enabled:
            super().on_hovered()
        else:  # only the hover clock that brings the tooltip: no hovered look, no hover event
            UIElement.on_hovered(self)
