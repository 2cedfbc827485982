"""Rulebook audit, HERO SETUP and ALTERNATE HEROES: starting mats and decks, multi-classed Item
draws (what may be kept, who may be given it), and multi-classed Ability draws at Level Up."""

from __future__ import annotations

import pytest

from game.rules import HERO_IDS, BuyAbility, Encounter, Game, RuleViolation, card_value, is_power, scenario
from game.rules.areas.chests import ChooseHero
from game.rules.areas.items import ForfeitItem, KeepItem
from game.rules.areas.progression import ChooseAbility
from tests.kits.heroes_kit import level_up_game
from tests.kits.progress_kit import board_game, element_of, legal_of

REFERENCE_DECKS = {"fighter": [3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8], "wizard": [2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8],
                   "rogue": [2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7]}


@pytest.mark.parametrize("hero", HERO_IDS)
def test_heroes_start_at_level_one_with_two_power_cards_stored_and_the_rest_shuffled(hero: str) -> None:
    """"Place each Hero's Health Token ... at their Maximum Health Value" / "Place the two Power Cards
    face up ... You begin the game with them Stored" / "Shuffle the rest ... to form a Draw Pile"
    (the reference card's values for the Hero's deck)."""
    game = Game.new(heroes=[hero], seed=2)
    hs = game.state.hero_states[0]
    hdef = game.content.heroes[hero]
    assert hs.level == 1 and hs.health == hs.max_health == hdef.max_health[0]
    assert len(hs.stored) == 2 and all(is_power(c) for c in hs.stored)
    assert hs.hand == [] and hs.discard == []
    assert sorted(card_value(c) for c in hs.draw) == REFERENCE_DECKS[hdef.deck]
    late_powers = [c for c in hs.reserve if is_power(c)]
    assert len(late_powers) == (1 if hdef.deck == "wizard" else 0)  # the third joins at level 3


def test_the_draw_pile_is_shuffled() -> None:
    orders = {tuple(Game.new(heroes=["rogue"], seed=s).state.hero_states[0].draw) for s in range(5)}
    assert len(orders) > 1


def chest_game(heroes: tuple[str, ...], stacked: dict[str, list[str]]) -> Game:
    return board_game([("chest", 3, 1)], heroes=heroes, stacked=stacked)


def test_a_secondary_class_item_that_adds_no_cards_can_be_kept() -> None:
    """Only Secondary-class items "that require adding Action Cards" are barred."""
    game = chest_game(("wizard-rogue",), {"items:wizard": ["tincture-satchel"], "items:rogue": ["dusk-cloak"]})
    assert not game.content.items["dusk-cloak"].add
    game.do(Encounter(element=element_of(game, "chest")))
    game.do(ChooseHero(hero=0))
    assert KeepItem(hero=0, item="dusk-cloak") in game.legal()
    game.do(KeepItem(hero=0, item="dusk-cloak"))
    hs = game.state.hero_states[0]
    assert "dusk-cloak" in hs.equipped + hs.unequipped
    assert game.state.piles.items["wizard"][-1] == "tincture-satchel"  # "put on the bottom"


def test_a_primary_class_item_that_adds_cards_can_be_kept() -> None:
    game = chest_game(("rogue-fighter",), {"items:rogue": ["hooked-knives"], "items:fighter": ["ringmail-shirt"]})
    game.do(Encounter(element=element_of(game, "chest")))
    game.do(ChooseHero(hero=0))
    game.do(KeepItem(hero=0, item="hooked-knives"))
    assert game.state.pending[0].step == "replace"


def test_an_item_can_only_be_forfeited_to_an_ally_of_that_primary_class() -> None:
    """"the Hero can forfeit their draw to give an Ally with that Primary Class the Item instead\""""
    game = chest_game(("wizard-rogue", "fighter"), {"items:wizard": ["tincture-satchel"],
                                                     "items:rogue": ["hooked-knives"]})
    game.do(Encounter(element=element_of(game, "chest")))
    game.do(ChooseHero(hero=0))
    assert not legal_of(game, "forfeit_item")  # the Fighter's primary class is not the Rogue's
    with pytest.raises(RuleViolation, match="primary class is rogue"):
        game.do(ForfeitItem(hero=0, item="hooked-knives", ally=1))
    assert {c.kind for c in game.legal()} == {"keep_item"}


def test_a_lone_secondary_draw_that_adds_cards_cannot_be_kept() -> None:
    """When the Primary class's Item pile is used up, the single Secondary-class item drawn still
    "cannot be selected" if it Adds cards: it goes to an ally of that Primary Class, or back under
    its pile. (Bug fixed: it used to be given to the multi-classed hero.)"""
    game = chest_game(("wizard-rogue", "fighter"), {"items:rogue": ["hooked-knives"]})
    game.state.piles.items["wizard"] = []  # test setup: the Wizard Item pile used up
    game.do(Encounter(element=element_of(game, "chest")))
    game.do(ChooseHero(hero=0))
    hs = game.state.hero_states[0]
    assert "hooked-knives" not in hs.equipped + hs.unequipped
    assert game.state.piles.items["rogue"][-1] == "hooked-knives"
    assert game.state.phase == "exploring"

    game = chest_game(("wizard-rogue", "rogue"), {"items:rogue": ["hooked-knives"]})
    game.state.piles.items["wizard"] = []
    game.do(Encounter(element=element_of(game, "chest")))
    game.do(ChooseHero(hero=0))
    assert game.legal() == [ForfeitItem(hero=0, item="hooked-knives", ally=1)]
    game.do(game.legal()[0])
    assert "hooked-knives" in game.state.hero_states[1].equipped


def test_multi_classed_heroes_choose_how_to_draw_abilities_at_level_up() -> None:
    """"multi-classed Heroes may either: Draw one from each of their Primary and Secondary Classes
    and select one to keep; Draw two from their Primary Class and select one to keep\""""
    game = level_up_game(("fighter-wizard", "rogue"))
    modes = {(c.hero, c.mode) for c in legal_of(game, "buy_ability")}
    assert modes == {(0, "primary"), (0, "both"), (1, "primary")}
    with pytest.raises(RuleViolation, match="multi-classed"):
        game.do(BuyAbility(hero=1, pay=legal_of(game, "buy_ability")[0].pay, mode="both"))
    both = next(c for c in legal_of(game, "buy_ability") if c.hero == 0 and c.mode == "both")
    top_fighter = game.state.piles.abilities["fighter"][0]
    top_wizard = game.state.piles.abilities["wizard"][0]
    game.do(both)
    assert sorted(game.state.pending[0].options) == sorted([top_fighter, top_wizard])
    game.do(ChooseAbility(hero=0, ability=top_wizard))
    assert top_wizard in game.state.hero_states[0].abilities
    assert game.state.piles.abilities["fighter"][-1] == top_fighter  # "the bottom of the Ability pile"


def test_two_primary_class_abilities_when_drawing_from_the_primary_class() -> None:
    game = level_up_game(("wizard-rogue",))
    top_two = game.state.piles.abilities["wizard"][:2]
    game.do(next(c for c in legal_of(game, "buy_ability") if c.mode == "primary"))
    assert game.state.pending[0].options == top_two


def test_only_one_ability_per_hero_per_level_up() -> None:
    """"Remember that only one Ability can be bought for each Hero per Leveling Up.\""""
    game = level_up_game(("fighter", "rogue"))
    buy = next(c for c in legal_of(game, "buy_ability") if c.hero == 0)
    game.do(buy)
    game.do(legal_of(game, "choose_ability")[0])
    assert not [c for c in legal_of(game, "buy_ability") if c.hero == 0]
    with pytest.raises(RuleViolation, match="already"):
        game.do(buy)


def test_abilities_can_only_be_bought_while_leveling_up() -> None:
    """"Abilities can only be bought while Leveling Up.\""""
    game = board_game([])
    scenario.set_xp_pool(game, game.content.monsters.ecology_monsters["ruins"])
    assert not legal_of(game, "buy_ability")
    with pytest.raises(RuleViolation, match="only be bought while Leveling Up"):
        game.do(BuyAbility(hero=0, pay=game.state.xp_pool[:3]))
