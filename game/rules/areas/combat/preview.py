"""The combat preview (read-only: what the UI shows on each pair before a hero commits)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from game.rules.areas.combat.table import foe_armor, foe_bonus, monster_def, pair_kind, value
from game.rules.areas.heroes import hero_armor, hero_bonus_damage
from game.rules.state.combat_state import Foe, Front, Slot

if TYPE_CHECKING:

    from game.rules.protocol import RulesGame


class PairPreview(NamedTuple):
    kind: str  # "block", "monster" (Monster Hit) or "hero" (Hero Hit)
    deal: int  # damage the monster would take (after its armor)
    take: int  # damage the hero would take (after the hero's armor; Return Damage may be avoided)


def pair_preview(game: RulesGame, front: Front, slot: Slot, target: int | None = None) -> PairPreview | None:
    """What resolving this pair would deal and take, by Step 5's arithmetic (`resolve_damage`):
    a Hero Hit deals the hero's value (+ bonus damage) and the hero takes the difference as Return
    Damage; a Monster Hit deals the monster's value (+ bonus) to the hero and the monster takes the
    difference as Return Damage; a Block deals nothing. Armor reduces each side's damage. None when
    the slot is not a pair yet. Abilities activated later may still change the outcome."""
    kind = pair_kind(slot)
    if kind is None:
        return None
    if kind == "block":
        return PairPreview("block", 0, 0)
    hv, mv = value(slot.hero, slot.hero_mod), value(slot.monster, slot.monster_mod)
    c = game.state.combat
    foe = c.foes[front.foe] if c is not None else None
    if kind == "hero":
        to_foe, to_hero = hv + hero_bonus_damage(game, front.hero), hv - mv
    else:
        to_foe, to_hero = mv - hv, mv + (foe_bonus(game, foe) if foe is not None else 0)
    if foe is not None:
        if target is None:
            target = front.target if front.target is not None else (foe.alive() or [0])[0]
        if not (c is not None and front.hero < len(c.ignore_armor) and c.ignore_armor[front.hero]):
            to_foe = max(0, to_foe - foe_armor(game, foe, target))
        to_foe = min(to_foe, sum(foe.health)) if is_horde(game, foe) else min(to_foe, foe.health[target])
    return PairPreview(kind, max(0, to_foe), max(0, to_hero - hero_armor(game, front.hero)))


def is_horde(game: RulesGame, foe: Foe) -> bool:
    m = monster_def(game, foe)
    return m is not None and m.type == "horde"
