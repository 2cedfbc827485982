"""Shared bits of the benchmark scripts: the machine line and a median timer."""

from __future__ import annotations

import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path


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


def choose_engine(argv: list[str]) -> None:
    """With `--compiled` in argv, play in the compiled copy (tools/compile_core.py) instead of the source.

    Call before anything imports `game`: it puts build/compiled first on sys.path. Exits with status 2,
    naming the reason, when there is no current compiled copy.
    """
    if "--compiled" not in argv:
        return
    if "game" in sys.modules:
        raise RuntimeError("choose_engine must run before the game package is imported")
    # game.compiled.COMPILED_ROOT names the same folder, but importing it now would import the source's game
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "build" / "compiled"))
    from game.compiled import compiled_problem

    problem = compiled_problem()
    if problem:
        print(f"--compiled: {problem}", file=sys.stderr)
        sys.exit(2)
