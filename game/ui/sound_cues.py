"""Which sound each rules event makes, and which music each scene plays: the one table of cues.

`Session.do` hands the events a command caused to `cue_events`; the explore scene plays the tile's
own handling sounds (pick up, rotate) by name. The names are the files in assets/sounds/.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from . import audio

if TYPE_CHECKING:
    from .scene import Scene

Cue = str | Callable[[Any], str | None]

# event kind -> sound name, or a function of the event that picks one (None: no sound)
CUES: dict[str, Cue] = {
    "tile_placed": "tile_snap",
    "cards_played": "card_play",
    "feature_card_played": "card_play",
    "damage_dealt": lambda e: None if e.amount <= 0 else ("hit" if e.to == "foe" else "hero_hurt"),
    "heroes_hurt": lambda e: "hero_hurt" if any(a > 0 for a in e.amounts) else None,
    "ability_activated": lambda e: "block" if e.block else None,
    "return_damage_avoided": "block",
    "foe_defeated": "kill",
    "healed": lambda e: "heal" if e.to == "hero" and e.amount > 0 else None,
    "heroes_healed": lambda e: "heal" if any(a > 0 for a in e.amounts) else None,
    "combat_started": "combat_start",
    "chest_unlocked": "chest",
    "door_unlocked": "door",
    "keys_changed": lambda e: "key" if e.amount > 0 else None,
    "key_bought": "key",
    "heroes_rested": "campfire",
    "heroes_leveled_up": "level_up",
    "stairs_descended": "descend",
    "game_won": "victory",
    "game_lost": "defeat",
}

REFUSED = "tile_refuse"  # any refused move: a soft wooden "no"
PICKED_UP = "tile_pickup"
ROTATED = "tile_rotate"

# When one move causes many events (a whole combat round), the biggest moments sound, a few at most.
PRIORITY = ["victory", "defeat", "level_up", "descend", "kill", "hero_hurt", "block", "hit", "chest", "door",
            "campfire", "combat_start", "key", "heal", "tile_snap", "card_play"]
AT_ONCE = 3


def cues_for(events: Iterable[Any]) -> list[str]:
    """The sounds a batch of new events makes: each name once, the most important first, AT_ONCE at most."""
    names: list[str] = []
    for event in events:
        cue = CUES.get(getattr(event, "kind", ""))
        name = cue(event) if callable(cue) else cue
        if name and name not in names:
            names.append(name)
    rank = {name: i for i, name in enumerate(PRIORITY)}
    return sorted(names, key=lambda n: rank.get(n, len(rank)))[:AT_ONCE]


def cue_events(events: Iterable[Any]) -> list[str]:
    """Play the sounds for the events one accepted move caused; returns their names."""
    names = cues_for(events)
    for name in names:
        audio.play(name)
    return names


def cue_refusal() -> None:
    audio.play(REFUSED)


def music_for(scene: Scene) -> str | None:
    """The loop a scene plays: its Ecology's on the map and in dialogs, its own for the Final Entity,
    none once the game is over (the victory or defeat sound has the stage), the Ruins on the title."""
    session = getattr(scene, "session", None)
    game = getattr(session, "game", None)
    if game is None:
        return None if getattr(scene, "name", "") == "game_over" else "music_ruins"
    state = game.state
    if state.outcome is not None:
        return None
    combat = getattr(state, "combat", None)
    if combat is not None and combat.kind == "final_entity":
        return "music_final_entity"
    return f"music_{state.ecology}"
