"""Rules as written: when the set-aside dead-end tile may be placed, and the screen's placement
query and the move are one check (issue 22, point 5)."""

from __future__ import annotations

import pytest

from game.rules import Game, PlaceTile, RuleViolation
from game.rules.areas.explore import DrawTile


def _set_aside_and_drawn(seed: int = 4) -> Game:
    """A One Dead-End game whose set-aside tile waits while a newly drawn tile is to be placed."""
    game = Game.new(heroes=["fighter"], seed=seed, variants=["one_dead_end"])
    s = game.state
    s.set_aside_tile = s.tile_pile.pop(1)  # as TileSetAside leaves it (tests build the position directly)
    s.dead_end_used = True
    game.do(DrawTile())
    assert s.phase == "placing" and s.drawn_tile and s.set_aside_tile
    return game


def test_the_set_aside_tile_is_placed_during_exploration_once_the_drawn_tile_is_down() -> None:
    """One Dead-End Per Ecology: "The set aside Map Tile remains available and may be placed at any
    time during Exploration." Our reading: whenever the heroes are Exploring with no newly drawn
    tile waiting (the drawn tile is placed first). The screen's query and the move agree on it."""
    game = _set_aside_and_drawn()
    s = game.state
    aside, drawn = s.set_aside_tile, s.drawn_tile
    spots = game.board.legal_placements(s, aside)
    assert spots, "the set-aside tile fits somewhere on this map"
    for spot in spots[:5]:
        assert game.placement_problem(aside, *spot) is not None  # a drawn tile waits
        with pytest.raises(RuleViolation, match="tile just drawn first"):
            game.do(PlaceTile(tile=aside, x=spot[0], y=spot[1], rotation=spot[2]))
    assert not [c for c in game.legal() if isinstance(c, PlaceTile) and c.tile == aside]
    first = next(c for c in game.legal() if isinstance(c, PlaceTile))
    assert first.tile == drawn
    game.do(first)
    assert s.phase == "exploring"
    listed = [c for c in game.legal() if isinstance(c, PlaceTile)]
    assert listed and all(c.tile == aside for c in listed)
    for c in listed:
        assert game.placement_problem(c.tile, c.x, c.y, c.rotation) is None
    game.do(listed[0])
    assert s.set_aside_tile is None and s.placements[-1].tile == aside
