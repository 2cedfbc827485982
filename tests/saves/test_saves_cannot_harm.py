"""Saves that cannot harm (issue 18) and damaged save files that never crash (issue 20): the save
code never follows a symbolic link, never opens a special file (a FIFO cannot hang the load menu),
never reads or writes outside the save folder, and answers odd names with a clean refusal."""

from __future__ import annotations

import os
import shutil
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from game.saves import SaveError, SaveStore
from tests.kits.saves_kit import game_for, play
from tools.fuzz_saves import time_limit  # fails instead of hanging (a FIFO opened for reading)

LOG = "1-ruins.log.jsonl"
FILES = [LOG, LOG + ".bak", "1-ruins.record.json", "campaign.json"]


def played(root: Path, name: str = "victim", limit: int = 12) -> SaveStore:
    store = SaveStore(root)
    game = game_for(4)
    campaign = store.create(game, name)
    for _ in play(game, 4, limit=limit):
        campaign.record(game)
    return store


def snapshot(folder: Path) -> dict[str, tuple[int, bytes | str]]:
    """Every entry of a folder as (mode, content or link target), without following links."""
    out: dict[str, tuple[int, bytes | str]] = {}
    for p in sorted(folder.iterdir()):
        st = p.lstat()
        if stat.S_ISLNK(st.st_mode):
            out[p.name] = (st.st_mode, os.readlink(p))
        elif stat.S_ISREG(st.st_mode):
            out[p.name] = (st.st_mode, p.read_bytes())
        else:
            out[p.name] = (st.st_mode, b"")
    return out


def refused_everywhere(store: SaveStore, name: str = "victim") -> list[SaveError]:
    """Load, load the backup, continue, restore and restart are all refused; the menu lists it."""
    errors = []
    with time_limit(10):
        [summary] = [s for s in store.list() if s.name == name]
        assert summary.problem and summary.problem_kind
        for action in (lambda: store.load(name), lambda: store.load(name, backup=True),
                       lambda: store.open(name), lambda: store.restore_backup(name)):
            with pytest.raises(SaveError) as err:
                action()
            assert 20 < len(str(err.value)) < 400 and "Error" not in str(err.value)
            errors.append(err.value)
    return errors


@pytest.mark.parametrize("victim", [*FILES, LOG + ".torn"])
def test_a_file_linked_to_one_outside_refuses_the_campaign_and_the_outside_file_is_untouched(tmp_path, victim):
    store = played(tmp_path / "saves")
    folder = store.root / "victim"
    outside = tmp_path / "outside.txt"
    source = folder / (victim if victim != LOG + ".torn" else LOG)
    outside.write_bytes(source.read_bytes())
    if victim == LOG + ".torn":  # a torn last line, so Continue would write the side file
        with open(folder / LOG, "ab") as f:
            f.write(b'{"at":3,"ev')
    else:
        (folder / victim).unlink()
    os.symlink(outside, folder / victim)
    before, outside_before = snapshot(folder), outside.read_bytes()
    errors = refused_everywhere(store)
    assert any("link" in str(e) for e in errors) and all(e.problem == "unsafe" for e in errors)
    assert outside.read_bytes() == outside_before and snapshot(folder) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["outside.txt", "saves"]


def test_a_campaign_folder_that_is_a_link_to_one_elsewhere_is_listed_and_refused(tmp_path):
    elsewhere = played(tmp_path / "elsewhere").root / "victim"
    root = tmp_path / "saves"
    root.mkdir()
    os.symlink(elsewhere, root / "victim")
    os.symlink(tmp_path / "nowhere", root / "dangling")
    before = snapshot(elsewhere)
    store = SaveStore(root)
    assert sorted(store.names()) == ["dangling", "victim"]
    refused_everywhere(store)
    refused_everywhere(store, "dangling")
    assert snapshot(elsewhere) == before


def test_a_linked_subfolder_or_a_link_to_a_folder_inside_the_campaign_is_refused(tmp_path):
    store = played(tmp_path / "saves")
    folder = store.root / "victim"
    os.symlink(tmp_path, folder / "2-caverns.log.jsonl")
    refused_everywhere(store)


def special(kind: str, path: Path) -> None:
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "device":
        try:
            os.mknod(path, 0o644 | stat.S_IFCHR, os.makedev(1, 5))  # like /dev/zero: endless bytes
        except PermissionError:
            pytest.skip("creating a device needs root")


@pytest.mark.parametrize("kind", ["fifo", "device", "folder"])
@pytest.mark.parametrize("victim", FILES)
def test_a_special_file_where_a_save_file_should_be_is_refused_without_hanging(tmp_path, kind, victim):
    store = played(tmp_path / "saves")
    folder = store.root / "victim"
    (folder / victim).unlink()
    special(kind, folder / victim)
    before = snapshot(folder)
    errors = refused_everywhere(store)
    assert all(e.problem == "unsafe" for e in errors)
    assert snapshot(folder) == before


def as_nobody(fn: Callable[[], str]) -> str:
    """Run `fn` in a child process with no special rights (root reads any file), return its answer."""
    if os.geteuid() != 0:
        return fn()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            os.close(read_end)
            os.setgid(65534)
            os.setuid(65534)
            os.write(write_end, fn().encode())
            code = 0
        except BaseException as exc:  # noqa: BLE001  (reported to the parent as text)
            os.write(write_end, f"CRASH {type(exc).__name__}: {exc}".encode())
        finally:
            os._exit(code)
    os.close(write_end)
    chunks = []
    while chunk := os.read(read_end, 65536):
        chunks.append(chunk)
    os.close(read_end)
    os.waitpid(pid, 0)
    return b"".join(chunks).decode()


def open_to_everyone(path: Path) -> None:
    for p in [path, *path.parents]:
        if p == Path("/"):
            break
        p.chmod(p.stat().st_mode | 0o755)


@pytest.mark.parametrize("victim", [*FILES, ""])
def test_an_unreadable_file_or_folder_is_refused_and_the_load_menu_still_lists(tmp_path, victim):
    store = played(tmp_path / "saves")
    folder = store.root / "victim"

    def attempt() -> str:
        mine = SaveStore(store.root, content=store.content)
        [summary] = mine.list()
        answers = [f"list:{summary.problem_kind}"]
        for action in (lambda: mine.load("victim"), lambda: mine.open("victim")):
            try:
                action()
                answers.append("loaded")
            except SaveError as err:
                answers.append(f"{err.problem}:{err}")
        return "|".join(answers)

    # once with every file readable, here: whatever loading imports lazily (pydantic's modules) is
    # imported before the child, which runs as nobody and cannot read root's site-packages; else
    # the test passed only after another test in the same worker had imported them
    assert attempt() == "list:None|loaded|loaded"
    open_to_everyone(folder)
    folder.chmod(0o777)
    for p in folder.iterdir():
        p.chmod(0o666)
    (folder / victim).chmod(0o000)
    answer = as_nobody(attempt)
    assert "CRASH" not in answer and "Error" not in answer, answer
    if victim in (LOG, ""):  # without its log there is no game to load
        assert "loaded" not in answer and "cannot be" in answer, answer
    elif victim == "campaign.json":  # the game itself is in the log: loaded, with a note
        assert answer.startswith("list:None|loaded|"), answer


@pytest.mark.parametrize("name", ["x" * 300, "a" * 81, "a/b", "../victim", "..", ".", "", "vic\x00tim",
                                  "victim/../victim", "\udcff", "é" * 10, 12, None])
def test_long_or_odd_names_get_a_clean_refusal_not_an_os_error(tmp_path, name):
    store = played(tmp_path / "saves")
    for action in (store.load, store.open, store.restore_backup, lambda n: store.restart(n, 1)):
        with pytest.raises(SaveError) as err:
            action(name)
        assert err.value.problem == "bad_name" and len(str(err.value)) < 200
    summary = store.summary(name)  # type: ignore[arg-type]
    assert summary.problem and summary.problem_kind == "bad_name"


def test_a_long_requested_name_is_shortened_into_a_folder_inside_the_save_folder(tmp_path):
    store = SaveStore(tmp_path / "saves")
    campaign = store.create(game_for(0), "/.." * 200 + "x" * 300 + "\x00")
    assert campaign.folder.parent == store.root and len(campaign.name) <= 48
    assert store.load(campaign.name).game.events == game_for(0).events
    shutil.rmtree(store.root)


@pytest.mark.parametrize("kind", ["link", "fifo"])
def test_the_ui_players_file_beside_the_campaigns_is_never_followed_or_hung_on(tmp_path, kind):
    """The UI keeps who plays which hero in ui-players.json in the save folder: same rules."""
    from game.rules import load_content
    from game.ui.save_folder import SaveFolder

    root = tmp_path / "saves"
    root.mkdir()
    outside = tmp_path / "dotfile"
    outside.write_text('{"victim": ["Ann"]}')
    players = root / "ui-players.json"
    if kind == "link":
        players.symlink_to(outside)
    else:
        os.mkfifo(players)
    saves = SaveFolder(root, content=load_content)
    with time_limit(10):
        assert saves.players.of("victim") is None
        saves.players.remember("victim", ["Bob"])
    assert outside.read_text() == '{"victim": ["Ann"]}'
    assert players.is_symlink() if kind == "link" else stat.S_ISFIFO(players.lstat().st_mode)


@pytest.mark.parametrize("kind", ["link", "fifo", "list"])
def test_the_settings_file_beside_the_campaigns_is_never_followed_or_hung_on(tmp_path, kind):
    from game.ui.settings import Settings

    root = tmp_path / "saves"
    root.mkdir()
    outside = tmp_path / "dotfile"
    outside.write_text('{"music_volume": 0.0}')
    path = root / "settings.json"
    if kind == "link":
        path.symlink_to(outside)
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.write_text("[1, 2]")
    with time_limit(10):
        assert Settings.load(path) == Settings()
        Settings().save(path)
    assert outside.read_text() == '{"music_volume": 0.0}'
    if kind == "list":
        assert Settings.load(path) == Settings()  # written again as a whole, readable file
