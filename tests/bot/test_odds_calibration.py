"""The odds' calibration map (game/bot/odds_calibration.py): what a player is shown."""

from __future__ import annotations

from game.bot.odds import MoveOdds
from game.bot.odds_calibration import calibrated
from game.rules import PlaceTile


def test_the_calibration_shows_nearly_the_raw_estimate_which_was_measured_about_right():
    # measured on 2,000 positions of fresh seeds (docs/odds.md): the raw estimate within 6 points in
    # every well-filled bin, so the fitted map moves a chance by a point or two at most
    for raw in (0.1, 0.3, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95):
        assert abs(calibrated(raw) - raw) < 0.025, raw


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
