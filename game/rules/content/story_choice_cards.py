"""Story mode's choices as content: `cards/story_choices.toml`, read once with the card data.

Each choice is a short passage of our own and exactly two options, each with a stated cost and
reward in the game's own vocabulary (`Stakes`): health, XP, Keys, an Item card, Spells, a test. Where a
choice is offered (`at`) names the moment: after a Legendary Location of an Ecology
("legendary:ruins"), before the Stair Guardian of an Ecology ("guardian:caverns"), before the Final
Entity ("final"). Every moment needs at least one choice; a moment with several offers them in
file order, one after the other. The rule that offers and applies them is areas/story_choices.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from game.i18n import _
from game.rules.content.hero_cards import read_toml, validate_item
from game.rules.core.errors import ContentError

STORY_CHOICES_FILE = "cards/story_choices.toml"


def choice_places(ecologies: tuple[str, ...]) -> tuple[str, ...]:
    """Every moment a story choice is offered: after each Ecology's Legendary Locations, before
    each Stair Guardian (every Ecology but the last) and before the Final Entity."""
    return (tuple(f"legendary:{e}" for e in ecologies) + tuple(f"guardian:{e}" for e in ecologies[:-1])
            + ("final",))


class Stakes(BaseModel):
    """What an option costs or gives. As a cost: each hero loses `health`, the players pay `xp`
    from the XP pool (or spendable items), and `keys` Keys. As a reward: each hero heals `health`,
    a card worth `xp` joins the XP pool, `keys` Keys are gained, one hero the players choose draws
    an Item (`item`), every hero's Spells refresh (`spells`), the heroes face the Ecology's next
    Feature Card and its test (`test`: its outcome as the card says, its XP either way)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    health: int = Field(default=0, ge=0, le=6)
    xp: int = Field(default=0, ge=0, le=9)
    keys: int = Field(default=0, ge=0, le=3)
    item: bool = False
    spells: bool = False
    test: bool = False

    @property
    def nothing(self) -> bool:
        return not (self.health or self.xp or self.keys or self.item or self.spells or self.test)

    @property
    def pushes(self) -> bool:
        """A reward that is a decision of its own (who draws the Item, the Feature's test)."""
        return self.item or self.test


class StoryOption(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    label: str = Field(min_length=3, max_length=60)
    cost: Stakes = Stakes()
    reward: Stakes = Stakes()

    @field_validator("cost")
    @classmethod
    def _payable(cls, v: Stakes) -> Stakes:
        if v.item or v.spells or v.test:
            raise ValueError(_("a cost is paid in health, xp or keys (an item, spells or a test is only a reward)"))
        return v


class StoryChoice(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    at: str
    title: str = Field(min_length=3, max_length=60)
    text: str = Field(min_length=20, max_length=700)
    options: tuple[StoryOption, StoryOption]

    @field_validator("text")
    @classmethod
    def _one_paragraph(cls, v: str) -> str:
        return " ".join(v.split())


def load_story_choices(root: Path, ecologies: tuple[str, ...]) -> dict[str, StoryChoice]:
    """Read and check cards/story_choices.toml: two options each, a known moment, every moment
    offered, no Item or test before a fight (the fight follows the choice at once)."""
    data: dict[str, Any] = read_toml(root / STORY_CHOICES_FILE)
    unknown = sorted(set(data) - {"choice"})
    if unknown:
        raise ContentError(_("{at}: unknown table (only [[choice]])").format(at=f"{STORY_CHOICES_FILE}: {unknown[0]}"))
    raw = data.get("choice", [])
    if not isinstance(raw, list):
        raise ContentError(_("{at}: must be a list of [[choice]] tables").format(at=f"{STORY_CHOICES_FILE}: choice"))
    places = choice_places(ecologies)
    out: dict[str, StoryChoice] = {}
    for item in raw:
        if isinstance(item, dict) and isinstance(item.get("options"), list) and len(item["options"]) != 2:
            raise ContentError(_("{at}: options: a choice has exactly two options, not {n}").format(
                at=f"{STORY_CHOICES_FILE}: choice {item.get('id')!r}", n=len(item["options"])))
        c: StoryChoice = validate_item(StoryChoice, item, STORY_CHOICES_FILE, "choice")
        where = f"{STORY_CHOICES_FILE}: choice {c.id!r}"
        if c.id in out:
            raise ContentError(_("{at}: id: used twice").format(at=where))
        if c.at not in places:
            raise ContentError(_("{at}: at: no such moment {moment} (known: {known})").format(
                at=where, moment=repr(c.at), known=", ".join(places)))
        if not c.at.startswith("legendary:") and any(o.reward.pushes for o in c.options):
            raise ContentError(_("{at}: an Item or a test is only for a Legendary Location (a fight follows "
                                 "{moment})").format(at=where, moment=c.at))
        out[c.id] = c
    for place in places:
        if not any(c.at == place for c in out.values()):
            raise ContentError(_("{at}: missing (every moment needs a choice)").format(
                at=f"{STORY_CHOICES_FILE}: at {place!r}"))
    return out
