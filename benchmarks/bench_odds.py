"""The odds' speed and honesty (`python benchmarks/bench_odds.py [--positions 500] [--seconds 3]`).

Positions: seeded heuristic games on hold-out seeds (parties of one, two and three in turn), each
cut at up to `--cuts` decisions drawn before the game is played (from the first 1,500: never from
the game's own length, which would favour lost games' positions). At each, the search of
game/bot/odds.py runs as the Hint runs it: the heuristic bot's three favourite moves and the move
the game really made next, playouts in turn (re-deals of the hidden piles, never the real order;
cut `--horizon` commands after the move and scored by the position's value, or 0 for whole
playouts) for `--seconds` of the core's time. The estimate of the move really made is set against
the real game's outcome (the same bot played on from there with the real hidden order). Prints the
time of a playout, each decision's widest 95 % interval after the time allowed, and the
calibration: estimates (calibrated as a player sees them, game/bot/odds_calibration.py; `--raw`:
before) binned, each bin's mean estimate against the share of its real games won
(with its 95 % interval), and the Brier score.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import machine  # noqa: E402
from game.bot import heuristic  # noqa: E402
from game.bot.odds import HORIZON, Odds, candidates, wilson  # noqa: E402
from game.rules import CommandAccepted, Game, parse_command  # noqa: E402

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]
BINS = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001]


# a game's cuts are drawn from the first DECISIONS decisions before it is played, never from its own
# length: a lost game is shorter, so cuts spread over each game's own decisions would pick a lost
# game's positions more often than a won game's, and every bin would look less won than it is
DECISIONS = 1500


def positions(seed: int, cuts: int, rng: random.Random) -> tuple[list[tuple[Game, object]], bool]:
    """A heuristic game on `seed` cut at up to `cuts` decisions drawn before it is played (those it
    reaches; the real game, its real hidden orders), each with the command the game made next; and
    whether the game was won."""
    heroes = PARTIES[seed % len(PARTIES)]
    drawn = sorted(rng.sample(range(DECISIONS), cuts))
    whole = heuristic.play(Game.new(heroes, seed=seed), seed=seed)
    starts = [i for i, e in enumerate(whole.events) if isinstance(e, CommandAccepted)]
    out = []
    for cut in [starts[k] for k in drawn if k < len(starts)]:
        accepted = whole.events[cut]
        assert isinstance(accepted, CommandAccepted)
        out.append((Game.replay(whole.events[:cut]), parse_command(accepted.command)))
    return out, whole.outcome == "won"


def calibration_table(rows: list[tuple[float, bool]]) -> list[str]:
    """Estimates binned by tenths: each bin's mean estimate against the share of its games won (with its
    95 % interval), and the gap between them in points."""
    lines = ["| estimate | positions | mean estimate | real games won (95 % interval) | gap |", "|---|---|---|---|---|"]
    for low, high in zip(BINS, BINS[1:], strict=False):
        got = [(e, w) for e, w in rows if low <= e < high]
        if not got:
            continue
        won_n = sum(w for _, w in got)
        a, b = wilson(won_n, len(got))
        mean = statistics.fmean(e for e, _ in got)
        share = won_n / len(got)
        lines.append(f"| {100 * low:.0f}-{min(100, 100 * high):.0f} % | {len(got)} | {100 * mean:.0f} % | "
                     f"{100 * share:.0f} % ({100 * a:.0f}-{100 * b:.0f}) | {100 * (mean - share):+.0f} |")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=500)
    parser.add_argument("--cuts", type=int, default=5, help="positions a game")
    parser.add_argument("--seconds", type=float, default=3.0, help="the core's time a decision")
    parser.add_argument("--horizon", type=int, default=HORIZON, help="commands a playout (0: to the end)")
    parser.add_argument("--first", type=int, default=100_000, help="first hold-out seed")
    parser.add_argument("--raw", action="store_true",
                        help="bin the raw estimates (before game/bot/odds_calibration.py's map)")
    parser.add_argument("--only-real", action="store_true",
                        help="play out only the move really made (calibration: all the time on its estimate)")
    parser.add_argument("--out", type=Path, help="also write each position's raw and shown estimate and "
                        "its game's outcome here, one JSON line each (benchmarks/fit_odds_calibration.py reads it)")
    args = parser.parse_args()
    rng = random.Random(38)
    records: list[dict[str, object]] = []
    rows: list[tuple[float, bool]] = []
    per_playout: list[float] = []
    widest: list[float] = []
    seed = args.first
    while len(rows) < args.positions:
        cut, won = positions(seed, args.cuts, rng)
        seed += 1
        for game, real in cut:
            if len(rows) >= args.positions or len(game.legal()) < 1:
                continue
            moves = [] if args.only_real else candidates(game, 3)
            real_move = next((m for m in game.legal() if m == real), None)
            if real_move is None:
                continue
            if real_move not in moves:
                moves.append(real_move)
            search = Odds(game, moves, seed=len(rows), horizon=args.horizon or None)
            started = time.process_time()
            while time.process_time() - started < args.seconds:
                search.step(len(moves))
            per_playout.append((time.process_time() - started) / search.playouts)
            got = search.estimates()
            widest.append(max(o.margin for o in got))
            made = next(o for o in got if o.command == real_move)
            rows.append((made.share if args.raw else made.chance, won))
            records.append({"seed": seed - 1, "raw": made.share, "shown": made.chance, "won": won})
    if args.out is not None:
        args.out.write_text("".join(json.dumps(r) + "\n" for r in records))
    pace = statistics.median(per_playout)
    widest.sort()
    print(machine())
    only = (" (the move made only)" if args.only_real else "") + (", raw estimates" if args.raw else ", calibrated")
    print(f"{len(rows)} positions from {seed - args.first} games{only} (hold-out seeds from {args.first}), "
          f"{args.seconds:g} s of the core a decision, playouts cut {args.horizon or 'never'} commands after the move")
    print(f"{1000 * pace:.0f} ms a playout (median over positions; {1000 * min(per_playout):.0f}-"
          f"{1000 * max(per_playout):.0f})")
    p90 = widest[int(0.9 * len(widest))]
    within = 100 * sum(w <= 0.05 for w in widest) / len(widest)
    print(f"the widest interval of a decision's moves after {args.seconds:g} s: "
          f"± {100 * statistics.median(widest):.1f} points (median; 90th percentile ± {100 * p90:.1f}); "
          f"within ± 5 at {within:.0f} % of decisions")
    print("\n" + "\n".join(calibration_table(rows)))
    brier = statistics.fmean((e - w) ** 2 for e, w in rows)
    base = statistics.fmean(w for _, w in rows)
    print(f"\nBrier score {brier:.3f} (0: perfect; always saying the overall {100 * base:.0f} %: "
          f"{base * (1 - base):.3f})")


if __name__ == "__main__":
    main()
