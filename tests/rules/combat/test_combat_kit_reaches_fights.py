"""The combat kit's fights are reached the legal way: by playing the game up to the monster."""

from __future__ import annotations

from tests.kits.combat_kit import conservation_problem, fight


def test_kit_reaches_a_fight_the_legal_way() -> None:
    game = fight(["fighter"], "lintel-creeper")
    assert game.state.combat is not None and game.state.combat.foes[0].card == "lintel-creeper"
    assert conservation_problem(game) is None
