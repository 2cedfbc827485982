"""Handing a seat over on a real host (websockets on loopback): the host gives an away player's seat
to a machine player that plays on in it, and a player gives its own seat to another player here."""

from __future__ import annotations

from typing import Any

import pytest

from game.bot import thinking
from game.bot.levels import THINKING
from game.online.bot_player import play_seats
from tests.kits.online_kit import pump_until, served


def test_the_host_hands_an_away_players_seat_to_a_machine_player_that_plays_it_on():
    with served() as s:
        ann = s.client("Ann", seats=[0])
        bo = s.client("Bo", seats=[1])
        assert pump_until([ann, bo], lambda: ann.game is not None and bo.game is not None)
        s.on_loop(lambda: setattr(s.table.player_with(ann.token), "host", True))
        bo.stop()  # Bo's window closes: his seat waits for him
        assert pump_until([ann], lambda: not ann.table[1]["connected"])
        ann.give(1, "")
        assert pump_until([ann], lambda: ann.table[1].get("machine") and ann.table[1]["connected"])
        assert ann.table[1]["player"] == "Machine 2"
        had = s.on_loop(lambda: len(s.table.game.events))
        play_seats(ann, seed=1, moves=40, give_up_after=30)  # Ann plays hers; the machine answers with its own
        movers = s.on_loop(lambda: {m.player.name for m in s.table.movers})
        assert {"Ann", "Machine 2"} <= movers and s.on_loop(lambda: len(s.table.game.events)) > had
        ann.stop()


def test_a_player_hands_its_own_seat_to_a_watcher_who_then_moves_for_that_hero():
    with served() as s:
        ann = s.client("Ann", seats=[0, 1])
        eve = s.client("Eve", watch=True)
        assert pump_until([ann, eve], lambda: ann.game is not None and eve.game is not None)
        assert pump_until([ann, eve], lambda: "Eve" in ann.present)
        ann.give(1, "Eve")
        assert pump_until([ann, eve], lambda: eve.seats == [1] and ann.seats == [0]
                          and [seat["player"] for seat in eve.table] == ["Ann", "Eve"])
        ann.give(1, "Eve")  # no longer hers to give
        refused: list[str] = []
        for _ in range(200):
            refused += ann.pump(0.05).refused
            if refused:
                break
        assert refused and "Seat 2 is Eve's to hand over" in refused[0]
        ann.stop()
        eve.stop()


def test_continue_starts_the_machine_players_again_and_a_seat_handed_to_a_player_waits_for_them(tmp_path):
    from game.online.hosting import continued_table, new_table
    from game.rules import Game
    from game.saves import SaveStore

    store = SaveStore(tmp_path)
    with served(table=new_table(Game.new(["fighter", "wizard", "rogue"], seed=3), store)) as s:
        ann = s.client("Ann", seats=[0, 1])
        bo = s.client("Bo", seats=[2])
        assert pump_until([ann, bo], lambda: ann.game is not None and bo.game is not None and "Bo" in ann.present)
        ann.give(1, "")  # to a machine player
        ann.give(0, "Bo")  # to Bo
        assert pump_until([ann, bo], lambda: bo.seats == [0, 2] and bool(ann.table[1].get("machine"))
                          and ann.table[1]["connected"])
        ann.stop()
        bo.stop()
    # the host quits; Continue hosts the game again from its save
    again = continued_table(store, store.names()[0])
    with served(table=again) as s2:
        assert s2.invite.room == s.invite.room
        seats = s2.on_loop(lambda: s2.table.seats_view())
        assert [v["player"] for v in seats] == ["Bo", "Machine 2", "Bo"] and not seats[0]["connected"]
        bo2 = s2.client("Bo", token=bo.token)
        assert pump_until([bo2], lambda: bo2.game is not None and len(bo2.table) == 3
                          and bo2.table[1]["connected"] and bo2.table[0]["connected"])
        assert bo2.seats == [0, 2] and bo2.table[1]["machine"]
        had = s2.on_loop(lambda: len(s2.table.game.events))
        play_seats(bo2, seed=1, moves=40, give_up_after=30)
        movers = s2.on_loop(lambda: {m.player.name for m in s2.table.movers})
        assert {"Bo", "Machine 2"} <= movers and s2.on_loop(lambda: len(s2.table.game.events)) > had
        bo2.stop()


@pytest.mark.slow  # a machine player that thinks (a few seconds of playouts)
def test_a_host_set_to_thinking_hands_a_seat_to_a_thinking_machine_player(monkeypatch: pytest.MonkeyPatch):
    thought: list[int] = []
    real = thinking.choose

    def counted(*args: Any) -> Any:
        thought.append(1)
        return real(*args)
    monkeypatch.setattr(thinking, "choose", counted)  # the machine's thread runs in this process
    with served() as s:
        s.host.machine = THINKING  # as a window hosting with "Machine player thinks ahead" on
        ann = s.client("Ann", seats=[0])
        bo = s.client("Bo", seats=[1])
        assert pump_until([ann, bo], lambda: ann.game is not None and bo.game is not None)
        s.on_loop(lambda: setattr(s.table.player_with(ann.token), "host", True))
        bo.stop()
        assert pump_until([ann], lambda: not ann.table[1]["connected"])
        ann.give(1, "")
        assert pump_until([ann], lambda: ann.table[1].get("machine") and ann.table[1]["connected"])
        play_seats(ann, seed=1, moves=40, give_up_after=60)
        assert "Machine 2" in s.on_loop(lambda: {m.player.name for m in s.table.movers})
        assert thought, "the machine player chose its moves at the Thinking level"
        ann.stop()
