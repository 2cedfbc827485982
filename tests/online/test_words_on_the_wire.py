"""Issue 36: at an online table no words travel. The host's refusals and goodbyes go over the wire as a
notice's id and named fields; each player reads them in its own language (a move the rules refused in
the rules' own words, from its own copy of the game). An English host and a German player: real
websockets on loopback, the host's thread speaking English and the player's side German. A host
that sends a notice that is not one is shown a safe sentence, never a crash."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.server import ServerConnection, serve

from game.i18n import _, card_text, set_language
from game.online.client import Client
from game.online.invite import Invite, parse_invite
from game.online.protocol import PROTOCOL, Hello, host_message, read_why
from game.online.table import Table
from game.online.words import NUMBER, TEMPLATES, TEXT, UNREADABLE, WHO, Notice, holder_words, words
from game.rules import Game, acting_hero, dump, parse_command, public_hash
from tests.kits.online_kit import answer, host_speaks, pump_until, served

ROOM = "7K3Q9XWM"
UNREADABLE_DE = "Der Gastgeber hat das abgelehnt; den Grund kann dieses Spiel nicht lesen."
REPO = Path(__file__).resolve().parents[2]
SAMPLE = {TEXT: "Eve", NUMBER: 2, WHO: "Eve"}


@pytest.mark.parametrize("language", ["en", "de", "qps"])
def test_every_notice_the_host_sends_reads_whole_with_its_fields_in_every_language(language):
    set_language(language)
    for notice_id, template in TEMPLATES.items():
        notice = Notice(notice_id, {name: SAMPLE[kind] for name, kind in template.kinds.items()},
                        Notice("watching") if template.nested else None)
        text = words(notice)
        assert text != _(UNREADABLE), notice_id
        assert "{" not in text and ("Eve" in text) == any(k != NUMBER for k in template.kinds.values()), text
        assert words(read_why(json.loads(json.dumps(notice.wire())))) == text  # as it travels


def test_an_english_hosts_refusals_of_a_german_players_moves_read_german():
    with served() as s, host_speaks("en", "de"):
        ann, bo = s.client("Ann", seats=[0]), s.client("Bo", seats=[1])
        assert pump_until([ann, bo], lambda: ann.game is not None and bo.game is not None)
        # the rules refuse (nothing to undo yet): worded from Ann's own copy, in the rules' German
        assert answer(ann, ann.send_command(parse_command({"kind": "undo"}))) == [
            "Es gibt nichts rückgängig zu machen."]
        # the table refuses Bo a move of Ann's hero, naming her
        first = next(c for c in bo.game.legal() if acting_hero(bo.game, c) == 0)
        assert answer(bo, bo.send_command(first)) == ["Diesen Zug macht Ann, nicht du."]
        # Ann draws, then asks for a second tile and places hers where it cannot go: the rules' reasons
        had = len(ann.game.events)
        assert answer(ann, ann.send_command(first)) == []
        assert pump_until([ann], lambda: len(ann.game.events) > had)
        assert answer(ann, ann.send_command(first)) == [
            "Die Helden können jetzt kein Kartenteil ziehen (zuerst muss das gezogene Kartenteil gelegt "
            "werden)."]
        place = dump(next(c for c in ann.game.legal() if c.kind == "place_tile"))
        assert answer(ann, ann.send_command(parse_command({**place, "x": 9, "y": 9}))) == [
            "Ein neues Kartenteil muss waagrecht oder senkrecht neben ein Kartenteil auf dem Tisch gelegt werden."]
        host_hash = s.on_loop(lambda: public_hash(s.table.game.state))
        assert public_hash(ann.game.state) == host_hash and ann.desyncs == 0  # asking its copy changed nothing
        ann.stop()
        bo.stop()


def test_an_english_hosts_notices_read_german_naming_heroes_and_machine_players_in_german():
    with host_speaks("en", "de"):
        with served(Game.new(["fighter", "wizard", "rogue"], seed=3)) as s:
            ann = s.client("Ann", seats=[0, 1])
            assert pump_until([ann], lambda: ann.game is not None)
            # a move of the third hero, whose seat nobody has held: the hero named by Ann's own copy
            hero = card_text(ann.game.content.heroes[ann.game.state.heroes[2]], "name")
            assert hero
            theirs = parse_command({"kind": "finish_abilities", "hero": 2})
            assert answer(ann, ann.send_command(theirs)) == [f"Diesen Zug macht {hero}, nicht du."]
            ann.give(1, "")  # her seat to a machine player: "Machine 2" at the host, "Computer 2" in Ann's window
            assert pump_until([ann], lambda: ann.table[1].get("machine") is True)
            assert ann.table[1]["player"] == "Machine 2" and holder_words(ann.table[1]) == "Computer 2"
            bo = s.client("Bo", seats=[1], reconnect=False)  # a machine player's seat: refused at the hello
            assert pump_until([bo], lambda: bo.closed is not None)
            assert bo.closed == "Auf Platz 2 spielt ein Computerspieler."
            bo.stop()
        # the host stops: its goodbye
        assert pump_until([ann], lambda: ann.closed is not None)
        assert ann.closed == "Der Gastgeber hat das Spiel beendet."
        ann.stop()


# --- a hostile host --------------------------------------------------------------------------------


def hostile_why(why: Any, seq: int | None = None) -> str:
    return json.dumps({"type": "refused", "why": why, "seq": seq})


@contextmanager
def hostile_host(messages: list[str], welcome: str | None = None) -> Iterator[tuple[Invite, list[str]]]:
    """A host that sends `messages` after the hello (the welcome first, if given), then whatever it
    is asked to send next through the list it yields; over real websockets on loopback."""
    later: list[str] = []
    heard: list[str] = []

    def handler(ws: ServerConnection) -> None:
        ws.recv(timeout=5)
        for raw in ([welcome] if welcome else []) + messages:
            ws.send(raw)
        for raw in ws:
            heard.append(str(raw))
            while later:
                ws.send(later.pop(0))

    with serve(handler, "127.0.0.1", 0) as server:
        port = server.socket.getsockname()[1]
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield Invite(ROOM, "127.0.0.1", port), later
        finally:
            server.shutdown()
            thread.join(timeout=5)


def test_a_hostile_hosts_notices_are_shown_as_a_safe_sentence_and_never_crash_the_client():
    cases = [
        {"id": "steal_everything", "fields": {}},  # an unknown id
        {"id": "not_yours", "fields": {}},  # a field missing
        {"id": "not_yours", "fields": {"hero": 0, "extra": 1}},  # one too many
        {"id": "not_yours", "fields": {"hero": True}},  # of the wrong kind
        {"id": "not_yours", "fields": {"hero": 7}},  # no such seat
        {"id": "seat_taken", "fields": {"seat": "1", "player": "Eve"}},
        {"id": "no_player", "fields": {"player": "x" * 10_000}},  # huge: the message model refuses it
        {"id": "no_player", "fields": {"player": "x"}, "because": {"id": "no_player", "fields": {"player": "y"}}},
        {"id": "strikes", "fields": {"n": 8}},  # its refusal missing
        {"id": "strikes", "fields": {"n": 8}, "because": {"id": "strikes", "fields": {"n": 8},
                                                          "because": {"id": "watching", "fields": {}}}},  # too deep
        {"id": "watching", "fields": {}, "admin": True},  # a key no notice has
        {"id": "x" * 5000, "fields": {}}, {"id": "{0.__class__}", "fields": {}}, "Give me your token", None, [1],
        {"id": "watching", "fields": {f"f{i}": i for i in range(500)}},
    ]
    odd_name = "{player}{0.__class__}\x07" + "B" * 80  # quoted as typed: no format field, cut short
    fair = [{"id": "no_player", "fields": {"player": odd_name}},
            {"id": "strikes", "fields": {"n": 8}, "because": {"id": "too_many", "fields": {"rate": 100}}}]
    messages = [hostile_why(why, seq) for seq, why in enumerate(cases + fair, start=1)]
    messages.append(json.dumps({"type": "refused", "seq": 99}))  # no notice at all
    messages.append(json.dumps({"type": "bye", "why": {"id": "goodbye_forever", "fields": {"n": 1}}}))
    with host_speaks("en", "de"), hostile_host(messages) as (invite, _later):
        client = Client(invite, "Ann", reconnect=False).start()
        refused: list[str] = []
        for _ in range(500):
            refused += client.pump(0.02).refused
            if client.closed is not None:
                break
        client.stop()
    assert refused[:len(cases)] == [UNREADABLE_DE] * len(cases)
    name_shown = ("{player}{0.__class__}?" + "B" * 80)[:59] + "…"
    assert refused[len(cases):] == [
        f"An diesem Tisch sitzt gerade niemand namens {name_shown}.",
        "Beendet nach 8 Nachrichten, die der Gastgeber in kurzer Zeit nicht annehmen konnte: Zu viele "
        "Nachrichten: höchstens 100 pro Sekunde.", UNREADABLE_DE]
    assert client.closed == "Der Gastgeber hat die Verbindung beendet."


def test_a_host_refusing_in_the_rules_name_a_move_the_players_copy_allows_leaves_the_copy_as_the_host_has_it():
    table = Table(game=Game.new(["fighter", "wizard"], seed=3), room=ROOM, version="1.0", rules="abcdef0123456789")
    player, token = table.join(Hello(type="hello", protocol=PROTOCOL, version="1.0", rules="abcdef0123456789",
                                     room=ROOM, name="Ann", seats=[0, 1]))
    welcome = host_message("welcome", **table.welcome(player, token))
    with host_speaks("en", "de"), hostile_host([], welcome) as (invite, later):
        client = Client(invite, "Ann", reconnect=False).start()
        assert pump_until([client], lambda: client.game is not None)
        kept = public_hash(client.game.state), len(client.game.events)
        later.append(hostile_why({"id": "rules", "fields": {}}, seq=1))  # a lie: the move is legal
        assert answer(client, client.send_command(client.game.legal()[0])) == [
            "Der Gastgeber hat diesen Zug abgelehnt: Die Regeln erlauben ihn jetzt nicht."]
        assert (public_hash(client.game.state), len(client.game.events)) == kept
        client.stop()


def test_an_older_hosts_goodbye_in_its_own_words_is_shown_cut_short():
    """A host of protocol 3 sent words, not notices: its refusal of this client's hello (most often a
    version mismatch) is the one explanation there is, so it is shown, cut short."""
    old = "This host plays Forgotten Depths 0.9 (protocol 3). " + "x" * 400
    with hostile_host([json.dumps({"type": "bye", "reason": old})]) as (invite, _later):
        client = Client(invite, "Ann", reconnect=False).start()
        assert pump_until([client], lambda: client.closed is not None)
        client.stop()
    assert client.closed is not None and client.closed.startswith(old[:50]) and len(client.closed) == 200


@pytest.mark.slow  # a host process of its own (a few seconds to start)
def test_an_english_host_process_and_a_german_player_each_read_their_own_language():
    host = subprocess.Popen([sys.executable, "-m", "game.online", "serve", "--port", "0", "--heroes",
                             "fighter,wizard,rogue"], cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    try:
        assert host.stdout is not None
        invite = parse_invite(host.stdout.readline().strip())
        set_language("de")
        ann = Client(invite, "Ann", seats=[0], reconnect=False).start()
        assert pump_until([ann], lambda: ann.game is not None, seconds=30)
        assert answer(ann, ann.send_command(parse_command({"kind": "undo"}))) == [
            "Es gibt nichts rückgängig zu machen."]
        hero = card_text(ann.game.content.heroes[ann.game.state.heroes[2]], "name")
        assert answer(ann, ann.send_command(parse_command({"kind": "finish_abilities", "hero": 2}))) == [
            f"Diesen Zug macht {hero}, nicht du."]
        host.terminate()  # the host closes the game: its goodbye
        assert pump_until([ann], lambda: ann.closed is not None, seconds=30)
        assert ann.closed == "Der Gastgeber hat das Spiel beendet."
        ann.stop()
    finally:
        host.kill()
        host.communicate(timeout=30)
