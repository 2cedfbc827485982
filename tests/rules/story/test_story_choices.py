"""Story mode (issue 17): a story choice at each Legendary Location, Stair Guardian and the Final
Entity when story mode is on, never when it is off; each option's cost paid and reward given;
costs the heroes cannot pay refused with the reason; the choice kept in the log and its JSON."""

from __future__ import annotations

import json

import pytest

from game.rules import Game, RuleViolation, current_choice, describe, dump, option_problem, pool_xp
from tests.kits.story_kit import PARTY, at_choice, option_commands, story_log, with_events


def kinds_after(game: Game, mark: int) -> list[str]:
    return [e.kind for e in game.events[mark:]]


def test_story_mode_off_offers_no_choice_and_writes_nothing_new_in_the_log() -> None:
    events, _ = story_log(PARTY, 0)
    entered = sum(1 for e in events if e.kind == "legendary_entered")
    assert entered  # the seeded game does meet Legendary Locations and stairs
    off = Game.new(list(PARTY), seed=0)
    assert not off.state.story_mode
    started = dump(off.events[0])
    assert "story_mode" not in started and "story_mode" not in off.state.model_dump(mode="json")
    assert off.events == Game.new(list(PARTY), seed=0, story_mode=False).events
    assert dump(Game.new(list(PARTY), seed=0, story_mode=True).events[0])["story_mode"] is True


def test_story_mode_offers_a_choice_on_leaving_each_legendary_location_and_on_every_stairs() -> None:
    events, waits = story_log(PARTY, 0)
    places = [at for at, _ in waits]
    left = [e for e in events if e.kind == "legendary_entered"]
    assert sum(p.startswith("legendary:") for p in places) == len(left)
    assert [p for p in places if not p.startswith("legendary:")] == ["guardian:ruins", "guardian:caverns", "final"]
    assert events[-1].kind == "game_won"


def test_a_choice_waits_alone_the_heroes_can_do_nothing_else() -> None:
    game = at_choice("legendary:ruins")
    assert game.state.phase == "resolving"
    assert {c.kind for c in game.legal()} == {"choose_story_option"}
    with pytest.raises(RuleViolation):
        game.do({"kind": "draw_tile"})


def test_the_stair_guardian_is_drawn_and_fought_only_after_the_choice() -> None:
    game = at_choice("guardian:ruins")
    assert current_choice(game) is not None and game.state.combat is None
    assert game.state.guardian_piles["ruins"]  # not drawn yet: the choice comes first
    mark = len(game.events)
    game.do(game.legal()[0])
    started = [e for e in game.events[mark:] if e.kind == "combat_started"]
    assert len(started) == 1 and started[0].combat == "stair_guardian"
    assert game.state.phase == "combat"


def test_the_final_entity_is_met_only_after_the_choice() -> None:
    game = at_choice("final")
    assert game.state.combat is None
    game.do(game.legal()[-1])
    assert game.state.phase == "combat" and game.state.combat.kind == "final_entity"


def test_keys_for_health_option_pays_a_key_and_heals_every_hero() -> None:
    game = at_choice("legendary:ruins")  # the Weeping Statue: a Key for 3 health, or 1 health for 2 XP
    assert current_choice(game).id == "weeping-statue"
    game = with_events(game, {"kind": "heroes_hurt", "amounts": [2, 5], "cause": "a test"})
    before = [hs.health for hs in game.state.hero_states]
    top = [hs.max_health for hs in game.state.hero_states]
    keys = game.state.keys
    game.do(option_commands(game, 0)[0])
    assert game.state.keys == keys - 1
    assert [hs.health for hs in game.state.hero_states] == [min(m, h + 3) for h, m in zip(before, top, strict=True)]
    assert current_choice(game) is None and game.state.phase == "exploring"


def test_health_for_xp_option_hurts_every_hero_and_puts_a_card_worth_the_xp_in_the_pool() -> None:
    game = at_choice("legendary:ruins")
    before = [hs.health for hs in game.state.hero_states]
    xp, pool = pool_xp(game), len(game.state.xp_pool)
    game.do(option_commands(game, 1)[0])
    assert [hs.health for hs in game.state.hero_states] == [h - 1 for h in before]
    assert pool_xp(game) == xp + 2 and len(game.state.xp_pool) == pool + 1


def test_health_a_hero_does_not_have_to_spare_is_refused_with_the_reason() -> None:
    game = at_choice("legendary:ruins")
    hurt = game.state.hero_states[0].health - 1  # the first hero left with 1 health
    game = with_events(game, {"kind": "heroes_hurt", "amounts": [hurt, 0], "cause": "a test"})
    assert option_commands(game, 1) == []
    assert "would kill" in option_problem(game, 1)
    with pytest.raises(RuleViolation, match="would kill"):
        game.do({"kind": "choose_story_option", "option": 1})
    assert option_commands(game, 0)  # the Key option is still open


def test_keys_the_heroes_do_not_hold_are_refused_with_the_reason() -> None:
    game = at_choice("legendary:ruins")
    game = with_events(game, {"kind": "keys_changed", "amount": -game.state.keys, "cause": "a test"})
    assert option_commands(game, 0) == []
    with pytest.raises(RuleViolation, match="0 Keys"):
        game.do({"kind": "choose_story_option", "option": 0})


def test_an_xp_cost_is_paid_from_the_pool_and_an_unpaid_one_refused() -> None:
    game = at_choice("guardian:ruins")  # the Cut Straps: 1 health for 2 Keys, or 2 XP for 2 health
    assert current_choice(game).id == "cut-straps"
    listed = option_commands(game, 1)
    assert listed and all(c.pay for c in listed)
    with pytest.raises(RuleViolation, match="XP"):
        game.do({"kind": "choose_story_option", "option": 1})
    with pytest.raises(RuleViolation, match="costs no XP"):
        game.do({"kind": "choose_story_option", "option": 0, "pay": list(listed[0].pay)})
    xp = pool_xp(game)
    game.do(listed[0])
    assert pool_xp(game) <= xp - 2


def test_keys_reward_and_health_cost() -> None:
    game = at_choice("guardian:ruins")
    keys, before = game.state.keys, [hs.health for hs in game.state.hero_states]
    game.do(option_commands(game, 0)[0])
    assert game.state.keys == keys + 2
    assert [hs.health for hs in game.state.hero_states] == [h - 1 for h in before]


def test_an_item_reward_lets_the_players_choose_the_hero_who_draws_it() -> None:
    game = at_choice("legendary:ruins", nth=1)  # the Buried Reading Room: 2 health for an Item
    assert current_choice(game).id == "buried-reading-room"
    held = sum(len(hs.equipped) + len(hs.unequipped) for hs in game.state.hero_states)
    game.do(option_commands(game, 0)[0])
    assert game.state.pending and game.state.pending[0].step == "choose_hero"
    game.do(next(c for c in game.legal() if c.kind == "choose_hero"))
    assert sum(len(hs.equipped) + len(hs.unequipped) for hs in game.state.hero_states) >= held  # kept or sold


def test_the_choice_is_told_in_the_log_and_replays_from_its_json() -> None:
    game = at_choice("legendary:ruins")
    mark = len(game.events)
    game.do(option_commands(game, 1)[0])
    offered = next(e for e in reversed(game.events[:mark]) if e.kind == "story_choice_offered")
    assert describe(game, offered).startswith("The Weeping Statue: A statue in the rubble")
    chosen = next(e for e in game.events[mark:] if e.kind == "story_option_chosen")
    assert describe(game, chosen) == ("The heroes choose: Chisel the gold leaf from its crown (cost: each hero "
                                      "loses 1 health; reward: a card worth 2 XP joins the XP pool).")
    log = json.dumps([dump(e) for e in game.events])
    again = Game.replay(json.loads(log))
    assert again.state.model_dump() == game.state.model_dump() and again.state.story_mode


def test_choices_of_one_moment_come_in_file_order() -> None:
    """The Caverns' Legendary Locations offer the file's choices in order, starting again after the last."""
    in_file = ["glow-garden", "wooden-ferryman"]
    caverns: list[str] = []
    for seed in range(12):  # the first seeded game reaching three Legendary Locations in the Caverns
        events, _ = story_log(PARTY, seed)
        caverns = [e.choice for e in events if e.kind == "story_choice_offered" and e.at == "legendary:caverns"]
        if len(caverns) > len(in_file):
            break
    assert len(caverns) > len(in_file)
    assert caverns == [in_file[i % len(in_file)] for i in range(len(caverns))]


def test_a_test_reward_has_the_heroes_face_the_next_feature_and_its_test() -> None:
    game = at_choice("legendary:caverns", nth=1)  # the Wooden Ferryman: a Key for an Item, or a test
    assert current_choice(game).id == "wooden-ferryman"
    eco = game.state.ecology
    top = game.state.piles.features[eco][0]
    pool = len(game.state.xp_pool)
    game.do(option_commands(game, 1)[0])
    drawn = [e for e in game.events if e.kind == "feature_drawn"][-1]
    assert drawn.card == top and drawn.element == "story:wooden-ferryman"
    if game.state.pending and game.state.pending[0].step == "feature_test":
        game.do(next(c for c in game.legal() if c.kind == "end_feature_test"))
    assert top in game.state.xp_pool and len(game.state.xp_pool) == pool + 1  # its XP either way


def test_a_test_with_the_feature_deck_used_up_is_refused_with_the_reason() -> None:
    game = at_choice("legendary:caverns", nth=1)
    eco = game.state.ecology
    game = with_events(game, {"kind": "feature_pile_ready", "ecology": eco, "pile": []})
    assert option_commands(game, 1) == []
    with pytest.raises(RuleViolation, match="Feature deck of this Ecology is empty"):
        game.do({"kind": "choose_story_option", "option": 1})


def test_malformed_and_unlisted_choices_are_refused_and_change_nothing() -> None:
    game = at_choice("guardian:ruins")  # option 1 costs 2 XP
    events, legal = list(game.events), game.legal()
    pay = list(option_commands(game, 1)[0].pay)
    for bad in ({"kind": "choose_story_option", "option": 2}, {"kind": "choose_story_option", "option": -1},
                {"kind": "choose_story_option", "option": "1"}, {"kind": "choose_story_option", "option": True},
                {"kind": "choose_story_option", "option": 1, "pay": ["no-such-card"]},
                {"kind": "choose_story_option", "option": 1, "pay": pay[:-1] if len(pay) > 1 else []},
                {"kind": "choose_story_option", "option": 0, "pay": pay},
                {"kind": "choose_story_option", "option": 0, "hero": 0}):
        assert not game.is_legal(bad), bad
        with pytest.raises(RuleViolation):
            game.do(bad)
        assert game.events == events and game.legal() == legal
    assert all(game.is_legal(c) for c in legal)


def test_no_story_option_outside_a_story_choice() -> None:
    game = Game.new(list(PARTY), seed=0, story_mode=True)
    with pytest.raises(RuleViolation, match="No story choice"):
        game.do({"kind": "choose_story_option", "option": 0})
