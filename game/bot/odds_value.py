"""The value of a position: the chance the heuristic bot wins the game from it, read off the table.

A playout of the odds (game/bot/odds.py) is cut at a horizon instead of played to the game's end, and
the position it reaches is scored by this value: a logistic model of what everyone at the table can
see (the Ecology, each hero's Health, level, Items, Abilities and Stored Power, the XP pool, the
Keys, the tiles left, whether a fight is on). Its weights are fitted to the outcomes of heuristic bot
games (`python3 benchmarks/fit_odds_value.py`, seeds no test or comparison uses) and kept in
odds_weights.py beside this module; docs/odds.md shows how well its chances match real outcomes.

Nothing here reads a hidden order: only counts and public numbers.
"""

from __future__ import annotations

import functools
import math

from game.bot import odds_weights
from game.rules import ECOLOGIES, Game, pool_xp

FEATURES = (
    "bias", "caverns", "subterranean", "two heroes", "three heroes",
    "mean health", "least health", "ruins x least health", "caverns x least health", "deep x least health",
    "heroes down", "mean level", "items each", "abilities each", "stored power each", "xp each", "keys",
    "tiles left", "in a fight", "deep x in a fight", "foe health",
)


def features(game: Game) -> list[float]:
    """The public facts the value is a function of, as numbers (FEATURES names them)."""
    s = game.state
    heroes = s.hero_states
    n = max(1, len(heroes))
    eco = ECOLOGIES.index(s.ecology) if s.ecology in ECOLOGIES else 0
    shares = [h.health / h.max_health if h.max_health else 0.0 for h in heroes] or [0.0]
    least = min(shares)
    fight = 1.0 if s.combat is not None else 0.0
    foes = 0.0
    if s.combat is not None:
        foes = sum(sum(h for h in f.health if h > 0) for f in s.combat.foes if not f.defeated) / 20
    return [
        1.0, float(eco == 1), float(eco == 2), float(n == 2), float(n == 3),
        sum(shares) / n, least, least * (eco == 0), least * (eco == 1), least * (eco == 2),
        float(sum(1 for h in heroes if h.health <= 0)), sum(h.level for h in heroes) / n,
        sum(len(h.equipped) + len(h.unequipped) for h in heroes) / n,
        sum(len(h.abilities) for h in heroes) / n, sum(len(h.stored) for h in heroes) / n,
        pool_xp(game) / n / 10, min(s.keys, 4) / 4, len(s.tile_pile) / 10, fight, fight * (eco == 2), foes,
    ]


@functools.cache
def weights() -> tuple[float, ...]:
    """The fitted weights (all zero, a chance of one half, while they were fitted to other features)."""
    if tuple(odds_weights.FEATURES) == FEATURES and len(odds_weights.WEIGHTS) == len(FEATURES):
        return tuple(float(w) for w in odds_weights.WEIGHTS)
    return tuple(0.0 for _ in FEATURES)


def logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, x))))


def value(game: Game) -> float:
    """The chance to win from this position: 1 or 0 once the game is over, else the model's."""
    if game.outcome is not None:
        return 1.0 if game.outcome == "won" else 0.0
    return logistic(sum(w * x for w, x in zip(weights(), features(game), strict=True)))
