"""Campaign talents' rule effects (issue 17), per hero: Spare Key, Pathfinder, Chosen Gift, Hardy."""

from __future__ import annotations

import pytest

from game.rules import TALENTS, Encounter, Game, RuleViolation
from game.rules.areas.explore import DrawTile
from game.rules.areas.progression import ChooseAbility
from tests.kits.progress_kit import board_game, element_of, win_fight
from tests.kits.tilekit import CLOSED, CROSS, content_with, entry, tile


def test_four_talents_each_with_a_name_and_one_sentence():
    assert set(TALENTS) == {"extra_key", "tile_redraw", "ability_of_two", "tough"}
    assert all(t.name and t.text.endswith(".") for t in TALENTS.values())


def test_spare_key_one_more_starting_key_per_hero_who_holds_it():
    assert Game.new(heroes=["fighter", "wizard"], seed=1, talents={0: ["extra_key"]}).state.keys == 4
    both = Game.new(heroes=["fighter", "wizard"], seed=1, talents={0: ["extra_key"], 1: ["extra_key"]})
    assert both.state.keys == 5


def test_hardy_two_more_maximum_health_at_level_one_and_after_leveling_up():
    game = Game.new(heroes=["fighter", "wizard"], seed=1, talents={1: ["tough"]})
    mats = [game.content.heroes[h].max_health for h in ("fighter", "wizard")]
    assert [(hs.max_health, hs.health) for hs in game.state.hero_states] == [(mats[0][0], mats[0][0]),
                                                                            (mats[1][0] + 2, mats[1][0] + 2)]

    def make(seed):
        g = board_game([("stairs", 3, 1)], seed=seed, stacked={"guardians:ruins": ["twin-lamp-keepers"]},
                       talents={0: ["tough"]})
        g.do(Encounter(element=element_of(g, "stairs")))
        return g
    leveled = win_fight(make).state.hero_states[0]
    assert leveled.level == 2 and leveled.max_health == game.content.heroes["fighter"].max_health[1] + 2


def test_chosen_gift_draws_two_abilities_and_the_player_keeps_one():
    game = Game.new(heroes=["fighter", "wizard"], seed=3, talents={1: ["ability_of_two"]})
    step = game.state.pending[0]
    assert game.state.phase == "resolving" and step.step == "choose_ability" and step.hero == 1
    assert game.legal() == [ChooseAbility(hero=1, ability=a) for a in step.options] and len(step.options) == 2
    with pytest.raises(RuleViolation):
        game.do(ChooseAbility(hero=0, ability=step.options[0]))
    game.do(ChooseAbility(hero=1, ability=step.options[1]))
    assert game.state.hero_states[1].abilities == [step.options[1]]
    assert game.state.piles.abilities["wizard"][-1] == step.options[0], "the other goes to the bottom"
    assert game.state.phase == "exploring" and game.state.hero_states[0].abilities == []


def test_chosen_gift_also_in_a_game_started_lower_down():
    game = Game.new(heroes=["fighter"], seed=3, ecology="caverns", talents={0: ["ability_of_two"]})
    assert any(s.step == "choose_ability" for s in game.state.pending)


def test_pathfinder_redraws_one_unplaceable_tile_per_ecology_for_each_hero_who_holds_it():
    tiles = [entry(), tile("ruins-x", CLOSED), tile("ruins-y", CLOSED), tile("ruins-z", CROSS)]
    stack = {"tiles": ["ruins-x", "ruins-y", "ruins-z"]}

    def first_draw(talents):
        game = Game.new(heroes=["fighter", "wizard"], seed=1, content=content_with(tiles), stacked=stack,
                        talents=talents)
        game.do(DrawTile())
        return game
    one = first_draw({0: ["tile_redraw"]})
    assert one.outcome == "lost", "one redraw: the second closed tile still ends the game"
    two = first_draw({0: ["tile_redraw"], 1: ["tile_redraw"]})
    assert two.outcome is None and two.state.drawn_tile == "ruins-z" and two.state.redraws_used == 2


def test_talents_for_a_hero_the_party_lacks_or_unknown_talents_are_refused():
    with pytest.raises(RuleViolation, match="hero 2"):
        Game.new(heroes=["fighter"], seed=1, talents={2: ["tough"]})
    with pytest.raises(RuleViolation, match="no talent called 'wings'"):
        Game.new(heroes=["fighter"], seed=1, talents={0: ["wings"]})
