"""Strikes wear off: a player whose machine now and then sends a burst over the rate limit is never
dropped for it, while a flood (or a steady stream) of messages the host cannot take is still cut off.
The host's clock is turned by hand (no waiting); the messages go over real websockets on loopback."""

from __future__ import annotations

import json

from websockets.sync.client import connect

from game.online.host import BURST, FORGIVE, STRIKES, Strikes
from game.online.protocol import PROTOCOL
from game.saves.verify import rules_fingerprint
from game.version import __version__
from tests.kits.online_kit import Served, said, served


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_strikes_at_once_close_the_connection_at_the_limit():
    clock = Clock()
    strikes = Strikes(clock)
    assert [strikes.strike() for _ in range(STRIKES)] == [False] * (STRIKES - 1) + [True]


def test_strikes_now_and_then_wear_off_and_never_close_the_connection():
    clock = Clock()
    strikes = Strikes(clock)
    for _ in range(100):  # a burst of as many strikes as may be forgiven, then a quiet while
        assert not any(strikes.strike() for _ in range(STRIKES - 1))
        clock.now += FORGIVE * STRIKES
    assert strikes.count == 100 * (STRIKES - 1)


def test_a_steady_stream_of_strikes_faster_than_they_wear_off_is_still_cut_off():
    clock = Clock()
    strikes = Strikes(clock)
    closed = None
    for n in range(1, 100):
        clock.now += FORGIVE / 2
        if strikes.strike():
            closed = n
            break
    assert closed is not None and closed <= 2 * STRIKES


def say_hello(ws, s: Served) -> None:
    """Join as a watcher."""
    ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "version": __version__,
                        "rules": rules_fingerprint(s.table.game.content), "room": s.invite.room,
                        "name": "Eve", "watch": True}))
    assert json.loads(ws.recv(timeout=5))["type"] == "welcome"


def burst(ws, over: int) -> list[str]:
    """Send BURST + `over` points at once (a watcher's points go to nobody): the refusals the host
    answers with, read until `over` of them came (so every message was taken before the clock turns)."""
    point = json.dumps({"type": "point", "target": {"kind": "square"}})
    for _ in range(BURST + over):
        ws.send(point)
    heard: list[str] = []
    while len([m for m in heard if "Too many messages" in m]) < over:
        message = json.loads(ws.recv(timeout=5))
        if message["type"] == "bye":
            return [*heard, "bye: " + said(message)]
        if message["type"] == "refused":
            heard.append(said(message))
    return heard


def test_a_client_that_bursts_over_the_rate_now_and_then_stays_connected():
    clock = Clock()
    with served() as s:
        s.on_loop(lambda: setattr(s.host, "clock", clock))
        with connect(s.invite.url, proxy=None) as ws:
            say_hello(ws, s)
            for _ in range(3):  # 3 bursts, each 5 over the limit: 15 strikes in all, over a few minutes
                said = burst(ws, 5)
                assert len(said) == 5 and not any(m.startswith("bye") for m in said)
                clock.now += 60.0
            ws.send(json.dumps({"type": "seats", "seats": [0]}))  # and it still plays: it takes a seat
            answers = [json.loads(ws.recv(timeout=5)) for _ in range(2)]
            assert {"type": "seated", "seats": [0]} in answers
        assert s.host.closed_for_strikes == 0


def test_a_flood_over_the_rate_is_cut_off_after_the_strikes_limit():
    clock = Clock()
    with served() as s:
        s.on_loop(lambda: setattr(s.host, "clock", clock))
        with connect(s.invite.url, proxy=None) as ws:
            say_hello(ws, s)
            said = burst(ws, STRIKES)
            assert said[-1].startswith("bye: Closed after 8 messages") and "Too many messages" in said[-1]
        assert s.host.closed_for_strikes == 1
