"""Where a two-worker sweep loses time (issue 37): each task's wall and CPU time, alone and in a pool
of two local processes.

    python benchmarks/bench_sweep_cpu.py [--sweep examples/sweeps/quick.toml] [--rounds 2]

Printed for each run: the wall-clock time, the tasks' CPU time (process time, summed), and the share
of the run the workers were idle. If the pool is never idle but the tasks' CPU time grows with two
processes, the loss is the machine's (two cores sharing caches and clock), not the sweep's.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import machine  # noqa: E402
from game.headless.sweep import Task, in_playing_order, plan, play_task, read_sweep  # noqa: E402


def timed(task: Task) -> tuple[int, float, float, float]:
    """(process id, start, end, CPU seconds) of playing one task."""
    wall, cpu = time.perf_counter(), time.process_time()
    play_task(task)
    return os.getpid(), wall, time.perf_counter(), time.process_time() - cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sweep", type=Path, default=Path("examples/sweeps/quick.toml"))
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    print(f"machine: {machine()}")
    tasks = in_playing_order(plan(read_sweep(args.sweep), args.sweep.parent))
    for r in range(args.rounds):
        for workers in (1, 2):
            started = time.perf_counter()
            if workers == 1:
                rows = [timed(t) for t in tasks]
            else:
                with ProcessPoolExecutor(workers) as pool:
                    rows = list(pool.map(timed, tasks))
            wall = time.perf_counter() - started
            cpu = sum(row[3] for row in rows)
            busy = sum(row[2] - row[1] for row in rows)
            print(f"round {r + 1}, {workers} process(es): wall {wall:.1f} s, tasks' CPU {cpu:.1f} s, "
                  f"idle {100 * (1 - busy / (wall * workers)):.0f} %", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
