"""RuneOutlook lends the tile to its own copy of the grid for each question and takes it back."""

from __future__ import annotations

import random

from game.bot import heuristic as bot
from game.rules import Game
from game.rules.areas.legendary import RuneOutlook


def test_outlook_grid_is_the_board_grid_after_every_question() -> None:
    asked = copied = 0
    for seed in range(4):
        game = Game.new(heroes=[["fighter"], ["fighter", "wizard"]][seed % 2], seed=seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if game.outcome is not None:
                break
            if game.state.phase == "placing":
                before = dict(game.board.grid)
                outlook = RuneOutlook(game)
                for cmd in game.legal():
                    if cmd.kind == "place_tile":
                        first = outlook.progress(cmd.tile, cmd.x, cmd.y, cmd.rotation)  # type: ignore[attr-defined]
                        again = outlook.progress(cmd.tile, cmd.x, cmd.y, cmd.rotation)  # type: ignore[attr-defined]
                        assert first == again
                        asked += 1
                        if outlook._grid is not None:
                            assert outlook._grid == before and list(outlook._grid) == list(before)
                            copied += 1
                assert game.board.grid == before
                # a square already taken: the tile there is put back after the question
                square = next(iter(before))
                outlook.progress(game.state.drawn_tile, *square, 0)  # type: ignore[arg-type]
                if outlook._grid is not None:
                    assert outlook._grid == before
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)
    assert asked > 100 and copied > 0
