"""The numbers that name positions (Game.revision): one counter for the process, so no two
positions of any games, scratch tables included, ever share a number."""

from __future__ import annotations

import itertools

_NUMBERS = itertools.count(1)


def next_revision() -> int:
    """A number no position of this process had before."""
    return next(_NUMBERS)
