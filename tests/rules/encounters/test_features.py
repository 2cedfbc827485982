"""FEATURES: "Draw the next Feature Card for the Level you're Exploring and follow any instructions
found on the card." Tests are played with Action Cards from hand or straight from the draw pile."""

from __future__ import annotations

import pytest

from game.rules import Encounter, RuleViolation, scenario
from game.rules.areas.features import EndFeatureTest, PlayFeatureCard
from tests.kits.progress_kit import board_game, element_of


def feature_game(card: str, heroes=("fighter",), hero_stack=None):
    stacked = {"features:ruins": [card]} | (hero_stack or {})
    game = board_game([("feature", 3, 1)], heroes=heroes, stacked=stacked)
    game.do(Encounter(element=element_of(game, "feature")))
    return game


def test_encountering_a_feature_moves_the_lantern_and_draws_the_next_card():
    game = feature_game("keyring-skeleton")
    el = game.state.elements[element_of(game, "feature")]
    assert game.state.lantern == el.spot
    assert game.state.phase == "resolving"
    assert game.state.pending[0].card == "keyring-skeleton"
    assert "keyring-skeleton" not in game.state.piles.features["ruins"]


def test_target_number_depends_on_the_number_of_heroes():
    """"use the first value if you're playing with one Hero, ... the third if ... three Heroes."
    Keyring Skeleton: 6/11/16 with one card each."""
    one = feature_game("keyring-skeleton", hero_stack={"hero:fighter": ["6"]})
    one.do(PlayFeatureCard(hero=0))
    one.do(EndFeatureTest())
    assert one.state.keys == 3 + 1  # passed: one Key
    three = feature_game("keyring-skeleton", heroes=("fighter", "wizard", "rogue"),
                         hero_stack={"hero:fighter": ["6"], "hero:wizard": ["4"], "hero:rogue": ["5"]})
    for h in range(3):
        three.do(PlayFeatureCard(hero=h))
    three.do(EndFeatureTest())
    assert three.state.keys == 3  # 15 against 16 fails: no Key


def test_played_cards_are_discarded_and_xp_is_gained_on_success_or_failure():
    """"Any Action Cards a Hero has played as a result of these tests are Discarded" and "Heroes
    collect the XP for Features regardless of whether they Succeed or Fail"."""
    game = feature_game("trapped-threshold", hero_stack={"hero:fighter": ["3", "3"]})
    health = game.state.hero_states[0].health
    game.do(PlayFeatureCard(hero=0))
    game.do(PlayFeatureCard(hero=0))
    game.do(EndFeatureTest())
    hs = game.state.hero_states[0]
    assert sorted(hs.discard) == ["fighter:3a", "fighter:3b"]
    assert hs.health == health - 4  # failed: 6 against 7
    assert game.state.xp_pool == ["trapped-threshold"]
    assert game.state.elements[element_of(game, "feature")].status == "resolved"
    assert game.state.phase == "exploring"


def test_a_hero_plays_no_more_cards_than_the_test_allows_and_only_cards_in_hand():
    game = feature_game("keyring-skeleton")
    game.do(PlayFeatureCard(hero=0))
    with pytest.raises(RuleViolation, match="all 1 card"):
        game.do(PlayFeatureCard(hero=0))
    game2 = feature_game("trapped-threshold")
    with pytest.raises(RuleViolation, match="No card called .* is in Harrow Stonebrook.s hand"):
        game2.do(PlayFeatureCard(hero=0, card="fighter:8a"))


def test_a_power_card_turned_up_from_the_draw_pile_is_stored_and_does_not_count():
    game = feature_game("keyring-skeleton", hero_stack={"hero:fighter": ["power", "7"]})
    game.do(PlayFeatureCard(hero=0))
    hs = game.state.hero_states[0]
    assert len(hs.stored) == 2 and game.state.pending[0].played == [[]]
    game.do(PlayFeatureCard(hero=0))
    game.do(EndFeatureTest())
    assert game.state.keys == 4


def test_a_feature_without_a_test_just_follows_its_card():
    game = board_game([("feature", 3, 1)], stacked={"features:ruins": ["mosaic-of-warning"]})
    health = game.state.hero_states[0].health
    game.do(Encounter(element=element_of(game, "feature")))
    assert game.state.phase == "exploring"
    assert game.state.hero_states[0].health == health - 2 and game.state.keys == 4
    assert game.state.xp_pool == ["mosaic-of-warning"]


def test_a_feature_that_gives_an_item_lets_the_players_choose_the_hero():
    game = feature_game("gnawed-strongbox", heroes=("fighter", "rogue"),
                        hero_stack={"hero:fighter": ["8", "8"], "hero:rogue": ["7", "7"],
                                    "items:rogue": ["dusk-cloak"]})
    for h in (0, 0, 1, 1):
        game.do(PlayFeatureCard(hero=h))
    game.do(EndFeatureTest())  # 30 against 17
    assert {c.kind for c in game.legal()} == {"choose_hero"}
    game.do(next(c for c in game.legal() if c.hero == 1))
    assert "dusk-cloak" in game.state.hero_states[1].equipped


def test_feature_damage_can_kill_a_hero_and_lose_the_game():
    """"The Heroes lose if: ... One of the Heroes is Killed.\""""
    game = feature_game("trapped-threshold", hero_stack={"hero:fighter": ["3"]})
    scenario.set_health(game, 0, 3)  # a battered hero
    game.do(PlayFeatureCard(hero=0))
    game.do(EndFeatureTest())
    assert game.outcome == "lost" and "killed" in game.state.outcome_reason


def test_every_feature_card_is_ten_per_ecology_with_xp():
    game = board_game([])
    for eco in ("ruins", "caverns", "subterranean"):
        ids = game.content.ecology_features[eco]
        assert len(ids) == 10
        assert all(game.content.features[f].xp == game.content.references[eco].feature_xp for f in ids)
