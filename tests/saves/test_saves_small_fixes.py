"""Saves, small (issue 39, item 14): a new campaign's half-made folder left by a killed process is
cleared away on start; a backup is offered only when it can restore; a name Windows keeps for a
device (CON, NUL, COM1, LPT1 ...) never becomes a folder name."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.saves import SaveError, SaveStore, slug
from game.saves.errors import BACKUP_HINT
from game.saves.files import is_device_name, is_safe_name
from tests.kits.saves_kit import game_for, played


def finished_pid() -> int:
    """The id of a process that has ended (as a killed game's would be)."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def half_made(root: Path, name: str, pid: int) -> Path:
    """What `SaveStore.create` leaves when its process is killed before the rename into place."""
    folder = root / f".{name}.creating-{pid}"
    folder.mkdir(parents=True)
    (folder / "campaign.json").write_text(json.dumps({"kind": "forgotten-depths/campaign"}))
    an_hour_ago = time.time() - 3600
    for path in (folder / "campaign.json", folder):
        os.utime(path, (an_hour_ago, an_hour_ago))
    return folder


def test_a_new_campaign_left_half_made_by_a_killed_process_is_cleared_on_start(tmp_path):
    dead = half_made(tmp_path, "2026-11-28 1130 fighter", finished_pid())
    store = SaveStore(tmp_path)
    assert store.names() == []  # the title screen lists the saves on start
    assert not dead.exists()


def test_an_empty_half_made_folder_is_cleared_too(tmp_path):
    # killed between making the folder and writing its first file
    empty = tmp_path / f".g3.creating-{finished_pid()}"
    empty.mkdir()
    os.utime(empty, (time.time() - 3600, time.time() - 3600))
    SaveStore(tmp_path).names()
    assert not empty.exists()


def test_a_campaign_still_being_made_by_a_running_process_is_left_alone(tmp_path):
    live = half_made(tmp_path, "being made", os.getpid())
    SaveStore(tmp_path).names()
    assert (live / "campaign.json").is_file()


def test_a_half_made_folder_changed_a_moment_ago_is_left_alone(tmp_path):
    # a save folder shared with another computer: its process ids are not this machine's
    recent = half_made(tmp_path, "elsewhere", finished_pid())
    (recent / "1-ruins.log.jsonl").write_text("{}\n")  # written just now
    SaveStore(tmp_path).names()
    assert recent.is_dir()


def test_a_half_made_folder_holding_a_link_or_folder_is_never_removed(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("mine")
    odd = half_made(tmp_path / "saves", "odd", finished_pid())
    (odd / "link").symlink_to(outside, target_is_directory=True)
    SaveStore(tmp_path / "saves").names()
    assert (odd / "link").is_symlink() and (outside / "keep.txt").read_text() == "mine"


def test_creating_a_campaign_clears_a_half_made_one_of_the_same_name(tmp_path):
    half_made(tmp_path, "g1", finished_pid())
    campaign = SaveStore(tmp_path).create(game_for(1), "g1")
    assert campaign.name == "g1" and sorted(p.name for p in tmp_path.iterdir()) == ["g1"]


def broken_with_backup(tmp_path: Path, breaking) -> tuple[SaveStore, str]:
    store = SaveStore(tmp_path)
    _, campaign = played(store, 2, limit=12)
    store.open(campaign.name)  # opening it refreshes the logs' backup
    assert any(p.name.endswith(".bak") for p in campaign.folder.iterdir())
    breaking(campaign.folder)
    return store, campaign.name


def newer_campaign_file(folder: Path) -> None:
    doc = json.loads((folder / "campaign.json").read_text())
    doc["format"] = 99
    (folder / "campaign.json").write_text(json.dumps(doc))


def a_link_among_the_files(folder: Path) -> None:
    (folder / "notes").symlink_to("/etc/hostname")


@pytest.mark.parametrize("breaking", [newer_campaign_file, a_link_among_the_files])
def test_a_problem_the_logs_backup_does_not_cover_offers_no_backup(tmp_path, breaking):
    store, name = broken_with_backup(tmp_path, breaking)
    [entry] = store.list()
    assert entry.problem and not entry.backup_available and "backup" not in entry.problem
    with pytest.raises(SaveError) as err:
        store.load(name)
    assert not err.value.backup and BACKUP_HINT not in str(err.value)


def test_a_damaged_log_still_offers_the_backup_that_restores_it(tmp_path):
    def damage_the_log(folder: Path) -> None:
        log = folder / "1-ruins.log.jsonl"
        lines = log.read_bytes().splitlines(keepends=True)
        lines[2] = lines[2][:-6] + b"XXXXX\n"
        log.write_bytes(b"".join(lines))
    store, name = broken_with_backup(tmp_path, damage_the_log)
    [entry] = store.list()
    assert entry.problem and entry.backup_available and "backup" in entry.problem
    assert store.restore_backup(name).name == f"{name} restored"


@pytest.mark.parametrize("wanted", ["CON", "con", "Nul", "PRN", "aux", "COM1", "com9", "LPT1", "lpt3 ",
                                    "Con.", "nul-", "COM0"])
def test_a_windows_device_name_becomes_a_safe_folder_name(tmp_path, wanted):
    name = slug(wanted)
    assert not is_device_name(name) and is_safe_name(name)
    assert name.lower().startswith(wanted.strip(" .-").lower())
    campaign = SaveStore(tmp_path).create(game_for(1), wanted)
    assert campaign.folder.name == name and not is_device_name(campaign.folder.name)


def test_device_names_are_known_with_any_case_extension_or_trailing_spaces():
    for name in ("CON", "con.txt", "Nul ", "com1.log.jsonl", "LPT9", "aux"):
        assert is_device_name(name), name
    for name in ("conan", "com10", "lpt", "CON campaign", "nullify", "my con"):
        assert not is_device_name(name), name
    assert slug("conan") == "conan" and slug("COM1 restored") == "COM1 restored"
