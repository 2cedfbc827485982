"""What a player at the table may know: the public form of events and of the state.

A shuffled pile's cards are known at the table (the deck lists are printed, discards lie open), their
order is not: every hidden order (an event's `hidden` fields, the state's draw piles below) is given
here in a fixed order, sorted, so the public form of two games that differ only in how their piles
were shuffled is the same. Every draw names the card it reveals, and the rules apply a draw by that
name, so a copy of the game rebuilt from public events alone follows the real one (a test plays
whole games so); `public_hash` fingerprints a state's public form, to check two copies agree.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from game.rules.core.messages import Event, dump
from game.rules.state.game_state import GameState

# the state's hidden orders, as paths ("*": every value of a dict or item of a list)
STATE_HIDDEN = (
    "stacked.*", "tile_pile", "hero_states.*.draw", "monster_decks.*.draw", "monster_piles.*",
    "guardian_piles.*", "piles.features.*", "piles.items.*", "piles.abilities.*", "legendary.piles.*",
)


def _in_fixed_order(data: Any, path: list[str]) -> Any:
    """`data` (JSON values) with the hidden order at `path` sorted; a path not there changes nothing."""
    if not path:
        return sorted(data, key=str) if isinstance(data, list) else data
    head, rest = path[0], path[1:]
    if head == "*":
        if isinstance(data, list):
            return [_in_fixed_order(v, rest) for v in data]
        if isinstance(data, dict):
            return {k: _in_fixed_order(v, rest) for k, v in data.items()}
        return data
    if isinstance(data, dict) and head in data:
        return {**data, head: _in_fixed_order(data[head], rest)}
    return data


def hide_orders(data: dict[str, Any], paths: tuple[str, ...]) -> dict[str, Any]:
    for path in paths:
        data = _in_fixed_order(data, path.split("."))
    return data


def public_event(event: Event) -> dict[str, Any]:
    """The event's JSON form as a player at the table may know it."""
    return hide_orders(dump(event), event.hidden)


def public_state(state: GameState) -> dict[str, Any]:
    """The state's JSON form as a player at the table may know it."""
    return hide_orders(state.model_dump(mode="json"), STATE_HIDDEN)


def public_hash(state: GameState) -> str:
    """A fingerprint of the state's public form: equal for two copies that agree on everything public."""
    text = json.dumps(public_state(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]
