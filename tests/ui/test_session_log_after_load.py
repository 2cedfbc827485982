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


def test_in_play_a_move_is_told_from_the_live_game_without_a_copy(monkeypatch):
    import game.ui.session as session_module
    copies: list[int] = []
    real = session_module.Teller

    class CountedTeller(real):  # type: ignore[misc, valid-type]
        def __init__(self, *args, **kwargs):
            copies.append(1)
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(session_module, "Teller", CountedTeller)
    session = Session.start(["fighter"], seed=4)
    played(session, 80, seed=4)
    assert copies == []  # each move's events are one command's: the live game stands at its end
    for _n in range(3):  # moves made behind the session's back: a catch-up over several commands
        session.game.do(bot.choose(session.game, random.Random(1)))
    session.catch_up()
    assert copies == [1]


def test_a_kept_teller_is_not_used_for_moves_taken_back():
    session = Session.start(["fighter", "rogue"], seed=8)
    played(session, 40, seed=8)
    for _n in range(3):  # several commands told at once: the session keeps a teller at their end
        session.game.do(bot.choose(session.game, random.Random(2)))
    session.catch_up()
    assert session.undo()
    played(session, 30, seed=3)
    for _n in range(4):
        session.game.do(bot.choose(session.game, random.Random(4)))
    session.catch_up()
    teller = session._teller
    assert teller is not None  # made afresh: the kept one had followed the move taken back
    assert all(mine is theirs for mine, theirs in zip(teller.game.events, session.game.events, strict=True))
    kept = [line for line in session.log if not line.startswith("<i>")]
    fresh = Session.resume(Game.replay(session.game.events, session.game.content))
    assert kept[-40:] == fresh.log[-40:]
