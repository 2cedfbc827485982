"""Saves and replays are the same in every language (issue 36): the files a game is loaded from hold
ids and numbers, never the words of the language it was played in, so a game saved in German loads
and replays in English and the other way round.

The Adventure Records beside a save (`adventure.txt`, `<n>-<ecology>.adventure.txt`) are the one
exception, on purpose: they are documents for people, written in the player's language at the time
(the game never reads them back: loading, replays and exports read the logs, the Hero Records,
campaign.json and hints.json). What the game shows of a record (the game-over screen) is made afresh
from the events in the language of the moment. So these tests compare the files the game loads from,
and check that the records are words of the player's language and are never needed to load."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.headless import autoplay
from game.i18n import set_language
from game.rules import Game
from game.saves import SaveStore
from tests.kits.saves_kit import played

RECORDS = ".adventure.txt", "adventure.txt"  # the Adventure Records: words for people, never read back


def loaded_from(folder: Path) -> dict[str, bytes]:
    """The files of a saved game the game loads it from (everything but its Adventure Records), by name."""
    return {f.name: f.read_bytes() for f in folder.iterdir() if f.is_file() and not f.name.endswith(RECORDS)}


def saved_files(folder: Path, language: str) -> dict[str, bytes]:
    """A seeded game's first moves played and saved while the game speaks `language`: its files by name."""
    set_language(language)
    game = Game.new(["fighter", "wizard"], seed=11)
    campaign = SaveStore(folder, content=game.content).create(game)
    autoplay.play_saved(game, campaign, seed=11, max_commands=60)
    autoplay.account(game)  # the account is written in the language; it is printed, not saved
    files = loaded_from(campaign.folder)
    del files["campaign.json"]  # named after the minute it was made
    return files


@pytest.fixture(autouse=True)
def one_clock(monkeypatch):
    """The files record when they were written: both games are written at the same second."""
    for module in ("game.saves.store", "game.saves.autosave"):
        monkeypatch.setattr(f"{module}.now_text", lambda: "2026-11-28T12:00:00+00:00")


def test_a_game_saved_in_german_is_byte_for_byte_the_game_saved_in_english(tmp_path):
    english = saved_files(tmp_path / "en", "en")
    german = saved_files(tmp_path / "de", "de")
    assert english.keys() == german.keys() and any(name.endswith(".log.jsonl") for name in english)
    assert english == german


def test_a_game_saved_in_german_loads_in_english(tmp_path):
    saved_files(tmp_path, "de")
    set_language("en")
    store = SaveStore(tmp_path)
    [summary] = store.list()
    assert summary.problem is None
    assert store.load(summary.name).game.state.heroes == ["fighter", "wizard"]


def finished(folder: Path, language: str):
    """The seeded game that is lost on its 221st event, played and saved to its end in `language`."""
    set_language(language)
    store = SaveStore(folder)
    game, campaign = played(store, 7)
    assert game.outcome == "lost"
    return store, game, campaign


def test_a_finished_game_loads_from_the_same_bytes_in_every_language_and_its_records_are_words(tmp_path):
    _, _, english = finished(tmp_path / "en", "en")
    _, _, german = finished(tmp_path / "de", "de")
    assert loaded_from(english.folder) == loaded_from(german.folder)
    # the Adventure Records: written in the language the player played in
    for name in ("adventure.txt", "1-ruins.adventure.txt"):
        assert (english.folder / name).read_text() != (german.folder / name).read_text()
    assert "Forgotten Depths - The Record of the Adventure" in (english.folder / "adventure.txt").read_text()
    german_record = (german.folder / "adventure.txt").read_text()
    assert "Forgotten Depths – Die Chronik des Abenteuers" in german_record
    assert "Gelegte Kartenteile:" in german_record and "Map tiles laid" not in german_record


def test_the_game_never_reads_an_adventure_record_back(tmp_path):
    store, game, campaign = finished(tmp_path, "de")
    for record in campaign.folder.glob("*adventure.txt"):
        record.unlink()
    set_language("en")
    assert store.load(campaign.name).game.events == game.events


def test_the_record_on_screen_is_told_in_the_language_of_the_moment(tmp_path):
    """A game played (and its records written) in German shows its Adventure Record in English once the
    player chooses English, and in German again after."""
    _, game, campaign = finished(tmp_path, "de")
    set_language("en")
    english = campaign.adventure_text(game)
    assert english.startswith("Forgotten Depths - The Record of the Adventure")
    assert "How it ended: Harrow Stonebrook was killed in combat." in english and "Lost without a hint." in english
    set_language("de")
    german = campaign.adventure_text(game)
    assert german.startswith("Forgotten Depths – Die Chronik des Abenteuers")
    assert "Verloren ohne Tipp." in german and "Übrige Schlüssel:" in german and "Keys left" not in german
