"""The odds' calibration: the raw playout estimate mapped to the chance the player is shown.

The raw estimate (the mean of cut playouts scored by game/bot/odds_value.py) was measured
optimistic in the middle (docs/odds.md: about 5 points in the second 500-position run, hold-out
seeds 100000-100148; 5-12 points in the third, seeds 100600-100759). The map is Platt's: logit(shown)
= A + B * logit(raw), its two numbers fitted by maximum likelihood to both runs' bins together (each
bin's positions at its mean raw estimate, its real games won: 1,000 positions of about 310 games).
A first fit to the second run alone (A -0.269, B 1.019) left the third run 5-12 points optimistic in
four bins: docs/odds.md. It is monotone, so it never reorders moves: the Thinking player and the
Hint's order read the raw shares; what a player reads is mapped here, in one place
(`MoveOdds.chance`, `MoveOdds.chance_interval`, `TurningPoint.shown`).
"""

from __future__ import annotations

import math

A = -0.388  # the shift: the raw estimate's optimism, in log-odds
B = 0.959  # the slope: about 1, the raw estimate's spread is about right
EDGE = 1e-6  # shares this close to 0 or 1 stay where they are (a won or lost game is certain)


def calibrated(raw: float) -> float:
    """The chance to win shown for a raw estimate `raw` (both shares, 0..1)."""
    if raw <= EDGE or raw >= 1 - EDGE:
        return raw
    logit = math.log(raw / (1 - raw))
    return 1 / (1 + math.exp(-(A + B * logit)))
