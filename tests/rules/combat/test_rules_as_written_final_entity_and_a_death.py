"""A reading (docs/rules-decisions.md, "The Final Entity falls in the step a hero dies"): when the
Final Entity's last head dies in the same damage step as a hero, the game is lost ("The Heroes lose
if: One of the Heroes is Killed"); tests/ui/test_rules_window_readings.py checks the rules window says so."""

from __future__ import annotations

import pytest

from game.bot import heuristic as bot
from game.rules import Game, scenario


def won_with_the_wizard_hit_in_the_last_step() -> tuple[Game, int]:
    """Three heroes' won bot game whose last damage step, the one that kills the Entity's last head,
    also hurts the wizard (the first seed the bot plays so); and the index of that step's command."""
    for seed in range(1, 80):
        won = Game.new(heroes=["fighter", "wizard", "rogue"], seed=seed)
        bot.play(won, seed=seed)
        if won.outcome != "won":
            continue
        last = max(i for i, e in enumerate(won.events) if e.kind == "command_accepted")
        hit = [e.hero for e in won.events[last:] if e.kind == "damage_dealt" and e.to == "hero"]  # type: ignore[attr-defined]
        if 1 in hit:
            return won, last
    raise AssertionError("no won three-hero game in 80 seeds ended with a step that hurt the wizard")


@pytest.mark.slow  # whole three-hero games until one ends so (about twenty)
def test_the_final_entity_falling_in_the_step_a_hero_dies_loses_the_game():
    won, last = won_with_the_wizard_hit_in_the_last_step()
    game = Game.replay(won.events[:last])
    scenario.set_health(game, 1, 1)  # so that the same step kills her
    game.do(won.events[last].command)  # type: ignore[attr-defined]
    assert game.outcome == "lost" and "was killed" in (game.state.outcome_reason or "")
    heads = game.state.combat.foes[0].health[:2]  # type: ignore[union-attr]
    assert heads == [0, 0], "both heads died in that very step"
    assert not any(e.kind == "game_won" for e in game.events)

