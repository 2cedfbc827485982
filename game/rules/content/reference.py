"""Ecology Reference Cards: `cards/<ecology>/reference.toml` (ANATOMY OF AN ECOLOGY CARD).

"Reward for Monsters and Features", "Reward Range for Legendary Locations", "Healing Cost" ("For
a certain amount of Experience Points, Heroes get a certain number of Health points times the
number of Heroes"), "Key Cost" and "Ability Cost". The numbers are ours.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.i18n import _
from game.rules.content.hero_cards import read_toml, validate_item


class HealingCost(BaseModel):
    model_config = ConfigDict(extra="forbid")
    xp: int = Field(ge=1)  # Experience Points paid ...
    health: int = Field(ge=1)  # ... for this much Health per hero in the game


class EcologyReference(BaseModel):
    model_config = ConfigDict(extra="forbid")
    ecology: str
    monster_xp: int = Field(ge=0)
    feature_xp: int = Field(ge=0)
    legendary_xp: list[int]  # [lowest, highest]
    healing: HealingCost
    key_cost: int = Field(ge=1)
    ability_cost: int = Field(ge=1)

    @model_validator(mode="after")
    def _range(self) -> EcologyReference:
        lo_hi = self.legendary_xp
        if len(lo_hi) != 2 or lo_hi[0] > lo_hi[1] or lo_hi[0] < 0:
            raise ValueError(_("legendary_xp: expected [lowest, highest]"))
        return self


def load_references(root: Path, ecologies: tuple[str, ...]) -> dict[str, EcologyReference]:
    out = {}
    for eco in ecologies:
        path = root / "cards" / eco / "reference.toml"
        where = str(path.relative_to(root))
        out[eco] = validate_item(EcologyReference, {"ecology": eco, **read_toml(path)}, where, "reference")
    return out
