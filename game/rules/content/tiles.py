"""Map tiles: read from their Tiled maps, checked, and compiled for fast placement search.

The rules read everything from the .tmx itself (docs/tile-format.md): cell kinds come from the
`cell` property of the terrain tileset, elements from the `elements` object layer, habitat areas
from the optional `habitat` layer. pytmx parses a map without pygame.
"""

from __future__ import annotations

import logging
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Literal, cast

from pydantic import BaseModel

from game.i18n import N_, NP_, _, pgettext
from game.rules.core.errors import ContentError
from game.rules.core.geometry import SIDES, TILE_CELLS, rotate_cell, rotate_side, side_cells

CELL_PX = 32
N = TILE_CELLS

# cell kinds, one letter each: Wall, Floor, Aqua (water), Upper, Lower, Stair
CELL_CODES = {"wall": "W", "floor": "F", "water": "A", "upper": "U", "lower": "L", "stair": "S"}
CELL_NAMES = {v: k for k, v in CELL_CODES.items()}
# what a border cell counts as for edge matching: water may touch non-water ground
EDGE_CLASS = {"W": "W", "F": "G", "A": "G", "U": "U", "L": "L"}
# what a touching edge is, in a refusal's words: marked here, translated where shown (board.edge_words)
EDGE_CLASS_NAMES = {"W": N_("a wall"), "G": N_("open ground"), "U": N_("the upper level"), "L": N_("the lower level")}
# which levels a passable cell belongs to; cells are joined when their levels overlap
LEVELS = {"F": frozenset("g"), "A": frozenset("g"), "U": frozenset("u"), "L": frozenset("l"),
          "S": frozenset("ul")}

ElementKind = Literal["entry", "stairs", "monster", "feature", "door", "chest", "campfire",
                      "secret_passage", "warp_portal", "boat", "sword"]
ELEMENT_KINDS: tuple[str, ...] = ElementKind.__args__  # type: ignore[attr-defined]
OBSTRUCTING = frozenset({"monster", "feature", "door"})
ENCOUNTERABLE = frozenset({"monster", "feature", "door", "chest", "campfire", "stairs"})
LINKING = {"secret_passage": "passage", "warp_portal": "portal"}
ECOLOGIES = ("ruins", "caverns", "subterranean")
# an Ecology's name inside a sentence, in English: what events and saves hold (they hold no words of the
# player's language); shown through ecology_name()
ECOLOGY_NAMES = {"ruins": NP_("ecology", "the Ruins"), "caverns": NP_("ecology", "the Caverns"),
                 "subterranean": NP_("ecology", "Subterranean Architecture")}
# an Ecology's name standing alone (a button, a menu), shown through ecology_label()
ECOLOGY_LABELS = {"ruins": N_("Ruins"), "caverns": N_("Caverns"), "subterranean": N_("Subterranean Architecture")}


def ecology_name(ecology: str) -> str:
    """An Ecology's name inside a sentence in the current language ("the Ruins", "die Ruinen"); an
    unknown id as it is."""
    english = ECOLOGY_NAMES.get(ecology)
    return pgettext("ecology", english) if english else ecology


def ecology_title(ecology: str) -> str:
    """An Ecology's name to start a sentence with, in the current language ("The Ruins")."""
    name = ecology_name(ecology)
    return name[:1].upper() + name[1:]


def ecology_label(ecology: str) -> str:
    """An Ecology's name standing alone, in the current language ("Ruins", "Ruinen")."""
    return _(ECOLOGY_LABELS[ecology]) if ecology in ECOLOGY_LABELS else ecology


class ElementDef(BaseModel):
    """An element printed on a tile, at rotation 0."""

    kind: ElementKind
    cx: int
    cy: int
    icons: int = 1


class TileDef(BaseModel):
    """One map tile as printed (rotation 0)."""

    id: str
    name: str
    ecology: str
    cells: str  # 49 cell codes, row by row
    habitat: str  # 49 area letters "A"/"B"
    elements: list[ElementDef]
    nodes: list[str]  # sides carrying a Legendary Location node

    def cell(self, cx: int, cy: int) -> str:
        return self.cells[cy * N + cx]


def _object_kind(obj: object) -> str | None:
    """Tiled < 1.9 calls an object's kind `type`, newer Tiled calls it `class`: read both."""
    kind = getattr(obj, "type", None) or getattr(obj, "class", None)
    return str(kind) if kind else None


def _pytmx() -> ModuleType:
    """Import pytmx without letting it pull in pygame (its package init tries to, for its loader).

    The rules never import pygame; the UI imports `pytmx.util_pygame` itself later, which works.
    """
    if "pytmx" in sys.modules:
        return sys.modules["pytmx"]
    blocked = "pygame" not in sys.modules
    quiet = [logging.getLogger(n) for n in ("pytmx", "pytmx.util_pygame")]
    levels = [lg.level for lg in quiet]
    if blocked:
        sys.modules["pygame"] = None  # type: ignore[assignment]  # makes `import pygame` fail
    for lg in quiet:
        lg.setLevel(logging.CRITICAL)
    try:
        import pytmx
    finally:
        if blocked:
            del sys.modules["pygame"]
        for lg, level in zip(quiet, levels, strict=True):
            lg.setLevel(level)
    return pytmx


def tile_where(path: Path | str, tile_id: str) -> str:
    """Where a tile's problem is: its file and id ("assets/tiles/ruins/ruins-01.tmx: tile 'ruins-01'")."""
    return _("{path}: tile {tile}").format(path=path, tile=repr(tile_id))


def parse_tile(path: Path) -> TileDef:
    """Read one .tmx map tile into a TileDef, or raise ContentError naming what is wrong."""
    pytmx = _pytmx()
    tile_id = path.stem
    where = tile_where(path, tile_id)
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises many kinds on malformed XML
        raise ContentError(_("{at}: cannot be read as a Tiled map ({why})").format(at=where, why=exc)) from None
    if tmx.width != N or tmx.height != N:
        raise ContentError(_("{at}: size: expected {n}x{n} cells, found {width}x{height}").format(
            at=where, n=N, width=tmx.width, height=tmx.height))
    layers = {layer.name: i for i, layer in enumerate(tmx.layers)}
    if "terrain" not in layers:
        raise ContentError(_("{at}: layers: no tile layer named 'terrain'").format(at=where))
    cells = []
    for cy in range(N):
        for cx in range(N):
            props = tmx.get_tile_properties(cx, cy, layers["terrain"]) or {}
            kind = props.get("cell")
            if kind not in CELL_CODES:
                raise ContentError(_("{at}: terrain cell ({x},{y}): expected a 'cell' property of {kinds}, "
                                     "found {found}").format(at=where, x=cx, y=cy, kinds=", ".join(CELL_CODES),
                                                             found=repr(kind)))
            cells.append(CELL_CODES[kind])
    habitat = ["A"] * (N * N)
    if "habitat" in layers:
        layer = tmx.layers[layers["habitat"]]
        for cx, cy, gid in layer.iter_data():
            if gid:
                habitat[cy * N + cx] = "B"
    elements: list[ElementDef] = []
    nodes: list[str] = []
    size = N * CELL_PX
    for group in tmx.objectgroups:
        for obj in group:
            kind = _object_kind(obj)
            centre_x = obj.x + obj.width / 2
            centre_y = obj.y + obj.height / 2  # pytmx moves a tile object's y to its top
            if kind == "node":
                distance = {"N": centre_y, "S": size - centre_y, "W": centre_x, "E": size - centre_x}
                side = min(distance, key=lambda s: distance[s])
                if distance[side] > CELL_PX / 2:
                    raise ContentError(_("{at}: node at ({x},{y}): not on a side").format(
                        at=where, x=f"{obj.x:g}", y=f"{obj.y:g}"))
                if side in nodes:
                    raise ContentError(_("{at}: node: two nodes on the {side} side").format(at=where, side=side))
                nodes.append(side)
                continue
            if kind not in ELEMENT_KINDS:
                raise ContentError(_("{at}: object {id}: type: expected one of {kinds} or node, found {found}").format(
                    at=where, id=obj.id, kinds=", ".join(ELEMENT_KINDS), found=repr(kind)))
            cx, cy = int(centre_x // CELL_PX), int(centre_y // CELL_PX)
            if not (0 <= cx < N and 0 <= cy < N):
                raise ContentError(_("{at}: {kind} object {id}: outside the tile").format(
                    at=where, kind=kind, id=obj.id))
            icons = int(obj.properties.get("icons", 1))
            if kind == "monster" and icons not in (1, 2):
                raise ContentError(_("{at}: monster object {id}: icons: expected 1 or 2, found {icons}").format(
                    at=where, id=obj.id, icons=icons))
            # the map object's type, checked against ELEMENT_KINDS above
            elements.append(ElementDef(kind=cast(ElementKind, kind), cx=cx, cy=cy, icons=icons))
    tile = TileDef(id=tile_id, name=str(tmx.properties.get("name", tile_id)),
                   ecology=str(tmx.properties.get("ecology", path.parent.name)),
                   cells="".join(cells), habitat="".join(habitat), elements=elements,
                   nodes=sorted(nodes, key=SIDES.index))
    check_tile(tile, where)
    return tile


def check_tile(tile: TileDef, where: str) -> None:
    """Check the printed-tile rules the engine relies on."""
    for side in SIDES:
        for cx, cy in side_cells(side):
            if tile.cell(cx, cy) == "S":
                raise ContentError(_("{at}: cell ({x},{y}): level stairs may not be on a border").format(
                    at=where, x=cx, y=cy))
    for el in tile.elements:
        if el.kind not in ("boat", "sword") and tile.cell(el.cx, el.cy) == "W":
            raise ContentError(_("{at}: {kind} at cell ({x},{y}): stands on a wall").format(
                at=where, kind=el.kind, x=el.cx, y=el.cy))


@dataclass(frozen=True, slots=True)
class PlacedElement:
    """An element of a tile at some rotation: its index on the tile, kind, cell and region."""

    index: int
    kind: str
    cx: int
    cy: int
    icons: int
    region: int


@dataclass(frozen=True, slots=True)
class TileGeometry:
    """A tile at one rotation, precompiled for the placement search and path tracing.

    Regions are the connected parts of a tile's passable cells within one habitat area and level;
    their ids do not change with rotation.
    """

    tile_id: str
    rotation: int
    cells: str
    region_of: tuple[int, ...]
    edges: dict[str, str]  # side -> edge classes of its 7 border cells
    edge_regions: dict[str, tuple[int, ...]]  # side -> region of each border cell (-1: wall)
    open_sides: frozenset[str]
    elements: tuple[PlacedElement, ...]
    nodes: frozenset[str]
    region_links: tuple[tuple[int, int], ...]  # regions joined across a habitat boundary
    linking_regions: tuple[tuple[int, str], ...]  # (region, network) for passages and portals
    region_count: int


def _regions(tile: TileDef) -> tuple[list[int], list[tuple[int, int]]]:
    """Label connected passable cells (same area, shared level); list regions meeting across areas."""
    region = [-1] * (N * N)
    count = 0
    for start in range(N * N):
        if tile.cells[start] == "W" or region[start] != -1:
            continue
        region[start] = count
        stack = [start]
        while stack:
            i = stack.pop()
            x, y = i % N, i // N
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if 0 <= nx < N and 0 <= ny < N:
                    j = ny * N + nx
                    if (region[j] == -1 and tile.cells[j] != "W"
                            and tile.habitat[j] == tile.habitat[i]
                            and LEVELS[tile.cells[j]] & LEVELS[tile.cells[i]]):
                        region[j] = count
                        stack.append(j)
        count += 1
    links: set[tuple[int, int]] = set()
    for i in range(N * N):
        if region[i] == -1:
            continue
        x, y = i % N, i // N
        for nx, ny in ((x + 1, y), (x, y + 1)):
            if nx < N and ny < N:
                j = ny * N + nx
                if (region[j] not in (-1, region[i])
                        and LEVELS[tile.cells[j]] & LEVELS[tile.cells[i]]):
                    links.add((min(region[i], region[j]), max(region[i], region[j])))
    return region, sorted(links)


def compile_tile(tile: TileDef) -> tuple[TileGeometry, ...]:
    """The tile's geometry at rotations 0..3."""
    base_region, links = _regions(tile)
    count = max(base_region, default=-1) + 1
    out = []
    for rot in range(4):
        cells = [""] * (N * N)
        region_of = [-1] * (N * N)
        for cy in range(N):
            for cx in range(N):
                rx, ry = rotate_cell(cx, cy, rot)
                cells[ry * N + rx] = tile.cells[cy * N + cx]
                region_of[ry * N + rx] = base_region[cy * N + cx]
        grid = "".join(cells)
        edges, edge_regions = {}, {}
        for side in SIDES:
            border = side_cells(side)
            edges[side] = "".join(EDGE_CLASS[grid[y * N + x]] for x, y in border)
            edge_regions[side] = tuple(region_of[y * N + x] for x, y in border)
        elements = []
        linking: list[tuple[int, str]] = []
        for k, el in enumerate(tile.elements):
            rx, ry = rotate_cell(el.cx, el.cy, rot)
            reg = base_region[el.cy * N + el.cx]
            elements.append(PlacedElement(k, el.kind, rx, ry, el.icons, reg))
            if el.kind in LINKING and reg >= 0:
                linking.append((reg, LINKING[el.kind]))
        out.append(TileGeometry(
            tile_id=tile.id, rotation=rot, cells=grid, region_of=tuple(region_of), edges=edges,
            edge_regions=edge_regions,
            open_sides=frozenset(s for s in SIDES if edges[s] != "W" * N),
            elements=tuple(elements),
            nodes=frozenset(rotate_side(s, rot) for s in tile.nodes),
            region_links=tuple(links), linking_regions=tuple(linking), region_count=count))
    return tuple(out)
