"""How much the Thinking player thinks within its budget (`python benchmarks/bench_thinking.py --games 6`).

Thinking games on seeded games (parties of one, two and three in turn, tuning seeds 250000 on): per
game its thought-about decisions, the playouts run, the seconds of thinking (the process's own time,
as its budget counts them) and the whole game's time on the core, then the playouts a second of
thinking. To compare two versions, run both on the same seeds: the games differ once the thinking
does, so read the rates, not single games.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bot import thinking  # noqa: E402
from game.rules import Game  # noqa: E402

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--first", type=int, default=250_000)
    args = parser.parse_args()
    rates, times = [], []
    print("seed  heroes  decisions  doomed  playouts  thinking s  game s  playouts a second")
    for n in range(args.games):
        heroes, seed = PARTIES[n % 3], args.first + n // 3
        budget = thinking.Budget()
        started = time.process_time()
        thinking.play(Game.new(heroes, seed=seed), seed=seed, budget=budget)
        took = time.process_time() - started
        rate = budget.runs / budget.spent if budget.spent else 0.0
        rates.append(rate)
        times.append(took)
        print(f"{seed}  {len(heroes)}  {budget.decisions:9}  {budget.doomed:6}  {budget.runs:8}  {budget.spent:10.2f}  "
              f"{took:6.2f}  {rate:17.0f}")
    print(f"playouts a second of thinking: median {statistics.median(rates):.0f}; "
          f"a game {statistics.fmean(times):.2f} s on the core (mean)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
