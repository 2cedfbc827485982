"""Which buttons are Undo buttons: an online game's hover reason for a greyed Undo is not the table's
"waiting for" but whose move it would take back ("Only Bo can take back their move.")."""

from __future__ import annotations

import weakref
from typing import Any

_UNDO: weakref.WeakSet[Any] = weakref.WeakSet()


def mark_undo(button: Any) -> Any:
    """Note that `button` is an Undo button (every screen's marks its own); the button."""
    _UNDO.add(button)
    return button


def is_undo(button: Any) -> bool:
    return button in _UNDO
