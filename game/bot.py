"""A heuristic bot that plays through the public API only: Game.legal() and Game.do().

Exploring: keep the map open (place tiles so their open sides face empty squares), unlock doors
while keys last. Other rule areas add their heuristics in `score_command` as they land; any
command the heuristics do not know scores 0 and ties are broken by the bot's own seeded RNG.
"""

from __future__ import annotations

import random

from game.rules import Command, Game
from game.rules.geometry import STEP


def _placement_score(game: Game, cmd: Command) -> float:
    geom = game.content.geometry[cmd.tile][cmd.rotation]  # type: ignore[attr-defined]
    grid = game.board.grid
    score = 0.0
    for side in geom.open_sides:
        dx, dy = STEP[side]
        if (cmd.x + dx, cmd.y + dy) not in grid:  # type: ignore[attr-defined]
            score += 1.0
    # a tile carrying the stairs or a chest is worth keeping reachable: no extra rule needed here
    return score


def score_command(game: Game, cmd: Command) -> float:
    """Higher is better. Unknown commands score 0."""
    if cmd.kind == "place_tile":
        return _placement_score(game, cmd)
    if cmd.kind == "encounter":
        el = game.state.elements[cmd.element]  # type: ignore[attr-defined]
        return {"door": 0.5, "campfire": -1.0, "stairs": -2.0}.get(el.kind, 1.0)
    if cmd.kind == "draw_tile":
        return 0.2
    return 0.0


def choose(game: Game, rng: random.Random) -> Command | None:
    """The bot's pick among the legal commands (None when there is none)."""
    legal = game.legal()
    if not legal:
        return None
    best = max(score_command(game, c) for c in legal)
    return rng.choice([c for c in legal if score_command(game, c) == best])


def play(game: Game, seed: int = 0, max_commands: int = 20000) -> Game:
    """Play until the game ends, no command is legal, or `max_commands` were made."""
    rng = random.Random(seed)
    for _ in range(max_commands):
        if game.outcome is not None:
            break
        cmd = choose(game, rng)
        if cmd is None:
            break
        game.do(cmd)
    return game
