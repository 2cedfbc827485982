"""One hero's mat and cards: a state model (the heroes area sets it up and changes it)."""

from __future__ import annotations

from game.rules.core.state_model import StateModel


class HeroState(StateModel):
    """One hero's mat and cards. `draw` is hidden information (top first); the rest is open."""

    hero: str
    level: int = 1
    max_health: int
    health: int
    draw: list[str] = []
    hand: list[str] = []
    discard: list[str] = []
    stored: list[str] = []  # Stored Power Cards
    reserve: list[str] = []  # set aside: not in the action deck (item action cards, late powers)
    abilities: list[str] = []  # ability cards gained (ids; content from the abilities area)
    exhausted: list[str] = []  # exhausted spells (ability ids)
    equipped: list[str] = []  # item ids
    unequipped: list[str] = []
