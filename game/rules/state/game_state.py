"""The whole game state as plain state models (core/state_model.py). Only `apply` functions (the fold
of events) change it."""

from __future__ import annotations

from typing import Any, Literal

from game.rules.core.options import without_defaults
from game.rules.core.state_model import StateModel
from game.rules.core.tiers import STANDARD, plays
from game.rules.state.combat_state import CombatState, MonsterPile
from game.rules.state.hero_state import HeroState
from game.rules.state.progress_state import CardPiles, LegendaryState, Pending

Phase = Literal["exploring", "placing", "dead_end", "over", "combat", "resolving"]
ElementStatus = Literal["discovered", "resolved", "defeated", "unlocked"]


class Placement(StateModel):
    """A map tile laid on the board at grid square (x, y), turned `rotation` quarter turns clockwise."""

    tile: str
    x: int
    y: int
    rotation: int


class Spot(StateModel):
    """A cell on the board: tile square (x, y) and cell (cx, cy) within the placed tile."""

    x: int
    y: int
    cx: int
    cy: int


class DiscoveredElement(StateModel):
    """An element as a tile's ElementsDiscovered event names it (becomes an ElementState)."""

    id: str
    kind: str
    icons: int = 1
    spot: Spot


class FoundLocation(StateModel):
    """A Legendary Location as a RunesMatched event names it: its rune pattern's squares and nodes."""

    element: str
    pattern: int
    tile: str
    spot: Spot
    squares: list[tuple[int, int]]
    nodes: list[tuple[int, int, str]]


class ElementState(StateModel):
    """A discovered Ecology Element on the board."""

    id: str
    kind: str
    tile: str
    spot: Spot
    icons: int = 1
    status: ElementStatus = "discovered"

    @property
    def obstructs(self) -> bool:
        """Monsters, Features and Doors obstruct movement until Encountered."""
        return self.kind in ("monster", "feature", "door") and self.status == "discovered"


class GameState(StateModel):
    """Everything on the table. Draw piles are hidden information: the UI must not show them."""

    seed: int
    heroes: list[str]
    variants: list[str]
    single_class: list[str] = []  # alternate heroes played with only their Primary Class
    # issue 17 options beside the rulebook game (core/tiers.py, core/house_rules.py, core/talents.py)
    tier: str = STANDARD
    house_rules: list[str] = []
    talents: list[list[str]] = []  # per hero index: the campaign talents the hero plays with
    # story mode (areas/story_choices.py); left out of the JSON when off, so a rulebook game is unchanged
    story_mode: bool = False
    ecology: str = "ruins"
    stacked: dict[str, list[str]] = {}  # decks whose top a test or scenario fixed
    phase: Phase = "exploring"
    turn: int = 0  # index of the hero whose turn it is to draw and place a tile
    tile_pile: list[str] = []  # top first
    drawn_tile: str | None = None
    set_aside_tile: str | None = None
    dead_end_used: bool = False
    redraws_used: int = 0  # this Ecology's redraws of an unplaceable tile (house rule, Pathfinder)
    knockout_used: bool = False  # house rule "knocked out, not killed": once per game
    knocked_out: list[int] = []  # heroes knocked out, revived at the next Campfire rest
    placements: list[Placement] = []
    elements: dict[str, ElementState] = {}
    lantern: Spot | None = None
    keys: int = 3
    # combat area: heroes, monster decks (I/II/III persist across fights), Ecology card piles
    hero_states: list[HeroState] = []
    monster_decks: dict[str, MonsterPile] = {}
    monster_piles: dict[str, list[str]] = {}  # per Ecology, top first (hidden)
    monster_set_aside: list[str] = []  # e.g. the Crazed Bipedal Saurian until shuffled in
    guardian_piles: dict[str, list[str]] = {}
    combat: CombatState | None = None
    xp_pool: list[str] = []  # cards kept for their Experience Points
    # encounters and progression: Feature / Item / Ability piles, item use tokens, pending choices
    piles: CardPiles = CardPiles()
    item_uses: dict[str, int] = {}  # limited-use items held: uses left
    pending: list[Pending] = []  # while not empty the phase is "resolving" (first = active)
    legendary: LegendaryState = LegendaryState()  # Legendary Locations (legendary.py)
    outcome: Literal["won", "lost"] | None = None
    outcome_reason: str | None = None

    def _dumped(self, data: dict[str, Any]) -> dict[str, Any]:
        if not self.story_mode:
            del data["story_mode"]
        return without_defaults(data)  # options at their defaults: the rulebook game's dump

    def plays(self, variant: str) -> bool:
        """Whether a rulebook difficulty variant is in play: chosen at setup or part of the tier."""
        return plays(self.variants, self.tier, variant)

    def has_talent(self, hero: int, talent: str) -> bool:
        return hero < len(self.talents) and talent in self.talents[hero]

    def talent_count(self, talent: str) -> int:
        """How many heroes hold `talent`."""
        return sum(talent in t for t in self.talents)

    def placement_at(self, x: int, y: int) -> Placement | None:
        for p in self.placements:
            if p.x == x and p.y == y:
                return p
        return None
