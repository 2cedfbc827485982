"""Seat tokens replayed over real websockets on loopback: the same token from a second connection takes
the seat over (the first connection is told why and closed: one window per player); a made-up token
of the right shape is refused; a watcher's token brings back a watcher, never a seat."""

from __future__ import annotations

import json

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.online.protocol import PROTOCOL, new_token
from game.saves.verify import rules_fingerprint
from game.version import __version__
from tests.kits.online_kit import Served, said, served


def hello(s: Served, **fields) -> str:
    return json.dumps({"type": "hello", "protocol": PROTOCOL, "version": __version__,
                       "rules": rules_fingerprint(s.table.game.content), "room": s.invite.room,
                       "name": "Ann", **fields})


def first_of(ws, kind: str) -> dict:
    while True:
        message = json.loads(ws.recv(timeout=5))
        if message["type"] == kind:
            return message


def test_a_replayed_token_takes_the_seat_over_and_the_old_connection_is_closed_with_the_reason():
    with served() as s, connect(s.invite.url, proxy=None) as first:
        first.send(hello(s, seats=[0]))
        token = first_of(first, "welcome")["you"]["token"]
        with connect(s.invite.url, proxy=None) as second:
            second.send(hello(s, name="Someone", token=token))
            you = first_of(second, "welcome")["you"]
            assert (you["name"], you["seats"]) == ("Ann", [0])
            try:
                bye = first_of(first, "bye")
            except ConnectionClosed:
                raise AssertionError("closed without a reason") from None
            assert said(bye) == "You joined this game from another window."
        assert s.on_loop(lambda: len(s.table.players)) == 1


def test_a_made_up_token_is_refused_and_a_watchers_token_brings_back_no_seat():
    with served() as s:
        with connect(s.invite.url, proxy=None) as ws:
            ws.send(hello(s, token=new_token()))
            assert "not one of this game's" in said(first_of(ws, "bye"))
        with connect(s.invite.url, proxy=None) as ws:
            ws.send(hello(s, name="Eve", watch=True))
            token = first_of(ws, "welcome")["you"]["token"]
        with connect(s.invite.url, proxy=None) as ws:
            ws.send(hello(s, name="Eve", token=token, seats=[0]))  # asks for a seat with a watcher's token
            assert first_of(ws, "welcome")["you"]["seats"] == []
