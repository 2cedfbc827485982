"""How a balance sweep scales from one worker to two on a real Dask cluster (issue 37).

    python benchmarks/bench_sweep_scaling.py [--sweep examples/sweeps/quick.toml] [--rounds 2]

Each round plays the whole sweep (its cell cache in a new empty folder, so every game is played)
on a dask.distributed LocalCluster of one worker process, then of two (one thread each), and the
same with the sweep's local process pool; the clusters are started and warmed (each worker loads
the game once) before the clock starts. Printed: wall-clock seconds per run and each two-worker
run's speed-up against the one-worker run of the same round (rounds interleave the two, so a
machine that gets busier affects both). The results of every run are checked to be the same games.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import machine  # noqa: E402
from game.headless.sweep import DaskRunner, LocalRunner, Runner, read_sweep, run_sweep  # noqa: E402


def _warm() -> bool:
    """A worker loads the game's modules and content before the clock starts."""
    from game.rules import load_content
    load_content()
    return True


def timed_sweep(sweep: Path, runner: Runner) -> tuple[float, Any]:
    spec = read_sweep(sweep)
    with tempfile.TemporaryDirectory() as out:
        started = time.perf_counter()
        result = run_sweep(spec, Path(out), runner, base=sweep.parent)
        seconds = time.perf_counter() - started
    games = {cell: [(g["seed"], g.get("outcome"), g.get("commands")) for g in gs] for cell, gs in result.cells.items()}
    return seconds, games


def on_cluster(sweep: Path, workers: int) -> tuple[float, Any]:
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        client.run(_warm)
        return timed_sweep(sweep, DaskRunner(client))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sweep", type=Path, default=Path("examples/sweeps/quick.toml"))
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    print(f"machine: {machine()}")
    ratios: dict[str, list[float]] = {"Dask LocalCluster": [], "local processes": []}
    reference = None
    for r in range(args.rounds):
        for label, one, two in (
                ("Dask LocalCluster", lambda: on_cluster(args.sweep, 1), lambda: on_cluster(args.sweep, 2)),
                ("local processes", lambda: timed_sweep(args.sweep, LocalRunner(1)),
                 lambda: timed_sweep(args.sweep, LocalRunner(2)))):
            t1, games1 = one()
            t2, games2 = two()
            for games in (games1, games2):
                if reference is None:
                    reference = games
                elif games != reference:
                    print("the runs played different games", file=sys.stderr)
                    return 1
            ratios[label].append(t1 / t2)
            print(f"round {r + 1}, {label}: 1 worker {t1:.1f} s, 2 workers {t2:.1f} s, speed-up {t1 / t2:.2f}x",
                  flush=True)
    for label, rs in ratios.items():
        print(f"{label}: median speed-up {statistics.median(rs):.2f}x over {len(rs)} rounds")
    print("every run played the same games")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
