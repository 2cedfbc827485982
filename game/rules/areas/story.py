"""The story told on screen: which passages an event calls for, and the epilogue's words.

The passages are words only (story_cards.py reads them); they never change a rule.
`passages_for(game, event)` says which passages an event calls for (the UI shows them in story
panels and writes them to the log): the game's first Ecology brings the intro and its arrival,
each later Ecology its arrival, a Stair Guardian fight its guardian's passage, the Final Entity
fight the Final Entity Lore (the rulebook: "Locate the Final Entity Lore card and read it
aloud"), and the game's end its epilogue, which names the heroes and what they did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.content.story_cards import (
    EPILOGUE_FIELDS,
    STORY_FILE,
    Epilogue,
    Passage,
    StoryDef,
    count_words,
    in_sentence,
    join_words,
    load_story,
)
from game.rules.content.tiles import ECOLOGY_NAMES

if TYPE_CHECKING:
    from game.rules.core.messages import Event
    from game.rules.protocol import RulesGame

__all__ = ["EPILOGUE_FIELDS", "STORY_FILE", "Epilogue", "Passage", "StoryDef", "count_words", "deeds",
           "epilogue", "hero_names", "in_sentence", "join_words", "load_story", "passages_for"]


# --- which passage an event calls for -----------------------------------------------------------

def passages_for(game: RulesGame, event: Event) -> list[Passage]:
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

def hero_names(game: RulesGame) -> list[str]:
    heroes = getattr(game.content, "heroes", {}) or {}
    return [getattr(heroes.get(h), "name", "") or h.capitalize() for h in game.state.heroes]


def deeds(game: RulesGame) -> dict[str, Any]:
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


def epilogue(game: RulesGame, won: bool) -> Passage:
    """The victory or defeat epilogue, its fields filled with this party's deeds."""
    story = game.content.story
    assert story is not None, "an epilogue is told only with content that has a story (passages_for checks)"
    d = deeds(game)
    deepest = ("the Final Entity's lair" if d["deepest"] == "final"
               else ECOLOGY_NAMES.get(d["deepest"], d["deepest"]))
    words = {"heroes": join_words(d["heroes"]), "deepest": deepest, "foes": count_words(d["foes"], "foe"),
             "locations": join_words([in_sentence(n) for n in d["locations"]]) or "no Legendary Location"}
    template = story.victory if won else story.defeat
    return Passage(title=template.title, text=template.text.format(**words))
