"""The log told as it happened: each event described with the game as its command left it.

A describer reads the state as well as its event (which monster stands where the Lantern went, the
uses an Item has left, how much armor took off a blow). Told live, a command's events are described
once the command is carried out; told later from the finished game (a loaded save, the log told again
in another language, an Adventure Record) they would read the state of the end instead, and say other
things. A `Teller` follows the events command by command on a copy of the game, so every telling is
the live one.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from game.rules.core.messages import Event
from game.rules.protocol import RulesGame

__all__ = ["Teller", "command_groups"]


def command_groups(events: Iterable[Event]) -> Iterator[list[Event]]:
    """The events in the groups a command makes: each command's opens with its `command_accepted`
    (a game's setup, before any command, is a group of its own)."""
    group: list[Event] = []
    for event in events:
        if event.kind == "command_accepted" and group:
            yield group
            group = []
        group.append(event)
    if group:
        yield group


class Teller:
    """A copy of a game that follows its events, one command at a time, to tell each event with the
    state its command left (the engine's own fold: `Game.follow`)."""

    def __init__(self, game: RulesGame, upto: int = 0) -> None:
        """A copy of `game` at its first `upto` events (a game of the same kind, with its content)."""
        kind: Any = type(game)  # the engine's Game (the rules' faces never import the engine)
        self.game: Any = kind(game.content)
        self.game.follow(game.events[:upto])

    @property
    def told(self) -> int:
        """How many of the game's events this copy has followed."""
        return len(self.game.events)

    def follows(self, game: RulesGame) -> bool:
        """Whether this copy's events are the first of `game`'s (none was taken back since)."""
        told = self.told
        return told <= len(game.events) and (told == 0 or self.game.events[-1] is game.events[told - 1])

    def catch_up(self, game: RulesGame, upto: int) -> None:
        """Follow `game`'s events up to its first `upto`, untold (this copy follows `game`)."""
        self.game.follow(game.events[self.told:upto])

    def tell(self, events: Iterable[Event]) -> Iterator[tuple[Event, RulesGame]]:
        """Each of `events` (those after the ones followed so far) with the game as its command left it."""
        for group in command_groups(events):
            self.game.follow(group)
            for event in group:
                yield event, self.game
