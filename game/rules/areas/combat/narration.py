"""Combat in words: a log sentence for every combat event, as the exploring areas write theirs.

A sentence often needs the table as it stood when the event happened (which cards face each other,
how much health an individual had), while `describe` is asked after the whole command, or long
after (a loaded game tells its log again). So the narrator folds the log itself into a small
picture of the table (`_Table`), one event at a time, and describes each event against the
picture just before it. It reads events only, so the live log, a saved game and a replay tell the
same story.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.rules.areas.combat import events as ev
from game.rules.areas.combat.table import foe_armor, foe_name, pair_kind, value
from game.rules.areas.heroes import hero_armor, hero_kit, hero_label
from game.rules.content.hero_cards import card_value, is_power
from game.rules.content.monster_cards import MonsterDef
from game.rules.core.messages import Event, Message, kind_of
from game.rules.core.state_model import deep_copy
from game.rules.describe import describes, plural
from game.rules.state.combat_state import Foe, Slot

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame as Game

DECK_WORDS = {"light": "I (Light)", "medium": "II (Medium)", "heavy": "III (Heavy)"}
KIND_WORDS = {"block": "a Block", "monster": "a Monster Hit", "hero": "a Hero Hit"}
TYPE_WORDS = {"singular": "Singular", "pair": "Pair", "group": "Group", "horde": "Horde"}


# --- the table as the log tells it ------------------------------------------------------------

@dataclass
class _Front:
    hero: int
    foe: int
    slots: list[Slot] = field(default_factory=list)
    chosen: int | None = None
    target: int | None = None


@dataclass
class _Table:
    """The fight as folded from the log up to (not including) `events[pos]`."""

    events: list[Any]
    pos: int = 0
    kind: str = ""
    foes: list[Foe] = field(default_factory=list)
    fronts: list[_Front] = field(default_factory=list)
    ignore_armor: set[int] = field(default_factory=set)
    hurt: dict[tuple[int, str], int] = field(default_factory=dict)  # (hero, cause) -> damage this round
    armor_told: set[tuple[int, int]] = field(default_factory=set)  # (hero, foe): armor named this round


_TABLES: weakref.WeakKeyDictionary[Any, _Table] = weakref.WeakKeyDictionary()


def table_before(game: Game, event: Event) -> _Table | None:
    """The table just before `event` (None when the event is not in the game's log)."""
    events = game.events
    t = _TABLES.get(game)
    if t is not None and (t.events is not events or t.pos > len(events)):
        t = None
    if t is not None and t.pos < len(events) and events[t.pos] is event:
        return t
    # not the next event: find it (usually near the end) and fold the log up to it
    index = next((i for i in range(len(events) - 1, -1, -1) if events[i] is event), None)
    if index is None:
        return None
    if t is None or t.pos > index:
        t = _Table(events)
    while t.pos < index:
        _fold(game, t, events[t.pos])
    _TABLES[game] = t
    return t


def _fold(game: Game, t: _Table, e: Any) -> None:
    t.pos += 1
    fold = _FOLDS.get(e.kind)
    if fold is not None:
        fold(game, t, e)


def _f_started(game: Game, t: _Table, e: ev.CombatStarted) -> None:
    t.kind, t.foes, t.fronts = e.combat, [deep_copy(f) for f in e.foes], []


def _f_round(game: Game, t: _Table, e: ev.RoundStarted) -> None:
    t.fronts = [_Front(h, f) for h in range(len(e.facing)) for f in e.facing[h]]
    t.ignore_armor, t.hurt, t.armor_told = set(), {}, set()


def _f_played(game: Game, t: _Table, e: ev.CardsPlayed) -> None:
    if e.front < len(t.fronts):
        t.fronts[e.front].slots += [Slot(hero=c) for c in e.cards]


def _f_arranged(game: Game, t: _Table, e: ev.MonsterCardsArranged) -> None:
    if e.front >= len(t.fronts):
        return
    slots = t.fronts[e.front].slots
    for i, card in enumerate(e.slots):
        if i >= len(slots):
            slots.append(Slot())
        slots[i].monster = card


def _f_placed(game: Game, t: _Table, e: ev.MonsterCardPlaced) -> None:
    if e.front >= len(t.fronts):
        return
    slots = t.fronts[e.front].slots
    lone = next((s for s in slots if s.monster is not None), None)
    if lone is None or e.slot >= len(slots):
        return
    card, mod = lone.monster, lone.monster_mod
    for s in slots:
        s.monster, s.monster_mod = None, 0
    slots[e.slot].monster, slots[e.slot].monster_mod = card, mod


def _f_modified(game: Game, t: _Table, e: ev.CardModified) -> None:
    if e.front < len(t.fronts) and e.slot < len(t.fronts[e.front].slots):
        slot = t.fronts[e.front].slots[e.slot]
        if e.side == "hero":
            slot.hero_mod += e.amount
        else:
            slot.monster_mod += e.amount


def _f_swapped(game: Game, t: _Table, e: ev.CardsSwapped) -> None:
    if e.front >= len(t.fronts) or len(t.fronts[e.front].slots) < 2:
        return
    a, b = t.fronts[e.front].slots[:2]
    if e.side == "hero":
        a.hero, b.hero, a.hero_mod, b.hero_mod = b.hero, a.hero, b.hero_mod, a.hero_mod
    else:
        a.monster, b.monster, a.monster_mod, b.monster_mod = b.monster, a.monster, b.monster_mod, a.monster_mod


def _f_chosen(game: Game, t: _Table, e: ev.PairChosen) -> None:
    if e.front < len(t.fronts):
        t.fronts[e.front].chosen, t.fronts[e.front].target = e.pair, e.target


def _f_flag(game: Game, t: _Table, e: ev.RoundFlag) -> None:
    if e.flag == "ignore_armor":
        t.ignore_armor.add(e.hero)


def _f_damage(game: Game, t: _Table, e: ev.DamageDealt) -> None:
    if e.to == "foe" and e.foe is not None and e.individual is not None and e.foe < len(t.foes):
        foe = t.foes[e.foe]
        foe.health[e.individual] = max(0, foe.health[e.individual] - e.amount)
        if e.by is not None:
            t.armor_told.add((e.by, e.foe))
    elif e.to == "hero" and e.hero is not None:
        key = (e.hero, e.cause)
        t.hurt[key] = t.hurt.get(key, 0) + e.amount


def _f_healed(game: Game, t: _Table, e: ev.Healed) -> None:
    if e.to == "foe" and e.foe is not None and e.individual is not None and e.foe < len(t.foes):
        foe = t.foes[e.foe]
        foe.health[e.individual] = min(foe.max_health[e.individual], foe.health[e.individual] + e.amount)


def _f_defeated(game: Game, t: _Table, e: ev.FoeDefeated) -> None:
    if e.foe < len(t.foes):
        t.foes[e.foe].defeated = True


def _f_round_ended(game: Game, t: _Table, e: ev.RoundEnded) -> None:
    t.fronts = []


def _f_won(game: Game, t: _Table, e: ev.CombatWon) -> None:
    t.foes, t.fronts = [], []


_FOLDS: dict[str, Callable[[Game, _Table, Any], None]] = {
    "combat_started": _f_started, "round_started": _f_round, "cards_played": _f_played,
    "monster_cards_arranged": _f_arranged, "monster_card_placed": _f_placed, "card_modified": _f_modified,
    "cards_swapped": _f_swapped, "pair_chosen": _f_chosen, "round_flag": _f_flag, "damage_dealt": _f_damage,
    "healed": _f_healed, "foe_defeated": _f_defeated, "round_ended": _f_round_ended, "combat_won": _f_won,
}


def advance(game: Game, t: _Table | None, event: Event) -> None:
    """Fold the event just described, so the next one is described against the table after it."""
    if t is not None and t.pos < len(t.events) and t.events[t.pos] is event:
        _fold(game, t, event)


# --- words ------------------------------------------------------------------------------------

def first_name(game: Game, hero: int | None) -> str:
    """A hero's first name ("Harrow"): combat lines name heroes often."""
    if hero is None or not 0 <= hero < len(game.state.hero_states):
        return "a hero"
    return hero_label(game, hero).split(" ")[0]


def the(name: str) -> str:
    return name if name.lower().startswith("the ") else f"the {name}"


def foe_words(game: Game, t: _Table | None, foe: int | None) -> str:
    """ "the Mosaic Serpent"; "card 2, the Marrow Hounds" when two Monster Cards are in the fight."""
    if t is None or foe is None or not 0 <= foe < len(t.foes):
        c = game.state.combat
        if c is not None and foe is not None and 0 <= foe < len(c.foes):
            return the(foe_name(game, c.foes[foe]))
        return "the monster"
    return the(foe_name(game, t.foes[foe]))


def individual_words(game: Game, t: _Table | None, foe: int | None, individual: int | None) -> str:
    """Who took it: the monster itself, one of a Pair/Group/Horde, or a part of the Final Entity."""
    name = foe_words(game, t, foe)
    if t is None or foe is None or not 0 <= foe < len(t.foes) or individual is None:
        return name
    f = t.foes[foe]
    if f.parts and individual < len(f.parts):
        part = game.content.monsters.entity_parts.get(f.parts[individual])
        return the(part.name) if part else name
    if len(f.health) > 1:
        return f"{name} #{individual + 1}"
    return name


def card_words(card: str | None, mod: int = 0) -> str:
    if card is None:
        return "no card"
    if is_power(card):
        return "a Power Card"
    v = card_value(card) or 0
    return f"{max(0, v + mod)}" + (f" ({v}{mod:+d})" if mod else "")


def values(cards: Sequence[str]) -> str:
    words = [card_words(c) for c in cards]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def ability_name(game: Game, ability: str) -> str:
    """An ability in words: a hero's or item's ability id from the heroes' kits; a monster's
    effects name their source already (the ability's printed name)."""
    for h in range(len(game.state.hero_states)):
        found = hero_kit(game, h).by_id.get(ability)
        if found is not None:
            return found.name
    for hero in game.content.heroes.values():
        for a in getattr(hero, "abilities", []):
            if a.id == ability:
                return a.name
    parts = game.content.monsters.entity_parts
    for part in parts.values():
        for a in part.abilities:
            if a.id == ability:
                return a.name
    for m in game.content.monsters.monsters.values():
        for a in m.abilities:
            if a.id == ability:
                return a.name
    return ability


def poss(name: str) -> str:
    """ "the Serpent's", "the Marrow Hounds'"."""
    return name + ("'" if name.endswith("s") else "'s")


def cap(words: str) -> str:
    return words[:1].upper() + words[1:]


def many(game: Game, t: _Table | None, foe: int | None) -> bool:
    """Whether the monster's name is a plural ("the Tomb Moths are ...")."""
    c = t if t is not None else game.state.combat
    if c is None or foe is None or not 0 <= foe < len(c.foes):
        return False
    m = game.content.monsters.monsters.get(c.foes[foe].card)
    return m is not None and m.count > 1


def _state_words(game: Game, foe: Foe, alive: int) -> str | None:
    """The Monster Health State column for `alive` individuals, in words (None for Singular)."""
    m: MonsterDef | None = game.content.monsters.monsters.get(foe.card)
    if m is None or not m.states:
        return None
    s = m.states[max(0, min(len(m.states) - 1, m.count - alive))]
    return (f"it now plays {plural(s.monster, 'card')} against {plural(s.hero, 'card')} from each hero")


def _slot_values(slot: Slot) -> tuple[int, int]:
    """The two cards' values with their modifiers (0 for an empty side)."""
    return (value(slot.hero, slot.hero_mod) if slot.hero else 0,
            value(slot.monster, slot.monster_mod) if slot.monster else 0)


# --- the describers ---------------------------------------------------------------------------

def narrates(kind: str) -> Callable[[Callable[[Game, _Table | None, Any], str | None]],
                                    Callable[[Game, Any], str | None]]:
    """Register a describer that reads the table just before its event, then folds the event."""
    def register(fn: Callable[[Game, _Table | None, Any], str | None]) -> Callable[[Game, Any], str | None]:
        def describer(game: Game, e: Any) -> str | None:
            t = table_before(game, e)
            try:
                return fn(game, t, e)
            finally:
                advance(game, t, e)
        describes(kind)(describer)
        return describer
    return register


@narrates("monster_decks_ready")
def _d_decks(game: Game, t: _Table | None, e: ev.MonsterDecksReady) -> str:
    return f"The Monster Action Decks are shuffled ({', '.join(plural(len(v), 'card') for v in e.decks.values())})."


@narrates("ecology_cards_ready")
def _d_eco_cards(game: Game, t: _Table | None, e: ev.EcologyCardsReady) -> str:
    aside = f"; {plural(len(e.set_aside), 'Monster')} set aside until a card brings it in" if e.set_aside else ""
    n = len(e.guardians)  # one of them guards the Stairs, unseen until the heroes encounter them
    guardians = ("" if not n else "; a Stair Guardian waits below" if n == 1
                 else f"; one of {n} Stair Guardians waits below")
    return f"The Monster pile is shuffled ({plural(len(e.monsters), 'card')}){aside}{guardians}."


@narrates("monster_shuffled_in")
def _d_shuffled_in(game: Game, t: _Table | None, e: ev.MonsterShuffledIn) -> str:
    m = game.content.monsters.monsters.get(e.monster)
    return f"{the(m.name) if m else 'A Monster'} is shuffled into the Monster pile."


@narrates("monster_deck_reshuffled")
def _d_monster_reshuffle(game: Game, t: _Table | None, e: ev.MonsterDeckReshuffled) -> str:
    return (f"Monster deck {DECK_WORDS.get(e.deck, e.deck)} ran out: its discard pile is shuffled into a new "
            f"draw pile ({plural(len(e.order), 'card')}).")


@narrates("hero_deck_reshuffled")
def _d_hero_reshuffle(game: Game, t: _Table | None, e: ev.HeroDeckReshuffled) -> str:
    cards = plural(len(e.order), "card")
    return f"{first_name(game, e.hero)} shuffles the discard pile into a new draw pile ({cards})."


@narrates("hero_drew")
def _d_hero_drew(game: Game, t: _Table | None, e: ev.HeroDrew) -> str:
    powers = sum(1 for c in e.cards if is_power(c))
    stored = f" ({plural(powers, 'Power Card')} stored at once)" if powers else ""
    return f"{first_name(game, e.hero)} draws {plural(len(e.cards), 'card')}{stored}."


@narrates("card_retrieved")
def _d_retrieved(game: Game, t: _Table | None, e: ev.CardRetrieved) -> str:
    return f"{first_name(game, e.hero)} takes a {card_words(e.card)} from the discard pile back onto the draw pile."


@narrates("combat_started")
def _d_combat_started(game: Game, t: _Table | None, e: ev.CombatStarted) -> str:
    if e.combat == "final_entity":
        foe = e.foes[0]
        parts = [game.content.monsters.entity_parts[p].name for p in foe.parts
                 if p in game.content.monsters.entity_parts]
        return (f"The final battle: {the(foe_name(game, foe))} rises — {', '.join(parts)}. Defeat both Heads, "
                "or a Head and the Body.")
    bits = []
    for f in e.foes:
        m = game.content.monsters.monsters.get(f.card)
        kind = TYPE_WORDS.get(m.type, "") if m else ""
        n = len(f.health)
        size = f"{kind}, {plural(n, 'individual')}" if n > 1 else kind
        bits.append(f"{the(foe_name(game, f))} ({size}, {sum(f.health)} health)")
    if e.combat == "stair_guardian":
        return "The Stair Guardian blocks the way: " + " and ".join(bits) + "."
    return "A fight! " + cap(" and ".join(bits)) + "."  # a new sentence: "A fight! The Lintel Creeper ..."


@narrates("monsters_assigned")
def _d_assigned(game: Game, t: _Table | None, e: ev.MonstersAssigned) -> str:
    parts = [f"{first_name(game, h)} fights {foe_words(game, t, f[0])}" for h, f in enumerate(e.facing) if f]
    return "The heroes share out the Monster Cards: " + "; ".join(parts) + "."


@narrates("round_started")
def _d_round(game: Game, t: _Table | None, e: ev.RoundStarted) -> str:
    return f"— Round {e.round} —"


@narrates("hand_short")
def _d_short(game: Game, t: _Table | None, e: ev.HandShort) -> str:
    return (f"{first_name(game, e.hero)} has too few cards to draw up to 3: plays from the hand first, then "
            "shuffles the discard pile.")


@narrates("cards_played")
def _d_played(game: Game, t: _Table | None, e: ev.CardsPlayed) -> str | None:
    if not e.cards:
        return None if e.done else f"{first_name(game, e.hero)} plays nothing yet."
    foe = t.fronts[e.front].foe if t is not None and e.front < len(t.fronts) else None
    against = f" against {foe_words(game, t, foe)}" if t is not None and len(t.foes) > 1 else ""
    return f"{first_name(game, e.hero)} plays {values(e.cards)}{against}."


@narrates("monster_drew")
def _d_monster_drew(game: Game, t: _Table | None, e: ev.MonsterDrew) -> str | None:
    foe = t.fronts[e.front].foe if t is not None and e.front < len(t.fronts) else None
    if is_power(e.card):
        verb = "draw" if many(game, t, foe) else "draws"
        return (f"{cap(foe_words(game, t, foe))} {verb} a Power Card from deck {DECK_WORDS.get(e.deck, e.deck)}: "
                "it is set aside and replaced.")
    return None  # the cards it plays are told once they are set opposite the hero's (arranged)


@narrates("monster_cards_arranged")
def _d_arranged(game: Game, t: _Table | None, e: ev.MonsterCardsArranged) -> str:
    if t is None or e.front >= len(t.fronts):
        return f"The monster plays {values([c for c in e.slots if c])}."
    front = t.fronts[e.front]
    who = foe_words(game, t, front.foe)
    pairs = []
    for i, card in enumerate(e.slots):
        if card is None:
            continue
        hero_card = front.slots[i].hero if i < len(front.slots) else None
        pairs.append(f"{card_words(card)} against {poss(first_name(game, front.hero))} {card_words(hero_card)}"
                     if hero_card else f"{card_words(card)} with no hero card opposite")
    tail = (f" {first_name(game, front.hero)} may move it opposite either card." if e.place_pending else "")
    verb = "play" if many(game, t, front.foe) else "plays"
    return f"{cap(who)} {verb} " + "; ".join(pairs) + "." + tail


@narrates("monster_card_placed")
def _d_placed(game: Game, t: _Table | None, e: ev.MonsterCardPlaced) -> str:
    if t is None or e.front >= len(t.fronts):
        return "The monster's card is moved."
    front = t.fronts[e.front]
    card = next((s.monster for s in front.slots if s.monster), None)
    hero_card = front.slots[e.slot].hero if e.slot < len(front.slots) else None
    return (f"{first_name(game, front.hero)} sets {poss(foe_words(game, t, front.foe))} {card_words(card)} "
            f"against their {card_words(hero_card)}.")


@narrates("monster_power_activated")
def _d_power(game: Game, t: _Table | None, e: ev.MonsterPowerActivated) -> str:
    names = ", ".join(ability_name(game, a) for a in e.abilities)
    return f"{cap(poss(foe_words(game, t, e.foe)))} Power Card triggers {names}."


@narrates("monster_power_wasted")
def _d_wasted(game: Game, t: _Table | None, e: ev.MonsterPowerWasted) -> str:
    return f"{cap(poss(foe_words(game, t, e.foe)))} Power Card does nothing: {e.reason}."


@narrates("step_changed")
def _d_step(game: Game, t: _Table | None, e: ev.StepChanged) -> str | None:
    return {"assign": "Two Monster Cards: the heroes decide who fights which.",
            "place": "A single monster card faces two hero cards: the hero chooses where it goes.",
            "abilities": "The cards are evaluated: abilities, then each hero chooses the Combat Pair to resolve.",
            "avoid": None, "play": None}.get(e.step)


@narrates("card_modified")
def _d_modified(game: Game, t: _Table | None, e: ev.CardModified) -> str:
    source = ability_name(game, e.source) if e.source else "An ability"
    if t is not None and e.front < len(t.fronts) and e.slot < len(t.fronts[e.front].slots):
        front = t.fronts[e.front]
        slot = front.slots[e.slot]
        card, mod = (slot.hero, slot.hero_mod) if e.side == "hero" else (slot.monster, slot.monster_mod)
        owner = poss(first_name(game, front.hero)) if e.side == "hero" else poss(foe_words(game, t, front.foe))
        before = card_words(card, mod)
        after = max(0, (card_value(card) or 0) + mod + e.amount) if card else e.amount
        return f"{source}: {owner} {before} becomes {after} ({e.amount:+d})."
    return f"{source}: a {e.side} card changes by {e.amount:+d}."


@narrates("cards_swapped")
def _d_swapped(game: Game, t: _Table | None, e: ev.CardsSwapped) -> str:
    source = ability_name(game, e.source) if e.source else "An ability"
    whose = "the hero's" if e.side == "hero" else "the monster's"
    return f"{source}: {whose} two cards swap places."


@narrates("ability_activated")
def _d_ability(game: Game, t: _Table | None, e: ev.AbilityActivated) -> str:
    bits = []
    if e.spent:
        bits.append(f"spends {plural(len(e.spent), 'Stored Power Card')}")
    if e.block:
        bits.append("with the Block")
    if e.exhaust:
        bits.append("the spell is Exhausted until Refreshed")
    tail = f" ({'; '.join(bits)})" if bits else ""
    return f"{first_name(game, e.hero)} uses {ability_name(game, e.ability)}{tail}."


@narrates("pair_chosen")
def _d_pair(game: Game, t: _Table | None, e: ev.PairChosen) -> str:
    who = first_name(game, e.hero)
    if t is None or e.front >= len(t.fronts) or e.pair >= len(t.fronts[e.front].slots):
        return f"{who} chooses Combat Pair {e.pair + 1}."
    front = t.fronts[e.front]
    slot = front.slots[e.pair]
    kind = pair_kind(slot)
    h, m = _slot_values(slot)
    foe = foe_words(game, t, front.foe)
    aim = ""
    if front.foe < len(t.foes) and len(t.foes[front.foe].health) > 1 and kind != "block":
        aim = f", aimed at {individual_words(game, t, front.foe, e.target)}"
    what = KIND_WORDS.get(kind or "", "a pair")
    return f"{who} resolves a pair: {poss(who)} {h} against {poss(foe)} {m}, {what}{aim}."


@narrates("abilities_finished")
def _d_finished(game: Game, t: _Table | None, e: ev.AbilitiesFinished) -> str:
    return f"{first_name(game, e.hero)} is ready for the damage."


@narrates("round_flag")
def _d_flag(game: Game, t: _Table | None, e: ev.RoundFlag) -> str:
    if e.flag == "ignore_armor":
        return f"{poss(first_name(game, e.hero))} damage ignores armor this round."
    return f"{poss(first_name(game, e.hero))} Combat Pair results are ignored this round."


@narrates("spells_refreshed")
def _d_refreshed(game: Game, t: _Table | None, e: ev.SpellsRefreshed) -> str:
    return "Spells are Refreshed: " + ", ".join(first_name(game, h) for h in e.heroes) + "."


def _armor_note(game: Game, t: _Table | None, e: ev.DamageDealt) -> str:
    """ "(armor 1 absorbs 1)": the first hit of a hero on a foe this round, when armor counted."""
    if e.to == "foe":
        if t is None or e.foe is None or e.individual is None or e.foe >= len(t.foes) or e.by is None:
            return ""
        if (e.by, e.foe) in t.armor_told or e.by in t.ignore_armor or e.cause not in ("direct", "return"):
            return ""
        armor = foe_armor(game, t.foes[e.foe], e.individual)
        return f" (armor {armor} absorbs {armor})" if armor else ""
    if e.hero is None or e.cause not in ("direct", "return"):
        return ""
    armor = hero_armor(game, e.hero)
    return f" (armor {armor} absorbs {armor})" if armor else ""


@narrates("damage_dealt")
def _d_damage(game: Game, t: _Table | None, e: ev.DamageDealt) -> str:
    cause = {"direct": "", "return": "Return Damage: "}.get(e.cause, f"{ability_name(game, e.cause)}: ")
    note = _armor_note(game, t, e)
    if e.to == "hero":
        source = f" from {foe_words(game, t, e.foe)}" if e.foe is not None else ""
        return f"{cause}{first_name(game, e.hero)} takes {e.amount} damage{source}{note}."
    target = individual_words(game, t, e.foe, e.individual)
    by = f"{first_name(game, e.by)} deals" if e.by is not None else "It deals"
    line = f"{cause}{by} {e.amount} damage to {target}{note}"
    if t is not None and e.foe is not None and e.individual is not None and e.foe < len(t.foes):
        foe = t.foes[e.foe]
        left = foe.health[e.individual] - e.amount
        if left <= 0:
            line += " — killed" if not foe.parts else " — it falls"
            alive = len([h for i, h in enumerate(foe.health) if h > 0 and i != e.individual])
            if len(foe.health) > 1 and alive and not foe.parts:
                state = _state_words(game, foe, alive)
                changed = state and _state_words(game, foe, alive + 1) != state
                line += f" ({alive} left" + (f": {state})" if changed else ")")
        else:
            line += f" ({left} health left)"
    return line + "."


@narrates("healed")
def _d_healed(game: Game, t: _Table | None, e: ev.Healed) -> str:
    source = f" ({ability_name(game, e.cause)})" if e.cause else ""
    who = first_name(game, e.hero) if e.to == "hero" else cap(individual_words(game, t, e.foe, e.individual))
    return f"{who} heals {e.amount}{source}."


@narrates("return_damage_choice")
def _d_return_choice(game: Game, t: _Table | None, e: ev.ReturnDamageChoice) -> str:
    groups = [" and ".join(first_name(game, h) for h in group) for group in e.candidates]
    return ("Several heroes shared a kill: " + "; ".join(groups)
            + " — for each kill, choose one of them to avoid its Return Damage.")


@narrates("return_damage_avoided")
def _d_avoided(game: Game, t: _Table | None, e: ev.ReturnDamageAvoided) -> str:
    return f"{first_name(game, e.hero)} avoids the Return Damage."


@narrates("foe_defeated")
def _d_defeated(game: Game, t: _Table | None, e: ev.FoeDefeated) -> str:
    return f"{cap(foe_words(game, t, e.foe))} {'are' if many(game, t, e.foe) else 'is'} defeated!"


@narrates("round_ended")
def _d_round_ended(game: Game, t: _Table | None, e: ev.RoundEnded) -> str:
    """Step 6; and who was spared Return Damage by a kill (the rules skip it without an event)."""
    spared = []
    if t is not None:
        for front in t.fronts:
            if front.chosen is None or front.chosen >= len(front.slots):
                continue
            slot = front.slots[front.chosen]
            h, m = _slot_values(slot)
            due = max(0, h - m - hero_armor(game, front.hero)) if pair_kind(slot) == "hero" else 0
            if due and not t.hurt.get((front.hero, "return")):
                spared.append(f"{first_name(game, front.hero)} ({due})")
    tail = f" A kill spared {', '.join(spared)} the Return Damage." if spared else ""
    return "The played cards go to their discard piles." + tail


@narrates("combat_won")
def _d_won(game: Game, t: _Table | None, e: ev.CombatWon) -> str:
    if e.combat == "final_entity":
        return "Victory over the Final Entity!"
    names = []
    for card in e.xp:
        m = game.content.monsters.monsters.get(card)
        names.append(f"{the(m.name)} ({m.xp} XP)" if m else card)
    return "Victory! " + (f"XP pool gains {', '.join(names)}." if names else "")


@narrates("game_won")
def _d_game_won(game: Game, t: _Table | None, e: ev.GameWon) -> str:
    return e.reason


def combat_event_kinds() -> list[str]:
    """Every event kind the combat rules record (what the narration must cover)."""
    return sorted(kind_of(v) for v in vars(ev).values()
                  if isinstance(v, type) and issubclass(v, Event) and v not in (Event, Message))
