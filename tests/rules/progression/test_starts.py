"""STARTING THE GAME AT A LOWER ECOLOGY and "Start with an Ability"."""

from __future__ import annotations

import pytest

from game.rules import Game, RuleViolation
from game.rules.areas.progression import PassAbility
from tests.kits.progress_kit import settle


@pytest.mark.parametrize("ecology,level,gains", [("caverns", 2, 1), ("subterranean", 3, 2)])
def test_lower_ecology_start_gives_level_abilities_items_and_three_keys(ecology, level, gains):
    game = Game.new(heroes=["fighter", "rogue"], seed=4, ecology=ecology)
    assert game.state.phase == "resolving" and game.state.keys == 3
    for hs in game.state.hero_states:
        mx = game.content.heroes[hs.hero].max_health[level - 1]
        assert hs.level == level and hs.max_health == mx and hs.health == mx
    with pytest.raises(RuleViolation):
        game.do(PassAbility(hero=0))  # every hero gains them
    settle(game)
    assert game.state.phase == "exploring"
    for hs in game.state.hero_states:
        assert len(hs.abilities) == gains
        assert len(hs.equipped) + len(hs.unequipped) == gains


def test_starting_at_level_three_stores_the_wizard_rogues_third_power_card():
    """"When she starts a game at level 3, all three of her Power Cards are placed face up"."""
    game = Game.new(heroes=["wizard-rogue"], seed=2, ecology="subterranean")
    assert len(game.state.hero_states[0].stored) == 3


def test_multi_classed_heroes_may_draw_one_ability_of_each_class():
    game = Game.new(heroes=["fighter-wizard"], seed=2, ecology="caverns")
    while game.state.pending[0].step != "level_up":
        game.do(game.legal()[0])
    modes = {c.mode for c in game.legal() if c.kind == "buy_ability"}
    assert modes == {"primary", "both"}
    game.do(next(c for c in game.legal() if c.kind == "buy_ability" and c.mode == "both"))
    opts = game.state.pending[0].options
    assert [o.split("/")[0] for o in opts] == ["fighter", "wizard"]


def test_start_with_an_ability_variant():
    game = Game.new(heroes=["fighter", "wizard"], seed=1, variants=["start_with_ability"])
    assert game.state.phase == "exploring"
    assert all(len(hs.abilities) == 1 for hs in game.state.hero_states)
    plain = Game.new(heroes=["fighter"], seed=1)
    assert plain.state.hero_states[0].abilities == []
