"""PlaceTile commands the listing shares between listings play as the model PlaceTile(...) builds
(the listing no longer writes pydantic's private fields: it builds them validated, once per placement)."""

from __future__ import annotations

from game.rules import Game, dump, parse_command


def test_listed_place_tile_commands_play_as_validated_ones() -> None:
    game = Game.new(heroes=["fighter"], seed=3)
    game.do(next(c for c in game.legal() if c.kind == "draw_tile"))
    listed = [c for c in game.legal() if c.kind == "place_tile"]
    assert listed
    for cmd in listed:
        assert cmd == parse_command(dump(cmd))
    events = game.do(listed[0])
    assert events[0].command == dump(parse_command(dump(listed[0])))
