"""The map's small control buttons: their words, and how many go to a row (issue 36)."""
from __future__ import annotations

import math
from collections.abc import Callable

from game.i18n import pgettext


def control_words() -> dict[str, str]:
    """The eight small buttons' words by their keys, in their order (the map scene builds them with these)."""
    # i18n: the map's small control buttons (a short word each: the tooltip says the rest)
    return {"undo": pgettext("control", "Undo"), "fit": pgettext("control", "Fit map"),
            "rules": pgettext("control", "Rules"), "menu": pgettext("control", "Menu"),
            "key": pgettext("control", "Buy Key"), "heal": pgettext("control", "Healing"),
            "items": pgettext("control", "Items"), "help": pgettext("control", "Help")}


def rows_for(cols: int) -> int:
    """The rows the small buttons take, `cols` to a row."""
    return math.ceil(len(control_words()) / cols)


def button_w_for(width: int, pad: int, cols: int) -> int:
    """A button's width when `cols` share a row `width` wide (`pad` each side, 4 px between)."""
    return (width - 2 * pad - 4 * (cols - 1)) // cols


def control_cols(width: int, pad: int, measure: Callable[[str], int]) -> int:
    """Four buttons to a row, or fewer where one's words would not fit whole in a quarter of the row
    (a long language at large text): no word is cut with an ellipsis."""
    need = max(measure(words) for words in control_words().values()) + 8  # as fit_button_words measures
    return next((cols for cols in (4, 3) if button_w_for(width, pad, cols) >= need), 2)
