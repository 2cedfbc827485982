"""Which Items were taken from Chests (issue 39): read from the game's events."""

from __future__ import annotations

from typing import Any


def chest_finds(game: Any) -> list[tuple[int, str]]:
    """(hero, item) of every Item taken from a Chest so far, in order: the Item gained after a
    Chest is resolved (its hero chosen; after the keep-one-of-two choice when there is one)."""
    out: list[tuple[int, str]] = []
    waiting = False
    elements = game.state.elements
    for e in game.events:
        if e.kind == "element_resolved":
            el = elements.get(e.element)
            waiting = el is not None and el.kind == "chest"
        elif e.kind == "item_gained" and waiting:
            out.append((e.hero, e.item))
            waiting = False
        elif e.kind == "command_accepted" and e.command.get("kind") not in ("choose_item", "choose_hero"):
            waiting = False  # the Chest's Item was given up (a forfeit): nothing was taken from it
    return out
