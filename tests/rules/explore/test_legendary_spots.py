"""Each Legendary Location Discovered gets a cell of its own: when one tile completes several rune
patterns, their markers never share a cell (nor a cell another element holds), so a player can point
at each one and Encounter it."""

from __future__ import annotations

import random

from game.bot import heuristic as bot
from game.rules import Game


def _shared_cells(game: Game) -> list[tuple[int, int, int, int]]:
    cells = [(e.spot.x, e.spot.y, e.spot.cx, e.spot.cy) for e in game.state.elements.values()]
    return sorted({c for c in cells if cells.count(c) > 1})


def test_locations_discovered_by_one_tile_lie_on_cells_of_their_own() -> None:
    # seed 3 with a Fighter and a Wizard: one Ruins tile completes three patterns at once
    game = Game.new(["fighter", "wizard"], seed=3)
    rng = random.Random(3)
    several_at_once = 0
    while game.state.outcome is None and game.state.ecology == "ruins":
        before = len(game.events)
        game.do(bot.choose(game, rng))
        found = [e for e in game.events[before:] if e.kind == "runes_matched"]
        several_at_once += sum(len(e.found) > 1 for e in found)  # type: ignore[attr-defined]
        assert _shared_cells(game) == [], f"after command {len(game.events)}"
    assert several_at_once >= 1  # the position this test is about was reached
