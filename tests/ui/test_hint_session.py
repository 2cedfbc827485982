"""Hints in a played game: counted once per decision, kept beside the save (old saves load with
none), shown in the Adventure Record; the game's end adds it to the player's statistics."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest

from game.bot import heuristic as bot
from game.rules import Command, Game
from game.saves import SaveStore
from game.saves.hints import HINTS_FILE
from game.saves.stats import load_stats, stats_path, summary
from game.ui.session import Session


@lru_cache(maxsize=2)
def _whole(outcome: str) -> Game:
    """The first seeded bot game from seed 1 (2 for a loss) that ended so (which one follows the bot's play)."""
    heroes, first = (["fighter"], 1) if outcome == "won" else (["fighter", "wizard"], 2)
    games = (bot.play(Game.new(heroes, seed=seed), seed=seed) for seed in range(first, first + 20))
    return next(g for g in games if g.outcome == outcome)


@pytest.fixture(autouse=True)
def _no_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    """A whole game's save is a thousand fsynced lines; these tests check counts, not durability."""
    monkeypatch.setattr("os.fsync", lambda fd: None)


def one_move_from_the_end(outcome: str) -> tuple[Game, Command]:
    """A game replayed up to its last command, and that command."""
    events = _whole(outcome).events
    last = max(i for i, e in enumerate(events) if e.kind == "command_accepted")
    return Game.replay(events[:last]), events[last].command  # type: ignore[attr-defined]


def saved_session(tmp_path: Path, outcome: str, name: str = "descent") -> tuple[Session, Command]:
    game, last = one_move_from_the_end(outcome)
    campaign = SaveStore(tmp_path, content=game.content).create(game, name)
    return Session.resume(game, ["Ann"], saved_game=campaign), last


def test_a_hint_is_counted_once_per_decision_and_survives_save_and_load(tmp_path: Path) -> None:
    session, _ = saved_session(tmp_path, "won")
    first = session.hint()
    assert first is not None and session.game.is_legal(first.command)
    session.hint()  # the same decision again: still one hint
    assert session.hints == 1
    assert session.do(first.command)
    store = SaveStore(tmp_path)
    again = Session.resume(store.load("descent").game, saved_game=store.open("descent"))
    assert again.hints == 1


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_an_old_save_without_a_hint_count_loads_with_none(tmp_path: Path) -> None:
    session, _ = saved_session(tmp_path, "lost")
    assert not (tmp_path / "descent" / HINTS_FILE).exists()
    store = SaveStore(tmp_path)
    assert Session.resume(store.load("descent").game, saved_game=store.open("descent")).hints == 0


def test_a_won_game_adds_to_the_statistics_with_its_hints(tmp_path: Path) -> None:
    session, last = saved_session(tmp_path, "won")
    session.hint()
    assert session.do(last) and session.game.outcome == "won"
    s = summary(load_stats(stats_path(tmp_path)))
    assert (s.played, s.won, s.hints) == (1, 1, 1)
    assert "Won with 1 hint." in session.saved_game.adventure_text(session.game)
    assert "Won with 1 hint." in (tmp_path / "descent" / "adventure.txt").read_text()


def test_a_lost_game_adds_to_the_statistics(tmp_path: Path) -> None:
    session, last = saved_session(tmp_path, "lost")
    assert session.do(last) and session.game.outcome == "lost"
    s = summary(load_stats(stats_path(tmp_path)))
    assert (s.played, s.won) == (1, 0)
    assert s.by_party_size[2].played == 1


def test_a_tutorials_game_is_practice_and_not_counted(tmp_path: Path) -> None:
    session, last = saved_session(tmp_path, "won", name="Tutorial")
    assert session.do(last) and session.game.outcome == "won"
    assert summary(load_stats(stats_path(tmp_path))).played == 0
