"""Every position of a whole seeded bot game, for tests that check something at each decision."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game import bot
from game.rules import Game


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
