"""PlaceTile commands the listing builds without validation are the model PlaceTile(...) builds."""

from __future__ import annotations

import copy
import pickle

import pytest
from pydantic import ValidationError

from game.rules import Game
from game.rules.explore import PlaceTile, _new_place_tile
from game.rules.messages import parse_command


def test_unvalidated_place_tile_is_the_validated_one() -> None:
    fast, slow = _new_place_tile("R07", -2, 3, 1), PlaceTile(tile="R07", x=-2, y=3, rotation=1)
    assert type(fast) is PlaceTile
    assert fast == slow and hash(fast) == hash(slow)
    assert fast.__dict__ == slow.__dict__ and list(fast.__dict__) == list(slow.__dict__)
    assert fast.model_fields_set == slow.model_fields_set
    assert fast.__pydantic_extra__ == slow.__pydantic_extra__
    assert fast.__pydantic_private__ == slow.__pydantic_private__
    assert fast.model_dump() == slow.model_dump()
    assert fast.model_dump(exclude_unset=True) == slow.model_dump(exclude_unset=True)
    assert fast.model_dump_json() == slow.model_dump_json()
    assert parse_command(fast.model_dump_json()) == fast
    assert copy.deepcopy(fast) == slow and pickle.loads(pickle.dumps(fast)) == slow
    assert repr(fast) == repr(slow)
    with pytest.raises(ValidationError):  # frozen, as every command
        fast.x = 5  # type: ignore[misc]
    assert fast.x == -2


def test_listed_place_tile_commands_play_as_validated_ones() -> None:
    game = Game.new(heroes=["fighter"], seed=3)
    game.do(next(c for c in game.legal() if c.kind == "draw_tile"))
    listed = [c for c in game.legal() if c.kind == "place_tile"]
    assert listed
    for cmd in listed:
        assert cmd == PlaceTile(**cmd.model_dump(exclude={"kind"}))
    events = game.do(listed[0])
    assert events[0].command == PlaceTile(**listed[0].model_dump(exclude={"kind"})).model_dump()
