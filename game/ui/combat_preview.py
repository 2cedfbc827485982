"""The combat preview: what choosing a Combat Pair would deal and take, before the player commits.

The numbers are the engine's (`game.rules.combat_flow.pair_preview`, Step 5's arithmetic with
bonus damage and armor); the UI only draws them. Abilities may still change the result.
"""

from __future__ import annotations

from typing import Any


def pair_preview(game: Any, front: Any, slot: Any) -> tuple[str, int, int] | None:
    """(kind, damage to the monster, damage to the hero) for a pair, or None when it is not a pair yet."""
    from game.rules import pair_preview as engine_preview
    found = engine_preview(game, front, slot)
    return None if found is None else (found.kind, found.deal, found.take)
