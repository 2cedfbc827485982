"""The combat preview: what choosing a Combat Pair would deal and take, before the player commits.

Reads the rules engine's own helpers (pair kinds, card values, bonus damage) and mirrors its
Step 5 arithmetic (rulebook, COMBAT STEPS): a Hero Hit deals the hero's card value (+ bonus) to the
monster and the hero takes the difference as Return Damage; a Monster Hit deals the monster's value
(+ bonus) to the hero, and the monster takes the difference as Return Damage; a Block deals nothing.
Armor and abilities may still change the result; the engine's events are the authority.
"""

from __future__ import annotations

from typing import Any


def pair_preview(game: Any, front: Any, slot: Any) -> tuple[str, int, int] | None:
    """(kind, damage to the monster, damage to the hero) for a pair, or None when it is not a pair yet."""
    try:
        from game.rules import combat_flow as flow
        from game.rules.heroes import hero_bonus_damage
    except ImportError:
        return None
    preview = getattr(flow, "pair_preview", None)
    if callable(preview):  # the engine's own answer, once it offers one
        return preview(game, front, slot)
    kind = flow.pair_kind(slot)
    if kind is None:
        return None
    hv, mv = flow.value(slot.hero, slot.hero_mod), flow.value(slot.monster, slot.monster_mod)
    foe = game.state.combat.foes[front.foe]
    if kind == "hero":
        return kind, hv + hero_bonus_damage(game, front.hero), hv - mv
    if kind == "monster":
        return kind, mv - hv, mv + flow.foe_bonus(game, foe)
    return kind, 0, 0
