"""The rulebook's COMBAT PLAY EXAMPLES 1-4 and the Withered Shade health-state example, played
through Game.new / legal() / do() with stacked decks. (Our alternates stand in for Bren, Ava and
Sil: fighter-wizard, rogue-fighter, wizard-rogue; our Rag-Wing Flutterers for the Withered Shade.)
"""

from __future__ import annotations

import pytest

from game.rules import (
    ActivateAbility,
    FinishAbilities,
    PlaceMonsterCard,
    PlayCards,
    ResolvePair,
    RuleViolation,
    pair_kind,
)
from tests.kits.combat_kit import cards, fight, play


def _health(game, hero=0):
    return game.state.hero_states[hero].health


def _foe(game):
    return game.state.combat.foes[0].health


def test_example_1_hero_hits_in_both_pairs_and_chooses_which_to_resolve() -> None:
    """"If she Resolves the Pair on the left, she will do 5 points of Direct Damage and the Monster
    will do 1 point of Return Damage ... on the right she will do 6 points of Direct Damage, but the
    Monster will do nearly as much in Return Damage, 4 points.\""""
    for pair, dealt, returned in ((0, 5, 1), (1, 6, 4)):
        game = fight(["fighter-wizard"], "lintel-creeper",
                     stacked={"hero:fighter-wizard": ["5", "6", "3"], "monster_deck:light": ["4", "2"]})
        play(game, 0, 5, 6)
        front = game.state.combat.fronts[0]
        assert [pair_kind(s) for s in front.slots] == ["hero", "hero"]
        options = {c.pair for c in game.legal() if c.kind == "resolve_pair"}
        assert options == {0, 1}
        before, foe_before = _health(game), _foe(game)[0]
        game.do(ResolvePair(hero=0, front=0, pair=pair))
        game.do(FinishAbilities(hero=0))
        assert foe_before - _foe(game)[0] == dealt
        assert before - _health(game) == returned


def _example_2(resolve: int):
    game = fight(["rogue-fighter"], "lintel-creeper",
                 stacked={"hero:rogue-fighter": ["4", "2", "7"], "monster_deck:light": ["4", "5"]})
    play(game, 0, 4, 2)
    return game


def test_example_2_a_block_may_be_chosen_over_a_monster_hit() -> None:
    """"Ava has a Monster Hit on the right Pair where the Monster would do 5 points of Direct Damage,
    while she would Return Damage for 3 points ... On the left Pair, however, Ava has a Block result,
    which she can choose over the Monster Hit.\""""
    game = _example_2(0)
    front = game.state.combat.fronts[0]
    assert [pair_kind(s) for s in front.slots] == ["block", "monster"]
    assert {c.pair for c in game.legal() if c.kind == "resolve_pair"} == {0, 1}
    hp, foe = _health(game), _foe(game)[0]
    game.do(ResolvePair(hero=0, front=0, pair=0))
    riposte = [c for c in game.legal() if c.kind == "activate_ability" and c.ability == "rogue-fighter/0"]
    assert riposte, "a resolved Block lets the hero activate a Block-Activated Ability"
    game.do(riposte[0])
    with pytest.raises(RuleViolation, match="one Block-Activated"):
        game.do(riposte[0])
    game.do(FinishAbilities(hero=0))
    assert _health(game) == hp and foe - _foe(game)[0] == 2  # only Riposte's 2 damage

    game = _example_2(1)
    hp, foe = _health(game), _foe(game)[0]
    game.do(ResolvePair(hero=0, front=0, pair=1))
    game.do(FinishAbilities(hero=0))
    assert hp - _health(game) == 5 and foe - _foe(game)[0] == 3


def test_example_3_monster_hit_must_be_resolved_unless_an_ability_changes_it() -> None:
    """"Sil has a Hero Hit on the right Pair, and a Monster Hit on the left Pair. Monster Hits take
    priority ... she must resolve the left pair, taking 6 points of Direct Damage and delivering back
    3" — then an ability "creat[es] a Hero Hit on the right Pair and a Block on the left".\""""
    stacked = {"hero:wizard-rogue": ["3", "6", "2"], "monster_deck:light": ["6", "5"]}
    game = fight(["wizard-rogue"], "lintel-creeper", stacked=stacked)
    play(game, 0, 3, 6)
    front = game.state.combat.fronts[0]
    assert [pair_kind(s) for s in front.slots] == ["monster", "hero"]
    assert {c.pair for c in game.legal() if c.kind == "resolve_pair"} == {0}
    with pytest.raises(RuleViolation, match="Monster Hits must always be chosen"):
        game.do(ResolvePair(hero=0, front=0, pair=1))
    hp, foe = _health(game), _foe(game)[0]
    game.do(ResolvePair(hero=0, front=0, pair=0))
    game.do(FinishAbilities(hero=0))
    assert hp - _health(game) == 6 and foe - _foe(game)[0] == 3

    game = fight(["wizard-rogue"], "lintel-creeper", stacked=stacked)
    play(game, 0, 3, 6)
    stored = len(game.state.hero_states[0].stored)
    game.do(ActivateAbility(hero=0, ability="wizard-rogue/1", front=0, pair=0))  # Quicksilver Hand: +3
    assert len(game.state.hero_states[0].stored) == stored - 1
    front = game.state.combat.fronts[0]
    assert [pair_kind(s) for s in front.slots] == ["block", "hero"]
    assert {c.pair for c in game.legal() if c.kind == "resolve_pair"} == {0, 1}
    hp, foe = _health(game), _foe(game)[0]
    game.do(ResolvePair(hero=0, front=0, pair=1))
    game.do(FinishAbilities(hero=0))
    assert foe - _foe(game)[0] == 6 and hp - _health(game) == 1


def test_example_4_swapping_played_cards_with_a_power_card() -> None:
    """"Bren has a Hero Hit on the left Pair, but a Monster Hit on the right Pair ... She Activates
    [an ability] which lets her swap the position of her Played Action Cards" paying a Stored Power Card."""
    game = fight(["fighter-wizard"], "lintel-creeper",
                 stacked={"hero:fighter-wizard": ["5", "4", "8"], "monster_deck:light": ["2", "5"]})
    play(game, 0, 5, 4)
    front = game.state.combat.fronts[0]
    assert [pair_kind(s) for s in front.slots] == ["hero", "monster"]
    assert {c.pair for c in game.legal() if c.kind == "resolve_pair"} == {1}
    game.do(ActivateAbility(hero=0, ability="fighter-wizard/1", front=0))  # Turn the Blade
    front = game.state.combat.fronts[0]
    assert [pair_kind(s) for s in front.slots] == ["hero", "block"]
    game.do(ResolvePair(hero=0, front=0, pair=1))
    # the pair is locked: changing cards is refused, block ability is offered
    with pytest.raises(RuleViolation, match="already chosen"):
        game.do(ActivateAbility(hero=0, ability="fighter-wizard/1", front=0))
    assert any(c.kind == "activate_ability" and c.ability == "fighter-wizard/0" for c in game.legal())
    # spend the second Stored Power Card? none left to refuse with: Power costs are enforced
    assert len(game.state.hero_states[0].stored) == 1


def test_power_ability_needs_a_stored_power_card() -> None:
    """"Only Stored Power Cards may be spent to pay for them" — but several per round while they last."""
    game = fight(["wizard"], "lintel-creeper",
                 stacked={"hero:wizard": ["5", "4", "8"], "monster_deck:light": ["2", "5"]})
    play(game, 0, 5, 4)
    bolt = ActivateAbility(hero=0, ability="wizard/1", front=0)
    game.do(bolt)
    game.do(bolt)  # a second activation in the same round
    assert game.state.hero_states[0].stored == []
    assert _foe(game)[0] == 9 - 8
    with pytest.raises(RuleViolation, match="costs 1 Stored Power Card"):
        game.do(bolt)
    assert all(c.kind != "activate_ability" or c.ability != "wizard/1" for c in game.legal())


def test_withered_shade_health_states_change_the_cards_played() -> None:
    """"Once two of the Individual Monsters have been killed (meaning two Monsters are left alive),
    the Heroes ... Play two Cards while the Monsters only Play one." (Light Group 4/8/12.)"""
    game = fight(["fighter"], "rag-wing-flutterers",
                 stacked={"hero:fighter": ["8", "7", "6", "8", "7", "3", "5", "4"],
                          "monster_deck:light": ["2", "2", "2", "3", "4", "5"]})
    foe = game.state.combat.foes[0]
    assert foe.health == [4, 4, 4, 4]  # one health token per individual of a Group
    for _ in range(2):  # kill one individual per round: a Hero Hit of 8 on a 4-health shade
        plays = [c for c in game.legal() if c.kind == "play_cards"]
        assert {len(c.cards) for c in plays} == {2}
        best = max(plays, key=lambda c: sum(int(x.split(":")[1][:-1]) for x in c.cards))
        game.do(best)
        front = game.state.combat.fronts[0]
        assert len([s for s in front.slots if s.monster]) == 2  # x4 and x3 columns: monster plays 2
        pair = max(range(2), key=lambda i: int(front.slots[i].hero.split(":")[1][:-1]))
        target = game.state.combat.foes[0].alive()[0]
        game.do(ResolvePair(hero=0, front=0, pair=pair, target=target))
        game.do(FinishAbilities(hero=0))
    assert len(game.state.combat.foes[0].alive()) == 2
    plays = [c for c in game.legal() if c.kind == "play_cards"]
    assert {len(c.cards) for c in plays} == {2}  # heroes still play two
    game.do(plays[0])
    front = game.state.combat.fronts[0]
    assert len([s for s in front.slots if s.monster]) == 1  # ... the monsters only one
    assert game.state.combat.step == "place"
    moves = [c for c in game.legal() if c.kind == "place_monster_card"]
    assert {c.slot for c in moves} == {0, 1}  # "the Hero may move it ... opposite either"
    game.do(PlaceMonsterCard(hero=0, front=0, slot=1))
    front = game.state.combat.fronts[0]
    assert front.slots[0].monster is None and front.slots[1].monster is not None


def test_cards_must_come_from_the_hand_in_the_number_the_state_says() -> None:
    game = fight(["fighter"], "lintel-creeper", stacked={"hero:fighter": ["8", "7", "6"]})
    with pytest.raises(RuleViolation, match="must play 2 cards"):
        game.do(PlayCards(hero=0, cards=cards(game, 0, 8)))
    with pytest.raises(RuleViolation, match="from the hero's hand"):
        game.do(PlayCards(hero=0, cards=["fighter:3a", "fighter:3b"]))
