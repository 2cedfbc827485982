"""State of the encounters-and-progression areas: Ecology card piles and the choices pending.

While `GameState.pending` holds anything the phase is "resolving": the heroes are Encountering
(a Feature test, who draws from a Chest, an item's Add / Replace, Leveling Up ...) and only the
first pending step's commands are legal. Steps are pushed in front when one step leads to another
(a Feature success that gives an item: choose the hero, then maybe Add / Replace).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from game.rules.core.state_model import StateModel


class FeatureTestStep(StateModel):
    """A Feature's test: heroes play Action Cards until they stop; `played[h]` are hero h's cards."""

    step: Literal["feature_test"] = "feature_test"
    element: str
    card: str
    played: list[list[str]] = []


class ChooseHeroStep(StateModel):
    """"It's up to the players to decide which Hero will be the one to draw an Item"."""

    step: Literal["choose_hero"] = "choose_hero"
    source: str  # what gives the item: "chest", a feature id, ...
    item: str | None = None  # a named item (else one is drawn from the hero's Item Cards)
    element: str | None = None  # the Chest resolved once a hero is chosen


class ChooseItemStep(StateModel):
    """A multi-classed hero drew one item of each class: keep one (or forfeit it to an ally)."""

    step: Literal["choose_item"] = "choose_item"
    hero: int
    options: list[str]


class ReplaceStep(StateModel):
    """ADD / Replace: Item Action Cards were Added; remove `count` cards from the combined deck."""

    step: Literal["replace"] = "replace"
    hero: int
    count: int
    item: str


class ChooseAbilityStep(StateModel):
    """Two Ability Cards drawn: keep one, the other goes to the bottom of its Ability pile."""

    step: Literal["choose_ability"] = "choose_ability"
    hero: int
    options: list[str]


class LevelUpStep(StateModel):
    """Leveling Up: each hero may buy one Ability; `decided` heroes have bought or passed.

    `free` heroes gain it without paying (starting at a lower Ecology). `then` is what follows:
    descend to the next Ecology, or begin exploring (a lower-Ecology start)."""

    step: Literal["level_up"] = "level_up"
    decided: list[int] = []
    free: bool = False
    rounds: int = 1  # abilities each hero gains (two when starting at Subterranean Architecture)
    round: int = 0
    then: Literal["descend", "explore"] = "descend"


class StartItemsStep(StateModel):
    """Starting at a lower Ecology: "All Heroes Draw one Item" (two at Subterranean Architecture)."""

    step: Literal["start_items"] = "start_items"
    remaining: list[int] = []  # hero indexes still to draw, one entry per item


class LegendaryStep(StateModel):
    """A Legendary Location being Encountered (legendary.py): "Heroes cannot move on from a
    Legendary Location until they have Resolved or Defeated all of its Cards". `card` is the card
    being resolved; once it is done `next` holds the letter of the pile to draw from ("" = over)."""

    step: Literal["legendary"] = "legendary"
    element: str
    pattern: int
    card: str | None = None
    choosing: bool = False  # the card's options await the players' choice
    next: str | None = None


class StoryChoiceStep(StateModel):
    """Story mode (areas/story_choices.py): the players choose one of a story choice's two options.
    `then` is what follows the choice: nothing more, or the fight on the stairs it was offered on."""

    step: Literal["story_choice"] = "story_choice"
    choice: str
    then: Literal["", "stair_guardian", "final_entity"] = ""


Pending = Annotated[FeatureTestStep | ChooseHeroStep | ChooseItemStep | ReplaceStep | ChooseAbilityStep
                    | LevelUpStep | StartItemsStep | LegendaryStep | StoryChoiceStep, Field(discriminator="step")]


class CardPiles(StateModel):
    """Hidden draw piles (top first) of Feature, Item and Ability cards."""

    features: dict[str, list[str]] = {}  # per Ecology
    items: dict[str, list[str]] = {}  # per class
    abilities: dict[str, list[str]] = {}  # per class


class LegendaryMatch(StateModel):
    """Where a discovered Legendary Location's rune pattern lies: its tiles and node pairs."""

    pattern: int
    squares: list[tuple[int, int]]
    nodes: list[tuple[int, int, str]]


class LegendaryState(StateModel):
    """The Ecology's Legendary Location piles (hidden, top first; "2" numbered-only, "2A" lettered),
    where each discovered location lies, the nodes used by Encounter Tokens, patterns Encountered."""

    piles: dict[str, list[str]] = {}
    matches: dict[str, LegendaryMatch] = {}
    used_nodes: list[tuple[int, int, str]] = []
    encountered: list[int] = []
    found: int = 0  # locations discovered so far this Ecology (names their element ids)
