"""The public scenario API (game.rules.scenario, Game.chance) sets a position up through the rules'
own events: the log replays to the same state, legal() lists the new position's moves at once, the
board follows a new Ecology, chance is seeded, and bad requests say what is wrong."""

from __future__ import annotations

import pytest

from game.rules import Game, PlayCards, is_power, scenario


def _replays(game: Game) -> bool:
    return Game.replay(game.events, game.content).state == game.state


def test_a_fight_against_named_monster_cards_opens_with_their_assignment() -> None:
    game = Game.new(heroes=["fighter", "wizard"], seed=5)
    assert all(c.kind != "assign_monsters" for c in game.legal())
    scenario.monster_fight(game, ["lintel-creeper", "dust-sentry"])
    c = game.state.combat
    assert c is not None and [f.card for f in c.foes] == ["lintel-creeper", "dust-sentry"]
    assert c.step == "assign" and {x.kind for x in game.legal()} == {"assign_monsters"}
    assert "lintel-creeper" not in game.state.monster_piles["ruins"]  # left the pile, as if drawn
    assert _replays(game)


def test_a_lone_monster_card_fight_starts_round_one_and_plays_through_do() -> None:
    game = Game.new(heroes=["fighter"], seed=2)
    scenario.monster_fight(game, ["dust-sentry"])
    assert game.state.combat is not None and game.state.combat.step == "play"
    play = next(c for c in game.legal() if isinstance(c, PlayCards))
    game.do(play)
    assert _replays(game)


def test_final_entity_and_stair_guardian_fights_follow_their_seed() -> None:
    parts = set()
    for seed in range(6):
        game = Game.new(heroes=["fighter"], seed=0)
        scenario.final_entity_fight(game, seed=seed)
        parts.add(tuple(game.state.combat.foes[0].parts))
        assert _replays(game)
    assert len(parts) > 1
    again = Game.new(heroes=["fighter"], seed=0)
    scenario.final_entity_fight(again, seed=5)
    assert again.state.combat.foes[0].parts == list(game.state.combat.foes[0].parts)
    guarded = Game.new(heroes=["fighter"], seed=4, stacked={"guardians:ruins": ["ossuary-matron"]})
    scenario.stair_guardian_fight(guarded)
    assert guarded.state.combat.kind == "stair_guardian" and guarded.state.combat.foes[0].card == "ossuary-matron"


def test_keys_xp_health_items_and_drawn_cards_are_set_and_listed_at_once() -> None:
    game = Game.new(heroes=["fighter"], seed=1)
    before = game.legal()
    scenario.set_keys(game, 0)
    scenario.set_xp_pool(game, ["lintel-creeper", "dust-sentry"])
    scenario.set_health(game, 0, game.state.hero_states[0].max_health - 4)
    scenario.set_items(game, 0, equipped=["quarry-maul"], unequipped=["notched-longsword"])
    hs = game.state.hero_states[0]
    drawn = hs.draw[-2:]  # from the bottom of the pile
    scenario.draw(game, 0, drawn)
    assert game.state.keys == 0 and game.state.xp_pool == ["lintel-creeper", "dust-sentry"]
    assert hs.health == hs.max_health - 4 and (hs.equipped, hs.unequipped) == (["quarry-maul"], ["notched-longsword"])
    assert all((c in hs.stored) if is_power(c) else (c in hs.hand) for c in drawn) and not set(drawn) & set(hs.draw)
    after = game.legal()
    assert after != before and any(c.kind == "buy_healing" for c in after)
    assert not any(c.kind == "equip_item" for c in after)  # the maul fills both hands
    assert _replays(game)


def test_a_level_up_and_the_next_ecology_are_set_up_as_the_rules_do() -> None:
    game = Game.new(heroes=["fighter"], seed=3)
    scenario.level_up(game)
    assert game.state.phase == "resolving" and any(c.kind == "pass_ability" for c in game.legal())
    fresh = Game.new(heroes=["fighter"], seed=3)
    cells = fresh.accessible_cells()
    scenario.next_ecology(fresh, "caverns", keys_added=3)
    assert fresh.state.ecology == "caverns" and fresh.accessible_cells() != cells  # the board follows
    assert fresh.accessible_cells() == Game.replay(fresh.events, fresh.content).accessible_cells()
    scenario.raise_heroes_to(fresh, 2)
    assert fresh.state.hero_states[0].level == 2 and _replays(fresh)


def test_chance_is_seeded_and_open_only_inside_its_block() -> None:
    game = Game.new(heroes=["fighter"], seed=1)
    with pytest.raises(RuntimeError, match="inside Game.new or Game.do"):
        _ = game.rng
    with game.chance(7):
        first = game.rng.random()
    with game.chance(7):
        assert game.rng.random() == first
    with pytest.raises(RuntimeError):
        _ = game.rng


@pytest.mark.parametrize(("step", "message"), [
    (lambda g: scenario.monster_fight(g, ["no-such-monster"]), "'no-such-monster' is no Monster Card"),
    (lambda g: scenario.monster_fight(g, []), "one or two Monster Cards, not 0"),
    (lambda g: scenario.set_health(g, 3, 1), "There is no hero 3"),
    (lambda g: scenario.set_health(g, 0, 999), "Health runs from 0 to"),
    (lambda g: scenario.draw(g, 0, ["nonsense"]), "'nonsense' is not in hero 0's draw pile"),
    (lambda g: scenario.next_ecology(g, "moon"), "'moon' is no Ecology"),
    (lambda g: scenario.set_items(g, 0, equipped=["spoon"]), "'spoon' is no Item"),
    (lambda g: scenario.level_up(g, then="sleep"), "not 'sleep'"),
])
def test_a_bad_request_says_what_is_wrong_and_changes_nothing(step, message) -> None:
    game = Game.new(heroes=["fighter"], seed=1)
    events = list(game.events)
    with pytest.raises(ValueError, match=message):
        step(game)
    assert game.events == events


def test_a_second_fight_cannot_be_set_up_over_the_first() -> None:
    game = Game.new(heroes=["fighter"], seed=1)
    scenario.monster_fight(game, ["dust-sentry"])
    with pytest.raises(ValueError, match="no fight is on"):
        scenario.final_entity_fight(game)
