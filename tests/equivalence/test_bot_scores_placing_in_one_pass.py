"""The bot scores a placing decision's commands in one pass: the same floats score_command gives."""

from __future__ import annotations

import pytest

from game.bot import heuristic as bot
from game.bot import placement
from game.rules import Game
from tests.kits.bot_positions import bot_positions


@pytest.mark.parametrize("seeds", [(0, 1), pytest.param((2, 3), marks=pytest.mark.slow)])
def test_placing_scores_are_score_command(seeds: tuple[int, int]) -> None:
    checked = 0
    for seed in seeds:
        for game in bot_positions(Game.new(heroes=[["fighter"], ["fighter", "wizard"]][seed % 2], seed=seed), seed):
            legal = game.legal()
            if game.state.phase == "placing" and len(legal) > 1:
                pos = bot.Position(game)
                scores = placement.placing_scores(game, legal, pos, bot.score_command)
                assert scores == [bot.score_command(game, c) for c in legal]
                checked += 1
    assert checked > 25
