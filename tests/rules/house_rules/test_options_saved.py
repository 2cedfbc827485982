"""A game's tier, house rules and talents are kept in its save (the GameStarted event) and its
Adventure Record: a loaded game plays on under the same options, re-decided from its seed."""

from __future__ import annotations

import random

from game.bot import heuristic as bot
from game.rules import Game, dump
from game.saves import SaveStore
from game.saves.records import game_adventure_record


def test_a_saved_game_loads_with_its_tier_house_rules_and_talents(tmp_path):
    game = Game.new(heroes=["fighter", "wizard"], seed=5, tier="fearless",
                    house_rules=["knocked_out", "redraw_unplaceable"], talents={1: ["tough", "extra_key"]})
    store = SaveStore(tmp_path)
    campaign = store.create(game, name="options")
    rng = random.Random(5)
    for _ in range(40):
        game.do(bot.choose(game, rng))
        campaign.record(game)
    loaded = store.load("options")
    assert not loaded.notes, loaded.notes
    s = loaded.game.state
    assert (s.tier, s.house_rules, s.talents) == ("fearless", ["knocked_out", "redraw_unplaceable"],
                                                  [[], ["extra_key", "tough"]])
    assert loaded.game.events == game.events


def test_the_adventure_record_names_the_options_and_the_rulebook_games_does_not():
    game = Game.new(heroes=["rogue"], seed=2, tier="novice", house_rules=["open_monster_deck"],
                    talents={0: ["tough"]})
    text = game_adventure_record(game, [])
    assert "Challenge tier: Novice." in text and "House rules: Open Monster deck." in text
    assert "Talents of Tamsin Quickfen: Hardy." in text  # the hero by the name on her Hero Mat
    plain = game_adventure_record(Game.new(heroes=["rogue"], seed=2), [])
    assert "Challenge tier" not in plain and "House rules" not in plain and "Talents" not in plain


def test_a_game_restarted_from_its_hero_record_keeps_its_options():
    """The Hero Record written after a Level Up carries the tier, house rules and talents, so an
    Ecology restarted from it plays under them (a record without them: the rulebook game)."""
    game = Game.new(heroes=["fighter", "wizard"], seed=3, tier="veteran", house_rules=["knocked_out"],
                    talents={1: ["tough"]})
    rng = random.Random(3)
    while game.outcome is None and not any(e.kind == "hero_record_written" for e in game.events):
        game.do(bot.choose(game, rng))
    record = dump(next(e for e in game.events if e.kind == "hero_record_written"))
    assert record["tier"] == "veteran" and record["talents"] == [[], ["tough"]]
    again = Game.from_record(record)
    s = again.state
    assert (s.tier, s.house_rules, s.talents, s.ecology) == ("veteran", ["knocked_out"], [[], ["tough"]], "caverns")
    plain = {k: v for k, v in record.items() if k not in ("tier", "house_rules", "talents")}
    assert Game.from_record(plain).state.tier == "standard"
