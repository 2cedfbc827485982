"""Every save names the game version that wrote it; a newer game's save is refused naming both
versions, an older one (even from before versions were saved) loads and migrates (issue 19)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.saves import SaveError, SaveStore
from game.saves import migrations as mig
from game.version import __version__

from .test_saves import log_path, played, resign

REPO = Path(__file__).resolve().parents[1]


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


@pytest.mark.parametrize("where", ["campaign", "log"])
def test_a_save_from_a_newer_game_is_refused_naming_both_versions(tmp_path, where):
    """Same save format, newer game: its log may hold cards or events this game does not know."""
    store = SaveStore(tmp_path)
    _, campaign = played(store, 3, limit=6)
    newer = newer_than_this()
    if where == "campaign":
        path = store.root / campaign.name / "campaign.json"
        doc = json.loads(path.read_text())
        doc["game_version"] = newer
        path.write_text(json.dumps(doc))
    else:
        path = log_path(store, campaign.name)
        lines = path.read_bytes().splitlines(keepends=True)
        lines[0] = resign(lines[0], lambda d: d.update(game_version=newer))
        path.write_bytes(b"".join(lines))
    with pytest.raises(SaveError) as err:
        store.load(campaign.name)
    message = str(err.value)
    assert err.value.problem == "newer"
    assert f"Forgotten Depths {newer}" in message and f"({__version__})" in message
    assert "Update the game" in message
    assert f"Forgotten Depths {newer}" in (store.summary(campaign.name).problem or "")  # the load list says so


def test_a_newer_format_from_a_newer_game_names_both_versions(tmp_path):
    store = SaveStore(tmp_path)
    _, campaign = played(store, 4, limit=6)
    path = log_path(store, campaign.name)
    lines = path.read_bytes().splitlines(keepends=True)
    lines[0] = resign(lines[0], lambda d: d.update(format=mig.FORMAT_VERSION + 1, game_version=newer_than_this()))
    path.write_bytes(b"".join(lines))
    with pytest.raises(SaveError) as err:
        store.load(campaign.name)
    assert newer_than_this() in str(err.value) and __version__ in str(err.value)


@pytest.mark.parametrize("older", ["0.0.1", "0.0.9", None])
def test_a_save_from_an_older_game_loads(tmp_path, older):
    """An older game's save (None: written before versions were saved) loads as it is."""
    store = SaveStore(tmp_path)
    game, campaign = played(store, 5, limit=8)
    folder = store.root / campaign.name
    for path in (folder / "campaign.json", folder / "1-ruins.record.json"):
        doc = json.loads(path.read_text())
        doc.pop("game_version")
        if older:
            doc["game_version"] = older
        path.write_text(json.dumps(doc))
    log = log_path(store, campaign.name)
    lines = log.read_bytes().splitlines(keepends=True)
    lines[0] = resign(lines[0], lambda d: d.pop("game_version") if older is None else d.update(game_version=older))
    log.write_bytes(b"".join(lines))
    assert store.load(campaign.name).game.events == game.events


def test_reference_saves_from_before_versions_were_recorded_still_load_and_keep_saving(tmp_path):
    """saves/v1 has no game_version anywhere: it opens, and the moves played after are saved."""
    shutil.copytree(REPO / "saves" / "v1", tmp_path / "saves")
    store = SaveStore(tmp_path / "saves")
    name = "three-heroes-in-progress"
    assert "game_version" not in (store.root / name / "campaign.json").read_text()
    campaign = store.open(name)
    game = store.load(name).game
    before = len(game.events)
    command = sorted(game.legal(), key=lambda c: c.model_dump_json())[0]
    game.do(command)
    campaign.record(game)
    assert len(store.load(name).game.events) > before
