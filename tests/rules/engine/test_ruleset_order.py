"""ruleset.py writes out the order of the rules' hooks and listers; a hook registered but not placed
there (or placed but not registered) fails loudly instead of running in import order."""

from __future__ import annotations

import pytest

from game.rules import registry, ruleset


def test_the_hooks_run_in_the_ruleset_order() -> None:
    assert tuple(registry.GAME_SETUP_HOOKS) == ruleset.GAME_SETUP
    assert tuple(registry.ECOLOGY_SETUP_HOOKS) == ruleset.ECOLOGY_SETUP
    assert tuple(registry.TILE_PLACED_HOOKS) == ruleset.TILE_PLACED
    assert tuple(registry.LEGAL_LISTERS) == ruleset.LISTING


def test_a_hook_left_out_of_the_order_is_refused() -> None:
    def stray_hook(game: object) -> None: ...

    registered = [*ruleset.GAME_SETUP, stray_hook]
    with pytest.raises(RuntimeError, match="stray_hook"):
        ruleset._in_order(registered, ruleset.GAME_SETUP, "GAME_SETUP")
    with pytest.raises(RuntimeError, match="not registered"):
        ruleset._in_order(list(ruleset.GAME_SETUP[:-1]), ruleset.GAME_SETUP, "GAME_SETUP")
