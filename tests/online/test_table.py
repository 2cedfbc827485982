"""The hosted table without the network: who may join, who sits where, and who may make which move."""

from __future__ import annotations

import pytest

from game.online.protocol import PROTOCOL, Hello, ProtocolError
from game.online.table import Table, restore_seats, seat_record
from game.rules import Game, RuleViolation, acting_hero, dump

ROOM = "7K3Q9XWM"


def table(heroes: tuple[str, ...] = ("fighter", "wizard")) -> Table:
    return Table(game=Game.new(list(heroes), seed=3), room=ROOM, version="1.0", rules="abcdef0123456789")


def hello(name: str = "Ann", **fields: object) -> Hello:
    data: dict[str, object] = {"type": "hello", "protocol": PROTOCOL, "version": "1.0",
                               "rules": "abcdef0123456789", "room": ROOM, "name": name, **fields}
    return Hello.model_validate(data)


def move_of(t: Table, hero: int) -> dict:
    return dump(next(c for c in t.game.legal() if acting_hero(t.game, c) == hero))


def test_a_joining_player_gets_the_first_free_seat_then_watchers_get_none():
    t = table()
    ann, _ = t.join(hello("Ann"))
    bo, _ = t.join(hello("Bo"))
    eve, _ = t.join(hello("Eve"))
    assert (ann.seats, bo.seats, eve.seats) == ({0}, {1}, set())
    assert eve.watching
    assert [s["player"] for s in t.seats_view()] == ["Ann", "Bo"]


def test_one_player_may_hold_several_seats_and_a_taken_seat_is_refused_naming_its_player():
    t = table(("fighter", "wizard", "rogue"))
    ann, _ = t.join(hello("Ann", seats=[0, 2]))
    assert ann.seats == {0, 2}
    with pytest.raises(ProtocolError, match="Seat 3 is Ann's"):
        t.join(hello("Bo", seats=[2]))
    two = table()
    with pytest.raises(ProtocolError, match="there is no seat 3"):
        two.join(hello("Bo", seats=[2]))


def test_a_version_or_rules_mismatch_is_refused_naming_both():
    t = table()
    with pytest.raises(ProtocolError) as refused:
        t.join(hello(version="2.0"))
    assert "1.0" in str(refused.value) and "2.0" in str(refused.value)
    with pytest.raises(ProtocolError, match="rules ffffffff"):
        t.join(hello(rules="ffffffffffffffff"))
    with pytest.raises(ProtocolError, match="no game with that invite code"):
        t.join(hello(room="AAAAAAAA"))


def test_a_player_comes_back_to_its_seats_with_its_token_and_a_guessed_token_is_refused():
    t = table()
    ann, token = t.join(hello("Ann"))
    t.leave(ann)
    back, same = t.join(hello("Ann again", token=token))
    assert back is ann and same == token and back.connected and back.seats == {0}
    with pytest.raises(ProtocolError, match="not one of this game's"):
        t.join(hello("Mallory", token="A" * 24))


def test_only_the_seat_of_the_acting_hero_may_move_and_watchers_never():
    t = table()
    ann, _ = t.join(hello("Ann"))
    bo, _ = t.join(hello("Bo"))
    eve, _ = t.join(hello("Eve", watch=True))
    first = move_of(t, 0)
    with pytest.raises(RuleViolation, match="Ann's to make, not yours"):
        t.act(bo, first)
    with pytest.raises(RuleViolation, match="watching"):
        t.act(eve, first)
    assert t.act(ann, first)


def test_a_malformed_command_is_refused_by_the_rules_contract_and_changes_nothing():
    t = table()
    ann, _ = t.join(hello("Ann"))
    before = len(t.game.events)
    for bad in ({"kind": "fly_away"}, {"kind": "draw_tile", "extra": 1}, {"kind": "place_tile", "x": "1"}, {}):
        with pytest.raises(RuleViolation):
            t.act(ann, bad)
    assert len(t.game.events) == before


def test_only_the_player_who_made_the_last_move_may_take_it_back():
    t = table()
    ann, _ = t.join(hello("Ann"))
    bo, _ = t.join(hello("Bo"))
    for _ in range(30):  # play until a move that can be undone was made
        hero = t.game.legal() and acting_hero(t.game, t.game.legal()[0])
        t.act(ann if hero == 0 else bo, dump(t.game.legal()[0]))
        if t.game.can_undo():
            break
    mover = t.movers[-1][1]
    other = bo if mover is ann else ann
    with pytest.raises(RuleViolation, match="Only the player who made the last move"):
        t.act(other, {"kind": "undo"})
    before = len(t.game.events)
    t.act(mover, {"kind": "undo"})
    assert len(t.game.events) < before


def test_the_seat_record_keeps_names_and_token_digests_never_tokens():
    t = table()
    ann, token = t.join(hello("Ann"))
    record = seat_record(t)
    assert token not in record and "Ann" in record
    fresh = table()
    fresh.game = t.game
    restore_seats(fresh, record)
    back, _ = fresh.join(hello("Ann", token=token))
    assert back.seats == {0}
    restore_seats(table(), "{not json")  # a damaged record restores nobody, and raises nothing


def test_a_seat_is_handed_over_by_its_holder_to_a_player_here_and_named_for_the_new_holder():
    t = table()
    ann, _ = t.join(hello("Ann"))
    eve, _ = t.join(hello("Eve", watch=True))
    got, token = t.give(ann, 0, "Eve")
    assert got is eve and token is None
    assert (ann.seats, eve.seats) == (set(), {0}) and t.seats_view()[0]["player"] == "Eve"
    assert t.act(eve, move_of(t, 0))
    with pytest.raises(ProtocolError, match="no player called Zed"):
        t.give(eve, 0, "Zed")


def test_only_the_host_may_hand_over_an_away_players_seat_and_never_a_player_here():
    t = table()
    host, _ = t.join(hello("Host"))
    host.host = True
    bo, _ = t.join(hello("Bo"))
    eve, _ = t.join(hello("Eve", watch=True))
    with pytest.raises(ProtocolError, match="Seat 2 is Bo's to hand over while they are here"):
        t.give(host, 1, "")
    t.leave(bo)
    with pytest.raises(ProtocolError, match="Seat 2 is Bo's to hand over"):
        t.give(eve, 1, "")  # a watcher is not the host
    machine, token = t.give(host, 1, "")  # Bo stays away: a machine player plays on in the seat
    assert machine.machine and token is not None and machine.holds(token) and machine.seats == {1}
    assert bo.seats == set() and t.seats_view()[1]["machine"] and "Machine 2" not in t.present()
    back, _ = t.join(hello("Machine 2", token=token))  # the machine player joins with its token
    assert back is machine
    got, _ = t.give(host, 1, "Eve")  # the host gives a machine player's seat to a person here
    assert got is eve and machine.seats == set()
