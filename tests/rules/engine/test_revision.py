"""Game.revision, the identity of a position: it changes with every command done, every undo and every
set-up, no two positions of any games share it, and a listing is kept only for its own position."""

from __future__ import annotations

from game.rules import Game
from tests.kits.bot_positions import undoable_moves


def test_every_command_and_every_undo_makes_a_new_revision():
    game = Game.new(["fighter"], seed=1)
    seen = {game.revision}
    for _ in range(12):
        move = game.legal()[0]
        game.do(move)
        assert game.revision not in seen
        seen.add(game.revision)
        if game.can_undo():
            game.undo()
            assert game.revision not in seen
            seen.add(game.revision)
            game.do(move)
            seen.add(game.revision)


def test_a_refused_command_keeps_the_revision_and_reading_never_changes_it():
    game = Game.new(["fighter"], seed=2)
    before = game.revision
    game.legal()
    game.accessible_cells()
    game.is_legal(game.legal()[0])
    assert game.revision == before
    assert not game.is_legal({"kind": "buy_key"})
    assert game.revision == before


def test_two_games_at_the_same_events_are_two_positions():
    game = Game.new(["fighter", "wizard"], seed=3)
    again = Game.replay(game.events, game.content)
    assert again.events == game.events
    assert again.revision != game.revision


def test_the_listing_after_an_undo_and_another_move_is_that_positions_own():
    game = Game.new(["fighter"], seed=4)
    for _ in range(40):  # find a position with two undoable moves
        moves = undoable_moves(game)
        if len(moves) >= 2:
            break
        game.do(game.legal()[0])
    first, other = moves[:2]
    game.do(first)
    game.legal()  # the listing of the position after `first`, kept
    game.undo()
    game.do(other)
    fresh = Game.replay(game.events, game.content)
    assert game.legal() == fresh.legal()
