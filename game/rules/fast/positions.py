"""Results about a position, remembered on its game: each under a key naming everything it reads
(the XP pool and what each hero holds, a hero's kit and round), which outlives the position it was
worked out in; or a listing kept while the events since it was made leave it as it was.

The store is the game's `memo` (a plain dict, started over past 512 entries). With the shortcuts
off (`fast.off()`) every answer is worked out afresh.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from game.rules.core.messages import Event
from game.rules.fast import switch

T = TypeVar("T")
_LIMIT = 512


class Remembering(Protocol):
    """A game as the shortcuts see it: its log and its store of remembered results."""

    events: list[Event]
    memo: dict[Any, Any]


def remembered(game: Remembering, key: tuple[Any, ...], compute: Callable[[], T]) -> T:
    """compute(), kept in the game's memo under `key` (which names everything compute reads)."""
    if not switch.ON:
        return compute()
    memo = game.memo
    got = memo.get(key)
    if got is None:
        if len(memo) > _LIMIT:
            memo.clear()
        got = memo[key] = compute()
    return got


def kept_listing(game: Remembering, slot: tuple[Any, ...], unchanged: Callable[[Event], bool],
                 compute: Callable[[], tuple[list[T], bool]]) -> list[T]:
    """compute()'s listing, given again while every event recorded since it was made is one that
    `unchanged` says leaves it as it was. compute returns (listing, whether it may be kept)."""
    if not switch.ON:
        return compute()[0]
    events = game.events
    kept: list[Any] = remembered(game, ("kept", *slot), list)  # this game's slot
    if kept:
        since, last, listed = kept
        if since <= len(events) and (since == 0 or events[since - 1] is last) \
                and all(unchanged(e) for e in events[since:]):
            return listed
    out, keep = compute()
    kept[:] = (len(events), events[-1] if events else None, out) if keep else ()
    return out
