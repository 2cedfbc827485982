"""Heroes at the table: level, health, action cards (draw pile, hand, discard, Stored Power Cards),
abilities, exhausted spells and items (as ids; item content belongs to the items area).

Setup (Hero Action Cards): "retrieve the two Power Cards ... You begin the game with them Stored
and ready to Spend. Shuffle the rest of your Action Cards ... to form a Draw Pile." The Wizard's
third Power Card "only adds ... when she reaches level 3": it waits in `reserve` (the set-aside
cards: not yet in the deck), as do the Item Action Cards until an item Adds them.

Stacked decks for tests and scenarios (`Game.new(stacked=...)`), top of the draw pile first:
    "hero:<hero id>": ["7", "3", "power", "fighter:5b", ...]
a number takes a card of that value, "power" moves a Stored Power Card into the pile there, an id
names the card. The same forms work for "monster_deck:light|medium|heavy" (combat_setup.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal, NamedTuple

from game.i18n import _, card_text
from game.rules.content.hero_cards import AbilityDef, card_value, is_power, numbered_ids, power_ids
from game.rules.core.messages import Event
from game.rules.core.talents import TOUGH_HEALTH
from game.rules.describe import describes
from game.rules.fast.tables import per_object
from game.rules.registry import applies, on_game_setup
from game.rules.state.game_state import GameState
from game.rules.state.hero_state import HeroState

if TYPE_CHECKING:
    from game.rules.content.library import Content
    from game.rules.protocol import RulesGame


class HeroesReady(Event):
    """Each hero's mat laid out: health at level 1 maximum, Power Cards Stored, deck shuffled."""

    kind: Literal["heroes_ready"] = "heroes_ready"
    hidden: ClassVar[tuple[str, ...]] = ("heroes.*.draw",)
    heroes: tuple[HeroState, ...]


def take_stacked(stack: list[str], pool: list[str], powers: list[str]) -> list[str]:
    """Pull the stacked cards (values, "power" or ids) out of `pool`/`powers`, in order."""
    top: list[str] = []
    for want in stack:
        if want == "power":
            if powers:
                top.append(powers.pop(0))
            continue
        if want in pool:
            pool.remove(want)
            top.append(want)
            continue
        if want.isdigit():
            match = next((c for c in pool if card_value(c) == int(want)), None)
            if match is not None:
                pool.remove(match)
                top.append(match)
    return top


def initial_hero_state(game: RulesGame, hero: str, extra_health: int = 0) -> HeroState:
    """A level-1 hero with a freshly shuffled draw pile (uses game.rng); `extra_health`: the Hardy
    talent's Maximum Health."""
    hdef = game.content.heroes[hero]
    deck = game.content.action_decks[hdef.deck]
    cards = numbered_ids(hero, deck.cards)
    powers = power_ids(hero, deck.power_cards)
    levels = deck.power_levels or [1] * deck.power_cards
    stored = [p for p, lvl in zip(powers, levels, strict=True) if lvl <= 1]
    reserve = [p for p, lvl in zip(powers, levels, strict=True) if lvl > 1]
    reserve += numbered_ids(hero, deck.item_cards, prefix="item-")
    top = take_stacked(game.state.stacked.get(f"hero:{hero}", []), cards, stored)
    game.rng.shuffle(cards)
    health = hdef.max_health[0] + extra_health
    return HeroState(hero=hero, max_health=health, health=health, draw=top + cards, stored=stored,
                     reserve=reserve)


@on_game_setup
def set_up_heroes(game: RulesGame) -> None:
    s = game.state
    heroes = tuple(initial_hero_state(game, h, talent_health(s, i)) for i, h in enumerate(s.heroes))
    game.emit(HeroesReady(heroes=heroes))


def power_pool(s: GameState, hero: int) -> list[str]:
    """The Stored Power Cards `hero` may spend, in the order they are spent: their own; with the
    house rule "shared Power Cards", then every other hero's, in party order."""
    own = s.hero_states[hero].stored
    if "shared_power_cards" not in s.house_rules:
        return own
    return own + [c for h, hs in enumerate(s.hero_states) if h != hero for c in hs.stored]


def discard_spent(s: GameState, spent: tuple[str, ...]) -> None:
    """Spent Power Cards leave the Stored row they were in for their owner's discard pile ("When a
    Power Card is Spent it is Discarded"; shared, a card is still its owner's)."""
    for card in spent:
        owner = next(hs for hs in s.hero_states if card in hs.stored)
        owner.stored.remove(card)
        owner.discard.append(card)


def talent_health(s: GameState, hero: int) -> int:
    """The Hardy talent: Maximum Health 2 higher at every level."""
    return TOUGH_HEALTH if s.has_talent(hero, "tough") else 0


@applies(HeroesReady)
def apply_heroes_ready(game: RulesGame, e: HeroesReady) -> None:
    game.state.hero_states = [h.model_copy(deep=True) for h in e.heroes]


# --- questions about a hero -------------------------------------------------------------------

def hero_abilities(game: RulesGame, index: int) -> list[AbilityDef]:
    """Every ability the hero can use: the mat's, ability cards gained, and equipped items'.

    Ability cards and items are looked up in `content.ability_cards` / `content.items` when the
    areas that own them provide those (each item with an `abilities` list).
    """
    return list(hero_kit(game, index).abilities)


class HeroKit(NamedTuple):
    """A hero's abilities and what combat reads from them (the same for the same abilities)."""

    abilities: tuple[AbilityDef, ...]
    armor: int  # passive armor, cumulative
    bonus_damage: int  # passive bonus damage, cumulative
    by_id: dict[str, AbilityDef]  # the first ability of each id


def hero_kit(game: RulesGame, index: int) -> HeroKit:
    """hero_abilities and its sums, remembered (read-only: callers must not change it)."""
    hs = game.state.hero_states[index]
    return _kit(game.content, hs.hero, tuple(hs.abilities), tuple(hs.equipped))


@per_object("heroes.kit")
def _kit(content: Content, hero: str, abilities: tuple[str, ...], equipped: tuple[str, ...]) -> HeroKit:
    """The kit of a hero with these ability cards and equipped items."""
    out = list(content.heroes[hero].abilities)
    ability_cards = getattr(content, "ability_cards", {}) or {}
    out += [ability_cards[a] for a in abilities if a in ability_cards]
    items = getattr(content, "items", {}) or {}
    for item in equipped:  # "Only Item Abilities from Equipped Items can be Activated."
        out += list(getattr(items.get(item), "abilities", []) or [])
    armor = sum(e.amount for a in out if a.trigger == "passive" for e in a.effects if e.op == "armor")
    bonus = sum(e.amount for a in out if a.trigger == "passive" for e in a.effects if e.op == "bonus_damage")
    by_id: dict[str, AbilityDef] = {}
    for a in out:
        by_id.setdefault(a.id, a)
    return HeroKit(tuple(out), armor, bonus, by_id)


def hero_armor(game: RulesGame, index: int) -> int:
    """Armor from passive abilities (equipped items included); cumulative."""
    return hero_kit(game, index).armor


def hero_bonus_damage(game: RulesGame, index: int) -> int:
    return hero_kit(game, index).bonus_damage


def hero_label(game: RulesGame, index: int) -> str:
    hs = game.state.hero_states[index] if index < len(game.state.hero_states) else None
    if hs is None:
        return "?"
    return game.content.heroes[hs.hero].name


@describes("heroes_ready")
def _d_ready(game: RulesGame, e: HeroesReady) -> str:
    # i18n: one hero in "The party: ..." ("Harrow the Fighter (10 health)")
    names = [_("{name} the {title} ({n} health)").format(name=game.content.heroes[h.hero].name,
                                                          title=card_text(game.content.heroes[h.hero], "title"),
                                                          n=h.health)
             for h in e.heroes]
    return _("The party: {heroes}.").format(heroes=", ".join(names))


__all__ = ["HeroState", "HeroesReady", "hero_abilities", "hero_armor", "is_power", "card_value"]
