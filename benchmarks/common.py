"""Shared bits of the benchmark scripts: the machine line, a median timer, and the resumable runs'
parties, seeds and rows."""

from __future__ import annotations

import argparse
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


def add_run_options(parser: argparse.ArgumentParser, games: int, first: int, out: str) -> None:
    """A resumable run's options: how many games from which seed, its file, and --summary of it."""
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--first", type=int, default=first, help="first seed (tuning seeds: never the hold-out)")
    parser.add_argument("--out", type=Path, default=Path(out))
    parser.add_argument("--summary", action="store_true", help="print the audit of the rows in --out")


def games_played(rows: list[dict[str, Any]]) -> set[tuple[str, int]]:
    """The (party, seed) of the games an audit's rows finished (their `"game": true` lines)."""
    return {(r["heroes"], r["seed"]) for r in rows if r.get("game")}


def run_audit(args: argparse.Namespace, summary: Callable[[list[dict[str, Any]]], str],
              play: Callable[[str, int], object]) -> int:
    """An audit's main (add_run_options' options): print the summary of its rows, or play each of its
    games not played yet (`play(party, seed)` appends the game's rows to args.out)."""
    rows = read_rows(args.out)
    if args.summary:
        print(summary(rows))
        return 0
    for heroes, seed in games_left(args.games, args.first, games_played(rows)):
        play(heroes, seed)
    return 0
