"""A game at a Level Up with chosen heroes (and stacked decks)."""

from __future__ import annotations

from game.rules import Game, scenario
from tests.kits.progress_kit import board_game


def level_up_game(heroes: tuple[str, ...], stacked: dict[str, list[str]] | None = None) -> Game:
    """A game Leveling Up (the step a defeated Stair Guardian opens), with XP to pay for Abilities."""
    game = board_game([], heroes=heroes, stacked=stacked)
    scenario.set_xp_pool(game, game.content.monsters.ecology_monsters["ruins"])
    scenario.level_up(game, then="descend")
    return game
