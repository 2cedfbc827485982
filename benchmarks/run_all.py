"""Every benchmark in one command, each in a fresh process, then the figures against their targets.

    python benchmarks/run_all.py [--quick]

Each script prints the machine and medians of several runs; this collects the headline figures
into one table. `--quick` runs fewer games and frames (a smoke run, numbers less steady).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.common import machine  # noqa: E402

# (script, full-run arguments, quick-run arguments)
SCRIPTS = [
    ("bench_placement.py", ["--number", "300"], ["--seeds", "20", "--number", "100"]),
    ("bench_engine.py", ["--games", "150", "--batches", "5"], ["--games", "30", "--batches", "3"]),
    ("bench_saves.py", ["--games", "60", "--runs", "7"], ["--games", "15", "--runs", "5"]),
    ("bench_combat.py", ["300"], ["60"]),
    ("bench_ui.py", ["--frames", "300"], ["--frames", "60"]),
]

# (label, regex over all output, unit, target text, passes(value))
FIGURES = [
    # issue 15's goals: the search from scratch (no memo, reach traced anew, the drawn tile's rotation
    # table built) <= 33 us, told apart from the memo hit; 1,500 bot games a minute, 1,000 won ones
    ("placements of one drawn tile, full Ecology, from scratch", r"([\d.]+) us  from scratch \(reach", "us",
     "<= 33 us", lambda v: v <= 33),
    ("the same, the drawn tile's rotation table warm", r"([\d.]+) us  from scratch, rotation table warm", "us",
     "", lambda v: v <= 33),
    ("the same, the reach's placement memo hit", r"([\d.]+) us  memo hit", "us", "", lambda v: v <= 33),
    ("bot games, 1-3 heroes, one core", r"median (\d+) games/minute", "games/min", ">= 1500",
     lambda v: v >= 1500),
    ("won (three-Ecology) bot games, one core", r"won\): \d+, median \d+ ms = (\d+) games/minute",
     "games/min", ">= 1000", lambda v: v >= 1000),
    ("replay of a whole game's log", r"replay of the longest log \(\d+ events\): ([\d.]+) ms", "ms", "< 50 ms",
     lambda v: v < 50),
    # issue 18: a load re-decides every command (docs/performance.md, "Saves"): at most 150 ms
    ("load a whole-game save (bot game)", r"whole-game save .*?load median ([\d.]+) ms", "ms", "<= 150 ms",
     lambda v: v <= 150),
    ("load the longest random-play save", r"load \(read\+verify\+parse\+replay\): median ([\d.]+) ms", "ms",
     "< 100 ms", lambda v: v < 100),
    ("UI frame 1280x720 carrying a tile", r"1280x720: .*?, ([\d.]+) ms carrying", "ms", "< 16.7 ms (60 fps)",
     lambda v: v < 1000 / 60),
    ("UI frame 1920x1080 carrying a tile", r"1920x1080: .*?, ([\d.]+) ms carrying", "ms", "< 16.7 ms (60 fps)",
     lambda v: v < 1000 / 60),
    ("UI start-up to first interactive frame", r"fresh process\): ([\d.]+) s", "s", "< 1.5 s", lambda v: v < 1.5),
    ("UI peak RSS", r"peak RSS (\d+) MiB", "MiB", "< 250 MiB", lambda v: v < 250),
]


def run(script: str, args: list[str]) -> str:
    print(f"\n=== {script} {' '.join(args)}", flush=True)
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, str(ROOT / "benchmarks" / script), *args], cwd=ROOT,
                          capture_output=True, text=True)
    out = proc.stdout + (f"\n[exit {proc.returncode}] {proc.stderr[-2000:]}" if proc.returncode else "")
    print(out.rstrip())
    print(f"({time.perf_counter() - start:.0f} s)")
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="fewer games and frames")
    parser.add_argument("--skip-ui", action="store_true", help="leave out the UI benchmark")
    args = parser.parse_args()
    print(f"machine: {machine()}")
    output = ""
    for script, full, quick in SCRIPTS:
        if args.skip_ui and script == "bench_ui.py":
            continue
        output += run(script, quick if args.quick else full)
    print("\n=== summary (medians of several runs; machine above)")
    print("| figure | measured | target | met |\n|---|---|---|---|")
    for label, pattern, unit, target, ok in FIGURES:
        print(_row(label, pattern, unit, target, ok, output))
    return 0


def _row(label: str, pattern: str, unit: str, target: str, ok: Callable[[float], bool], output: str) -> str:
    m = re.search(pattern, output, re.MULTILINE)
    if not m:
        return f"| {label} | not measured | {target} | - |"
    value = float(next(g for g in m.groups() if g))
    return f"| {label} | {value:g} {unit} | {target} | {'yes' if ok(value) else 'NO'} |"


if __name__ == "__main__":
    sys.exit(main())
