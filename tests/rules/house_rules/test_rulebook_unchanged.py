"""With every option off the rulebook game is unchanged (the same events, the same dumps as before
the options existed); with them on, bot games finish and their logs replay."""

from __future__ import annotations

import json

import pytest

from game.bot import heuristic as bot
from game.rules import HOUSE_RULES, TALENTS, TIERS, Game, dump, parse_event

OPTION_FIELDS = {"tier", "house_rules", "talents", "redraws_used", "knockout_used", "knocked_out"}


def test_options_left_at_their_defaults_are_the_rulebook_game_and_leave_no_trace_in_the_log():
    plain = bot.play(Game.new(heroes=["fighter", "wizard"], seed=2), seed=2)
    named = bot.play(Game.new(heroes=["fighter", "wizard"], seed=2, tier="standard", house_rules=(), talents={}),
                     seed=2)
    assert plain.events == named.events
    assert not OPTION_FIELDS & set(dump(plain.events[0]))
    assert not OPTION_FIELDS & set(plain.state.model_dump(mode="json"))


def test_a_log_written_before_the_options_existed_still_loads_as_the_rulebook_game():
    old = {"kind": "game_started", "seed": 4, "heroes": ["rogue"], "variants": [], "ecology": "ruins",
           "stacked": {}, "single_class": []}
    event = parse_event(json.dumps(old))
    assert (event.tier, event.house_rules, event.talents) == ("standard", (), ())


@pytest.mark.parametrize("tier", list(TIERS))
def test_the_bot_finishes_a_game_at_every_tier_with_every_house_rule_and_talent(tier):
    talents = {0: list(TALENTS), 1: ["tough"]}
    game = Game.new(heroes=["fighter", "rogue"], seed=11, tier=tier, house_rules=list(HOUSE_RULES), talents=talents)
    bot.play(game, seed=11)
    assert game.outcome in ("won", "lost")
    again = Game.replay([dump(e) for e in game.events])
    assert again.state == game.state and again.state.tier == tier and again.state.talents[0] == sorted(TALENTS)
