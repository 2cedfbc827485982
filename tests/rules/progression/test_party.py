"""Forming the party: Hero Mats, alternates, and alternates played single-classed."""

from __future__ import annotations

import pytest

from game.rules import Game, RuleViolation
from game.rules.areas.items import hero_classes


def test_a_hero_and_its_alternate_share_one_mat():
    """"The Kickstarter edition of the game comes with double-sided Hero Mats with alternate versions
    of the Hero on the back": a hero and its alternate never play together."""
    with pytest.raises(RuleViolation, match="two sides of one Hero Mat"):
        Game.new(heroes=["fighter", "fighter-wizard"], seed=1)
    with pytest.raises(RuleViolation, match="two sides of one Hero Mat"):
        Game.new(heroes=["rogue-fighter", "rogue"], seed=1)
    Game.new(heroes=["fighter-wizard", "rogue"], seed=1)  # different mats


def test_multi_classed_heroes_draw_from_both_classes():
    game = Game.new(heroes=["fighter-wizard"], seed=3)
    assert hero_classes(game, 0) == ["fighter", "wizard"]
    assert set(game.state.piles.items) == {"fighter", "wizard"}


def test_alternates_can_be_played_single_classed():
    """"The alternate Heroes can also be played as only having their Primary Class. When played this
    way, Item and Ability draws occur as normal.\""""
    game = Game.new(heroes=["fighter-wizard", "rogue"], seed=3, single_class=["fighter-wizard"])
    assert hero_classes(game, 0) == ["fighter"]
    assert set(game.state.piles.items) == {"fighter", "rogue"}
    assert set(game.state.piles.abilities) == {"fighter", "rogue"}


def test_single_classed_start_at_the_caverns_draws_one_item_of_the_primary_class():
    """Starting at the Caverns, "All Heroes Draw one Item from their Hero-specific Item Cards" -- a
    single-classed alternate draws as normal: one card of its Primary Class, no choice between two."""
    game = Game.new(heroes=["wizard-rogue"], seed=4, ecology="caverns", single_class=["wizard-rogue"])
    while game.state.phase == "resolving":
        game.do(game.legal()[0])
    held = game.state.hero_states[0].equipped + game.state.hero_states[0].unequipped
    assert held and all(game.content.items[i].deck == "wizard" for i in held)


def test_only_alternates_can_be_single_classed():
    with pytest.raises(RuleViolation, match="only the alternate"):
        Game.new(heroes=["fighter"], seed=1, single_class=["fighter"])
    with pytest.raises(RuleViolation, match="not in the party"):
        Game.new(heroes=["fighter"], seed=1, single_class=["wizard-rogue"])


def test_single_class_play_survives_replay():
    game = Game.new(heroes=["rogue-fighter"], seed=9, single_class=["rogue-fighter"])
    again = Game.replay(game.events)
    assert again.state.single_class == ["rogue-fighter"] and hero_classes(again, 0) == ["rogue"]
