"""The Thinking machine player (game/bot/thinking.py): playouts at chosen decisions, else the heuristic."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic, thinking
from game.bot.thinking_compare import Verdict
from game.headless import sim
from game.rules import ECOLOGIES, Game, scenario
from tests.kits.bot_positions import first_position


def _at(kind: str) -> Game:
    game = first_position(["fighter"], lambda g: len(g.legal()) > 1 and g.legal()[0].kind == kind, range(5))
    assert game is not None, f"no seeded game reaches a {kind} decision"
    return game


@pytest.mark.parametrize("kind", ["place_tile", "resolve_pair"])
def test_the_thinking_player_chooses_a_legal_command_where_it_thinks(kind: str):
    game = _at(kind)
    budget = thinking.Budget(moves=2, playouts=1, ecologies=frozenset(ECOLOGIES), kinds=thinking.THINKS_AT)
    cmd = thinking.choose(game, random.Random(1), budget)
    assert cmd in game.legal()
    assert budget.decisions == 1 and budget.runs == 2, "it thought: one playout of each of two moves"
    game.do(cmd)


def test_once_its_time_is_spent_the_thinking_player_plays_as_the_heuristic_bot():
    game = _at("place_tile")
    spent = thinking.Budget(seconds=1.0, spent=1.0, runs=1, ecologies=frozenset(ECOLOGIES))
    assert thinking.choose(game, random.Random(3), spent) == heuristic.choose(game, random.Random(3))
    assert spent.decisions == 0


def test_the_thinking_player_shares_its_time_out_over_the_three_ecologies():
    budget = thinking.Budget(seconds=9.0, spent=3.5, runs=10)
    assert not budget.affords(1, "ruins"), "the Ruins may use a third of the seconds"
    assert budget.affords(1, "caverns") and budget.affords(1, "subterranean")


def test_the_seconds_kept_for_the_final_entity_are_not_shared_out_over_the_ecologies():
    budget = thinking.Budget(seconds=9.0, final_reserve=3.0, spent=6.5, runs=100)
    assert not budget.affords(1, "subterranean"), "the Ecologies share 6 of the 9 seconds"
    assert budget.affords(1), "the Final Entity's fight may use all of them"
    small = thinking.Budget(seconds=2.0, final_reserve=2.5, spent=0.1, runs=10)
    assert small.affords(1, "ruins"), "at most a third of the seconds is kept for the Final Entity"


def _final_fight_decision() -> Game:
    game = Game.new(["fighter"], seed=3, ecology="subterranean")
    scenario.final_entity_fight(game, seed=3)
    rng = random.Random(0)
    while game.outcome is None and not thinking.thinks_at(game.legal(), thinking.KINDS,
                                                          heuristic.choose(game, random.Random(0))):
        game.do(heuristic.choose(game, rng))
    assert game.outcome is None and thinking.final_fight(game), "a decision of the Final Entity's fight"
    return game


def test_at_the_final_entity_the_thinking_player_plays_whole_playouts_from_the_seconds_kept_for_it():
    game = _final_fight_decision()
    # the Ecologies' share spent, the fight's reserve not: it thinks, 3 rounds of two moves
    budget = thinking.Budget(moves=2, final_rounds=3, seconds=9.0, final_reserve=3.0, spent=6.5, runs=100)
    cmd = thinking.choose(game, random.Random(0), budget)
    assert cmd in game.legal()
    assert budget.decisions == 1 and budget.runs - 100 in (4, 6), "two or three rounds of two moves"
    ordinary = thinking.Budget(moves=2, final_rounds=0, seconds=9.0, final_reserve=3.0, spent=6.5, runs=100)
    thinking.choose(game, random.Random(0), ordinary)
    assert ordinary.decisions == 0, "without final rounds it is the Ecology's share that counts"


def test_kinds_left_out_of_the_ecologies_are_still_thought_about_at_the_final_entity():
    final = _final_fight_decision()
    kind = heuristic.choose(final, random.Random(0)).kind
    only_final = thinking.Budget(moves=2, final_rounds=2, ecology_kinds=frozenset())
    assert thinking.choose(final, random.Random(0), only_final) in final.legal()
    assert only_final.decisions == 1, f"at the Final Entity it thinks at {kind}"
    ruins = _at("resolve_pair")
    assert thinking.choose(ruins, random.Random(3), only_final) == heuristic.choose(ruins, random.Random(3))
    assert only_final.decisions == 1, "in the Ruins no kind is left to think at"
    pairs_only = thinking.Budget(moves=2, playouts=1, ecology_kinds=frozenset({"resolve_pair"}))
    thinking.choose(ruins, random.Random(3), pairs_only)
    assert pairs_only.decisions == 1, "a kind kept for the Ecologies is thought about there"


def test_the_thinking_player_records_where_it_first_left_the_favourite(monkeypatch: pytest.MonkeyPatch):
    # a judge that always prefers the challenger: every decision thought about is a switch
    monkeypatch.setattr(thinking, "judge", lambda search, *rest: Verdict(1, len(search.moves), (0.0, 0.1)))
    budget = thinking.Budget(moves=2, playouts=1, final_rounds=1)
    ruins = _at("resolve_pair")
    assert thinking.choose(ruins, random.Random(3), budget) != heuristic.choose(ruins, random.Random(3))
    assert (budget.switches, budget.final_switches, budget.first_switch) == (1, 0, "ecology")
    thinking.choose(_final_fight_decision(), random.Random(0), budget)
    assert (budget.switches, budget.final_switches, budget.first_switch) == (2, 1, "ecology"), "the first stays"


def test_each_judged_decision_is_told_to_the_listener_with_the_favourite_first_and_the_move_played():
    heard: list[tuple[list, Verdict]] = []
    budget = thinking.Budget(moves=2, playouts=1,
                             on_verdict=lambda game, moves, verdict: heard.append((moves, verdict)))
    ruins = _at("resolve_pair")
    favourite = heuristic.choose(ruins, random.Random(3))
    played = thinking.choose(ruins, random.Random(3), budget)
    assert len(heard) == budget.decisions == 1
    moves, verdict = heard[0]
    assert moves[0] == favourite and moves[verdict.pick] == played


def test_outside_the_ecologies_it_thinks_in_the_thinking_player_plays_as_the_heuristic_bot():
    game = _at("place_tile")
    assert game.state.ecology == "ruins"
    budget = thinking.Budget(ecologies=frozenset({"subterranean"}))
    assert thinking.choose(game, random.Random(3), budget) == heuristic.choose(game, random.Random(3))
    assert budget.decisions == 0


def test_the_paired_comparison_counts_each_seed_once_for_each_bot():
    def result(seed: int, won: bool, bot: str) -> sim.GameResult:
        return sim.GameResult("fighter", "ruins", seed, "won" if won else "lost", "", "ruins", 10,
                              variants=bot)
    results = [result(1, True, "bot:thinking"), result(1, False, ""), result(2, True, "bot:thinking"),
               result(2, True, ""), result(3, False, "bot:thinking"), result(3, False, "")]
    lines = sim.paired_lines(results, "thinking", "heuristic")
    assert "| fighter | 3 | 2 | 1 | +33.3 points" in lines[2], "each party, then all"
    assert lines[3].startswith("| all | 3 | 2 | 1 | +33.3 points")


@pytest.mark.slow
def test_a_whole_game_of_the_thinking_player_makes_only_legal_moves():
    game = Game.new(["fighter"], seed=100_000)
    budget = thinking.Budget(moves=2, playouts=1, seconds=3.0, ecologies=frozenset(ECOLOGIES),
                             kinds=thinking.THINKS_AT)
    rng = random.Random(0)
    while game.outcome is None:
        cmd = thinking.choose(game, rng, budget)
        if cmd is None:
            break
        assert cmd in game.legal()
        game.do(cmd)
    assert game.outcome in ("won", "lost") and budget.decisions > 0


@pytest.mark.slow
def test_the_simulator_compares_the_thinking_player_with_the_heuristic_game_by_game(capsys):
    assert sim.main(["--games", "1", "--heroes", "fighter", "--holdout", "--jobs", "1", "--quiet",
                     "--bot", "thinking", "--compare-bot", "heuristic"]) == 0
    out = capsys.readouterr().out
    assert "Paired, game by game: thinking against heuristic" in out
    assert "| fighter | 1 |" in out and "| fighter | ruins | bot:thinking | 1 |" in out


@pytest.mark.slow  # two whole games
def test_a_thinking_player_that_never_leaves_the_favourite_plays_the_heuristic_games_move_for_move():
    # it draws from the game's rng as the heuristic does, and its playouts never touch the game:
    # a paired comparison differs only where Thinking really chose another move
    never = thinking.Budget(least_gain=2.0, seconds=2.0)
    mine = thinking.play(Game.new(["fighter", "wizard"], seed=7), seed=7, budget=never)
    theirs = heuristic.play(Game.new(["fighter", "wizard"], seed=7), seed=7)
    assert never.decisions > 0, "it did think"
    assert [e.kind for e in mine.events] == [e.kind for e in theirs.events]
    assert mine.state == theirs.state
