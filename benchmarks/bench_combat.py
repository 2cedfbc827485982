"""How fast a fight resolves headless with random legal play (`python benchmarks/bench_combat.py`).

Each run: a new game, a Monster Card fought from round one to the end (won or a hero killed), every
command chosen at random from Game.legal(). Prints the machine and the median over the runs.
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.rules import Game  # noqa: E402
from game.rules.combat_setup import encounter_monster  # noqa: E402
from game.rules.state import ElementState, Spot  # noqa: E402

PARTIES = [["fighter"], ["wizard", "rogue"], ["fighter", "wizard", "rogue"]]


def one_fight(seed: int) -> tuple[float, int]:
    eco = ("ruins", "caverns", "subterranean")[seed % 3]
    game = Game.new(heroes=PARTIES[seed % 3], seed=seed, ecology=eco)
    el = ElementState(id="bench/0", kind="monster", tile="bench", spot=Spot(x=0, y=0, cx=0, cy=0))
    game._rng = random.Random(seed)
    encounter_monster(game, el)  # as an Encounter would, without exploring first
    game._rng = None
    rng = random.Random(seed)
    commands = 0
    start = time.perf_counter()
    while game.state.phase == "combat" and game.outcome is None:
        game.do(rng.choice(game.legal()))
        commands += 1
    return time.perf_counter() - start, commands


def main(runs: int = 300) -> None:
    Game.new(heroes=["fighter"], seed=0)  # load content once, outside the timing
    times, counts = [], []
    for seed in range(runs):
        t, n = one_fight(seed)
        times.append(t)
        counts.append(n)
    per_cmd = [t / n for t, n in zip(times, counts, strict=True) if n]
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}, {platform.system()} {platform.release()}")
    print(f"fights: {runs} (1-3 heroes, all three Ecologies, random legal commands)")
    print(f"median fight: {statistics.median(times) * 1000:.1f} ms, {statistics.median(counts):.0f} commands; "
          f"p90 {statistics.quantiles(times, n=10)[-1] * 1000:.1f} ms")
    print(f"median per command (do + legal): {statistics.median(per_cmd) * 1000:.2f} ms; "
          f"fights per second: {len(times) / sum(times):.0f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
