"""The campaigns file as data: every Campaign (a named party kept across games), its games and talents.

Plain JSON (`campaigns.json` beside the save folders), validated by pydantic at the boundary. The file
carries `"format": N`; MIGRATIONS upgrades an older document step by step, and a newer one is refused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from .sheets import talent

FORMAT = 2  # the campaigns file's format version (bump it and add a migration when the shape changes)
KIND: Final = "forgotten-depths/campaigns"

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _from_1(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 2 added each campaign's start Ecology and house rules (and each game's Ecology): a format 1
    file's games all began in the Ruins with no house rule, which the new fields' defaults say."""
    return doc


MIGRATIONS: dict[int, Migration] = {1: _from_1}  # from_version -> the upgrade of a whole document to from_version + 1


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


Count = Field(ge=0, le=1_000_000)


class GamePlayed(_Strict):
    """One finished game of a campaign and what each hero earned in it."""

    number: int = Field(ge=1)
    save: str = Field(max_length=200)  # the game's save folder (game/saves), to look at or replay it
    seed: int
    tier: str = Field(max_length=40)
    ecology: str = Field(default="ruins", max_length=40)  # the Ecology the game began in
    house_rules: list[str] = []
    outcome: Literal["won", "lost"]
    ecologies_descended: int = Count
    levels_gained: list[int]  # per hero
    final_entity: list[str] = []  # the Final Entity's cards faced (empty: never reached)
    final_entity_defeated: bool = False
    marks: list[int]  # earned per hero, the tier's bonus included
    talents: list[list[str]] = []  # the talents each hero played this game with


class GameUnderWay(_Strict):
    """The campaign's game being played: settled (its marks counted) once its save says it is over."""

    save: str = Field(max_length=200)
    seed: int
    tier: str = Field(max_length=40)
    ecology: str = Field(default="ruins", max_length=40)
    house_rules: list[str] = []
    talents: list[list[str]] = []


class Campaign(_Strict):
    """A named party kept across games. Not game.saves' SavedGame (one game's save folder): this is the
    Campaign mode's sheet, which several of those save folders' games add to."""

    name: str = Field(min_length=1, max_length=80)
    created: str = Field(max_length=40)
    heroes: list[str] = Field(min_length=1, max_length=3)
    tier: str = Field(default="standard", max_length=40)  # the tier the next game is played at
    ecology: str = Field(default="ruins", max_length=40)  # the Ecology the next game begins in
    house_rules: list[str] = []  # the house rules the next game is played with
    talents: list[list[str]] = []  # per hero, the talents unlocked (sheet ids), in the order bought
    games: list[GamePlayed] = []
    playing: GameUnderWay | None = None

    def owned(self, hero: int) -> list[str]:
        """The talents hero `hero` (an index into `heroes`) has unlocked."""
        return list(self.talents[hero]) if hero < len(self.talents) else []

    def marks_earned(self, hero: int) -> int:
        return sum(g.marks[hero] for g in self.games if hero < len(g.marks))

    def marks_spent(self, hero: int) -> int:
        return sum(t.cost for t in (talent(self.heroes[hero], i) for i in self.owned(hero)) if t)

    def marks_left(self, hero: int) -> int:
        """Marks hero `hero` can still spend on talents."""
        return self.marks_earned(hero) - self.marks_spent(hero)


class CampaignBook(_Strict):
    """The whole campaigns file."""

    format: int = FORMAT
    kind: Literal["forgotten-depths/campaigns"] = KIND
    campaigns: list[Campaign] = []

    def find(self, name: str) -> Campaign | None:
        return next((c for c in self.campaigns if c.name == name), None)
