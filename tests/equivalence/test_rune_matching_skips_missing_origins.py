"""Rune matching through a new tile skips origins that surely miss: it must find the same matches,
in the same order (the first match kept for a key names its squares in the events), as trying
every origin that puts a pattern square on the tile."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic as bot
from game.rules import Game
from game.rules.content.rune_patterns import RunePattern
from game.rules.content.runes import (
    SYMMETRIES,
    Node,
    RuneMatch,
    Square,
    _fitting,
    _match_at,
    find_matches,
    geometry_facts,
    has_match,
)
from game.rules.content.tiles import TileGeometry

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def every_origin(pattern: RunePattern, grid: dict[Square, TileGeometry], used: set[Node],
                 square: Square) -> list[RuneMatch]:
    found: dict[object, RuneMatch] = {}
    mx, my = square
    for sym in SYMMETRIES:
        for px, py in _fitting(pattern, sym, geometry_facts(grid[square])):
            m = _match_at(pattern, sym, (mx - px, my - py), grid, used)
            if m is not None and square in m.squares:
                found.setdefault(m.key, m)
    return sorted(found.values(), key=lambda m: (sorted(m.squares), sorted(m.nodes)))


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
def test_matches_through_a_new_tile_are_those_of_every_origin() -> None:
    rng = random.Random(9)
    compared = matched = 0
    for seed in range(6):
        game = Game.new(heroes=PARTIES[seed % 3], seed=seed)
        brng = random.Random(seed)
        while game.outcome is None:
            state = game.state
            if state.phase == "placing":
                patterns = game.content.rune_patterns[state.ecology]
                nodes = [(x, y, side) for (x, y), g in game.board.grid.items() for side in g.nodes]
                for cmd in [c for c in game.legal() if c.kind == "place_tile"]:
                    grid = dict(game.board.grid)
                    square = (cmd.x, cmd.y)  # type: ignore[attr-defined]
                    grid[square] = game.content.geometry[cmd.tile][cmd.rotation]  # type: ignore[attr-defined]
                    for used in ({tuple(n) for n in state.legendary.used_nodes},
                                 set(rng.sample(nodes, len(nodes) // 4))):
                        for pattern in patterns.values():
                            want = every_origin(pattern, grid, used, square)
                            got = find_matches(pattern, grid, used, must_include=square)
                            assert [(m.squares, m.nodes) for m in got] == [(m.squares, m.nodes) for m in want]
                            assert has_match(pattern, grid, used, square) == bool(want)
                            compared += 1
                            matched += bool(want)
            cmd = bot.choose(game, brng)
            if cmd is None:
                break
            game.do(cmd)
    assert compared > 1000 and matched > 10
