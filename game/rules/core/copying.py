"""A state model's deep copy: its lists, dicts and nested models copied too."""

from __future__ import annotations

from typing import TypeVar

from game.rules.core.state_model import StateModel

M = TypeVar("M", bound=StateModel)


def deep_copy(model: M) -> M:
    """model.model_copy(deep=True)."""
    return model.model_copy(deep=True)
