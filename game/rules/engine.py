"""Game: the one public face of the rules. Bots, the UI, saves and tests use only this.

    game = Game.new(heroes=["fighter", "wizard"], seed=42)
    game.legal()          # every command legal right now
    game.do(command)      # -> new events; an illegal command raises RuleViolation, nothing changes
    Game.replay(events)   # the same game, without calling the RNG
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from game.i18n import N_, _, ngettext
from game.rules import ruleset
from game.rules.board import Board
from game.rules.content.library import Content, load_content
from game.rules.core.errors import RuleViolation
from game.rules.core.messages import Command, CommandAccepted, Event, parse_command, parse_event
from game.rules.core.revisions import next_revision
from game.rules.fast import switch
from game.rules.fast.commands import accepted
from game.rules.fast.tables import per_value
from game.rules.ruleset import APPLIERS, CHECKS, DECIDERS, listers_for
from game.rules.state.game_state import GameState

_listers = per_value("engine.listers", 64)(listers_for)  # the listers that can list something in a phase
NOT_LISTED = N_("That is not one of the moves open to the heroes now.")


class Game:
    """An event-sourced game: the state is the fold of `events`; chance is recorded in them.

    `revision` is the identity of the position: it changes with every event recorded, every undo and
    rebuild, and no two positions of any games in one process share it. Whatever is remembered about
    a position (a listing, a forecast, a hint) is kept under it, never under the number of events,
    which an undo followed by another move can repeat for a different position."""

    def __init__(self, content: Content | None = None) -> None:
        self.content = content or load_content()
        self.events: list[Event] = []
        self.revision = next_revision()
        self.state: GameState = GameState(seed=0, heroes=[], variants=[])
        self.board = Board(self.content)
        self._rng: random.Random | None = None
        self._rng_seed: str | None = None  # a command's RNG is seeded only if it uses chance
        self._legal_cache: tuple[int, list[Command]] | None = None  # (revision, listing)
        # the listing's commands as a set, built when do() is given a command not taken from it (_listed)
        self._listed_ids: tuple[list[Command], set[Command]] | None = None
        self._pending: Command | None = None
        # results about positions the rules remember (game.rules.fast.positions)
        self.memo: dict[Any, Any] = {}

    # --- creating and restoring ---------------------------------------------------------------

    @classmethod
    def new(cls, heroes: Sequence[str], seed: int = 0, ecology: str = "ruins",
            variants: Iterable[str] = (), stacked: dict[str, list[str]] | None = None,
            content: Content | None = None, single_class: Iterable[str] = (), tier: str = "standard",
            house_rules: Iterable[str] = (), talents: Mapping[int, Iterable[str]] | None = None,
            story_mode: bool = False) -> Game:
        """Set up a new game. `stacked` fixes the top of any deck, e.g. {"tiles": ["ruins-05"]};
        `single_class` names alternate heroes played with only their Primary Class. Beside the
        rulebook game (issue 17): the challenge `tier` (TIERS), `house_rules` (HOUSE_RULES), each
        hero's campaign `talents` by hero index (TALENTS), and `story_mode`'s story choices
        (areas/story_choices.py)."""
        game = cls(content)
        game._rng = random.Random(f"{seed}:setup")
        held = {i: [t] if isinstance(t, str) else list(t) for i, t in (talents or {}).items()}
        per_hero = [sorted(set(held.get(i, ()))) for i in range(len(heroes))]
        extra = [i for i in held if i not in range(len(heroes))]
        if extra:
            raise RuleViolation(ngettext(
                "Talents are given for hero {hero}, but the party has {n} hero (hero numbers start at 0).",
                "Talents are given for hero {hero}, but the party has {n} heroes (hero numbers start at 0).",
                len(heroes)).format(hero=repr(extra[0]), n=len(heroes)))
        try:
            ruleset.set_up_new_game(game, list(heroes), seed, ecology, sorted(set(variants)), stacked or {},
                                    sorted(set(single_class)), tier, sorted(set(house_rules)),
                                    per_hero if any(per_hero) else [], story_mode=bool(story_mode))
        finally:
            game._rng = None
        return game

    @classmethod
    def from_record(cls, record: dict[str, Any], seed: int | None = None, content: Content | None = None) -> Game:
        """A new game at the record's Ecology with the party rebuilt from its Hero Record."""
        game = cls(content)
        rec = ruleset.read_record(record, game)
        game._rng = random.Random(f"{rec.seed if seed is None else seed}:setup")
        try:
            ruleset.set_up_from_record(game, rec, rec.seed if seed is None else seed)
        finally:
            game._rng = None
        return game

    @classmethod
    def replay(cls, events: Iterable[Event | dict[str, Any] | str], content: Content | None = None) -> Game:
        """Rebuild a game from its log. Never calls the RNG: every chance outcome is in the events."""
        game = cls(content)
        game.follow(events)
        return game

    def fork(self) -> Game:
        """A game of its own at the same position: the same log and content, a copy of the state and the
        map's tiles laid again in the order they were laid (their order is the map's: Board.add). What
        replay(self.events) would build, at a fraction of its cost (the odds' playouts start from a fork
        of one replay, not from a replay each: tests/rules/engine/test_fork.py checks they are the same game).
        Not while a command is being carried out."""
        if self._pending is not None or self._rng_seed is not None or self._rng is not None:
            raise RuntimeError("a game cannot be forked while a command is being carried out")
        copy = Game(self.content)
        copy.events = list(self.events)  # the events are never changed once recorded: shared
        copy.state = self.state.model_copy(deep=True)
        for (x, y), geom in self.board.grid.items():
            copy.board.add(geom.tile_id, x, y, geom.rotation)
        return copy

    def follow(self, events: Iterable[Event | dict[str, Any] | str]) -> None:
        """Record events decided elsewhere (a replayed log, or an online host's in their public form)
        as if they had been decided here: each is folded into the state in turn, never calling the
        RNG. An event that is not one (malformed JSON, an unknown kind) raises RuleViolation."""
        for e in events:
            event = e if isinstance(e, Event) else parse_event(e)
            self._apply(event)
            self.events.append(event)

    # --- the public commands ------------------------------------------------------------------

    @property
    def outcome(self) -> str | None:
        """None while playing, else "won" or "lost" (state.outcome_reason says why)."""
        return self.state.outcome

    def legal(self) -> list[Command]:
        """Every command that is legal right now."""
        if self._legal_cache and self._legal_cache[0] == self.revision and switch.ON:
            return list(self._legal_cache[1])
        commands: list[Command] = []
        if self.state.outcome is None:
            for lister in _listers(self.state.phase):
                commands.extend(lister(self))
        self._legal_cache = (self.revision, commands)
        return list(commands)

    def is_legal(self, command: Command | dict[str, Any] | str) -> bool:
        """Whether do(command) would accept it now (without changing anything).

        For most kinds that is being in legal(); for a kind listed in a canonical form only
        (`Command.listing == "canonical"`: payments, healing splits, plays and removals by card
        value) the rules decide it on a copy of the game (this game's objects stay as they are)."""
        try:
            if not isinstance(command, Command):
                command = parse_command(command)
            if command.kind == "undo":
                return self.can_undo()
            if self.state.outcome is not None or command.kind not in DECIDERS:
                return False
            if command.listing == "every":
                return self._listed(command)
            Game.replay(self.events, self.content).do(command)
        except RuleViolation:
            return False
        return True

    def _from_listing(self, command: Command) -> bool:
        """Whether `command` is the very object of the current listing (as the bots and screens pass
        it back); False when no listing of this position was made."""
        got = self._legal_cache
        if got is None or got[0] != self.revision or not switch.ON:
            return False
        for c in got[1]:  # noqa: SIM110  (identity only)
            if c is command:
                return True
        return False

    def _listed(self, command: Command) -> bool:
        """Whether `command` is in the current listing: the very object, else an equal one."""
        if self._from_listing(command):
            return True
        if not self._legal_cache or self._legal_cache[0] != self.revision or not switch.ON:
            self.legal()
        assert self._legal_cache is not None
        listing = self._legal_cache[1]
        got = self._listed_ids
        if got is None or got[0] is not listing:  # the set belongs to this very listing
            got = self._listed_ids = (listing, set(listing))
        return command in got[1]

    def do(self, command: Command | dict[str, Any] | str) -> list[Event]:
        """Carry out a command. Illegal: raises RuleViolation and nothing changes.

        The contract: do() accepts a command exactly when it is legal, which for every kind but
        the canonically listed ones (`Command.listing`) means exactly when legal() lists it."""
        if not isinstance(command, Command):
            command = parse_command(command)
        if command.kind == "undo":
            self.undo()
            return []
        if self.state.outcome is not None:
            if self.state.outcome == "won":
                raise RuleViolation(_("The game is over: the heroes have won."))
            raise RuleViolation(_("The game is over: the heroes have lost."))
        decider = DECIDERS.get(command.kind)
        if decider is None:
            raise RuleViolation(_("{kind} is not something the heroes can do.").format(kind=repr(command.kind)))
        check = CHECKS.get(command.kind)
        if check is None:
            listed = command.listing == "canonical" or self._listed(command)
        elif self._from_listing(command):
            listed = True  # listed, so it passed its check (the listers list only such commands)
        else:
            check(self, command)  # its reason, before anything changes
            listed = command.listing == "canonical" or self._listed(command)
            if not listed:
                raise RuleViolation(_(NOT_LISTED))
        mark = len(self.events)
        self._rng, self._rng_seed = None, f"{self.state.seed}:{mark}"
        self._pending = command
        try:
            decider(self, command)  # an unlisted command still goes to its decider, for its reason
            if not listed:
                raise RuleViolation(_(NOT_LISTED))
            if self._pending is not None:
                self.emit_accept()
            if self.state.phase == "exploring" and not self.state.tile_pile:  # only then can it be lost
                ruleset.after_command(self)
                self._legal_cache = None  # callers may set a position up by hand after a command
        except BaseException:
            if len(self.events) > mark:
                self._rebuild(mark)  # a refusal after an emit must leave no trace
            raise
        finally:
            self._rng = self._rng_seed = None
            self._pending = None
        return self.events[mark:]

    def undo(self) -> None:
        """Take back the last command, never past an event that revealed hidden information."""
        starts = [i for i, e in enumerate(self.events) if isinstance(e, CommandAccepted)]
        if not starts:
            raise RuleViolation(_("There is nothing to undo."))
        start = starts[-1]
        if any(e.reveals for e in self.events[start:]):
            raise RuleViolation(_("That cannot be undone: it revealed something hidden (a drawn tile or card)."))
        self._rebuild(start)

    def can_undo(self) -> bool:
        """Whether undo() would take something back."""
        for e in reversed(self.events):
            if e.reveals:
                return False
            if isinstance(e, CommandAccepted):
                return True
        return False

    @contextmanager
    def chance(self, seed: int | str = 0) -> Iterator[Game]:
        """Set up a position by hand (game.rules.scenario, tests, tools): inside the block rule steps
        draw their chance from a Random seeded with `seed`, and what they emit is logged and folded
        as a command's events are (no CommandAccepted), so the log replays to the position and the
        listing, memo and board versions follow it. Not while a command is being carried out."""
        if self._pending is not None or self._rng_seed is not None:
            raise RuntimeError("a position cannot be set up while a command is being carried out")
        outer, self._rng = self._rng, random.Random(seed)
        try:
            yield self
        finally:
            self._rng = outer

    # --- read-only questions the UI and bots ask ----------------------------------------------

    def placement_problem(self, tile: str, x: int, y: int, rotation: int) -> str | None:
        """Why `tile` may not be placed there now, as a sentence; None if it may (the same check
        as do(PlaceTile))."""
        return ruleset.placement_problem(self, tile, x, y, rotation)

    def accessible_cells(self) -> list[tuple[int, int, int, int]]:
        """Cells (tile x, tile y, cx, cy) in the Lantern's accessible area."""
        return self.board.accessible_cells(self.state)

    def encounterable(self) -> list[str]:
        """Ids of the discovered elements the heroes can reach and Encounter now."""
        return [el.id for el in self.board.encounterable(self.state)]

    def tiles_that_still_fit(self) -> tuple[int, int]:
        """Dead-end risk meter: (tiles left in the pile that could be placed now, tiles left)."""
        pile = self.state.tile_pile
        return self.board.tiles_that_fit(self.state, pile), len(pile)

    # --- for rule modules ---------------------------------------------------------------------

    @property
    def rng(self) -> random.Random:
        """The chance source while a command is being decided (never during replay)."""
        if self._rng is None:
            if self._rng_seed is not None:
                self._rng = random.Random(self._rng_seed)
                return self._rng
            raise RuntimeError("chance may only be decided inside Game.new or Game.do")
        return self._rng

    def emit(self, event: Event) -> None:
        """Record an event and fold it into the state at once.

        A decider checks everything first and emits only once the command is known to be legal;
        the first emit opens the command's group with CommandAccepted.
        """
        if self._pending is not None:
            self.emit_accept()
        self._apply(event)
        self.events.append(event)

    def emit_accept(self) -> None:
        command, self._pending = self._pending, None
        assert command is not None
        self.events.append(accepted(command))
        self.revision = next_revision()

    def _apply(self, event: Event) -> None:
        self.revision = next_revision()
        applier = APPLIERS.get(event.kind)
        if applier is not None:
            applier(self, event)
        if event.changes_board:  # the one place the board's reach is told the state changed
            self.board.invalidate()

    def _rebuild(self, length: int) -> None:
        kept = self.events[:length]
        fresh = Game.replay(kept, self.content)
        self.events, self.state, self.board = fresh.events, fresh.state, fresh.board
        self.revision = next_revision()
        self._legal_cache = self._listed_ids = None

