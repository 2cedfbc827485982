"""CPU the game window uses while the player does nothing (issue 13: "idle is idle", < 5 % of a core).

Starts the game in a real X window (Xvfb, started here when DISPLAY is unset) on the explore screen
at 1920x1080 twice, for SHORT and LONG seconds, and reports the CPU time of the difference: the
start-up and the first seconds at 60 frames cancel out, what is left is the App resting.

    python benchmarks/bench_idle.py [--size 1920x1080]
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHORT, LONG = 15, 35


def cpu_seconds(seconds: int, size: str, env: dict[str, str]) -> float:
    """CPU seconds (user + system) of one game window left alone for `seconds`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryDirectory() as saves:
        subprocess.run([sys.executable, str(ROOT / "main.py"), "--heroes", "fighter,wizard", "--seed", "5",
                        "--size", size, "--saves", saves, "--max-seconds", str(seconds)],
                       env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args()
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    xvfb = None
    if not env.get("DISPLAY"):
        w, h = args.size.split("x")
        xvfb = subprocess.Popen(["Xvfb", ":58", "-screen", "0", f"{w}x{h}x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        env["DISPLAY"] = ":58"
        time.sleep(1.5)
    try:
        short = cpu_seconds(SHORT, args.size, env)
        long = cpu_seconds(LONG, args.size, env)
    finally:
        if xvfb is not None:
            xvfb.terminate()
    share = (long - short) / (LONG - SHORT) * 100
    print(f"explore at {args.size}, nothing done: {short:.2f} CPU s in {SHORT} s, {long:.2f} in {LONG} s; "
          f"resting: {share:.1f} % of a core (target < 5 %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
