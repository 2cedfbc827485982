"""Every position of a whole seeded bot game, for tests that check something at each decision."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from game.bot import heuristic as bot
from game.bot.thinking import DOOMED
from game.rules import Command, Game, dump


def bot_positions(game: Game, seed: int) -> Iterator[Game]:
    """The game before each of the bot's decisions (the bot's RNG seeded with `seed`), until the
    game ends or nothing is legal. The caller may look but must not change the game."""
    rng = random.Random(seed)
    while game.outcome is None:
        yield game
        cmd = bot.choose(game, rng)
        if cmd is None:
            return
        game.do(cmd)


def first_position(heroes: list[str], wanted: Callable[[Game], bool], seeds: range, ecology: str = "ruins",
                   stacked: dict[str, list[str]] | None = None, limit: int = 4000) -> Game | None:
    """A fresh game (replayed) at the first position of a seeded bot game where `wanted` holds,
    looking at most `limit` decisions into each seed's game; None when no seed gets there."""
    for seed in seeds:
        game = Game.new(heroes, seed=seed, ecology=ecology, stacked=stacked)
        for decisions, position in enumerate(bot_positions(game, seed)):
            if decisions >= limit:
                break
            if wanted(position):
                return Game.replay(position.events)
    return None


def position_at(heroes: list[str], seed: int, decisions: int) -> Game:
    """A fresh game (replayed) before decision number `decisions` of the seeded bot game."""
    for n, position in enumerate(bot_positions(Game.new(heroes, seed=seed), seed)):
        if n == decisions:
            return Game.replay(position.events)
    raise ValueError(f"the seed-{seed} bot game ends before decision {decisions}")


def every_place_kills(game: Game) -> bool:
    """A place-the-monster-card decision where the bot foresees the hero killed wherever the card goes
    (its every score at thinking.DOOMED or below: the Hint says so in words)."""
    legal = game.legal()
    return (game.state.combat is not None and len(legal) > 1 and all(c.kind == "place_monster_card" for c in legal)
            and max(bot.score_all(game, legal)) <= DOOMED)


def deadly_placement() -> Game:
    """A lone fighter's first such decision (seed 146: one place deals more damage than the other)."""
    game = first_position(["fighter"], every_place_kills, range(146, 147))
    assert game is not None, "the lone fighter's seed 146 no longer reaches a deadly placement"
    return game


def undoable_moves(game: Game) -> list[Command]:
    """The legal moves of this position that undo could take back once made."""
    moves = []
    for command in game.legal():
        trial = Game.replay(game.events, game.content)
        trial.do(command)
        if trial.can_undo():
            moves.append(command)
    return moves

def quick_loss() -> Game:
    """A lone fighter's first quick loss among seeds 0-39 (three falls, found in a moment)."""
    for seed in range(40):
        game = bot.play(Game.new(["fighter"], seed=seed), seed=seed, max_commands=400)
        if game.outcome == "lost":
            return game
    raise AssertionError("no lone fighter lost within 400 moves on seeds 0-39")


def reversed_hidden(data: dict[str, Any], hidden: tuple[str, ...]) -> dict[str, Any]:
    """An event's data with every hidden order in it (the fields named in `hidden`) reversed."""
    out = dict(data)
    for name in hidden:
        value = out.get(name)
        if isinstance(value, list):
            out[name] = value[::-1]
        elif isinstance(value, dict):
            out[name] = {k: v[::-1] if isinstance(v, list) else v for k, v in value.items()}
    return out


def hidden_twin(game: Game) -> Game:
    """The same game with every hidden order in its log reversed: the same at the table."""
    return Game.replay([reversed_hidden(dump(e), e.hidden) for e in game.events])
