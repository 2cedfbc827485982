"""Monster content: Monster Cards, Stair Guardians, the Final Entity and the Monster Action Decks.

Files: `cards/monster_decks.toml`, `cards/<ecology>/monsters.toml`,
`cards/<ecology>/stair_guardians.toml` (Ruins, Caverns) and `cards/subterranean/final_entity.toml`.

ANATOMY OF A MONSTER CARD: name, description, difficulty (Light, Medium, Heavy: the action deck
I, II or III), type (Singular, Pair = 2, Group = 4, Horde/X = X individuals), "three Values
separated by slashes" of health by hero count, health states for non-singular types, abilities,
and its Experience Point value.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from game.i18n import _, ngettext
from game.rules.content.hero_cards import AbilityDef, read_toml, validate_item
from game.rules.core.errors import ContentError

Difficulty = Literal["light", "medium", "heavy"]
MonsterType = Literal["singular", "pair", "group", "horde"]
DECK_NUMERALS = {"light": "I", "medium": "II", "heavy": "III"}


def _health_triple(v: Any) -> list[int]:
    if isinstance(v, str):
        parts = v.replace(" ", "").split("/")
        if len(parts) == 3 and all(p.isdigit() for p in parts):
            return [int(p) for p in parts]
    if isinstance(v, list) and len(v) == 3 and all(isinstance(x, int) for x in v):
        return v
    raise ValueError(_("expected three numbers like 8/16/24"))


class HealthState(BaseModel):
    """One column of a Monster Health State: cards played by the monster and by each hero."""

    model_config = ConfigDict(frozen=True)
    monster: int = Field(ge=1, le=2)
    hero: int = Field(ge=1, le=2)


class MonsterDef(BaseModel):
    """A Monster Card (also the model of a Stair Guardian card)."""

    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    description: str
    difficulty: Difficulty
    type: MonsterType = "singular"
    count: int = 1  # individuals: Singular 1, Pair 2, Group 4, Horde/X X
    health: list[int]
    # columns from all individuals alive (far left) down to one alive, as "monster/hero"
    states: list[HealthState] = []
    abilities: list[AbilityDef] = []
    xp: int = Field(ge=0)
    set_aside: bool = False  # left out of the deck at setup until a card shuffles it in

    @field_validator("health", mode="before")
    @classmethod
    def _health(cls, v: Any) -> list[int]:
        return _health_triple(v)

    @field_validator("states", mode="before")
    @classmethod
    def _states(cls, v: Any) -> Any:
        out = []
        for s in v:
            if isinstance(s, str):
                m, _slash, h = s.partition("/")
                if not (m.isdigit() and h.isdigit()):
                    raise ValueError(_("expected columns like \"2/2\" (monster cards / hero cards)"))
                s = {"monster": int(m), "hero": int(h)}
            out.append(s)
        return out

    @model_validator(mode="after")
    def _type_and_states(self) -> MonsterDef:
        fixed = {"singular": 1, "pair": 2, "group": 4}
        if self.type in fixed:
            self.count = fixed[self.type]
        elif self.count < 2:
            raise ValueError(_("count: a Horde/X needs X of at least 2"))
        if self.type == "singular":
            if self.states:
                raise ValueError(_("states: Singular monsters have no health states"))
        elif len(self.states) != self.count:
            raise ValueError(_("states: expected one column per individual ({n})").format(n=self.count))
        return self

    @property
    def type_label(self) -> str:
        return {"singular": "", "pair": "Pair", "group": "Group"}.get(self.type, f"Horde/{self.count}")


class EntityPart(BaseModel):
    """One card of the Final Entity: a Head I, Head II, Body or the Tail."""

    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    part: Literal["head1", "head2", "body", "tail"]
    description: str
    health: list[int]
    abilities: list[AbilityDef] = []

    @field_validator("health", mode="before")
    @classmethod
    def _health(cls, v: Any) -> list[int]:
        return _health_triple(v)


class EntityLore(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    text: str
    difficulty: Difficulty
    xp: int = 0


class MonsterDeckDef(BaseModel):
    """A Monster Action Deck (I Light, II Medium, III Heavy): 20 numbered cards and its Power Cards."""

    model_config = ConfigDict(extra="forbid")
    id: Difficulty
    cards: list[int]
    power_cards: int = Field(ge=0)


class MonsterContent(BaseModel):
    decks: dict[str, MonsterDeckDef] = {}
    monsters: dict[str, MonsterDef] = {}  # every monster and guardian card by id
    ecology_monsters: dict[str, list[str]] = {}
    ecology_guardians: dict[str, list[str]] = {}
    entity_parts: dict[str, EntityPart] = {}
    entity_lore: EntityLore | None = None


MONSTERS_PER_ECOLOGY = {"ruins": 10, "caverns": 11, "subterranean": 10}
GUARDIANS_PER_ECOLOGY = {"ruins": 3, "caverns": 3}
ENTITY_PARTS = {"head1": 3, "head2": 3, "body": 3, "tail": 1}


def _abilities(owner: str, abilities: list[AbilityDef], where: str, what: str) -> list[AbilityDef]:
    out = []
    for i, a in enumerate(abilities):
        if a.trigger == "block":
            raise ContentError(_("{at}: trigger: monsters have passive or power abilities").format(
                at=f"{where}: {what} {owner!r}: ability {a.name!r}"))
        out.append(a if a.id else a.model_copy(update={"id": f"{owner}/{i}"}))
    return out


def load_monster_content(root: Path, ecologies: tuple[str, ...]) -> MonsterContent:
    """Read every monster file and check the rulebook's counts."""
    mc = MonsterContent()
    path = root / "cards" / "monster_decks.toml"
    where = str(path.relative_to(root))
    for raw in read_toml(path).get("deck", []):
        d = validate_item(MonsterDeckDef, raw, where, "deck")
        if len(d.cards) + d.power_cards != 22:
            raise ContentError(_("{at}: cards: a Monster Action Deck has 22 cards").format(
                at=f"{where}: deck {d.id!r}"))
        mc.decks[d.id] = d
    for need in DECK_NUMERALS:
        if need not in mc.decks:
            raise ContentError(_("{at}: missing").format(at=f"{where}: deck {need!r}"))

    def add(m: MonsterDef, where: str, what: str) -> None:
        if m.id in mc.monsters:
            raise ContentError(_("{at}: id: used twice").format(at=f"{where}: {what} {m.id!r}"))
        mc.monsters[m.id] = m.model_copy(update={"abilities": _abilities(m.id, m.abilities, where, what)})

    for eco in ecologies:
        path = root / "cards" / eco / "monsters.toml"
        where = str(path.relative_to(root))
        ids = []
        for raw in read_toml(path).get("monster", []):
            m = validate_item(MonsterDef, raw, where, "monster")
            add(m, where, "monster")
            ids.append(m.id)
        if len(ids) != MONSTERS_PER_ECOLOGY[eco]:
            raise ContentError(_("{at}: expected {wanted} monsters, found {found}").format(
                at=where, wanted=MONSTERS_PER_ECOLOGY[eco], found=len(ids)))
        mc.ecology_monsters[eco] = ids
        if eco in GUARDIANS_PER_ECOLOGY:
            path = root / "cards" / eco / "stair_guardians.toml"
            where = str(path.relative_to(root))
            gids = []
            for raw in read_toml(path).get("guardian", []):
                m = validate_item(MonsterDef, raw, where, "guardian")
                add(m, where, "guardian")
                gids.append(m.id)
            if len(gids) != GUARDIANS_PER_ECOLOGY[eco]:
                raise ContentError(_("{at}: expected {wanted} stair guardians, found {found}").format(
                    at=where, wanted=GUARDIANS_PER_ECOLOGY[eco], found=len(gids)))
            mc.ecology_guardians[eco] = gids
    path = root / "cards" / "subterranean" / "final_entity.toml"
    where = str(path.relative_to(root))
    data = read_toml(path)
    for raw in data.get("part", []):
        p = validate_item(EntityPart, raw, where, "part")
        if p.id in mc.entity_parts:
            raise ContentError(_("{at}: id: used twice").format(at=f"{where}: part {p.id!r}"))
        mc.entity_parts[p.id] = p.model_copy(update={"abilities": _abilities(p.id, p.abilities, where, "part")})
    for part, n in ENTITY_PARTS.items():
        found = sum(1 for p in mc.entity_parts.values() if p.part == part)
        if found != n:
            raise ContentError(ngettext("{at}: part: expected {n} {part} card, found {found}",
                                        "{at}: part: expected {n} {part} cards, found {found}", n).format(
                at=where, n=n, part=part, found=found))
    if "lore" not in data:
        raise ContentError(_("{at}: missing").format(at=f"{where}: lore"))
    mc.entity_lore = validate_item(EntityLore, data["lore"], where, "lore")
    for m in mc.monsters.values():
        for a in m.abilities:
            for e in a.effects:
                if e.op == "shuffle_in" and e.monster not in mc.monsters:
                    raise ContentError(_("{at}: monster: no monster called {name}").format(
                        at=f"{where}: monster {m.id!r}: ability {a.name!r}", name=repr(e.monster)))
    return mc
