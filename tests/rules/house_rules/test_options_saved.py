"""A game's tier, house rules and talents are kept in its save (the GameStarted event) and its
Adventure Record: a loaded game plays on under the same options, re-decided from its seed."""

from __future__ import annotations

import random

from game import bot
from game.rules import Game
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
    assert "Talents of the Rogue: Hardy." in text
    plain = game_adventure_record(Game.new(heroes=["rogue"], seed=2), [])
    assert "Challenge tier" not in plain and "House rules" not in plain and "Talents" not in plain
