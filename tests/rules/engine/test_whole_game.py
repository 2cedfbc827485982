"""A whole game headless through Game.legal()/do(): the bot plays to a win or a loss, every
command it makes is one legal() listed, and the log replays to the same state."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic as bot
from game.rules import Game, dump


@pytest.mark.parametrize("heroes,seed,ecology", [(["fighter", "wizard"], 1, "ruins"),
                                                 (["rogue"], 2, "caverns"),
                                                 (["fighter-wizard", "rogue"], 3, "subterranean")])
def test_bot_plays_a_whole_game_to_its_end(heroes, seed, ecology):
    game = Game.new(heroes=heroes, seed=seed, ecology=ecology)
    bot.play(game, seed=seed)
    assert game.outcome in ("won", "lost"), "the game ended neither won nor lost"
    replayed = Game.replay([dump(e) for e in game.events], game.content)
    assert replayed.state.model_dump() == game.state.model_dump()


def test_every_listed_command_is_accepted_through_encounters_and_level_ups():
    """Random legal commands outside combat (the bot's inside): never a refusal of a listed move."""
    rng = random.Random(5)
    game = Game.new(heroes=["wizard-rogue", "fighter"], seed=5, ecology="caverns",
                    variants=["chests_locked", "random_campfire_healing", "more_keys"])
    for _ in range(1500):
        if game.outcome:
            break
        legal = game.legal()
        assert legal, f"nothing legal in phase {game.state.phase}"
        cmd = bot.choose(game, rng) if game.state.phase == "combat" else rng.choice(legal)
        game.do(cmd)


def test_the_game_is_won_only_by_defeating_the_final_entity():
    """Whole-game outcomes: won only through the Final Entity; lost by a death or a dead end."""
    for seed in range(4):
        game = Game.new(heroes=["fighter", "wizard"], seed=seed, ecology="subterranean")
        bot.play(game, seed=seed)
        if game.outcome == "won":
            assert any(e.kind == "game_won" for e in game.events)
        else:
            assert game.outcome == "lost"
            assert "killed" in game.state.outcome_reason or "Dead end" in game.state.outcome_reason
