"""Saves and replays are the same in every language (issue 36): a game's files hold ids and numbers,
never the words of the language it was played in, so a game saved in German loads and replays in
English and the other way round."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.headless import autoplay
from game.i18n import set_language
from game.rules import Game
from game.saves import SaveStore


def saved_files(folder: Path, language: str) -> dict[str, bytes]:
    """A seeded game's first moves played and saved while the game speaks `language`: its files by name."""
    set_language(language)
    game = Game.new(["fighter", "wizard"], seed=11)
    campaign = SaveStore(folder, content=game.content).create(game)
    autoplay.play_saved(game, campaign, seed=11, max_commands=60)
    autoplay.account(game)  # the account is written in the language; it is printed, not saved
    return {f.name: f.read_bytes() for f in campaign.folder.iterdir() if f.is_file() and f.name != "campaign.json"}


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
