"""Rules as written: the players choose which individual of a Horde takes the excess damage
(issue 22, point 7)."""

from __future__ import annotations

import pytest

from game.rules import FinishAbilities, ResolvePair, RuleViolation
from tests.kits.combat_kit import fight, play

HEALTH = [2, 1, 5, 3, 4]  # Tomb Moths (a Horde of five), hurt unevenly


def _moths_hit_for_eight():
    game = fight(["fighter"], "tomb-moths", stacked={"hero:fighter": ["8", "7", "3"], "monster_deck:light": ["2", "2"]})
    game.state.combat.foes[0].health = list(HEALTH)
    play(game, 0, 8, 7)  # 8 v 2 and 7 v 2: Hero Hits
    return game


def test_horde_excess_damage_goes_to_the_individual_the_players_choose() -> None:
    """"If an Individual Monster within a set of Horde Type Monsters is killed, any excess damage may
    be applied to any other Individual Monster in that Horde Type Set." The Fighter's 8 kills moth 1
    (2 health); the players send the 6 left to moth 3 (5 health), and the last 1 goes on to the
    weakest living one. The default, pre-selected, sends it to the weakest first."""
    game = _moths_hit_for_eight()
    listed = [c for c in game.legal() if isinstance(c, ResolvePair) and c.pair == 0 and c.target == 0]
    assert ResolvePair(hero=0, front=0, pair=0, target=0) in listed  # the default
    assert {c.excess for c in listed} >= {None, 2, 4}
    game.do(ResolvePair(hero=0, front=0, pair=0, target=0, excess=2))
    game.do(FinishAbilities(hero=0))
    assert game.state.combat.foes[0].health == [0, 0, 0, 3, 4]

    default = _moths_hit_for_eight()
    default.do(ResolvePair(hero=0, front=0, pair=0, target=0))
    default.do(FinishAbilities(hero=0))
    assert default.state.combat.foes[0].health == [0, 0, 5, 0, 2]  # 1 to moth 2, 3 to moth 4, 2 to moth 5


def test_horde_excess_goes_only_to_another_living_individual_of_the_horde() -> None:
    """"any other Individual Monster in that Horde Type Set": not the one hit first, not a dead one."""
    game = _moths_hit_for_eight()
    with pytest.raises(RuleViolation, match="another living individual"):
        game.do(ResolvePair(hero=0, front=0, pair=0, target=0, excess=0))
    game.state.combat.foes[0].health[2] = 0
    with pytest.raises(RuleViolation, match="another living individual"):
        game.do(ResolvePair(hero=0, front=0, pair=0, target=0, excess=2))
