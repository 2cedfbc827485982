"""What the bot's combat Judge reads of the table: card values, the facts a pair's or a play's worth
depends on, what-if copies of a front's slots, and which parts of the table each event may change."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from game.rules import Slot, card_value

POWER_COST = 1.5  # what spending one Stored Power Card is worth giving up
SPELL_COST = 2.5  # an Exhausted Spell is gone until the next Campfire or level-up


@lru_cache(maxsize=4096)
def cval(card: str) -> int:
    return card_value(card) or 0


def hurt(weight: float, health: int, armor: int, amount: int) -> float:
    """Judge.hurt with the hero's facts already looked up."""
    taken = max(0, amount - armor)
    if taken >= health:
        return 1000.0
    return weight * taken


class HeroFacts(NamedTuple):
    """Judge.hero: what the bot weighs of a hero in this fight."""

    weight: float  # what a point of damage taken weighs (more as the hero is hurt)
    health: int
    armor: int
    bonus: int  # bonus damage on the hero's hits
    block: float  # the hero's best block ability's worth (what a Block is worth)


class FoeFacts(NamedTuple):
    """Judge.foe_facts: a foe's individuals as the bot sees them."""

    health: list[int]  # per individual
    armors: list[int]  # per individual
    bonus: int  # the foe's bonus damage


class PlaySetup(NamedTuple):
    """Judge._play_setup: what play_value reads for every play of one hero."""

    foe: int  # the foe of the hero's current front
    already: list[int]  # values of the hero's cards already on that front
    facts: tuple[object, ...]  # everything the play's expectation depends on but the cards (its memo key)
    values: dict[tuple[int, ...], float]  # the expectations worked out on these facts, by the hand's values


class Facts(NamedTuple):
    """Judge._facts: what a pair's worth depends on besides the two cards' values."""

    weight: float  # what a point of damage to the hero weighs
    hero_health: int
    hero_armor: int
    bonus: int  # the hero's bonus damage on hits
    target_health: int  # the individual the pair's damage goes to
    target_armor: int
    foe_extra: int  # the foe's bonus damage
    block: float  # the hero's block-ability value (what a Block is worth)


def unequal_pair(facts: Facts, hv: int, mv: int) -> float:
    """Judge.pair_value of a Hero Hit (hv > mv) or a Monster Hit (mv > hv), given Judge._facts."""
    weight, health_h, armor_h, bonus, left, armor, foe_extra, _ = facts
    if hv > mv:
        dealt = max(0, hv + bonus - armor)
        if dealt >= left:
            return left + 3.0 - 0.0
        taken = max(0, hv - mv - armor_h)  # speed: hurt, inline
    else:
        dealt = max(0, mv - hv - armor)
        if dealt >= left:
            return left + 3.0 - hurt(weight, health_h, armor_h, mv + foe_extra)
        taken = max(0, mv + foe_extra - armor_h)
    return dealt + 0.0 - (1000.0 if taken >= health_h else weight * taken)


def slot_values(slot: Slot) -> tuple[int, int]:
    h = max(0, cval(slot.hero) + slot.hero_mod) if slot.hero else 0
    m = max(0, cval(slot.monster) + slot.monster_mod) if slot.monster else 0
    return h, m


# A what-if copy of a slot, [hero card, monster card, hero mod, monster mod]: speed: a plain list
# instead of a Slot model (the bot imitates card changes on it without touching the state).
Row = list
CARD_INDEX = {"hero": 0, "monster": 1}
MOD_INDEX = {"hero": 2, "monster": 3}


def rows_of(slots: list[Slot]) -> list[Row]:
    return [[s.hero, s.monster, s.hero_mod, s.monster_mod] for s in slots]


def row_values(row: Row) -> tuple[int, int]:
    """slot_values of a what-if row."""
    h = max(0, cval(row[0]) + row[2]) if row[0] else 0
    m = max(0, cval(row[1]) + row[3]) if row[1] else 0
    return h, m


# What the Judge reads of the game, in parts: a fact is remembered while nothing it reads has changed.
HEROES = 1  # every hero's health, discard pile, Exhausted Spells and abilities
FOES = 2  # every foe's health
DECKS = 4  # the Monster Action Decks
TABLE = 8  # every front (a round begins or ends)
CARDS = 16  # one hero's fronts: their cards, modifiers and flags (the event names the front or the hero)
CHOICE = 32  # one hero's chosen pair and target on a front
HERO = 64  # one hero's health, discard pile or Exhausted Spells (the event names the hero)
FOE = 128  # one foe's health (the event names the foe)
EVERYTHING = HEROES | FOES | DECKS | TABLE

# speed: what each event kind may change of what the Judge reads (from its applier in
# game/rules/areas/combat/events.py); a kind not listed here changes everything
CHANGES: dict[str, int] = {
    "command_accepted": 0,
    "step_changed": 0,  # the combat's step
    "abilities_finished": 0,  # a hero's finished flag
    "hand_short": 0,  # a hero's short flag
    "hero_drew": 0,  # a hero's draw pile, hand and Stored Power Cards
    "monster_power_activated": 0,  # the foe's powered flag and next power (its effects are events of their own)
    "monster_power_wasted": 0,
    "return_damage_choice": 0,  # who may avoid Return Damage
    "return_damage_avoided": 0,
    "pair_chosen": CHOICE,
    "cards_played": CARDS,  # the hand and the front's cards
    "monster_cards_arranged": CARDS,
    "monster_card_placed": CARDS,
    "card_modified": CARDS,
    "cards_swapped": CARDS,
    "round_flag": CARDS,  # the hero's fronts' ignored results, the hero's ignored armor
    "monster_drew": DECKS | CARDS,  # the front's held cards
    "round_started": TABLE,  # new fronts
    "monster_deck_reshuffled": DECKS,
    "foe_defeated": FOE,
    "ability_activated": HERO,  # an Exhausted Spell; Power Cards spent to their owners' discard (HEROES)
    "card_retrieved": HERO,
    "hero_deck_reshuffled": HERO,
    "spells_refreshed": HEROES,
    "round_ended": HEROES | DECKS | TABLE,  # played cards to the discard piles, the fronts cleared
}
# these change a hero's health or a foe's, as the event's `to` says
TO_HERO_OR_FOE = frozenset({"damage_dealt", "healed"})
