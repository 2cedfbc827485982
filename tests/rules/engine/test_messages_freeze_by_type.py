"""A message's sequence fields hold tuples whatever spelling declares them: the field's type is
resolved (an alias such as `Cards = tuple[str, ...]` is the tuple it names), so a command built with
lists is immutable and can be hashed (the listing keeps commands in sets)."""

from __future__ import annotations

from game.rules import Command, Event
from game.rules.core.messages import COMMANDS, EVENTS

Cards = tuple[str, ...]
Rows = tuple[Cards, ...]


class _AliasedCommand(Command):  # no kind default: built here only, never registered
    kind: str
    cards: Cards
    rows: Rows = ()


class _AliasedEvent(Event):
    kind: str
    taken: Cards
    piles: dict[str, Cards] = {}


def test_an_aliased_sequence_field_holds_a_tuple_and_the_command_hashes():
    command = _AliasedCommand(kind="aliased", cards=["a", "b"], rows=[["c"], ["d", "e"]])
    assert command.cards == ("a", "b") and command.rows == (("c",), ("d", "e"))
    assert hash(_AliasedCommand(kind="aliased", cards=["a", "b"])) == hash(_AliasedCommand(kind="aliased",
                                                                                          cards=("a", "b")))
    event = _AliasedEvent(kind="aliased", taken=["z"], piles={"p": ["x"]})
    assert event.taken == ("z",) and event.piles == {"p": ("x",)}


def test_the_aliased_kinds_are_not_registered():
    assert "aliased" not in COMMANDS and "aliased" not in EVENTS
