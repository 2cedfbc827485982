"""The odds of each move: the chance to win the game from it, estimated by Monte Carlo playouts.

Each playout re-deals what the table does not know (game.rules.redeal on a copy built from the public
events: every hidden pile shuffled and its chance seed its own), makes the move, then plays on with
the heuristic bot: to the game's end (a win counts 1, a loss 0), or, with a `horizon`, for that many
commands, where the position reached is scored by its chance to win (game/bot/odds_value.py: a
model of the public facts fitted to bot games' outcomes). A cut playout is several times cheaper and
its score varies less than a won-or-lost, so the interval narrows in far fewer playouts; the price is
the model's own error, which docs/odds.md measures (calibration against real outcomes). Nothing here
reads a hidden order: `Odds` keeps only the game's public events. A round deals one copy per move
from the same seed (common random numbers: the moves are compared on the same re-deal, so their
differences are sharper than their levels).

The search is anytime: `step(playouts)` refines it, `estimates()` reads it at any moment, each with
its 95 % interval (Wilson's for won-or-lost playouts; from the scores' spread for cut ones).
`OddsWorker` runs it in a worker process for a window: the process is a daemon (it ends with its
owner) and also stops when its owner's end of the pipe closes.
"""

from __future__ import annotations

import contextlib
import json
import math
import multiprocessing
import multiprocessing.connection
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.bot.heuristic import play, score_all
from game.bot.odds_calibration import calibrated
from game.bot.odds_value import value
from game.i18n import _
from game.rules import Command, Content, Event, Game, dump, parse_command, parse_event, public_event, redeal

Z95 = 1.96

# commands played after the move before a playout is cut and scored (docs/odds.md: the horizon
# chosen so that ± 5 points take under 3 s a decision on one core, the calibration still holding)
HORIZON = 40
# a playout cut at a fight's end (`Odds(fight_end=True)`) plays at most this many commands after
# the move (a fight takes a few dozen; this only bounds a very long one)
FIGHT_LIMIT = 300


@dataclass(frozen=True)
class MoveOdds:
    """A move's playouts so far: their scores add up to `wins` over `playouts` (a won game scores 1, a
    lost one 0, a cut one its chance to win); `squares` is the sum of the squared scores (None: the
    playouts were all won or lost)."""

    command: Command
    wins: float
    playouts: int
    squares: float | None = None

    @property
    def share(self) -> float:
        """The estimated chance to win (0 before any playout)."""
        return self.wins / self.playouts if self.playouts else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95 % interval of the chance to win, as shares: Wilson's while every playout was won or
        lost, else the mean's from the scores' spread (with Wilson's small-sample term)."""
        n = self.playouts
        if self.squares is None or abs(self.squares - self.wins) < 1e-9 or n < 2:
            return wilson(self.wins, n)
        mean = self.wins / n
        spread = max(0.0, (self.squares - n * mean * mean) / (n - 1))
        half = Z95 * math.sqrt(spread / n + 1 / (4 * n * n))
        return max(0.0, mean - half), min(1.0, mean + half)

    @property
    def margin(self) -> float:
        """Half the width of the 95 % interval, as a share."""
        low, high = self.interval
        return (high - low) / 2

    @property
    def chance(self) -> float:
        """The chance to win a player is shown: the share, calibrated (game/bot/odds_calibration.py)."""
        return calibrated(self.share)

    @property
    def chance_interval(self) -> tuple[float, float]:
        """The 95 % interval around `chance`: the interval's ends through the same calibration."""
        low, high = self.interval
        return calibrated(low), calibrated(high)

    def words(self) -> str:
        """"62 % ± 4": the (calibrated) chance in whole percentage points."""
        low, high = self.chance_interval
        return f"{round(100 * self.chance)} % ± {math.ceil(100 * (high - low) / 2)}"

    def chance_words(self) -> str:
        """"about 62 % to win from here (55-69)": what the number means, for players (calibrated)."""
        low, high = self.chance_interval
        return _("about {chance} % to win from here ({low}-{high})").format(
            chance=round(100 * self.chance), low=math.floor(100 * low + 1e-9),
            high=math.ceil(100 * high - 1e-9))  # (float noise aside)


def wilson(won: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The 95 % interval of `won` in `games` (Wilson score interval)."""
    if games == 0:
        return 0.0, 1.0
    p = won / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def candidates(game: Game, most: int | None = None) -> list[Command]:
    """The legal commands, the heuristic bot's favourites first; the first `most` of them."""
    legal = game.legal()
    if len(legal) > 1:
        scores = score_all(game, legal)
        order = sorted(range(len(legal)), key=lambda i: -scores[i])
        legal = [legal[i] for i in order]
    return legal if most is None else legal[:most]


class PublicView:
    """The public form of one game's position, kept up to date event by event: a caller that asks for
    the odds at many positions of a game (the Thinking player) converts and replays each event once,
    not the whole log at every decision. `at(game)` is what Game.replay of the public form of
    `game.events` would build (a game it has not followed, or one taken back, is followed anew)."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self._last: Event | None = None  # the last event followed (the game's own object)

    def at(self, game: Game) -> Game:
        """The public replay at `game`'s position (the caller must not change it: fork it)."""
        mine = self._game
        seen = len(mine.events) if mine is not None else 0
        if mine is None or seen > len(game.events) or (seen and game.events[seen - 1] is not self._last):
            mine, seen = Game(game.content), 0
        # the public form only: the hidden orders are never kept (public_event sorts them)
        mine.follow([parse_event(public_event(e)) for e in game.events[seen:]])
        self._game, self._last = mine, (game.events[-1] if game.events else None)
        return mine


class Odds:
    """The anytime search: playouts of each candidate move from a position, refined step by step.
    With a `view` (PublicView) kept over the game's positions, the public replay is taken from it."""

    def __init__(self, game: Game, moves: Sequence[Command] | None = None, seed: int | str = 0,
                 most: int | None = 6, max_commands: int = 20000, horizon: int | None = None,
                 fight_end: bool = False, view: PublicView | None = None) -> None:
        # the public form only: the hidden orders are never kept (public_event sorts them)
        self._public: Game | None = view.at(game).fork() if view is not None else None  # deal forks it
        self._events: list[Event] = [parse_event(public_event(e)) for e in game.events] if view is None else []
        self._content: Content = game.content
        self.moves: list[Command] = list(moves) if moves is not None else candidates(game, most)
        self.seed = seed
        self.max_commands = max_commands
        self.horizon = horizon  # None: every playout to the game's end
        # a playout that is in a fight, or meets one before the horizon, runs on to that fight's end
        # (or the game's) and the position after it is scored: the fight's result is what the moves
        # differ in; one that meets no fight is cut at the horizon as before
        self.fight_end = fight_end
        self._wins = [0.0] * len(self.moves)
        self._squares = [0.0] * len(self.moves)
        self._runs = [0] * len(self.moves)
        self._next = 0  # the playout to run next: round `_next // len(moves)`, move `_next % len(moves)`

    @classmethod
    def from_public(cls, public_events: Sequence[dict[str, Any] | str], moves: Sequence[Command | dict[str, Any]],
                    seed: int | str = 0, content: Content | None = None, horizon: int | None = None) -> Odds:
        """The search from a position's public events alone (the worker process is given only these)."""
        game = Game.replay(public_events, content)
        return cls(game, [m if isinstance(m, Command) else parse_command(m) for m in moves], seed, horizon=horizon)

    @property
    def playouts(self) -> int:
        return self._next

    def deal(self, round_: int) -> Game:
        """Round `round_`'s re-deal: a copy from the public events, its hidden piles shuffled (a fork of
        the one replay of them: the same game as a replay each, far cheaper; Game.fork)."""
        if self._public is None:
            self._public = Game.replay(self._events, self._content)  # the public events: every hidden pile sorted
        copy = self._public.fork()
        redeal(copy, f"{self.seed}:{round_}")
        return copy

    def playout(self, move: int, round_: int) -> float:
        """One playout of `moves[move]` on round `round_`'s re-deal: 1 won, 0 lost, or, cut at the
        horizon, the chance to win from where it got to."""
        copy = self.deal(round_)
        copy.do(self.moves[move])
        seed = random.Random(f"{self.seed}:{round_}:bot").randrange(2**31)
        if self.fight_end:
            cut = FightEnd(self.horizon if self.horizon is not None else self.max_commands, copy)
            play(copy, seed=seed, max_commands=min(FIGHT_LIMIT, self.max_commands), until=cut.over)
            return value(copy)
        limit = self.max_commands if self.horizon is None else min(self.horizon, self.max_commands)
        play(copy, seed=seed, max_commands=limit)
        if copy.outcome is not None or self.horizon is None:
            return 1.0 if copy.outcome == "won" else 0.0
        return value(copy)

    def step(self, playouts: int = 1) -> list[MoveOdds]:
        """Run `playouts` more playouts (the moves in turn) and return the estimates."""
        if not self.moves:
            return []
        for _playout in range(playouts):
            round_, move = divmod(self._next, len(self.moves))
            score = self.playout(move, round_)
            self._wins[move] += score
            self._squares[move] += score * score
            self._runs[move] += 1
            self._next += 1
        return self.estimates()

    def estimates(self) -> list[MoveOdds]:
        """Every candidate's estimate so far, the likeliest to win first (ties: the bot's order)."""
        got = [MoveOdds(m, w, n, q)
               for m, w, n, q in zip(self.moves, self._wins, self._runs, self._squares, strict=True)]
        return sorted(got, key=lambda o: -o.share)


class FightEnd:
    """Where a playout cut at a fight's end stops: once the fight it is in, or meets within
    `horizon` commands, is over; after `horizon` commands when it meets none."""

    def __init__(self, horizon: int, game: Game) -> None:
        self.left = horizon
        self.fought = game.state.combat is not None

    def over(self, game: Game) -> bool:
        self.left -= 1
        if game.state.combat is not None:
            self.fought = True
            return False
        return self.fought or self.left <= 0


# --- the worker process ---------------------------------------------------------------------------

STEP_PLAYOUTS = 2  # playouts between two reports (a report every second or so on a typical position)


def _work(conn: multiprocessing.connection.Connection, seed: int) -> None:
    """The worker's loop: a position arrives, its search is refined and reported step by step until
    another position arrives, `None` (stop) arrives, or the owner's end of the pipe closes."""
    search: Odds | None = None
    ask = limit = 0
    try:
        while True:
            if search is None or search.playouts >= limit or conn.poll():
                message = conn.recv()  # blocks while idle; EOFError once the owner is gone
                if message is None:
                    return
                ask, events, moves, limit, horizon = message
                search = Odds.from_public(events, moves, seed=f"{seed}:{ask}", horizon=horizon)
                continue
            search.step(STEP_PLAYOUTS)
            conn.send((ask, [(dump(o.command), o.wins, o.playouts, o.squares) for o in search.estimates()],
                       search.playouts))
    except (EOFError, OSError, KeyboardInterrupt):
        return


@dataclass(frozen=True)
class OddsReport:
    """What the worker has found so far for the position last asked about."""

    ask: int
    odds: list[MoveOdds]
    playouts: int
    limit: int

    @property
    def progress(self) -> float:
        """0..1: how far the search is through its playouts (the progress ring)."""
        return min(1.0, self.playouts / self.limit) if self.limit else 1.0


class OddsWorker:
    """A daemon worker process estimating the odds of the position last asked about.

        worker = OddsWorker()
        worker.ask(game)                # a new position: the old search is dropped
        report = worker.poll()          # never blocks: the newest report, or None
        worker.close()                  # with the window; the process also ends with its owner
    """

    def __init__(self, seed: int = 0) -> None:
        ctx = multiprocessing.get_context("spawn")  # no copy of the window's process (SDL, threads)
        self._conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_work, args=(child, seed), daemon=True, name="odds-worker")
        self.process.start()
        child.close()  # the owner keeps only its own end: when the owner goes, the worker reads EOF
        self._ask = 0
        self._limit = 0
        self._moves: dict[str, Command] = {}
        self.report: OddsReport | None = None

    def ask(self, game: Game, moves: Sequence[Command] | None = None, playouts: int = 400,
            most: int = 6, horizon: int | None = HORIZON) -> int:
        """Start estimating the odds of `game`'s position (its public events only are sent); each
        playout cut `horizon` commands after the move (None: played to the end)."""
        chosen = list(moves) if moves is not None else candidates(game, most)
        self._ask += 1
        self._limit = playouts
        self._moves = {_key(m): m for m in chosen}
        self.report = None
        self._conn.send((self._ask, [public_event(e) for e in game.events], [dump(m) for m in chosen], playouts,
                        horizon))
        return self._ask

    def poll(self) -> OddsReport | None:
        """The newest report on the position last asked about (None before the first)."""
        try:
            while self._conn.poll():
                ask, rows, playouts = self._conn.recv()
                if ask == self._ask:
                    odds = [MoveOdds(self._moves.get(_key(c)) or parse_command(c), w, n, q) for c, w, n, q in rows]
                    self.report = OddsReport(ask, odds, playouts, self._limit)
        except (EOFError, OSError):
            pass
        return self.report

    def close(self, wait: float = 2.0) -> None:
        """Stop the worker (the window calls this as it closes)."""
        with contextlib.suppress(OSError, ValueError):
            self._conn.send(None)
        self._conn.close()
        self.process.join(wait)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(wait)

    def __enter__(self) -> OddsWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _key(command: Command | dict[str, Any]) -> str:
    return json.dumps(command if isinstance(command, dict) else dump(command), sort_keys=True)
