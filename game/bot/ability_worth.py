"""What each effect of an ability is worth to the bot in a fight (one entry per effect op; a test keeps
the table whole)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.rules import ActivateAbility, Front

from .combat_facts import CARD_INDEX, MOD_INDEX, Row, cval, row_values

if TYPE_CHECKING:
    from .combat import Judge


class AbilityUse:
    """One activation being valued: the judge, the hero, the fight it is used in (if any), the command
    and the pair rows a card-changing effect works on."""

    def __init__(self, judge: Judge, hs: Any, front: Front | None, cmd: ActivateAbility | None,
                 slots: list[Row] | None) -> None:
        self.judge, self.hs, self.front, self.cmd, self.slots = judge, hs, front, cmd, slots
        self.changes_cards = False


def _damage_worth(u: AbilityUse, e: Any) -> float:
    """Damage to the monster, after its armor, with a bonus for a kill; damage to others is no gain."""
    if e.to not in ("opponent", "opponents"):
        return 0.0
    if u.front is None:
        return e.amount * 0.8
    j, cmd = u.judge, u.cmd
    foe = j.c.foes[u.front.foe]
    t = j.target_of(u.front.foe, cmd.target if cmd else None)
    armor = 0 if e.ignore_armor else j.foe_facts(u.front.foe).armors[t]  # foe_armor, remembered
    dealt = min(max(0, e.amount - armor), foe.health[t] if foe.health else 0)
    return dealt + (3.0 if foe.health and dealt >= foe.health[t] else 0.0)


def _heal_worth(u: AbilityUse, e: Any) -> float:
    """Health restored, worth more the more hurt the hero is."""
    hs = u.hs
    missing = hs.max_health - hs.health
    return min(e.amount, missing) * (1.0 + 1.5 * (1 - hs.health / max(1, hs.max_health)))


def _retrieve_worth(u: AbilityUse, e: Any) -> float:
    """A card back on top of the draw pile: a little, more for a high one."""
    best = max((cval(x) for x in u.hs.discard), default=0)
    return 0.3 + (0.1 * cval(u.cmd.card) if u.cmd and u.cmd.card else 0.1 * best)


def _card_change_worth(u: AbilityUse, e: Any) -> float:
    """Modify or Swap: valued by the pairs it leaves (ability_gain compares the front before and after)."""
    if u.slots is None or u.cmd is None:
        return 0.0
    u.changes_cards = True
    apply_card_effect(u.slots, e, u.cmd.pair)
    return 0.0


def _ignore_results_worth(u: AbilityUse, e: Any) -> float:
    """One activation ignores every one of the hero's fights this round: what they would cost."""
    if u.front is None:
        return 0.0
    j = u.judge
    return sum(max(0.0, -j.front_value(fi)) for fi, f in enumerate(j.c.fronts)
               if f.hero == u.front.hero and not f.ignored)


def _ignore_armor_worth(u: AbilityUse, e: Any) -> float:
    return u.judge.foe_facts(u.front.foe).armors[0] if u.front is not None else 0.0  # foe_armor(.., 0), remembered


def _nothing_now(u: AbilityUse, e: Any) -> float:
    """No worth in a fight: armor and bonus damage are standing properties (in hero_kit), Unlock opens
    Doors and Chests (the exploring bot values it), Keys, Items and a shuffled-in monster come from
    Features and Legendary Locations, never from an ability used at the table."""
    return 0.0


# the bot's valuation of every effect op (a test keeps it whole)
EFFECT_WORTH: dict[str, Callable[[AbilityUse, Any], float]] = {
    "damage": _damage_worth,
    "heal": _heal_worth,
    "retrieve": _retrieve_worth,
    "draw": lambda u, e: 1.0 * e.count,
    "refresh_spells": lambda u, e: 2.0 * len(u.hs.exhausted),
    "modify": _card_change_worth,
    "swap": _card_change_worth,
    "ignore_results": _ignore_results_worth,
    "ignore_armor": _ignore_armor_worth,
    "armor": _nothing_now,
    "bonus_damage": _nothing_now,
    "unlock": _nothing_now,
    "shuffle_in": _nothing_now,
    "keys": _nothing_now,
    "gain_item": _nothing_now,
}


def apply_card_effect(slots: list[Row], e: object, pair: int | None) -> None:
    """Imitate a Modify or Swap on a copy of the front's slots (the hero's point of view)."""
    op = getattr(e, "op", "")
    if op == "swap":
        side = "hero" if e.side == "own" else "monster"  # type: ignore[attr-defined]
        card, mod = CARD_INDEX[side], MOD_INDEX[side]
        filled = [i for i, s in enumerate(slots) if s[card] is not None]
        if len(slots) >= 2:
            i, j = (filled + [0, 1])[:2] if len(filled) < 2 else filled[:2]
            si, sj = slots[i], slots[j]
            si[card], sj[card], si[mod], sj[mod] = sj[card], si[card], sj[mod], si[mod]
        return
    which: str = e.card  # type: ignore[attr-defined]
    amount: int = e.amount  # type: ignore[attr-defined]
    side = "hero" if which.startswith("own") else "monster"
    card, mod = CARD_INDEX[side], MOD_INDEX[side]
    present = [i for i, s in enumerate(slots) if s[card] is not None]
    if not present:
        return
    if which.endswith("chosen"):
        if pair is not None and pair in present:
            slots[pair][mod] += amount
        return
    if which.endswith("highest") or which.endswith("lowest"):
        # speed: the values read only to find the highest or lowest (the first of equals)
        vals = {i: row_values(slots[i])[card] for i in present}
        pick = max if which.endswith("highest") else min
        present = [pick(present, key=lambda i: vals[i])]
    for i in present:
        slots[i][mod] += amount
