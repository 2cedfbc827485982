"""Undo online, over real websockets on loopback: every copy learns whose move an undo would take
back; that player's undo is made and reaches every copy, anyone else's is refused naming the player."""

from __future__ import annotations

from game.rules import acting_hero, parse_command, public_hash
from tests.kits.online_kit import answer, pump_until, served


def test_only_the_last_movers_player_may_undo_online_and_the_others_are_refused_with_their_name():
    with served() as s:
        ann, bo = s.client("Ann", seats=[0]), s.client("Bo", seats=[1])
        assert pump_until([ann, bo], lambda: ann.game is not None and bo.game is not None)
        for _ in range(40):  # each plays its own hero's moves until the last move can be taken back
            game = ann.game
            move = game.legal()[0]
            mover = ann if acting_hero(game, move) == 0 else bo
            seq = mover.send_command(move)
            had = len(game.events)
            assert seq is not None and not answer(mover, seq)
            assert pump_until([ann, bo], lambda h=had: len(ann.game.events) > h and len(bo.game.events) > h)
            if ann.game.can_undo():
                break
        want = s.on_loop(lambda: s.table.undo_hero())
        assert want is not None and ann.undo_seat == bo.undo_seat == want
        mine, other = (ann, bo) if want == 0 else (bo, ann)
        assert mine.may_undo and not other.may_undo
        before = s.on_loop(lambda: len(s.table.game.events))
        refused = answer(other, other.send_command(parse_command({"kind": "undo"})))
        assert refused == [f"Only {mine.name} can take back their move."]
        assert s.on_loop(lambda: len(s.table.game.events)) == before
        assert not answer(mine, mine.send_command(parse_command({"kind": "undo"})))
        after = s.on_loop(lambda: len(s.table.game.events))
        assert after < before
        host_hash = s.on_loop(lambda: public_hash(s.table.game.state))
        assert pump_until([ann, bo], lambda: all(len(c.game.events) == after and public_hash(c.game.state) == host_hash
                                                 for c in (ann, bo)))
        assert ann.desyncs == bo.desyncs == s.host.resyncs == 0
        ann.stop()
        bo.stop()


def test_a_watcher_may_never_undo_even_when_a_move_could_be_taken_back():
    with served() as s:
        both, eve = s.client("Ann", seats=[0, 1]), s.client("Eve", watch=True)
        assert pump_until([both, eve], lambda: both.game is not None and eve.game is not None)
        for _ in range(40):
            had = len(both.game.events)
            assert not answer(both, both.send_command(both.game.legal()[0]))
            assert pump_until([both, eve], lambda h=had: len(eve.game.events) > h)
            if eve.game.can_undo():
                break
        assert both.may_undo and not eve.may_undo
        refused = answer(eve, eve.send_command(parse_command({"kind": "undo"})))
        assert refused and "watching" in refused[0]
        both.stop()
        eve.stop()
