"""The machine player's levels (game/bot/levels.py): the heuristic bot and the Thinking player, for
demonstrations, online seats and the Hint."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic, levels, thinking
from game.bot.advisor import advise, kind_words
from game.bot.levels import HEURISTIC, THINKING
from game.bot.thinking_compare import Verdict
from game.rules import Game, dump
from tests.kits.bot_positions import first_position


def _pair_to_resolve() -> Game:
    game = first_position(["fighter"], lambda g: len(g.legal()) > 1 and g.legal()[0].kind == "resolve_pair", range(5))
    assert game is not None
    return game


def test_the_heuristic_level_is_the_heuristic_bot_and_the_thinking_level_thinks_where_it_matters(
        monkeypatch: pytest.MonkeyPatch):
    game = _pair_to_resolve()
    assert levels.machine(HEURISTIC)(game, random.Random(3), None) == heuristic.choose(game, random.Random(3))
    thought: list[int] = []
    real = thinking.choose
    monkeypatch.setattr(thinking, "choose", lambda *args: thought.append(1) or real(*args))
    cmd = levels.machine(THINKING, seed=1)(game, random.Random(3), None)
    assert thought and cmd in game.legal()


def test_a_level_that_is_none_is_refused_by_name():
    with pytest.raises(ValueError, match="clever"):
        levels.machine("clever")


def test_the_hint_at_the_thinking_level_names_the_move_its_playouts_found_clearly_better(
        monkeypatch: pytest.MonkeyPatch):
    game = _pair_to_resolve()
    quick = advise(game)
    assert quick is not None
    # playouts that find the heuristic's second move 30 points better, round by round
    monkeypatch.setattr(thinking, "judge", lambda search, *rest: Verdict(1, 12, (0.0, 0.3)))
    thought = advise(game, kind_words, level=THINKING)
    assert thought is not None and thought.command != quick.command and thought.command in game.legal()
    assert thought.runner_up == heuristic.choose(game, random.Random(len(game.events)))
    assert thought.reason.startswith("Thought ahead: played out on re-deals")
    assert "(12 playouts)" in thought.reason and "about 30 more games in 100" in thought.reason
    assert thought.reason.endswith("than the rule-of-thumb choice, “Resolve pair”.")
    # playouts that find nothing better: the heuristic's hint as it is
    monkeypatch.setattr(thinking, "judge", lambda search, *rest: Verdict(0, 12, (0.0, 0.01)))
    assert advise(game, kind_words, level=THINKING) == advise(game, kind_words)


@pytest.mark.slow  # two whole games
def test_a_game_of_the_thinking_level_is_the_thinking_players_game():
    one = levels.play(Game.new(["fighter", "wizard"], seed=31), THINKING, seed=31)
    two = thinking.play(Game.new(["fighter", "wizard"], seed=31), seed=31)
    assert [dump(e) for e in one.events] == [dump(e) for e in two.events]
