"""Combat in words: a log sentence for every combat event, as the exploring areas write theirs.

A sentence often needs the table as it stood when the event happened (which cards face each other,
how much health an individual had), while `describe` is asked after the whole command, or long
after (a loaded game tells its log again). So the narrator folds the log itself into a small
picture of the table (`_Table`), one event at a time, and describes each event against the
picture just before it. It reads events only, so the live log, a saved game and a replay tell the
same story.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.rules.areas.combat import events as ev
from game.rules.areas.combat.table import foe_armor, foe_name, pair_kind
from game.rules.areas.combat.told_table import ToldTable, advance, table_before
from game.rules.areas.combat.words import (
    DECK_WORDS,
    KIND_WORDS,
    TYPE_WORDS,
    ability_name,
    cap,
    card_words,
    first_name,
    foe_words,
    individual_words,
    many,
    poss,
    slot_values,
    state_words,
    the,
    values,
)
from game.rules.areas.heroes import hero_armor
from game.rules.content.hero_cards import card_value, is_power
from game.rules.core.messages import Event, Message, kind_of
from game.rules.describe import describes, plural

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame as Game


# --- the describers ---------------------------------------------------------------------------

def narrates(kind: str) -> Callable[[Callable[[Game, ToldTable | None, Any], str | None]],
                                    Callable[[Game, Any], str | None]]:
    """Register a describer that reads the table just before its event, then folds the event."""
    def register(fn: Callable[[Game, ToldTable | None, Any], str | None]) -> Callable[[Game, Any], str | None]:
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
def _d_decks(game: Game, t: ToldTable | None, e: ev.MonsterDecksReady) -> str:
    return f"The Monster Action Decks are shuffled ({', '.join(plural(len(v), 'card') for v in e.decks.values())})."


@narrates("ecology_cards_ready")
def _d_eco_cards(game: Game, t: ToldTable | None, e: ev.EcologyCardsReady) -> str:
    aside = f"; {plural(len(e.set_aside), 'Monster')} set aside until a card brings it in" if e.set_aside else ""
    n = len(e.guardians)  # one of them guards the Stairs, unseen until the heroes encounter them
    guardians = ("" if not n else "; a Stair Guardian waits below" if n == 1
                 else f"; one of {n} Stair Guardians waits below")
    return f"The Monster pile is shuffled ({plural(len(e.monsters), 'card')}){aside}{guardians}."


@narrates("monster_shuffled_in")
def _d_shuffled_in(game: Game, t: ToldTable | None, e: ev.MonsterShuffledIn) -> str:
    m = game.content.monsters.monsters.get(e.monster)
    return f"{the(m.name) if m else 'A Monster'} is shuffled into the Monster pile."


@narrates("monster_deck_reshuffled")
def _d_monster_reshuffle(game: Game, t: ToldTable | None, e: ev.MonsterDeckReshuffled) -> str:
    return (f"Monster deck {DECK_WORDS.get(e.deck, e.deck)} ran out: its discard pile is shuffled into a new "
            f"draw pile ({plural(len(e.order), 'card')}).")


@narrates("hero_deck_reshuffled")
def _d_hero_reshuffle(game: Game, t: ToldTable | None, e: ev.HeroDeckReshuffled) -> str:
    cards = plural(len(e.order), "card")
    return f"{first_name(game, e.hero)} shuffles the discard pile into a new draw pile ({cards})."


@narrates("hero_drew")
def _d_hero_drew(game: Game, t: ToldTable | None, e: ev.HeroDrew) -> str:
    powers = sum(1 for c in e.cards if is_power(c))
    stored = f" ({plural(powers, 'Power Card')} stored at once)" if powers else ""
    return f"{first_name(game, e.hero)} draws {plural(len(e.cards), 'card')}{stored}."


@narrates("card_retrieved")
def _d_retrieved(game: Game, t: ToldTable | None, e: ev.CardRetrieved) -> str:
    return f"{first_name(game, e.hero)} takes a {card_words(e.card)} from the discard pile back onto the draw pile."


@narrates("combat_started")
def _d_combat_started(game: Game, t: ToldTable | None, e: ev.CombatStarted) -> str:
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
def _d_assigned(game: Game, t: ToldTable | None, e: ev.MonstersAssigned) -> str:
    parts = [f"{first_name(game, h)} fights {foe_words(game, t, f[0])}" for h, f in enumerate(e.facing) if f]
    return "The heroes share out the Monster Cards: " + "; ".join(parts) + "."


@narrates("round_started")
def _d_round(game: Game, t: ToldTable | None, e: ev.RoundStarted) -> str:
    return f"— Round {e.round} —"


@narrates("hand_short")
def _d_short(game: Game, t: ToldTable | None, e: ev.HandShort) -> str:
    return (f"{first_name(game, e.hero)} has too few cards to draw up to 3: plays from the hand first, then "
            "shuffles the discard pile.")


@narrates("cards_played")
def _d_played(game: Game, t: ToldTable | None, e: ev.CardsPlayed) -> str | None:
    if not e.cards:
        return None if e.done else f"{first_name(game, e.hero)} plays nothing yet."
    foe = t.fronts[e.front].foe if t is not None and e.front < len(t.fronts) else None
    against = f" against {foe_words(game, t, foe)}" if t is not None and len(t.foes) > 1 else ""
    return f"{first_name(game, e.hero)} plays {values(e.cards)}{against}."


@narrates("monster_drew")
def _d_monster_drew(game: Game, t: ToldTable | None, e: ev.MonsterDrew) -> str | None:
    foe = t.fronts[e.front].foe if t is not None and e.front < len(t.fronts) else None
    if is_power(e.card):
        verb = "draw" if many(game, t, foe) else "draws"
        return (f"{cap(foe_words(game, t, foe))} {verb} a Power Card from deck {DECK_WORDS.get(e.deck, e.deck)}: "
                "it is set aside and replaced.")
    return None  # the cards it plays are told once they are set opposite the hero's (arranged)


@narrates("monster_cards_arranged")
def _d_arranged(game: Game, t: ToldTable | None, e: ev.MonsterCardsArranged) -> str:
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
def _d_placed(game: Game, t: ToldTable | None, e: ev.MonsterCardPlaced) -> str:
    if t is None or e.front >= len(t.fronts):
        return "The monster's card is moved."
    front = t.fronts[e.front]
    card = next((s.monster for s in front.slots if s.monster), None)
    hero_card = front.slots[e.slot].hero if e.slot < len(front.slots) else None
    return (f"{first_name(game, front.hero)} sets {poss(foe_words(game, t, front.foe))} {card_words(card)} "
            f"against their {card_words(hero_card)}.")


@narrates("monster_power_activated")
def _d_power(game: Game, t: ToldTable | None, e: ev.MonsterPowerActivated) -> str:
    names = ", ".join(ability_name(game, a) for a in e.abilities)
    return f"{cap(poss(foe_words(game, t, e.foe)))} Power Card triggers {names}."


@narrates("monster_power_wasted")
def _d_wasted(game: Game, t: ToldTable | None, e: ev.MonsterPowerWasted) -> str:
    return f"{cap(poss(foe_words(game, t, e.foe)))} Power Card does nothing: {e.reason}."


@narrates("step_changed")
def _d_step(game: Game, t: ToldTable | None, e: ev.StepChanged) -> str | None:
    return {"assign": "Two Monster Cards: the heroes decide who fights which.",
            "place": "A single monster card faces two hero cards: the hero chooses where it goes.",
            "abilities": "The cards are evaluated: abilities, then each hero chooses the Combat Pair to resolve.",
            "avoid": None, "play": None}.get(e.step)


@narrates("card_modified")
def _d_modified(game: Game, t: ToldTable | None, e: ev.CardModified) -> str:
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
def _d_swapped(game: Game, t: ToldTable | None, e: ev.CardsSwapped) -> str:
    source = ability_name(game, e.source) if e.source else "An ability"
    whose = "the hero's" if e.side == "hero" else "the monster's"
    return f"{source}: {whose} two cards swap places."


@narrates("ability_activated")
def _d_ability(game: Game, t: ToldTable | None, e: ev.AbilityActivated) -> str:
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
def _d_pair(game: Game, t: ToldTable | None, e: ev.PairChosen) -> str:
    who = first_name(game, e.hero)
    if t is None or e.front >= len(t.fronts) or e.pair >= len(t.fronts[e.front].slots):
        return f"{who} chooses Combat Pair {e.pair + 1}."
    front = t.fronts[e.front]
    slot = front.slots[e.pair]
    kind = pair_kind(slot)
    h, m = slot_values(slot)
    foe = foe_words(game, t, front.foe)
    aim = ""
    if front.foe < len(t.foes) and len(t.foes[front.foe].health) > 1 and kind != "block":
        aim = f", aimed at {individual_words(game, t, front.foe, e.target)}"
    what = KIND_WORDS.get(kind or "", "a pair")
    return f"{who} resolves a pair: {poss(who)} {h} against {poss(foe)} {m}, {what}{aim}."


@narrates("abilities_finished")
def _d_finished(game: Game, t: ToldTable | None, e: ev.AbilitiesFinished) -> str:
    return f"{first_name(game, e.hero)} is ready for the damage."


@narrates("round_flag")
def _d_flag(game: Game, t: ToldTable | None, e: ev.RoundFlag) -> str:
    if e.flag == "ignore_armor":
        return f"{poss(first_name(game, e.hero))} damage ignores armor this round."
    return f"{poss(first_name(game, e.hero))} Combat Pair results are ignored this round."


@narrates("spells_refreshed")
def _d_refreshed(game: Game, t: ToldTable | None, e: ev.SpellsRefreshed) -> str:
    return "Spells are Refreshed: " + ", ".join(first_name(game, h) for h in e.heroes) + "."


def _armor_note(game: Game, t: ToldTable | None, e: ev.DamageDealt) -> str:
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
def _d_damage(game: Game, t: ToldTable | None, e: ev.DamageDealt) -> str:
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
                state = state_words(game, foe, alive)
                changed = state and state_words(game, foe, alive + 1) != state
                line += f" ({alive} left" + (f": {state})" if changed else ")")
        else:
            line += f" ({left} health left)"
    return line + "."


@narrates("healed")
def _d_healed(game: Game, t: ToldTable | None, e: ev.Healed) -> str:
    source = f" ({ability_name(game, e.cause)})" if e.cause else ""
    who = first_name(game, e.hero) if e.to == "hero" else cap(individual_words(game, t, e.foe, e.individual))
    return f"{who} heals {e.amount}{source}."


@narrates("return_damage_choice")
def _d_return_choice(game: Game, t: ToldTable | None, e: ev.ReturnDamageChoice) -> str:
    groups = [" and ".join(first_name(game, h) for h in group) for group in e.candidates]
    return ("Several heroes shared a kill: " + "; ".join(groups)
            + " — for each kill, choose one of them to avoid its Return Damage.")


@narrates("return_damage_avoided")
def _d_avoided(game: Game, t: ToldTable | None, e: ev.ReturnDamageAvoided) -> str:
    return f"{first_name(game, e.hero)} avoids the Return Damage."


@narrates("foe_defeated")
def _d_defeated(game: Game, t: ToldTable | None, e: ev.FoeDefeated) -> str:
    return f"{cap(foe_words(game, t, e.foe))} {'are' if many(game, t, e.foe) else 'is'} defeated!"


@narrates("round_ended")
def _d_round_ended(game: Game, t: ToldTable | None, e: ev.RoundEnded) -> str:
    """Step 6; and who was spared Return Damage by a kill (the rules skip it without an event)."""
    spared = []
    if t is not None:
        for front in t.fronts:
            if front.chosen is None or front.chosen >= len(front.slots):
                continue
            slot = front.slots[front.chosen]
            h, m = slot_values(slot)
            due = max(0, h - m - hero_armor(game, front.hero)) if pair_kind(slot) == "hero" else 0
            if due and not t.hurt.get((front.hero, "return")):
                spared.append(f"{first_name(game, front.hero)} ({due})")
    tail = f" A kill spared {', '.join(spared)} the Return Damage." if spared else ""
    return "The played cards go to their discard piles." + tail


@narrates("combat_won")
def _d_won(game: Game, t: ToldTable | None, e: ev.CombatWon) -> str:
    if e.combat == "final_entity":
        return "Victory over the Final Entity!"
    names = []
    for card in e.xp:
        m = game.content.monsters.monsters.get(card)
        names.append(f"{the(m.name)} ({m.xp} XP)" if m else card)
    return "Victory! " + (f"XP pool gains {', '.join(names)}." if names else "")


@narrates("game_won")
def _d_game_won(game: Game, t: ToldTable | None, e: ev.GameWon) -> str:
    return e.reason


def combat_event_kinds() -> list[str]:
    """Every event kind the combat rules record (what the narration must cover)."""
    return sorted(kind_of(v) for v in vars(ev).values()
                  if isinstance(v, type) and issubclass(v, Event) and v not in (Event, Message))
