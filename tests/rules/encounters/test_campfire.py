"""CAMPFIRES: "Heroes may Rest at a Campfire once per Ecology" — heal half the current maximum,
reshuffle, Stored Power stays, Spells refresh, Defeated Monsters return; the Random Campfire
Healing variant."""

from __future__ import annotations

from game.rules import Encounter
from game.rules.areas.features import EndFeatureTest, PlayFeatureCard
from tests.kits.progress_kit import board_game, element_of, win_fight


def hurt_game(variants=(), stack=None):
    """Fighter hurt by the Trapped Threshold (a failed test), the Campfire still unvisited."""
    stacked = {"features:ruins": ["trapped-threshold"], "hero:fighter": ["3", "3"]} | (stack or {})
    game = board_game([("feature", 3, 1), ("campfire", 3, 5)], variants=variants, stacked=stacked)
    game.do(Encounter(element=element_of(game, "feature")))
    game.do(PlayFeatureCard(hero=0))
    game.do(PlayFeatureCard(hero=0))
    game.do(EndFeatureTest())
    return game


def test_resting_heals_half_the_maximum_and_reshuffles_keeping_stored_power():
    game = hurt_game()
    hs = game.state.hero_states[0]
    before_health, stored = hs.health, list(hs.stored)
    cards = sorted(hs.draw + hs.discard)
    assert hs.discard
    game.do(Encounter(element=element_of(game, "campfire")))
    hs = game.state.hero_states[0]
    assert hs.health == min(hs.max_health, before_health + hs.max_health // 2)
    assert hs.discard == [] and sorted(hs.draw) == cards and hs.stored == stored
    assert game.state.elements[element_of(game, "campfire")].status == "resolved"


def test_rest_only_once_per_ecology():
    game = hurt_game()
    game.do(Encounter(element=element_of(game, "campfire")))
    assert not [c for c in game.legal() if c.kind == "encounter" and c.element == element_of(game, "campfire")]


def test_defeated_monsters_return_after_resting():
    """"Remove all Defeated Monster Tokens from the Map Tiles. Monsters are present at these locations again.\""""
    def make(seed):
        game = board_game([("monster", 3, 1), ("campfire", 3, 5)], seed=seed,
                          stacked={"monsters:ruins": ["gilt-mimic-urn"], "hero:fighter": ["8", "8", "7", "7"]})
        game.do(Encounter(element=element_of(game, "monster")))
        return game
    game = win_fight(make)
    monster = element_of(game, "monster")
    assert game.state.elements[monster].status == "defeated"
    game.do(Encounter(element=element_of(game, "campfire")))
    assert game.state.elements[monster].status == "discovered"
    assert game.state.elements[monster].obstructs


def test_random_campfire_healing_heals_the_higher_of_two_drawn_cards():
    """"When resting at a Campfire, each Hero Draws 2 Cards and Heals equal to the highest Value Card.\""""
    game = hurt_game(variants=("random_campfire_healing",), stack={"hero:fighter": ["3", "3", "power", "4", "6"]})
    before = game.state.hero_states[0].health
    game.do(Encounter(element=element_of(game, "campfire")))
    hs = game.state.hero_states[0]
    assert hs.health == min(hs.max_health, before + 6)  # drew power (Stored), 4 and 6
    assert len(hs.stored) == 2  # the stacked Power Card came from the Stored row and is back
