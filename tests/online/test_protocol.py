"""Reading what arrives from the network: any text or bytes at all is either one of the protocol's
messages or a ProtocolError with a short reason; invite codes read the way they are written."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.online.invite import ALPHABET, Invite, InviteError, new_room, parse_invite
from game.online.protocol import (
    MAX_CLIENT_MESSAGE,
    Hello,
    ProtocolError,
    SendCommand,
    parse_client_message,
    parse_host_message,
)

scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=10), inner, max_size=4), max_leaves=20)
kinds = st.sampled_from(["hello", "command", "point", "seats", "resync", "welcome", "", "HELLO"])


@settings(max_examples=150, deadline=None)
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200),
                 st.builds(lambda k, d: json.dumps({"type": k, **d}), kinds, st.dictionaries(st.text(max_size=12),
                                                                                         json_values, max_size=6))))
def test_any_message_is_one_of_the_protocols_or_refused_with_a_short_reason(raw):
    try:
        parse_client_message(raw)
    except ProtocolError as exc:
        assert 0 < len(str(exc)) <= 200
        assert "Traceback" not in str(exc)


def test_a_huge_or_binary_message_is_refused_unread():
    with pytest.raises(ProtocolError, match="limit"):
        parse_client_message('{"type":"resync","x":"' + "a" * MAX_CLIENT_MESSAGE + '"}')
    with pytest.raises(ProtocolError, match="JSON text"):
        parse_client_message(b'{"type":"resync"}')
    with pytest.raises(ProtocolError, match="not valid JSON"):
        parse_client_message("[" * 60_000)


def test_a_hello_takes_exactly_its_fields_and_a_command_its_json_form():
    base = {"type": "hello", "protocol": 1, "version": "0.1.0", "rules": "ab", "room": "7K3Q9XWM", "name": " Ann "}
    hello = parse_client_message(json.dumps(base))
    assert isinstance(hello, Hello) and hello.name == "Ann"
    for wrong in ({"name": ""}, {"name": "x" * 25}, {"seats": [5]}, {"token": "bad token!"}, {"admin": True},
                  {"protocol": "1"}):
        with pytest.raises(ProtocolError, match="malformed"):
            parse_client_message(json.dumps({**base, **wrong}))
    command = parse_client_message('{"type":"command","command":{"kind":"draw_tile"},"seq":3}')
    assert isinstance(command, SendCommand) and command.seq == 3


def test_an_unknown_kind_is_named_in_the_refusal_cut_short():
    with pytest.raises(ProtocolError, match="is not a kind of message") as refused:
        parse_client_message(json.dumps({"type": "x" * 5000}))
    assert len(str(refused.value)) < 100


def test_a_host_message_of_an_unknown_kind_is_refused():
    assert parse_host_message('{"type":"done","seq":1}')["seq"] == 1
    for bad in ('{"type":"shell"}', "[]", "nope", b"{}"):
        with pytest.raises(ProtocolError):
            parse_host_message(bad)


def test_an_invite_code_reads_back_as_written_and_forgives_case_and_look_alike_letters():
    invite = Invite(new_room(), "192.168.1.20", 47100)
    assert parse_invite(str(invite)) == invite
    assert all(ch in ALPHABET for ch in invite.room)
    assert parse_invite("fd-7k3q-9xwo@localhost:5000") == Invite("7K3Q9XW0", "localhost", 5000)
    assert parse_invite("FD-7K3Q-9XWM@[::1]:47100").url == "ws://[::1]:47100"
    assert parse_invite("FD-7K3Q-9XWM@example.org").port == 47100


@pytest.mark.parametrize(("code", "why"), [
    ("", "not an invite code"), ("hello", "not an invite code"), ("FD-7K3Q-9XWM@host:99999", "port"),
    ("FD-7K3U-9XWM@host:1", "letter no code uses"), ("FD-7K3Q-9XWM@[ff::1::2]:1", "not one"),
])
def test_a_bad_invite_code_says_what_is_wrong(code, why):
    with pytest.raises(InviteError, match=why):
        parse_invite(code)
