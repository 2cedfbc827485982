"""Shortcut: the board's reach and encounterable elements are remembered per board version, and the
engine bumps the version in one place (Game._apply) for each event marked `changes_board` (laying
a tile or setting a new board up bumps it inside the board).
Equals the plain rule when every event that changes what reach reads (element statuses, the set
of elements, the Lantern) is so marked, and nothing else bumps it by hand."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest

from game.bot import heuristic as bot
from game.rules import Game
from game.rules.board import Board

RULES = Path(__file__).resolve().parents[2] / "game" / "rules"


def _reach_inputs(game: Game) -> str:
    s = game.state
    return json.dumps([s.lantern.model_dump() if s.lantern else None,
                       sorted((el.id, el.status) for el in s.elements.values())])


def test_only_the_engine_and_the_board_bump_the_boards_version() -> None:
    callers = []
    for path in RULES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "invalidate" and path.name not in ("engine.py",
                                                                                                   "board.py"):
                callers.append(f"{path.name}:{node.lineno}")
    assert callers == []


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
@pytest.mark.parametrize("seed", [0, 4, 8])
def test_every_event_that_changes_what_reach_reads_is_marked(seed: int) -> None:
    game = Game.new(heroes=[["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]][seed % 3], seed=seed)
    rng = random.Random(seed)
    checked = 0
    copy = Game.replay(game.events, game.content)  # kept in step: each command's events folded on it
    while game.outcome is None:
        cmd = bot.choose(game, rng)
        if cmd is None:
            break
        before = _reach_inputs(game)
        mark = len(game.events)
        game.do(cmd)
        # fold the command's events one by one on the copy: each change must be marked
        for event in game.events[mark:]:
            prior, version = _reach_inputs(copy), copy.board._version
            copy._apply(event)
            copy.events.append(event)
            if _reach_inputs(copy) != prior:  # marked, or a tile laid or a board set up (the board's own)
                assert copy.board._version != version, event.kind
                checked += 1
        assert _reach_inputs(game) == _reach_inputs(copy) or before is None
    assert checked > 3


@pytest.mark.parametrize("seed", [1, 5])
def test_remembered_encounterable_elements_equal_a_fresh_boards(seed: int) -> None:
    game = Game.new(heroes=["fighter", "wizard"], seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        if game.outcome is not None:
            break
        if game.state.phase in ("exploring", "placing", "dead_end"):
            fresh = Board(game.content)
            for p in game.state.placements:
                fresh.add(p.tile, p.x, p.y, p.rotation)
            assert [el.id for el in game.board.encounterable(game.state)] == \
                   [el.id for el in fresh.encounterable(game.state)]
        cmd = bot.choose(game, rng)
        if cmd is None:
            break
        game.do(cmd)
