"""Shared bits of the benchmark scripts: the machine line, a median timer, and the resumable runs'
parties, seeds and rows."""

from __future__ import annotations

import json
import os
import platform
import statistics
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

# the parties a machine players' run plays in turn (a run cut short stays balanced)
PARTIES = ["fighter", "fighter,wizard", "fighter,wizard,rogue"]


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(line.split(":", 1)[1].strip() for line in f if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()}"


def median_seconds(fn: Callable[[], object], repeat: int = 7, number: int = 1) -> float:
    """Median over `repeat` runs of the time for `number` calls of fn, per call."""
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        runs.append((time.perf_counter() - start) / number)
    return statistics.median(runs)


def read_rows(path: Path) -> list[dict[str, Any]]:
    """The JSON lines a resumable run has written to `path` so far (none before it starts)."""
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def games_left(games: int, first: int, done: set[tuple[str, int]]) -> Iterator[tuple[str, int]]:
    """The (party, seed) of a run's first `games` not `done` yet: the parties in turn, a seed each
    from `first` on."""
    for n in range(games):
        heroes, seed = PARTIES[n % len(PARTIES)], first + n // len(PARTIES)
        if (heroes, seed) not in done:
            yield heroes, seed
