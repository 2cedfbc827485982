"""Online play over real websockets on loopback: the host decides, every client's copy follows it
exactly, a dropped client comes back to its seat with every move it missed, hostile clients are
refused and closed while the game goes on, and no hidden order ever crosses the network."""

from __future__ import annotations

import json
import random
import threading
import time

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.online.bot_player import play_seats
from game.online.host import STRIKES
from game.online.protocol import MAX_CLIENT_MESSAGE, PROTOCOL
from game.rules import Game, dump, public_hash
from game.saves.verify import rules_fingerprint
from game.version import __version__
from tests.kits.online_kit import Served, pump_until, said, served


def agree(s: Served, *clients) -> bool:
    want = s.on_loop(lambda: public_hash(s.table.game.state))
    return all(c.game is not None and public_hash(c.game.state) == want for c in clients)


def test_moves_reach_every_copy_and_the_watcher_sees_the_same_public_game():
    with served() as s:
        both = s.client("Ann", seats=[0, 1])
        watcher = s.client("Eve", watch=True)
        assert pump_until([both, watcher], lambda: both.game is not None and watcher.game is not None)
        assert both.seats == [0, 1] and watcher.seats == []
        play_seats(both, seed=1, moves=60, give_up_after=60)
        assert pump_until([both, watcher], lambda: agree(s, both, watcher))
        assert len(watcher.game.events) == len(s.table.game.events) > 100
        assert both.desyncs == watcher.desyncs == s.host.resyncs == 0
        watcher.send_command(watcher.game.legal()[0])
        refused: list[str] = []
        for _ in range(100):
            refused += watcher.pump(0.05).refused
            if refused:
                break
        assert refused and "watching" in refused[0]
        both.stop()
        watcher.stop()


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
def test_a_dropped_client_rejoins_its_seat_with_every_move_it_missed():
    with served() as s:
        ann, bo = s.client("Ann", seats=[0]), s.client("Bo", seats=[1])
        assert pump_until([ann, bo], lambda: ann.game is not None and bo.game is not None)
        # they play on for seconds after the last drop (time for the rejoin even on a loaded machine)
        players = [threading.Thread(target=play_seats, args=(c,), kwargs={"seed": i, "give_up_after": 12})
                   for i, c in enumerate((ann, bo))]
        for t in players:
            t.start()
        # each drop comes once the game has moved on by some moves since the last one (a fast bot
        # game can end within seconds, so a drop on a clock could come after the game was over)
        seen_at_drop = [len(s.table.game.events)]
        for _ in range(2):
            assert wait_for(lambda: ann.connected and ann.outcome is None
                            and len(s.table.game.events) >= seen_at_drop[-1] + 150)
            seen_at_drop.append(len(s.table.game.events))
            assert s.drop("Ann") == 1
        seen_at_drop.pop(0)
        for t in players:
            t.join()
        assert pump_until([ann, bo], lambda: ann.connected and agree(s, ann, bo), seconds=15)
        assert len(ann.game.events) > seen_at_drop[-1] > seen_at_drop[0]  # played on after each drop
        assert ann.seats == [0] and [seat["player"] for seat in s.on_loop(s.table.seats_view)] == ["Ann", "Bo"]
        assert ann.desyncs == bo.desyncs == 0
        ann.stop()
        bo.stop()


def wait_for(done, seconds: float = 20.0) -> bool:
    """Wait (without pumping: the players' threads pump their own clients) until `done()`."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        time.sleep(0.02)
    return False


def hello(**fields) -> str:
    return json.dumps({"type": "hello", "protocol": PROTOCOL, "version": __version__,
                       "rules": rules_fingerprint(Game.new(["fighter"], seed=0).content), "room": "", "name": "Mal",
                       **fields})


def closed_with(ws) -> str:
    """Everything the host said until it closed the connection, as one text (refusals and goodbyes
    worded as a client words them)."""
    heard = []
    try:
        while True:
            message = json.loads(ws.recv(timeout=5))
            heard.append(said(message) if message["type"] in ("refused", "bye") else json.dumps(message))
    except ConnectionClosed:
        return "\n".join(heard)


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_hostile_clients_are_refused_with_reasons_and_closed_while_the_game_goes_on():
    rng = random.Random(7)
    with served() as s:
        url, room = s.invite.url, s.invite.room
        with connect(url, proxy=None) as ws:  # not a hello first
            ws.send('{"type":"command","command":{"kind":"draw_tile"}}')
            assert "first message must be a hello" in closed_with(ws)
        with connect(url, proxy=None) as ws:  # another version
            ws.send(hello(room=room, version="99.0"))
            assert "99.0" in closed_with(ws)
        with connect(url, proxy=None) as ws:  # a guessed token
            ws.send(hello(room=room, token="A" * 24))
            assert "not one of this game's" in closed_with(ws)
        with connect(url, proxy=None, max_size=None) as ws:  # a frame over the limit: closed by websockets
            ws.send(hello(room=room, watch=True))
            ws.recv(timeout=5)
            ws.send("x" * (MAX_CLIENT_MESSAGE + 1))
            closed_with(ws)
            assert ws.close_code == 1009
        with connect(url, proxy=None) as ws:  # garbage, binary, moves that are not its own
            ws.send(hello(room=room, seats=[1]))
            json.loads(ws.recv(timeout=5))
            junk = [bytes(rng.randrange(256) for _ in range(20)), '{"type":"hello"}', "[1,2", '{"type":7}',
                    json.dumps({"type": "command", "command": {"kind": "place_tile", "x": "0"}})]
            try:
                for raw in junk * STRIKES:
                    ws.send(raw)
            except (ConnectionClosed, OSError):  # the host may close it before the last ones go
                pass
            said = closed_with(ws)
            assert "Closed after" in said and "not valid JSON" in said
        assert s.host.closed_for_strikes == 1
        # the game goes on: a real player moves
        ann = s.client("Ann", seats=[0])
        assert pump_until([ann], lambda: ann.game is not None)
        start = len(ann.game.events)
        play_seats(ann, seed=1, moves=2, give_up_after=10)  # draw and place: then it is seat 2's turn
        assert pump_until([ann], lambda: agree(s, ann) and len(ann.game.events) > start)
        ann.stop()


def test_moves_out_of_turn_or_for_another_seat_are_refused_in_words():
    with served() as s, connect(s.invite.url, proxy=None) as ws:
        ws.send(hello(room=s.invite.room, seats=[1]))
        welcome = json.loads(ws.recv(timeout=5))
        assert welcome["type"] == "welcome" and welcome["you"]["seats"] == [1]
        first = dump(s.on_loop(lambda: s.table.game.legal()[0]))  # hero 1's turn to explore, not ours
        ws.send(json.dumps({"type": "command", "command": first, "seq": 1}))
        answer = [json.loads(ws.recv(timeout=5)) for _ in range(1)][0]
        while answer["type"] == "seats":
            answer = json.loads(ws.recv(timeout=5))
        assert answer == {"type": "refused", "why": answer["why"], "seq": 1}
        assert answer["why"] == {"id": "not_yours", "fields": {"hero": 0}}  # no words: the hero's seat
        assert said(answer) == "That move is hero 1's to make, not yours."


@pytest.mark.slow
@pytest.mark.parametrize("heroes", [["fighter", "wizard"], ["fighter", "wizard", "rogue"]])
def test_whole_games_with_random_drops_end_alike_everywhere_and_no_hidden_order_is_sent(heroes):
    game = Game.new(heroes, seed=len(heroes))
    with served(game) as s:
        players = [s.client(f"P{i + 1}", seats=[i]) for i in range(len(heroes))]
        watchers = [s.client(f"W{i}", watch=True) for i in range(3)]
        heard: list[str] = []  # every byte one watcher receives
        original = watchers[0]._inbox.put
        watchers[0]._inbox.put = lambda m, *a, **k: (heard.append(json.dumps(m)), original(m, *a, **k))[1]
        threads = [threading.Thread(target=play_seats, args=(p,), kwargs={"seed": i, "give_up_after": 240})
                   for i, p in enumerate(players)]
        for t in threads:
            t.start()
        rng = random.Random(len(heroes))
        while any(t.is_alive() for t in threads):
            time.sleep(rng.uniform(0.3, 1.5))
            s.drop(rng.choice(players).name)
        for t in threads:
            t.join()
        assert s.table.game.outcome is not None
        assert pump_until(players + watchers, lambda: agree(s, *players, *watchers), seconds=20)
        assert sum(c.desyncs for c in players + watchers) == 0 and s.host.resyncs == 0
        for c in players + watchers:
            c.stop()
    sent = "\n".join(heard)
    for event in s.table.game.events:
        for order in hidden_orders(event):
            assert json.dumps(order) not in sent, f"{event.kind}: a hidden order crossed the network"


def hidden_orders(event) -> list[list[str]]:
    """The shuffled orders an event holds (each of three cards or more, not already sorted)."""
    found: list[list[str]] = []

    def walk(value, path):
        if not path:
            if isinstance(value, list) and len(value) >= 3 and value != sorted(value):
                found.append(value)
            return
        head, rest = path[0], path[1:]
        if head == "*":
            for v in (value.values() if isinstance(value, dict) else value if isinstance(value, list) else []):
                walk(v, rest)
        elif isinstance(value, dict) and head in value:
            walk(value[head], rest)

    for path in event.hidden:
        walk(dump(event), path.split("."))
    return found
