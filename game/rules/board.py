"""The map on the table: placed tiles, the Lantern's accessible area, and legal placements.

Placement rules (rulebook, EXPLORING, "Placing Map Tiles"):
1. "All edges of the new Map Tile must match the edges of all the other tiles they'll touch."
2. "Heroes must be able to trace a path from their accessible area on the current Map Tiles to an
   accessible area on the new tile" -- walls block; Monsters, Features and Doors obstruct what lies
   beyond them until Encountered; secret passages (Ruins) and warp portals (Caverns) connect to
   each other; level stairs join the levels (Subterranean Architecture).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.i18n import _, content_text, pgettext
from game.rules.content.library import Content
from game.rules.content.tiles import EDGE_CLASS_NAMES, N, TileGeometry
from game.rules.core.geometry import OPPOSITE, SIDE_NAMES, SIDES, STEP
from game.rules.fast import reach as fast_reach
from game.rules.fast.tables import per_object
from game.rules.state.game_state import ElementState, GameState, Spot

Square = tuple[int, int]
RegionKey = tuple[int, int, int]  # tile square x, y and region id on that tile
# empty square -> [(side of the new tile, edge it must show, regions of the placed tile's side)]
Border = dict[Square, tuple[tuple[str, str, tuple[RegionKey, ...]], ...]]
CLOSED = "W" * N


class Reach:
    """What the heroes can reach from the Lantern.

    `networks` and `frontier` (needed to place tiles, not to Encounter) are worked out on first
    use, from the board's outline as it was when the reach was traced (the board replaces, never
    changes, the outline it hands out)."""

    def __init__(self, border: Border | None = None, linking: tuple[tuple[RegionKey, str], ...] = ()) -> None:
        self.accessible: set[RegionKey] = set()
        self.obstructed_reached: set[RegionKey] = set()
        self._border: Border = border or {}
        self._linking = linking
        self._networks: set[str] | None = None  # passage / portal networks the heroes can enter
        # empty square -> [(side of the new tile, edge it must show, heroes can cross that side)]
        self._frontier: dict[Square, list[tuple[str, str, bool]]] | None = None
        # what the next trace needs to extend this one (obstructed regions, start, tiles)
        self._obstructed: set[RegionKey] = set()
        self._start: RegionKey | None = None
        self._tiles = 0
        self._placements: dict[str, list[tuple[int, int, int]]] = {}  # tile -> legal placements
        self._crossable: set[Square] | None = None

    @property
    def networks(self) -> set[str]:
        if self._networks is None:
            accessible = self.accessible
            self._networks = {net for key, net in self._linking if key in accessible}
        return self._networks

    @property
    def frontier(self) -> dict[Square, list[tuple[str, str, bool]]]:
        if self._frontier is None:
            self._outline()
        return self._frontier  # type: ignore[return-value]

    @property
    def crossable(self) -> set[Square]:
        """Empty squares the heroes can build onto now (some side of the square they can cross)."""
        if self._crossable is None:
            self._outline()
        return self._crossable  # type: ignore[return-value]

    def _outline(self) -> None:
        accessible = self.accessible
        frontier: dict[Square, list[tuple[str, str, bool]]] = {}
        crossable: set[Square] = set()
        if accessible:
            meets = accessible.isdisjoint  # "no key in the area"
            for square, needs in self._border.items():
                if len(needs) == 1:  # most squares touch one tile
                    opposite, edge, keys = needs[0]
                    c = not meets(keys)
                    frontier[square] = [(opposite, edge, c)]
                    if c:
                        crossable.add(square)
                    continue
                row = [(opposite, edge, not meets(keys)) for opposite, edge, keys in needs]
                frontier[square] = row
                for _, _, c in row:
                    if c:
                        crossable.add(square)
                        break
        self._frontier, self._crossable = frontier, crossable


class Board:
    """Derived from the state (never saved): an index of placed tiles and the heroes' reach.

    Alongside the grid the board keeps, tile by tile, the region graph paths are traced on
    (region -> regions a path steps to next) and the outline of empty squares around the map; a
    new reach extends the last one when nothing can have cut the heroes off (fast/reach.py)."""

    def __init__(self, content: Content) -> None:
        self.content = content
        self.grid: dict[Square, TileGeometry] = {}
        self._version = 0  # counts every change to the grid, element statuses or the Lantern
        self._known = fast_reach.BoardMemo()  # answers kept while the version stands
        self._graph: dict[RegionKey, list[RegionKey]] = {}
        self._members: dict[str, list[RegionKey]] = {}  # network -> its regions, in placement order
        self._touched: list[tuple[RegionKey, ...]] = []  # per tile placed: regions whose steps it changed
        self._border: Border = {}  # replaced, never changed: reaches keep the one they were traced with
        self._linking: tuple[tuple[RegionKey, str], ...] = ()
        self._element_keys: dict[str, tuple[ElementState, RegionKey]] = {}

    def clear(self) -> None:
        self.grid.clear()
        self._known.forget()
        self._version += 1
        self._graph, self._members, self._touched = {}, {}, []
        self._border, self._linking = {}, ()
        self._element_keys = {}

    def add(self, tile: str, x: int, y: int, rotation: int) -> TileGeometry:
        geom = self.content.geometry[tile][rotation]
        grid = self.grid
        replaced = (x, y) in grid
        grid[(x, y)] = geom
        self._version += 1
        if replaced:  # never in play (a square takes one tile): start the indexes over
            squares = list(grid.items())
            self.clear()
            for (sx, sy), g in squares:
                self.add(g.tile_id, sx, sy, g.rotation)
            return geom
        # the region graph: the new tile's regions, its neighbours' and its networks' gain steps
        adj = adjacency(geom)
        linking = geom.linking_regions
        members = self._members
        for reg, net in linking:
            members.setdefault(net, []).append((x, y, reg))
        graph = self._graph
        # every region of the new tile, and -1 (a wall cell: a Lantern may stand on one)
        new_keys = len(adj.links)
        touched = [(x, y, r) for r in range(-1, new_keys - 1)]
        edge_regions = geom.edge_regions
        for side, dx, dy, _a, _b in adj.border:
            ox, oy = x + dx, y + dy
            other = grid.get((ox, oy))
            if other is not None:  # only its regions on the side facing the new tile gain steps
                oadj = adjacency(other)
                touched += [(ox, oy, r) for r in oadj.facing[side]]
                # the steps they gain (those across that side, onto the new tile) are added to the
                # steps they had (a trace reads the steps as a set: their order does not matter)
                facing = edge_regions[side]
                for r, cells in oadj.toward[side]:
                    gained = [(x, y, facing[i]) for i in cells if facing[i] >= 0]
                    if gained:
                        graph[(ox, oy, r)] += gained
        # the new tile's regions: their steps (as _steps finds them)
        links, sides, nets = adj.links, adj.sides, adj.nets
        for r in range(-1, new_keys - 1):
            found = [(x, y, b) for b in links[r]]
            for dx, dy, opposite, cells in sides[r]:
                other = grid.get((x + dx, y + dy))
                if other is not None:
                    facing = other.edge_regions[opposite]
                    found += [(x + dx, y + dy, facing[i]) for i in cells if facing[i] >= 0]
            for net in nets[r]:
                found += members[net]
            graph[(x, y, r)] = found
        steps = self._steps
        if linking:  # the members of its networks step to it: their steps worked out again
            for net in sorted({net for _, net in linking}):
                for key in members[net]:
                    graph[key] = steps(key)
                touched += members[net]
        self._touched.append(tuple(touched))
        # the outline: as if traced over the grid in placement order (the new tile comes last)
        border = dict(self._border)
        border.pop((x, y), None)
        edges = geom.edges
        for side, dx, dy, opposite, regions in adj.border:
            square = (x + dx, y + dy)
            if square not in grid:
                border[square] = (*border.get(square, ()), (opposite, edges[side],
                                                             tuple([(x, y, r) for r in regions])))
        self._border = border
        if geom.linking_regions:
            self._linking = (*self._linking, *(((x, y, reg), net) for reg, net in geom.linking_regions))
        return geom

    def _steps(self, key: RegionKey) -> list[RegionKey]:
        """The regions a path steps to from `key`: across a habitat boundary, over an open side,
        or along its passage / portal network."""
        x, y, r = key
        grid = self.grid
        geom = grid[(x, y)]
        adj = adjacency(geom)
        found = [(x, y, b) for b in adj.links[r]]
        for dx, dy, opposite, cells in adj.sides[r]:
            other = grid.get((x + dx, y + dy))
            if other is not None:
                facing = other.edge_regions[opposite]
                found += [(x + dx, y + dy, facing[i]) for i in cells if facing[i] >= 0]
        for net in adj.nets[r]:
            found += self._members[net]
        return found

    def invalidate(self) -> None:
        """A new version: an element's status, the elements or the Lantern changed. Only the engine
        calls this (Game._apply, for each event marked `changes_board`)."""
        self._version += 1

    def region_at(self, spot: Spot) -> RegionKey:
        geom = self.grid[(spot.x, spot.y)]
        return (spot.x, spot.y, geom.region_of[spot.cy * N + spot.cx])

    def element_region(self, el: ElementState) -> RegionKey:
        return self.region_at(el.spot)

    def _key_of(self, el: ElementState) -> RegionKey:
        """element_region, remembered: an element never moves (kept with the element it is for)."""
        got = self._element_keys.get(el.id)
        if got is not None and got[0] is el:
            return got[1]
        key = self.region_at(el.spot)
        self._element_keys[el.id] = (el, key)
        return key

    # --- reachability -------------------------------------------------------------------------

    def reach(self, state: GameState) -> Reach:
        return self._known.get(self._version, "reach", self._traced, state)

    def _traced(self, state: GameState) -> Reach:
        reach = self._known.last = self._trace(state)
        return reach

    def _trace(self, state: GameState) -> Reach:
        """Trace the heroes' area from the Lantern: regions reached past no obstruction, and the
        obstructed regions at its edge."""
        if state.lantern is None or (state.lantern.x, state.lantern.y) not in self.grid:
            return Reach()
        key_of = self._key_of
        # ElementState.obstructs, the status (most are dealt with) read first
        obstructed = {key_of(el) for el in state.elements.values()
                      if el.status == "discovered" and el.kind in _OBSTRUCTING}
        start = self.region_at(state.lantern)
        reach = Reach(self._border, self._linking)
        reach._obstructed, reach._start, reach._tiles = obstructed, start, len(self._touched)
        begun = fast_reach.extended(self._known, reach, self._touched)
        if isinstance(begun, Reach):
            return begun  # nothing it depends on changed
        if begun is None:
            accessible, stack = {start}, [start]  # the heroes stand here, whatever returned
            obstructed_reached: set[RegionKey] = set()
        else:
            accessible, obstructed_reached, stack = begun
        reach.accessible, reach.obstructed_reached = accessible, obstructed_reached
        graph = self._graph
        while stack:
            for n in graph.get(stack.pop(), ()):
                if n in accessible or n in obstructed_reached:
                    continue
                if n in obstructed:
                    obstructed_reached.add(n)
                else:
                    accessible.add(n)
                    stack.append(n)
        return reach

    def encounterable(self, state: GameState) -> list[ElementState]:
        """Discovered elements the heroes can reach now (obstructing ones at the edge of their area)."""
        return list(self._encounterable_now(state)[0])

    def encounterable_now(self, state: GameState) -> list[ElementState]:
        """encounterable(state) without the copy (for listing: callers must not change it)."""
        return self._encounterable_now(state)[0]

    def encounterable_ids(self, state: GameState) -> frozenset[str]:
        """The ids of `encounterable(state)`."""
        return self._encounterable_now(state)[1]

    def _encounterable_now(self, state: GameState) -> tuple[list[ElementState], frozenset[str]]:
        return self._known.get(self._version, "encounterable", self._encounterable, state)

    def _encounterable(self, state: GameState) -> tuple[list[ElementState], frozenset[str]]:
        reach = self.reach(state)
        accessible, edge = reach.accessible, reach.obstructed_reached
        out = []
        key_of = self._key_of
        for el in state.elements.values():
            # an element already dealt with is neither obstructing nor encounterable
            if el.status != "discovered":
                continue
            key = key_of(el)
            if (el.kind in _OBSTRUCTING and key in edge) or key in accessible:
                out.append(el)
        return out, frozenset(el.id for el in out)

    def accessible_cells(self, state: GameState) -> list[tuple[int, int, int, int]]:
        """Every cell (tile x, tile y, cx, cy) in the Lantern's area, for the UI to light."""
        reach = self.reach(state)
        cells = []
        for (x, y), geom in self.grid.items():
            for i, reg in enumerate(geom.region_of):
                if reg >= 0 and (x, y, reg) in reach.accessible:
                    cells.append((x, y, i % N, i // N))
        return cells

    # --- placement ----------------------------------------------------------------------------

    def legal_placements(self, state: GameState, tile: str) -> list[tuple[int, int, int]]:
        """Every (x, y, rotation) where `tile` may be placed now."""
        reach = self.reach(state)
        return list(fast_reach.placements(reach, tile, self._placements))

    def _placements(self, reach: Reach, tile: str) -> list[tuple[int, int, int]]:
        """Every (x, y, rotation) on the reach's outline where the tile's edges match every side
        it would touch and the heroes can cross onto it (or arrive by its network).

        Read from the outline the reach was traced with, each square's fitting rotations found as a
        bit mask in the tile's RotationTable."""
        accessible = reach.accessible
        if not accessible:
            return []
        rotations = self.content.geometry[tile]
        table = rotation_table(rotations)
        linked = bool(table.networks) and not reach.networks.isdisjoint(table.networks)
        match, opened, numbers, every = table.match, table.opened, table.numbers, table.every
        meets = accessible.isdisjoint  # "the heroes reach none of these regions", one C call
        out: list[tuple[int, int, int]] = []
        for square, needs in reach._border.items():
            mask = every
            for side, edge, _unused in needs:
                mask &= match[side].get(edge, 0)
            if not mask:
                continue
            if not linked:  # some matching side the heroes reach must be open on the new tile
                crossing = 0
                for side, _, keys in needs:
                    if not meets(keys):
                        crossing |= opened[side]
                mask &= crossing
                if not mask:
                    continue
            x, y = square
            out += [(x, y, r) for r in numbers[mask]]
        return out

    def placement_problem(self, state: GameState, tile: str, x: int, y: int, rotation: int) -> str | None:
        """Why `tile` may not go at (x, y, rotation), in a sentence; None if it may."""
        if rotation not in (0, 1, 2, 3):
            return _("A tile can only be turned by quarter turns (rotation 0 to 3).")
        if (x, y) in self.grid:
            return _("There is already a map tile on that square.")
        reach = self.reach(state)
        needs = reach.frontier.get((x, y))
        if not needs:
            return _("A new map tile must be placed orthogonally next to a tile already on the table.")
        geom = self.content.geometry[tile][rotation]
        for side, edge, _unused in needs:
            mine = geom.edges[side]
            if mine != edge:
                i = next(i for i in range(N) if mine[i] != edge[i])
                dx, dy = STEP[side]
                neighbour_id = self.grid[(x + dx, y + dy)].tile_id
                neighbour = content_text(self.content.tiles[neighbour_id].name, neighbour_id)
                return _("The {side} edge would put {mine} against {theirs} of {tile}: touching edges must "
                         "match.").format(side=side_words(side), mine=edge_words(mine[i]), theirs=edge_words(edge[i]),
                                          tile=neighbour)
        linked = any(net in reach.networks for _, net in geom.linking_regions)
        if linked or any(c and geom.edges[side] != CLOSED for side, _, c in needs):
            return None
        return _("The heroes cannot trace a path to this tile from the Lantern's area: walls, or "
                 "Monsters, Features or Doors not yet Encountered, are in the way.")

    def tiles_that_fit(self, state: GameState, tiles: Iterable[str]) -> int:
        """How many of `tiles` could be placed somewhere now (the dead-end risk meter)."""
        return sum(1 for t in tiles if self.legal_placements(state, t))


# the element kinds that obstruct while discovered (ElementState.obstructs)
_OBSTRUCTING = ("monster", "feature", "door")

class LentTile:
    """`with LentTile(grid, square, geom):` the grid (a scratch copy of the board's) holds the tile at
    the square for the question asked inside, then has back what it had there: one grid copy serves
    every placement a decision weighs."""

    __slots__ = ("grid", "square", "geom", "was")

    def __init__(self, grid: dict[tuple[int, int], TileGeometry], square: tuple[int, int], geom: TileGeometry) -> None:
        self.grid, self.square, self.geom = grid, square, geom

    def __enter__(self) -> dict[tuple[int, int], TileGeometry]:
        self.was = self.grid.get(self.square)
        self.grid[self.square] = self.geom
        return self.grid

    def __exit__(self, *exc: object) -> None:
        if self.was is None:
            del self.grid[self.square]
        else:
            self.grid[self.square] = self.was


@dataclass(frozen=True, slots=True)
class RotationTable:
    """A tile's four rotations as bit masks (bit i: rotations[i]), for the placement search: which
    rotations show an edge on a side, which are open on a side, and the rotation numbers of a mask."""

    match: dict[str, dict[str, int]]  # side -> edge shown there -> rotations showing it
    opened: dict[str, int]  # side -> rotations whose edge there is not all wall
    numbers: tuple[tuple[int, ...], ...]  # mask -> its rotations' numbers, in rotation order
    every: int  # the mask of all rotations
    networks: frozenset[str]  # passage / portal networks the tile joins


def _mask_numbers(turns: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """For each mask of rotations (bit i: turns[i]), its rotation numbers in order."""
    return tuple(tuple(t for i, t in enumerate(turns) if mask >> i & 1) for mask in range(1 << len(turns)))


_QUARTER_TURNS = _mask_numbers((0, 1, 2, 3))  # every tile's four rotations, 0 to 3


@per_object("board.rotation_table", 2_000)
def rotation_table(rotations: tuple[TileGeometry, ...]) -> RotationTable:
    """The tile's RotationTable (it reads only the tile's rotations)."""
    match: dict[str, dict[str, int]] = {side: {} for side in SIDES}
    opened = dict.fromkeys(SIDES, 0)
    for i, geom in enumerate(rotations):
        for side in SIDES:
            edge = geom.edges[side]
            match[side][edge] = match[side].get(edge, 0) | 1 << i
            if edge != CLOSED:
                opened[side] |= 1 << i
    turns = tuple(geom.rotation for geom in rotations)
    numbers = _QUARTER_TURNS if turns == (0, 1, 2, 3) else _mask_numbers(turns)
    table = RotationTable(match, opened, numbers, (1 << len(rotations)) - 1,
                          frozenset(net for _, net in rotations[0].linking_regions))
    return table


@dataclass(frozen=True, slots=True)
class Adjacency:
    """Per-geometry tables for path tracing: a region's links inside the tile, the border cells
    through which it meets each open side, and the networks it joins."""

    links: tuple[tuple[int, ...], ...]  # region -> regions joined across a habitat boundary
    sides: tuple[tuple[tuple[int, int, str, tuple[int, ...]], ...], ...]  # region -> (dx, dy, facing side, cells)
    nets: tuple[tuple[str, ...], ...]  # region -> passage / portal networks
    border: tuple[tuple[str, int, int, str, tuple[int, ...]], ...]  # side, dx, dy, facing side, regions on it
    # side of a neighbour -> this tile's regions (and -1) on the side facing it, sorted
    facing: dict[str, tuple[int, ...]]
    # side of a neighbour -> (region, its border cells facing it) if this tile's side toward it is open
    toward: dict[str, tuple[tuple[int, tuple[int, ...]], ...]]


@per_object("board.adjacency")
def adjacency(geom: TileGeometry) -> Adjacency:
    """The geometry's Adjacency (it reads only the geometry)."""
    # one entry per region, and a last one for "region" -1 (a wall cell) read as index -1
    count = max(geom.region_count, max(geom.region_of, default=-1) + 1)
    links: list[list[int]] = [[] for _ in range(count + 1)]
    for a, b in geom.region_links:
        if -1 <= a < count:
            links[a].append(b)
        if -1 <= b < count and b != a:
            links[b].append(a)
    sides: list[list[tuple[int, int, str, tuple[int, ...]]]] = [[] for _ in range(count + 1)]
    for side in SIDES:
        if side not in geom.open_sides:
            continue
        dx, dy = STEP[side]
        regs = geom.edge_regions[side]
        for r in range(-1, count):
            cells = tuple(i for i, reg in enumerate(regs) if reg == r)
            if cells:
                sides[r].append((dx, dy, OPPOSITE[side], cells))
    nets: list[list[str]] = [[] for _ in range(count + 1)]
    for reg, net in geom.linking_regions:
        if -1 <= reg < count:
            nets[reg].append(net)
    border = tuple((side, *STEP[side], OPPOSITE[side], tuple(r for r in geom.edge_regions[side] if r >= 0))
                   for side in SIDES)
    facing = {side: tuple(sorted(set(geom.edge_regions[OPPOSITE[side]]))) for side in SIDES}
    toward = {}
    for side in SIDES:
        mine = OPPOSITE[side]
        regs = geom.edge_regions[mine]
        toward[side] = tuple((r, cells) for r in range(-1, count)
                             if mine in geom.open_sides
                             and (cells := tuple(i for i, reg in enumerate(regs) if reg == r)))
    return Adjacency(tuple(map(tuple, links)), tuple(map(tuple, sides)), tuple(map(tuple, nets)), border, facing,
                    toward)


def side_words(side: str) -> str:
    """A tile's side in words ("north"), in the current language (geometry.SIDE_NAMES: one name each)."""
    return pgettext("a tile's edge", SIDE_NAMES[side]) if side in SIDE_NAMES else side


def edge_words(edge_class: str) -> str:
    """What an edge cell is ("a wall"), in the current language (tiles.EDGE_CLASS_NAMES: one name each)."""
    return _(EDGE_CLASS_NAMES[edge_class]) if edge_class in EDGE_CLASS_NAMES else edge_class
