"""Every registry the rule areas fill as they are imported, declared here and nowhere else.

Rule areas register how they decide commands, apply events, list legal commands, set a game up,
carry out effects, Encounter elements, finish steps, end won fights and value cards for XP.
A keyed registry takes one entry per key (a second registration is refused, so which module is
imported last can never decide a rule); an ordered one (the setup hooks, the listers, the XP
sources) is put in the order ruleset.py writes out, so import order never decides it either.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from game.rules.core.messages import kind_of

if TYPE_CHECKING:
    from game.rules.core.messages import Command, Event
    from game.rules.protocol import RulesGame
    from game.rules.state.game_state import ElementState
    from game.rules.state.progress_state import Pending

_Entry = TypeVar("_Entry")


def register_once(table: dict[str, _Entry], key: str, entry: _Entry, what: str) -> None:
    """Put `entry` under `key`; a different entry already there is a mistake (refused loudly)."""
    held = table.get(key)
    if held is not None and held is not entry:
        raise RuntimeError(f"registry: {what} {key!r} is registered twice "
                           f"({getattr(held, '__module__', '?')} and {getattr(entry, '__module__', '?')})")
    table[key] = entry

Decider = Callable[["RulesGame", Any], None]
Checker = Callable[["RulesGame", Any], None]
Applier = Callable[["RulesGame", Any], None]
LegalLister = Callable[["RulesGame"], list["Command"]]

DECIDERS: dict[str, Decider] = {}
# a decider split in two: the check (raises RuleViolation with the reason a command is refused)
CHECKS: dict[str, Checker] = {}
APPLIERS: dict[str, Applier] = {}
LEGAL_LISTERS: list[LegalLister] = []
# the phases each lister can list anything in (None: every phase); Game.legal() asks only those
LISTER_PHASES: dict[LegalLister, tuple[str, ...] | None] = {}


def decides(command_cls: type[Command], check: Checker | None = None) -> Callable[[Decider], Decider]:
    """Register the function that checks a command and emits its events.

    With `check` the decider is split in two: `check` raises RuleViolation (why the command is
    refused) and changes nothing; the decider is then only the change, run once the check passed.
    Game.do() skips the check for the very command object of the current listing (the listers list
    only commands that pass it; tests/equivalence/test_do_skips_checks_of_listed_commands.py)."""
    kind = kind_of(command_cls)

    def register(fn: Decider) -> Decider:
        register_once(DECIDERS, kind, fn, "the decider of")
        if check is not None:
            register_once(CHECKS, kind, check, "the check of")
        return fn
    return register


def applies(event_cls: type[Event]) -> Callable[[Applier], Applier]:
    """Register the function that folds an event into the state (the only place state changes)."""
    kind = kind_of(event_cls)

    def register(fn: Applier) -> Applier:
        register_once(APPLIERS, kind, fn, "the applier of")
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


# --- what a won fight brings, by the fight's kind (damage.py runs it once the last foe falls) -----
CombatWonHook = Callable[["RulesGame"], None]
COMBAT_WON_HOOKS: dict[str, CombatWonHook] = {}


def on_combat_won(combat: str) -> Callable[[CombatWonHook], CombatWonHook]:
    """Register what follows a won fight of this kind (e.g. "stair_guardian": the Level Up)."""
    def register(fn: CombatWonHook) -> CombatWonHook:
        register_once(COMBAT_WON_HOOKS, combat, fn, "the won-fight hook of")
        return fn
    return register


# --- what happens when a pending step of a kind is done (resolving.py) ---------------------------
StepDoneHook = Callable[["RulesGame", "Pending"], None]
STEP_DONE_HOOKS: dict[str, StepDoneHook] = {}


def on_step_done(step: str) -> Callable[[StepDoneHook], StepDoneHook]:
    """Register what happens when a step of this kind is done and the stack's new top is reached."""
    def register(fn: StepDoneHook) -> StepDoneHook:
        register_once(STEP_DONE_HOOKS, step, fn, "the step-done hook of")
        return fn
    return register


# --- how each element kind is Encountered (encounter.py) -----------------------------------------
EncounterHandler = Callable[["RulesGame", "ElementState"], None]
EncounterCheck = Callable[["RulesGame", "ElementState"], str | None]
ENCOUNTER_HANDLERS: dict[str, EncounterHandler] = {}
# optional: why an encounter of this kind cannot start now (None when it can)
ENCOUNTER_CHECKS: dict[str, EncounterCheck] = {}


def encounters(kind: str, check: EncounterCheck | None = None) -> Callable[[EncounterHandler], EncounterHandler]:
    """Register how an element kind is Encountered (and optionally what must hold first)."""
    def register(fn: EncounterHandler) -> EncounterHandler:
        register_once(ENCOUNTER_HANDLERS, kind, fn, "the Encounter of")
        if check:
            register_once(ENCOUNTER_CHECKS, kind, check, "the Encounter check of")
        return fn
    return register


# --- how each effect op is carried out (effect_rules.py; the handler's context is an EffectContext)
EffectHandler = Callable[["RulesGame", Any, Any], None]
# a check that returns why an effect cannot be carried out now (None if it can)
EffectCheck = Callable[["RulesGame", Any, Any], str | None]
EFFECT_HANDLERS: dict[str, EffectHandler] = {}
EFFECT_CHECKS: dict[str, EffectCheck] = {}
# What an op's check reads of a hero's activation on one of its fronts (hero_effects_plan):
#   "any": nothing the player names; "opponent": fine while the op aims at the opponent(s);
#   "two": needs two played cards; "card": needs the named card in the discard pile;
#   None: something else (each choice must be checked in full).
CheckShape = Literal["any", "opponent", "two", "card"] | None
EFFECT_CHECK_SHAPES: dict[str, CheckShape] = {}


def handles(op: str, check: EffectCheck | None = None,
            shape: CheckShape = None) -> Callable[[EffectHandler], EffectHandler]:
    """Register how an effect op is carried out (and optionally when it cannot be, and what that
    check reads: `shape`, see EFFECT_CHECK_SHAPES)."""
    def register(fn: EffectHandler) -> EffectHandler:
        register_once(EFFECT_HANDLERS, op, fn, "the handler of effect")
        if check:
            register_once(EFFECT_CHECKS, op, check, "the check of effect")
            EFFECT_CHECK_SHAPES[op] = shape
        return fn
    return register


# --- card XP values other areas know (xp.py asks them in ruleset.XP_VALUES' order; first answer wins)
XpSource = Callable[["RulesGame", str], int | None]
XP_SOURCES: list[XpSource] = []


def values_xp(fn: XpSource) -> XpSource:
    """Register a source of cards' XP values: card id -> XP, or None when it is not its card."""
    XP_SOURCES.append(fn)
    return fn


# --- every event in words (describe.py) -----------------------------------------------------------
Describer = Callable[["RulesGame", Any], str | None]
DESCRIBERS: dict[str, Describer] = {}


def describes(kind: str) -> Callable[[Describer], Describer]:
    """Register the sentence an event kind is told in (the game log)."""
    def register(fn: Describer) -> Describer:
        register_once(DESCRIBERS, kind, fn, "the describer of")
        return fn
    return register
