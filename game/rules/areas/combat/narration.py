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

from game.i18n import N_, _, content_text, ngettext
from game.rules.areas.combat import events as ev
from game.rules.areas.combat.table import foe_armor, foe_name, pair_kind
from game.rules.areas.combat.told_table import ToldTable, advance, table_before
from game.rules.areas.combat.words import (
    KIND_WORDS,
    TYPE_WORDS,
    ability_name,
    and_list,
    cap,
    card_words,
    cards_count,
    deck_words,
    first_name,
    named,
    named_foe,
    named_individual,
    poss,
    slot_values,
    state_words,
    values,
)
from game.rules.areas.heroes import hero_armor
from game.rules.content.hero_cards import card_value, is_power
from game.rules.core.messages import Event, Message, kind_of
from game.rules.describe import describes

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
    sizes = ", ".join(cards_count(len(v)) for v in e.decks.values())
    return _("The Monster Action Decks are shuffled ({sizes}).").format(sizes=sizes)


@narrates("ecology_cards_ready")
def _d_eco_cards(game: Game, t: ToldTable | None, e: ev.EcologyCardsReady) -> str:
    line = _("The Monster pile is shuffled ({cards})").format(cards=cards_count(len(e.monsters)))
    if e.set_aside:
        n = len(e.set_aside)
        # i18n: a clause after "The Monster pile is shuffled (12 cards)"
        line += ngettext("; {n} Monster set aside until a card brings it in",
                         "; {n} Monsters set aside until a card brings it in", n).format(n=n)
    n = len(e.guardians)  # one of them guards the Stairs, unseen until the heroes encounter them
    if n == 1:
        # i18n: a clause after "The Monster pile is shuffled (12 cards)"
        line += _("; a Stair Guardian waits below")
    elif n:
        # i18n: a clause after "The Monster pile is shuffled (12 cards)"
        line += _("; one of {n} Stair Guardians waits below").format(n=n)
    return line + "."


@narrates("monster_shuffled_in")
def _d_shuffled_in(game: Game, t: ToldTable | None, e: ev.MonsterShuffledIn) -> str:
    m = game.content.monsters.monsters.get(e.monster)
    if m is None:
        return _("A Monster is shuffled into the Monster pile.")
    # i18n: {monster} in the nominative ("the Tomb Moths": German words it with no verb to agree)
    return cap(_("{monster} is shuffled into the Monster pile.").format(
        monster=named(m.name, m.id, m.count).nominative))


@narrates("monster_deck_reshuffled")
def _d_monster_reshuffle(game: Game, t: ToldTable | None, e: ev.MonsterDeckReshuffled) -> str:
    return _("Monster deck {deck} ran out: its discard pile is shuffled into a new draw pile ({cards}).").format(
        deck=deck_words(e.deck), cards=cards_count(len(e.order)))


@narrates("hero_deck_reshuffled")
def _d_hero_reshuffle(game: Game, t: ToldTable | None, e: ev.HeroDeckReshuffled) -> str:
    return _("{hero} shuffles the discard pile into a new draw pile ({cards}).").format(
        hero=first_name(game, e.hero), cards=cards_count(len(e.order)))


@narrates("hero_drew")
def _d_hero_drew(game: Game, t: ToldTable | None, e: ev.HeroDrew) -> str:
    powers = sum(1 for c in e.cards if is_power(c))
    hero, cards = first_name(game, e.hero), cards_count(len(e.cards))
    if powers:
        return ngettext("{hero} draws {cards} ({n} Power Card stored at once).",
                        "{hero} draws {cards} ({n} Power Cards stored at once).", powers).format(
            hero=hero, cards=cards, n=powers)
    return _("{hero} draws {cards}.").format(hero=hero, cards=cards)


@narrates("card_retrieved")
def _d_retrieved(game: Game, t: ToldTable | None, e: ev.CardRetrieved) -> str:
    if is_power(e.card):
        return _("{hero} takes a Power Card from the discard pile back onto the draw pile.").format(
            hero=first_name(game, e.hero))
    return _("{hero} takes a {card} from the discard pile back onto the draw pile.").format(
        hero=first_name(game, e.hero), card=card_words(e.card))


@narrates("combat_started")
def _d_combat_started(game: Game, t: ToldTable | None, e: ev.CombatStarted) -> str:
    if e.combat == "final_entity":
        foe = e.foes[0]
        parts = [content_text(game.content.monsters.entity_parts[p].name, p) for p in foe.parts
                 if p in game.content.monsters.entity_parts]
        # i18n: {entity} in the nominative ("the Gathering Maw"), {parts} its parts' names
        return _("The final battle: {entity} rises — {parts}. Defeat both Heads, or a Head and the Body.").format(
            entity=named(foe_name(game, foe), foe.card).nominative, parts=", ".join(parts))
    bits = []
    for f in e.foes:
        m = game.content.monsters.monsters.get(f.card)
        kind = _(TYPE_WORDS[m.type]) if m and m.type in TYPE_WORDS else ""
        n = len(f.health)
        if n > 1:
            # i18n: a monster's size in a fight's opening line ("Pair, 2 individuals")
            size = ngettext("{kind}, {n} individual", "{kind}, {n} individuals", n).format(kind=kind, n=n)
        else:
            size = kind
        # i18n: one monster in a fight's opening line ("the Marrow Hounds (Pair, 2 individuals, 6 health)"),
        # {monster} in the nominative
        bits.append(_("{monster} ({size}, {health} health)").format(
            monster=named(foe_name(game, f), f.card, len(f.health)).nominative, size=size, health=sum(f.health)))
    foes = and_list(bits)
    if e.combat == "stair_guardian":
        return _("The Stair Guardian blocks the way: {foes}.").format(foes=foes)
    return _("A fight! {foes}.").format(foes=cap(foes))  # a new sentence: "A fight! The Lintel Creeper ..."


@narrates("monsters_assigned")
def _d_assigned(game: Game, t: ToldTable | None, e: ev.MonstersAssigned) -> str:
    # i18n: {monster} in the accusative ("Harrow fights the Moss Troll"; German "kämpft gegen den Moostroll")
    parts = [_("{hero} fights {monster}").format(hero=first_name(game, h), monster=named_foe(game, t, f[0]).accusative)
             for h, f in enumerate(e.facing) if f]
    return _("The heroes share out the Monster Cards: {who}.").format(who="; ".join(parts))


@narrates("round_started")
def _d_round(game: Game, t: ToldTable | None, e: ev.RoundStarted) -> str:
    return _("— Round {n} —").format(n=e.round)


@narrates("hand_short")
def _d_short(game: Game, t: ToldTable | None, e: ev.HandShort) -> str:
    return _("{hero} has too few cards to draw up to 3: plays from the hand first, then shuffles the discard "
             "pile.").format(hero=first_name(game, e.hero))


@narrates("cards_played")
def _d_played(game: Game, t: ToldTable | None, e: ev.CardsPlayed) -> str | None:
    hero = first_name(game, e.hero)
    if not e.cards:
        return None if e.done else _("{hero} plays nothing yet.").format(hero=hero)
    foe = t.fronts[e.front].foe if t is not None and e.front < len(t.fronts) else None
    if t is not None and len(t.foes) > 1:
        # i18n: {monster} in the accusative ("against the Moss Troll"; German "gegen den Moostroll")
        return _("{hero} plays {cards} against {monster}.").format(
            hero=hero, cards=values(e.cards), monster=named_foe(game, t, foe).accusative)
    return _("{hero} plays {cards}.").format(hero=hero, cards=values(e.cards))


@narrates("monster_drew")
def _d_monster_drew(game: Game, t: ToldTable | None, e: ev.MonsterDrew) -> str | None:
    foe = t.fronts[e.front].foe if t is not None and e.front < len(t.fronts) else None
    if is_power(e.card):
        name, deck = named_foe(game, t, foe), deck_words(e.deck)
        if name.plural:
            # i18n: a monster whose name is a plural ("The Tomb Moths draw ..."), {monster} in the nominative
            return cap(_("{monster} draw a Power Card from deck {deck}: it is set aside and replaced.").format(
                monster=name.nominative, deck=deck))
        # i18n: {monster} in the nominative
        return cap(_("{monster} draws a Power Card from deck {deck}: it is set aside and replaced.").format(
            monster=name.nominative, deck=deck))
    return None  # the cards it plays are told once they are set opposite the hero's (arranged)


@narrates("monster_cards_arranged")
def _d_arranged(game: Game, t: ToldTable | None, e: ev.MonsterCardsArranged) -> str:
    if t is None or e.front >= len(t.fronts):
        return _("The monster plays {cards}.").format(cards=values([c for c in e.slots if c]))
    front = t.fronts[e.front]
    name = named_foe(game, t, front.foe)
    pairs = []
    for i, card in enumerate(e.slots):
        if card is None:
            continue
        hero_card = front.slots[i].hero if i < len(front.slots) else None
        if hero_card:
            # i18n: one Combat Pair as a monster plays it ("4 against Harrow's 3"; German "4 gegen die 3 von Harrow")
            pairs.append(_("{card} against {hero_poss} {hero_card}").format(
                card=card_words(card), hero_poss=poss(first_name(game, front.hero)), hero_card=card_words(hero_card)))
        else:
            pairs.append(_("{card} with no hero card opposite").format(card=card_words(card)))
    if name.plural:
        # i18n: a monster whose name is a plural ("The Tomb Moths play 4 against Harrow's 3."), {monster} in
        # the nominative
        line = cap(_("{monster} play {pairs}.").format(monster=name.nominative, pairs="; ".join(pairs)))
    else:
        # i18n: {monster} in the nominative
        line = cap(_("{monster} plays {pairs}.").format(monster=name.nominative, pairs="; ".join(pairs)))
    if e.place_pending:
        line += " " + _("{hero} may move it opposite either card.").format(hero=first_name(game, front.hero))
    return line


@narrates("monster_card_placed")
def _d_placed(game: Game, t: ToldTable | None, e: ev.MonsterCardPlaced) -> str:
    if t is None or e.front >= len(t.fronts):
        return _("The monster's card is moved.")
    front = t.fronts[e.front]
    card = next((s.monster for s in front.slots if s.monster), None)
    hero_card = front.slots[e.slot].hero if e.slot < len(front.slots) else None
    # i18n: {monster_poss} the monster's possessive ("the Serpent's"), in German its genitive ("der
    # Mosaikschlange"), which follows the card: "legt die 4 der Mosaikschlange"
    return _("{hero} sets {monster_poss} {card} against their {hero_card}.").format(
        hero=first_name(game, front.hero), monster_poss=named_foe(game, t, front.foe).genitive,
        card=card_words(card), hero_card=card_words(hero_card))


@narrates("monster_power_activated")
def _d_power(game: Game, t: ToldTable | None, e: ev.MonsterPowerActivated) -> str:
    names = ", ".join(ability_name(game, a) for a in e.abilities)
    # i18n: {monster_poss} the monster's possessive ("The Serpent's"), in German its genitive ("Die
    # Kraftkarte der Mosaikschlange")
    return cap(_("{monster_poss} Power Card triggers {abilities}.").format(
        monster_poss=named_foe(game, t, e.foe).genitive, abilities=names))


@narrates("monster_power_wasted")
def _d_wasted(game: Game, t: ToldTable | None, e: ev.MonsterPowerWasted) -> str:
    # i18n: {monster_poss} the monster's possessive ("The Serpent's"), in German its genitive
    return cap(_("{monster_poss} Power Card does nothing: {reason}.").format(
        monster_poss=named_foe(game, t, e.foe).genitive, reason=_(e.reason)))


STEP_WORDS = {"assign": N_("Two Monster Cards: the heroes decide who fights which."),
              "place": N_("A single monster card faces two hero cards: the hero chooses where it goes."),
              "abilities": N_("The cards are evaluated: abilities, then each hero chooses the Combat Pair to "
                              "resolve.")}


@narrates("step_changed")
def _d_step(game: Game, t: ToldTable | None, e: ev.StepChanged) -> str | None:
    return _(STEP_WORDS[e.step]) if e.step in STEP_WORDS else None


@narrates("card_modified")
def _d_modified(game: Game, t: ToldTable | None, e: ev.CardModified) -> str:
    source = ability_name(game, e.source) if e.source else _("An ability")
    if t is not None and e.front < len(t.fronts) and e.slot < len(t.fronts[e.front].slots):
        front = t.fronts[e.front]
        slot = front.slots[e.slot]
        card, mod = (slot.hero, slot.hero_mod) if e.side == "hero" else (slot.monster, slot.monster_mod)
        owner = (poss(first_name(game, front.hero)) if e.side == "hero"
                 else named_foe(game, t, front.foe).genitive)
        before = card_words(card, mod)
        after = max(0, (card_value(card) or 0) + mod + e.amount) if card else e.amount
        # i18n: an ability changes a card's value ("Shield Bash: the Serpent's 4 becomes 2 (-2)."); {owner_poss}
        # a hero's possessive (German "von Harrow") or a monster's genitive (German "der Mosaikschlange")
        return _("{source}: {owner_poss} {card} becomes {value} ({change}).").format(
            source=source, owner_poss=owner, card=before, value=after, change=f"{e.amount:+d}")
    if e.side == "hero":
        return _("{source}: a hero card changes by {change}.").format(source=source, change=f"{e.amount:+d}")
    return _("{source}: a monster card changes by {change}.").format(source=source, change=f"{e.amount:+d}")


@narrates("cards_swapped")
def _d_swapped(game: Game, t: ToldTable | None, e: ev.CardsSwapped) -> str:
    source = ability_name(game, e.source) if e.source else _("An ability")
    if e.side == "hero":
        return _("{source}: the hero's two cards swap places.").format(source=source)
    return _("{source}: the monster's two cards swap places.").format(source=source)


@narrates("ability_activated")
def _d_ability(game: Game, t: ToldTable | None, e: ev.AbilityActivated) -> str:
    bits = []
    if e.spent:
        n = len(e.spent)
        bits.append(ngettext("spends {n} Stored Power Card", "spends {n} Stored Power Cards", n).format(n=n))
    if e.block:
        bits.append(_("with the Block"))
    if e.exhaust:
        bits.append(_("the spell is Exhausted until Refreshed"))
    hero, ability = first_name(game, e.hero), ability_name(game, e.ability)
    if bits:
        return _("{hero} uses {ability} ({notes}).").format(hero=hero, ability=ability, notes="; ".join(bits))
    return _("{hero} uses {ability}.").format(hero=hero, ability=ability)


@narrates("pair_chosen")
def _d_pair(game: Game, t: ToldTable | None, e: ev.PairChosen) -> str:
    who = first_name(game, e.hero)
    if t is None or e.front >= len(t.fronts) or e.pair >= len(t.fronts[e.front].slots):
        return _("{hero} chooses Combat Pair {n}.").format(hero=who, n=e.pair + 1)
    front = t.fronts[e.front]
    slot = front.slots[e.pair]
    kind = pair_kind(slot)
    h, m = slot_values(slot)
    what = _(KIND_WORDS[kind]) if kind in KIND_WORDS else _("a pair")
    fields = {"hero": who, "hero_poss": poss(who), "hero_value": h,
              "monster_poss": named_foe(game, t, front.foe).genitive, "monster_value": m, "result": what}
    if front.foe < len(t.foes) and len(t.foes[front.foe].health) > 1 and kind != "block":
        # i18n: "Harrow resolves a pair: Harrow's 5 against the Marrow Hounds' 3, a Hero Hit, aimed at ... #2."
        # {hero_poss}: German "von Harrow"; {monster_poss}: the monster's genitive ("der Markhunde"); {target}
        # in the accusative ("auf die Markhunde #2")
        return _("{hero} resolves a pair: {hero_poss} {hero_value} against {monster_poss} {monster_value}, "
                 "{result}, aimed at {target}.").format(
            target=named_individual(game, t, front.foe, e.target).accusative, **fields)
    # i18n: {hero_poss}: German "von Harrow"; {monster_poss}: the monster's genitive ("der Mosaikschlange")
    return _("{hero} resolves a pair: {hero_poss} {hero_value} against {monster_poss} {monster_value}, "
             "{result}.").format(**fields)


@narrates("abilities_finished")
def _d_finished(game: Game, t: ToldTable | None, e: ev.AbilitiesFinished) -> str:
    return _("{hero} is ready for the damage.").format(hero=first_name(game, e.hero))


@narrates("round_flag")
def _d_flag(game: Game, t: ToldTable | None, e: ev.RoundFlag) -> str:
    hero_poss = poss(first_name(game, e.hero))
    if e.flag == "ignore_armor":
        # i18n: {hero_poss} a hero's possessive ("Harrow's"; German "von Harrow", after the noun)
        return cap(_("{hero_poss} damage ignores armor this round.").format(hero_poss=hero_poss))
    # i18n: {hero_poss} a hero's possessive ("Harrow's"; German "von Harrow", after the noun)
    return cap(_("{hero_poss} Combat Pair results are ignored this round.").format(hero_poss=hero_poss))


@narrates("spells_refreshed")
def _d_refreshed(game: Game, t: ToldTable | None, e: ev.SpellsRefreshed) -> str:
    return _("Spells are Refreshed: {heroes}.").format(heroes=", ".join(first_name(game, h) for h in e.heroes))


def _armor_note(game: Game, t: ToldTable | None, e: ev.DamageDealt) -> str:
    """ "(armor 1 absorbs 1)": the first hit of a hero on a foe this round, when armor counted."""
    if e.to == "foe":
        if t is None or e.foe is None or e.individual is None or e.foe >= len(t.foes) or e.by is None:
            return ""
        if (e.by, e.foe) in t.armor_told or e.by in t.ignore_armor or e.cause not in ("direct", "return"):
            return ""
        armor = foe_armor(game, t.foes[e.foe], e.individual)
    else:
        if e.hero is None or e.cause not in ("direct", "return"):
            return ""
        armor = hero_armor(game, e.hero)
    # i18n: a note after a damage line
    return " " + _("(armor {n} absorbs {n})").format(n=armor) if armor else ""


@narrates("damage_dealt")
def _d_damage(game: Game, t: ToldTable | None, e: ev.DamageDealt) -> str:
    note = _armor_note(game, t, e)
    if e.to == "hero":
        hero = first_name(game, e.hero)
        if e.foe is not None:
            # i18n: {monster} in the accusative ("from the Moss Troll"; German "durch den Moostroll")
            line = _("{hero} takes {n} damage from {monster}").format(
                hero=hero, n=e.amount, monster=named_foe(game, t, e.foe).accusative)
        else:
            line = _("{hero} takes {n} damage").format(hero=hero, n=e.amount)
        line += note
    else:
        # i18n: {target} in the dative ("to the Moss Troll"; German "fügt dem Moostroll ... zu")
        target = named_individual(game, t, e.foe, e.individual).dative
        if e.by is not None:
            # i18n: {target} in the dative ("to the Moss Troll"; German "fügt dem Moostroll ... zu")
            line = _("{hero} deals {n} damage to {target}").format(hero=first_name(game, e.by), n=e.amount,
                                                                   target=target)
        else:
            # i18n: {target} in the dative ("to the Moss Troll"; German "fügt dem Moostroll ... zu")
            line = _("It deals {n} damage to {target}").format(n=e.amount, target=target)
        line += note
        if t is not None and e.foe is not None and e.individual is not None and e.foe < len(t.foes):
            foe = t.foes[e.foe]
            left = foe.health[e.individual] - e.amount
            if left <= 0:
                line += _(" — killed") if not foe.parts else _(" — it falls")
                alive = len([h for i, h in enumerate(foe.health) if h > 0 and i != e.individual])
                if len(foe.health) > 1 and alive and not foe.parts:
                    state = state_words(game, foe, alive)
                    changed = state and state_words(game, foe, alive + 1) != state
                    if changed:
                        line += " " + _("({n} left: {state})").format(n=alive, state=state)
                    else:
                        line += " " + _("({n} left)").format(n=alive)
            else:
                line += " " + _("({n} health left)").format(n=left)
    if e.cause == "return":
        return _("Return Damage: {line}.").format(line=line)
    if e.cause != "direct":
        return _("{ability}: {line}.").format(ability=ability_name(game, e.cause), line=line)
    return line + "."


@narrates("healed")
def _d_healed(game: Game, t: ToldTable | None, e: ev.Healed) -> str:
    who = first_name(game, e.hero) if e.to == "hero" else named_individual(game, t, e.foe, e.individual).accusative
    if e.cause:
        # i18n: {who} a hero or a monster, in the accusative (German words it with no verb to agree:
        # "Heilung für die Markhunde #2: 3 Leben")
        return cap(_("{who} heals {n} ({ability}).").format(who=who, n=e.amount, ability=ability_name(game, e.cause)))
    # i18n: {who} a hero or a monster, in the accusative (German words it with no verb to agree)
    return cap(_("{who} heals {n}.").format(who=who, n=e.amount))


@narrates("return_damage_choice")
def _d_return_choice(game: Game, t: ToldTable | None, e: ev.ReturnDamageChoice) -> str:
    groups = [and_list([first_name(game, h) for h in group]) for group in e.candidates]
    return _("Several heroes shared a kill: {heroes} — for each kill, choose one of them to avoid its Return "
             "Damage.").format(heroes="; ".join(groups))


@narrates("return_damage_avoided")
def _d_avoided(game: Game, t: ToldTable | None, e: ev.ReturnDamageAvoided) -> str:
    return _("{hero} avoids the Return Damage.").format(hero=first_name(game, e.hero))


@narrates("foe_defeated")
def _d_defeated(game: Game, t: ToldTable | None, e: ev.FoeDefeated) -> str:
    name = named_foe(game, t, e.foe)
    if name.plural:
        # i18n: a monster whose name is a plural ("The Tomb Moths are defeated!"), {monster} in the nominative
        return cap(_("{monster} are defeated!").format(monster=name.nominative))
    # i18n: {monster} in the nominative
    return cap(_("{monster} is defeated!").format(monster=name.nominative))


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
                spared.append(_("{hero} ({n})").format(hero=first_name(game, front.hero), n=due))
    line = _("The played cards go to their discard piles.")
    if spared:
        line += " " + _("A kill spared {heroes} the Return Damage.").format(heroes=", ".join(spared))
    return line


@narrates("combat_won")
def _d_won(game: Game, t: ToldTable | None, e: ev.CombatWon) -> str:
    if e.combat == "final_entity":
        return _("Victory over the Final Entity!")
    names = []
    for card in e.xp:
        m = game.content.monsters.monsters.get(card)
        # i18n: a monster card joining the XP pool, {monster} in the nominative ("the Mosaic Serpent (4 XP)")
        names.append(_("{monster} ({n} XP)").format(monster=named(m.name, m.id, m.count).nominative, n=m.xp)
                     if m else card)
    if not names:
        return _("Victory! ")
    return _("Victory! XP pool gains {cards}.").format(cards=", ".join(names))


@narrates("game_won")
def _d_game_won(game: Game, t: ToldTable | None, e: ev.GameWon) -> str:
    return _(e.reason)


def combat_event_kinds() -> list[str]:
    """Every event kind the combat rules record (what the narration must cover)."""
    return sorted(kind_of(v) for v in vars(ev).values()
                  if isinstance(v, type) and issubclass(v, Event) and v not in (Event, Message))
