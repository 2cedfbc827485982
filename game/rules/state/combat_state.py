"""The combat table as state: monster action decks, the foes, and each hero's row of Combat Pairs.

A *foe* is one Monster Card in the fight (a Stair Guardian, or the whole Final Entity): its
individuals' health (one health token per individual of a Pair, Group or Horde/X; for the Final
Entity one per part card). A *front* is one hero facing one foe this round: the hero's played cards
and the monster cards opposite them, slot by slot ("Each Played Hero Card, and the Monster Card
Played opposite it, forms a Combat Pair").
"""

from __future__ import annotations

from typing import Literal

from game.rules.core.state_model import StateModel

CombatKind = Literal["monster", "stair_guardian", "final_entity", "legendary"]
Step = Literal["assign", "play", "place", "abilities", "avoid"]


class MonsterPile(StateModel):
    """A Monster Action Deck: hidden draw pile (top first) and open discard pile."""

    draw: list[str] = []
    discard: list[str] = []


class Foe(StateModel):
    card: str  # monster card id, or the Lore name for the Final Entity
    deck: str  # light / medium / heavy
    health: list[int]  # per individual (Final Entity: per part)
    max_health: list[int]
    parts: list[str] = []  # Final Entity part ids, aligned with health
    power_index: int = 0  # next listed Power-Activated Ability (they cycle)
    powered: bool = False  # activated its power this round ("only ... once per Round")
    defeated: bool = False

    def alive(self) -> list[int]:
        return [i for i, h in enumerate(self.health) if h > 0]


class Slot(StateModel):
    """A hero card and the monster card opposite it (either may be missing); mods are +/- effects."""

    hero: str | None = None
    monster: str | None = None
    hero_mod: int = 0
    monster_mod: int = 0


class Front(StateModel):
    hero: int
    foe: int
    slots: list[Slot] = []
    hero_done: bool = False  # the hero has played all the cards it will play here
    held: list[str] = []  # monster cards drawn, not yet arranged opposite the hero's
    set_aside: list[str] = []  # monster Power Cards drawn this round
    place_pending: bool = False  # a single monster card the hero may move
    chosen: int | None = None  # the Combat Pair (slot) the hero resolves, once locked
    target: int | None = None  # the individual / part that takes the hero's damage
    excess: int | None = None  # a Horde's excess damage goes first to this individual (None: the weakest)
    ignored: bool = False  # Ignore Results


class PendingDamage(StateModel):
    """Monster damage to a hero waiting for the heroes' choice of who avoids Return Damage."""

    hero: int
    foe: int
    amount: int
    kind: Literal["direct", "return"]


class CombatState(StateModel):
    kind: CombatKind
    element: str | None = None
    foes: list[Foe]
    facing: list[list[int]]  # per hero: the foes it fights (a lone hero may face both)
    step: Step = "play"
    round: int = 0
    fronts: list[Front] = []
    short: list[bool] = []  # per hero: must play from hand before reshuffling (Draw Cards)
    finished: list[bool] = []  # per hero: done activating abilities this round
    block_used: list[bool] = []  # per hero: "Only one Block-Activated Ability ... each Round"
    ignore_armor: list[bool] = []  # per hero: its damage ignores armor this round
    avoid_all: bool = False
    avoiders: list[int] = []
    avoid_candidates: list[list[int]] = []  # kills several heroes shared: pick one each
    pending: list[PendingDamage] = []
