"""The odds' calibration: the raw playout estimate mapped to the chance the player is shown.

The raw estimate is the mean of cut playouts scored by game/bot/odds_value.py. The map is Platt's:
logit(shown) = A + B * logit(raw), its two numbers fitted by maximum likelihood
(benchmarks/fit_odds_calibration.py) to 2,000 positions, one from each of 2,000 heuristic games on
seeds no fit had seen (102000 on and 106000 on; `benchmarks/bench_odds.py --only-real --cuts 1`).
Since the value model was refitted to the current cards the raw estimate is close to right by itself
(within 6 points in every bin of 20 or more of those positions), so the map is nearly the identity;
the earlier map (A -0.388, B 0.959, fitted to the first value model's optimism) read 8-14 points too
low in the middle bins. docs/odds.md has the runs. The map is monotone, so it never reorders moves:
the Thinking player and the Hint's order read the raw shares; what a player reads is mapped here, in
one place (`MoveOdds.chance`, `MoveOdds.chance_interval`, `TurningPoint.shown`).
"""

from __future__ import annotations

import math

A = 0.012  # the shift, in log-odds: next to none
B = 0.944  # the slope: a little below 1, the raw estimates' spread is about right
EDGE = 1e-6  # shares this close to 0 or 1 stay where they are (a won or lost game is certain)


def calibrated(raw: float) -> float:
    """The chance to win shown for a raw estimate `raw` (both shares, 0..1)."""
    if raw <= EDGE or raw >= 1 - EDGE:
        return raw
    logit = math.log(raw / (1 - raw))
    return 1 / (1 + math.exp(-(A + B * logit)))
