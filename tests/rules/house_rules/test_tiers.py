"""Challenge tiers (issue 17): each a clear rule change on the rulebook game, and its extra marks."""

from __future__ import annotations

import pytest

from game.rules import TIERS, Encounter, Game, RuleViolation
from tests.kits.progress_kit import board_game, element_of, win_fight


def guardian_beaten(**options):
    def make(seed):
        game = board_game([("stairs", 3, 1)], seed=seed, stacked={"guardians:ruins": ["twin-lamp-keepers"]}, **options)
        game.do(Encounter(element=element_of(game, "stairs")))
        return game
    return win_fight(make)


def test_four_tiers_from_novice_to_fearless_with_more_marks_for_harder_ones():
    assert list(TIERS) == ["novice", "standard", "veteran", "fearless"]
    assert [t.marks for t in TIERS.values()] == sorted(t.marks for t in TIERS.values())
    assert all(t.text.endswith(".") and t.difficulty for t in TIERS.values())


def test_standard_is_the_rulebook_game():
    plain, standard = Game.new(heroes=["fighter"], seed=7), Game.new(heroes=["fighter"], seed=7, tier="standard")
    assert plain.events == standard.events and plain.state == standard.state


def test_novice_each_hero_starts_with_an_ability_and_six_keys():
    game = Game.new(heroes=["fighter", "wizard"], seed=3, tier="novice")
    assert game.state.keys == 6
    assert [len(hs.abilities) for hs in game.state.hero_states] == [1, 1]
    assert game.state.variants == [], "the tier's rules are the tier's, not chosen variants"


def test_veteran_locks_chests_and_starts_with_one_key_fewer():
    game = board_game([("chest", 3, 1)], tier="veteran")
    assert game.state.keys == 2
    game.do(Encounter(element=element_of(game, "chest")))
    assert game.state.keys == 1, "the locked Chest took a Key"


def test_fearless_heroes_do_not_heal_at_level_up():
    game = guardian_beaten(tier="fearless")
    hs = game.state.hero_states[0]
    assert hs.level == 2 and hs.max_health == game.content.heroes["fighter"].max_health[1]
    assert hs.health < hs.max_health
    assert game.state.keys < 3


def test_an_unknown_tier_is_refused_by_name():
    with pytest.raises(RuleViolation, match="no challenge tier called 'heroic'"):
        Game.new(heroes=["fighter"], seed=1, tier="heroic")
