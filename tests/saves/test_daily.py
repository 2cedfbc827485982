"""The daily descent (issue 38): the day's game is a function of the date alone, every day's game can
be played, and the player's results per day (best depth, won, moves, hints) are kept beside the saves."""

from __future__ import annotations

import json
from datetime import date, timedelta
from functools import lru_cache
from pathlib import Path

import pytest

from game.bot import heuristic as bot
from game.rules import Content, Game
from game.saves import SaveError
from game.saves.daily import (
    MATS,
    Attempt,
    DailyDoc,
    daily_path,
    daily_setup,
    day_results,
    deepest_in_folder,
    load_daily,
    progress_in,
    record_finished,
    start_attempt,
)
from game.saves.share_code import ShareSetup

DAY = date(2026, 11, 28)


@lru_cache(maxsize=1)
def won_game() -> Game:
    """A whole bot game that was won (solo fighter, seed 1)."""
    game = bot.play(Game.new(["fighter"], seed=1), seed=1)
    assert game.outcome == "won"
    return game


def test_the_days_game_is_the_same_on_every_machine():
    # drawn from SHA-256 of the date: pinned, so a change of Python or platform cannot move it
    assert daily_setup(DAY) == ShareSetup.make(["wizard"], seed=947434456, house_rules=["redraw_unplaceable"],
                                               story_mode=True)
    assert daily_setup(date(2026, 12, 1)) == ShareSetup.make(
        ["fighter", "rogue"], seed=182213237, variants=["no_level_up_healing"],
        tier="veteran", house_rules=["full_heal_after_guardian"])
    assert daily_setup(DAY) == daily_setup(date.fromisoformat("2026-11-28"))


def test_each_day_has_its_own_game_and_the_parties_and_options_vary():
    days = [daily_setup(DAY + timedelta(n)) for n in range(120)]
    assert len({d.seed for d in days}) == 120
    assert {len(d.heroes) for d in days} == {1, 2, 3}
    assert any(d.variants for d in days) and any(not d.variants for d in days)
    assert {d.tier for d in days} >= {"standard", "veteran"}
    assert any(d.single_class for d in days) and any(d.house_rules for d in days)
    assert {d.story_mode for d in days} == {True, False}
    assert {d.ecology for d in days} == {"ruins"}


def test_every_days_game_is_a_party_the_rules_accept(content: Content):
    for n in range(90):
        setup = daily_setup(DAY + timedelta(n))
        assert setup.new_game(content).state.heroes == list(setup.heroes)


def test_the_mats_pair_each_hero_with_the_alternate_on_its_back(content: Content):
    for hero, alternate in MATS:
        assert content.heroes[hero].classes[0] == content.heroes[alternate].classes[0]


def test_a_finished_daily_game_is_kept_with_its_depth_moves_and_hints(tmp_path: Path):
    path = daily_path(tmp_path)
    assert path == tmp_path / "daily.json"
    assert start_attempt(path, DAY, "Daily 2026-11-28") is None
    game = won_game()
    assert record_finished(path, "Daily 2026-11-28", game, hints=3)
    assert not record_finished(path, "some other game", game, hints=0)  # not a daily game: not counted
    result = day_results(load_daily(path), progress_in(tmp_path))["2026-11-28"]
    moves = sum(1 for e in game.events if e.kind == "command_accepted")
    assert (result.won, result.deepest, result.moves, result.hints, result.attempts) == (
        True, "subterranean", moves, 3, 1)


def test_the_day_shows_the_best_attempt_and_the_deepest_ecology_of_any():
    doc = DailyDoc(days={"2026-11-28": [
        Attempt(saved_game="a", started="x", outcome="lost", deepest="caverns", moves=300, hints=0),
        Attempt(saved_game="b", started="x", outcome="won", deepest="subterranean", moves=900, hints=2),
        Attempt(saved_game="c", started="x", outcome="won", deepest="subterranean", moves=700, hints=5),
    ], "2026-11-29": [
        Attempt(saved_game="d", started="x", outcome="lost", deepest="ruins", moves=100, hints=1),
        Attempt(saved_game="e", started="x"),  # under way, in the Caverns by now
    ]})
    results = day_results(doc, lambda name: ("caverns", 4) if name == "e" else (None, 0))
    first, second = results["2026-11-28"], results["2026-11-29"]
    assert (first.won, first.moves, first.hints, first.attempts) == (True, 700, 5, 3)
    assert (second.won, second.deepest, second.moves, second.hints, second.finished) == (
        False, "caverns", 100, 1, True)


def test_a_game_under_way_counts_the_deepest_ecology_its_folder_holds(tmp_path: Path):
    folder = tmp_path / "Daily 2026-11-28"
    folder.mkdir()
    for name in ("campaign.json", "1-ruins.log.jsonl", "2-caverns.log.jsonl", "2-caverns.log.jsonl.bak"):
        (folder / name).write_text("")
    assert deepest_in_folder(folder) == "caverns"
    assert deepest_in_folder(tmp_path / "gone") is None


def test_a_damaged_results_file_is_named_then_set_aside_when_the_next_game_starts(tmp_path: Path):
    path = daily_path(tmp_path)
    path.write_text("{broken")
    with pytest.raises(SaveError, match="daily.json is damaged"):
        load_daily(path)
    note = start_attempt(path, DAY, "Daily 2026-11-28")
    assert note and "could not be read" in note
    doc = load_daily(path)
    assert [a.saved_game for a in doc.days["2026-11-28"]] == ["Daily 2026-11-28"]
    assert (tmp_path / doc.set_aside[0]).read_text() == "{broken"


def test_a_results_file_of_a_newer_game_is_left_as_it_is(tmp_path: Path):
    path = daily_path(tmp_path)
    path.write_text('{"kind": "forgotten-depths/daily", "version": 9, "days": {}}')
    with pytest.raises(SaveError, match="newer version"):
        start_attempt(path, DAY, "x")
    assert '"version": 9' in path.read_text()


# Version 1 called an attempt's saved game "campaign" (issue 34): written literally as that version wrote it.
OLD_DAILY = """{
 "kind": "forgotten-depths/daily",
 "version": 1,
 "days": {
  "2026-11-27": [
   {"campaign": "Daily 2026-11-27", "started": "2026-11-27T08:00:00+00:00", "outcome": "lost",
    "deepest": "caverns", "moves": 410, "hints": 2}
  ],
  "2026-11-28": [
   {"campaign": "Daily 2026-11-28", "started": "2026-11-28T08:00:00+00:00", "outcome": null,
    "deepest": null, "moves": null, "hints": 0}
  ]
 },
 "set_aside": []
}
"""


def test_a_version_1_daily_file_keeps_its_results_and_names_each_saved_game(tmp_path: Path):
    path = daily_path(tmp_path)
    path.write_text(OLD_DAILY)
    doc = load_daily(path)
    assert doc.version == 2
    assert [a.saved_game for tries in doc.days.values() for a in tries] == ["Daily 2026-11-27", "Daily 2026-11-28"]
    lost = day_results(doc, lambda name: (None, 0))["2026-11-27"]
    assert (lost.won, lost.deepest, lost.moves, lost.hints) == (False, "caverns", 410, 2)
    # the attempt begun under version 1 is still found by its saved game when it ends
    assert record_finished(path, "Daily 2026-11-28", won_game(), hints=1)
    written = json.loads(path.read_text())
    assert written["version"] == 2 and written["days"]["2026-11-27"][0]["saved_game"] == "Daily 2026-11-27"
    assert written["days"]["2026-11-28"][0] == {**written["days"]["2026-11-28"][0], "saved_game": "Daily 2026-11-28",
                                                "outcome": "won", "hints": 1}
    assert "campaign" not in written["days"]["2026-11-28"][0]


def test_a_daily_file_round_trips_with_its_saved_games(tmp_path: Path):
    path = daily_path(tmp_path)
    start_attempt(path, DAY, "Daily 2026-11-28")
    assert json.loads(path.read_text())["days"]["2026-11-28"][0]["saved_game"] == "Daily 2026-11-28"
    assert [a.saved_game for a in load_daily(path).days["2026-11-28"]] == ["Daily 2026-11-28"]


def test_a_hand_edited_version_1_attempt_with_no_name_is_named_as_damaged(tmp_path: Path):
    path = daily_path(tmp_path)
    path.write_text(OLD_DAILY.replace('"campaign": "Daily 2026-11-27", ', ""))
    with pytest.raises(SaveError, match=r"daily\.json is damaged: days\.2026-11-27\.0\.saved_game: field required"):
        load_daily(path)
