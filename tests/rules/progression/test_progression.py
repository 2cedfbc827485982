"""STAIRS, LEVEL UP, PASSAGE TO THE NEXT ECOLOGY and the FINAL ENTITY."""

from __future__ import annotations

import pytest

from game.rules import BuyAbility, Encounter, RuleViolation
from game.rules.areas.progression import ChooseAbility, PassAbility
from tests.kits.progress_kit import board_game, element_of, win_fight


def guardian_beaten(heroes=("fighter",), variants=(), stack=None):
    def make(seed):
        stacked = {"guardians:ruins": ["twin-lamp-keepers"]} | (stack or {})
        game = board_game([("stairs", 3, 1)], heroes=heroes, variants=variants, seed=seed, stacked=stacked)
        game.do(Encounter(element=element_of(game, "stairs")))
        assert game.state.phase == "combat" and game.state.combat.kind == "stair_guardian"
        return game
    return win_fight(make)


def test_stairs_in_the_ruins_are_guarded_and_there_is_no_going_back():
    game = board_game([("stairs", 3, 1)])
    game.do(Encounter(element=element_of(game, "stairs")))
    assert game.state.combat is not None and game.state.combat.kind == "stair_guardian"
    assert game.state.elements[element_of(game, "stairs")].status == "resolved"
    assert not [c for c in game.legal() if c.kind in ("draw_tile", "encounter")]


def test_defeating_the_guardian_levels_every_hero_up_and_heals_them():
    game = guardian_beaten(heroes=("fighter", "wizard"))
    for hs in game.state.hero_states:
        mats = game.content.heroes[hs.hero].max_health
        assert hs.level == 2 and hs.max_health == mats[1] and hs.health == mats[1]
    assert game.state.phase == "resolving" and game.state.pending[0].step == "level_up"


def test_no_healing_at_level_up_variant():
    game = guardian_beaten(variants=("no_level_up_healing",))
    hs = game.state.hero_states[0]
    assert hs.max_health == game.content.heroes["fighter"].max_health[1]
    assert hs.health < hs.max_health


def test_buying_an_ability_draws_two_keeps_one_and_the_other_goes_to_the_bottom():
    game = guardian_beaten(stack={"abilities:fighter": ["fighter/cleave", "fighter/iron-stance"]})
    cost = game.content.references["ruins"].ability_cost
    assert sum(game.content.monsters.monsters[c].xp for c in game.state.xp_pool) >= cost
    with pytest.raises(RuleViolation, match=f"{cost} XP is needed"):
        game.do(BuyAbility(hero=0, pay=[]))
    buy = next(c for c in game.legal() if c.kind == "buy_ability")
    game.do(buy)
    assert game.state.pending[0].options == ["fighter/cleave", "fighter/iron-stance"]
    game.do(ChooseAbility(hero=0, ability="fighter/iron-stance"))
    assert game.state.hero_states[0].abilities == ["fighter/iron-stance"]
    assert game.state.piles.abilities["fighter"][-1] == "fighter/cleave"


def test_after_leveling_up_the_record_is_written_and_the_next_ecology_begins_with_the_keys_kept():
    game = guardian_beaten()
    keys = game.state.keys
    game.do(PassAbility(hero=0))
    record = next(e for e in reversed(game.events) if e.kind == "hero_record_written")
    assert record.next_ecology == "caverns" and record.heroes[0].level == 2
    assert game.state.ecology == "caverns" and game.state.phase == "exploring"
    assert game.state.keys == keys
    assert game.state.piles.features["caverns"] and game.state.monster_piles["caverns"]


def test_three_keys_added_at_each_new_ecology():
    game = guardian_beaten(variants=("keys_each_ecology",))
    keys = game.state.keys
    game.do(PassAbility(hero=0))
    assert game.state.keys == keys + 3


def test_descending_from_subterranean_architecture_starts_the_final_entity_fight():
    game = board_game([("stairs", 3, 1)], ecology="subterranean")
    while game.state.phase == "resolving":
        game.do(game.legal()[0])
    game.do(Encounter(element=element_of(game, "stairs")))
    assert game.state.combat is not None and game.state.combat.kind == "final_entity"
