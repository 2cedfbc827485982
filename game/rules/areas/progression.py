"""STAIRS, LEVEL UP, PASSAGE TO THE NEXT ECOLOGY and the FINAL ENTITY.

"Stairs in the Ruins and Caverns Ecologies are guarded by a Stair Guardian. [...] Once Heroes
choose to Encounter a Stair Guardian, they cannot go back to revisit any of the current Ecology's
Map Tiles." "If the Stair Guardian is Defeated, all Heroes Level Up!"

LEVEL UP: increase Maximum Health (the hero mat's value for the level), heal to full (unless
"Heroes Don't Heal When Leveling Up"), "Each Hero may buy one Ability [...] draw two of their
Ability Cards, select one to keep, and place the other at the bottom of the Ability pile",
Spells refresh ("Resting at Campfires or Leveling Up Refreshes Spells"), the Hero Record is
written ("Just after Leveling Up, use the sheets to record information on each Hero, and to note
the Ecology they're facing next"), then the next Ecology is set up.

House rule "full heal after a Stair Guardian" (issue 17): once the Level Up's healing (or its
absence) and any Fabled Blade's bite are done, every hero heals to full Health.

"Descending the Stairs in the Subterranean Architecture Ecology brings you into direct
confrontation with the Final Entity." Defeating it wins (combat emits the win).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import BaseModel

from game.i18n import N_, _, card_text
from game.rules.areas.campfire import ravenous_bite
from game.rules.areas.combat.setup import start_final_entity_fight, start_stair_guardian_fight
from game.rules.areas.encounter import encounters
from game.rules.areas.explore import set_up_ecology
from game.rules.areas.heroes import hero_label, talent_health
from game.rules.areas.items import hero_classes
from game.rules.areas.resolving import (
    ElementResolved,
    StepUpdated,
    active,
    finish,
    heal_heroes,
    on_step_done,
    push,
)
from game.rules.areas.story_choices import offer_before_stairs_fight
from game.rules.areas.xp import payments, reference, spend
from game.rules.content.item_cards import ability_class
from game.rules.content.tiles import ECOLOGIES, ecology_name
from game.rules.core.errors import RuleViolation
from game.rules.core.messages import Command, Event, Names
from game.rules.core.tiers import STANDARD
from game.rules.describe import describes
from game.rules.registry import applies, decides, lists_legal, on_combat_won
from game.rules.state.game_state import ElementState
from game.rules.state.progress_state import ChooseAbilityStep, LevelUpStep, Pending

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame

MAX_LEVEL = 4


def next_ecology(ecology: str) -> str | None:
    i = ECOLOGIES.index(ecology)
    return ECOLOGIES[i + 1] if i + 1 < len(ECOLOGIES) else None


# --- events -----------------------------------------------------------------------------------

class StairsDescended(Event):
    """The heroes commit to the Stairs: no going back to this Ecology's map tiles."""

    kind: Literal["stairs_descended"] = "stairs_descended"
    element: str
    final: bool


class HeroLevel(BaseModel):
    level: int
    max_health: int
    health: int
    powers: list[str] = []  # Power Cards that join the deck at this level


class HeroesLeveledUp(Event):
    """Every hero's new level, Maximum Health and Health; Spells refreshed. `stored`: new Power
    Cards go straight to the Stored row (a game started at that level) or else to the discard."""

    kind: Literal["heroes_leveled_up"] = "heroes_leveled_up"
    heroes: tuple[HeroLevel, ...]
    stored: bool = False


class AbilitiesDrawn(Event):
    kind: Literal["abilities_drawn"] = "abilities_drawn"
    reveals: ClassVar[bool] = True
    hero: int
    abilities: tuple[str, ...]


class AbilityKept(Event):
    """The chosen Ability joins the hero; the rest go to the bottom of their Ability piles."""

    kind: Literal["ability_kept"] = "ability_kept"
    hero: int
    ability: str
    bottom: tuple[str, ...] = ()


class SheetHero(BaseModel):
    hero: str
    level: int
    max_health: int
    health: int
    abilities: list[str]
    equipped: list[str]
    unequipped: list[str]
    item_uses: dict[str, int] = {}
    action_deck: list[str]  # every Action Card in the deck (draw, hand, discard, Stored)
    stored: list[str]


class HeroRecordWritten(Event):
    """The Hero Record Sheets, filled in just after Leveling Up, and the Ecology faced next."""

    kind: Literal["hero_record_written"] = "hero_record_written"
    next_ecology: str
    heroes: tuple[SheetHero, ...]
    keys: int
    xp_pool: tuple[str, ...]
    variants: tuple[str, ...]
    # issue 17 options, so a restart from this record plays under them (left out of dumps at defaults)
    tier: str = STANDARD
    house_rules: tuple[str, ...] = ()
    talents: tuple[tuple[str, ...], ...] = ()
    omitted_at_default: ClassVar[tuple[str, ...]] = ("tier", "house_rules", "talents")


# --- commands ---------------------------------------------------------------------------------

class BuyAbility(Command):
    """Level Up: pay the Ability cost and draw two Ability Cards (multi-classed heroes: `mode`
    "both" draws one of each class, "primary" two of the primary class)."""

    kind: Literal["buy_ability"] = "buy_ability"
    listing: ClassVar[Literal["every", "canonical"]] = "canonical"  # a few payments (xp.payments)
    hero: int
    pay: Names = ()
    mode: Literal["primary", "both"] = "primary"


class PassAbility(Command):
    """Level Up: this hero buys no Ability."""

    kind: Literal["pass_ability"] = "pass_ability"
    hero: int


class ChooseAbility(Command):
    kind: Literal["choose_ability"] = "choose_ability"
    hero: int
    ability: str


# --- stairs -----------------------------------------------------------------------------------

@encounters("stairs")
def encounter_stairs(game: RulesGame, el: ElementState) -> None:
    final = next_ecology(game.state.ecology) is None
    game.emit(StairsDescended(element=el.id, final=final))
    game.emit(ElementResolved(element=el.id))
    if offer_before_stairs_fight(game, final):  # story mode: the fight starts once the choice is made
        return
    if final:
        start_final_entity_fight(game)
    else:
        start_stair_guardian_fight(game)


def level_for(game: RulesGame, hero: int, level: int) -> int:
    mat = game.content.heroes[game.state.hero_states[hero].hero].max_health[level - 1]
    return mat + talent_health(game.state, hero)


def new_powers(game: RulesGame, hero: int, level: int) -> list[str]:
    """Power Cards that join at this level (the Wizard-Rogue's third at level 3)."""
    hs = game.state.hero_states[hero]
    deck = game.content.action_decks[game.content.heroes[hs.hero].deck]
    levels = deck.power_levels or [1] * deck.power_cards
    cards = [f"{hs.hero}:power{i + 1}" for i, lvl in enumerate(levels) if 1 < lvl <= level]
    return [c for c in cards if c in hs.reserve]


def raise_level(game: RulesGame, level: int, heal: bool, stored: bool) -> None:
    out = []
    for h, hs in enumerate(game.state.hero_states):
        mx = level_for(game, h, level)
        health = mx if heal else min(hs.health, mx)
        out.append(HeroLevel(level=level, max_health=mx, health=health, powers=new_powers(game, h, level)))
    game.emit(HeroesLeveledUp(heroes=tuple(out), stored=stored))


def begin_level_up(game: RulesGame) -> None:
    """The Stair Guardian is Defeated: all heroes Level Up."""
    s = game.state
    level = min(MAX_LEVEL, max(hs.level for hs in s.hero_states) + 1)
    raise_level(game, level, heal=not s.plays("no_level_up_healing"), stored=False)
    ravenous_bite(game, "the Fabled Blade feeds on the victory")
    if "full_heal_after_guardian" in s.house_rules and game.state.outcome is None:
        heal_heroes(game, [hs.max_health - hs.health for hs in s.hero_states], N_("the Stair Guardian is defeated"))
    if game.state.outcome is None:
        push(game, LevelUpStep(then="descend"))


on_combat_won("stair_guardian")(begin_level_up)


# --- buying abilities -------------------------------------------------------------------------

def _level_step(game: RulesGame) -> LevelUpStep:
    step = active(game)
    if game.state.phase != "resolving" or not isinstance(step, LevelUpStep):
        raise RuleViolation(_("Abilities can only be bought while Leveling Up."))
    return step


def ability_draw(game: RulesGame, hero: int, mode: str) -> list[str]:
    """The Ability Cards a hero would draw: two of the primary class, or one of each class."""
    classes = hero_classes(game, hero)
    piles = game.state.piles.abilities
    if mode == "both" and len(classes) > 1:
        return [piles[c][0] for c in classes[:2] if piles.get(c)]
    return list(piles.get(classes[0], [])[:2])


def buy_problem(game: RulesGame, step: LevelUpStep, hero: int, mode: str) -> str | None:
    if not 0 <= hero < len(game.state.heroes):
        return _("There is no such hero.")
    if hero in step.decided:
        return _("{hero} has already chosen this Level Up.").format(hero=hero_label(game, hero))
    if mode == "both" and len(hero_classes(game, hero)) < 2:
        return _("Only a multi-classed hero draws one Ability of each class.")
    if not ability_draw(game, hero, mode):
        return _("{hero}'s Ability Cards are all gone.").format(hero=hero_label(game, hero))
    return None


@decides(BuyAbility)
def decide_buy_ability(game: RulesGame, cmd: BuyAbility) -> None:
    step = _level_step(game)
    problem = buy_problem(game, step, cmd.hero, cmd.mode)
    if problem:
        raise RuleViolation(problem)
    if not step.free:
        spend(game, list(cmd.pay), reference(game).ability_cost, N_("an Ability"))
    elif cmd.pay:
        raise RuleViolation(_("This Ability is free: pay nothing."))
    game.emit(StepUpdated(step=step.model_copy(update={"decided": [*step.decided, cmd.hero]})))
    drawn = ability_draw(game, cmd.hero, cmd.mode)
    game.emit(AbilitiesDrawn(hero=cmd.hero, abilities=tuple(drawn)))
    if len(drawn) == 1:
        game.emit(AbilityKept(hero=cmd.hero, ability=drawn[0]))
        after_decision(game)
    else:
        push(game, ChooseAbilityStep(hero=cmd.hero, options=drawn))


@decides(PassAbility)
def decide_pass(game: RulesGame, cmd: PassAbility) -> None:
    step = _level_step(game)
    if step.free:
        raise RuleViolation(_("Every hero gains this Ability."))
    if not 0 <= cmd.hero < len(game.state.heroes) or cmd.hero in step.decided:
        raise RuleViolation(_("That hero has already chosen."))
    game.emit(StepUpdated(step=step.model_copy(update={"decided": [*step.decided, cmd.hero]})))
    after_decision(game)


@decides(ChooseAbility)
def decide_choose_ability(game: RulesGame, cmd: ChooseAbility) -> None:
    step = active(game)
    if not isinstance(step, ChooseAbilityStep) or step.hero != cmd.hero:
        raise RuleViolation(_("That hero has no Ability to choose now."))
    if cmd.ability not in step.options:
        raise RuleViolation(_("Keep one of the two Ability Cards drawn."))
    bottom = tuple([a for a in step.options if a != cmd.ability])
    game.emit(AbilityKept(hero=cmd.hero, ability=cmd.ability, bottom=bottom))
    finish(game)


@on_step_done("choose_ability")
def after_choose_ability(game: RulesGame, step: Pending) -> None:
    after_decision(game)


def after_decision(game: RulesGame) -> None:
    """When every hero has chosen, the Level Up ends (or a lower-Ecology start gives another)."""
    step = active(game)
    if not isinstance(step, LevelUpStep) or len(step.decided) < len(game.state.heroes):
        return
    if step.round + 1 < step.rounds:
        game.emit(StepUpdated(step=step.model_copy(update={"decided": [], "round": step.round + 1})))
        return
    finish(game)


@on_step_done("level_up")
def after_level_up(game: RulesGame, step: Pending) -> None:
    assert isinstance(step, LevelUpStep)
    if step.then == "descend":
        descend(game)


def descend(game: RulesGame) -> None:
    """Write the Hero Record, then PASSAGE TO THE NEXT ECOLOGY: set it up as at the start."""
    s = game.state
    nxt = next_ecology(s.ecology)
    assert nxt is not None
    game.emit(hero_record(game, nxt))
    set_up_ecology(game, nxt, keys_added=3 if s.plays("keys_each_ecology") else 0)


def hero_record(game: RulesGame, next_eco: str) -> HeroRecordWritten:
    s = game.state
    sheets = [SheetHero(hero=hs.hero, level=hs.level, max_health=hs.max_health, health=hs.health,
                        abilities=list(hs.abilities), equipped=list(hs.equipped), unequipped=list(hs.unequipped),
                        item_uses={i: s.item_uses[i] for i in hs.equipped + hs.unequipped if i in s.item_uses},
                        action_deck=sorted(hs.draw + hs.hand + hs.discard + hs.stored), stored=list(hs.stored))
              for hs in s.hero_states]
    return HeroRecordWritten(next_ecology=next_eco, heroes=tuple(sheets), keys=s.keys, xp_pool=tuple(s.xp_pool),
                             variants=tuple(s.variants), tier=s.tier, house_rules=tuple(s.house_rules),
                             talents=tuple([tuple(t) for t in s.talents]))


@lists_legal("resolving")
def legal_level_up(game: RulesGame) -> list[Command]:
    s = game.state
    step = active(game)
    if s.phase != "resolving":
        return []
    if isinstance(step, ChooseAbilityStep):
        return [ChooseAbility(hero=step.hero, ability=a) for a in step.options]
    if not isinstance(step, LevelUpStep):
        return []
    out: list[Command] = []
    for h in range(len(s.heroes)):
        if h in step.decided:
            continue
        modes: list[Literal["primary", "both"]] = ["primary", "both"] if len(hero_classes(game, h)) > 1 else ["primary"]
        for mode in modes:
            if buy_problem(game, step, h, mode) is not None:
                continue
            if step.free:
                out.append(BuyAbility(hero=h, mode=mode))
            else:
                out += [BuyAbility(hero=h, pay=tuple(p), mode=mode)
                        for p in payments(game, reference(game).ability_cost)]
        if not step.free:
            out.append(PassAbility(hero=h))
        elif all(buy_problem(game, step, h, m) for m in modes):
            out.append(PassAbility(hero=h))  # nothing left to draw
    return out


# --- applying ---------------------------------------------------------------------------------

@applies(StairsDescended)
def apply_descended(game: RulesGame, e: StairsDescended) -> None:
    return None


@applies(HeroesLeveledUp)
def apply_leveled(game: RulesGame, e: HeroesLeveledUp) -> None:
    for hs, lv in zip(game.state.hero_states, e.heroes, strict=True):
        hs.level, hs.max_health, hs.health = lv.level, lv.max_health, lv.health
        hs.exhausted = []
        for p in lv.powers:
            hs.reserve.remove(p)
            (hs.stored if e.stored else hs.discard).append(p)


@applies(AbilitiesDrawn)
def apply_abilities_drawn(game: RulesGame, e: AbilitiesDrawn) -> None:
    for a in e.abilities:
        pile = game.state.piles.abilities.get(ability_class(a), [])
        if a in pile:
            pile.remove(a)


@applies(AbilityKept)
def apply_ability_kept(game: RulesGame, e: AbilityKept) -> None:
    game.state.hero_states[e.hero].abilities.append(e.ability)
    for a in e.bottom:
        game.state.piles.abilities.setdefault(ability_class(a), []).append(a)


@applies(HeroRecordWritten)
def apply_record(game: RulesGame, e: HeroRecordWritten) -> None:
    return None


# --- the log ----------------------------------------------------------------------------------

@describes("stairs_descended")
def _d_stairs(game: RulesGame, e: StairsDescended) -> str:
    if e.final:
        return _("The heroes descend the last Stairs: the Final Entity waits below.")
    return _("The heroes take the Stairs; a Stair Guardian bars the way. There is no going back.")


@describes("heroes_leveled_up")
def _d_leveled(game: RulesGame, e: HeroesLeveledUp) -> str:
    parts = ", ".join(f"{hero_label(game, i)} {h.health}/{h.max_health}" for i, h in enumerate(e.heroes))
    return _("Level {level}! {heroes}.").format(level=e.heroes[0].level, heroes=parts)


@describes("abilities_drawn")
def _d_abilities(game: RulesGame, e: AbilitiesDrawn) -> str:
    words = [card_text(game.content.ability_cards[a], "name") for a in e.abilities]
    # i18n: the last two items of a list ("2, 3 and 5")
    names = _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1]) if len(words) > 1 \
        else "".join(words)
    return _("{hero} draws {abilities}.").format(hero=hero_label(game, e.hero), abilities=names)


@describes("ability_kept")
def _d_kept(game: RulesGame, e: AbilityKept) -> str:
    return _("{hero} gains {ability}.").format(hero=hero_label(game, e.hero),
                                               ability=card_text(game.content.ability_cards[e.ability], "name"))


@describes("hero_record_written")
def _d_record(game: RulesGame, e: HeroRecordWritten) -> str:
    return _("The Hero Record is written; next: {ecology}.").format(ecology=ecology_name(e.next_ecology))
