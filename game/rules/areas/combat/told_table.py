"""The combat table as the log tells it: a small picture of the table folded from the events
alone, one at a time, so a sentence can be told against the table as it stood just before its event
(the live log, a saved game and a replay tell the same story)."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.rules.areas.combat import events as ev
from game.rules.core.messages import Event
from game.rules.core.state_model import deep_copy
from game.rules.state.combat_state import Foe, Slot

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame as Game


# --- the table as the log tells it ------------------------------------------------------------

@dataclass
class ToldFront:
    hero: int
    foe: int
    slots: list[Slot] = field(default_factory=list)
    chosen: int | None = None
    target: int | None = None


@dataclass
class ToldTable:
    """The fight as folded from the log up to (not including) `events[pos]`."""

    events: list[Any]
    pos: int = 0
    kind: str = ""
    foes: list[Foe] = field(default_factory=list)
    fronts: list[ToldFront] = field(default_factory=list)
    ignore_armor: set[int] = field(default_factory=set)
    hurt: dict[tuple[int, str], int] = field(default_factory=dict)  # (hero, cause) -> damage this round
    armor_told: set[tuple[int, int]] = field(default_factory=set)  # (hero, foe): armor named this round


_TABLES: weakref.WeakKeyDictionary[Any, ToldTable] = weakref.WeakKeyDictionary()


def table_before(game: Game, event: Event) -> ToldTable | None:
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
        t = ToldTable(events)
    while t.pos < index:
        _fold(game, t, events[t.pos])
    _TABLES[game] = t
    return t


def _fold(game: Game, t: ToldTable, e: Any) -> None:
    t.pos += 1
    fold = _FOLDS.get(e.kind)
    if fold is not None:
        fold(game, t, e)


def _f_started(game: Game, t: ToldTable, e: ev.CombatStarted) -> None:
    t.kind, t.foes, t.fronts = e.combat, [deep_copy(f) for f in e.foes], []


def _f_round(game: Game, t: ToldTable, e: ev.RoundStarted) -> None:
    t.fronts = [ToldFront(h, f) for h in range(len(e.facing)) for f in e.facing[h]]
    t.ignore_armor, t.hurt, t.armor_told = set(), {}, set()


def _f_played(game: Game, t: ToldTable, e: ev.CardsPlayed) -> None:
    if e.front < len(t.fronts):
        t.fronts[e.front].slots += [Slot(hero=c) for c in e.cards]


def _f_arranged(game: Game, t: ToldTable, e: ev.MonsterCardsArranged) -> None:
    if e.front >= len(t.fronts):
        return
    slots = t.fronts[e.front].slots
    for i, card in enumerate(e.slots):
        if i >= len(slots):
            slots.append(Slot())
        slots[i].monster = card


def _f_placed(game: Game, t: ToldTable, e: ev.MonsterCardPlaced) -> None:
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


def _f_modified(game: Game, t: ToldTable, e: ev.CardModified) -> None:
    if e.front < len(t.fronts) and e.slot < len(t.fronts[e.front].slots):
        slot = t.fronts[e.front].slots[e.slot]
        if e.side == "hero":
            slot.hero_mod += e.amount
        else:
            slot.monster_mod += e.amount


def _f_swapped(game: Game, t: ToldTable, e: ev.CardsSwapped) -> None:
    if e.front >= len(t.fronts) or len(t.fronts[e.front].slots) < 2:
        return
    a, b = t.fronts[e.front].slots[:2]
    if e.side == "hero":
        a.hero, b.hero, a.hero_mod, b.hero_mod = b.hero, a.hero, b.hero_mod, a.hero_mod
    else:
        a.monster, b.monster, a.monster_mod, b.monster_mod = b.monster, a.monster, b.monster_mod, a.monster_mod


def _f_chosen(game: Game, t: ToldTable, e: ev.PairChosen) -> None:
    if e.front < len(t.fronts):
        t.fronts[e.front].chosen, t.fronts[e.front].target = e.pair, e.target


def _f_flag(game: Game, t: ToldTable, e: ev.RoundFlag) -> None:
    if e.flag == "ignore_armor":
        t.ignore_armor.add(e.hero)


def _f_damage(game: Game, t: ToldTable, e: ev.DamageDealt) -> None:
    if e.to == "foe" and e.foe is not None and e.individual is not None and e.foe < len(t.foes):
        foe = t.foes[e.foe]
        foe.health[e.individual] = max(0, foe.health[e.individual] - e.amount)
        if e.by is not None:
            t.armor_told.add((e.by, e.foe))
    elif e.to == "hero" and e.hero is not None:
        key = (e.hero, e.cause)
        t.hurt[key] = t.hurt.get(key, 0) + e.amount


def _f_healed(game: Game, t: ToldTable, e: ev.Healed) -> None:
    if e.to == "foe" and e.foe is not None and e.individual is not None and e.foe < len(t.foes):
        foe = t.foes[e.foe]
        foe.health[e.individual] = min(foe.max_health[e.individual], foe.health[e.individual] + e.amount)


def _f_defeated(game: Game, t: ToldTable, e: ev.FoeDefeated) -> None:
    if e.foe < len(t.foes):
        t.foes[e.foe].defeated = True


def _f_round_ended(game: Game, t: ToldTable, e: ev.RoundEnded) -> None:
    t.fronts = []


def _f_won(game: Game, t: ToldTable, e: ev.CombatWon) -> None:
    t.foes, t.fronts = [], []


_FOLDS: dict[str, Callable[[Game, ToldTable, Any], None]] = {
    "combat_started": _f_started, "round_started": _f_round, "cards_played": _f_played,
    "monster_cards_arranged": _f_arranged, "monster_card_placed": _f_placed, "card_modified": _f_modified,
    "cards_swapped": _f_swapped, "pair_chosen": _f_chosen, "round_flag": _f_flag, "damage_dealt": _f_damage,
    "healed": _f_healed, "foe_defeated": _f_defeated, "round_ended": _f_round_ended, "combat_won": _f_won,
}


def advance(game: Game, t: ToldTable | None, event: Event) -> None:
    """Fold the event just described, so the next one is described against the table after it."""
    if t is not None and t.pos < len(t.events) and t.events[t.pos] is event:
        _fold(game, t, event)
