"""The typed effect vocabulary every ability, item, feature and legendary location is written in.

Card texts in `cards/` are data: a list of effects such as

    effects = [{op = "modify", amount = 3, card = "own_chosen"}]

Each effect is one pydantic model discriminated by `op`. Words are relative to the *user* of the
ability: for a hero, "own" cards are the hero's played cards and the "opponent" is the monster it
faces; for a monster, "own" cards are the monster's and the "opponent" is the hero the Power Card
was drawn against ("opponents": all heroes — the rulebook: "unless the Ability explicitly affects
'Heroes' plural. In that case it affects all Heroes.").

This module is only the vocabulary (card content reads it); how an op is carried out is in
effect_rules.py.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

Whom = Literal["self", "opponent", "opponents", "allies"]
WhichCard = Literal["own_chosen", "opponent_chosen", "own_highest", "own_lowest",
                    "opponent_highest", "opponent_lowest", "own_all", "opponent_all"]


class _Effect(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Damage(_Effect):
    """Deal `amount` damage. Spells that deal damage are "Magic" attacks."""

    op: Literal["damage"] = "damage"
    amount: int = Field(ge=0)
    to: Whom = "opponent"
    ignore_armor: bool = False
    magic: bool = False


class Heal(_Effect):
    """Heal `amount` (never above maximum health)."""

    op: Literal["heal"] = "heal"
    amount: int = Field(ge=0)
    to: Whom = "self"


class Modify(_Effect):
    """Add (or with a negative amount, subtract) to a played Action Card's value for this round."""

    op: Literal["modify"] = "modify"
    amount: int
    card: WhichCard = "own_chosen"


class Swap(_Effect):
    """Swap: "Trade the positions of two Played Action Cards" (own side or the opponent's)."""

    op: Literal["swap"] = "swap"
    side: Literal["own", "opponent"] = "own"


class Retrieve(_Effect):
    """Retrieve: "Collect a Card from your Discard Pile and put it on top of your Draw Pile"."""

    op: Literal["retrieve"] = "retrieve"


class Draw(_Effect):
    """Draw Action Cards into the hand (Power Cards drawn are Stored and do not count)."""

    op: Literal["draw"] = "draw"
    count: int = Field(default=1, ge=1)


class IgnoreArmor(_Effect):
    """Ignore Armor: "Don't apply Damage reduction from Armor" — the user's damage this round."""

    op: Literal["ignore_armor"] = "ignore_armor"


class IgnoreResults(_Effect):
    """Ignore Results: "Don't Resolve Combat Pairs" — the user's Combat Pairs this round."""

    op: Literal["ignore_results"] = "ignore_results"


class RefreshSpells(_Effect):
    """Refresh: make Exhausted Spells ready again."""

    op: Literal["refresh_spells"] = "refresh_spells"
    to: Literal["self", "allies"] = "self"


class Unlock(_Effect):
    """Unlock a Door without spending a Key (carried out by the area that owns doors)."""

    op: Literal["unlock"] = "unlock"


class Armor(_Effect):
    """Passive: reduce the damage taken each time damage is applied in Combat (cumulative)."""

    op: Literal["armor"] = "armor"
    amount: int = Field(ge=0)


class BonusDamage(_Effect):
    """Passive: add `amount` to the Direct Damage of the user's Hits."""

    op: Literal["bonus_damage"] = "bonus_damage"
    amount: int


class ShuffleIn(_Effect):
    """Shuffle a set-aside Monster Card into the current Ecology's Monster deck."""

    op: Literal["shuffle_in"] = "shuffle_in"
    monster: str


class Keys(_Effect):
    """Outside combat: the heroes gain (or with a negative amount, lose) Keys from their supply."""

    op: Literal["keys"] = "keys"
    amount: int


class GainItem(_Effect):
    """Outside combat: one hero (the players choose) gains an item: the named one, or else one
    drawn from their Hero-specific Item Cards as at a Chest."""

    op: Literal["gain_item"] = "gain_item"
    item: str | None = None


Effect = Annotated[Damage | Heal | Modify | Swap | Retrieve | Draw | IgnoreArmor | IgnoreResults
                   | RefreshSpells | Unlock | Armor | BonusDamage | ShuffleIn | Keys | GainItem,
                   Field(discriminator="op")]

# ops that only describe a standing property; they are read, never "run"
STATIC_OPS = frozenset({"armor", "bonus_damage"})
# ops whose target the player chooses (a Combat Pair, or a card in the discard pile)
PAIR_CHOICE = frozenset({"own_chosen", "opponent_chosen"})


def needs_pair(effects: list[Effect]) -> bool:
    """Whether the player must name a Combat Pair to carry these effects out."""
    return any(isinstance(e, Modify) and e.card in PAIR_CHOICE for e in effects)


def needs_card(effects: list[Effect]) -> bool:
    """Whether the player must name a card of their discard pile (Retrieve)."""
    return any(isinstance(e, Retrieve) for e in effects)


def touches_cards(effects: list[Effect]) -> bool:
    """Whether these effects change the played cards (so the Combat Pairs must be re-evaluated)."""
    return any(isinstance(e, Modify | Swap) for e in effects)
