"""Shared bits of the benchmark scripts: the machine line and a median timer."""

from __future__ import annotations

import os
import platform
import statistics
import time
from collections.abc import Callable


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
