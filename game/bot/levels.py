"""The machine player's levels (issue 38's ladder): the Heuristic bot, which plays by its rules of
thumb at once, and the Thinking player, which plays its moves out first where it matters
(game/bot/thinking.py: about 7 s of one core a game, about 4 points more games won over 600 hold-out
pairs, docs/balance.md). One level plays a solo demonstration (`main.py --autoplay --bot thinking`), the
machine players in online seats (Settings, "Machine player thinks ahead") and the Hint's choice.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the bots are imported when a machine player is made
    from game.rules import Command, Game

HEURISTIC, THINKING = "heuristic", "thinking"
LEVELS = (HEURISTIC, THINKING)

# a machine player's pick: the game, its random stream, and the heroes it plays (None: all of them)
Chooser = Callable[["Game", random.Random, Collection[int] | None], "Command | None"]


def machine(level: str, seed: int = 0) -> Chooser:
    """A machine player of `level` for one game (the Thinking player shares its thinking time over
    the game's decisions, so make one for each game); ValueError for a level that is none."""
    from game.bot import heuristic, thinking

    if level == HEURISTIC:
        return heuristic.choose
    if level == THINKING:
        budget = thinking.Budget(seed=seed)

        def think(game: Game, rng: random.Random, heroes: Collection[int] | None = None) -> Command | None:
            return thinking.choose(game, rng, budget, heroes)
        return think
    raise ValueError(f"no machine player level {level!r} (the levels: {', '.join(LEVELS)})")


def play(game: Game, level: str, seed: int = 0, max_commands: int = 20000,
         after: Callable[[Game], object] | None = None) -> Game:
    """Play the game to its end (as heuristic.play) with a machine player of `level`."""
    from game.bot import heuristic

    if level == HEURISTIC:  # its own play, the chooser it has by default
        return heuristic.play(game, seed, max_commands, after)
    pick = machine(level, seed)
    return heuristic.play(game, seed, max_commands, after, chooser=lambda g, rng: pick(g, rng, None))
