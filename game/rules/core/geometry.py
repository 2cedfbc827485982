"""Sides, rotations and cell coordinates of square map tiles."""

from __future__ import annotations

from game.i18n import NP_

TILE_CELLS = 7  # a map tile is 7 x 7 cells
SIDES = ("N", "E", "S", "W")
# a tile's sides in words: marked here, translated where shown (board.side_words)
SIDE_NAMES = {"N": NP_("a tile's edge", "north"), "E": NP_("a tile's edge", "east"), "S": NP_("a tile's edge", "south"),
              "W": NP_("a tile's edge", "west")}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def rotate_side(side: str, rotation: int) -> str:
    """The side a tile's `side` faces after `rotation` clockwise quarter turns."""
    return SIDES[(SIDES.index(side) + rotation) % 4]


def rotate_cell(cx: int, cy: int, rotation: int, n: int = TILE_CELLS) -> tuple[int, int]:
    """Where cell (cx, cy) of a tile lands after `rotation` clockwise quarter turns."""
    for _ in range(rotation % 4):
        cx, cy = n - 1 - cy, cx
    return cx, cy


def side_cells(side: str, n: int = TILE_CELLS) -> list[tuple[int, int]]:
    """The border cells of a side, in the order facing sides are compared (left-to-right, top-to-bottom)."""
    if side == "N":
        return [(i, 0) for i in range(n)]
    if side == "S":
        return [(i, n - 1) for i in range(n)]
    if side == "W":
        return [(0, i) for i in range(n)]
    return [(n - 1, i) for i in range(n)]
