"""Damaged saves: "A save that is truncated, corrupted, from a newer version, hand-edited into an
illegal game, or not a save at all gets a clear message [...]; it is never deleted or overwritten,
and the game keeps running." A fuzz of truncations, bit flips, wrong types and missing fields."""

from __future__ import annotations

import atexit
import json
import shutil
import tempfile
import zlib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.saves import SaveError, SaveStore
from tests.kits.fuzz_kit import paths
from tests.kits.saves_kit import game_for, play

FILES = ["1-ruins.log.jsonl", "1-ruins.log.jsonl.bak", "1-ruins.record.json", "campaign.json"]
WRONG = [None, True, -1, 0, 2**70, 1.5, "", "ruins-99", [], {}, [1, 2], {"kind": "tile_placed"}]


def _base() -> Path:
    """One autosaved campaign with an undo in it, made once and copied for every example."""
    root = Path(tempfile.mkdtemp(prefix="fd-fuzz-base-"))
    atexit.register(shutil.rmtree, root, True)
    store = SaveStore(root)
    game = game_for(12)
    campaign = store.create(game, "victim")
    for _ in play(game, 12, limit=30):
        campaign.record(game)
    store.open("victim")  # refresh the backup, as a session start does
    return root


BASE = None


def base() -> Path:
    global BASE
    if BASE is None:
        BASE = _base()
    return BASE


def edit_json(doc: Any, data: st.DataObject) -> Any:
    """Replace a value by one of a wrong type, or delete it."""
    where = paths(doc)
    if not where:
        return data.draw(st.sampled_from(WRONG))
    path = data.draw(st.sampled_from(where))
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    if data.draw(st.booleans()):
        del parent[path[-1]]
    else:
        parent[path[-1]] = data.draw(st.sampled_from(WRONG))
    return doc


def damage(raw: bytes, name: str, data: st.DataObject) -> bytes:
    how = data.draw(st.sampled_from(["truncate", "flip", "json", "json-resigned", "garbage"]))
    if how == "truncate":
        return raw[: data.draw(st.integers(0, max(0, len(raw) - 1)))]
    if how == "flip":
        pos = data.draw(st.integers(0, len(raw) - 1))
        return raw[:pos] + bytes([raw[pos] ^ (1 << data.draw(st.integers(0, 7)))]) + raw[pos + 1:]
    if how == "garbage":
        return data.draw(st.binary(max_size=64))
    if not name.startswith("1-ruins.log"):
        return json.dumps(edit_json(json.loads(raw), data)).encode()
    lines = raw.splitlines(keepends=True)
    i = data.draw(st.integers(0, len(lines) - 1))
    doc = json.loads(lines[i])
    doc.pop("crc")
    doc = edit_json(doc, data)
    body = json.dumps(doc, separators=(",", ":")).encode()
    if how == "json-resigned" and body.endswith(b"}"):  # a careful hand edit: checksum fixed up
        lines[i] = body[:-1] + b',"crc":"%08x"}\n' % zlib.crc32(body)
    else:
        lines[i] = body + b"\n"
    return b"".join(lines)


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_damaged_saves_never_crash_the_loader_and_are_never_touched(data):
    with tempfile.TemporaryDirectory(prefix="fd-fuzz-") as tmp:
        root = Path(tmp) / "saves"
        shutil.copytree(base(), root)
        folder = root / "victim"
        names = data.draw(st.lists(st.sampled_from(FILES), min_size=1, max_size=2, unique=True))
        for name in names:
            path = folder / name
            path.write_bytes(damage(path.read_bytes(), name, data))
        before = {p.name: p.read_bytes() for p in folder.iterdir()}
        store = SaveStore(root)
        [summary] = store.list()  # the load menu never raises
        assert summary.name == "victim"
        if summary.problem:
            assert summary.problem_kind and len(summary.problem) > 10
        for backup in (False, True):
            try:
                store.load("victim", backup=backup)
            except SaveError as err:
                assert str(err) and err.problem
        assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
