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


def paired_gain(mine: Sequence[float], favourite: Sequence[float]) -> tuple[float, float]:
    """The mean of the round-by-round differences and its 95 % margin (inf with fewer than two rounds)."""
    diffs = [a - b for a, b in zip(mine, favourite, strict=True)]
    n = len(diffs)
    if n < 2:
        return (diffs[0] if diffs else 0.0), math.inf
    mean = sum(diffs) / n
    spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, Z95 * math.sqrt(spread / n)


def judge(search: Odds, rounds: int, least_gain: float = 0.02) -> Verdict:
    """Play `rounds` rounds of every move of `search` (the favourite first) and pick as above. A
    challenger that trails the favourite after half the rounds is dropped (its playouts saved)."""
    moves = len(search.moves)
    scores: list[list[float]] = [[] for _ in range(moves)]
    alive = list(range(moves))
    played = 0
    for r in range(rounds):
        for m in alive:
            scores[m].append(search.playout(m, r))
            played += 1
        if r + 1 == max(2, rounds // 2):  # prune the challengers that trail by then
            alive = [0] + [m for m in alive[1:] if paired_gain(scores[m], scores[0][:len(scores[m])])[0] > 0]
            if len(alive) == 1:
                break
    gains = [0.0] * moves
    pick, best = 0, 0.0
    for m in range(1, moves):
        gain, margin = paired_gain(scores[m], scores[0][:len(scores[m])])
        gains[m] = gain
        if gain > max(least_gain, margin) and gain > best:
            pick, best = m, gain
    return Verdict(pick, played, tuple(gains))
