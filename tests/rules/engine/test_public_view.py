"""The public form of events and state (game.rules.public_view): what a player at the table knows.
A copy of a game rebuilt from the public form of its events alone agrees with the real game on every
public fact after every command; the public form gives no hidden order; the hash covers every
public fact and none of the hidden orders."""

from __future__ import annotations

import dataclasses
import random
import typing
from functools import cache

import pytest

from game.bot import heuristic as bot
from game.rules import Game, GameState, dump, public_event, public_hash, public_state
from game.rules.core.messages import EVENTS
from game.rules.public_view import STATE_HIDDEN, hide_orders

PARTIES = {1: ["fighter"], 2: ["fighter", "wizard"], 3: ["fighter", "wizard", "rogue"]}


@cache
def whole_game(heroes: int, seed: int) -> Game:
    return bot.play(Game.new(PARTIES[heroes], seed=seed, story_mode=seed % 2 == 1), seed=seed)


@pytest.mark.parametrize(("heroes", "seed"), [pytest.param(1, 1, marks=pytest.mark.slow),
                                             pytest.param(2, 2, marks=pytest.mark.slow),
                                             pytest.param(3, 3, marks=pytest.mark.slow)])
def test_a_copy_built_from_public_events_agrees_on_every_public_fact_after_every_command(heroes, seed):
    game = whole_game(heroes, seed)
    real, copy = Game(game.content), Game(game.content)
    checked = 0
    for event in game.events:
        if event.kind == "command_accepted" and real.events:
            assert public_hash(copy.state) == public_hash(real.state), f"after event {len(real.events)}"
            checked += 1
        real.follow([event])
        copy.follow([public_event(event)])
    assert public_state(copy.state) == public_state(real.state)
    assert checked > 200


def test_the_public_form_of_an_event_gives_its_hidden_orders_sorted_and_everything_else_as_it_is():
    hiding = {e.kind for e in whole_game(3, 3).events if e.hidden}
    assert {"ecology_set_up", "monster_decks_ready", "heroes_ready", "hero_deck_reshuffled"} <= hiding
    for event in whole_game(3, 3).events:
        shown, full = public_event(event), dump(event)
        if not event.hidden:
            assert shown == full
            continue
        assert set(shown) == set(full)
        assert shown == hide_orders(full, event.hidden)
        assert hide_orders(shown, event.hidden) == shown  # already in the fixed order


def test_every_kind_that_holds_a_shuffled_pile_declares_it_hidden():
    # kinds whose events carry a whole pile in its shuffled order (names say so: order, pile, decks)
    for kind, cls in EVENTS.items():
        types = typing.get_type_hints(cls)
        names = {name for name in cls.__dataclass_fields__ if types[name] is not str}  # a pile's name is no pile
        pile_fields = names & {"order", "orders", "pile", "piles", "decks", "tile_pile"}
        if pile_fields:
            declared = {path.split(".")[0] for path in cls.hidden}
            assert pile_fields <= declared, f"{kind}: {sorted(pile_fields - declared)} not declared hidden"


def test_the_public_hash_ignores_hidden_orders_and_sees_every_public_change():
    game = Game.replay(whole_game(3, 3).events[:400])
    before = public_hash(game.state)
    shuffled = game.state.model_copy(deep=True)
    rng = random.Random(5)
    rng.shuffle(shuffled.tile_pile)
    for hero in shuffled.hero_states:
        rng.shuffle(hero.draw)
    for pile in shuffled.monster_decks.values():
        rng.shuffle(pile.draw)
    assert public_hash(shuffled) == before
    hurt = game.state.model_copy(deep=True)
    hurt.hero_states[0].health -= 1
    assert public_hash(hurt) != before
    fewer = game.state.model_copy(deep=True)
    fewer.tile_pile.pop()
    assert public_hash(fewer) != before  # how many tiles are left is known at the table
    fields = {f.name for f in dataclasses.fields(GameState)}
    assert all(path.split(".")[0] in fields for path in STATE_HIDDEN)
