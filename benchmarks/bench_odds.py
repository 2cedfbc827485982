"""The odds' speed and honesty (`python benchmarks/bench_odds.py [--positions 60] [--playouts 10]`).

Positions: seeded heuristic games on hold-out seeds (parties of one, two and three in turn), each cut
at a random decision. At each, the odds of the heuristic bot's move are estimated with `--playouts`
playouts (game/bot/odds.py: re-deals of the hidden piles, never the real order), and the real game
is then played on from there with that move by the same bot: its real outcome. Prints the time of a
playout, what reaching ± 5 points (95 %) would take, and the calibration: estimates binned, each
bin's mean estimate against the share of its real games won (with its 95 % interval).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import machine  # noqa: E402
from game.bot import heuristic  # noqa: E402
from game.bot.odds import Odds, wilson  # noqa: E402
from game.rules import CommandAccepted, Game  # noqa: E402

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]
BINS = [0.0, 0.2, 0.4, 0.6, 0.8, 1.0001]


def position(seed: int, rng: random.Random) -> Game:
    """A heuristic game on `seed`, cut at a random decision (the real game: its real hidden orders)."""
    heroes = PARTIES[seed % len(PARTIES)]
    whole = heuristic.play(Game.new(heroes, seed=seed), seed=seed)
    starts = [i for i, e in enumerate(whole.events) if isinstance(e, CommandAccepted)]
    cut = starts[rng.randrange(len(starts))]
    return Game.replay(whole.events[:cut])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--playouts", type=int, default=10)
    parser.add_argument("--first", type=int, default=100_000, help="first hold-out seed")
    args = parser.parse_args()
    rng = random.Random(38)
    rows: list[tuple[float, bool]] = []
    per_playout: list[float] = []
    for n in range(args.positions):
        game = position(args.first + n, rng)
        move = heuristic.choose(game, random.Random(n))
        if move is None:
            continue
        started = time.perf_counter()
        estimate = Odds(game, [move], seed=n).step(args.playouts)[0]
        per_playout.append((time.perf_counter() - started) / args.playouts)
        real = Game.replay(game.events)  # the real hidden orders: what did happen
        real.do(move)
        heuristic.play(real, seed=n)
        rows.append((estimate.share, real.outcome == "won"))
    pace = statistics.median(per_playout)
    print(machine())
    print(f"{len(rows)} positions, {args.playouts} playouts each (hold-out seeds from {args.first})")
    print(f"{1000 * pace:.0f} ms a playout (median over positions; {1000 * min(per_playout):.0f}-"
          f"{1000 * max(per_playout):.0f})")
    print(f"± 5 points (95 %) at a chance near 50 % takes 385 playouts a move: {385 * pace:.0f} s a move "
          f"on one core at this pace")
    print("\n| estimate | positions | mean estimate | real games won (95 % interval) |\n|---|---|---|---|")
    for low, high in zip(BINS, BINS[1:], strict=False):
        got = [(e, w) for e, w in rows if low <= e < high]
        if not got:
            continue
        won = sum(w for _, w in got)
        a, b = wilson(won, len(got))
        mean = statistics.fmean(e for e, _ in got)
        print(f"| {100 * low:.0f}-{min(100, 100 * high):.0f} % | {len(got)} | {100 * mean:.0f} % | "
              f"{100 * won / len(got):.0f} % ({100 * a:.0f}-{100 * b:.0f}) |")
    brier = statistics.fmean((e - w) ** 2 for e, w in rows)
    print(f"\nBrier score {brier:.3f} (0: perfect; always saying 50 %: 0.25)")


if __name__ == "__main__":
    main()
