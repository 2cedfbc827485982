"""Every event in words, for the game log. Rule areas register their sentences here."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.i18n import _

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


ELEMENT_WORDS = {"entry": ("Entrance", "Entrances"), "stairs": ("Stairway", "Stairways"),
                 "legendary": ("Legendary Location", "Legendary Locations"),
                 "monster": ("Monster", "Monsters"), "feature": ("Feature", "Features"), "door": ("Door", "Doors"),
                 "chest": ("Chest", "Chests"), "campfire": ("Campfire", "Campfires"),
                 "secret_passage": ("Secret Passage", "Secret Passages"),
                 "warp_portal": ("Warp Portal", "Warp Portals"),
                 "boat": ("Boat", "Boats"), "sword": ("Sword", "Swords")}  # a map element kind in words


def counted(kind: str, n: int) -> str:
    """ "2 Chests", "1 Campfire": a count of map elements in words."""
    one, many = ELEMENT_WORDS.get(kind, (kind.replace("_", " "), kind.replace("_", " ") + "s"))
    return f"{n} {one if n == 1 else many}"


def describe(game: RulesGame, event: Event) -> str | None:
    """One log line for `event` (None for bookkeeping events a player need not read).

    Uses the current content for names; call it with the game the event belongs to.
    """
    fn = DESCRIBERS.get(event.kind)
    return fn(game, event) if fn else None


def retold(text: str, templates: Sequence[str]) -> str:
    """An English sentence an event holds (events hold no words of a language but the source's, so a
    save is the same in every language), told in the current language: the first of `templates`
    (English, marked with N_) that matches it gives the translated template, filled with the same
    fields; a sentence no template matches is translated whole (or stays as it is)."""
    for template in templates:
        names = re.findall(r"\{(\w+)\}", template)
        pattern = re.sub(r"\\\{\w+\\\}", "(.+?)", re.escape(template))
        found = re.fullmatch(pattern, text, re.S)
        if found:
            return _(template).format(**dict(zip(names, found.groups(), strict=True)))
    return _(text)
