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


def undoable(t: Table, ann, bo) -> None:
    """Play until the last move can be taken back (each move sent by its hero's player)."""
    for _ in range(30):
        hero = t.game.legal() and acting_hero(t.game, t.game.legal()[0])
        t.act(ann if hero == 0 else bo, dump(t.game.legal()[0]))
        if t.game.can_undo():
            return
    raise AssertionError("no move that can be undone")


def test_only_the_player_whose_move_it_was_may_take_it_back_and_anyone_else_is_told_whose_it_is():
    t = table()
    ann, _ = t.join(hello("Ann"))
    bo, _ = t.join(hello("Bo"))
    undoable(t, ann, bo)
    mover = t.movers[-1].player
    other = bo if mover is ann else ann
    assert t.undo_hero() == t.movers[-1].hero and t.log_since(0)["undo"] == t.movers[-1].hero
    with pytest.raises(RuleViolation, match=f"Only {mover.name} can take back their move."):
        t.act(other, {"kind": "undo"})
    before = len(t.game.events)
    t.act(mover, {"kind": "undo"})
    assert len(t.game.events) < before


def test_the_seat_holder_may_undo_a_move_made_before_the_host_started_and_nobody_else():
    t = table()
    ann, _ = t.join(hello("Ann"))
    bo, _ = t.join(hello("Bo"))
    undoable(t, ann, bo)
    hero = t.movers[-1].hero
    # the host quits and hosts the game again: no moves made through this table yet
    again = Table(game=Game.replay(t.game.events, t.game.content), room=ROOM, version="1.0",
                  rules="abcdef0123456789")
    restore_seats(again, seat_record(t))
    assert not again.movers and again.undo_hero() == hero
    mover, other = (again.players[0], again.players[1]) if hero in again.players[0].seats else \
        (again.players[1], again.players[0])
    with pytest.raises(RuleViolation, match=f"Only {mover.name} can take back"):
        again.act(other, {"kind": "undo"})
    before = len(again.game.events)
    again.act(mover, {"kind": "undo"})
    assert len(again.game.events) < before


def test_nothing_to_undo_is_refused_in_the_rules_words_and_no_one_is_named():
    t = table()
    ann, _ = t.join(hello("Ann"))
    assert t.undo_hero() is None and t.log_since(0)["undo"] is None
    with pytest.raises(RuleViolation, match="nothing to undo|cannot be undone"):
        t.act(ann, {"kind": "undo"})


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


def test_a_machine_players_seat_is_recorded_as_a_machine_players_and_gets_a_new_token_when_hosted_again():
    t = table()
    ann, _ = t.join(hello("Ann", seats=[0]))
    ann.host = True
    machine, token = t.give(ann, 1, "")
    assert machine.machine and token is not None
    fresh = table()
    restore_seats(fresh, seat_record(t))
    again = next(p for p in fresh.players if p.seats == {1})
    assert again.machine and not again.connected
    started = fresh.machines_to_start()
    assert [(p.name, p.seats) for p, _ in started] == [("Machine 2", {1})]
    assert fresh.player_with(started[0][1]) is again and not again.holds(token)  # a new token, the old one void
    human = next(p for p in fresh.players if p.seats == {0})
    assert not human.machine  # a seat handed to a person waits for that person


def test_a_hand_over_saves_the_seats_at_once():
    t = table()
    saved: list[list[str | None]] = []
    t.on_seats = lambda: saved.append([s["player"] for s in t.seats_view()])
    ann, _ = t.join(hello("Ann", seats=[0, 1]))
    t.give(ann, 1, "")
    assert saved[-1] == ["Ann", "Machine 2"]
