"""CHESTS, and unlocking Doors (or locked Chests) with Items, Abilities and Spells.

"When a Chest is Encountered, one Hero Draws one Item from their Hero-specific Item Cards. Heroes
must Encounter all Monsters present at a Chest before Encountering the Chest." (the board keeps a
Chest behind its Monsters unreachable.) "It's up to the players to decide which Hero will be the
one to draw an Item." "Once a Chest has been Resolved, mark its location".

DOORS: "Spending a Key Unlocks a Door. Certain Hero Items, Abilities, and Spells can also be used
to Unlock Doors." Chests Are Locked (variant): "Just like Doors, all Chests must be Unlocked to
open."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from game.i18n import _, content_text
from game.rules.areas.encounter import DoorUnlocked, LanternMoved, encounter_problem, encounters
from game.rules.areas.heroes import discard_spent, hero_abilities, hero_label, power_pool
from game.rules.areas.items import ItemUsed, draw_item_for, grant_item, hero_classes, use_problem
from game.rules.areas.keys_told import keys_after
from game.rules.areas.resolving import ElementResolved, active, finish, push
from game.rules.core.errors import RuleViolation, quoted
from game.rules.core.messages import Command, Event
from game.rules.describe import describes
from game.rules.registry import applies, decides, lists_legal
from game.rules.state.game_state import ElementState
from game.rules.state.progress_state import ChooseHeroStep

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame


class ChooseHero(Command):
    """The hero who draws the item (from a Chest, or a Feature that gives one)."""

    kind: Literal["choose_hero"] = "choose_hero"
    hero: int


class UnlockWith(Command):
    """Encounter a Door (or a locked Chest) and unlock it with an item, ability or spell."""

    kind: Literal["unlock_with"] = "unlock_with"
    element: str
    hero: int
    source: str  # an item id or an ability id


class ChestUnlocked(Event):
    kind: Literal["chest_unlocked"] = "chest_unlocked"
    element: str
    keys_spent: int = 1


class UnlockAbilityUsed(Event):
    """An ability used while exploring: its Power Cards spent (discarded), a Spell exhausted."""

    kind: Literal["unlock_ability_used"] = "unlock_ability_used"
    hero: int
    ability: str
    spent: tuple[str, ...] = ()
    exhaust: bool = False


def chests_locked(game: RulesGame) -> bool:
    return game.state.plays("chests_locked")


def chest_problem(game: RulesGame, el: ElementState) -> str | None:
    if chests_locked(game) and game.state.keys < 1:
        return _("The Chest is locked (Chests Are Locked) and the heroes have no Key.")
    return None


@encounters("chest", check=chest_problem)
def encounter_chest(game: RulesGame, el: ElementState) -> None:
    if chests_locked(game):
        game.emit(ChestUnlocked(element=el.id))
    open_chest(game, el.id)


def anyone_can_draw(game: RulesGame) -> bool:
    return any(game.state.piles.items.get(c) for h in range(len(game.state.heroes)) for c in hero_classes(game, h))


def open_chest(game: RulesGame, element: str) -> None:
    """A Chest when every Item pile of the party is used up holds nothing more."""
    if anyone_can_draw(game):
        push(game, ChooseHeroStep(source="chest", element=element))
    else:
        game.emit(ElementResolved(element=element))


def give_item(game: RulesGame, source: str, item: str | None = None) -> None:
    """One hero (the players choose) gains an item: named, or drawn from their Item Cards."""
    if item is not None or anyone_can_draw(game):
        push(game, ChooseHeroStep(source=source, item=item))


@decides(ChooseHero)
def decide_choose_hero(game: RulesGame, cmd: ChooseHero) -> None:
    step = active(game)
    if not isinstance(step, ChooseHeroStep):
        raise RuleViolation(_("No hero is to be chosen now."))
    if not 0 <= cmd.hero < len(game.state.heroes):
        raise RuleViolation(_("There is no such hero."))
    if step.item is None and not any(game.state.piles.items.get(c) for c in hero_classes(game, cmd.hero)):
        raise RuleViolation(_("{hero}'s Item Cards are all gone.").format(hero=hero_label(game, cmd.hero)))
    finish(game)
    if step.element:
        game.emit(ElementResolved(element=step.element))
    if step.item:
        grant_item(game, cmd.hero, step.item)
    else:
        draw_item_for(game, cmd.hero)


# --- unlocking with items, abilities and spells -----------------------------------------------

def unlock_sources(game: RulesGame, hero: int) -> list[str]:
    """Items (with uses left) and abilities of this hero that can unlock, usable now."""
    hs = game.state.hero_states[hero]
    out = [i for i in hs.equipped + hs.unequipped
           if game.content.items[i].unlocks and use_problem(game, hero, i, "unlock") is None]
    for a in hero_abilities(game, hero):
        if any(e.op == "unlock" for e in a.effects) and ability_ready(game, hero, a.id, a.cost, a.spell):
            out.append(a.id)
    return out


def ability_ready(game: RulesGame, hero: int, ability: str, cost: int, spell: bool) -> bool:
    hs = game.state.hero_states[hero]
    return len(power_pool(game.state, hero)) >= cost and not (spell and ability in hs.exhausted)


def unlock_problem(game: RulesGame, cmd: UnlockWith) -> str | None:

    s = game.state
    el = s.elements.get(cmd.element)
    if el is None or el.kind not in ("door", "chest"):
        return _("Only a Door (or a locked Chest) is unlocked.")
    if el.kind == "chest" and not chests_locked(game):
        return _("Chests are not locked in this game.")
    if not 0 <= cmd.hero < len(s.heroes):
        return _("There is no such hero.")
    saved = s.keys
    s.keys = max(saved, 1)  # reachability and the rest of the Encounter checks, key aside
    try:
        problem = encounter_problem(game, cmd.element)
    finally:
        s.keys = saved
    if problem:
        return problem
    if cmd.source not in unlock_sources(game, cmd.hero):
        return _("{hero} has nothing called {name} that can unlock it now.").format(
            hero=hero_label(game, cmd.hero), name=quoted(cmd.source))
    return None


@decides(UnlockWith)
def decide_unlock_with(game: RulesGame, cmd: UnlockWith) -> None:
    problem = unlock_problem(game, cmd)
    if problem:
        raise RuleViolation(problem)
    el = game.state.elements[cmd.element]
    game.emit(LanternMoved(element=el.id, spot=el.spot))
    if cmd.source in game.content.items:
        game.emit(ItemUsed(hero=cmd.hero, item=cmd.source))
    else:
        a = next(a for a in hero_abilities(game, cmd.hero) if a.id == cmd.source)
        spent = tuple(power_pool(game.state, cmd.hero)[:a.cost])
        game.emit(UnlockAbilityUsed(hero=cmd.hero, ability=a.id, spent=spent, exhaust=a.spell))
    if el.kind == "door":
        game.emit(DoorUnlocked(element=el.id, keys_spent=0))
    else:
        game.emit(ChestUnlocked(element=el.id, keys_spent=0))
        open_chest(game, el.id)


@lists_legal("resolving", "exploring")
def legal_chests(game: RulesGame) -> list[Command]:
    s = game.state
    step = active(game)
    if s.phase == "resolving" and isinstance(step, ChooseHeroStep):
        return [ChooseHero(hero=h) for h in range(len(s.heroes))
                if step.item is not None or any(s.piles.items.get(c) for c in hero_classes(game, h))]
    if s.phase != "exploring":
        return []
    out: list[Command] = []
    targets = [el for el in game.board.encounterable_now(s)
               if el.status == "discovered" and (el.kind == "door" or (el.kind == "chest" and chests_locked(game)))]
    for el in targets:
        for h in range(len(s.heroes)):
            for src in unlock_sources(game, h):
                cmd = UnlockWith(element=el.id, hero=h, source=src)
                if unlock_problem(game, cmd) is None:
                    out.append(cmd)
    return out


@applies(ChestUnlocked)
def apply_chest_unlocked(game: RulesGame, e: ChestUnlocked) -> None:
    game.state.keys -= e.keys_spent


@applies(UnlockAbilityUsed)
def apply_unlock_ability(game: RulesGame, e: UnlockAbilityUsed) -> None:
    hs = game.state.hero_states[e.hero]
    discard_spent(game.state, e.spent)
    if e.exhaust:
        hs.exhausted.append(e.ability)


@describes("chest_unlocked")
def _d_chest(game: RulesGame, e: ChestUnlocked) -> str:
    if e.keys_spent:
        return _("A Key unlocks the Chest ({n} left).").format(n=keys_after(game, e))
    return _("The Chest is unlocked.")


@describes("unlock_ability_used")
def _d_ability(game: RulesGame, e: UnlockAbilityUsed) -> str:
    name = next((content_text(a.name) for a in hero_abilities(game, e.hero) if a.id == e.ability), e.ability)
    return _("{hero} uses {ability} to unlock it.").format(hero=hero_label(game, e.hero), ability=name)
