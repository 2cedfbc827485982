"""Rules as written: "killed alone" does not depend on who sits first (issue 22, point 1)."""

from __future__ import annotations

import pytest

from game.rules import FinishAbilities, ResolvePair, pair_kind
from tests.kits.combat_kit import fight, play

DECKS = {"hero:fighter": ["4", "3", "6", "5", "3"], "hero:rogue": ["7", "3", "6", "5", "3"],
         "monster_deck:light": ["3", "3", "3", "3", "5", "5", "5", "5"]}


@pytest.mark.parametrize("heroes", [["fighter", "rogue"], ["rogue", "fighter"]])
def test_a_hero_whose_own_damage_kills_spares_everyone_return_damage_whatever_the_seating(heroes: list[str]) -> None:
    """"If a Hero killed the Monster just by applying their own Damage, ALL Heroes avoid ANY Return
    Damage this Round." and "All Heroes perform each Step simultaneously": the Fighter's Hero Hit 4
    v 3 and the Rogue's 7 v 3 against a monster with 5 health left: the Rogue's 7 alone kills it,
    so nobody takes Return Damage, with the Fighter in seat 0 as with the Rogue there."""
    game = fight(heroes, "lintel-creeper", stacked=DECKS)
    game.state.combat.foes[0].health = [5]
    before = [hs.health for hs in game.state.hero_states]
    for h, name in enumerate(heroes):
        play(game, h, 4 if name == "fighter" else 7, 3)
    for h in range(2):
        slots = game.state.combat.fronts[h].slots
        hit = next(i for i, s in enumerate(slots) if pair_kind(s) == "hero")
        game.do(ResolvePair(hero=h, front=h, pair=hit))
        game.do(FinishAbilities(hero=h))
    assert game.state.phase == "exploring", "no one should be asked who avoids Return Damage"
    assert [hs.health for hs in game.state.hero_states] == before
    assert game.state.xp_pool == ["lintel-creeper"]
