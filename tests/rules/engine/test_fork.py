"""Game.fork: a game of its own at the same position, the same game as a replay of the log.

The odds' playouts start from forks of one replay instead of a replay each (game/bot/odds.py), so a
fork must be that replay in every respect a playout reads: the state, the listing (the map's reach
and placements), the chance of every later command, and nothing shared that a playout could change."""

from __future__ import annotations

import json
import random

import pytest

from game.bot import heuristic as bot
from game.rules import Game, dump, public_event, redeal
from tests.kits.bot_positions import bot_positions

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def _state(game: Game) -> str:
    return json.dumps(game.state.model_dump(mode="json"), sort_keys=True)


def _positions(heroes: list[str], seed: int, every: int) -> list[Game]:
    """Replays of a seeded bot game's positions, one each `every` decisions."""
    game = Game.new(heroes, seed=seed)
    return [Game.replay(p.events) for n, p in enumerate(bot_positions(game, seed)) if n % every == every - 1]


def _same_game_on(one: Game, other: Game, seed: int, commands: int) -> None:
    """Both play on with the same bot seed: the same listing before each command, the same events."""
    mine, theirs = random.Random(seed), random.Random(seed)
    for _ in range(commands):
        if one.outcome is not None:
            break
        assert [dump(c) for c in one.legal()] == [dump(c) for c in other.legal()]
        one.do(bot.choose(one, mine))
        other.do(bot.choose(other, theirs))
    assert [dump(e) for e in one.events] == [dump(e) for e in other.events]
    assert _state(one) == _state(other) and one.outcome == other.outcome


@pytest.mark.parametrize("party", [0, 2])
def test_a_fork_plays_on_as_a_replay_of_the_same_log_does(party: int):
    for position in _positions(PARTIES[party], seed=11 + party, every=150)[:3]:
        fork, replay = position.fork(), Game.replay(position.events)
        assert _state(fork) == _state(replay)
        _same_game_on(fork, replay, seed=5, commands=60)


def test_playing_on_a_fork_leaves_the_game_it_came_from_as_it_was():
    position = _positions(PARTIES[1], seed=12, every=120)[1]
    before, events = _state(position), len(position.events)
    fork = position.fork()
    bot.play(fork, seed=3, max_commands=200)
    assert len(fork.events) > events
    assert _state(position) == before and len(position.events) == events
    _same_game_on(position, Game.replay(position.events), seed=4, commands=40)


def test_a_re_dealt_fork_of_the_public_replay_is_the_re_dealt_public_replay():
    # what a playout starts from (odds.Odds.deal): the same deal either way, for the same seed
    position = _positions(PARTIES[2], seed=13, every=200)[0]
    public = Game.replay([public_event(e) for e in position.events])
    forked = redeal(public.fork(), "round:1")
    replayed = redeal(Game.replay([public_event(e) for e in position.events]), "round:1")
    assert _state(forked) == _state(replayed)
    _same_game_on(forked, replayed, seed=6, commands=80)


@pytest.mark.slow  # whole games from positions of every party
@pytest.mark.parametrize("party", [0, 1, 2])
def test_a_fork_plays_a_whole_game_on_as_a_replay_does(party: int):
    for position in _positions(PARTIES[party], seed=40 + party, every=90):
        _same_game_on(position.fork(), Game.replay(position.events), seed=party, commands=20000)
