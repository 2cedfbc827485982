"""Rune patterns: finding a Legendary Location's pattern among the placed map tiles' nodes.

Rulebook, ENCOUNTERING 6. LEGENDARY LOCATIONS: "Each square rune in the Rune Pattern represents a
Map Tile, and each circular hole in a square rune represents a Map Tile Node. A Rune Pattern may be
mirrored or rotated in order to match the layout of Map Tiles and Nodes." -- "Since each Node can
only be used once, however, matched Rune Patterns cannot overlap." -- "It is not required for
Heroes to have access to all parts of a Map Tile in order for it to be used for matching."

Caverns, Water: "For water to be connected, water-must-meet-water in at least one corner of
orthogonally adjacent tiles." Boat and Sword Icons: "These are first and last parts of a
particular Rune Pattern".

A pattern is card data (rune_patterns.py: squares with holes, water and icons). A match is a portion
of the map: a square's tile may carry more nodes than the rune has holes (those stay free for
other patterns), and the map may go on beyond the pattern (docs/rules-decisions.md).

Pure geometry over `Board.grid` ((x, y) -> TileGeometry); no state is changed here.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass

from game.rules.content.rune_patterns import RunePattern, RuneSquare
from game.rules.content.tiles import TileGeometry
from game.rules.core.geometry import OPPOSITE, STEP, TILE_CELLS, side_cells
from game.rules.fast.tables import per_object

Square = tuple[int, int]
Node = tuple[int, int, str]  # a node: tile square x, y and the side (as placed) it sits on

# --- the eight symmetries -------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Symmetry:
    """A quarter-turn rotation (clockwise, y down) possibly after a mirror across the vertical axis."""

    turns: int
    mirror: bool

    def point(self, x: int, y: int) -> Square:
        if self.mirror:
            x = -x
        for _ in range(self.turns):
            x, y = -y, x  # clockwise on screen: north (0, -1) becomes east (1, 0)
        return x, y

    def side(self, side: str) -> str:
        dx, dy = STEP[side]
        p = self.point(dx, dy)
        return next(s for s, step in STEP.items() if step == p)


SYMMETRIES: tuple[Symmetry, ...] = tuple(Symmetry(t, m) for m in (False, True) for t in range(4))


@dataclass(frozen=True, slots=True)
class RuneMatch:
    """Where a pattern lies on the map: its tiles (in pattern square order) and its node pairs."""

    pattern: int
    squares: tuple[Square, ...]
    nodes: frozenset[Node]

    @property
    def key(self) -> tuple[int, frozenset[Square], frozenset[Node]]:
        """Matches found under different symmetries of a symmetric pattern are the same match."""
        return (self.pattern, frozenset(self.squares), self.nodes)


# --- water ----------------------------------------------------------------------------------

def water_meets(a: TileGeometry, b: TileGeometry, side: str) -> bool:
    """Whether water of tile `a` meets water of `b`, its neighbour on `side`, somewhere along the edge.

    Facing border cells are compared pairwise as in edge matching; our tiles' edges are walls at
    their ends, so "in at least one corner" is read as "at some facing pair of border cells".
    """
    mine = side_cells(side)
    theirs = side_cells(OPPOSITE[side])
    n = TILE_CELLS
    return any(a.cells[y1 * n + x1] == "A" and b.cells[y2 * n + x2] == "A"
               for (x1, y1), (x2, y2) in zip(mine, theirs, strict=True))


def has_icon(geom: TileGeometry, icon: str) -> bool:
    return any(el.kind == icon for el in geom.elements)


# --- matching -------------------------------------------------------------------------------

@per_object("runes.prepared")
def _prepared(pattern: RunePattern, sym: Symmetry) -> list[tuple[int, int, tuple[str, ...], RuneSquare]]:
    """The pattern's squares under the symmetry: (offset x, offset y, hole sides, square)."""
    return [(*sym.point(*sq.at), tuple(sym.side(h) for h in sq.holes), sq) for sq in pattern.squares]


GeometryFacts = tuple[tuple[str, ...], bool, bool]  # a tile's nodes, whether it shows a boat, a sword


@per_object("runes.geometry_facts")
def geometry_facts(geom: TileGeometry) -> GeometryFacts:
    """What matching reads of a tile on its own: its nodes and its boat and sword icons."""
    return tuple(geom.nodes), has_icon(geom, "boat"), has_icon(geom, "sword")


@per_object("runes.fitting", 50_000)
def _fitting(pattern: RunePattern, sym: Symmetry, facts: GeometryFacts) -> list[Square]:
    """Offsets of the pattern's squares that a tile with these nodes and icons could be, largest
    first (so the origins they give come out in ascending order, as a scan of the grid would)."""
    nodes, boat, sword = facts
    icons = {"": True, "boat": boat, "sword": sword}
    return sorted({(px, py) for px, py, sides, sq in _prepared(pattern, sym)
                   if all(side in nodes for side in sides) and icons[sq.icon]}, reverse=True)


def _match_at(pattern: RunePattern, sym: Symmetry, origin: Square, grid: Mapping[Square, TileGeometry],
              used: Collection[Node]) -> RuneMatch | None:
    placed: list[tuple[RuneSquare, Square, TileGeometry]] = []
    nodes: set[Node] = set()
    ox, oy = origin
    for dx, dy, sides, sq in _prepared(pattern, sym):
        pos = (ox + dx, oy + dy)
        geom = grid.get(pos)
        if geom is None:
            return None
        for side in sides:
            if side not in geom.nodes or (pos[0], pos[1], side) in used:
                return None
            nodes.add((pos[0], pos[1], side))
        if sq.icon and not has_icon(geom, sq.icon):
            return None
        placed.append((sq, pos, geom))
    for i, (sq, pos, geom) in enumerate(placed):
        if not sq.water:
            continue
        for other, opos, ogeom in placed[i + 1:]:
            if not other.water:
                continue
            towards = next((s for s, st in STEP.items() if (pos[0] + st[0], pos[1] + st[1]) == opos), None)
            if towards is not None and not water_meets(geom, ogeom, towards):
                return None
    return RuneMatch(pattern=pattern.number, squares=tuple(p for _, p, _ in placed),
                     nodes=frozenset(nodes))


def find_matches(pattern: RunePattern, grid: Mapping[Square, TileGeometry],
                 used: Collection[Node] = (), must_include: Square | None = None,
                 paired: frozenset[str] | None = None) -> list[RuneMatch]:
    """Every distinct placement of `pattern` on the map using only unused nodes.

    `must_include` keeps only matches using that tile (after a placement, only matches through the
    new tile are new). The order is deterministic (sorted), so replays agree. `paired`:
    paired_sides(grid, used, must_include), if the caller has it.
    """
    used = set(used)
    found: dict[tuple[int, frozenset[Square], frozenset[Node]], RuneMatch] = {}
    tries = (_everywhere(pattern, grid) if must_include is None
             else _through(pattern, grid, used, must_include, paired))
    for sym, origin in tries:
        m = _match_at(pattern, sym, origin, grid, used)
        if m is None or (must_include is not None and must_include not in m.squares):
            continue
        found.setdefault(m.key, m)
    if len(found) < 2:  # nothing to sort (most placements match nothing)
        return list(found.values())
    return sorted(found.values(), key=lambda m: (sorted(m.squares), sorted(m.nodes)))


def _everywhere(pattern: RunePattern, grid: Mapping[Square, TileGeometry]) -> Iterator[tuple[Symmetry, Square]]:
    """Every symmetry and origin that puts the pattern's first square on a tile (grid order)."""
    first = pattern.squares[0].at
    anchors = sorted(grid)
    for sym in SYMMETRIES:
        fx, fy = sym.point(*first)
        for ax, ay in anchors:
            yield sym, (ax - fx, ay - fy)


# for matches through a tile: a (symmetry, origin offset) under which a tile can be one of the
# pattern's squares, with the holes that square has (each faces a node of the neighbouring tile)
# and the other squares' offsets and hole sides
Candidate = tuple[int, int, Symmetry, frozenset[str], tuple[tuple[int, int, tuple[str, ...]], ...]]


@per_object("runes.candidates", objects=2)
def _candidates(pattern: RunePattern, geom: TileGeometry) -> list[Candidate]:
    return _candidates_by_facts(pattern, geometry_facts(geom))


@per_object("runes.candidates_by_facts")
def _candidates_by_facts(pattern: RunePattern, facts: GeometryFacts) -> list[Candidate]:
    """Every Candidate of a tile with these nodes and icons (what _fitting reads of it)."""
    out = []
    for sym in SYMMETRIES:
        prepared = _prepared(pattern, sym)
        for px, py in _fitting(pattern, sym, facts):
            holes = frozenset(s for dx, dy, sides, _ in prepared if (dx, dy) == (px, py) for s in sides)
            others = tuple((dx, dy, sides) for dx, dy, sides, _ in prepared if (dx, dy) != (px, py))
            out.append((px, py, sym, holes, others))
    return out


@per_object("runes.paired_candidates", objects=2)
def paired_candidates(pattern: RunePattern, geom: TileGeometry, paired: frozenset[str]) -> list[Candidate]:
    """_candidates whose holes on the tile all face a free node (`paired`: paired_sides), in their order."""
    return [c for c in _candidates(pattern, geom) if c[3] <= paired]


def paired_sides(grid: Mapping[Square, TileGeometry], used: Collection[Node], square: Square) -> frozenset[str]:
    """The sides of the tile at `square` whose neighbour shows a free node facing it: a hole of a
    pattern on the tile needs one (its pair)."""
    x, y = square
    paired = []
    for side, (dx, dy) in STEP.items():
        other = grid.get((x + dx, y + dy))
        if other is not None and OPPOSITE[side] in other.nodes and (x + dx, y + dy, OPPOSITE[side]) not in used:
            paired.append(side)
    return frozenset(paired)


def _through(pattern: RunePattern, grid: Mapping[Square, TileGeometry], used: Collection[Node],
             must_include: Square, paired: frozenset[str] | None = None) -> Iterator[tuple[Symmetry, Square]]:
    """The symmetries and origins that put a pattern square on the tile at `must_include` (in the
    order of SYMMETRIES, then origins ascending), less those that surely miss: another square
    without a tile or without a free node where the pattern has a hole (_match_at checks all)."""
    new = grid.get(must_include)
    if new is None:
        return
    mx, my = must_include
    get = grid.get
    if paired is None:
        paired = paired_sides(grid, used, must_include)
    for px, py, sym, _, others in paired_candidates(pattern, new, paired):
        ox, oy = mx - px, my - py
        # most origins fail here, before a match is built
        for dx, dy, sides in others:
            sx, sy = ox + dx, oy + dy
            geom = get((sx, sy))
            if geom is None:
                break
            nodes = geom.nodes
            for side in sides:
                if side not in nodes or (sx, sy, side) in used:
                    break
            else:
                continue
            break
        else:
            yield sym, (ox, oy)


def has_match(pattern: RunePattern, grid: Mapping[Square, TileGeometry], used: Collection[Node],
              must_include: Square, paired: frozenset[str] | None = None) -> bool:
    """Whether find_matches(pattern, grid, used, must_include) would find anything (stops at the first).
    `paired`: paired_sides(grid, used, must_include), if the caller has it."""
    used = used if isinstance(used, (set, frozenset)) else set(used)
    for sym, origin in _through(pattern, grid, used, must_include, paired):
        m = _match_at(pattern, sym, origin, grid, used)
        if m is not None and must_include in m.squares:
            return True
    return False
