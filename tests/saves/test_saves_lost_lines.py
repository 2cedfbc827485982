"""A deleted, repeated or swapped log line is never loaded silently (issue 20): format 2 lines carry
their number and the crc of the line before them, and `<log>.head` counts the lines written, so a
change anywhere in a log is refused naming the line, and lines cut from its end are noted."""

from __future__ import annotations

import json
import shutil
import zlib
from pathlib import Path

import pytest

from game.saves import SaveError, SaveStore
from tests.kits.saves_kit import game_for, play

REPO = Path(__file__).resolve().parents[2]
LOG = "1-ruins.log.jsonl"


def played(root: Path, seed: int = 12, limit: int = 25) -> tuple[SaveStore, list]:
    store = SaveStore(root)
    game = game_for(seed)
    campaign = store.create(game, "victim")
    for _ in play(game, seed, limit=limit):
        campaign.record(game)
    return store, list(game.events)


def lines_of(store: SaveStore) -> list[bytes]:
    return (store.root / "victim" / LOG).read_bytes().splitlines(keepends=True)


def write_lines(store: SaveStore, lines: list[bytes]) -> None:
    (store.root / "victim" / LOG).write_bytes(b"".join(lines))


def refused_at(store: SaveStore, number: int) -> SaveError:
    with pytest.raises(SaveError) as err:
        store.load("victim")
    assert f"line {number}" in str(err.value) and err.value.problem == "damaged", str(err.value)
    assert err.value.backup
    return err.value


def test_deleting_any_line_but_the_last_is_refused_naming_the_line(tmp_path):
    store, _ = played(tmp_path)
    original = lines_of(store)
    assert len(original) > 10
    for i in range(1, len(original) - 1):
        write_lines(store, original[:i] + original[i + 1:])
        err = refused_at(store, i + 1)
        assert "deleted" in str(err)


def test_deleting_the_last_lines_is_noted_not_loaded_silently_short(tmp_path):
    store, events = played(tmp_path)
    original = lines_of(store)
    for cut in (1, 3):
        write_lines(store, original[:-cut])
        loaded = store.load("victim")
        assert len(loaded.game.events) < len(events)
        assert any(f"lost its last {cut} saved move" in n for n in loaded.notes), loaded.notes
        assert any("lost its last" in n for n in store.summary("victim").notes)


def test_continuing_after_lost_lines_tells_once_then_saves_on(tmp_path):
    store, _ = played(tmp_path)
    write_lines(store, lines_of(store)[:-2])
    campaign = store.open("victim")
    assert any("lost its last 2" in n for n in campaign.notes)
    game = campaign.game
    assert game is not None
    for _ in play(game, 99, limit=5):
        campaign.record(game)
    again = store.load("victim")
    assert again.game.events == game.events and not again.notes


@pytest.mark.parametrize("how", ["duplicate", "swap", "move-to-end", "from-another-game"])
def test_repeated_swapped_or_foreign_lines_are_refused_naming_the_line(tmp_path, how):
    store, _ = played(tmp_path)
    lines = lines_of(store)
    if how == "duplicate":
        lines.insert(6, lines[5])
        number = 7
    elif how == "swap":
        lines[4], lines[5] = lines[5], lines[4]
        number = 5
    elif how == "move-to-end":
        lines.append(lines.pop(3))
        number = 4
    else:
        other, _ = played(tmp_path / "other", seed=15)
        lines[5] = lines_of(other)[5]
        number = 6
    write_lines(store, lines)
    refused_at(store, number)


def test_a_changed_last_line_that_was_re_signed_is_caught_naming_the_line(tmp_path):
    """The chain stays whole when only the last line is edited and re-signed: the rules catch it
    (loading re-decides every move), else the move counter notes it."""
    store, _ = played(tmp_path)
    lines = lines_of(store)
    doc = json.loads(lines[-1])
    doc.pop("crc")
    doc["events"] = doc["events"][:-1]  # a careful hand edit: the line re-signed, its chain kept
    body = json.dumps(doc, separators=(",", ":")).encode()
    lines[-1] = body[:-1] + b',"crc":"%08x"}\n' % zlib.crc32(body)
    write_lines(store, lines)
    with pytest.raises(SaveError) as err:
        store.load("victim")
    assert f"line {len(lines)}:" in str(err.value) and err.value.problem == "illegal"


def test_a_move_counter_that_disagrees_with_a_whole_log_is_noted(tmp_path):
    store, events = played(tmp_path)
    head = store.root / "victim" / (LOG + ".head")
    number = int(head.read_bytes().split()[0])
    head.write_bytes(b"%010d 0badc0de\n" % (number - 3))
    loaded = store.load("victim")
    assert loaded.game.events == events
    assert any(f"line {number - 3} is not the line its move counter remembers" in n for n in loaded.notes)


@pytest.mark.parametrize("damage", [None, b"", b"garbage", b"0000000000 00000000\n"])
def test_a_missing_or_damaged_move_counter_is_noted_and_the_game_loads(tmp_path, damage):
    store, events = played(tmp_path)
    head = store.root / "victim" / (LOG + ".head")
    if damage is None:
        head.unlink()
    else:
        head.write_bytes(damage)
    loaded = store.load("victim")
    assert loaded.game.events == events and any("move counter" in n for n in loaded.notes)
    store.open("victim")  # Continue writes a good counter again
    assert not store.load("victim").notes


def test_a_torn_last_line_does_not_count_as_a_lost_move(tmp_path):
    store, events = played(tmp_path)
    with open(store.root / "victim" / LOG, "ab") as f:
        f.write(b'{"n":99,"at":3,"eve')
    loaded = store.load("victim")
    assert loaded.game.events == events
    assert not any("lost" in n or "counter" in n for n in loaded.notes)


def test_a_format_1_campaign_loads_and_continues_in_its_own_format(tmp_path):
    shutil.copytree(REPO / "saves" / "v1", tmp_path / "saves")
    store = SaveStore(tmp_path / "saves")
    campaign = store.open("three-heroes-in-progress")
    game = campaign.game
    assert game is not None
    for _ in play(game, 5, limit=8):
        campaign.record(game)
    assert store.load("three-heroes-in-progress").game.events == game.events
    log = tmp_path / "saves" / "three-heroes-in-progress" / LOG
    assert b'"format":1' in log.read_bytes().splitlines()[0] and b'"n":' not in log.read_bytes()
