"""Rules as written: one "ignore the results of your Combat Pairs this round" covers every one of
the hero's fights that round (issue 22, point 2)."""

from __future__ import annotations

import pytest

from game.rules import ActivateAbility, FinishAbilities, ResolvePair, RuleViolation, pair_kind
from tests.kits.combat_kit import fight, play

MONSTERS = ["lintel-creeper", "tomb-moths"]


def _lone_rogue_against_two_monster_cards():
    game = fight(["rogue"], MONSTERS[0], icons=2,
                 stacked={"monsters:ruins": MONSTERS, "hero:rogue": ["2", "2", "3", "3", "4", "4"],
                          "monster_deck:light": ["6", "6", "6", "6", "6", "6", "6", "6"]})
    c = game.state.combat
    assert len(c.fronts) == 2 and {f.hero for f in c.fronts} == {0}
    hs = game.state.hero_states[0]
    hs.abilities.append("rogue/tumble-clear")
    assert len(hs.stored) >= 2
    return game


def test_ignore_results_covers_all_of_the_heroes_combat_pairs_this_round() -> None:
    """Tumble Clear: "Power (2 Power Cards): ignore the results of your Combat Pairs this round." A
    lone Rogue facing two Monster Cards pays once, and neither fight hurts her; no pair is chosen
    where the results are ignored."""
    game = _lone_rogue_against_two_monster_cards()
    play(game, 0, 2, 2)
    play(game, 0, 3, 3)
    c = game.state.combat
    assert all(pair_kind(s) == "monster" for f in c.fronts for s in f.slots)  # 6 v 2, 6 v 3: Monster Hits
    health, stored = game.state.hero_states[0].health, len(game.state.hero_states[0].stored)
    tumble = [x for x in game.legal() if isinstance(x, ActivateAbility) and x.ability == "rogue/tumble-clear"]
    assert tumble
    game.do(tumble[0])
    assert all(f.ignored for f in game.state.combat.fronts)
    assert len(game.state.hero_states[0].stored) == stored - 2
    legal = game.legal()
    assert not [x for x in legal if isinstance(x, ResolvePair)], "no pair is chosen where results are ignored"
    assert not [x for x in legal if isinstance(x, ActivateAbility) and x.ability == "rogue/tumble-clear"]
    with pytest.raises(RuleViolation, match="ignored"):
        game.do(ResolvePair(hero=0, front=1, pair=0))
    game.do(FinishAbilities(hero=0))
    assert game.state.hero_states[0].health == health  # both fights' Monster Hits ignored
    assert game.state.combat.foes[0].health and game.state.combat.round == 2
