"""A machine player in an online seat: it reads only its copy of the game (the public form, so never a
hidden order) and plays its own heroes' moves at its level (game/bot/levels.py: the heuristic bot, or
the Thinking player), one at a time, waiting for the host's answer to each before choosing again."""

from __future__ import annotations

import random
import time

from game.bot.levels import HEURISTIC, machine

from .client import Client
from .host import RATE

# never faster than the host's rate limit allows (a quick bot on loopback can answer in under 10 ms,
# and every message over the limit is a strike against its connection)
MIN_GAP = 1.25 / RATE


def play_seats(client: Client, seed: int = 0, give_up_after: float = 900.0, moves: int | None = None,
               latencies: list[float] | None = None, level: str = HEURISTIC) -> str | None:
    """Play the client's seats at `level` until the game ends (its outcome), the host closes (None),
    `moves` of its moves were answered (None), or `give_up_after` seconds pass (None). `latencies`
    gets the seconds from each move's send to the host's answer (done or refused)."""
    rng = random.Random(seed)
    choose = machine(level, seed)
    answered = 0
    deadline = time.monotonic() + give_up_after
    waiting: int | None = None  # the number of the move sent: choose again once the host answers it
    sent_in = client.welcomes  # the connection it was sent on (a rejoin's welcome answers it instead)
    last_sent = 0.0
    while time.monotonic() < deadline:
        update = client.pump(wait=0.05 if waiting is not None or not client.my_turn else 0.0)
        if client.welcomes != sent_in:
            # welcomed again (a drop and a rejoin, perhaps both within one pump): a move in flight was
            # lost or is in the welcome's log; either way no answer comes, so choose afresh
            waiting, sent_in = None, client.welcomes
        if waiting in update.answered:
            if latencies is not None:
                latencies.append(time.monotonic() - last_sent)
            waiting = None
            answered += 1
            if moves is not None and answered >= moves:
                return None
        if client.closed is not None:
            return None
        game = client.game
        if game is None or not client.connected:
            waiting = None  # a reconnect: whatever was in flight is answered by the welcome's log
            continue
        if client.outcome is not None:
            return client.outcome
        if not client.seats and not client.watch:
            return None  # its seats were handed to someone else
        if waiting is not None or not client.my_turn:
            continue
        move = choose(game, rng, client.seats)
        if move is not None:
            time.sleep(max(0.0, last_sent + MIN_GAP - time.monotonic()))
            last_sent = time.monotonic()
            waiting = client.send_command(move)
    return None
