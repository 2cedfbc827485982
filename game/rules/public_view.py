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
import random
from typing import Any

from game.rules.core.messages import Event, dump
from game.rules.core.revisions import next_revision
from game.rules.protocol import RulesGame
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


# --- a re-deal, for playouts (game/bot/odds.py) ---------------------------------------------------

PLAYOUT_SEEDS = 2**62  # a re-dealt copy's chance seed is drawn from this range


def _shuffled(data: Any, path: list[str], rng: random.Random) -> Any:
    """`data` with the list(s) at `path` ("*": every value of a dict or item of a list) replaced by
    shuffled copies (a list an event also holds is never shuffled in place)."""
    if not path:
        if isinstance(data, list):
            data = list(data)
            rng.shuffle(data)
        return data
    head, rest = path[0], path[1:]
    if head == "*":
        if isinstance(data, dict):
            return {key: _shuffled(value, rest, rng) for key, value in data.items()}
        if isinstance(data, list):
            return [_shuffled(value, rest, rng) for value in data]
        return data
    if isinstance(data, dict):
        if head in data:
            data = {**data, head: _shuffled(data[head], rest, rng)}
    elif hasattr(data, head):
        setattr(data, head, _shuffled(getattr(data, head), rest, rng))
    return data


def redeal(game: RulesGame, seed: int | str) -> RulesGame:
    """Deal again what the table does not know, for a playout: every hidden pile (STATE_HIDDEN) of
    `game` shuffled with a Random seeded with `seed`, and a chance seed of its own drawn from it, so
    the copy's later commands (a command's chance is seeded from the state's seed and the event
    count: Game.do) never repeat the real game's draws. Give it a throwaway copy built from the
    public events (`Game.replay([public_event(e) for e in real.events])`, whose hidden piles are
    sorted): then nothing of the real hidden order is read. Changes `game` in place (its log no
    longer replays to its state: for playing out, never for saving) and returns it."""
    rng = random.Random(f"redeal:{seed}")
    for path in STATE_HIDDEN:  # in a fixed order, so the same seed deals the same piles
        _shuffled(game.state, path.split("."), rng)
    game.state.seed = rng.randrange(PLAYOUT_SEEDS)
    memo = getattr(game, "memo", None)
    if isinstance(memo, dict):  # the engine's memo of pure results: none may outlive the new deal
        memo.clear()
    game.revision = next_revision()  # a new position: nothing kept for the old one answers for it
    return game  # (the board is the same: a pile's order is not on the map)
