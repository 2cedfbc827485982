"""A position as the table knows it, its hidden orders dealt again: for playouts (game/bot/odds.py).

`redeal(public_events, seed)` rebuilds a game from public events (public_view.public_event: every
hidden order sorted), shuffles each hidden pile (public_view.STATE_HIDDEN) with a Random seeded
with `seed`, and gives the copy a chance seed of its own drawn from the same Random, so its future
commands (a command's RNG is seeded from the state's seed and the event count, engine.Game.do)
never repeat the real game's draws. Nothing here reads a hidden order: the copy is made from the
public form only. The copy's log no longer replays to its state (the shuffle and the seed are not
events): it is for playing out and throwing away, never for saving.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from game.rules.content.library import Content
from game.rules.core.messages import Event
from game.rules.engine import Game
from game.rules.public_view import STATE_HIDDEN

PLAYOUT_SEEDS = 2**62  # a copy's chance seed is drawn from this range (beside any real game's)


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


def redeal(public_events: Iterable[Event | dict[str, Any] | str], seed: int | str,
           content: Content | None = None) -> Game:
    """A game rebuilt from `public_events`, every hidden pile shuffled and a fresh chance seed, from `seed`."""
    game = Game.replay(public_events, content)
    rng = random.Random(f"redeal:{seed}")
    for path in STATE_HIDDEN:  # in a fixed order, so the same seed deals the same piles
        _shuffled(game.state, path.split("."), rng)
    game.state.seed = rng.randrange(PLAYOUT_SEEDS)
    game.memo.clear()
    game.board.invalidate()
    return game
