"""Fit the odds' calibration map (game/bot/odds_calibration.py) to measured positions
(`python benchmarks/fit_odds_calibration.py rows.jsonl [more.jsonl ...]`).

The rows come from `benchmarks/bench_odds.py --only-real --cuts 1 --out rows.jsonl`: each position's
raw estimate (the playouts' mean) and whether its game was won. The map is Platt's, logit(shown) =
A + B * logit(raw), and A and B are the maximum-likelihood logistic regression of the outcomes on
logit(raw), found by Newton's method. Prints A and B, the log-loss and Brier score before and after,
and the binned table of the mapped estimates on these rows (an in-sample check: measure the map on
fresh seeds before trusting it).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_odds import calibration_table  # noqa: E402

EDGE = 1e-3  # raw shares clipped this far from 0 and 1 before their logit


def logit(p: float) -> float:
    p = min(1 - EDGE, max(EDGE, p))
    return math.log(p / (1 - p))


def platt(rows: list[tuple[float, bool]], steps: int = 50) -> tuple[float, float]:
    """A and B of logit(P(won)) = A + B * logit(raw), by Newton's method on the log-likelihood."""
    a, b = 0.0, 1.0
    for _ in range(steps):
        ga = gb = haa = hab = hbb = 0.0
        for raw, won in rows:
            x = logit(raw)
            p = 1 / (1 + math.exp(-(a + b * x)))
            r = float(won) - p
            w = p * (1 - p)
            ga += r
            gb += r * x
            haa += w
            hab += w * x
            hbb += w * x * x
        det = haa * hbb - hab * hab
        if det <= 0:
            break
        da = (hbb * ga - hab * gb) / det
        db = (haa * gb - hab * ga) / det
        a, b = a + da, b + db
        if abs(da) + abs(db) < 1e-10:
            break
    return a, b


def mapped(raw: float, a: float, b: float) -> float:
    return 1 / (1 + math.exp(-(a + b * logit(raw))))


def scores(estimates: list[tuple[float, bool]]) -> tuple[float, float]:
    """Log-loss and Brier score of (estimate, won) pairs."""
    loss = statistics.fmean(-math.log(min(1 - EDGE, max(EDGE, e if w else 1 - e))) for e, w in estimates)
    brier = statistics.fmean((e - w) ** 2 for e, w in estimates)
    return loss, brier


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("rows", type=Path, nargs="+", help="bench_odds.py --out files")
    args = parser.parse_args()
    rows = [(float(r["raw"]), bool(r["won"])) for path in args.rows
            for r in map(json.loads, path.read_text().splitlines())]
    a, b = platt(rows)
    before, after = scores(rows), scores([(mapped(raw, a, b), won) for raw, won in rows])
    print(f"{len(rows)} positions; A = {a:.3f}, B = {b:.3f}")
    print(f"raw: log-loss {before[0]:.3f}, Brier {before[1]:.3f}; "
          f"mapped: log-loss {after[0]:.3f}, Brier {after[1]:.3f}")
    print("\n".join(calibration_table([(mapped(raw, a, b), won) for raw, won in rows])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
