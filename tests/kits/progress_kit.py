"""Helpers for the encounter/progression tests: a tiny board whose Entry tile holds the elements
under test (discovered at setup, reachable at once), and small drivers through legal()/do()."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.rules import Command, Game
from tests.kits.tilekit import CROSS, content_with, entry, tile


def board_game(elements: list[tuple], heroes: tuple[str, ...] = ("fighter",), variants: tuple[str, ...] = (),
               stacked: dict[str, list[str]] | None = None, ecology: str = "ruins", seed: int = 1,
               **options: Any) -> Game:
    """A game on a hand-drawn board: the Entry tile carries `elements` (kind, cx, cy[, icons]);
    `options`: Game.new's tier, house_rules and talents."""
    tiles = [entry(ecology, CROSS, elements), tile(f"{ecology}-plain", CROSS, ecology=ecology),
             tile(f"{ecology}-stairs", CROSS, [("stairs", 3, 3)], ecology=ecology)]
    content = content_with(tiles, ecology)
    return Game.new(heroes=list(heroes), seed=seed, ecology=ecology, variants=list(variants),
                    stacked=stacked or {}, content=content, **options)


def element_of(game: Game, kind: str) -> str:
    return next(e.id for e in game.state.elements.values() if e.kind == kind)


def legal_of(game: Game, kind: str) -> list[Command]:
    return [c for c in game.legal() if c.kind == kind]


def settle(game: Game, seed: int = 0, limit: int = 200) -> None:
    """Make the first legal choice of every pending step until the heroes explore again."""
    rng = random.Random(seed)
    for _ in range(limit):
        if game.state.phase != "resolving" or game.outcome:
            return
        game.do(rng.choice(game.legal()))
    raise AssertionError("pending steps never ended")


def win_fight(make: Callable[[int], Game], seeds: range = range(1, 40)) -> Game:
    """A game (made per seed) whose fight the plain combat policy wins; fails if none does."""
    from tests.kits.combat_kit import play_out, sensible

    for seed in seeds:
        game = make(seed)
        play_out(game, sensible, seed=seed, check=False)
        if game.outcome is None and game.state.phase != "combat":
            return game
    raise AssertionError("the combat policy won no fight")
