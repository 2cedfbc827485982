"""Rulebook audit, EXPLORING, ENCOUNTERING, SPENDING XP and the difficulty variants: the corners
the other test files leave out, each through Game.new / legal() / do()."""

from __future__ import annotations

import pytest

from game.rules import (
    BuyHealing,
    BuyKey,
    Encounter,
    FinishAbilities,
    Game,
    PlaceTile,
    PlayCards,
    ResolvePair,
    RuleViolation,
    scenario,
)
from game.rules.areas.chests import ChooseHero, UnlockWith
from game.rules.areas.explore import DrawTile, SetAsideTile
from game.rules.areas.features import EndFeatureTest, PlayFeatureCard
from game.rules.areas.items import EquipItem, UnequipItem
from tests.kits.combat_kit import cards
from tests.kits.progress_kit import board_game, element_of, legal_of, win_fight
from tests.kits.tilekit import CLOSED, CROSS, content_with, entry, tile


def test_elements_are_not_forced_on_the_heroes_when_discovered() -> None:
    """"Heroes are not forced to Encounter Ecology Elements when they are first Discovered, they
    choose when to Encounter them." The monster waits while the heroes draw another tile."""
    game = board_game([("monster", 3, 1)])
    assert game.state.phase == "exploring"
    assert DrawTile() in game.legal() and any(c.kind == "encounter" for c in game.legal())
    game.do(DrawTile())
    assert game.state.elements[element_of(game, "monster")].status == "discovered"


def den_game(seed: int = 1) -> Game:
    """Entry tile, then a tile holding a Monster and a Chest in one area (as on our -06 tiles)."""
    tiles = [entry(), tile("ruins-den", CROSS, [("monster", 3, 1), ("chest", 3, 5)]),
             tile("ruins-plain", CROSS)]
    game = Game.new(heroes=["fighter"], seed=seed, content=content_with(tiles),
                    stacked={"tiles": ["ruins-den"], "monsters:ruins": ["gilt-mimic-urn"],
                             "hero:fighter": ["8", "8", "7", "7"]})
    game.do(DrawTile())
    game.do(PlaceTile(tile="ruins-den", x=1, y=0, rotation=0))
    return game


def test_a_chest_is_reached_only_after_the_monsters_present_at_it() -> None:
    """"Heroes must Encounter all Monsters present at a Chest before Encountering the Chest.\""""
    game = den_game()
    monster, chest = element_of(game, "monster"), element_of(game, "chest")
    assert game.encounterable() == [monster]
    with pytest.raises(RuleViolation, match="cannot reach that Chest"):
        game.do(Encounter(element=chest))

    def make(seed: int) -> Game:
        g = den_game(seed)
        g.do(Encounter(element=monster))
        return g
    game = win_fight(make)
    assert Encounter(element=chest) in game.legal()


def test_two_monster_icons_draw_two_monster_cards_of_the_ecology() -> None:
    """"Draw the next Monster Card for the Level you're Exploring. If two Monster icons are present,
    draw two Monster Cards.\""""
    game = board_game([("monster", 3, 1, 2)], heroes=("fighter", "rogue"), ecology="caverns",
                      stacked={"monsters:caverns": ["moss-troll", "undertow-eel"]})
    while game.state.phase == "resolving":
        game.do(game.legal()[0])
    game.do(Encounter(element=element_of(game, "monster")))
    c = game.state.combat
    assert [f.card for f in c.foes] == ["moss-troll", "undertow-eel"] and c.step == "assign"
    assert not {"moss-troll", "undertow-eel"} & set(game.state.monster_piles["caverns"])


def test_feature_cards_may_be_played_from_hand_and_draw_pile_together() -> None:
    """"Heroes may Play these Action Cards from their hand, directly from their draw pile, or any
    combination of the two." A fight leaves one card in hand; the test takes it and a drawn one."""
    def make(seed: int) -> Game:
        g = board_game([("monster", 3, 1), ("feature", 1, 3)], seed=seed,
                       stacked={"monsters:ruins": ["gilt-mimic-urn"], "features:ruins": ["trapped-threshold"]})
        g.do(Encounter(element=element_of(g, "monster")))
        return g
    game = win_fight(make)
    hs = game.state.hero_states[0]
    assert hs.hand, "a won fight leaves cards in hand"
    in_hand = hs.hand[0]
    top = next(c for c in hs.draw if not c.split(":")[1].startswith("power"))
    game.do(Encounter(element=element_of(game, "feature")))
    plays = legal_of(game, "play_feature_card")
    assert PlayFeatureCard(hero=0, card=in_hand) in plays and PlayFeatureCard(hero=0) in plays
    game.do(PlayFeatureCard(hero=0, card=in_hand))
    game.do(PlayFeatureCard(hero=0))
    assert game.state.pending[0].played == [[in_hand, top]]
    game.do(EndFeatureTest())
    assert {in_hand, top} <= set(game.state.hero_states[0].discard)


def test_armor_does_not_reduce_a_features_damage() -> None:
    """"Note: Armor only reduces damage taken during Combat, unless a specific card you encounter
    mentions otherwise." The Ringmail Shirt's Armor does not soften the Trapped Threshold."""
    plain = board_game([("feature", 3, 1)], stacked={"features:ruins": ["trapped-threshold"],
                                                     "hero:fighter": ["3", "3"]})
    armored = board_game([("feature", 3, 1), ("chest", 1, 3)],
                         stacked={"features:ruins": ["trapped-threshold"], "hero:fighter": ["3", "3"],
                                  "items:fighter": ["ringmail-shirt"]})
    armored.do(Encounter(element=element_of(armored, "chest")))
    armored.do(ChooseHero(hero=0))
    assert "ringmail-shirt" in armored.state.hero_states[0].equipped
    lost = []
    for game in (plain, armored):
        before = game.state.hero_states[0].health
        game.do(Encounter(element=element_of(game, "feature")))
        game.do(PlayFeatureCard(hero=0))
        game.do(PlayFeatureCard(hero=0))
        game.do(EndFeatureTest())
        lost.append(before - game.state.hero_states[0].health)
    assert lost[0] > 0 and lost[0] == lost[1]


def test_resting_refreshes_exhausted_spells() -> None:
    """"Refresh all Exhausted Spells." (Campfire)"""
    game = board_game([("door", 3, 1), ("campfire", 3, 5)], heroes=("wizard",), variants=("start_with_ability",),
                      stacked={"abilities:wizard": ["wizard/word-of-opening"]})
    game.do(UnlockWith(element=element_of(game, "door"), hero=0, source="wizard/word-of-opening"))
    assert game.state.hero_states[0].exhausted == ["wizard/word-of-opening"]
    assert not [c for c in game.legal() if c.kind == "unlock_with"]
    game.do(Encounter(element=element_of(game, "campfire")))
    assert game.state.hero_states[0].exhausted == []


def test_keys_cannot_be_bought_at_a_dead_end_before_the_tile_is_set_aside() -> None:
    """"Keys ... cannot be bought in the time between drawing a new Map Tile and placing it" — nor
    while an unplaceable drawn tile waits to be set aside (One Dead-End Per Ecology)."""
    tiles = [entry(), tile("ruins-x", CLOSED), tile("ruins-y", CROSS)]
    game = Game.new(heroes=["fighter"], seed=1, variants=["one_dead_end"], content=content_with(tiles),
                    stacked={"tiles": ["ruins-x"]})
    scenario.set_xp_pool(game, ["lintel-creeper", "dust-sentry"])
    assert legal_of(game, "buy_key")
    game.do(DrawTile())
    assert game.state.phase == "dead_end"
    assert not legal_of(game, "buy_key")
    with pytest.raises(RuleViolation, match="between drawing a map tile and placing it"):
        game.do(BuyKey(pay=["lintel-creeper"]))
    game.do(SetAsideTile())
    assert legal_of(game, "buy_key")  # the set-aside tile is not a drawn tile waiting to be placed


def test_one_dead_end_is_allowed_again_in_the_next_ecology() -> None:
    """"Once per Ecology": the allowance returns when the next Ecology is set up."""
    tiles = [entry(), tile("ruins-x", CLOSED), tile("ruins-y", CROSS)]
    game = Game.new(heroes=["fighter"], seed=1, variants=["one_dead_end"], content=content_with(tiles),
                    stacked={"tiles": ["ruins-x"]})
    game.do(DrawTile())
    game.do(SetAsideTile())
    assert game.state.dead_end_used
    scenario.next_ecology(game, "caverns", keys_added=3)  # as the descent does after Leveling Up
    assert not game.state.dead_end_used and game.state.set_aside_tile is None


def fighting(armored: bool = True, stack: dict[str, list[str]] | None = None) -> Game:
    """A Fighter who found the Ringmail Shirt (Armor 1), hurt, with XP to spend, now in a fight."""
    game = board_game([("monster", 3, 1), ("chest", 1, 3)],
                      stacked={"monsters:ruins": ["fallen-colossus-hand"], "items:fighter": ["ringmail-shirt"]}
                      | (stack or {}))
    game.do(Encounter(element=element_of(game, "chest")))
    game.do(ChooseHero(hero=0))
    if not armored:
        game.do(UnequipItem(hero=0, item="ringmail-shirt"))
    scenario.set_xp_pool(game, ["lintel-creeper", "dust-sentry"])
    scenario.set_health(game, 0, game.state.hero_states[0].health - 5)  # hurt, so Healing would be worth buying
    game.do(Encounter(element=element_of(game, "monster")))
    assert game.state.phase == "combat"
    return game


def test_nothing_is_bought_equipped_or_unequipped_in_combat() -> None:
    """Healing "cannot be bought while they are Encountering"; Items "cannot be Equipped or
    Unequipped while Encountering"; Keys only while Exploring."""
    game = fighting()
    kinds = {c.kind for c in game.legal()}
    assert not kinds & {"buy_healing", "buy_key", "equip_item", "unequip_item", "draw_tile", "encounter"}
    for cmd, words in ((BuyHealing(pay=["lintel-creeper"], heal=[2]), "not while Encountering"),
                       (BuyKey(pay=["lintel-creeper"]), "only be bought while exploring"),
                       (UnequipItem(hero=0, item="ringmail-shirt"), "while Encountering"),
                       (EquipItem(hero=0, item="ringmail-shirt"), "while Encountering"),
                       (DrawTile(), None)):
        with pytest.raises(RuleViolation, match=words):
            game.do(cmd)


def test_equipped_armor_reduces_each_hit_in_combat() -> None:
    """"Items providing Armor must be equipped for the damage reduction to apply." A Monster Hit of
    7 against a 3: the unequipped Ringmail Shirt saves nothing, the equipped one 1."""
    stack = {"hero:fighter": ["3", "4", "5"], "monster_deck:heavy": ["7", "7"]}
    lost = []
    for armored in (False, True):
        game = fighting(armored, stack)
        hs = game.state.hero_states[0]
        before = hs.health
        game.do(PlayCards(hero=0, cards=cards(game, 0, 3, 4)))
        game.do(ResolvePair(hero=0, front=0, pair=0))
        game.do(FinishAbilities(hero=0))
        lost.append(before - hs.health)
    assert lost == [7, 6]


def test_unequipped_items_may_be_spent_for_xp() -> None:
    """"Equipped and Unequipped Items may be spent for their Experience Point Value.\""""
    game = board_game([("chest", 3, 1)], stacked={"items:fighter": ["ringmail-shirt"]})
    game.do(Encounter(element=element_of(game, "chest")))
    game.do(ChooseHero(hero=0))
    game.do(UnequipItem(hero=0, item="ringmail-shirt"))
    value = game.content.items["ringmail-shirt"].xp
    cost = game.content.references["ruins"].key_cost
    assert value >= cost
    game.do(BuyKey(pay=["ringmail-shirt"]))
    assert "ringmail-shirt" not in game.state.hero_states[0].unequipped and game.state.keys == 4


@pytest.mark.parametrize("ecology", ["caverns", "subterranean"])
def test_start_with_an_ability_is_only_for_a_ruins_start(ecology: str) -> None:
    """"Start with an Ability: If starting at the Ruins, each Hero draws an Ability." A lower start
    gains only its own Abilities (one at the Caverns, two at Subterranean Architecture)."""
    expected = {"caverns": 1, "subterranean": 2}[ecology]
    game = Game.new(heroes=["rogue"], seed=3, ecology=ecology, variants=["start_with_ability"])
    while game.state.phase == "resolving":
        game.do(game.legal()[0])
    assert len(game.state.hero_states[0].abilities) == expected


@pytest.mark.parametrize("variants,keys", [([], 3), (["more_keys"], 6), (["keys_each_ecology"], 3)])
def test_keys_at_a_lower_start(variants: list[str], keys: int) -> None:
    """"Heroes begin with three keys" (six with Start with More Keys); "3 Keys Added at Each New
    Ecology" adds keys on descending, not at the start."""
    game = Game.new(heroes=["fighter"], seed=3, ecology="caverns", variants=variants)
    assert game.state.keys == keys


def test_healing_costs_follow_the_reference_card_and_no_change_is_given() -> None:
    """Healing: "for a certain amount of Experience Points, Heroes get a certain number of Health
    points times the number of Heroes"; overpaying gives no change."""
    game = board_game([], heroes=("fighter", "rogue"))
    ref = game.content.references["ruins"].healing
    for h, hs in enumerate(game.state.hero_states):
        scenario.set_health(game, h, max(1, hs.health - 20))
    scenario.set_xp_pool(game, ["lintel-creeper"])  # worth more than one unit? then the rest is lost
    paid = game.content.monsters.monsters["lintel-creeper"].xp
    total = (paid // ref.xp) * ref.health * 2
    before = [hs.health for hs in game.state.hero_states]
    with pytest.raises(RuleViolation, match="buys"):
        game.do(BuyHealing(pay=["lintel-creeper"], heal=[total + 1, 0]))
    game.do(BuyHealing(pay=["lintel-creeper"], heal=[total, 0]))
    assert game.state.hero_states[0].health == before[0] + total and game.state.xp_pool == []
