"""Rebuilding the party from a Hero Record ("use the sheets to guide rebuilding your Heroes")."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.bot import heuristic as bot
from game.rules import Game, RuleViolation, dump


def first_record(seeds=range(60)):
    """The first Hero Record a bot game writes (after its first level-up), with that game."""
    for seed in seeds:
        game = Game.new(heroes=["fighter", "wizard"], seed=seed)
        rng = random.Random(seed)
        while game.outcome is None:
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)
            records = [e for e in game.events if e.kind == "hero_record_written"]
            if records:
                return game, dump(records[-1])
    pytest.fail("no bot game reached a level-up")


def test_the_rebuilt_party_matches_its_hero_record():
    """"Just after Leveling Up, use the sheets to record information on each Hero, and to note the
    Ecology they're facing next ... use the sheets to guide rebuilding your Heroes.\""""
    _, record = first_record()
    game = Game.from_record(record)
    s = game.state
    assert s.ecology == record["next_ecology"] and len(s.placements) == 1
    assert s.keys == record["keys"] and s.xp_pool == record["xp_pool"]
    for hs, sheet in zip(s.hero_states, record["heroes"], strict=True):
        assert (hs.hero, hs.level, hs.max_health, hs.health) == (sheet["hero"], sheet["level"],
                                                                 sheet["max_health"], sheet["health"])
        assert hs.abilities == sheet["abilities"] and hs.equipped == sheet["equipped"]
        assert Counter(hs.draw + hs.stored) == Counter(sheet["action_deck"])
        assert all("power" in c for c in hs.stored) and not hs.hand and not hs.discard


def test_a_rebuilt_party_does_not_get_the_lower_ecology_start_again():
    """Starting at the Caverns gives level 2, an Ability and an Item; a rebuilt party has them already."""
    _, record = first_record()
    game = Game.from_record(record)
    assert game.state.phase == "exploring"
    assert [h.level for h in game.state.hero_states] == [h["level"] for h in record["heroes"]]


def test_held_items_and_abilities_leave_their_piles():
    _, record = first_record()
    game = Game.from_record(record)
    held = {i for h in record["heroes"] for i in h["equipped"] + h["unequipped"] + h["abilities"]}
    piles = [c for pile in game.state.piles.items.values() for c in pile]
    piles += [c for pile in game.state.piles.abilities.values() for c in pile]
    assert held and not held & set(piles)


def test_a_rebuilt_game_replays_and_plays_on():
    _, record = first_record()
    game = Game.from_record(record, seed=99)
    rng = random.Random(1)
    for _ in range(40):
        cmd = bot.choose(game, rng)
        if cmd is None or game.outcome:
            break
        game.do(cmd)
    assert Game.replay(game.events).state.model_dump() == game.state.model_dump()


@pytest.mark.parametrize("edit,message", [
    (lambda r: r.update(next_ecology="attic"), "no Ecology called 'attic'"),
    (lambda r: r["heroes"][0].update(hero="bard"), "no hero called 'bard'"),
    (lambda r: r["heroes"][0].update(abilities=["laser-eyes"]), "no ability card 'laser-eyes'"),
    (lambda r: r["heroes"][0].update(level=7), "heroes.0.level"),
    (lambda r: r["heroes"][0].update(action_deck=["wizard:2a"]), "another hero's cards"),
    (lambda r: r.update(keys=-1), "keys"),
])
def test_a_broken_hero_record_is_refused_with_a_sentence(edit, message):
    _, record = first_record()
    edit(record)
    with pytest.raises(RuleViolation, match=message):
        Game.from_record(record)
