"""Combat's words: names of heroes, foes, individuals, cards and abilities as the log sentences
and the public questions say them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import GRAMMAR, N_, _, content_text, ngettext, npgettext, pgettext
from game.rules.areas.combat.table import foe_name, value
from game.rules.areas.combat.told_table import ToldTable
from game.rules.areas.heroes import hero_kit, hero_label
from game.rules.content.hero_cards import card_value, is_power
from game.rules.content.monster_cards import EntityPart, MonsterDef
from game.rules.state.combat_state import Foe, Slot

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame as Game


# words by id, marked for the catalogue (N_) and translated with _() where a sentence is made
DECK_WORDS = {"light": N_("I (Light)"), "medium": N_("II (Medium)"), "heavy": N_("III (Heavy)")}
KIND_WORDS = {"block": N_("a Block"), "monster": N_("a Monster Hit"), "hero": N_("a Hero Hit")}
TYPE_WORDS = {"singular": N_("Singular"), "pair": N_("Pair"), "group": N_("Group"), "horde": N_("Horde")}


def deck_words(deck: str) -> str:
    """ "I (Light)": a Monster Action Deck in the current language."""
    return _(DECK_WORDS[deck]) if deck in DECK_WORDS else deck


def and_list(words: Sequence[str]) -> str:
    """ "a, b and c" in the current language."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    # i18n: the last two items of a list ("2, 3 and 5")
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


# --- words ------------------------------------------------------------------------------------

def first_name(game: Game, hero: int | None) -> str:
    """A hero's first name ("Harrow"): combat lines name heroes often."""
    if hero is None or not 0 <= hero < len(game.state.hero_states):
        return _("a hero")
    return hero_label(game, hero).split(" ")[0]


def the(name: str, card: str = "") -> str:
    """A monster's name with its article ("the Mosaic Serpent"; German names it without one), the name
    in the current language (the `cards` catalogue, by the card's id `card` where given)."""
    if name.lower().startswith("the "):
        return content_text(name, card)
    # i18n: a monster's (or an Entity part's) name with its definite article; German drops the article
    return pgettext("article", "the {name}").format(name=content_text(name, card))


# --- a monster's name in a sentence ------------------------------------------------------------

@dataclass(frozen=True)
class Named:
    """A monster's (or an Entity part's) name as the log's sentences of the current language need it:
    with its article in each grammatical case, and whether a verb after it takes the plural. English
    says "the Marrow Hounds" in every case but the possessive; German declines ("die Markhunde", "den
    Markhunden", "der Markhunde"), so a sentence passes each name in the case its German needs (its
    `# i18n:` note says which)."""
    nominative: str
    accusative: str
    dative: str
    genitive: str  # English: the possessive ("the Serpent's"), German: the genitive ("der Mosaikschlange")
    plural: bool

    def with_number(self, n: int) -> Named:
        """One individual of a Pair, Group or Horde: "the Marrow Hounds #2" in each case."""
        return Named(numbered(self.nominative, n), numbered(self.accusative, n), numbered(self.dative, n),
                     numbered(self.genitive, n), self.plural)


def grammar_facts(text: str) -> tuple[bool, tuple[str, str, str, str]] | None:
    """A name's grammatical facts as the cards catalogue gives them, "plural | die Markhunde | die
    Markhunde | den Markhunden | der Markhunde" (number, then the name with its article in the
    nominative, accusative, dative and genitive); None when `text` is not such a line."""
    parts = [p.strip() for p in text.split("|")]
    if len(parts) != 5 or parts[0] not in ("singular", "plural") or not all(parts[1:]):
        return None
    return parts[0] == "plural", (parts[1], parts[2], parts[3], parts[4])


def named(name: str, card: str = "", count: int = 1) -> Named:
    """The name `name` of card `card` (a Monster, a Stair Guardian, an Entity part, the Final Entity; a
    card of `count` individuals) in a sentence of the current language. Its forms come from the cards
    catalogue ("Marrow Hounds (grammar)", by the card's id, else by the English alone); a card with none
    (a content pack's monster) is named plainly, its number that of its individuals: German "das Monster
    „Cave Wolves“", "die Monster „Cave Wolves“", always correct if less natural; English is this plain
    form ("the Marrow Hounds", "the Marrow Hounds'")."""
    facts = grammar_facts(content_text(name + GRAMMAR, card))
    if facts is not None:
        plural, (nominative, accusative, dative, genitive) = facts
        return Named(nominative, accusative, dative, genitive, plural)
    the_name, n = the(name, card), max(1, count)
    # i18n: a monster's name in a sentence when its card has no grammar in the cards catalogue ("the Marrow
    # Hounds"); {name} is the name with its article in English, the bare name in German. The plural form is
    # for a card of several individuals (a Pair, Group or Horde). German: "das Monster „{name}“"
    nominative = npgettext("monster name, nominative", "{name}", "{name}", n).format(name=the_name)
    # i18n: as "monster name, nominative", in the accusative (German: "das Monster „{name}“")
    accusative = npgettext("monster name, accusative", "{name}", "{name}", n).format(name=the_name)
    # i18n: as "monster name, nominative", in the dative (German: "dem Monster „{name}“")
    dative = npgettext("monster name, dative", "{name}", "{name}", n).format(name=the_name)
    if the_name.endswith("s"):
        # i18n: as "monster name, nominative", its possessive or genitive (German: "des Monsters „{name}“")
        genitive = npgettext("monster name ending in s, genitive", "{name}'", "{name}'", n).format(name=the_name)
    else:
        # i18n: as "monster name, nominative", its possessive or genitive (German: "des Monsters „{name}“")
        genitive = npgettext("monster name, genitive", "{name}'s", "{name}'s", n).format(name=the_name)
    return Named(nominative, accusative, dative, genitive, plural=n > 1)


def named_foe(game: Game, t: ToldTable | None, foe: int | None) -> Named:
    """The monster card `foe` of the fight (as told at that moment, `t`) in a sentence: "the Mosaic
    Serpent", German "die Mosaikschlange" (`named`)."""
    c = t if t is not None else game.state.combat
    if c is None or foe is None or not 0 <= foe < len(c.foes):
        # i18n: a monster not known to the sentence, in the dative ("to the monster")
        dative = pgettext("dative", "the monster")
        return Named(_("the monster"), _("the monster"), dative, _("the monster's"), plural=False)
    f = c.foes[foe]
    m = game.content.monsters.monsters.get(f.card)
    return named(foe_name(game, f), f.card, m.count if m is not None else 1)


def one_of(game: Game, t: ToldTable | None, foe: int | None, individual: int | None) -> EntityPart | int | None:
    """Which individual of the fight's card `foe` (as told, `t`) took it: a part of the Final Entity, the
    number (from 1) of one of a Pair/Group/Horde, or None for the card itself."""
    if t is None or foe is None or not 0 <= foe < len(t.foes) or individual is None:
        return None
    f = t.foes[foe]
    if f.parts and individual < len(f.parts):
        return game.content.monsters.entity_parts.get(f.parts[individual])
    return individual + 1 if len(f.health) > 1 else None


def numbered(name: str, n: int) -> str:
    """One individual of a Pair, Group or Horde: "the Marrow Hounds #2"."""
    # i18n: one individual of a Pair, Group or Horde ("the Marrow Hounds #2"), {name} in any case
    return _("{name} #{n}").format(name=name, n=n)


def named_individual(game: Game, t: ToldTable | None, foe: int | None, individual: int | None) -> Named:
    """Who took it, in a sentence: the monster itself, one of a Pair/Group/Horde ("the Marrow Hounds
    #2"), or a part of the Final Entity ("the Head of Embers")."""
    which = one_of(game, t, foe, individual)
    if isinstance(which, EntityPart):
        return named(which.name, which.id)
    whole = named_foe(game, t, foe)
    return whole if which is None else whole.with_number(which)


def foe_words(game: Game, t: ToldTable | None, foe: int | None) -> str:
    """ "the Mosaic Serpent"; "card 2, the Marrow Hounds" when two Monster Cards are in the fight."""
    if t is None or foe is None or not 0 <= foe < len(t.foes):
        c = game.state.combat
        if c is not None and foe is not None and 0 <= foe < len(c.foes):
            return the(foe_name(game, c.foes[foe]), c.foes[foe].card)
        return _("the monster")
    return the(foe_name(game, t.foes[foe]), t.foes[foe].card)


def individual_words(game: Game, t: ToldTable | None, foe: int | None, individual: int | None) -> str:
    """Who took it, as a label (German names it without an article: a label, not a sentence's; see
    `named_individual`)."""
    which = one_of(game, t, foe, individual)
    if isinstance(which, EntityPart):
        return the(which.name, which.id)
    name = foe_words(game, t, foe)
    return name if which is None else numbered(name, which)


def card_words(card: str | None, mod: int = 0) -> str:
    if card is None:
        return _("no card")
    if is_power(card):
        return _("a Power Card")
    v = card_value(card) or 0
    return f"{max(0, v + mod)}" + (f" ({v}{mod:+d})" if mod else "")


def values(cards: Sequence[str]) -> str:
    return and_list([card_words(c) for c in cards])


def ability_name(game: Game, ability: str) -> str:
    """An ability in words: a hero's or item's ability id from the heroes' kits; a monster's
    effects name their source already (the ability's printed name)."""
    for h in range(len(game.state.hero_states)):
        found = hero_kit(game, h).by_id.get(ability)
        if found is not None:
            return content_text(found.name)
    for hero in game.content.heroes.values():
        for a in getattr(hero, "abilities", []):
            if a.id == ability:
                return content_text(a.name, hero.id)
    parts = game.content.monsters.entity_parts
    for part in parts.values():
        for a in part.abilities:
            if a.id == ability:
                return content_text(a.name, part.id)
    for m in game.content.monsters.monsters.values():
        for a in m.abilities:
            if a.id == ability:
                return content_text(a.name, m.id)
    return content_text(ability)  # a monster's printed ability name, as its effect names its source


def poss(name: str) -> str:
    """ "the Serpent's", "the Marrow Hounds'" (German: "Harrows", "Marcus'")."""
    if name.endswith("s"):
        # i18n: the possessive of a name ending in s ("the Marrow Hounds'")
        return pgettext("possessive, name ending in s", "{name}'").format(name=name)
    # i18n: the possessive of a name ("Harrow's", "the Serpent's")
    return pgettext("possessive", "{name}'s").format(name=name)


def cap(words: str) -> str:
    return words[:1].upper() + words[1:]


def state_words(game: Game, foe: Foe, alive: int) -> str | None:
    """The Monster Health State column for `alive` individuals, in words (None for Singular)."""
    m: MonsterDef | None = game.content.monsters.monsters.get(foe.card)
    if m is None or not m.states:
        return None
    s = m.states[max(0, min(len(m.states) - 1, m.count - alive))]
    return _("it now plays {monster} against {hero} from each hero").format(
        monster=cards_count(s.monster), hero=cards_count(s.hero))


def cards_count(n: int) -> str:
    """ "1 card", "3 cards" in the current language."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def slot_values(slot: Slot) -> tuple[int, int]:
    """The two cards' values with their modifiers (0 for an empty side)."""
    return (value(slot.hero, slot.hero_mod) if slot.hero else 0,
            value(slot.monster, slot.monster_mod) if slot.monster else 0)
