"""The player's statistics beside the saves: each finished game counted once, summed up for the title
screen, a damaged file reported and set aside, never overwritten."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import pytest

from game.bot import heuristic as bot
from game.rules import Game
from game.saves import SaveError
from game.saves.stats import STATS_FILE, load_stats, record_result, result_of, stats_path, summary


@lru_cache(maxsize=2)
def finished(outcome: str) -> Game:
    """A whole bot game that ended in `outcome` (a lone Fighter's won game, a pair's lost one: the first
    seed the bot plays so, as the bot and the cards change)."""
    heroes = ["fighter"] if outcome == "won" else ["fighter", "wizard"]
    for seed in range(1, 60):
        game = bot.play(Game.new(heroes, seed=seed), seed=seed)
        if game.outcome == outcome:
            return game
    raise AssertionError(f"no bot game of {heroes} was {outcome} in 60 seeds")


def test_the_statistics_live_in_the_save_folder_given(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert stats_path(tmp_path) == tmp_path / STATS_FILE
    monkeypatch.setenv("FORGOTTEN_DEPTHS_SAVES", str(tmp_path / "env"))
    assert stats_path() == tmp_path / "env" / STATS_FILE


def test_a_won_and_a_lost_game_are_counted_by_party_size_hero_and_variant(tmp_path: Path) -> None:
    path = stats_path(tmp_path)
    assert summary(load_stats(path)).played == 0  # no file yet: nothing played
    won, lost = finished("won"), finished("lost")
    assert record_result(path, result_of(won, "solo", hints=2)) is None
    assert record_result(path, result_of(lost, "pair")) is None
    s = summary(load_stats(path))
    assert (s.played, s.won, s.hints) == (2, 1, 2)
    assert {n: (t.played, t.won) for n, t in s.by_party_size.items()} == {1: (1, 1), 2: (1, 0)}
    assert {h: (t.played, t.won) for h, t in s.by_hero.items()} == {"fighter": (2, 1), "wizard": (1, 0)}
    assert {v: (t.played, t.won) for v, t in s.by_variant.items()} == {"none": (2, 1)}
    assert s.fastest_win is not None and s.fastest_win.saved_game == "solo"
    assert s.fastest_win.moves == sum(1 for e in won.events if e.kind == "command_accepted")
    assert s.deepest == "subterranean"  # the won game reached the last Ecology
    doc = json.loads(path.read_text())
    assert doc["kind"] == "forgotten-depths/stats" and doc["version"] == 2


def test_a_game_is_counted_once(tmp_path: Path) -> None:
    path = stats_path(tmp_path)
    record_result(path, result_of(finished("won"), "solo"))
    record_result(path, result_of(finished("won"), "solo"))
    assert summary(load_stats(path)).played == 1


def test_a_damaged_file_is_reported_and_kept_under_a_new_name(tmp_path: Path) -> None:
    path = stats_path(tmp_path)
    path.write_text("{not json")
    with pytest.raises(SaveError, match="stats.json is damaged"):
        load_stats(path)
    note = record_result(path, result_of(finished("lost"), "pair"))
    assert note is not None and "could not be read" in note
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("stats.damaged-")]
    assert len(kept) == 1 and kept[0].read_text() == "{not json" and kept[0].name in note
    doc = load_stats(path)
    assert len(doc.games) == 1 and doc.set_aside == [kept[0].name]


def test_a_file_from_a_newer_game_is_left_alone(tmp_path: Path) -> None:
    path = stats_path(tmp_path)
    text = json.dumps({"kind": "forgotten-depths/stats", "version": 99, "games": []})
    path.write_text(text)
    with pytest.raises(SaveError, match="newer version"):
        record_result(path, result_of(finished("lost"), "pair"))
    assert path.read_text() == text


def test_a_wrong_field_is_named(tmp_path: Path) -> None:
    path = stats_path(tmp_path)
    path.write_text(json.dumps({"kind": "forgotten-depths/stats", "version": 1, "games": [{"outcome": "won"}]}))
    with pytest.raises(SaveError, match="games.0"):
        load_stats(path)


@lru_cache(maxsize=1)
def finished_under_options() -> Game:
    """A whole bot game at the Veteran tier with two house rules (issue 17)."""
    game = Game.new(["fighter"], seed=2, tier="veteran", house_rules=["knocked_out", "open_monster_deck"])
    return bot.play(game, seed=2)


def test_tiers_and_house_rules_are_counted_apart_from_the_rulebook_variants(tmp_path: Path) -> None:
    path = stats_path(tmp_path)
    record_result(path, result_of(finished("won"), "rulebook"))
    options = finished_under_options()
    record_result(path, result_of(options, "options"))
    s = summary(load_stats(path))
    won = int(options.outcome == "won")
    assert {t: (x.played, x.won) for t, x in s.by_tier.items()} == {"standard": (1, 1), "veteran": (1, won)}
    assert {r: (x.played, x.won) for r, x in s.by_house_rule.items()} == {
        "knocked_out": (1, won), "open_monster_deck": (1, won)}
    assert {v: x.played for v, x in s.by_variant.items()} == {"none": 2}  # a tier is not a chosen variant


def test_an_older_statistics_line_without_options_reads_as_the_rulebook_game(tmp_path: Path) -> None:
    path = stats_path(tmp_path)
    line = {"ended": "2026-11-01T00:00:00+00:00", "heroes": ["fighter"], "outcome": "lost", "deepest": "ruins",
            "moves": 40}
    path.write_text(json.dumps({"kind": "forgotten-depths/stats", "version": 1, "games": [line]}))
    s = summary(load_stats(path))
    assert {t: x.played for t, x in s.by_tier.items()} == {"standard": 1} and s.by_house_rule == {}


# Version 1 called a game's saved game "campaign" (issue 34): written literally as that version wrote it.
OLD_STATS = """{
 "kind": "forgotten-depths/stats",
 "version": 1,
 "games": [
  {"campaign": "Old Pair", "ended": "2026-11-01T10:00:00+00:00", "heroes": ["fighter", "wizard"],
   "variants": [], "outcome": "won", "deepest": "subterranean", "moves": 640, "hints": 1,
   "tier": "standard", "house_rules": [], "story_mode": false}
 ],
 "set_aside": []
}
"""


def test_a_version_1_statistics_file_keeps_its_games_and_names_their_saved_game(tmp_path: Path) -> None:
    path = stats_path(tmp_path)
    path.write_text(OLD_STATS)
    doc = load_stats(path)
    assert doc.version == 2 and [g.saved_game for g in doc.games] == ["Old Pair"]
    assert summary(doc).won == 1 and summary(doc).fastest_win is not None
    # the old game is still known by its saved game: finishing it again does not count it twice
    old = doc.games[0].model_copy(update={"ended": "2026-11-02T10:00:00+00:00"})
    assert record_result(path, old) is None and len(load_stats(path).games) == 1
    # the next game written rewrites the file in version 2, the old game kept
    assert record_result(path, result_of(finished("won"), "New Solo")) is None
    written = json.loads(path.read_text())
    assert written["version"] == 2 and [g["saved_game"] for g in written["games"]] == ["Old Pair", "New Solo"]
    assert "campaign" not in written["games"][0]


def test_a_statistics_file_round_trips_with_its_saved_games(tmp_path: Path) -> None:
    path = stats_path(tmp_path)
    record_result(path, result_of(finished("won"), "New Solo", hints=0))
    assert [g.saved_game for g in load_stats(path).games] == ["New Solo"]
    assert json.loads(path.read_text())["games"][0]["saved_game"] == "New Solo"


def test_a_hand_edited_version_1_game_without_its_ending_is_named_as_damaged(tmp_path: Path) -> None:
    path = stats_path(tmp_path)
    path.write_text(OLD_STATS.replace('"ended": "2026-11-01T10:00:00+00:00", ', ""))
    with pytest.raises(SaveError, match=r"stats\.json is damaged: games\.0\.ended: field required"):
        load_stats(path)
