"""Rune patterns as card data: `cards/<ecology>/runes.toml`, one `[[pattern]]` table a Legendary Location.

A pattern is squares at grid offsets, each with the sides carrying a hole, optionally `water`
(adjacent water squares must have connected water) and an `icon` the square's tile must show (boat,
sword). Every hole faces the hole of a neighbouring square: holes are the connected node pairs the
Encounter Tokens go between. Finding a pattern on the map is runes.py's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from game.i18n import _
from game.rules.content.hero_cards import read_toml, validate_item
from game.rules.core.errors import ContentError
from game.rules.core.geometry import OPPOSITE, SIDES, STEP

Icon = Literal["", "boat", "sword"]


class RuneSquare(BaseModel):
    """One square rune: a map tile at offset `at`, its holes (node sides), water, an icon."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    at: tuple[int, int]
    holes: str = ""
    water: bool = False
    icon: Icon = ""

    @field_validator("holes")
    @classmethod
    def _sides(cls, v: str) -> str:
        if any(ch not in SIDES for ch in v) or len(set(v)) != len(v):
            raise ValueError(_("expected distinct sides among N, E, S, W"))
        return "".join(s for s in SIDES if s in v)


class RunePattern(BaseModel):
    """The rune pattern printed on the backs of one Legendary Location's cards."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    number: int = Field(ge=1)
    name: str
    squares: tuple[RuneSquare, ...]

    @model_validator(mode="after")
    def _holes_pair_up(self) -> RunePattern:
        where = {sq.at: sq for sq in self.squares}
        if len(where) != len(self.squares):
            raise ValueError(_("two squares at the same offset"))
        if not any(sq.holes for sq in self.squares):
            raise ValueError(_("a rune pattern needs at least one pair of holes"))
        for sq in self.squares:
            for side in sq.holes:
                dx, dy = STEP[side]
                other = where.get((sq.at[0] + dx, sq.at[1] + dy))
                if other is None or OPPOSITE[side] not in other.holes:
                    raise ValueError(_("the {side} hole of square {square} faces no hole: holes are connected node "
                                       "pairs").format(side=side, square=list(sq.at)))
        return self

    @property
    def has_water(self) -> bool:
        return any(sq.water for sq in self.squares)


# --- loading --------------------------------------------------------------------------------

def load_patterns(path: Path, where: str) -> dict[int, RunePattern]:
    """Read the `[[pattern]]` tables of an Ecology's runes.toml, keyed by pattern number."""

    data = read_toml(path)
    out: dict[int, RunePattern] = {}
    for raw in data.get("pattern", []):
        p = validate_item(RunePattern, raw, where, "pattern")
        if p.number in out:
            raise ContentError(_("{at}: number used twice").format(at=f"{where}: pattern {p.number}"))
        out[p.number] = p
    return out
