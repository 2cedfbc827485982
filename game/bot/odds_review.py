"""Turning points of a finished game: the moves where the estimated chance to win moved most (issue 38).

The game's log is followed command by command; before and after each command the position's chance
to win is read from the odds' value (game/bot/odds_value.py: the model of the public facts that
scores a cut playout; 1 or 0 once the game is over). A command's swing is the change across it,
its own chance outcomes (a card drawn, a tile turned up) included. The review names the `most`
largest swings, in the order they happened, with the chance before and after. Reads only what the
table saw (the value reads public facts), so a review of the real log and of its public form agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.bot.odds_value import value
from game.rules import Command, CommandAccepted, Content, Event, Game, parse_command, parse_event


@dataclass(frozen=True)
class TurningPoint:
    """The `move`th command of the game (1 for the first), made after `events` events."""

    move: int
    events: int
    command: Command
    before: float  # the chance to win before the command
    after: float  # and after it (its chance outcomes included)

    @property
    def swing(self) -> float:
        return self.after - self.before

    def words(self, label: str) -> str:
        """"Move 41 (Draw a map tile): about 62 % to win before, 35 % after (27 points down)"."""
        points = round(100 * abs(self.swing))
        way = "down" if self.swing < 0 else "up"
        return (f"Move {self.move} ({label}): about {round(100 * self.before)} % to win before, "
                f"{round(100 * self.after)} % after ({points} point{'s' if points != 1 else ''} {way})")


def chances(events: Sequence[Event | dict[str, Any] | str], content: Content | None = None
            ) -> list[tuple[int, Command, float, float]]:
    """Per command: the events before it, the command, and the chance to win before and after it."""
    parsed = [e if isinstance(e, Event) else parse_event(e) for e in events]
    starts = [i for i, e in enumerate(parsed) if isinstance(e, CommandAccepted)] + [len(parsed)]
    game = Game(content)
    game.follow(parsed[:starts[0]])
    out = []
    now = value(game)
    for start, end in zip(starts, starts[1:], strict=False):
        accepted = parsed[start]
        assert isinstance(accepted, CommandAccepted)
        game.follow(parsed[start:end])
        later = value(game)
        out.append((start, parse_command(accepted.command), now, later))
        now = later
    return out


def turning_points(events: Sequence[Event | dict[str, Any] | str], content: Content | None = None,
                   most: int = 3, at_least: float = 0.05) -> list[TurningPoint]:
    """The `most` commands whose chance to win moved most (by at least `at_least`), in game order."""
    rows = chances(events, content)
    points = [TurningPoint(n + 1, start, cmd, before, after)
              for n, (start, cmd, before, after) in enumerate(rows)]
    biggest = sorted((p for p in points if abs(p.swing) >= at_least), key=lambda p: -abs(p.swing))[:most]
    return sorted(biggest, key=lambda p: p.move)
