"""The log told later (a loaded game, the log told again in another language, an Adventure Record) is
the log told live: each event described with the game as its command left it (game.rules.Teller), not
with the state of the end (which would move the Lantern "to the element" that was a Monster, or name
another Legendary Location than the one Discovered)."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic as bot
from game.rules import Game, Teller, command_groups, describe


def played_live(heroes: list[str], seed: int, ecology: str) -> tuple[Game, list[str | None]]:
    """A bot game through Game.do(), each command's events told as soon as it is carried out."""
    game = Game.new(heroes, seed=seed, ecology=ecology)
    live = [describe(game, e) for e in game.events]
    rng = random.Random(seed)
    for _n in range(3000):
        command = bot.choose(game, rng)
        if command is None or game.outcome is not None:
            break
        made = game.do(command)
        live += [describe(game, e) for e in made]
    return game, live


GAMES = [(["fighter", "wizard"], 2, "ruins"), (["rogue", "wizard", "fighter"], 3, "caverns")]


@pytest.fixture(scope="module", params=GAMES)
def game_and_live(request) -> tuple[Game, list[str | None]]:
    return played_live(*request.param)


def test_the_log_told_again_is_the_log_told_live(game_and_live):
    game, live = game_and_live
    again = [describe(told, e) for e, told in Teller(game).tell(game.events)]
    assert again == live


def test_told_from_the_end_the_log_would_say_other_things(game_and_live):
    """Why a teller is needed: the same events described with the finished game differ from the live log."""
    game, live = game_and_live
    at_the_end = [describe(game, e) for e in game.events]
    assert at_the_end != live


def test_a_teller_picks_up_where_it_stopped(game_and_live):
    game, live = game_and_live
    groups = list(command_groups(game.events))
    half = sum(len(g) for g in groups[:len(groups) // 2])
    teller = Teller(game, half)
    assert teller.told == half
    assert [describe(told, e) for e, told in teller.tell(game.events[half:])] == live[half:]


def test_each_command_group_opens_with_its_accepted_command(game_and_live):
    game, _live = game_and_live
    groups = list(command_groups(game.events))
    assert [e for g in groups for e in g] == game.events
    assert all(g[0].kind == "command_accepted" for g in groups[1:])
    assert all(e.kind != "command_accepted" for g in groups for e in g[1:])


def test_a_teller_no_longer_follows_a_game_whose_move_was_taken_back():
    game = Game.new(["fighter"], seed=11)
    rng = random.Random(11)
    for _n in range(20):
        game.do(bot.choose(game, rng))
    teller = Teller(game, len(game.events))
    assert teller.follows(game)
    game.undo()
    for _n in range(3):  # as many events again, or more, but not the ones the teller followed
        game.do(bot.choose(game, random.Random(5)))
    assert not teller.follows(game)


def test_a_teller_catches_up_untold_to_where_the_game_stands():
    game = Game.new(["wizard"], seed=12)
    teller = Teller(game, len(game.events))
    rng = random.Random(12)
    for _n in range(15):
        game.do(bot.choose(game, rng))
    teller.catch_up(game, len(game.events))
    assert teller.follows(game) and teller.told == len(game.events)
    assert teller.game.state == Game.replay(game.events, game.content).state
