"""CHESTS and ITEMS: drawing, multi-class draws, hands, equipping only while exploring, item
abilities only when equipped, ADD / Replace, limited uses, class restrictions, the Fabled Blades."""

from __future__ import annotations

import dataclasses

import pytest

from game.rules import BuyKey, Encounter, ReplaceCards, RuleViolation, hero_abilities
from game.rules.areas.chests import ChooseHero, UnlockWith
from game.rules.areas.items import EquipItem, ForfeitItem, KeepItem, UnequipItem
from tests.kits.progress_kit import board_game, element_of, legal_of


def open_chest(game, hero=0):
    game.do(Encounter(element=element_of(game, "chest")))
    game.do(ChooseHero(hero=hero))


def test_one_hero_the_players_choose_draws_one_item_of_their_class():
    """"one Hero Draws one Item from their Hero-specific Item Cards" / "It's up to the players"."""
    game = board_game([("chest", 3, 1)], heroes=("fighter", "wizard"),
                      stacked={"items:wizard": ["stitched-ward-robe"]})
    game.do(Encounter(element=element_of(game, "chest")))
    assert {c.kind for c in game.legal()} == {"choose_hero"}
    game.do(ChooseHero(hero=1))
    assert game.state.hero_states[1].equipped == ["stitched-ward-robe"]
    assert game.state.elements[element_of(game, "chest")].status == "resolved"
    assert "stitched-ward-robe" not in game.state.piles.items["wizard"]


def test_add_replace_follows_the_rulebook_steps():
    """Combine discard and draw piles, Add the Item Action Cards, remove as many (any card), shuffle."""
    game = board_game([("chest", 3, 1)], stacked={"items:fighter": ["notched-longsword"]})
    before = sorted(game.state.hero_states[0].draw)
    open_chest(game)
    step = game.state.pending[0]
    assert step.step == "replace" and step.count == 2
    hs = game.state.hero_states[0]
    assert "fighter:item-8a" in hs.draw and "fighter:item-9a" in hs.draw
    with pytest.raises(RuleViolation, match="exactly 2"):
        game.do(ReplaceCards(hero=0, remove=["fighter:3a"]))
    game.do(ReplaceCards(hero=0, remove=["fighter:3a", "fighter:item-9a"]))  # even one just added
    hs = game.state.hero_states[0]
    assert sorted(hs.draw) == sorted([c for c in before if c != "fighter:3a"] + ["fighter:item-8a"])
    assert hs.discard == [] and "fighter:3a" in hs.reserve and "fighter:item-9a" in hs.reserve
    assert game.state.phase == "exploring"


def test_item_action_cards_stay_when_the_item_is_spent_for_xp():
    """"Item Action Cards that have been added ... stay in your Deck even if you unequip or sell"."""
    game = board_game([("chest", 3, 1)], stacked={"items:fighter": ["notched-longsword"]})
    open_chest(game)
    game.do(ReplaceCards(hero=0, remove=["fighter:3a", "fighter:3b"]))
    game.do(BuyKey(pay=["notched-longsword"]))  # worth 3, a Key costs 2 in the Ruins
    hs = game.state.hero_states[0]
    assert "notched-longsword" not in hs.equipped and game.state.keys == 4
    assert "fighter:item-8a" in hs.draw and "fighter:item-9a" in hs.draw


def test_two_hand_icons_at_most():
    game = board_game([("chest", 3, 1), ("chest", 3, 5)],
                      stacked={"items:fighter": ["quarry-maul", "bossed-round-shield"]})
    open_chest(game)
    game.do(legal_of(game, "replace_cards")[0])
    game.do(Encounter(element=[e for e in game.state.elements.values() if e.kind == "chest"
                               and e.status == "discovered"][0].id))
    game.do(ChooseHero(hero=0))
    hs = game.state.hero_states[0]
    assert hs.equipped == ["quarry-maul"] and hs.unequipped == ["bossed-round-shield"]
    with pytest.raises(RuleViolation, match="two hands"):
        game.do(EquipItem(hero=0, item="bossed-round-shield"))
    game.do(UnequipItem(hero=0, item="quarry-maul"))
    game.do(EquipItem(hero=0, item="bossed-round-shield"))
    assert game.state.hero_states[0].equipped == ["bossed-round-shield"]


def test_only_equipped_items_give_abilities_and_armor():
    game = board_game([("chest", 3, 1)], stacked={"items:fighter": ["bossed-round-shield"]})
    open_chest(game)
    names = {a.name for a in hero_abilities(game, 0)}
    assert {"Boss Guard", "Catch Your Breath"} <= names
    game.do(UnequipItem(hero=0, item="bossed-round-shield"))
    assert not {"Boss Guard", "Catch Your Breath"} & {a.name for a in hero_abilities(game, 0)}


def test_items_cannot_be_equipped_or_unequipped_while_encountering():
    game = board_game([("chest", 3, 1), ("feature", 1, 3)],
                      stacked={"items:fighter": ["ringmail-shirt"], "features:ruins": ["trapped-threshold"]})
    open_chest(game)
    game.do(Encounter(element=element_of(game, "feature")))
    with pytest.raises(RuleViolation, match="while Encountering"):
        game.do(UnequipItem(hero=0, item="ringmail-shirt"))


def test_multi_classed_hero_draws_one_of_each_class_and_keeps_one():
    """Secondary-class items that Add cards cannot be kept, but may be forfeited to an ally with
    that Primary Class; the item not selected goes to the bottom of its pile."""
    game = board_game([("chest", 3, 1)], heroes=("wizard-rogue", "rogue"),
                      stacked={"items:wizard": ["tincture-satchel"], "items:rogue": ["hooked-knives"]})
    open_chest(game, hero=0)
    assert game.state.pending[0].options == ["tincture-satchel", "hooked-knives"]
    with pytest.raises(RuleViolation, match="secondary"):
        game.do(KeepItem(hero=0, item="hooked-knives"))
    assert ForfeitItem(hero=0, item="hooked-knives", ally=1) in game.legal()
    game.do(ForfeitItem(hero=0, item="hooked-knives", ally=1))
    assert "hooked-knives" in game.state.hero_states[1].equipped
    assert game.state.piles.items["wizard"][-1] == "tincture-satchel"


def test_limited_use_item_unlocks_doors_until_its_uses_run_out():
    game = board_game([("chest", 3, 1), ("door", 1, 3), ("door", 5, 3)],
                      stacked={"items:fighter": ["sappers-pry-bar"]})
    open_chest(game)
    game.do(legal_of(game, "replace_cards")[0])
    doors = [e.id for e in game.state.elements.values() if e.kind == "door"]
    game.do(UnlockWith(element=doors[0], hero=0, source="sappers-pry-bar"))
    assert game.state.item_uses["sappers-pry-bar"] == 1 and game.state.keys == 3
    game.do(UnlockWith(element=doors[1], hero=0, source="sappers-pry-bar"))
    assert "sappers-pry-bar" not in game.state.hero_states[0].equipped
    assert all(game.state.elements[d].status == "unlocked" for d in doors)


def test_class_restricted_item_only_for_that_class():
    game = board_game([("chest", 3, 1)], stacked={"items:fighter": ["ringmail-shirt"]})
    items = dict(game.content.items)
    items["ringmail-shirt"] = items["ringmail-shirt"].model_copy(update={"classes": ["wizard"]})
    game.content = dataclasses.replace(game.content, items=items)
    open_chest(game)
    hs = game.state.hero_states[0]
    assert hs.unequipped == ["ringmail-shirt"]
    with pytest.raises(RuleViolation, match="Only a Wizard"):
        game.do(EquipItem(hero=0, item="ringmail-shirt"))


def test_the_bound_fabled_blade_cannot_be_unequipped_or_spent():
    from game.rules.areas.chests import give_item

    game = board_game([])
    give_item(game, "legendary", "fabled-blade-1")  # as a Legendary Location gives it (test setup)
    game.do(ChooseHero(hero=0))
    assert "fabled-blade-1" in game.state.hero_states[0].equipped
    with pytest.raises(RuleViolation, match="will not leave"):
        game.do(UnequipItem(hero=0, item="fabled-blade-1"))
    with pytest.raises(RuleViolation, match="is bound to its hero once equipped: it cannot be spent"):
        game.do(BuyKey(pay=["fabled-blade-1"]))


def test_remembered_equip_and_use_offers_are_never_stale():
    """legal_items remembers its exploring offers by what they depend on (what each hero holds,
    uses left): in every position of whole bot games they equal offers worked out afresh."""
    from game.rules import Game
    from game.rules.areas.items import EQUIP_PHASES, _equip_offers, legal_items
    from tests.kits.bot_positions import bot_positions

    checked = 0
    for seed, heroes in [(6, ["fighter", "wizard"]), (7, ["rogue", "wizard", "fighter"])]:
        for game in bot_positions(Game.new(heroes=heroes, seed=seed), seed):
            if game.state.phase in EQUIP_PHASES:
                assert legal_items(game) == _equip_offers(game)
                checked += 1
    assert checked > 100
