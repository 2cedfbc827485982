"""MODIFYING DIFFICULTY: all eight variants are toggles chosen at setup (each also tested where
its rule lives: campfire, progression, items, xp, exploring)."""

from __future__ import annotations

import pytest

from game.rules import EASIER, HARDER, VARIANTS, Encounter, Game, RuleViolation
from game.rules.areas.chests import UnlockWith
from tests.kits.progress_kit import board_game, element_of


def test_three_harder_and_five_easier_variants():
    assert len(HARDER) == 3 and len(EASIER) == 5 and len(VARIANTS) == 8


def test_every_variant_combination_sets_up_a_game():
    game = Game.new(heroes=["fighter", "wizard"], seed=5, variants=list(VARIANTS))
    assert sorted(game.state.variants) == sorted(VARIANTS)
    assert game.state.keys == 6


def test_start_with_more_keys():
    assert Game.new(heroes=["rogue"], seed=1, variants=["more_keys"]).state.keys == 6
    assert Game.new(heroes=["rogue"], seed=1).state.keys == 3


def test_chests_are_locked_need_a_key():
    game = board_game([("chest", 3, 1)], variants=("chests_locked",))
    game.do(Encounter(element=element_of(game, "chest")))
    assert game.state.keys == 2
    assert game.state.pending[0].step == "choose_hero"


def test_locked_chest_without_keys_cannot_be_opened():
    game = board_game([("chest", 3, 1), ("door", 1, 3), ("door", 5, 3), ("door", 3, 5)],
                      variants=("chests_locked",))
    for d in [e.id for e in game.state.elements.values() if e.kind == "door"]:
        game.do(Encounter(element=d))
    assert game.state.keys == 0
    with pytest.raises(RuleViolation, match="locked"):
        game.do(Encounter(element=element_of(game, "chest")))


def test_a_spell_unlocks_a_door_and_is_exhausted():
    game = Game.new(heroes=["wizard"], seed=1, variants=["start_with_ability"],
                    stacked={"abilities:wizard": ["wizard/word-of-opening"]})
    assert game.state.hero_states[0].abilities == ["wizard/word-of-opening"]
    game2 = board_game([("door", 3, 1)], heroes=("wizard",), variants=("start_with_ability",),
                       stacked={"abilities:wizard": ["wizard/word-of-opening"]})
    door = element_of(game2, "door")
    game2.do(UnlockWith(element=door, hero=0, source="wizard/word-of-opening"))
    assert game2.state.elements[door].status == "unlocked" and game2.state.keys == 3
    assert "wizard/word-of-opening" in game2.state.hero_states[0].exhausted
