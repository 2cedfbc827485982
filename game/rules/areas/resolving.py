"""The pending-step stack shared by Features, Chests, Items, the Campfire and Leveling Up, plus the
events every one of them uses: an element resolved, heroes healed or hurt outside combat.

Rulebook (ENCOUNTERING): "Heroes cannot move on from [an element] until they have Resolved" it:
while `state.pending` is not empty the phase is "resolving" and only the first step's commands
are legal. When a step finishes, the area that owns it may continue (`on_step_done`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from game.i18n import _
from game.rules.areas.encounter import KIND_WORDS
from game.rules.areas.explore import LOST_REASONS, GameLost
from game.rules.areas.heroes import hero_label
from game.rules.core.messages import Event
from game.rules.core.state_model import deep_copy
from game.rules.describe import cause_words, describes
from game.rules.registry import STEP_DONE_HOOKS, applies
from game.rules.registry import on_step_done as on_step_done  # declared with the other registries
from game.rules.state.progress_state import Pending

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame

class StepsPushed(Event):
    """New choices the heroes must make before anything else (put in front, in order)."""

    kind: Literal["steps_pushed"] = "steps_pushed"
    steps: tuple[Pending, ...]


class StepUpdated(Event):
    """The active step changed (cards played in a test, a hero decided ...)."""

    kind: Literal["step_updated"] = "step_updated"
    step: Pending


class StepDone(Event):
    kind: Literal["step_done"] = "step_done"


class ElementResolved(Event):
    """A Feature, Chest, Campfire or Stairs dealt with; its card (if any) joins the XP pool."""

    kind: Literal["element_resolved"] = "element_resolved"
    changes_board: ClassVar[bool] = True
    element: str
    xp_card: str | None = None


class HeroesHealed(Event):
    """Healing outside combat: `amounts[h]` for hero h (never above maximum health)."""

    kind: Literal["heroes_healed"] = "heroes_healed"
    amounts: tuple[int, ...]
    cause: str = ""


class HeroesHurt(Event):
    """Damage outside combat (Armor "only reduces damage taken during Combat")."""

    kind: Literal["heroes_hurt"] = "heroes_hurt"
    amounts: tuple[int, ...]
    cause: str = ""


class HeroKnockedOut(Event):
    """House rule: a hero who would be killed is knocked out instead (at 1 Health)."""

    kind: Literal["hero_knocked_out"] = "hero_knocked_out"
    hero: int


def active(game: RulesGame) -> Pending | None:
    pending = game.state.pending
    return pending[0] if pending else None


def push(game: RulesGame, *steps: Pending) -> None:
    game.emit(StepsPushed(steps=steps))


def finish(game: RulesGame) -> None:
    """The active step is done: pop it and let its area continue."""
    step = active(game)
    assert step is not None
    game.emit(StepDone())
    hook = STEP_DONE_HOOKS.get(step.step)
    if hook and game.state.outcome is None:
        hook(game, step)


def heal_heroes(game: RulesGame, amounts: list[int], cause: str) -> None:
    states = game.state.hero_states
    healed = tuple([max(0, min(a, hs.max_health - hs.health)) for a, hs in zip(amounts, states, strict=False)])
    if any(healed):
        game.emit(HeroesHealed(amounts=healed, cause=cause))


def hurt_heroes(game: RulesGame, amounts: list[int], cause: str) -> None:
    """Damage outside combat; "The Heroes lose if: ... One of the Heroes is Killed"."""
    if not any(amounts):
        return
    game.emit(HeroesHurt(amounts=tuple(amounts), cause=cause))
    for i, hs in enumerate(game.state.hero_states):
        if hs.health <= 0 and not knocked_out_instead(game, i):
            game.emit(GameLost(reason=LOST_REASONS[0].format(hero=hero_label(game, i), cause=cause)))
            return


def knocked_out_instead(game: RulesGame, hero: int) -> bool:
    """House rule "knocked out, not killed": once per game a hero who would be killed goes on at 1
    Health instead, knocked out until the next Campfire rest revives them. True if it happened."""
    s = game.state
    if "knocked_out" not in s.house_rules or s.knockout_used:
        return False
    game.emit(HeroKnockedOut(hero=hero))
    return True


class LairFoundEmpty(Event):
    """A Monster element Encountered with the Monster deck used up: nothing is left to fight."""

    kind: Literal["lair_found_empty"] = "lair_found_empty"
    changes_board: ClassVar[bool] = True
    element: str


def encounter_empty_lair(game: RulesGame, el: object) -> None:
    """The Ecology's Monster Cards are all drawn (more Monster icons than cards, or Monsters
    returned by a rest): the heroes pass the place, with no fight and no XP (rules-decisions.md)."""
    game.emit(LairFoundEmpty(element=el.id))  # type: ignore[attr-defined]


@applies(LairFoundEmpty)
def apply_lair_empty(game: RulesGame, e: LairFoundEmpty) -> None:
    game.state.elements[e.element].status = "defeated"


@describes("lair_found_empty")
def _d_lair(game: RulesGame, e: LairFoundEmpty) -> str:
    return _("The Monster deck is used up: whatever lived here is gone. The way is clear (no XP).")


def _settle_phase(game: RulesGame) -> None:
    s = game.state
    if s.outcome is not None:
        return
    if s.pending:
        s.phase = "resolving"
    elif s.phase == "resolving":
        s.phase = "exploring"


@applies(StepsPushed)
def apply_pushed(game: RulesGame, e: StepsPushed) -> None:
    game.state.pending[0:0] = [deep_copy(st) for st in e.steps]
    _settle_phase(game)


@applies(StepUpdated)
def apply_updated(game: RulesGame, e: StepUpdated) -> None:
    game.state.pending[0] = deep_copy(e.step)


@applies(StepDone)
def apply_done(game: RulesGame, e: StepDone) -> None:
    game.state.pending.pop(0)
    _settle_phase(game)


@applies(ElementResolved)
def apply_resolved(game: RulesGame, e: ElementResolved) -> None:
    s = game.state
    if e.element in s.elements:
        s.elements[e.element].status = "resolved"
    if e.xp_card:
        s.xp_pool.append(e.xp_card)


@applies(HeroesHealed)
def apply_healed(game: RulesGame, e: HeroesHealed) -> None:
    for hs, a in zip(game.state.hero_states, e.amounts, strict=False):
        hs.health = min(hs.max_health, hs.health + a)


@applies(HeroesHurt)
def apply_hurt(game: RulesGame, e: HeroesHurt) -> None:
    for hs, a in zip(game.state.hero_states, e.amounts, strict=False):
        hs.health = max(0, hs.health - a)


@applies(HeroKnockedOut)
def apply_knocked_out(game: RulesGame, e: HeroKnockedOut) -> None:
    s = game.state
    s.hero_states[e.hero].health = 1
    s.knockout_used = True
    s.knocked_out = [*s.knocked_out, e.hero]


def _changes(game: RulesGame, amounts: tuple[int, ...], healed: bool) -> str:
    """ "Harrow Stonebrook loses 2 Health, Ilse Marrowlight loses 2 Health": each hero's change in words."""
    if healed:
        return ", ".join(_("{hero} gains {n} Health").format(hero=hero_label(game, i), n=a)
                         for i, a in enumerate(amounts) if a)
    return ", ".join(_("{hero} loses {n} Health").format(hero=hero_label(game, i), n=a)
                     for i, a in enumerate(amounts) if a)


@describes("heroes_healed")
def _d_healed(game: RulesGame, e: HeroesHealed) -> str:
    who = _changes(game, e.amounts, True)
    if e.cause:
        return _("Healing ({cause}): {heroes}.").format(cause=cause_words(e.cause), heroes=who)
    return _("Healing: {heroes}.").format(heroes=who)


@describes("heroes_hurt")
def _d_hurt(game: RulesGame, e: HeroesHurt) -> str:
    who = _changes(game, e.amounts, False)
    if e.cause:
        return _("Damage ({cause}): {heroes}.").format(cause=cause_words(e.cause), heroes=who)
    return _("Damage: {heroes}.").format(heroes=who)


@describes("hero_knocked_out")
def _d_knocked_out(game: RulesGame, e: HeroKnockedOut) -> str:
    return _("{hero} is knocked out, not killed (house rule): back on their feet at 1 Health until a Campfire "
             "rest revives them.").format(hero=hero_label(game, e.hero))


@describes("element_resolved")
def _d_resolved(game: RulesGame, e: ElementResolved) -> str:
    el = game.state.elements.get(e.element)
    if el is None:  # a story choice's test has no element
        if e.xp_card:
            return _("The Feature test is resolved (its card joins the XP pool).")
        return _("The Feature test is resolved.")
    what = _(KIND_WORDS[el.kind]) if el.kind in KIND_WORDS else el.kind
    if e.xp_card:
        # i18n: {element} is an element's kind ("Monster", "Door")
        return _("The {element} is resolved (its card joins the XP pool).").format(element=what)
    return _("The {element} is resolved.").format(element=what)
