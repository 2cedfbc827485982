"""Each Ecology's four rune patterns can be laid with that Ecology's own map tiles: distinct tiles,
turned as needed, whose touching edges match and whose nodes (and water, boat, sword) make the
pattern. (How often play builds them is measured by the bot runs; see the issue note.)"""

from __future__ import annotations

from game.rules import ECOLOGIES, OPPOSITE, STEP, SYMMETRIES, RunePattern, TileGeometry, has_icon, load_content
from game.rules.content.rune_patterns import RuneSquare
from game.rules.content.runes import find_matches


def lay(pattern: RunePattern, tiles: list[str]) -> dict[tuple[int, int], TileGeometry] | None:
    """A board of distinct tiles making `pattern` (turned or mirrored) with matching edges, or None."""
    for sym in SYMMETRIES:
        squares = [RuneSquare(at=sym.point(*sq.at), holes="".join(sym.side(h) for h in sq.holes),
                              water=sq.water, icon=sq.icon) for sq in pattern.squares]
        board = _lay(pattern, squares, tiles)
        if board is not None:
            return board
    return None


def _lay(pattern: RunePattern, squares: list[RuneSquare], tiles: list[str]
         ) -> dict[tuple[int, int], TileGeometry] | None:
    content = load_content()
    board: dict[tuple[int, int], TileGeometry] = {}

    def fits(sq, geom: TileGeometry) -> bool:
        if not set(sq.holes) <= geom.nodes or (sq.icon and not has_icon(geom, sq.icon)):
            return False
        for side, (dx, dy) in STEP.items():
            other = board.get((sq.at[0] + dx, sq.at[1] + dy))
            if other is not None and other.edges[OPPOSITE[side]] != geom.edges[side]:
                return False
        return True

    def place(i: int, used: set[str]) -> bool:
        if i == len(squares):
            return bool(find_matches(pattern, board))
        sq = squares[i]
        for t in tiles:
            if t in used:
                continue
            for geom in content.geometry[t]:
                if fits(sq, geom):
                    board[sq.at] = geom
                    if place(i + 1, used | {t}):
                        return True
                    del board[sq.at]
        return False

    return dict(board) if place(0, set()) else None


def test_every_rune_pattern_can_be_laid_with_its_ecologys_tiles():
    content = load_content()
    for eco in ECOLOGIES:
        tiles = [t for t in content.ecology_tiles[eco]
                 if t not in (content.entry_tile[eco], content.stairs_tile[eco])]
        for n, pattern in content.rune_patterns[eco].items():
            assert lay(pattern, tiles) is not None, f"{eco} pattern {n} ({pattern.name}) cannot be laid"
