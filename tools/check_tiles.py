"""Self-check of the generated map tiles, read back through pytmx exactly as the rules will.

    python tools/check_tiles.py      # exit status 0 when every check passes

Loads every assets/tiles/<ecology>/*.tmx with ``pytmx.TiledMap`` (no pygame) and checks the
format contract (docs/tile-format.md) and the content requirements per Ecology.
"""
from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytmx

ROOT = Path(__file__).resolve().parent.parent
TILES_DIR = ROOT / "assets" / "tiles"
ECOLOGIES = ("ruins", "caverns", "subterranean")
SIZE, CELL = 7, 32
SIDES = "NESW"
PASSABLE = {"floor", "water", "upper", "lower", "stair"}
OBSTRUCTING = {"monster", "feature", "door"}
ELEMENT_TYPES = {"entry", "stairs", "monster", "feature", "door", "chest", "campfire",
                 "secret_passage", "warp_portal", "boat", "sword", "node"}
ECOLOGY_ONLY = {"secret_passage": "ruins", "warp_portal": "caverns", "boat": "caverns",
                "sword": "caverns", "water": "caverns", "upper": "subterranean",
                "lower": "subterranean", "stair": "subterranean"}
NODE_CENTRES = {(112, 0): "N", (224, 112): "E", (112, 224): "S", (0, 112): "W"}


@dataclass
class Obj:
    type: str
    cell: tuple[int, int] | None     # element cell (None for nodes)
    side: str | None = None          # node side
    icons: int | None = None


@dataclass
class LoadedTile:
    tile_id: str
    ecology: str
    name: str
    cells: list[list[str]]
    area_b: set[tuple[int, int]]
    objects: list[Obj] = field(default_factory=list)

    def edge(self, side: str) -> list[str]:
        """The 7 border cells of a side, index 0..6 left-to-right / top-to-bottom."""
        if side == "N":
            return [self.cells[0][i] for i in range(SIZE)]
        if side == "S":
            return [self.cells[SIZE - 1][i] for i in range(SIZE)]
        if side == "W":
            return [self.cells[i][0] for i in range(SIZE)]
        return [self.cells[i][SIZE - 1] for i in range(SIZE)]

    def openings(self) -> list[str]:
        return [s for s in SIDES if self.edge(s)[3] != "wall"]

    def area(self, xy: tuple[int, int]) -> str:
        return "B" if xy in self.area_b else "A"

    def of_type(self, t: str) -> list[Obj]:
        return [o for o in self.objects if o.type == t]


def obj_type(o: pytmx.TiledObject) -> str:
    """Object type as the rules read it: ``type`` (Tiled < 1.9) or ``class`` (Tiled >= 1.9)."""
    return getattr(o, "type", None) or getattr(o, "class", None) or ""


def load(path: Path) -> LoadedTile:
    """Read one .tmx through pytmx into plain data."""
    tmx = pytmx.TiledMap(str(path))
    assert (tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight) == (SIZE, SIZE, CELL, CELL), path
    layer_names = [layer.name for layer in tmx.layers]
    ti = layer_names.index("terrain")
    cells = []
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            props = tmx.get_tile_properties(x, y, ti) or {}
            assert "cell" in props, f"{path.name}: terrain ({x},{y}) has no cell property"
            row.append(props["cell"])
        cells.append(row)
    area_b: set[tuple[int, int]] = set()
    if "habitat" in layer_names:
        hi = layer_names.index("habitat")
        area_b = {(x, y) for y in range(SIZE) for x in range(SIZE) if tmx.get_tile_gid(x, y, hi)}
    t = LoadedTile(path.stem, tmx.properties["ecology"], tmx.properties["name"], cells, area_b)
    for o in tmx.get_layer_by_name("elements"):
        kind = obj_type(o)
        assert o.gid, f"{path.name}: object {o.id} is not a tile object"
        if kind == "node":
            # pytmx moved y from the bottom-left anchor to the top-left corner (y -= height).
            centre = (round(o.x + o.width / 2), round(o.y + o.height / 2))
            assert centre in NODE_CENTRES, f"{path.name}: node centre {centre} not a side midpoint"
            assert (o.width, o.height) == (16, 16), path.name
            t.objects.append(Obj("node", None, NODE_CENTRES[centre]))
        else:
            assert o.x % CELL == 0 and o.y % CELL == 0 and (o.width, o.height) == (CELL, CELL), \
                f"{path.name}: {kind} not cell aligned ({o.x},{o.y})"
            cell = (int(o.x) // CELL, int(o.y) // CELL)
            icons = o.properties.get("icons")
            t.objects.append(Obj(kind, cell, None, icons))
    return t


def neighbours(t: LoadedTile, x: int, y: int) -> list[tuple[int, int]]:
    """Movement neighbours inside the tile (upper/lower only meet through stair cells)."""
    out = []
    a = t.cells[y][x]
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        nx, ny = x + dx, y + dy
        if not (0 <= nx < SIZE and 0 <= ny < SIZE):
            continue
        b = t.cells[ny][nx]
        if b not in PASSABLE or {a, b} == {"upper", "lower"}:
            continue
        out.append((nx, ny))
    return out


def components(t: LoadedTile, allowed: set[tuple[int, int]] | None = None) -> list[set[tuple[int, int]]]:
    cells = {(x, y) for y in range(SIZE) for x in range(SIZE) if t.cells[y][x] in PASSABLE}
    if allowed is not None:
        cells &= allowed
    comps, seen = [], set()
    for c in sorted(cells):
        if c in seen:
            continue
        comp, stack = set(), [c]
        while stack:
            p = stack.pop()
            if p in comp:
                continue
            comp.add(p)
            stack += [n for n in neighbours(t, *p) if n in cells and n not in comp]
        seen |= comp
        comps.append(comp)
    return comps


def opening_cells(side: str) -> list[tuple[int, int]]:
    return {"N": [(i, 0) for i in (2, 3, 4)], "S": [(i, SIZE - 1) for i in (2, 3, 4)],
            "W": [(0, i) for i in (2, 3, 4)], "E": [(SIZE - 1, i) for i in (2, 3, 4)]}[side]


def check_tile(t: LoadedTile) -> list[str]:
    """Per-tile format and sanity checks; returns error messages."""
    errs: list[str] = []
    eco = t.ecology
    for y in range(SIZE):
        for x in range(SIZE):
            c = t.cells[y][x]
            if c in ECOLOGY_ONLY and ECOLOGY_ONLY[c] != eco:
                errs.append(f"cell {c} at ({x},{y}) not allowed in {eco}")
            if eco == "subterranean" and c == "floor":
                errs.append(f"floor cell at ({x},{y}) in subterranean")
            if c == "stair" and (x in (0, SIZE - 1) or y in (0, SIZE - 1)):
                errs.append(f"stair on border ({x},{y})")
    for side in SIDES:
        e = t.edge(side)
        closed = all(c == "wall" for c in e)
        walls_ok = all(e[i] == "wall" for i in (0, 1, 5, 6))
        mid = e[2:5]
        if eco == "subterranean":
            mid_ok = mid in (["upper"] * 3, ["lower"] * 3)
        elif eco == "caverns":
            mid_ok = all(c in ("floor", "water") for c in mid)
        else:
            mid_ok = all(c == "floor" for c in mid)
        if not (closed or (walls_ok and mid_ok)):
            errs.append(f"side {side} is neither closed nor an opening: {e}")
    for o in t.objects:
        if o.type not in ELEMENT_TYPES:
            errs.append(f"unknown object type {o.type!r}")
        if o.type in ECOLOGY_ONLY and ECOLOGY_ONLY[o.type] != eco:
            errs.append(f"{o.type} not allowed in {eco}")
        if o.cell is not None:
            x, y = o.cell
            if not (0 <= x < SIZE and 0 <= y < SIZE):
                errs.append(f"{o.type} off the map at {o.cell}")
                continue
            if o.type not in ("boat", "sword") and t.cells[y][x] not in PASSABLE:
                errs.append(f"{o.type} on impassable cell {o.cell}")
            if o.type == "boat" and t.cells[y][x] != "water":
                errs.append("boat not on water")
        if o.type == "monster" and o.icons not in (1, 2):
            errs.append(f"monster icons={o.icons!r}")
    # one obstructing element per area
    obst = Counter(t.area(o.cell) for o in t.objects if o.type in OBSTRUCTING)
    if any(n > 1 for n in obst.values()):
        errs.append(f"more than one obstructing element in an area: {dict(obst)}")
    # connectivity: every passable component reaches an opening; one component unless level split
    opens = {c for s in t.openings() for c in opening_cells(s)}
    comps = components(t)
    for comp in comps:
        if not comp & opens:
            errs.append(f"passable pocket {sorted(comp)} reaches no opening")
    kinds = {c for row in t.cells for c in row}
    level_split = eco == "subterranean" and "stair" not in kinds
    if len(comps) > 1 and not level_split:
        errs.append(f"interior not connected ({len(comps)} parts)")
    # habitat boundary
    if t.area_b:
        a_open = [s for s in t.openings() if all(t.area(c) == "A" for c in opening_cells(s))]
        b_open = [s for s in t.openings() if all(t.area(c) == "B" for c in opening_cells(s))]
        if len(a_open) + len(b_open) != len(t.openings()):
            errs.append("an opening is cut by the habitat boundary")
        if not a_open or not b_open:
            errs.append("habitat areas must each hold an opening")
        areas_obst = {t.area(o.cell) for o in t.objects if o.type in OBSTRUCTING}
        free = {"A", "B"} - areas_obst
        if len(areas_obst) != 1:
            errs.append("habitat tile should obstruct exactly one area")
        for f in free:
            region = {(x, y) for y in range(SIZE) for x in range(SIZE) if t.area((x, y)) == f}
            sides = a_open if f == "A" else b_open
            ok = any(len([s for s in sides if set(opening_cells(s)) & comp]) >= 2
                     for comp in components(t, region))
            if not ok:
                errs.append(f"free habitat area {f} has no passage between two openings")
    # nodes
    node_sides = [o.side for o in t.of_type("node")]
    if len(node_sides) != len(set(node_sides)):
        errs.append("two nodes on one side")
    return [f"{t.tile_id}: {e}" for e in errs]


def node_kind(sides: list[str]) -> str:
    if not sides:
        return ""
    if len(sides) == 1:
        return "end"
    if len(sides) == 2:
        a, b = (SIDES.index(s) for s in sides)
        return "double" if abs(a - b) == 2 else "ninety"
    return "other"


def check_ecology(eco: str, tiles: list[LoadedTile]) -> tuple[list[str], dict[str, object]]:
    """Per-ecology count requirements; returns (errors, counts row)."""
    errs: list[str] = []

    def tiles_with(t: str) -> list[LoadedTile]:
        return [x for x in tiles if x.of_type(t)]

    def count(t: str) -> int:
        return sum(len(x.of_type(t)) for x in tiles)

    ids = sorted(t.tile_id for t in tiles)
    if ids != [f"{eco}-{i:02d}" for i in range(1, 25)]:
        errs.append(f"tile ids {ids}")
    if len({t.name for t in tiles}) != len(tiles):
        errs.append("duplicate tile names")
    entry = tiles_with("entry")
    if count("entry") != 1 or len(entry) != 1:
        errs.append("need exactly one entry")
    elif len(entry[0].openings()) != 4 or any(entry[0].of_type(k) for k in OBSTRUCTING):
        errs.append("entry tile must have 4 openings and no monster/feature/door")
    if count("stairs") != 1:
        errs.append("need exactly one stairs")
    camp = tiles_with("campfire")
    if count("campfire") != 1:
        errs.append("need exactly one campfire")
    else:
        t = camp[0]
        area = t.area(t.of_type("campfire")[0].cell)
        if any(t.area(o.cell) == area for o in t.objects if o.type in OBSTRUCTING):
            errs.append("campfire area is obstructed")
    chests = tiles_with("chest")
    if count("chest") != 2 or len(chests) != 2:
        errs.append("need two chests on two tiles")
    guarded = [t for t in chests
               if any(t.area(m.cell) == t.area(t.of_type("chest")[0].cell) for m in t.of_type("monster"))]
    if len(guarded) < 1:
        errs.append("no chest guarded by a monster")
    monsters = tiles_with("monster")
    two = [t for t in monsters if any(m.icons == 2 for m in t.of_type("monster"))]
    if not 8 <= len(monsters) <= 10:
        errs.append(f"{len(monsters)} monster tiles (want 8-10)")
    if len(two) != 2:
        errs.append(f"{len(two)} two-icon monster tiles (want 2)")
    features, doors = tiles_with("feature"), tiles_with("door")
    if not 7 <= len(features) <= 9:
        errs.append(f"{len(features)} feature tiles (want 7-9)")
    if not 3 <= len(doors) <= 4:
        errs.append(f"{len(doors)} door tiles (want 3-4)")
    free = [t for t in tiles if not any(t.of_type(k) for k in OBSTRUCTING)]
    if not 4 <= len(free) <= 6:
        errs.append(f"{len(free)} unobstructed tiles (want 4-6)")
    habitat = [t for t in tiles if t.area_b]
    if len(habitat) < 4:
        errs.append(f"{len(habitat)} habitat tiles (want >= 4)")
    kinds = Counter(node_kind([o.side for o in t.of_type("node")]) for t in tiles)
    node_tiles = kinds["end"] + kinds["ninety"] + kinds["double"]
    if kinds["other"] or not 12 <= node_tiles <= 14:
        errs.append(f"node tiles {dict(kinds)} (want 12-14 end/ninety/double)")
    opens = Counter(len(t.openings()) for t in tiles)
    if opens[0] or opens[1] > 2:
        errs.append(f"openings histogram {dict(opens)}: at most 2 single-opening tiles")
    if opens[3] + opens[4] < 16:
        errs.append(f"openings histogram {dict(opens)}: most tiles should have 3-4 openings")
    row: dict[str, object] = {
        "tiles": len(tiles), "entry": count("entry"), "stairs": count("stairs"),
        "campfire": count("campfire"), "chests": f"{count('chest')} ({len(guarded)} guarded)",
        "monster tiles": f"{len(monsters)} ({len(two)} x2)", "feature tiles": len(features),
        "door tiles": len(doors), "unobstructed": len(free), "habitat": len(habitat),
        "nodes e/90/dbl": f"{kinds['end']}/{kinds['ninety']}/{kinds['double']}",
        "openings 1/2/3/4": "/".join(str(opens[i]) for i in (1, 2, 3, 4)),
    }
    if eco == "ruins":
        sp = tiles_with("secret_passage")
        if len(sp) != 4 or count("secret_passage") != 4:
            errs.append(f"{len(sp)} secret passage tiles (want 4)")
        for t in sp:
            a = t.area(t.of_type("secret_passage")[0].cell)
            if any(t.area(o.cell) == a for o in t.objects if o.type in OBSTRUCTING):
                errs.append(f"{t.tile_id}: secret passage in an obstructed area")
        row["secret passages"] = len(sp)
    if eco == "caverns":
        wet = [t for t in tiles if any("water" in r for r in t.cells)]
        crossing = [t for t in tiles if any(
            sum(1 for s in SIDES if t.edge(s)[i] == "water") >= 2 for i in (2, 3, 4))]
        if len(wet) < 9:
            errs.append(f"{len(wet)} water tiles (want >= 9)")
        if len(crossing) < 3:
            errs.append(f"{len(crossing)} tiles with water crossing two openings at one index")
        for k in ("boat", "sword"):
            if count(k) != 1 or len(tiles_with(k)) != 1:
                errs.append(f"need exactly one {k}")
        if tiles_with("boat") and tiles_with("boat") == tiles_with("sword"):
            errs.append("boat and sword on one tile")
        wp = tiles_with("warp_portal")
        if len(wp) != 2 or count("warp_portal") != 2:
            errs.append("need two warp portals on two tiles")
        row.update({"water tiles": len(wet), "river crossings": len(crossing), "boat": count("boat"),
                    "sword": count("sword"), "warp portals": count("warp_portal")})
    if eco == "subterranean":
        joined = [t for t in tiles if any("stair" in r for r in t.cells)]
        both = [t for t in tiles if any("upper" in r for r in t.cells) and any("lower" in r for r in t.cells)]
        split = [t for t in both if t not in joined]
        if len(joined) < 8:
            errs.append(f"{len(joined)} tiles with stairs (want >= 8)")
        if len(split) < 2:
            errs.append(f"{len(split)} two-level tiles without stairs (want a few)")
        for t in joined:
            if not (any("upper" in r for r in t.cells) and any("lower" in r for r in t.cells)):
                errs.append(f"{t.tile_id}: stair without both levels")
        e = entry[0] if entry else None
        if e is not None:
            levels = {e.edge(s)[3] for s in e.openings()}
            if levels != {"upper", "lower"} or e not in joined:
                errs.append("entry must have openings of both levels joined by stairs")
        row.update({"stair-joined": len(joined), "unjoined 2-level": len(split)})
    return errs, row


def check_all(verbose: bool = True) -> bool:
    """Load and check every tile; print a counts table; True when all checks pass."""
    all_errs: list[str] = []
    rows: dict[str, dict[str, object]] = {}
    for eco in ECOLOGIES:
        tiles = []
        for path in sorted((TILES_DIR / eco).glob("*.tmx")):
            try:
                t = load(path)
            except AssertionError as exc:
                all_errs.append(str(exc))
                continue
            if t.ecology != eco:
                all_errs.append(f"{path.name}: ecology property {t.ecology}")
            all_errs += check_tile(t)
            tiles.append(t)
        errs, row = check_ecology(eco, tiles)
        all_errs += [f"{eco}: {e}" for e in errs]
        rows[eco] = row
    if verbose:
        keys: list[str] = []
        for r in rows.values():
            keys += [k for k in r if k not in keys]
        print(f"{'':20}" + "".join(f"{e:>16}" for e in rows))
        for k in keys:
            print(f"{k:20}" + "".join(f"{str(rows[e].get(k, '-')):>16}" for e in rows))
        for e in all_errs:
            print("ERROR", e)
        print("tile check:", "OK" if not all_errs else f"{len(all_errs)} problem(s)")
    return not all_errs


if __name__ == "__main__":
    sys.exit(0 if check_all() else 1)
