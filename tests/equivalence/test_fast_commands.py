"""fast/commands.py: an interned command is equal to the command built afresh, one object serves
every listing, and a command object's CommandAccepted is the one its JSON form gives (made once per
object, never another object's); with the shortcuts off each call builds its own."""

from __future__ import annotations

import pytest

from game.rules import Encounter, Game, PlaceTile, dump, fast
from game.rules.core.messages import CommandAccepted
from game.rules.fast.commands import accepted, command
from tests.kits.bot_positions import bot_positions


def test_an_interned_command_equals_the_command_built_afresh_and_is_shared() -> None:
    a = command(PlaceTile, "r-03", 1, 0, 2)
    assert a == PlaceTile(tile="r-03", x=1, y=0, rotation=2)
    assert command(PlaceTile, "r-03", 1, 0, 2) is a
    assert command(PlaceTile, "r-03", 0, 1, 2) != a  # other values, another command
    with fast.off():
        b = command(Encounter, "m-1")
        assert b == Encounter(element="m-1") and command(Encounter, "m-1") is not b


def test_a_command_is_given_every_field_value_in_order() -> None:
    with pytest.raises(TypeError, match="tile, x, y, rotation"):
        command(PlaceTile, "r-03", 1, 0)


def test_every_listed_command_is_accepted_with_its_own_json_form() -> None:
    game = Game.new(["fighter", "wizard"], seed=3)
    for n, position in enumerate(bot_positions(game, 3)):
        if n >= 300:
            break
        for cmd in position.legal()[:5]:
            assert accepted(cmd) == CommandAccepted(command=dump(cmd))
    accepts = [e for e in game.events if isinstance(e, CommandAccepted)]
    assert accepts and all(isinstance(e.command, dict) for e in accepts)


def test_an_accept_is_never_another_objects() -> None:
    place = PlaceTile(tile="r-03", x=1, y=0, rotation=2)
    other = PlaceTile(tile="r-04", x=1, y=0, rotation=2)
    assert accepted(place).command["tile"] == "r-03"
    assert accepted(other).command["tile"] == "r-04"
    assert accepted(place) is accepted(place)
    with fast.off():
        assert accepted(place) == accepted(place) and accepted(place) is not accepted(place)
