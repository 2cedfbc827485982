"""Item and Ability cards: `cards/<class>/items.toml`, `cards/<class>/abilities.toml` and
`cards/fabled_blades.toml` (class = fighter, wizard, rogue).

ITEMS: "Many Items are marked with a hand icon(s). Heroes are limited to equipping up to two hand
icons worth of Items at a time." Items may carry Abilities ("Only Abilities from currently
Equipped Items may be used"), Armor (a passive `armor` effect), Item Action Card values to Add
(ADD / Replace), a number of uses (Limited Use Item tokens) and an Experience Point value
("Equipped and Unequipped Items may be spent for their Experience Point Value").

An item's `use` effects are what one use does while exploring (unlock a Door, heal ...); each use
removes one token and an item with no tokens left is spent.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.i18n import _, ngettext
from game.rules.content.hero_cards import AbilityDef, read_toml, validate_item
from game.rules.core.effects import Effect
from game.rules.core.errors import ContentError

CLASSES = ("fighter", "wizard", "rogue")
FABLED_BLADES = ("fabled-blade-1", "fabled-blade-2")
ITEMS_PER_CLASS = (6, 8)
ABILITIES_PER_CLASS = (6, 8)


class ItemDef(BaseModel):
    """An Item card. `deck` is the class Item deck it is drawn from (None: found only at Legendary
    Locations); `classes` restricts who may equip it ("indicated directly under the Item's name")."""

    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    text: str
    lore: str = ""
    deck: str | None = None
    classes: list[str] = []
    hands: int = Field(default=0, ge=0, le=2)
    abilities: list[AbilityDef] = []
    add: list[int] = []  # Item Action Card values Added to the Action Card Deck (ADD / Replace)
    uses: int | None = Field(default=None, ge=1)
    use: list[Effect] = []  # what one use does while exploring
    xp: int = Field(ge=0)
    drawback: Literal["none", "bound", "ravenous"] = "none"
    drawback_text: str = ""

    @model_validator(mode="after")
    def _uses(self) -> ItemDef:
        if self.use and self.uses is None:
            raise ValueError(_("use: an item used while exploring needs a number of uses"))
        return self

    @property
    def armor(self) -> int:
        return sum(e.amount for a in self.abilities if a.trigger == "passive"
                   for e in a.effects if e.op == "armor")

    @property
    def unlocks(self) -> bool:
        return any(e.op == "unlock" for e in self.use)


class ItemContent(BaseModel):
    items: dict[str, ItemDef] = {}
    class_items: dict[str, list[str]] = {}  # the Item deck of each class
    abilities: dict[str, AbilityDef] = {}
    class_abilities: dict[str, list[str]] = {}  # the Ability deck of each class


def ability_class(ability_id: str) -> str:
    return ability_id.split("/", 1)[0]


def load_item_content(root: Path) -> ItemContent:
    """Read every class's items and abilities and the Fabled Blades; check counts and references."""
    ic = ItemContent()
    for cls in CLASSES:
        path = root / "cards" / cls / "items.toml"
        where = str(path.relative_to(root))
        ids = []
        for raw in read_toml(path).get("item", []):
            item = validate_item(ItemDef, {"deck": cls, **raw}, where, "item")
            _add_item(ic, item, where)
            ids.append(item.id)
        lo, hi = ITEMS_PER_CLASS
        if not lo <= len(ids) <= hi:
            raise ContentError(_("{at}: expected {low}-{high} items, found {found}").format(
                at=where, low=lo, high=hi, found=len(ids)))
        ic.class_items[cls] = ids
        path = root / "cards" / cls / "abilities.toml"
        where = str(path.relative_to(root))
        aids = []
        for raw in read_toml(path).get("ability", []):
            a = validate_item(AbilityDef, raw, where, "ability")
            if not a.id:
                raise ContentError(_("{at}: id: missing").format(at=f"{where}: ability {a.name!r}"))
            aid = f"{cls}/{a.id}"
            if aid in ic.abilities:
                raise ContentError(_("{at}: id: used twice").format(at=f"{where}: ability {a.id!r}"))
            if a.spell and cls != "wizard":
                raise ContentError(_("{at}: spell: only the Wizard's Abilities are Spells").format(
                    at=f"{where}: ability {a.id!r}"))
            if a.spell and a.trigger == "passive":
                raise ContentError(_("{at}: spell: a passive cannot exhaust").format(at=f"{where}: ability {a.id!r}"))
            ic.abilities[aid] = a.model_copy(update={"id": aid})
            aids.append(aid)
        lo, hi = ABILITIES_PER_CLASS
        if not lo <= len(aids) <= hi:
            raise ContentError(_("{at}: expected {low}-{high} abilities, found {found}").format(
                at=where, low=lo, high=hi, found=len(aids)))
        ic.class_abilities[cls] = aids
    path = root / "cards" / "fabled_blades.toml"
    where = str(path.relative_to(root))
    for raw in read_toml(path).get("item", []):
        item = validate_item(ItemDef, raw, where, "item")
        _add_item(ic, item, where)
    for blade in FABLED_BLADES:
        if blade not in ic.items:
            raise ContentError(_("{at}: missing").format(at=f"{where}: item {blade!r}"))
    return ic


def _add_item(ic: ItemContent, item: ItemDef, where: str) -> None:
    if item.id in ic.items:
        raise ContentError(_("{at}: id: used twice").format(at=f"{where}: item {item.id!r}"))
    for c in item.classes:
        if c not in CLASSES:
            raise ContentError(_("{at}: classes: no class called {name}").format(at=f"{where}: item {item.id!r}",
                                                                                name=repr(c)))
    abilities = [a if a.id else a.model_copy(update={"id": f"{item.id}/{i}"}) for i, a in enumerate(item.abilities)]
    ic.items[item.id] = item.model_copy(update={"abilities": abilities})


def check_item_action_cards(ic: ItemContent, item_cards: dict[str, list[int]]) -> None:
    """Every value an item Adds must exist among its class's Item Action Cards."""
    for item in ic.items.values():
        if not item.add or item.deck is None:
            continue
        have = item_cards.get(item.deck, [])
        for v in set(item.add):
            if item.add.count(v) > have.count(v):
                n = have.count(v)
                raise ContentError(ngettext("{at}: add: the {deck} has only {n} Item Action Card of value {value}",
                                            "{at}: add: the {deck} has only {n} Item Action Cards of value {value}",
                                            n).format(at=f"cards/{item.deck}/items.toml: item {item.id!r}",
                                                      deck=item.deck, n=n, value=v))
