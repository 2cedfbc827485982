"""One identity for a position (Game.revision): what the screens remember about a position is keyed by
it, so an undo followed by another move never shows the answer of the position that was taken back,
even when the new position has as many events as the old one."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.bot import heuristic as bot
from game.rules import Game, forecast
from game.saves import SaveStore
from game.ui.combat_preview import pair_forecast
from game.ui.session import Session
from tests.kits.bot_positions import undoable_moves


def fight_decisions(seeds: range) -> Iterator[Game]:
    """Bot games stopped at each decision taken during a fight."""
    for seed in seeds:
        game, rng = Game.new(["fighter", "wizard"], seed=seed), random.Random(seed)
        while game.outcome is None:
            if game.state.combat is not None:
                yield game
            move = bot.choose(game, rng)
            assert move is not None
            game.do(move)


def every_pair(game: Game) -> Iterator[tuple[int, int]]:
    combat = game.state.combat
    assert combat is not None
    for fi, front in enumerate(combat.fronts):
        for si in range(len(front.slots)):
            yield fi, si


def test_the_combat_preview_after_an_undo_and_another_move_is_the_rules_forecast():
    compared = 0
    for position in fight_decisions(range(6)):
        moves = undoable_moves(position)
        if len(moves) < 2:
            continue
        game = Game.replay(position.events, position.content)
        for first in moves:
            game.do(first)
            seen_length = len(game.events)
            if game.state.combat is not None:
                for fi, si in every_pair(game):
                    pair_forecast(game, fi, si)  # remembered for this position
            game.undo()
            for other in moves:
                if other == first:
                    continue
                game.do(other)
                if len(game.events) == seen_length and game.state.combat is not None:
                    for fi, si in every_pair(game):
                        assert pair_forecast(game, fi, si) == forecast(game, fi, si), (first, other, fi, si)
                        compared += 1
                game.undo()
        if compared >= 200:
            break
    assert compared >= 200  # the walk met enough positions of equal length to mean something


@pytest.fixture(autouse=True)
def _no_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("os.fsync", lambda fd: None)


def test_a_hint_never_comes_back_for_another_position_of_the_same_length(tmp_path: Path):
    found = None
    for position in fight_decisions(range(6)):
        moves = undoable_moves(position)
        for first in moves:
            for other in moves:
                a, b = Game.replay(position.events), Game.replay(position.events)
                a.do(first)
                b.do(other)
                if other != first and len(a.events) == len(b.events) and a.legal() and b.legal():
                    found = (position, first, other)
                    break
            if found:
                break
        if found:
            break
    assert found is not None
    position, first, other = found
    game = Game.replay(position.events)
    session = Session.resume(game, ["Ann"], saved_game=SaveStore(tmp_path, content=game.content).create(game, "d"))
    assert session.do(first)
    assert session.hint() is not None and session.current_hint is not None
    assert session.undo()
    assert session.do(other)
    assert session.current_hint is None  # the hint was asked for the position taken back
