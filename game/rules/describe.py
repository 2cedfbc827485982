"""Every event in words, for the game log. Rule areas register their sentences here."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from game.i18n import _, content_text, ngettext

# the registry of sentences is declared in registry.py with the others; rule areas import it from here
from game.rules.registry import DESCRIBERS as DESCRIBERS
from game.rules.registry import Describer as Describer
from game.rules.registry import describes as describes

if TYPE_CHECKING:
    from game.rules.core.messages import Event
    from game.rules.protocol import RulesGame



def plural(n: int, word: str, many: str = "") -> str:
    """ "1 card", "2 cards", "1 Monster returns"...: a count in words, never "card(s)"."""
    return f"{n} {word if n == 1 else many or word + 's'}"


# a count of map elements by kind, in the current language with its plural forms
ELEMENT_COUNTS: dict[str, Callable[[int], str]] = {
    "entry": lambda n: ngettext("{n} Entrance", "{n} Entrances", n),
    "stairs": lambda n: ngettext("{n} Stairway", "{n} Stairways", n),
    "legendary": lambda n: ngettext("{n} Legendary Location", "{n} Legendary Locations", n),
    "monster": lambda n: ngettext("{n} Monster", "{n} Monsters", n),
    "feature": lambda n: ngettext("{n} Feature", "{n} Features", n),
    "door": lambda n: ngettext("{n} Door", "{n} Doors", n),
    "chest": lambda n: ngettext("{n} Chest", "{n} Chests", n),
    "campfire": lambda n: ngettext("{n} Campfire", "{n} Campfires", n),
    "secret_passage": lambda n: ngettext("{n} Secret Passage", "{n} Secret Passages", n),
    "warp_portal": lambda n: ngettext("{n} Warp Portal", "{n} Warp Portals", n),
    "boat": lambda n: ngettext("{n} Boat", "{n} Boats", n),
    "sword": lambda n: ngettext("{n} Sword", "{n} Swords", n)}


def counted(kind: str, n: int) -> str:
    """ "2 Chests", "1 Campfire" (German "2 Truhen"): a count of map elements of one kind in words."""
    words = ELEMENT_COUNTS.get(kind)
    if words is None:  # a kind with no words of its own (none in the base game): its id, made readable
        name = kind.replace("_", " ")
        return f"{n} {name if n == 1 else name + 's'}"
    return words(n).format(n=n)


def describe(game: RulesGame, event: Event) -> str | None:
    """One log line for `event` (None for bookkeeping events a player need not read).

    Uses the current content for names; call it with the game the event belongs to.
    """
    fn = DESCRIBERS.get(event.kind)
    return fn(game, event) if fn else None


def retold(text: str, templates: Sequence[str], fields: Mapping[str, Callable[[str], str]] | None = None) -> str:
    """An English sentence an event holds (events hold no words of a language but the source's, so a
    save is the same in every language), told in the current language: the first of `templates`
    (English, marked with N_) that matches it gives the translated template, filled with the same
    fields (each one named in `fields` told in the current language by its function: a tile's or an
    Ecology's name); a sentence no template matches is translated whole (or stays as it is)."""
    for template in templates:
        names = re.findall(r"\{(\w+)\}", template)
        pattern = re.sub(r"\\\{\w+\\\}", "(.+?)", re.escape(template))
        found = re.fullmatch(pattern, text, re.S)
        if found:
            words = dict(zip(names, found.groups(), strict=True))
            told = {k: (fields[k](v) if fields and k in fields else v) for k, v in words.items()}
            return _(template).format(**told)
    return _(text)


def cause_words(cause: str) -> str:
    """Why something happened, as an event holds it (English), in the current language: a sentence
    marked with N_ ("bought with XP") or a card's name (a Feature, an Item, a story choice; the
    `cards` catalogue)."""
    told = _(cause)
    return told if told != cause else content_text(cause)
