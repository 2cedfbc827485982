"""game/rules/fast/reach.py (an extended reach, placements kept with their reach, answers kept per
board version) and the board's own indexes (the region graph and outline kept tile by tile) give
what a trace from scratch gives."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic as bot
from game.rules import Game, fast
from game.rules.board import Board, Reach, RegionKey, adjacency
from game.rules.engine import Game as EngineGame
from game.rules.state.game_state import GameState

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def traced_afresh(board: Board, state: GameState) -> Reach:
    """The board's own trace with no shortcut: nothing remembered, nothing extended."""
    with fast.off():
        return board._trace(state)


def traced(board: Board, state: GameState) -> tuple[set[RegionKey], set[RegionKey], set[str], list]:
    """The heroes' area, networks and frontier traced over the grid from scratch, region by region."""
    grid = board.grid
    if state.lantern is None or (state.lantern.x, state.lantern.y) not in grid:
        return set(), set(), set(), []
    obstructed = {board.element_region(el) for el in state.elements.values() if el.obstructs}
    networks: dict[str, list[RegionKey]] = {}
    for (x, y), geom in grid.items():
        for reg, net in geom.linking_regions:
            networks.setdefault(net, []).append((x, y, reg))
    start = board.region_at(state.lantern)
    accessible, edge = {start}, set()
    stack = [start]
    while stack:
        x, y, r = stack.pop()
        adj = adjacency(grid[(x, y)])
        found = [(x, y, b) for b in adj.links[r]]
        for dx, dy, opposite, cells in adj.sides[r]:
            other = grid.get((x + dx, y + dy))
            if other is not None:
                found += [(x + dx, y + dy, other.edge_regions[opposite][i]) for i in cells
                          if other.edge_regions[opposite][i] >= 0]
        for net in adj.nets[r]:
            found += networks[net]
        for n in found:
            if n in accessible or n in edge:
                continue
            if n in obstructed:
                edge.add(n)
            else:
                accessible.add(n)
                stack.append(n)
    nets: set[str] = set()
    frontier: dict[tuple[int, int], list[tuple[str, str, bool]]] = {}
    for (x, y), geom in grid.items():
        for reg, net in geom.linking_regions:
            if (x, y, reg) in accessible:
                nets.add(net)
        for side, dx, dy, opposite, regions in adjacency(geom).border:
            square = (x + dx, y + dy)
            if square not in grid:
                crossable = any((x, y, reg) in accessible for reg in regions)
                frontier.setdefault(square, []).append((opposite, geom.edges[side], crossable))
    return accessible, edge, nets, list(frontier.items())


def check(game: Game) -> None:
    board, state = game.board, game.state
    reach = board.reach(state)
    accessible, edge, nets, frontier = traced(board, state)
    assert reach.accessible == accessible
    assert reach.obstructed_reached == edge
    if accessible:
        assert reach.networks == nets
        assert list(reach.frontier.items()) == frontier  # the order makes the order of legal placements
    fresh = traced_afresh(board, state)
    assert (fresh.accessible, fresh.obstructed_reached) == (accessible, edge)
    want = [el.id for el in state.elements.values()
            if (el.obstructs and board.element_region(el) in edge)
            or (board.element_region(el) in accessible and el.status == "discovered")]
    assert [el.id for el in board.encounterable(state)] == want
    assert board.encounterable_ids(state) == frozenset(want)
    tile = state.drawn_tile or state.set_aside_tile
    if tile is not None:
        assert board.legal_placements(state, tile) == board._placements(fresh, tile)


@pytest.mark.parametrize("seed", [0, *(pytest.param(s, marks=pytest.mark.slow) for s in (1, 2, 5))])
def test_reach_at_every_decision_is_the_reach_traced_from_scratch(seed: int) -> None:
    game = Game.new(heroes=PARTIES[seed % 3], seed=seed)
    rng = random.Random(seed)
    for _ in range(3000):
        check(game)
        if game.outcome is not None:
            break
        cmd = bot.choose(game, rng)
        if cmd is None:
            break
        game.do(cmd)


@pytest.mark.parametrize("seed", [pytest.param(3, marks=pytest.mark.slow), 7])
def test_reach_after_every_event_is_the_reach_traced_from_scratch(seed: int, monkeypatch) -> None:
    """Asked after every event (also between a placement and the elements it discovers), each reach
    extends a different last one: still the same sets."""
    original = EngineGame._apply

    def applied(self: Game, event) -> None:
        original(self, event)
        check(self)

    monkeypatch.setattr(EngineGame, "_apply", applied)
    game = Game.new(heroes=PARTIES[seed % 3], seed=seed)
    bot.play(game, seed=seed, max_commands=600)


def test_undo_rebuilds_the_board_indexes() -> None:
    game = Game.new(heroes=["fighter"], seed=4)
    rng = random.Random(4)
    undone = 0
    for _ in range(400):
        if game.outcome is not None:
            break
        cmd = bot.choose(game, rng)
        if cmd is None:
            break
        game.do(cmd)
        if game.can_undo() and rng.random() < 0.3:
            game.undo()
            undone += 1
        check(game)
    assert undone > 0


def test_lantern_leaving_an_obstruction_it_stood_on_traces_again() -> None:
    """Standing on a Monster, the heroes' area runs past it; once the Lantern moves away with the
    Monster still there, the area beyond it must not be kept."""
    game = Game.new(heroes=["fighter", "wizard"], seed=11)
    rng = random.Random(11)
    tried = 0
    for _ in range(300):
        if game.outcome is not None:
            break
        state = game.state
        if state.phase == "exploring" and state.lantern is not None:
            home = state.lantern
            for el in [e for e in game.board.encounterable(state) if e.obstructs]:
                state.lantern = el.spot
                game.board.invalidate()
                check(game)
                state.lantern = home
                game.board.invalidate()
                check(game)
                tried += 1
        cmd = bot.choose(game, rng)
        if cmd is None:
            break
        game.do(cmd)
    assert tried > 0
