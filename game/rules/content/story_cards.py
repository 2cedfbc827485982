"""The story's words as content: `cards/story.toml` (intro, Ecology arrivals, Stair Guardians,
epilogues), read once with the card data. Which passage an event calls for is story.py's.

The story told on screen (story.py):

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

from pydantic import BaseModel, ConfigDict, field_validator

from game.i18n import _
from game.rules.content.hero_cards import read_toml, validate_item
from game.rules.core.errors import ContentError

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
            raise ValueError(_("must not be empty"))
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
            raise ValueError(_("braces do not pair up ({why})").format(why=exc)) from None
        unknown = names - EPILOGUE_FIELDS
        if unknown:
            raise ValueError(_("unknown field {name} (use {fields})").format(
                name="{" + sorted(unknown)[0] + "}", fields=", ".join(sorted(EPILOGUE_FIELDS))))
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
                raise ContentError(_("{at}: missing (every {part} needs a passage)").format(
                    at=f"{STORY_FILE}: {part}.{key}", part=part))
        for key in have:
            if key not in wanted:
                raise ContentError(_("{at}: no such {part} (known: {known})").format(
                    at=f"{STORY_FILE}: {part}.{key}", part=part, known=", ".join(wanted)))
    return story


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
