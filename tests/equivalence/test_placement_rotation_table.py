"""The placement search's rotation table (board.RotationTable: a tile's rotations as bit masks, the
search read straight from the reach's outline) lists what the placing rule lists, read plainly from
the grid: every empty square beside a tile, every rotation whose edges match all the tiles it
touches, where the heroes can cross onto it from their area or arrive by its network."""

from __future__ import annotations

import pytest

from game.rules import Game, fast
from game.rules.board import CLOSED, Board, Reach
from game.rules.core.geometry import OPPOSITE, SIDES, STEP
from game.rules.state.game_state import GameState
from tests.kits.bot_positions import bot_positions

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def traced_afresh(board: Board, state: GameState) -> Reach:
    """The board's own trace with no shortcut: nothing remembered, nothing extended."""
    with fast.off():
        return board._trace(state)


def plain_placements(board: Board, state: GameState, tile: str) -> list[tuple[int, int, int]]:
    """The placing rule over the grid, square by square in the order the outline lists them."""
    reach = traced_afresh(board, state)
    if not reach.accessible:
        return []
    rotations = board.content.geometry[tile]
    joined = {net for (x, y), geom in board.grid.items() for reg, net in geom.linking_regions
              if (x, y, reg) in reach.accessible}
    linked = any(net in joined for _, net in rotations[0].linking_regions)
    out = []
    for square in reach.frontier:  # the outline's order (test_fast_reach checks the outline)
        x, y = square
        for geom in rotations:
            matches, crosses = True, False
            for side in SIDES:
                dx, dy = STEP[side]
                other = board.grid.get((x + dx, y + dy))
                if other is None:
                    continue
                if geom.edges[side] != other.edges[OPPOSITE[side]]:
                    matches = False
                regions = {r for r in other.edge_regions[OPPOSITE[side]] if r >= 0}
                if geom.edges[side] != CLOSED and any((x + dx, y + dy, r) in reach.accessible for r in regions):
                    crosses = True
            if matches and (linked or crosses):
                out.append((x, y, geom.rotation))
    return out


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_placements_from_scratch_are_the_placing_rule_for_every_tile() -> None:
    checked = 0
    for seed in range(3):
        game = Game.new(heroes=PARTIES[seed % 3], seed=seed)
        for position in bot_positions(game, seed):
            if position.state.phase != "placing":
                continue
            board, state = position.board, position.state
            fresh = traced_afresh(board, state)
            tiles = sorted(position.content.geometry)[:: 7 if checked % 5 else 1]  # some positions every tile
            for tile in {state.drawn_tile, *tiles} - {None}:
                assert board._placements(fresh, tile) == plain_placements(board, state, tile), tile
            checked += 1
    assert checked > 30
