"""The map on the table: placed tiles, the Lantern's accessible area, and legal placements.

Placement rules (rulebook, EXPLORING, "Placing Map Tiles"):
1. "All edges of the new Map Tile must match the edges of all the other tiles they'll touch."
2. "Heroes must be able to trace a path from their accessible area on the current Map Tiles to an
   accessible area on the new tile" -- walls block; Monsters, Features and Doors obstruct what lies
   beyond them until Encountered; secret passages (Ruins) and warp portals (Caverns) connect to
   each other; level stairs join the levels (Subterranean Architecture).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .content import Content
from .geometry import OPPOSITE, SIDE_NAMES, SIDES, STEP
from .state import ElementState, GameState, Spot
from .tiles import EDGE_CLASS_NAMES, N, TileGeometry

Square = tuple[int, int]
RegionKey = tuple[int, int, int]  # tile square x, y and region id on that tile
CLOSED = "W" * N


class Reach:
    """What the heroes can reach from the Lantern.

    speed: `networks` and `frontier` (needed to place tiles, not to Encounter) are worked out on
    first use, from a copy of the grid as it was when the reach was traced."""

    def __init__(self, grid: dict[Square, TileGeometry] | None = None) -> None:
        self.accessible: set[RegionKey] = set()
        self.obstructed_reached: set[RegionKey] = set()
        self._grid = dict(grid) if grid else {}
        self._networks: set[str] | None = None  # passage / portal networks the heroes can enter
        # empty square -> [(side of the new tile, edge it must show, heroes can cross that side)]
        self._frontier: dict[Square, list[tuple[str, str, bool]]] | None = None

    @property
    def networks(self) -> set[str]:
        if self._networks is None:
            self._outline()
        return self._networks  # type: ignore[return-value]

    @property
    def frontier(self) -> dict[Square, list[tuple[str, str, bool]]]:
        if self._frontier is None:
            self._outline()
        return self._frontier  # type: ignore[return-value]

    def _outline(self) -> None:
        grid, accessible = self._grid, self.accessible
        networks: set[str] = set()
        frontier: dict[Square, list[tuple[str, str, bool]]] = {}
        if accessible:
            for (x, y), geom in grid.items():
                for reg, net in geom.linking_regions:
                    if (x, y, reg) in accessible:
                        networks.add(net)
                for side, dx, dy, opposite, regions in _adjacency(geom).border:
                    square = (x + dx, y + dy)
                    if square in grid:
                        continue
                    crossable = any((x, y, reg) in accessible for reg in regions)
                    frontier.setdefault(square, []).append((opposite, geom.edges[side], crossable))
        self._networks, self._frontier = networks, frontier


class Board:
    """Derived from the state (never saved): a fast index of placed tiles and cached reachability."""

    def __init__(self, content: Content) -> None:
        self.content = content
        self.grid: dict[Square, TileGeometry] = {}
        self._reach: Reach | None = None
        self._encounterable: tuple[Reach, list[ElementState]] | None = None  # speed: per reach

    def clear(self) -> None:
        self.grid.clear()
        self._reach = None

    def add(self, tile: str, x: int, y: int, rotation: int) -> TileGeometry:
        geom = self.content.geometry[tile][rotation]
        self.grid[(x, y)] = geom
        self._reach = None
        return geom

    def invalidate(self) -> None:
        """Call whenever an element's status or the Lantern changes."""
        self._reach = None

    def region_at(self, spot: Spot) -> RegionKey:
        geom = self.grid[(spot.x, spot.y)]
        return (spot.x, spot.y, geom.region_of[spot.cy * N + spot.cx])

    def element_region(self, el: ElementState) -> RegionKey:
        return self.region_at(el.spot)

    # --- reachability -------------------------------------------------------------------------

    def reach(self, state: GameState) -> Reach:
        if self._reach is None:
            self._reach = self._compute_reach(state)
        return self._reach

    def _neighbours(self, key: RegionKey, networks: dict[str, list[RegionKey]]) -> Iterator[RegionKey]:
        x, y, r = key
        adj = _adjacency(self.grid[(x, y)])
        for b in adj.links[r]:
            yield (x, y, b)
        for dx, dy, opposite, cells in adj.sides[r]:
            other = self.grid.get((x + dx, y + dy))
            if other is None:
                continue
            facing = other.edge_regions[opposite]
            for i in cells:
                if facing[i] >= 0:
                    yield (x + dx, y + dy, facing[i])
        for net in adj.nets[r]:
            yield from networks[net]

    def _compute_reach(self, state: GameState) -> Reach:
        if state.lantern is None or (state.lantern.x, state.lantern.y) not in self.grid:
            return Reach()
        reach = Reach(self.grid)
        obstructed = {self.element_region(el) for el in state.elements.values() if el.obstructs}
        grid = self.grid
        networks: dict[str, list[RegionKey]] = {}
        for (x, y), geom in grid.items():
            for reg, net in geom.linking_regions:
                networks.setdefault(net, []).append((x, y, reg))
        start = self.region_at(state.lantern)
        accessible, obstructed_reached = reach.accessible, reach.obstructed_reached
        accessible.add(start)  # the heroes stand here, whatever returned around them
        stack = [start]
        # speed: the neighbours of a region come from per-geometry tables (see _neighbours)
        while stack:
            x, y, r = stack.pop()
            adj = _adjacency(grid[(x, y)])
            found = [(x, y, b) for b in adj.links[r]]
            for dx, dy, opposite, cells in adj.sides[r]:
                other = grid.get((x + dx, y + dy))
                if other is not None:
                    facing = other.edge_regions[opposite]
                    found += [(x + dx, y + dy, facing[i]) for i in cells if facing[i] >= 0]
            for net in adj.nets[r]:
                found += networks[net]
            for n in found:
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
        reach = self.reach(state)
        # every change of an element's status or the Lantern invalidates the reach, so the answer
        # holds as long as the reach it was worked out from
        if self._encounterable is not None and self._encounterable[0] is reach:
            return list(self._encounterable[1])
        out = []
        for el in state.elements.values():
            key = self.element_region(el)
            at_edge = el.obstructs and key in reach.obstructed_reached
            if at_edge or (key in reach.accessible and el.status == "discovered"):
                out.append(el)
        self._encounterable = (reach, out)
        return list(out)

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
        rotations = self.content.geometry[tile]
        linked = any(net in reach.networks for _, net in rotations[0].linking_regions)
        out = []
        for (x, y), needs in reach.frontier.items():
            crossable = linked or any(c for _, _, c in needs)
            if not crossable:
                continue
            for geom in rotations:
                edges = geom.edges
                if all(edges[side] == edge for side, edge, _ in needs) and (
                        linked or any(c and edges[side] != CLOSED for side, _, c in needs)):
                    out.append((x, y, geom.rotation))
        return out

    def placement_problem(self, state: GameState, tile: str, x: int, y: int, rotation: int) -> str | None:
        """Why `tile` may not go at (x, y, rotation), in a sentence; None if it may."""
        if rotation not in (0, 1, 2, 3):
            return "A tile can only be turned by quarter turns (rotation 0 to 3)."
        if (x, y) in self.grid:
            return "There is already a map tile on that square."
        reach = self.reach(state)
        needs = reach.frontier.get((x, y))
        if not needs:
            return "A new map tile must be placed orthogonally next to a tile already on the table."
        geom = self.content.geometry[tile][rotation]
        for side, edge, _ in needs:
            mine = geom.edges[side]
            if mine != edge:
                i = next(i for i in range(N) if mine[i] != edge[i])
                dx, dy = STEP[side]
                neighbour = self.content.tiles[self.grid[(x + dx, y + dy)].tile_id].name
                return (f"The {SIDE_NAMES[side]} edge would put {EDGE_CLASS_NAMES[mine[i]]} against "
                        f"{EDGE_CLASS_NAMES[edge[i]]} of {neighbour}: touching edges must match.")
        linked = any(net in reach.networks for _, net in geom.linking_regions)
        if linked or any(c and geom.edges[side] != CLOSED for side, _, c in needs):
            return None
        return ("The heroes cannot trace a path to this tile from the Lantern's area: walls, or "
                "Monsters, Features or Doors not yet Encountered, are in the way.")

    def tiles_that_fit(self, state: GameState, tiles: Iterable[str]) -> int:
        """How many of `tiles` could be placed somewhere now (the dead-end risk meter)."""
        return sum(1 for t in tiles if self.legal_placements(state, t))


@dataclass(frozen=True, slots=True)
class _Adjacency:
    """Per-geometry tables for path tracing: a region's links inside the tile, the border cells
    through which it meets each open side, and the networks it joins."""

    links: tuple[tuple[int, ...], ...]  # region -> regions joined across a habitat boundary
    sides: tuple[tuple[tuple[int, int, str, tuple[int, ...]], ...], ...]  # region -> (dx, dy, facing side, cells)
    nets: tuple[tuple[str, ...], ...]  # region -> passage / portal networks
    border: tuple[tuple[str, int, int, str, tuple[int, ...]], ...]  # side, dx, dy, facing side, regions on it


_ADJACENCY: dict[int, tuple[TileGeometry, _Adjacency]] = {}


def _adjacency(geom: TileGeometry) -> _Adjacency:
    got = _ADJACENCY.get(id(geom))
    if got is not None and got[0] is geom:
        return got[1]
    # one entry per region, and a last one for "region" -1 (a wall cell) read as index -1
    count = max([geom.region_count, *(r + 1 for r in geom.region_of)])
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
    adj = _Adjacency(tuple(map(tuple, links)), tuple(map(tuple, sides)), tuple(map(tuple, nets)), border)
    _ADJACENCY[id(geom)] = (geom, adj)
    return adj
