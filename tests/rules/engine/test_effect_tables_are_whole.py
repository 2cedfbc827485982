"""Each place that carries effects out holds one table of ops, and that table is whole: every op the
cards can name in its situation has an entry (a card naming an op nobody handles fails here, not in
the middle of a game)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

import game.rules  # noqa: F401  (registers every rule area's effect handlers)
from game.rules import registry
from game.rules.areas.features import CARD_EFFECTS
from game.rules.content.feature_cards import FEATURE_OPS
from game.rules.content.legendary_cards import LOCATION_OPS
from game.rules.content.library import load_content
from game.rules.core.effects import STATIC_OPS


def _ops_in(thing: Any) -> set[str]:
    """Every effect op named anywhere inside a content object (models, lists, dicts)."""
    found: set[str] = set()
    stack = [thing]
    while stack:
        x = stack.pop()
        if isinstance(x, BaseModel):
            op = getattr(x, "op", None)
            if isinstance(op, str) and type(x).__module__ == "game.rules.core.effects":
                found.add(op)
            stack.extend(getattr(x, name) for name in type(x).model_fields)
        elif isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, list | tuple):
            stack.extend(x)
    return found


def test_feature_and_location_cards_name_only_ops_the_card_effects_carry_out() -> None:
    content = load_content()
    named = _ops_in(content.features) | _ops_in(content.legendary)
    assert named  # the walk finds the cards' effects
    assert named <= set(CARD_EFFECTS)
    # the content checks' vocabularies are the table's keys (a card naming anything else is refused at load)
    assert set(CARD_EFFECTS) == FEATURE_OPS == LOCATION_OPS


def test_every_ability_op_is_carried_out_at_the_table() -> None:
    content = load_content()
    named = (_ops_in(content.heroes) | _ops_in(content.ability_cards) | _ops_in(content.monsters)
             | _ops_in([item.abilities for item in content.items.values()]))
    assert {"damage", "heal", "modify"} <= named
    # standing properties are read where they apply; Unlock opens Doors and Chests (chests.py)
    assert named - STATIC_OPS - {"unlock"} <= set(registry.EFFECT_HANDLERS)
