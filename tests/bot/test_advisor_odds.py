"""The Hint's odds in words (game/bot/advisor.py: odds_lines, place_words)."""

from __future__ import annotations

from game.bot.advisor import odds_lines, place_words
from game.bot.odds import MoveOdds
from game.rules import Game, PlaceTile


def test_a_placement_is_named_by_where_it_lies_from_the_outlined_square_never_by_its_numbers():
    hinted = PlaceTile(tile="ruins-05", x=2, y=1, rotation=1)
    assert place_words(hinted, hinted) == "Place on the outlined square, turned 90\u00b0"
    assert place_words(PlaceTile(tile="ruins-05", x=3, y=1, rotation=0), hinted) == \
        "Place one square right from the outlined square, turned 0\u00b0"
    assert place_words(PlaceTile(tile="ruins-05", x=0, y=0, rotation=2), hinted) == \
        "Place two squares left and one square up from the outlined square, turned 180\u00b0"


def test_the_odds_lines_name_the_top_three_moves_with_their_calibrated_chance_and_margin():
    # 62, 52 and 42 won of 100 raw: shown calibrated (game/bot/odds_calibration.py), next to the raw shares
    game = Game.new(["fighter"], seed=5)
    hinted = PlaceTile(tile="ruins-05", x=2, y=1, rotation=1)
    odds = [MoveOdds(PlaceTile(tile="ruins-05", x=2, y=1 + i, rotation=1), wins=62 - 10 * i, playouts=100)
            for i in range(4)]
    lines = odds_lines(game, odds, outlined=hinted)
    assert lines == [
        "Place on the outlined square, turned 90\u00b0: about 62 % to win from here (52-71)",
        "Place one square down from the outlined square, turned 90\u00b0: about 52 % to win from here (43-62)",
        "Place two squares down from the outlined square, turned 90\u00b0: about 43 % to win from here (33-52)"]
