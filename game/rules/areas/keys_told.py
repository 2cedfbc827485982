"""The Keys the party held just after an event, read from the log: a log line about Keys ("A Key
unlocks the Door (1 left).") is told the same live, after a language change, on load and in a replay,
while the party's Keys now may be others."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame


def keys_after(game: RulesGame, event: Any) -> int:
    """The party's Keys once `event` (an event of `game`'s log) was applied; the Keys now for an event
    the log does not hold. Follows every event that sets or changes them (their appliers' arithmetic)."""
    keys = 0
    e: Any
    for e in game.events:
        kind = e.kind
        if kind in ("ecology_set_up", "party_restored"):
            keys = e.keys
        elif kind == "keys_changed":
            keys = max(0, keys + e.amount)
        elif kind == "key_bought":
            keys += 1
        elif kind in ("door_unlocked", "chest_unlocked"):
            keys -= e.keys_spent
        if e is event:
            return keys
    return game.state.keys
