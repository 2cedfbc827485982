"""Legendary Location cards as content: their model, their loading and the rulebook's counts.

Cards: `cards/<ecology>/legendary.toml` (patterns: `cards/<ecology>/runes.toml`); the rules of
Legendary Locations are in legendary.py.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from pathlib import Path
from typing import Any, NamedTuple, Protocol

from pydantic import BaseModel, ConfigDict, Field, field_validator

from game.i18n import _
from game.rules.content.hero_cards import read_toml, validate_item
from game.rules.content.monster_cards import MonsterDef
from game.rules.content.rune_patterns import RunePattern, load_patterns
from game.rules.content.tiles import ECOLOGIES
from game.rules.core.effects import Effect
from game.rules.core.errors import ContentError

# "(30) Ruins Legendary Location Cards", "(30) Caverns ...", "(21) Sub. Arch. ..."
CARDS_PER_ECOLOGY = {"ruins": 30, "caverns": 30, "subterranean": 21}
PATTERNS_PER_ECOLOGY = 4
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5}
BACK = re.compile(r"^(\d+)(?:([A-Z]) (I|II|III|IV|V))?$")
LOCATION_OPS = frozenset({"heal", "damage", "keys", "refresh_spells", "gain_item"})


class LocationOption(BaseModel):
    """One choice a card offers: what it does and which pile it leads to ("" = the end)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    label: str
    effects: list[Effect] = []
    next: str = ""


class LocationCard(BaseModel):
    """A Legendary Location card. `back` is what its back shows: "2" (numbered-only) or "2A I"."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    back: str
    name: str
    text: str
    xp: int = Field(ge=0)
    next: str = ""  # the letter in the upper right corner of the text field ("" = none: resolved)
    effects: list[Effect] = []
    options: list[LocationOption] = []
    monster: dict[str, Any] | None = None  # a fight: MonsterDef fields (id, name and xp come from the card)
    ecology: str = ""

    @field_validator("back")
    @classmethod
    def _back(cls, v: str) -> str:
        if not BACK.match(v):
            raise ValueError(_('expected a number, or a number, letter and roman numeral like "2A II"'))
        return v

    @property
    def pattern(self) -> int:
        return int(BACK.match(self.back).group(1))  # type: ignore[union-attr]

    @property
    def letter(self) -> str:
        return BACK.match(self.back).group(2) or ""  # type: ignore[union-attr]

    @property
    def numeral(self) -> int:
        m = BACK.match(self.back)
        return ROMAN[m.group(3)] if m and m.group(3) else 0

    @property
    def pile(self) -> str:
        """The draw pile the card belongs to: "2" or "2A"."""
        return f"{self.pattern}{self.letter}"

    def letters(self) -> set[str]:
        """Every pile letter this card can lead to."""
        return {o.next for o in self.options if o.next} | ({self.next} if self.next else set())


class LegendaryContent(NamedTuple):
    """Every Ecology's Legendary Location cards and rune patterns, and the Monster Cards of the
    cards that are fought."""

    cards: dict[str, LocationCard]
    patterns: dict[str, dict[int, RunePattern]]
    monsters: dict[str, MonsterDef]


def load_legendary(root: Path, items: Collection[str], monsters: Collection[str]) -> LegendaryContent:
    """Read every Ecology's rune patterns and Legendary Location cards (`items`: the item ids a
    card may give; `monsters`: the Monster Card ids a card id must not repeat).

    A card with a monster is also a Monster Card (id = the card's id) so combat can fight it.
    """
    out = LegendaryContent({}, {}, {})
    for eco in ECOLOGIES:
        folder = root / "cards" / eco
        where_p = f"cards/{eco}/runes.toml"
        patterns = load_patterns(folder / "runes.toml", where_p)
        if sorted(patterns) != list(range(1, PATTERNS_PER_ECOLOGY + 1)):
            raise ContentError(_("{at}: expected rune patterns 1 to {last}, found {found}").format(
                at=where_p, last=PATTERNS_PER_ECOLOGY, found=sorted(patterns)))
        out.patterns[eco] = patterns
        where = f"cards/{eco}/legendary.toml"
        data = read_toml(folder / "legendary.toml")
        cards: list[LocationCard] = []
        for raw in data.get("card", []):
            card = validate_item(LocationCard, {**raw, "ecology": eco}, where, "card")
            if card.id in out.cards or card.id in monsters:
                raise ContentError(_("{at}: id: used twice").format(at=f"{where}: card {card.id!r}"))
            cards.append(card)
            out.cards[card.id] = card
        check_location_cards(items, eco, cards, patterns, where)
        for card in cards:
            if card.monster is not None:
                m = validate_item(MonsterDef, {**card.monster, "id": card.id, "xp": card.xp,
                                               "name": card.monster.get("name", card.name)},
                                  where, f"card {card.id!r} monster")
                out.monsters[card.id] = m
    return out


def check_location_cards(items: Collection[str], eco: str, cards: list[LocationCard],
                         patterns: dict[int, RunePattern], where: str) -> None:
    """The rulebook's counts, and every letter leading to a pile of the same pattern."""
    if len(cards) != CARDS_PER_ECOLOGY[eco]:
        raise ContentError(_("{at}: expected {wanted} Legendary Location cards, found {found}").format(
            at=where, wanted=CARDS_PER_ECOLOGY[eco], found=len(cards)))
    piles = {c.pile for c in cards}
    for n in patterns:
        if str(n) not in piles:
            raise ContentError(_("{at}: no numbered-only card").format(at=f"{where}: pattern {n}"))
    for c in cards:
        label = f"{where}: card {c.id!r}"
        if c.pattern not in patterns:
            raise ContentError(_("{at}: back: there is no rune pattern {n}").format(at=label, n=c.pattern))
        for letter in c.letters():
            if f"{c.pattern}{letter}" not in piles:
                raise ContentError(_("{at}: next: pattern {n} has no pile {pile}").format(
                    at=label, n=c.pattern, pile=repr(letter)))
        if c.options and c.next:
            raise ContentError(_("{at}: next: a card with options takes its letter from the option chosen").format(
                at=label))
        if c.options and c.monster:
            raise ContentError(_("{at}: options: a monster card cannot offer a choice").format(at=label))
        for e in [*c.effects, *(e for o in c.options for e in o.effects)]:
            if e.op not in LOCATION_OPS:
                raise ContentError(_("{at}: effects: {op} cannot happen at a Legendary Location").format(
                    at=label, op=repr(e.op)))
            item = getattr(e, "item", None)
            if item is not None and item not in items:
                raise ContentError(_("{at}: effects: there is no item {name}").format(at=label, name=repr(item)))


class HasLegendary(Protocol):
    @property
    def legendary(self) -> dict[str, LocationCard]: ...


def ecology_cards(cards: HasLegendary, eco: str) -> list[LocationCard]:
    """The Ecology's Legendary Location cards (`cards`: the content, or anything holding them)."""
    return [c for c in cards.legendary.values() if c.ecology == eco]
