"""Every event in words, for the game log. Rule areas register their sentences here."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .engine import Game
    from .messages import Event

Describer = Callable[["Game", Any], str | None]
DESCRIBERS: dict[str, Describer] = {}


def describes(kind: str) -> Callable[[Describer], Describer]:
    def register(fn: Describer) -> Describer:
        DESCRIBERS[kind] = fn
        return fn
    return register


def plural(n: int, word: str, many: str = "") -> str:
    """ "1 card", "2 cards", "1 Monster returns"...: a count in words, never "card(s)"."""
    return f"{n} {word if n == 1 else many or word + 's'}"


def describe(game: Game, event: Event) -> str | None:
    """One log line for `event` (None for bookkeeping events a player need not read).

    Uses the current content for names; call it with the game the event belongs to.
    """
    fn = DESCRIBERS.get(event.kind)
    return fn(game, event) if fn else None
