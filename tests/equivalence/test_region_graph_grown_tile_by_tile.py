"""The board's region graph, grown tile by tile (a neighbour's steps gain the steps onto the new tile),
must step to the same regions as the graph worked out again from the whole grid."""

from __future__ import annotations

import pytest

from game.bot import heuristic as bot
from game.rules import Game
from game.rules.board import Board
from game.rules.engine import Game as EngineGame

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def check_graph(board: Board) -> int:
    """Compare every region's steps with _steps over the grid; the count of network regions."""
    want = set()
    for (x, y), geom in board.grid.items():
        count = max([geom.region_count, *(r + 1 for r in geom.region_of)])
        want |= {(x, y, r) for r in range(-1, count)}
    assert set(board._graph) == want
    for key, steps in board._graph.items():
        assert set(steps) == set(board._steps(key)), key
    return sum(len(m) for m in board._members.values())


@pytest.mark.parametrize("seed", [0, 1, 2, 4, 5, 8])
def test_region_graph_after_every_placement_is_the_graph_of_the_grid(seed: int, monkeypatch) -> None:
    networks = []
    original = EngineGame._apply

    def applied(self: Game, event) -> None:
        original(self, event)
        if event.kind in ("tile_placed", "ecology_set_up"):
            networks.append(check_graph(self.board))

    monkeypatch.setattr(EngineGame, "_apply", applied)
    game = Game.new(heroes=PARTIES[seed % 3], seed=seed)
    bot.play(game, seed=seed)
    assert networks


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_some_checked_placement_joins_a_network(monkeypatch) -> None:
    """The graph test above meets passage / portal networks (their members' steps are worked out again)."""
    joined = 0
    original = EngineGame._apply

    def applied(self: Game, event) -> None:
        nonlocal joined
        original(self, event)
        if event.kind == "tile_placed" and self.board.grid[(event.x, event.y)].linking_regions:
            joined += 1
            check_graph(self.board)

    monkeypatch.setattr(EngineGame, "_apply", applied)
    for seed in range(6):
        bot.play(Game.new(heroes=PARTIES[seed % 3], seed=seed), seed=seed)
    assert joined > 0
