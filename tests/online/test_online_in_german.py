"""Issue 36: playing online speaks the player's language. The refusals of a hostile or malformed
message, of an invite code, of a seat or a move at the table, and the command line's lines come from
the catalogue (the host tells them in its own language; pydantic's and argparse's words stay theirs)."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.online.__main__ import main
from game.online.invite import InviteError, parse_invite
from game.online.protocol import PROTOCOL, Hello, ProtocolError, parse_client_message, parse_host_message
from game.online.table import Table
from game.rules import Game, RuleViolation, acting_hero, dump

ROOM = "7K3Q9XWM"


@pytest.fixture
def german() -> None:
    set_language("de")


def table(heroes: tuple[str, ...] = ("fighter", "wizard")) -> Table:
    return Table(game=Game.new(list(heroes), seed=3), room=ROOM, version="1.0", rules="abcdef0123456789")


def hello(name: str, **fields: object) -> Hello:
    return Hello.model_validate({"type": "hello", "protocol": PROTOCOL, "version": "1.0",
                                 "rules": "abcdef0123456789", "room": ROOM, "name": name, **fields})


def refusal(raw: str | bytes) -> str:
    with pytest.raises(ProtocolError) as refused:
        parse_client_message(raw)
    return str(refused.value)


def test_a_hostile_or_malformed_message_is_refused_in_german(german):
    assert refusal(b"\x00\x01") == "Nachrichten sind JSON-Text, keine Binärrahmen."
    assert refusal("{not json") == "Diese Nachricht ist kein gültiges JSON."
    assert refusal('{"type": "steal"}') == "„steal“ ist keine Nachrichtenart, die dieser Gastgeber kennt."
    assert refusal("x" * 70_000) == "Diese Nachricht ist 70000 Zeichen lang; erlaubt sind höchstens 65536."
    assert refusal('{"type": "seats", "seats": "all"}').startswith("Diese Nachricht der Art „seats“ ist fehlerhaft (")
    with pytest.raises(ProtocolError, match="^Der Gastgeber hat eine Nachrichtenart geschickt"):
        parse_host_message('{"type": "surprise"}')


def test_an_invite_code_is_refused_in_german(german):
    with pytest.raises(InviteError, match="^Das ist kein Einladungscode. Ein Einladungscode sieht so aus: FD-"):
        parse_invite("hello there")
    with pytest.raises(InviteError, match=r"^Der Port in diesem Einladungscode \(70000\) ist kein gültiger Port"):
        parse_invite("FD-7K3Q-9XWM@localhost:70000")
    with pytest.raises(InviteError, match="Buchstaben, den kein Code verwendet"):
        parse_invite("FD-7K3Q-9XWU@localhost")


def test_the_tables_refusals_of_a_join_a_seat_and_a_move_are_german(german):
    t = table()
    with pytest.raises(ProtocolError, match="^Hier gibt es kein Spiel mit diesem Einladungscode"):
        t.join(hello("Ann", room="ZZZZZZZZ"))
    with pytest.raises(ProtocolError, match="^Dieser Gastgeber spielt Forgotten Depths 1.0 .* du hast 0.9"):
        t.join(hello("Ann", version="0.9"))
    ann, _token = t.join(hello("Ann"))
    with pytest.raises(ProtocolError, match="^Dieses Spiel hat 2 Heldenplätze; einen Platz 3 gibt es nicht."):
        t.take_seats(ann, [2])
    bo, _token = t.join(hello("Bo"))
    with pytest.raises(ProtocolError, match="^Platz 1 gehört Ann.$"):
        t.take_seats(bo, [0])
    with pytest.raises(ProtocolError, match="^Platz 1 kann nur Ann weitergeben, solange Ann hier ist.$"):
        t.give(bo, 0, "Bo")
    with pytest.raises(ProtocolError, match="^An diesem Tisch sitzt gerade niemand namens Eve."):
        t.give(ann, 0, "Eve")
    eve, _token = t.join(hello("Eve", watch=True))
    first = dump(next(c for c in t.game.legal() if acting_hero(t.game, c) == 0))
    with pytest.raises(RuleViolation, match="^Du schaust diesem Spiel zu: Nimm einen freien Platz ein"):
        t.act(eve, first)
    with pytest.raises(RuleViolation, match="^Diesen Zug macht Ann, nicht du.$"):
        t.act(bo, first)
    t.give(bo, 1, "")
    assert t.holder(1) is not None and t.holder(1).name == "Computer 2"  # a machine player named in German


def refused_line(capsys, *argv: str) -> str:
    try:
        status = main(list(argv))
    except SystemExit as stop:
        status = stop.code
    assert status == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    return err[0]


def test_the_online_command_line_refuses_in_german_with_lang_de(capsys):
    assert "'http' ist keine Portnummer" in refused_line(capsys, "--lang", "de", "serve", "--port", "http")
    assert "ein Platz ist 1, 2 oder 3" in refused_line(capsys, "--lang", "de", "bot", "--join", "x", "--seat", "4")
    line = refused_line(capsys, "--lang", "de", "bot", "--join", "not a code")
    assert line == ("python3 -m game.online: Das ist kein Einladungscode. Ein Einladungscode sieht so aus: "
                    "FD-7K3Q-9XWM@192.168.1.20:47100.")


def test_the_same_line_stays_english_without_lang(capsys):
    assert "'http' is not a port number" in refused_line(capsys, "serve", "--port", "http")
