"""The Thinking player inside a fight: playouts cut at the fight's end, and a fight's card plays."""

from __future__ import annotations

import functools
import random

import pytest

from game.bot import heuristic, odds, thinking
from game.bot.odds import HORIZON, Odds
from game.rules import ECOLOGIES, Game
from tests.kits.bot_positions import first_position, hidden_twin, position_at


@functools.cache
def _in_a_fight(kind: str) -> Game:
    game = first_position(["fighter"], lambda g: g.state.combat is not None and len(g.legal()) > 1
                          and heuristic.choose(g, random.Random(0)).kind == kind, range(5))
    assert game is not None, f"no seeded game reaches a {kind} decision in a fight"
    return game


def test_the_heuristic_bot_stops_playing_when_asked_to():
    game = Game.replay(_in_a_fight("resolve_pair").events)
    heuristic.play(game, seed=1, until=lambda g: g.state.combat is None)
    assert game.state.combat is None or game.outcome is not None, "played to the fight's end"
    assert game.outcome is None or game.state.combat is None
    before = len(game.events)
    heuristic.play(game, seed=1, until=lambda g: True)
    assert game.outcome is not None or sum(e.kind == "command_accepted" for e in game.events[before:]) == 1


def test_a_playout_from_inside_a_fight_is_scored_at_the_fights_end(monkeypatch: pytest.MonkeyPatch):
    seen: list[tuple[bool, bool]] = []

    def scored(game: Game) -> float:
        seen.append((game.state.combat is None, game.outcome is not None))
        return 0.5

    monkeypatch.setattr(odds, "value", scored)
    game = _in_a_fight("resolve_pair")
    search = Odds(game, seed=2, most=2, horizon=HORIZON, fight_end=True)
    search.step(4)
    assert len(seen) == 4 and all(over or ended for over, ended in seen), "each cut where the fight ended"


def test_a_playout_that_meets_no_fight_is_cut_at_the_horizon():
    game = Game.new(["fighter"], seed=1)
    cut = odds.FightEnd(3, game)
    assert [cut.over(game) for _ in range(3)] == [False, False, True], "no fight: cut after 3 commands"
    fighting = _in_a_fight("resolve_pair")
    cut = odds.FightEnd(1, fighting)
    assert not cut.over(fighting) and not cut.over(fighting), "in a fight: on past the horizon"


def test_playouts_to_a_fights_end_never_read_a_hidden_order():
    plain = _in_a_fight("resolve_pair")
    twin = hidden_twin(plain)
    one = Odds(plain, seed=4, most=2, horizon=HORIZON, fight_end=True).step(4)
    two = Odds(twin, seed=4, most=2, horizon=HORIZON, fight_end=True).step(4)
    assert [(o.command, o.wins, o.squares) for o in one] == [(o.command, o.wins, o.squares) for o in two]


def test_the_thinking_player_thinks_at_a_fights_card_play_and_plays_a_legal_command():
    game = _in_a_fight("play_cards")
    budget = thinking.Budget(moves=2, playouts=1, ecologies=frozenset(ECOLOGIES),
                             kinds=thinking.KINDS | thinking.FIGHT_KINDS, fight_end=True)
    cmd = thinking.choose(game, random.Random(1), budget)
    assert cmd in game.legal()
    assert budget.decisions == 1 and budget.runs == 2
    assert sum(budget.switched.values()) == budget.switches
    game.do(cmd)


def test_the_thinking_player_weighs_fighting_a_monster_now_against_exploring_on():
    game = first_position(["fighter"], lambda g: g.state.combat is None and len(g.legal()) > 1
                          and heuristic.choose(g, random.Random(0)).kind == "encounter", range(5))
    assert game is not None, "no seeded game reaches a Monster to fight on the map"
    budget = thinking.Budget(moves=2, playouts=1, ecologies=frozenset(ECOLOGIES),
                             kinds=thinking.KINDS | thinking.EXPLORE_KINDS, fight_end=True)
    cmd = thinking.choose(game, random.Random(1), budget)
    assert cmd in game.legal() and budget.decisions == 1
    game.do(cmd)


@pytest.mark.slow  # a seeded game played to the decision
def test_where_the_heuristic_foresees_a_death_whatever_is_done_the_thinking_player_thinks_longer():
    game = first_position(["fighter"], lambda g: len(g.legal()) > 1
                          and thinking.doomed(g, heuristic.score_all(g, g.legal())), range(270000, 270012))
    assert game is not None, "a seeded game meets a decision where every move costs a life in the heuristic's eyes"
    usual = thinking.Budget(moves=2, playouts=1, doomed_rounds=0)
    thinking.choose(game, random.Random(1), usual)
    assert (usual.decisions, usual.doomed, usual.runs) == (1, 0, 2), "one round of two moves"
    longer = thinking.Budget(moves=2, playouts=1, doomed_moves=2, doomed_rounds=4)
    cmd = thinking.choose(game, random.Random(1), longer)
    assert cmd in game.legal()
    assert (longer.decisions, longer.doomed) == (1, 1) and longer.runs >= 2 * 2, "at least half of four rounds"
    spent = thinking.Budget(moves=2, playouts=1, doomed_moves=2, doomed_rounds=4, seconds=3.0, final_reserve=1.0,
                            spent=1.0, runs=10)
    assert not spent.affords(2, game.state.ecology) and spent.affords(2 * 4)
    thinking.choose(game, random.Random(1), spent)
    assert spent.doomed == 1, "the Ecology's share is spent, but such a decision may use all the game's seconds"


def _last_round_of_a_lost_fight() -> Game:
    """Two heroes in the Ruins (seed 310014, the bot's 149th decision): the Dust Sentry has 2 Health
    left, Harrow 6 of 19; the bot resolves a pair that lets the Sentry's blow kill him, where Press the
    Advantage first (ranked fourth by the bot) wins the fight: 0.8 more games won in 40 whole playouts."""
    return position_at(["fighter", "wizard"], 310014, 148)


def test_a_hero_down_to_half_their_health_in_a_fight_is_in_danger():
    game = _last_round_of_a_lost_fight()
    harrow = game.state.hero_states[0]
    assert (harrow.health, harrow.max_health) == (6, 19)
    assert thinking.in_danger(game, 0.5) and not thinking.in_danger(game, 0.3)
    assert not thinking.in_danger(Game.new(["fighter"], seed=1), 0.5), "a fresh hero has all their Health"


def test_with_a_hero_in_danger_the_thinking_player_weighs_more_of_the_heuristics_moves():
    game = _last_round_of_a_lost_fight()
    usual = thinking.Budget(moves=2, playouts=1, danger_moves=0)
    thinking.choose(game, random.Random(1), usual)
    assert (usual.decisions, usual.in_danger, usual.runs) == (1, 0, 2), "one round of two moves"
    wider = thinking.Budget(moves=2, playouts=1, danger_moves=4)
    assert thinking.choose(game, random.Random(1), wider) in game.legal()
    assert (wider.decisions, wider.in_danger, wider.runs) == (1, 1, 4), "one round of four moves"


def test_with_a_hero_in_danger_it_finds_the_ability_the_heuristic_ranks_fourth():
    game = _last_round_of_a_lost_fight()
    heuristic_pick = heuristic.choose(game, random.Random(1))
    assert heuristic_pick is not None and heuristic_pick.kind == "resolve_pair"
    scores = heuristic.score_all(game, game.legal())
    press = next(c for c in game.legal() if getattr(c, "ability", "") == "fighter/1")
    assert sorted(scores, reverse=True).index(scores[game.legal().index(press)]) >= 3, "out of the usual three"
    assert thinking.choose(game, random.Random(1), thinking.Budget(danger_moves=0)) == heuristic_pick
    assert thinking.choose(game, random.Random(1), thinking.Budget()).kind == "activate_ability"


def test_with_a_hero_in_danger_while_exploring_it_weighs_exploring_choices_too():
    game = position_at(["fighter"], 27, 64)  # in the Ruins, Harrow down to half his Health after a fight
    assert game.state.combat is None and len(game.legal()) > 2 and thinking.in_danger(game, 0.5)
    assert heuristic.choose(game, random.Random(0)).kind in thinking.EXPLORE_KINDS
    unmoved = thinking.Budget(moves=2, playouts=1, danger_kinds=frozenset())
    assert thinking.choose(game, random.Random(0), unmoved) == heuristic.choose(game, random.Random(0))
    assert unmoved.decisions == 0, "exploring's choices are not thought about by default"
    wary = thinking.Budget(moves=2, playouts=1, danger_moves=3, danger_kinds=thinking.EXPLORE_KINDS)
    assert thinking.choose(game, random.Random(0), wary) in game.legal()
    assert (wary.decisions, wary.in_danger, wary.runs) == (1, 1, 3), "one round of three moves"
