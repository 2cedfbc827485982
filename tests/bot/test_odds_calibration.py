"""The odds' calibration map (game/bot/odds_calibration.py): what a player is shown."""

from __future__ import annotations

from game.bot.odds import MoveOdds
from game.bot.odds_calibration import calibrated
from game.rules import PlaceTile


def test_the_calibration_lowers_the_middle_where_the_raw_estimate_was_high_and_spreads_the_ends():
    # measured (docs/odds.md): raw estimates of 40-50 % won 35 % of their games, those of 70-80 % 76 %,
    # and the raw estimates lie too close to one half (the map's slope is above 1)
    assert 0.38 < calibrated(0.45) < 0.43
    assert abs(calibrated(0.75) - 0.75) < 0.02
    assert calibrated(0.2) < 0.2 and calibrated(0.93) > 0.93


def test_the_calibration_keeps_the_order_of_moves_and_a_certain_outcome():
    shares = [i / 100 for i in range(101)]
    shown = [calibrated(s) for s in shares]
    assert shown == sorted(shown) and len(set(shown)) == len(shown), "monotone: never reorders moves"
    assert calibrated(0.0) == 0.0 and calibrated(1.0) == 1.0


def test_a_player_sees_the_calibrated_chance_and_interval_the_order_reads_the_raw_share():
    odds = MoveOdds(PlaceTile(tile="ruins-05", x=0, y=1, rotation=0), wins=62, playouts=100)
    assert odds.share == 0.62 and odds.chance == calibrated(0.62)
    low, high = odds.chance_interval
    assert (low, high) == (calibrated(odds.interval[0]), calibrated(odds.interval[1]))
    assert odds.chance_words().startswith(f"about {round(100 * calibrated(0.62))} % to win")
