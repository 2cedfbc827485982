"""A two-tile Ruins map with a Habitat Boundary, for the map symbol tests."""

from __future__ import annotations

from game.rules import Game
from tests.kits.runes_kit import entry, game_on, place
from tests.kits.tilekit import tile

# a Habitat Boundary down the middle (area B on the right), a Node on the west edge
SPLIT = """
AAAABBB
AAAABBB
AAAABBB
AAAABBB
AAAABBB
AAAABBB
AAAABBB
"""


def ruins_pair() -> tuple[Game, str]:
    """Ruins: the Entry's east Node meets a split tile's west Node (pattern 3, The Twin Seals)."""
    game = game_on([entry(["E"]), tile("ruins-a", nodes=["W"], habitat=SPLIT)], ["ruins-a"],
                   heroes=("fighter", "wizard"))
    place(game, 1, 0)
    return game, next(e.id for e in game.state.elements.values() if e.kind == "legendary")
