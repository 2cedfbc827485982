"""Turning points of a finished game: the moves where the estimated chance to win moved most (issue 38).

The game's log is followed command by command; before and after each command the position's chance
to win is read from the odds' value (game/bot/odds_value.py: the model of the public facts that
scores a cut playout; 1 or 0 once the game is over). A command's swing is the change across it,
its own chance outcomes (a card drawn, a tile turned up) included. The review names the `most`
largest swings, in the order they happened, with the chance before and after (`falls`: the largest
falls only, as the replay viewer marks them). Reads only what the table saw (the value reads public
facts), so a review of the real log and of its public form agree. `preferred` asks the odds
(game/bot/odds.py: cut playouts on re-deals, never the real hidden order) which move they would
have made at a turning point.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.bot.odds import HORIZON, Odds, candidates
from game.bot.odds_calibration import calibrated
from game.bot.odds_value import value
from game.i18n import ngettext
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

    @property
    def shown(self) -> tuple[float, float]:
        """The chance before and after as a player is shown them (game/bot/odds_calibration.py: the
        value is what a cut playout scores, so the odds' calibration is the value's too)."""
        return calibrated(self.before), calibrated(self.after)

    def words(self, label: str) -> str:
        """"Move 41 (Draw a map tile): about 56 % to win before, 29 % after (27 points down)"."""
        before, after = self.shown
        points = round(100 * abs(after - before))
        fields = {"move": self.move, "label": label, "before": round(100 * before), "after": round(100 * after),
                  "n": points}
        if self.swing < 0:
            return ngettext("Move {move} ({label}): about {before} % to win before, {after} % after ({n} point down)",
                            "Move {move} ({label}): about {before} % to win before, {after} % after ({n} points down)",
                            points).format(**fields)
        return ngettext("Move {move} ({label}): about {before} % to win before, {after} % after ({n} point up)",
                        "Move {move} ({label}): about {before} % to win before, {after} % after ({n} points up)",
                        points).format(**fields)


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
                   most: int = 3, at_least: float = 0.05, falls: bool = False) -> list[TurningPoint]:
    """The `most` commands whose chance to win moved most (by at least `at_least`; `falls`: fell
    most), in game order."""
    rows = chances(events, content)
    points = [TurningPoint(n + 1, start, cmd, before, after)
              for n, (start, cmd, before, after) in enumerate(rows)]
    moved = [p for p in points if (-p.swing if falls else abs(p.swing)) >= at_least]
    biggest = sorted(moved, key=lambda p: p.swing if falls else -abs(p.swing))[:most]
    return sorted(biggest, key=lambda p: p.move)


@dataclass(frozen=True)
class Preferred:
    """The move the odds preferred at a turning point, and their chance to win after it and after
    the move made (shares; the raw estimates, compared on the same re-deals)."""

    command: Command
    chance: float
    made_chance: float
    only: bool = False  # the move made was the only legal move

    @property
    def same(self) -> bool:
        """The odds' pick was the move made, or as good within a point (or it was the only move)."""
        return self.only or self.chance < self.made_chance + 0.01


def preferred(events: Sequence[Event], point: TurningPoint, content: Content | None = None,
              rounds: int = 6, seed: int = 0) -> Preferred:
    """Which of the heuristic's three favourites and the move made the odds preferred before
    `point`'s move: `rounds` cut playouts of each on the same re-deals (the public events only)."""
    game = Game.replay(events[:point.events], content)
    moves = candidates(game, 3)
    made = next((m for m in game.legal() if m == point.command), point.command)
    if made not in moves:
        moves.append(made)
    if len(moves) < 2:
        return Preferred(made, 0.0, 0.0, only=True)
    search = Odds(game, moves, seed=f"review:{seed}:{point.move}", horizon=HORIZON)
    got = search.step(rounds * len(moves))
    best = got[0]
    return Preferred(best.command, best.share, next(o.share for o in got if o.command is made))
