"""Turning points (game/bot/odds_review.py, issue 38): after a game, the moves where the estimated chance
to win moved most, with what the odds said before and after; read from what the table saw."""

from __future__ import annotations

import functools

import pytest

from game.bot import heuristic as bot
from game.bot.odds_review import TurningPoint, chances, preferred, turning_points
from game.bot.odds_value import value
from game.i18n import set_language
from game.rules import Game, PlaceTile, public_event
from tests.kits.bot_positions import quick_loss


@functools.cache
def _lost() -> Game:
    for seed in range(20):
        game = bot.play(Game.new(["fighter", "wizard", "rogue"], seed=seed, ecology="subterranean"), seed=seed)
        if game.outcome == "lost":
            return game
    raise AssertionError("no bot game was lost")


@pytest.mark.slow  # a whole game
def test_the_turning_points_are_the_largest_swings_of_the_game_in_the_order_they_happened():
    game = _lost()
    rows = chances(game.events)
    assert len(rows) == sum(1 for e in game.events if e.kind == "command_accepted")
    points = turning_points(game.events, most=3)
    assert 1 <= len(points) <= 3
    assert [p.move for p in points] == sorted(p.move for p in points)
    swings = sorted((abs(after - before) for _, _, before, after in rows), reverse=True)
    assert sorted((abs(p.swing) for p in points), reverse=True) == swings[:len(points)]
    assert rows[-1][3] == 0.0, "a lost game ends at no chance"
    for p in points:  # each names the very command of the log, with the chance before and after it
        assert game.events[p.events].kind == "command_accepted"
        before = Game.replay(game.events[:p.events])
        assert abs(value(before) - p.before) < 1e-9


@pytest.mark.slow  # a whole game
def test_a_review_reads_only_what_the_table_saw():
    game = _lost()
    public = [public_event(e) for e in game.events]
    assert turning_points(public) == turning_points(game.events)


def test_a_turning_point_says_the_move_and_the_calibrated_chance_before_and_after():
    point = TurningPoint(41, 900, PlaceTile(tile="ruins-05", x=0, y=1, rotation=0), before=0.62, after=0.35)
    assert point.words("Place the tile") == \
        "Move 41 (Place the tile): about 62 % to win before, 36 % after (26 points down)"


def test_a_turning_point_is_told_in_german_when_the_language_is_german():
    point = TurningPoint(41, 900, PlaceTile(tile="ruins-05", x=0, y=1, rotation=0), before=0.62, after=0.35)
    set_language("de")
    assert point.words("Das Kartenteil legen") == \
        "Zug 41 (Das Kartenteil legen): vorher etwa 62 % Siegchance, danach 36 % (26 Punkte weniger)"


@pytest.mark.slow  # a whole (short) game
def test_the_falls_are_the_steepest_drops_of_the_chance_to_win():
    game = quick_loss()
    rows = chances(game.events)
    falls = turning_points(game.events, most=3, falls=True)
    drops = sorted(after - before for _, _, before, after in rows)[:3]
    assert sorted(p.swing for p in falls) == drops and all(d < 0 for d in drops)


def test_the_odds_name_the_move_they_preferred_at_a_turning_point_among_the_legal_ones():
    game = quick_loss()
    for point in turning_points(game.events, most=3, falls=True):
        pick = preferred(game.events, point, rounds=2)
        before = Game.replay(game.events[:point.events])
        assert pick.command in before.legal()
        assert pick.only == (len(before.legal()) == 1)
        assert pick == preferred(game.events, point, rounds=2), "the same answer for the same game"
