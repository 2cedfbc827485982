"""The engine makes one CommandAccepted per command object and hands it out again when the same
(frozen) command object is accepted later, in this game or another (fast.commands.accepted). Each
one equals the record the plain way makes, CommandAccepted(command=dump(command))."""

from __future__ import annotations

import random

from game.bot import heuristic as bot
from game.rules import Game, dump
from game.rules.core.messages import CommandAccepted
from game.rules.fast.commands import _ACCEPTED

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def test_each_accepted_record_is_the_plain_one_and_repeats_are_shared() -> None:
    shared = 0
    for seed in range(3):
        game, rng = Game.new(heroes=PARTIES[seed], seed=seed), random.Random(seed)
        while game.outcome is None:
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            cached = _ACCEPTED.get(id(cmd))
            events = game.do(cmd)
            accepted = events[0]
            assert accepted == CommandAccepted(command=dump(cmd))
            assert dump(accepted) == dump(CommandAccepted(command=dump(cmd)))
            shared += cached is not None and cached[0] is cmd and accepted is cached[1]
    assert shared > 500


def test_a_new_command_object_gets_its_own_record() -> None:
    game = Game.new(heroes=["fighter"], seed=4)
    draw = next(c for c in game.legal() if c.kind == "draw_tile")
    game.do(draw)
    place = next(c for c in game.legal() if c.kind == "place_tile")
    copy = type(place)(**{k: v for k, v in dump(place).items() if k != "kind"})
    _ACCEPTED[id(copy)] = (place, CommandAccepted(command={"kind": "stale"}))  # another object's entry
    assert game.do(copy)[0] == CommandAccepted(command=dump(place))
