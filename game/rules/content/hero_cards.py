"""Hero content: hero mats, abilities and action decks, read from `cards/heroes.toml`.

Action cards are named by id: `<owner>:<value><letter>` (`fighter:7b`), Power Cards
`<owner>:power<n>`, Item Action Cards `<owner>:item-<value><letter>`. The id carries the printed
value, so `card_value(id)` needs no lookup (None for a Power Card).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.i18n import _, ngettext
from game.rules.core.effects import Effect
from game.rules.core.errors import ContentError, first_problem
from game.rules.fast.tables import per_value

Trigger = Literal["passive", "power", "block"]
Timing = Literal["always", "after_play", "round_end", "on_defeat"]


class AbilityDef(BaseModel):
    """An ability of a hero, item, monster or Final Entity part.

    trigger: "passive" (always on), "power" (costs `cost` Stored Power Cards for a hero; for a
    monster, activated when it draws a Power Card), "block" (a hero resolving a Block).
    timing (passive monster abilities): "always" (armor, bonus damage), "after_play" (once the
    monster's cards are down), "round_end", "on_defeat".
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = ""
    name: str
    text: str
    trigger: Trigger
    cost: int = Field(default=1, ge=0)
    spell: bool = False  # "Exhaust After Use"
    timing: Timing = "always"
    effects: list[Effect] = []


class ActionDeckDef(BaseModel):
    """A hero class's action deck: the printed values, its Power Cards and its Item Action Cards."""

    model_config = ConfigDict(extra="forbid")
    id: str
    cards: list[int]
    power_cards: int = Field(ge=0)
    # the level at which each Power Card joins (Sil's third joins at level 3); default all at 1
    power_levels: list[int] = []
    item_cards: list[int] = []


class HeroDef(BaseModel):
    """A hero mat: name, classes (primary first), maximum health at levels 1-4, starting abilities."""

    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    title: str = ""
    classes: list[str]
    deck: str
    max_health: list[int]
    abilities: list[AbilityDef]

    @field_validator("max_health")
    @classmethod
    def _four_levels(cls, v: list[int]) -> list[int]:
        if len(v) != 4 or any(h <= 0 for h in v):
            raise ValueError(_("expected four positive numbers, one per level 1-4"))
        return v


# An Action Card id is "<owner>:<face>": the owner a hero class ("fighter") or a Monster Action Deck
# ("light", "medium", "heavy"); the face a printed value with a letter for repeats ("5a"), an Item
# Action Card's value ("item-5a", Added by an Item) or a Power Card ("power1"). numbered_ids and
# power_ids below make them.


def card_owner(card: str) -> str:
    """Whose Action Card this is: the hero class or the Monster Action Deck ("fighter", "light")."""
    return card.partition(":")[0]


def is_item_card(card: str) -> bool:
    """Whether an Action Card was Added by an Item (its face "item-<value>")."""
    return card.partition(":")[2].startswith("item-")


@per_value("hero_cards.card_value", 8192)
def card_value(card: str) -> int | None:
    """The printed value of an action card id; None for a Power Card."""
    face = card.split(":", 1)[1]
    if face.startswith("power"):
        return None
    if face.startswith("item-"):
        face = face[5:]
    digits = "".join(ch for ch in face if ch.isdigit())
    return int(digits)


@per_value("hero_cards.is_power", 8192)
def is_power(card: str) -> bool:
    return card.split(":", 1)[1].startswith("power")


def numbered_ids(owner: str, values: list[int], prefix: str = "") -> list[str]:
    """Ids for printed values: repeats get letters a, b, c ... (`light:2a`, `light:2b`)."""
    seen: dict[int, int] = {}
    out = []
    for v in values:
        n = seen.get(v, 0)
        seen[v] = n + 1
        out.append(f"{owner}:{prefix}{v}{chr(ord('a') + n)}")
    return out


def power_ids(owner: str, count: int) -> list[str]:
    return [f"{owner}:power{i + 1}" for i in range(count)]


# --- loading ----------------------------------------------------------------------------------

def read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as f:
            return tomllib.load(f)
    except FileNotFoundError:
        raise ContentError(_("{at}: missing").format(at=path)) from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(_("{at}: not valid TOML ({why})").format(at=path, why=exc)) from None


def validate_item(model: type[BaseModel], data: Any, where: str, what: str) -> Any:
    """Validate one card; a failure names the file, the item and the field."""
    item = data.get("id") or data.get("name") if isinstance(data, dict) else None
    label = f"{where}: {what} {item!r}" if item else f"{where}: {what}"
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ContentError(f"{label}: {first_problem(exc)}") from None


def load_heroes(root: Path) -> tuple[dict[str, HeroDef], dict[str, ActionDeckDef]]:
    """Read cards/heroes.toml: every hero mat and every class action deck."""
    path = root / "cards" / "heroes.toml"
    where = str(path.relative_to(root))
    data = read_toml(path)
    decks: dict[str, ActionDeckDef] = {}
    for raw in data.get("deck", []):
        d = validate_item(ActionDeckDef, raw, where, "deck")
        if d.power_levels and len(d.power_levels) != d.power_cards:
            raise ContentError(ngettext("{at}: power_levels: expected {n} level",
                                        "{at}: power_levels: expected {n} levels", d.power_cards).format(
                at=f"{where}: deck {d.id!r}", n=d.power_cards))
        decks[d.id] = d
    heroes: dict[str, HeroDef] = {}
    for raw in data.get("hero", []):
        h = validate_item(HeroDef, raw, where, "hero")
        if h.deck not in decks:
            raise ContentError(_("{at}: deck: no deck called {name}").format(at=f"{where}: hero {h.id!r}",
                                                                            name=repr(h.deck)))
        abilities = []
        for i, a in enumerate(h.abilities):
            if not a.id:
                a = a.model_copy(update={"id": f"{h.id}/{i}"})
            if a.trigger == "passive" and a.spell:
                raise ContentError(_("{at}: a passive cannot exhaust").format(
                    at=f"{where}: hero {h.id!r}: ability {a.name!r}"))
            abilities.append(a)
        heroes[h.id] = h.model_copy(update={"abilities": abilities})
    return heroes, decks
