"""The odds' calibration: the raw playout estimate mapped to the chance the player is shown.

The raw estimate is the mean of cut playouts scored by game/bot/odds_value.py. The map is Platt's:
logit(shown) = A + B * logit(raw), its two numbers fitted by maximum likelihood
(benchmarks/fit_odds_calibration.py) to 1,000 positions, one from each of 1,000 heuristic games
(seeds 102000-103597; `benchmarks/bench_odds.py --only-real --cuts 1 --raw`), on the value model
refitted to the current cards. With that model the raw estimate is near right at the ends and too
bunched in the middle (its 40-50 % bin won 35 %, its 60-70 % bin 68 %): B above 1 spreads it.
The earlier map (A -0.388, B 0.959, fitted with the first value model) now read 8-14 points too low
in the middle bins. docs/odds.md has the runs and the check on fresh seeds. It is monotone, so it
never reorders moves: the Thinking player and the Hint's order read the raw shares; what a player
reads is mapped here, in one place (`MoveOdds.chance`, `MoveOdds.chance_interval`, `TurningPoint.shown`).
"""

from __future__ import annotations

import math

A = -0.107  # the shift: the raw estimate's optimism, in log-odds
B = 1.150  # the slope: above 1, the raw estimates lie too close to one half
EDGE = 1e-6  # shares this close to 0 or 1 stay where they are (a won or lost game is certain)


def calibrated(raw: float) -> float:
    """The chance to win shown for a raw estimate `raw` (both shares, 0..1)."""
    if raw <= EDGE or raw >= 1 - EDGE:
        return raw
    logit = math.log(raw / (1 - raw))
    return 1 / (1 + math.exp(-(A + B * logit)))
