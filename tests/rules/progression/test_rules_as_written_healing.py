"""Rules as written: the Ruins Healing Cost is the rulebook's printed rate (issue 22, point 3)."""

from __future__ import annotations

import pytest

from game.rules import BuyHealing, RuleViolation, healing_bought, scenario
from tests.kits.progress_kit import board_game


@pytest.mark.parametrize("heroes", [("fighter",), ("fighter", "rogue"), ("fighter", "wizard", "rogue")])
def test_ruins_healing_is_one_health_per_hero_for_each_xp_spent(heroes: tuple[str, ...]) -> None:
    """Healing Cost: "In the Ruins, for each Experience Point spent, the Heroes would receive 1 point
    of Health for each Hero in the game. In a game with 3 Heroes, that would mean the Heroes get 3
    Health points for every Experience Point spent." """
    game = board_game([], heroes=heroes)
    n = len(heroes)
    assert healing_bought(game, 1) == n and healing_bought(game, 3) == 3 * n
    for h, hs in enumerate(game.state.hero_states):
        scenario.set_health(game, h, hs.health - 5)
    scenario.set_xp_pool(game, ["lintel-creeper"])
    paid = game.content.monsters.monsters["lintel-creeper"].xp
    with pytest.raises(RuleViolation, match="buys"):
        game.do(BuyHealing(pay=["lintel-creeper"], heal=[paid * n + 1] + [0] * (n - 1)))
    before = game.state.hero_states[0].health
    game.do(BuyHealing(pay=["lintel-creeper"], heal=[paid * n] + [0] * (n - 1)))
    assert game.state.hero_states[0].health == min(before + paid * n, game.state.hero_states[0].max_health)
