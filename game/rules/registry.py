"""Where rule areas register how they decide commands, apply events and list legal commands."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.rules.core.messages import kind_of

if TYPE_CHECKING:
    from game.rules.core.messages import Command, Event
    from game.rules.protocol import RulesGame

Decider = Callable[["RulesGame", Any], None]
Checker = Callable[["RulesGame", Any], None]
Applier = Callable[["RulesGame", Any], None]
LegalLister = Callable[["RulesGame"], list["Command"]]

DECIDERS: dict[str, Decider] = {}
# a decider split in two: the check (raises RuleViolation with the reason a command is refused)
CHECKS: dict[str, Checker] = {}
APPLIERS: dict[str, Applier] = {}
LEGAL_LISTERS: list[LegalLister] = []
# speed: the phases each lister can list anything in (None: every phase); Game.legal() asks only those
LISTER_PHASES: dict[LegalLister, tuple[str, ...] | None] = {}


def decides(command_cls: type[Command], check: Checker | None = None) -> Callable[[Decider], Decider]:
    """Register the function that checks a command and emits its events.

    With `check` the decider is split in two: `check` raises RuleViolation (why the command is
    refused) and changes nothing; the decider is then only the change, run once the check passed.
    speed: Game.do() skips the check for the very command object of the current listing (the
    listers list only commands that pass it; tests/equivalence/test_speed_do_skips_listed_checks.py)."""
    kind = kind_of(command_cls)

    def register(fn: Decider) -> Decider:
        DECIDERS[kind] = fn
        if check is not None:
            CHECKS[kind] = check
        return fn
    return register


def applies(event_cls: type[Event]) -> Callable[[Applier], Applier]:
    """Register the function that folds an event into the state (the only place state changes)."""
    kind = kind_of(event_cls)

    def register(fn: Applier) -> Applier:
        APPLIERS[kind] = fn
        return fn
    return register


def lists_legal(*phases: str) -> Callable[[LegalLister], LegalLister]:
    """Register a function that lists legal commands (it returns [] when its area is not active).

    `phases` names the game phases in which it can list anything; it is never asked in others.
    None named: it is asked in every phase.
    """

    def register(fn: LegalLister) -> LegalLister:
        LEGAL_LISTERS.append(fn)
        LISTER_PHASES[fn] = phases or None
        return fn
    return register


def listers_for(phase: str) -> list[LegalLister]:
    """The registered listers that can list something in `phase`, in registration order."""
    return [fn for fn in LEGAL_LISTERS if LISTER_PHASES[fn] is None or phase in LISTER_PHASES[fn]]  # type: ignore[operator]


SetupHook = Callable[["RulesGame"], None]
GAME_SETUP_HOOKS: list[SetupHook] = []
ECOLOGY_SETUP_HOOKS: list[SetupHook] = []


def on_game_setup(fn: SetupHook) -> SetupHook:
    """Register a step of game setup (after GameStarted, before the first Ecology), e.g. hero decks.

    It may use game.rng and must record every chance outcome in the events it emits.
    """
    GAME_SETUP_HOOKS.append(fn)
    return fn


def on_ecology_setup(fn: SetupHook) -> SetupHook:
    """Register a step of an Ecology's setup (after EcologySetUp), e.g. shuffling its monster deck."""
    ECOLOGY_SETUP_HOOKS.append(fn)
    return fn


PlacedHook = Callable[["RulesGame", str, int, int, int], None]
TILE_PLACED_HOOKS: list[PlacedHook] = []


def on_tile_placed(fn: PlacedHook) -> PlacedHook:
    """Register a check run after a tile is placed (tile, x, y, rotation), e.g. rune patterns."""
    TILE_PLACED_HOOKS.append(fn)
    return fn
