"""The Thinking player's judgement of a few candidate moves: common random numbers and a paired test.

Every candidate is played out on the same re-deals and the same bot seeds (game/bot/odds.py: round
r deals the same copy for every move), so a round's scores differ by the move, not by the luck. The
heuristic's favourite is kept unless another move beats it round by round clearly: its mean paired
gain must exceed both `least_gain` and the paired difference's 95 % margin. A noisy small edge is
not worth leaving the favourite, which is right more often than a few playouts can tell.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.bot.odds import Z95, Odds


@dataclass(frozen=True)
class Verdict:
    """Which candidate to play (an index into the moves; 0 the favourite) and the playouts it took."""

    pick: int
    playouts: int
    gains: tuple[float, ...]  # each move's mean paired gain over the favourite (0 for the favourite)


def paired_gain(mine: Sequence[float], favourite: Sequence[float], z: float = Z95) -> tuple[float, float]:
    """The mean of the round-by-round differences and its margin, `z` standard errors (95 % by default;
    inf with fewer than two rounds)."""
    diffs = [a - b for a, b in zip(mine, favourite, strict=True)]
    n = len(diffs)
    if n < 2:
        return (diffs[0] if diffs else 0.0), math.inf
    mean = sum(diffs) / n
    spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, z * math.sqrt(spread / n)


def judge(search: Odds, rounds: int, least_gain: float = 0.02, z: float = Z95, most_rounds: int = 0,
          screen: int | None = None) -> Verdict:
    """Play `rounds` rounds of every move of `search` (the favourite first) and pick as above (the
    margin `z` standard errors of the paired mean). A challenger that gains no more than `least_gain`
    over the favourite after `screen` rounds (None: half the rounds, at least 2) is dropped (its
    playouts saved: it is seldom played). Up
    to `most_rounds` rounds in all, play on with the favourite and the challengers still in doubt
    (gaining more than `least_gain`, but not yet clearly): the playouts go where the moves are close,
    not where one move already wins or loses plainly."""
    moves = len(search.moves)
    scores: list[list[float]] = [[] for _ in range(moves)]
    alive = list(range(moves))
    played = 0

    def gain(m: int) -> tuple[float, float]:
        return paired_gain(scores[m], scores[0][:len(scores[m])], z)

    r = 0
    while r < max(rounds, most_rounds):
        if r >= rounds:  # past the usual rounds: only the challengers still in doubt play on
            alive = [0] + [m for m in alive[1:] if least_gain < gain(m)[0] <= gain(m)[1]]
            if len(alive) == 1:
                break
        for m in alive:
            scores[m].append(search.playout(m, r))
            played += 1
        r += 1
        # prune the challengers that by then gain less than is worth playing
        if r == (screen if screen is not None else max(2, rounds // 2)):
            alive = [0] + [m for m in alive[1:] if gain(m)[0] > least_gain]
            if len(alive) == 1:
                break
    gains = [0.0] * moves
    pick, best = 0, 0.0
    for m in range(1, moves):
        mean, margin = gain(m)
        gains[m] = mean
        if mean > max(least_gain, margin) and mean > best:
            pick, best = m, mean
    return Verdict(pick, played, tuple(gains))
