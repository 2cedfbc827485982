"""A resumed game's log reads as it read live (the session tells each event with the game as its
command left it), and an undo in between does not leave the teller behind."""

from __future__ import annotations

import random

from game.bot import heuristic as bot
from game.rules import Game
from game.ui.session import Session


def played(session: Session, commands: int, seed: int) -> None:
    rng = random.Random(seed)
    for _n in range(commands):
        command = bot.choose(session.game, rng)
        if command is None or session.game.outcome is not None:
            return
        assert session.do(command)


def test_a_resumed_games_log_is_the_log_it_had_live():
    live = Session.start(["fighter", "wizard"], seed=2)
    played(live, 400, seed=2)
    resumed = Session.resume(Game.replay(live.game.events, live.game.content))
    assert resumed.log == live.log
    assert len(live.log) > 100


def test_the_log_after_an_undo_reads_as_the_same_moves_played_without_it():
    session = Session.start(["fighter"], seed=5)
    played(session, 60, seed=5)
    rng = random.Random(9)
    command = bot.choose(session.game, rng)
    assert session.do(command) and session.undo()
    played(session, 120, seed=6)
    kept = [line for line in session.log if not line.startswith("<i>")]
    fresh = Session.resume(Game.replay(session.game.events, session.game.content))
    assert kept[-40:] == fresh.log[-40:]
