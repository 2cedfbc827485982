"""The bot scores a placing decision's commands in one pass: the same floats score_command gives."""

from __future__ import annotations

import random

from game import bot
from game.rules import Game


def test_placing_scores_are_score_command() -> None:
    checked = 0
    for seed in range(4):
        game = Game.new(heroes=[["fighter"], ["fighter", "wizard"]][seed % 2], seed=seed)
        rng = random.Random(seed)
        while game.outcome is None:
            legal = game.legal()
            if game.state.phase == "placing" and len(legal) > 1:
                pos = bot.Position(game)
                assert bot._placing_scores(game, legal, pos) == [bot.score_command(game, c) for c in legal]
                checked += 1
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)
    assert checked > 50
