"""Every save names the game version that wrote it; a newer game's save is refused naming both
versions, an older one (even from before versions were saved) loads and migrates (issue 19)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.rules import dump
from game.saves import SaveError, SaveStore
from game.saves import autosave as autosave_module
from game.saves import migrations as mig
from game.saves import store as store_module
from game.version import __version__
from tests.kits.saves_kit import log_path, played

REPO = Path(__file__).resolve().parents[2]


def newer_than_this() -> str:
    major = int(__version__.split(".")[0])
    return f"{major + 1}.0.0"


def test_every_save_file_records_the_game_version_that_wrote_it(tmp_path):
    store = SaveStore(tmp_path)
    _, campaign = played(store, 3, limit=6)
    folder = store.root / campaign.name
    assert json.loads((folder / "campaign.json").read_text())["game_version"] == __version__
    assert json.loads((folder / "1-ruins.record.json").read_text())["game_version"] == __version__
    header = json.loads(log_path(store, campaign.name).read_bytes().splitlines()[0])
    assert header["game_version"] == __version__
    assert store.load(campaign.name).game.events  # and it loads back


def written_by(monkeypatch: pytest.MonkeyPatch, version: str, fmt: int | None = None) -> None:
    """Make the saves written from now on look as if another version of the game wrote them."""
    for module in (store_module, autosave_module):  # the save folder's documents, then every log written
        monkeypatch.setattr(module, "__version__", version)
        if fmt is not None:
            monkeypatch.setattr(module, "FORMAT_VERSION", fmt)


def refused_naming_both(store: SaveStore, name: str, newer: str) -> None:
    with pytest.raises(SaveError) as err:
        store.load(name)
    message = str(err.value)
    assert err.value.problem == "newer"
    assert f"Forgotten Depths {newer}" in message and f"({__version__})" in message
    assert "Update the game" in message
    assert f"Forgotten Depths {newer}" in (store.summary(name).problem or "")  # the load list says so


def test_a_save_from_a_newer_game_is_refused_naming_both_versions(tmp_path, monkeypatch):
    """Same save format, newer game: its log may hold cards or events this game does not know."""
    store = SaveStore(tmp_path)
    newer = newer_than_this()
    with monkeypatch.context() as m:
        written_by(m, newer)
        _, campaign = played(store, 3, limit=6)
    refused_naming_both(store, campaign.name, newer)


def test_a_newer_games_log_is_refused_even_under_an_older_campaign_file(tmp_path, monkeypatch):
    """campaign.json is written once; a newer game that went on with the campaign wrote the logs."""
    store = SaveStore(tmp_path)
    newer = newer_than_this()
    with monkeypatch.context() as m:
        written_by(m, newer)
        _, campaign = played(store, 3, limit=6)
    path = store.root / campaign.name / "campaign.json"
    path.write_text(path.read_text().replace(f'"game_version": "{newer}"', f'"game_version": "{__version__}"'))
    assert json.loads(path.read_text())["game_version"] == __version__
    refused_naming_both(store, campaign.name, newer)


def test_a_newer_format_from_a_newer_game_names_both_versions(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    newer = newer_than_this()
    with monkeypatch.context() as m:
        written_by(m, newer, mig.FORMAT_VERSION + 1)
        _, campaign = played(store, 4, limit=6)
    assert json.loads((store.root / campaign.name / "campaign.json").read_text())["format"] == mig.FORMAT_VERSION + 1
    refused_naming_both(store, campaign.name, newer)


@pytest.mark.parametrize("older", ["0.0.1", "0.0.9"])
def test_a_save_from_an_older_game_loads_and_keeps_saving(tmp_path, monkeypatch, older):
    store = SaveStore(tmp_path)
    with monkeypatch.context() as m:
        written_by(m, older)
        game, campaign = played(store, 5, limit=8)
    assert json.loads((store.root / campaign.name / "campaign.json").read_text())["game_version"] == older
    loaded = store.load(campaign.name).game
    assert loaded.events == game.events
    reopened = store.open(campaign.name)
    command = sorted(loaded.legal(), key=lambda c: json.dumps(dump(c), separators=(",", ":")))[0]
    loaded.do(command)
    reopened.record(loaded)
    assert store.load(campaign.name).game.events == loaded.events


def test_reference_saves_from_before_versions_were_recorded_still_load_and_keep_saving(tmp_path):
    """saves/v1 has no game_version anywhere: it opens, and the moves played after are saved."""
    shutil.copytree(REPO / "saves" / "v1", tmp_path / "saves")
    store = SaveStore(tmp_path / "saves")
    name = "three-heroes-in-progress"
    assert "game_version" not in (store.root / name / "campaign.json").read_text()
    campaign = store.open(name)
    game = store.load(name).game
    before = len(game.events)
    command = sorted(game.legal(), key=lambda c: json.dumps(dump(c), separators=(",", ":")))[0]
    game.do(command)
    campaign.record(game)
    assert len(store.load(name).game.events) > before
