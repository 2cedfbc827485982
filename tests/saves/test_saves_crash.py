"""Autosave survives crashes: "quitting, a crash or a power cut never loses more than the move being
made". A process playing random legal commands with autosave is killed with SIGKILL at random
moments; the save must load and hold every acknowledged move (at most the one in flight is lost)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from functools import cache
from pathlib import Path

import pytest

from game.rules import Event, load_content
from game.saves import SaveStore
from tests.kits.saves_kit import autosave_forever, history

pytestmark = pytest.mark.slow  # end to end in a real window or subprocesses: `pytest -m slow` (.ci/run runs them)

REPO = Path(__file__).resolve().parents[2]


@cache
def expected(seed: int) -> tuple[tuple[Event, ...], ...]:
    return tuple(tuple(log) for log in history(seed))


def read_acks(data: bytes) -> dict[int, int]:
    """Last acknowledged step per game seed, from the child's "ack <seed> <step>" lines."""
    acks: dict[int, int] = {}
    for line in data.decode().splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == "ack":
            acks[int(parts[1])] = int(parts[2])
    return acks


def check_after_kill(root: Path, first_seed: int, acks: dict[int, int]) -> int:
    """Every campaign loads at its acknowledged step or one further; returns the campaigns checked."""
    store = SaveStore(root)
    names = store.names()
    for name in names:
        seed = int(name[1:])
        logs = expected(seed)
        loaded = store.load(name).game  # a campaign folder appears only once it is whole
        acked = acks.get(seed, 0)
        candidates = logs[acked: acked + 2]
        assert tuple(loaded.events) in candidates, (
            f"{name}: loaded {len(loaded.events)} events; acknowledged step {acked} has "
            f"{len(logs[acked])}")
        assert store.summary(name).problem is None
    assert {f"g{s}" for s in acks} <= set(names)
    return len(names)


def kill_forked_player(root: Path, first_seed: int, delay: float) -> dict[int, int]:
    """Fork a child that autoplays with autosave; SIGKILL it `delay` seconds after its first save."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: play until killed
        try:
            os.close(read_end)
            autosave_forever(str(root), first_seed, write_end)
        finally:
            os._exit(1)
    os.close(write_end)
    chunks = [os.read(read_end, 65536)]  # wait until the child has saved its first game's setup
    time.sleep(delay)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    while chunk := os.read(read_end, 65536):
        chunks.append(chunk)
    os.close(read_end)
    return read_acks(b"".join(chunks))


def test_sigkill_at_random_moments_loses_at_most_the_move_in_flight(tmp_path):
    load_content()  # loaded once here, so every forked child starts playing at once
    rng = random.Random(2024)
    checked = 0
    for run in range(30):
        root = tmp_path / f"run{run}"
        first_seed = 100 * run
        acks = kill_forked_player(root, first_seed, rng.uniform(0.0, 0.06))
        checked += check_after_kill(root, first_seed, acks)
        # and the killed campaign can be continued: open() sets any torn line aside
        store = SaveStore(root)
        for name in store.names()[:1]:
            store.open(name)
    assert checked >= 30


def test_sigkill_of_a_separate_interpreter(tmp_path):
    """The same with a real `python` process (no fork): autosave works from a fresh interpreter."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    proc = subprocess.Popen([sys.executable, "-m", "tests.kits.saves_kit", "child", str(tmp_path), "500"],
                            cwd=REPO, stdout=subprocess.PIPE, env=env)
    assert proc.stdout is not None
    first = proc.stdout.readline()  # the child is up and has saved its first game's setup
    assert first.startswith(b"ack 500 0")
    time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    rest = proc.stdout.read()
    proc.wait()
    assert proc.returncode == -signal.SIGKILL
    acks = read_acks(first + rest)
    assert check_after_kill(tmp_path, 500, acks) >= 1
