"""A game exported as one file (issue 38): the replay viewer opens it anywhere as it opens the campaign
folder, and a file that is not one, a damaged or a newer one is refused in a sentence."""

from __future__ import annotations

import gzip
import json
import shutil
from pathlib import Path

import pytest

from game.headless import autoplay
from game.headless.export import SUFFIX, export_game, open_export, read_export
from game.headless.replay import Replay, ReplayError
from game.rules import Content, Game
from game.saves import SaveStore
from game.saves.share_code import code_of_game


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory, content: Content) -> tuple[Path, Game]:
    """A bot game of 120 moves saved as a campaign, with a hint asked."""
    root = tmp_path_factory.mktemp("saves")
    game = Game.new(["fighter", "rogue"], seed=9, story_mode=True, content=content)
    campaign = SaveStore(root, content=content).create(game)
    autoplay.play_saved(game, campaign, seed=9, max_commands=120)
    (campaign.folder / "hints.json").write_text('{"kind": "forgotten-depths/hints", "version": 1, "hints": 2}\n')
    return campaign.folder, game


def test_an_exported_game_opens_in_another_place_as_the_same_replay(saved, tmp_path: Path, content: Content):
    folder, game = saved
    path = export_game(folder, tmp_path / "out" / f"mine{SUFFIX}", content)
    elsewhere = tmp_path / "friend" / "their copy.fdreplay"
    elsewhere.parent.mkdir()
    shutil.copy(path, elsewhere)
    replay = Replay.open(elsewhere, content)  # what --replay PATH does
    original = Replay.open(folder, content)
    assert replay.events == original.events == game.events
    assert replay.steps == original.steps and replay.name == folder.name
    assert [m.words for m in replay.marks] == [m.words for m in original.marks]
    assert read_export(elsewhere)["code"] == code_of_game(game)


def test_an_export_holds_the_games_files_and_no_backups(saved, tmp_path: Path, content: Content):
    folder, _ = saved
    files = read_export(export_game(folder, tmp_path / f"g{SUFFIX}", content))["files"]
    assert "campaign.json" in files and "hints.json" in files and "1-ruins.log.jsonl" in files
    assert not any(n.endswith(".bak") for n in files)


def _write(path: Path, doc: object) -> Path:
    path.write_bytes(gzip.compress(json.dumps(doc).encode()))
    return path


@pytest.mark.parametrize("what, words", [
    ("plain", "not an exported game"),
    ("other kind", "not an exported Forgotten Depths game"),
    ("newer", "newer version of Forgotten Depths (9.0.0)"),
    ("outside name", "a file no save has ('../escape.json')"),
    ("no campaign", "holds no saved game"),
])
def test_a_file_that_is_no_good_export_is_refused_in_a_sentence(tmp_path: Path, what: str, words: str):
    path = tmp_path / f"x{SUFFIX}"
    base = {"kind": "forgotten-depths/game-export", "version": 1, "game_version": "0.1.0", "name": "x",
            "files": {"campaign.json": "{}"}}
    if what == "plain":
        path.write_text("hello")
    elif what == "other kind":
        _write(path, {**base, "kind": "something else"})
    elif what == "newer":
        _write(path, {**base, "version": 2, "game_version": "9.0.0"})
    elif what == "outside name":
        _write(path, {**base, "files": {"campaign.json": "{}", "../escape.json": "{}"}})
    else:
        _write(path, {**base, "files": {}})
    with pytest.raises(ReplayError, match=words.replace("(", r"\(").replace(")", r"\)").replace(".", r"\.")):
        open_export(path)
    assert not (tmp_path.parent / "escape.json").exists()


def test_an_edited_export_is_refused_as_its_save_would_be(saved, tmp_path: Path, content: Content):
    folder, _ = saved
    path = export_game(folder, tmp_path / f"g{SUFFIX}", content)
    doc = read_export(path)
    log = doc["files"]["1-ruins.log.jsonl"].splitlines()
    log[5] = log[5].replace('"at":', '"at": ', 1)
    doc["files"]["1-ruins.log.jsonl"] = "\n".join(log) + "\n"
    with pytest.raises(ReplayError):
        open_export(_write(path, doc), content)


def test_a_file_unpacking_to_far_more_than_a_game_is_not_opened(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    from game.headless import export
    monkeypatch.setattr(export, "MAX_UNPACKED", 1000)
    path = _write(tmp_path / f"big{SUFFIX}", {"kind": "x", "pad": "0" * 5000})
    with pytest.raises(ReplayError, match="far more than a game holds"):
        open_export(path)
