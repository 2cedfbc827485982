"""ENCOUNTERING: the heroes choose a discovered element they can reach; the Lantern moves there.

Each kind of element is resolved by the rule area that owns it, registered with
`encounters(kind)`. An element kind with no registered handler is never listed as legal.
Doors live here: "Spending a Key Unlocks a Door."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from game.i18n import N_, _
from game.rules.areas.keys_told import keys_after
from game.rules.core.errors import RuleViolation
from game.rules.core.messages import Command, Event
from game.rules.describe import describes
from game.rules.fast.commands import command
from game.rules.registry import ENCOUNTER_CHECKS, ENCOUNTER_HANDLERS, applies, decides, lists_legal
from game.rules.registry import encounters as encounters  # declared with the other registries
from game.rules.state.game_state import ElementState, Spot

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame

# an element's kind in words (marked for the catalogue; translated with _() where a sentence is made)
KIND_WORDS = {"monster": N_("Monster"), "feature": N_("Feature"), "door": N_("Door"), "chest": N_("Chest"),
              "campfire": N_("Campfire"), "stairs": N_("Stairs"), "legendary": N_("Legendary Location")}


def kind_words(kind: str) -> str:
    """An element's kind in the current language ("Door")."""
    return _(KIND_WORDS[kind]) if kind in KIND_WORDS else kind


class Encounter(Command):
    """Encounter a discovered element the heroes can reach."""

    kind: Literal["encounter"] = "encounter"
    element: str


class LanternMoved(Event):
    kind: Literal["lantern_moved"] = "lantern_moved"
    changes_board: ClassVar[bool] = True
    element: str
    spot: Spot


class DoorUnlocked(Event):
    kind: Literal["door_unlocked"] = "door_unlocked"
    changes_board: ClassVar[bool] = True
    element: str
    keys_spent: int = 1


def encounter_problem(game: RulesGame, element_id: str) -> str | None:
    """Why the heroes cannot Encounter this element now; None if they can."""
    s = game.state
    if s.phase != "exploring":
        return _("The heroes can only choose an Encounter while exploring.")
    el = s.elements.get(element_id)
    if el is None:
        return _("That element has not been discovered.")
    if el.status != "discovered":
        # i18n: {element} is an element's kind ("Door")
        return _("That {element} has already been dealt with.").format(element=kind_words(el.kind))
    if el.kind not in ENCOUNTER_HANDLERS:
        return _("Encountering a {element} is not possible yet.").format(element=kind_words(el.kind))
    if element_id not in game.board.encounterable_ids(s):
        if el.kind in ("chest", "campfire", "stairs"):
            return _("The heroes cannot reach that {element}: a wall, or a Monster, Feature or Door not yet "
                     "Encountered, is in the way.").format(element=kind_words(el.kind))
        return _("The heroes cannot trace a path to it from the Lantern's area.")
    check = ENCOUNTER_CHECKS.get(el.kind)
    return check(game, el) if check else None


def check_encounter(game: RulesGame, cmd: Encounter) -> None:
    problem = encounter_problem(game, cmd.element)
    if problem:
        raise RuleViolation(problem)


@decides(Encounter, check=check_encounter)
def decide_encounter(game: RulesGame, cmd: Encounter) -> None:
    el = game.state.elements[cmd.element]
    game.emit(LanternMoved(element=el.id, spot=el.spot))
    ENCOUNTER_HANDLERS[el.kind](game, el)


@lists_legal("exploring")
def legal_encounters(game: RulesGame) -> list[Command]:
    s = game.state
    if s.phase != "exploring":
        return []
    out: list[Command] = []
    elements = s.elements
    # encounter_problem's checks, less the reach it is listed from
    for el in game.board.encounterable_now(s):
        if elements.get(el.id) is not el:
            if encounter_problem(game, el.id) is not None:
                continue
        elif el.status != "discovered" or el.kind not in ENCOUNTER_HANDLERS:
            continue
        else:
            check = ENCOUNTER_CHECKS.get(el.kind)
            if check is not None and check(game, el) is not None:
                continue
        out.append(command(Encounter, el.id))
    return out


@applies(LanternMoved)
def apply_lantern_moved(game: RulesGame, e: LanternMoved) -> None:
    game.state.lantern = e.spot


# --- doors ------------------------------------------------------------------------------------

def door_problem(game: RulesGame, el: ElementState) -> str | None:
    if game.state.keys < 1:
        return _("The Door is locked and the heroes have no Key (Keys can be bought with XP while exploring).")
    return None


@encounters("door", check=door_problem)
def encounter_door(game: RulesGame, el: ElementState) -> None:
    game.emit(DoorUnlocked(element=el.id))


@applies(DoorUnlocked)
def apply_door_unlocked(game: RulesGame, e: DoorUnlocked) -> None:
    game.state.keys -= e.keys_spent
    game.state.elements[e.element].status = "unlocked"


@describes("lantern_moved")
def _d_lantern(game: RulesGame, e: LanternMoved) -> str:
    el = game.state.elements.get(e.element)
    if el is None or el.kind not in KIND_WORDS:
        return _("The heroes carry the Lantern to the element.")
    # i18n: {element} is an element's kind ("Door")
    return _("The heroes carry the Lantern to the {element}.").format(element=kind_words(el.kind))


@describes("door_unlocked")
def _d_door(game: RulesGame, e: DoorUnlocked) -> str:
    if e.keys_spent:
        return _("A Key unlocks the Door ({n} left).").format(n=keys_after(game, e))
    return _("The Door is unlocked.")
