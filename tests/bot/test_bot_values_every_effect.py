"""Every effect op the cards can name is carried out by some rule and valued by the bot: a new op
added to the vocabulary without both fails here."""

from __future__ import annotations

import typing

import game.rules  # noqa: F401  (registers every rule area's effect handlers)
from game.bot.ability_worth import EFFECT_WORTH
from game.rules.areas.effect_rules import HANDLERS
from game.rules.content.feature_cards import FEATURE_OPS
from game.rules.content.legendary_cards import LOCATION_OPS
from game.rules.core.effects import STATIC_OPS, Effect


def _ops() -> set[str]:
    union = typing.get_args(Effect)[0]
    return {cls.model_fields["op"].default for cls in typing.get_args(union)}


def test_the_vocabulary_is_read_from_the_effect_models() -> None:
    assert {"damage", "heal", "modify", "unlock", "gain_item"} <= _ops()


def test_every_effect_op_is_carried_out_by_a_rule() -> None:
    # combat effects by their handlers, standing ones read where they apply, Features' and Legendary
    # Locations' own ops by those areas, Unlock by the Door and Chest rules
    carried = set(HANDLERS) | STATIC_OPS | FEATURE_OPS | LOCATION_OPS | {"unlock"}
    assert _ops() - carried == set()


def test_every_effect_op_has_a_bot_valuation() -> None:
    assert _ops() - set(EFFECT_WORTH) == set()
    assert set(EFFECT_WORTH) - _ops() == set()  # nothing valued that no card can name
