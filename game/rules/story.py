"""The story told on screen: `cards/story.toml` (intro, Ecology arrivals, Stair Guardians, epilogues).

The passages are words only; they never change a rule. `passages_for(game, event)` says which
passages an event calls for (the UI shows them in story panels and writes them to the log):
the game's first Ecology brings the intro and its arrival, each later Ecology its arrival, a Stair
Guardian fight its guardian's passage, the Final Entity fight the Final Entity Lore (the rulebook:
"Locate the Final Entity Lore card and read it aloud"), and the game's end its epilogue, which
names the heroes and what they did.
"""

from __future__ import annotations

import string
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, field_validator

from .errors import ContentError
from .hero_cards import read_toml, validate_item
from .tiles import ECOLOGY_NAMES

if TYPE_CHECKING:
    from .engine import Game
    from .messages import Event

STORY_FILE = "cards/story.toml"
EPILOGUE_FIELDS = frozenset({"heroes", "deepest", "foes", "locations"})
_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty")


class Passage(BaseModel):
    """One story panel: a title and a text (paragraphs split by a blank line)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    title: str
    text: str

    @field_validator("title", "text")
    @classmethod
    def _words(cls, v: str) -> str:
        v = v.strip()
        if not v:
            raise ValueError("must not be empty")
        return v

    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.split("\n\n") if p.strip()]


class Epilogue(Passage):
    """A passage whose text may name the party's deeds: {heroes} {deepest} {foes} {locations}."""

    @field_validator("text")
    @classmethod
    def _fields(cls, v: str) -> str:
        try:
            names = {name for _, name, _, _ in string.Formatter().parse(v) if name is not None}
        except ValueError as exc:
            raise ValueError(f"braces do not pair up ({exc})") from None
        unknown = names - EPILOGUE_FIELDS
        if unknown:
            raise ValueError(f"unknown field {{{sorted(unknown)[0]}}} (use {', '.join(sorted(EPILOGUE_FIELDS))})")
        return v


class StoryDef(BaseModel):
    model_config = ConfigDict(extra="forbid")
    intro: Passage
    ecology: dict[str, Passage]
    guardian: dict[str, Passage]
    victory: Epilogue
    defeat: Epilogue


def load_story(root: Path, ecologies: tuple[str, ...], guardians: list[str]) -> StoryDef:
    """Read and check cards/story.toml: a passage for every Ecology and every Stair Guardian."""
    story: StoryDef = validate_item(StoryDef, read_toml(root / STORY_FILE), STORY_FILE, "story")
    for part, wanted in (("ecology", list(ecologies)), ("guardian", guardians)):
        have = getattr(story, part)
        for key in wanted:
            if key not in have:
                raise ContentError(f"{STORY_FILE}: {part}.{key}: missing (every {part} needs a passage)")
        for key in have:
            if key not in wanted:
                raise ContentError(f"{STORY_FILE}: {part}.{key}: no such {part} (known: {', '.join(wanted)})")
    return story


# --- which passage an event calls for -----------------------------------------------------------

def passages_for(game: Game, event: Event) -> list[Passage]:
    """The passages `event` brings (most events: none). Reads the content and the event log only."""
    story: StoryDef | None = getattr(game.content, "story", None)
    if story is None:
        return []
    kind = event.kind
    if kind == "ecology_set_up":
        eco = getattr(event, "ecology", "")
        first = next((e for e in game.events if e.kind == "ecology_set_up"), None) is event
        arrival = story.ecology.get(eco)
        return ([story.intro] if first else []) + ([arrival] if arrival else [])
    if kind == "combat_started":
        combat = getattr(event, "combat", "")
        foes = getattr(event, "foes", [])
        if combat == "stair_guardian" and foes and foes[0].card in story.guardian:
            return [story.guardian[foes[0].card]]
        if combat == "final_entity":
            lore = getattr(game.content.monsters, "entity_lore", None)
            return [Passage(title=lore.name, text=lore.text)] if lore is not None else []
        return []
    if kind in ("game_won", "game_lost"):
        return [epilogue(game, won=kind == "game_won")]
    return []


# --- the epilogue ------------------------------------------------------------------------------

def hero_names(game: Game) -> list[str]:
    heroes = getattr(game.content, "heroes", {}) or {}
    return [getattr(heroes.get(h), "name", "") or h.capitalize() for h in game.state.heroes]


def join_words(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def in_sentence(name: str) -> str:
    """A title inside a sentence: "The Twin Pistons" -> "the Twin Pistons"."""
    return "the " + name[4:] if name.startswith("The ") else name


def count_words(n: int, thing: str) -> str:
    number = _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)
    return f"{number} {thing}{'' if n == 1 else 's'}"


def deeds(game: Game) -> dict[str, Any]:
    """What the party did, read from the event log: deepest Ecology, foes defeated, locations found."""
    ecologies: list[str] = []
    foes_defeated = 0
    locations: list[str] = []
    for e in game.events:
        if e.kind == "ecology_set_up":
            ecologies.append(e.ecology)  # type: ignore[attr-defined]
        elif e.kind == "combat_started" and getattr(e, "combat", "") == "final_entity":
            ecologies.append("final")
        elif e.kind == "foe_defeated":
            foes_defeated += 1
        elif e.kind == "legendary_entered":
            name = e.location  # type: ignore[attr-defined]
            if name not in locations:
                locations.append(name)
    deepest = ecologies[-1] if ecologies else game.state.ecology
    return {"heroes": hero_names(game), "deepest": deepest, "foes": foes_defeated, "locations": locations}


def epilogue(game: Game, won: bool) -> Passage:
    """The victory or defeat epilogue, its fields filled with this party's deeds."""
    story: StoryDef = game.content.story  # type: ignore[attr-defined]
    d = deeds(game)
    deepest = ("the Final Entity's lair" if d["deepest"] == "final"
               else ECOLOGY_NAMES.get(d["deepest"], d["deepest"]))
    words = {"heroes": join_words(d["heroes"]), "deepest": deepest, "foes": count_words(d["foes"], "foe"),
             "locations": join_words([in_sentence(n) for n in d["locations"]]) or "no Legendary Location"}
    template = story.victory if won else story.defeat
    return Passage(title=template.title, text=template.text.format(**words))
