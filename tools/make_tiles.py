"""Generate the 72 map tiles of Forgotten Depths as Tiled maps, plus their tilesets and art.

Deterministic: all texture noise comes from string-seeded ``random.Random`` instances, there is no
network access and no downloaded art.  Run from the repository root::

    python tools/make_tiles.py            # rebuild everything, then run tools/check_tiles.py
    python tools/make_tiles.py --no-check

Output (see docs/tile-format.md for the contract):

    assets/tiles/<ecology>/<ecology>-NN.tmx     24 maps per ecology
    assets/tiles/tilesets/<ecology>-terrain.tsx/.png
    assets/tiles/tilesets/icons.tsx/.png        element icons (shared)
    assets/tiles/tilesets/nodes.tsx/.png        16 x 16 Legendary Location node
    assets/tiles/tilesets/habitat.tsx/.png      habitat-boundary marker
    assets/tiles/preview-<ecology>.png          6 x 4 contact sheet of the ecology's tiles
"""
from __future__ import annotations

import math
import os
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tile_decor  # noqa: E402
import tile_shapes  # noqa: E402
from tile_layouts import ECOLOGIES, TileDesign  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TILES_DIR = ROOT / "assets" / "tiles"
TILESET_DIR = TILES_DIR / "tilesets"

CELL = 32
SIZE = 7
TSX_COLUMNS = 16
SEED = "forgotten-depths-tiles-v1"

SIDES = "NESW"
SIDE_DELTA: dict[str, tuple[int, int]] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
# Centre of a node object (pixels) for each side; a tile is 224 x 224 px.
NODE_CENTRE: dict[str, tuple[int, int]] = {
    "N": (SIZE * CELL // 2, 0),
    "E": (SIZE * CELL, SIZE * CELL // 2),
    "S": (SIZE * CELL // 2, SIZE * CELL),
    "W": (0, SIZE * CELL // 2),
}
NODE_SIZE = 16

CHAR_CELL: dict[str, str] = {
    "#": "wall", ".": "floor", ",": "floor", "~": "water",
    "u": "upper", "l": "lower", "s": "stair",
}
PASSABLE = {"floor", "water", "upper", "lower", "stair"}

# Element kinds in icon-tileset order (monster2 is the icon of a two-icon monster).
ICON_KINDS = [
    "entry", "stairs", "monster", "monster2", "feature", "door", "chest", "campfire",
    "secret_passage", "warp_portal", "boat", "sword",
    "legendary",  # never printed on a tile: the map marks a Discovered Legendary Location with it
]

Color = tuple[int, int, int]
TerrainKey = tuple[str, str, tuple[int, int, int, int]]  # (cell, art variant, edge per side NESW)

# Edge states drawn on a terrain cell's side.
EDGE_NONE, EDGE_WALL, EDGE_DROP, EDGE_SHORE = 0, 1, 2, 3


# =============================================================================================
# Tile model
# =============================================================================================
@dataclass
class Element:
    kind: str            # object type, e.g. "monster"
    x: int
    y: int
    icons: int = 0       # monsters only
    icon: str = ""       # icon name in the icon tileset


@dataclass
class Tile:
    tile_id: str
    ecology: str
    design: TileDesign
    chars: list[str]
    cells: list[list[str]] = field(default_factory=list)
    elements: list[Element] = field(default_factory=list)
    area_b: set[tuple[int, int]] = field(default_factory=set)
    nodes: list[str] = field(default_factory=list)
    decor: dict[tuple[int, int], int] = field(default_factory=dict)  # cell -> decor tileset piece
    shape: dict[tuple[int, int], int] = field(default_factory=dict)  # cell -> room-corner piece

    def cell(self, x: int, y: int) -> str:
        return self.cells[y][x]


def habitat_cells(sides: str) -> set[tuple[int, int]]:
    """Area B of a habitat boundary: union of the two-cell-deep strips along the given sides."""
    cells: set[tuple[int, int]] = set()
    for y in range(SIZE):
        for x in range(SIZE):
            if ("N" in sides and y <= 1) or ("S" in sides and y >= SIZE - 2) or \
               ("W" in sides and x <= 1) or ("E" in sides and x >= SIZE - 2):
                cells.add((x, y))
    return cells


def parse_elements(spec: str) -> list[Element]:
    """Parse ``kind@x,y`` tokens; ``monster2`` is a monster with two icons."""
    out: list[Element] = []
    for token in spec.split():
        kind, pos = token.split("@")
        x, y = (int(v) for v in pos.split(","))
        if kind == "monster2":
            out.append(Element("monster", x, y, icons=2, icon="monster2"))
        elif kind == "monster":
            out.append(Element("monster", x, y, icons=1, icon="monster"))
        else:
            out.append(Element(kind, x, y, icon=kind))
    return out


def build_tiles(ecology: str, designs: list[TileDesign]) -> list[Tile]:
    """Turn the designs of one ecology into Tile models (ids ``<ecology>-01`` ...)."""
    tiles = []
    for i, d in enumerate(designs, start=1):
        assert len(d.rows) == SIZE and all(len(r) == SIZE for r in d.rows), d.name
        t = Tile(f"{ecology}-{i:02d}", ecology, d, list(d.rows))
        t.cells = [[CHAR_CELL[c] for c in row] for row in d.rows]
        t.elements = parse_elements(d.elements)
        t.area_b = habitat_cells(d.habitat) if d.habitat else set()
        t.nodes = list(d.nodes)
        dressing = tile_decor.choose(ecology, i, list(d.rows))
        if dressing is not None:  # the room's floor motif (decoration only: cells stay as they are)
            style, (x0, y0, x1, y1) = dressing
            first = tile_decor.STYLES[ecology].index(style) * 9
            t.decor = {(x, y): first + tile_decor.piece_index(x, y, (x0, y0, x1, y1))
                       for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)}
        style = tile_shapes.style_of(ecology, i)
        if style != "square":  # the room's corners (decoration only; a rug keeps its own corners)
            first = tile_shapes.STYLES.index(style) * 16
            t.shape = {xy: first + mask for xy, mask in tile_shapes.corner_masks(list(d.rows), set(t.decor)).items()}
            if style in tile_shapes.TIP_STYLES:  # the walls' tips jutting into the room take the same cut
                ground = tile_shapes.TIP_GROUND[ecology]
                t.shape.update({xy: tile_shapes.tip_piece(ecology, style, kind, mask)
                                for xy, (kind, mask) in tile_shapes.tip_masks(list(d.rows), ground).items()})
        tiles.append(t)
    return tiles


# =============================================================================================
# Colour helpers
# =============================================================================================
def clamp(v: float) -> int:
    return max(0, min(255, int(round(v))))


def shade(c: Color, d: float) -> Color:
    """Add d to every channel."""
    return (clamp(c[0] + d), clamp(c[1] + d), clamp(c[2] + d))


def mix(a: Color, b: Color, t: float) -> Color:
    return (clamp(a[0] + (b[0] - a[0]) * t), clamp(a[1] + (b[1] - a[1]) * t),
            clamp(a[2] + (b[2] - a[2]) * t))


def noise(surf: pygame.Surface, rng: random.Random, amp: float, rect: pygame.Rect | None = None) -> None:
    """Per-pixel brightness jitter (keeps alpha)."""
    r = rect or surf.get_rect()
    for y in range(r.top, r.bottom):
        for x in range(r.left, r.right):
            c = surf.get_at((x, y))
            d = rng.uniform(-amp, amp)
            surf.set_at((x, y), (clamp(c.r + d), clamp(c.g + d), clamp(c.b + d), c.a))


def blotches(surf: pygame.Surface, rng: random.Random, base: Color, count: int, spread: float,
             rmin: int = 2, rmax: int = 6) -> None:
    """Soft irregular patches of lighter/darker tone."""
    for _ in range(count):
        c = shade(base, rng.uniform(-spread, spread))
        pygame.draw.circle(surf, c, (rng.randint(0, 31), rng.randint(0, 31)), rng.randint(rmin, rmax))


def crack(surf: pygame.Surface, rng: random.Random, color: Color, steps: int) -> None:
    """A jagged random-walk crack line."""
    x, y = rng.randint(4, 27), rng.randint(4, 27)
    dx, dy = rng.choice([(1, 0), (0, 1), (1, 1), (-1, 1)])
    for _ in range(steps):
        nx = x + dx * rng.randint(1, 3) + rng.choice([-1, 0, 0, 1])
        ny = y + dy * rng.randint(1, 3) + rng.choice([-1, 0, 0, 1])
        nx, ny = max(1, min(30, nx)), max(1, min(30, ny))
        pygame.draw.line(surf, color, (x, y), (nx, ny))
        x, y = nx, ny


def stones(surf: pygame.Surface, rng: random.Random, base: Color, count: int, rmin: int, rmax: int) -> None:
    """Scattered rubble stones with a highlight and a cast shadow."""
    for _ in range(count):
        r = rng.randint(rmin, rmax)
        cx, cy = rng.randint(r + 1, 30 - r), rng.randint(r + 1, 30 - r)
        pts = []
        n = rng.randint(5, 7)
        for i in range(n):
            a = 2 * math.pi * i / n + rng.uniform(-0.3, 0.3)
            rr = r * rng.uniform(0.7, 1.15)
            pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr * 0.8))
        pygame.draw.polygon(surf, shade(base, -70), [(px + 1, py + 1.5) for px, py in pts])
        col = shade(base, rng.uniform(-18, 14))
        pygame.draw.polygon(surf, col, pts)
        pygame.draw.line(surf, shade(col, 35), pts[-2], pts[-1])
        pygame.draw.circle(surf, shade(col, 30), (cx - r // 3, cy - r // 3), max(1, r // 3))


# =============================================================================================
# Ecology palettes
# =============================================================================================
PALETTES: dict[str, dict[str, Color]] = {
    "ruins": {
        "floor": (204, 172, 124), "mortar": (118, 92, 64), "wall": (118, 84, 56),
        "wall_top": (138, 98, 66), "wall_dark": (58, 38, 24), "moss": (104, 134, 58),
        "accent": (220, 190, 120),
    },
    "caverns": {
        "floor": (104, 114, 128), "mortar": (64, 72, 86), "wall": (58, 66, 82),
        "wall_top": (78, 88, 106), "wall_dark": (24, 28, 38), "moss": (90, 240, 200),
        "water": (36, 88, 138), "water_light": (120, 190, 230), "accent": (150, 255, 210),
    },
    "subterranean": {
        # warm slate plates above, rust-brown basalt below, near-black walls: the three read apart
        "upper": (158, 146, 132), "lower": (98, 72, 58), "mortar": (44, 38, 36),
        "wall": (26, 22, 28), "wall_top": (40, 35, 44), "wall_dark": (8, 6, 10),
        "brass": (196, 150, 64), "bronze": (150, 96, 52), "accent": (230, 186, 96),
    },
}

ART_VARIANTS: dict[str, dict[str, list[str]]] = {
    "ruins": {"wall": ["blocks_a", "blocks_b", "blocks_moss"],
              "floor": ["flags_a", "flags_b", "flags_c", "cracked", "mossy"]},
    "caverns": {"wall": ["rock_a", "rock_b", "rock_c"],
                "floor": ["stone_a", "stone_b", "stone_c", "cracked"],
                "water": ["ripple_a", "ripple_b"]},
    "subterranean": {"wall": ["basalt_a", "basalt_b"],
                     "upper": ["plate_a", "plate_b", "plate_c"],
                     "lower": ["rough_a", "rough_b", "grate"]},
}
RUBBLE_VARIANT = {"ruins": "rubble", "caverns": "glowcap"}


# =============================================================================================
# Terrain art
# =============================================================================================
def draw_flagstones(rng: random.Random, base: Color, mortar: Color, jitter: float = 12) -> pygame.Surface:
    """Sandstone flagstone slabs separated by mortar lines, each slab bevelled."""
    s = pygame.Surface((CELL, CELL))
    s.fill(mortar)
    ys = [0, rng.randint(11, 21), CELL]
    for band in range(2):
        y0, y1 = ys[band], ys[band + 1]
        xs = [0, rng.randint(8, 24), CELL] if rng.random() < 0.8 else [0, CELL]
        for i in range(len(xs) - 1):
            x0, x1 = xs[i], xs[i + 1]
            r = pygame.Rect(x0 + 1, y0 + 1, x1 - x0 - 1, y1 - y0 - 1)
            col = shade(base, rng.uniform(-jitter, jitter))
            s.fill(col, r)
            noise(s, rng, 7, r)
            pygame.draw.line(s, shade(col, 18), r.topleft, (r.right - 1, r.top))
            pygame.draw.line(s, shade(col, 12), r.topleft, (r.left, r.bottom - 1))
            pygame.draw.line(s, shade(col, -26), (r.left, r.bottom - 1), (r.right - 1, r.bottom - 1))
            pygame.draw.line(s, shade(col, -18), (r.right - 1, r.top), (r.right - 1, r.bottom - 1))
    return s


def draw_masonry(rng: random.Random, base: Color, mortar: Color, course: int = 8) -> pygame.Surface:
    """Wall-top masonry: staggered block courses."""
    s = pygame.Surface((CELL, CELL))
    s.fill(mortar)
    for row, y in enumerate(range(0, CELL, course)):
        off = (row % 2) * rng.randint(5, 11)
        x = -off
        while x < CELL:
            w = rng.randint(9, 15)
            r = pygame.Rect(x + 1, y + 1, w - 1, course - 1).clip(s.get_rect())
            if r.width > 0:
                col = shade(base, rng.uniform(-12, 12))
                s.fill(col, r)
                noise(s, rng, 6, r)
                pygame.draw.line(s, shade(col, 16), r.topleft, (r.right - 1, r.top))
            x += w
    return s


def draw_rock(rng: random.Random, base: Color, dark: Color, lumps: int) -> pygame.Surface:
    """Rough natural rock: overlapping lumps, each lit from the top-left."""
    s = pygame.Surface((CELL, CELL))
    s.fill(shade(base, -8))
    for _ in range(lumps):
        r = rng.randint(4, 9)
        cx, cy = rng.randint(0, 31), rng.randint(0, 31)
        col = shade(base, rng.uniform(-14, 14))
        pygame.draw.circle(s, mix(col, dark, 0.35), (cx + 1, cy + 2), r)
        pygame.draw.circle(s, col, (cx, cy), r)
        pygame.draw.circle(s, shade(col, 14), (cx - r // 3, cy - r // 3), max(1, r // 2))
    noise(s, rng, 6)
    return s


def draw_water(rng: random.Random, pal: dict[str, Color]) -> pygame.Surface:
    """Deep water with soft bands and ripple arcs."""
    s = pygame.Surface((CELL, CELL))
    base, light = pal["water"], pal["water_light"]
    for y in range(CELL):
        t = 0.5 + 0.5 * math.sin((y + rng.uniform(0, 0.8)) * 0.45)
        pygame.draw.line(s, shade(base, -8 + 14 * t), (0, y), (CELL - 1, y))
    noise(s, rng, 4)
    for _ in range(4):
        cx, cy = rng.randint(3, 28), rng.randint(4, 28)
        w = rng.randint(8, 14)
        rect = pygame.Rect(cx - w // 2, cy - 3, w, 6)
        pygame.draw.arc(s, mix(base, light, 0.7), rect, math.radians(20), math.radians(160), 1)
    for _ in range(3):
        s.set_at((rng.randint(1, 30), rng.randint(1, 30)), mix(base, (255, 255, 255), 0.7))
    return s


def draw_plates(rng: random.Random, base: Color, pal: dict[str, Color], variant: str) -> pygame.Surface:
    """Upper level: large bevelled basalt plates with brass rivets."""
    s = pygame.Surface((CELL, CELL))
    s.fill(pal["mortar"])
    quads = [pygame.Rect(0, 0, 16, 16), pygame.Rect(16, 0, 16, 16),
             pygame.Rect(0, 16, 16, 16), pygame.Rect(16, 16, 16, 16)]
    if variant == "plate_b":
        quads = [pygame.Rect(0, 0, 32, 16), pygame.Rect(0, 16, 16, 16), pygame.Rect(16, 16, 16, 16)]
    elif variant == "plate_c":
        quads = [pygame.Rect(0, 0, 32, 32)]
    for q in quads:
        r = q.inflate(-2, -2)
        col = shade(base, rng.uniform(-8, 8))
        s.fill(col, r)
        noise(s, rng, 5, r)
        pygame.draw.line(s, shade(col, 28), r.topleft, (r.right - 1, r.top))
        pygame.draw.line(s, shade(col, 20), r.topleft, (r.left, r.bottom - 1))
        pygame.draw.line(s, shade(col, -30), (r.left, r.bottom - 1), (r.right - 1, r.bottom - 1))
        pygame.draw.line(s, shade(col, -22), (r.right - 1, r.top), (r.right - 1, r.bottom - 1))
        for px, py in ((r.left + 2, r.top + 2), (r.right - 3, r.top + 2),
                       (r.left + 2, r.bottom - 3), (r.right - 3, r.bottom - 3)):
            s.set_at((px, py), pal["brass"])
            s.set_at((px + 1, py + 1), shade(pal["bronze"], -30))
    if variant == "plate_c":  # inlaid brass compass ring
        pygame.draw.circle(s, shade(pal["bronze"], -20), (16, 17), 9, 2)
        pygame.draw.circle(s, pal["brass"], (16, 16), 9, 1)
        pygame.draw.line(s, pal["brass"], (16, 9), (16, 23))
        pygame.draw.line(s, pal["brass"], (9, 16), (23, 16))
    return s


def draw_lower(rng: random.Random, base: Color, pal: dict[str, Color], variant: str) -> pygame.Surface:
    """Lower level: dark rough basalt, or a bronze drain grate."""
    s = draw_rock(rng, base, pal["wall_dark"], 10)
    if variant == "grate":
        r = pygame.Rect(6, 6, 20, 20)
        s.fill(pal["wall_dark"], r)
        pygame.draw.rect(s, pal["bronze"], r, 2)
        for i in range(r.left + 4, r.right - 1, 4):
            pygame.draw.line(s, shade(pal["bronze"], -10), (i, r.top + 1), (i, r.bottom - 2), 1)
        pygame.draw.line(s, shade(pal["brass"], -20), r.topleft, (r.right - 1, r.top))
    else:
        crack(s, rng, shade(base, -26), rng.randint(4, 8))
    return s


def draw_stair(rng: random.Random, pal: dict[str, Color], down: str) -> pygame.Surface:
    """Stone steps descending towards side ``down`` (drawn for S, then rotated)."""
    s = pygame.Surface((CELL, CELL))
    upper, lower = pal["upper"], pal["lower"]
    steps = 5
    h = CELL / steps
    for i in range(steps):
        col = shade(mix(upper, lower, i / (steps - 1)), 10)
        y0 = int(i * h)
        y1 = int((i + 1) * h)
        s.fill(col, pygame.Rect(0, y0, CELL, y1 - y0))
        noise(s, rng, 4, pygame.Rect(0, y0, CELL, y1 - y0))
        pygame.draw.line(s, shade(col, 55), (0, y0), (CELL - 1, y0))          # step nose
        pygame.draw.line(s, shade(col, -55), (0, y1 - 2), (CELL - 1, y1 - 2))  # riser shadow
        pygame.draw.line(s, shade(col, -70), (0, y1 - 1), (CELL - 1, y1 - 1))
    # side rails
    pygame.draw.line(s, pal["brass"], (1, 0), (1, CELL - 1), 2)
    pygame.draw.line(s, pal["brass"], (CELL - 2, 0), (CELL - 2, CELL - 1), 2)
    angle = {"S": 0, "E": 90, "N": 180, "W": -90}[down]
    return pygame.transform.rotate(s, angle)


def base_texture(ecology: str, cell: str, variant: str) -> pygame.Surface:
    """The un-edged art of one terrain variant."""
    rng = random.Random(f"{SEED}:{ecology}:{cell}:{variant}")
    pal = PALETTES[ecology]
    if ecology == "ruins":
        if cell == "wall":
            s = draw_masonry(rng, pal["wall_top"], pal["wall_dark"])
            if variant == "blocks_moss":
                for _ in range(14):
                    s.set_at((rng.randint(0, 31), rng.randint(0, 31)), pal["moss"])
                blotches(s, rng, pal["moss"], 3, 10, 1, 3)
            return s
        s = draw_flagstones(rng, pal["floor"], pal["mortar"])
        if variant == "cracked":
            crack(s, rng, shade(pal["mortar"], -10), rng.randint(6, 10))
        if variant == "mossy":
            for _ in range(26):
                x, y = rng.randint(0, 31), rng.randint(0, 31)
                s.set_at((x, y), shade(pal["moss"], rng.uniform(-20, 20)))
        if variant == "rubble":
            crack(s, rng, shade(pal["mortar"], -20), 6)
            stones(s, rng, pal["wall_top"], 7, 2, 4)
        return s
    if ecology == "caverns":
        if cell == "wall":
            return draw_rock(rng, pal["wall_top"], pal["wall_dark"], 16)
        if cell == "water":
            return draw_water(rng, pal)
        s = draw_rock(rng, pal["floor"], pal["mortar"], 12)
        if variant == "cracked":
            crack(s, rng, pal["mortar"], 8)
        stones(s, rng, pal["floor"], rng.randint(1, 3), 1, 2)
        if variant == "glowcap":
            glow = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
            for _ in range(5):
                cx, cy = rng.randint(5, 26), rng.randint(5, 26)
                pygame.draw.circle(glow, (*pal["accent"], 60), (cx, cy), 7)
                pygame.draw.circle(glow, (*pal["accent"], 110), (cx, cy), 4)
            s.blit(glow, (0, 0))
            for _ in range(6):
                cx, cy = rng.randint(5, 26), rng.randint(5, 26)
                pygame.draw.line(s, (200, 220, 210), (cx, cy), (cx, cy + 3))
                pygame.draw.ellipse(s, pal["accent"], pygame.Rect(cx - 2, cy - 1, 5, 3))
        return s
    # subterranean
    if cell == "wall":
        return draw_masonry(rng, pal["wall_top"], pal["wall_dark"], course=16)
    if cell == "upper":
        return draw_plates(rng, pal["upper"], pal, variant)
    if cell == "lower":
        return draw_lower(rng, pal["lower"], pal, variant)
    if cell == "stair":
        return draw_stair(rng, pal, variant)
    raise ValueError((ecology, cell, variant))


def side_gradient(side: str, depth: int, rgb: Color, alpha0: int, alpha1: int = 0) -> pygame.Surface:
    """A CELL x CELL overlay fading from alpha0 at ``side`` to alpha1 at ``depth`` px inwards."""
    o = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    for d in range(depth):
        a = int(alpha0 + (alpha1 - alpha0) * (d / depth))
        if side == "N":
            pygame.draw.line(o, (*rgb, a), (0, d), (CELL - 1, d))
        elif side == "S":
            pygame.draw.line(o, (*rgb, a), (0, CELL - 1 - d), (CELL - 1, CELL - 1 - d))
        elif side == "W":
            pygame.draw.line(o, (*rgb, a), (d, 0), (d, CELL - 1))
        else:
            pygame.draw.line(o, (*rgb, a), (CELL - 1 - d, 0), (CELL - 1 - d, CELL - 1))
    return o


def side_line(surf: pygame.Surface, side: str, inset: int, color: Color, width: int = 1) -> None:
    """Draw a line parallel to ``side`` at ``inset`` px from it."""
    for k in range(width):
        i = inset + k
        if side == "N":
            pygame.draw.line(surf, color, (0, i), (CELL - 1, i))
        elif side == "S":
            pygame.draw.line(surf, color, (0, CELL - 1 - i), (CELL - 1, CELL - 1 - i))
        elif side == "W":
            pygame.draw.line(surf, color, (i, 0), (i, CELL - 1))
        else:
            pygame.draw.line(surf, color, (CELL - 1 - i, 0), (CELL - 1 - i, CELL - 1))


def draw_wall_face(surf: pygame.Surface, side: str, ecology: str) -> None:
    """Raised-wall bevel on a side facing open ground: lit lip, darker face, black foot."""
    pal = PALETTES[ecology]
    face = mix(pal["wall"], pal["wall_dark"], 0.35)
    surf.blit(side_gradient(side, 7, face, 235, 170), (0, 0))
    side_line(surf, side, 6, shade(pal["wall_top"], 45))   # lit top edge of the wall
    side_line(surf, side, 0, pal["wall_dark"], 2)            # foot of the wall
    if ecology == "subterranean":
        side_line(surf, side, 5, pal["brass"])               # brass trim along the rim


def apply_edges(surf: pygame.Surface, ecology: str, cell: str, edges: tuple[int, int, int, int]) -> None:
    """Overlay the per-side edge art: wall bevels, shadows at wall feet, ledge lips, shores."""
    pal = PALETTES[ecology]
    for side, e in zip(SIDES, edges, strict=True):
        if e == EDGE_NONE:
            continue
        if cell == "wall":
            draw_wall_face(surf, side, ecology)
        elif e == EDGE_WALL:
            depth = 10 if cell == "lower" else 7
            surf.blit(side_gradient(side, depth, (0, 0, 0), 170 if cell == "lower" else 130), (0, 0))
        elif e == EDGE_DROP:   # upper floor at a drop to the lower level
            side_line(surf, side, 0, (10, 8, 12), 1)
            side_line(surf, side, 1, shade(pal["bronze"], -25), 1)
            side_line(surf, side, 2, pal["brass"], 1)
            side_line(surf, side, 3, shade(pal["brass"], 40), 1)
        elif e == EDGE_SHORE:  # water meeting dry ground: wet dark rim and pale foam
            surf.blit(side_gradient(side, 6, (14, 30, 44), 170), (0, 0))
            foam = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
            rng = random.Random(f"{SEED}:foam:{side}:{edges}")
            for i in range(0, CELL, 3):
                j = rng.randint(1, 3)
                p = {"N": (i, j), "S": (i, CELL - 1 - j), "W": (j, i), "E": (CELL - 1 - j, i)}[side]
                pygame.draw.circle(foam, (210, 240, 250, 170), p, 1)
            surf.blit(foam, (0, 0))


class TerrainAtlas:
    """All terrain art of one ecology, keyed by (cell, variant, edges); becomes the .tsx tileset."""

    def __init__(self, ecology: str) -> None:
        self.ecology = ecology
        self.keys: list[TerrainKey] = []
        self._base: dict[tuple[str, str], pygame.Surface] = {}

    def add(self, key: TerrainKey) -> None:
        if key not in self.keys:
            self.keys.append(key)

    def finalize(self) -> None:
        """Sort keys so the tileset order is stable and readable (base tiles first per variant)."""
        self.keys.sort(key=lambda k: (k[0], k[1], k[2]))

    def index(self, key: TerrainKey) -> int:
        return self.keys.index(key)

    def surface(self, key: TerrainKey) -> pygame.Surface:
        cell, variant, edges = key
        if (cell, variant) not in self._base:
            self._base[(cell, variant)] = base_texture(self.ecology, cell, variant)
        s = self._base[(cell, variant)].copy()
        apply_edges(s, self.ecology, cell, edges)
        return s


def edge_state(cell: str, neighbour: str | None) -> int:
    """How the side of ``cell`` facing ``neighbour`` is drawn (None: off the map)."""
    if neighbour is None:
        return EDGE_NONE
    if cell == "wall":
        return EDGE_WALL if neighbour in PASSABLE else EDGE_NONE
    if neighbour == "wall":
        return EDGE_WALL
    if cell == "lower" and neighbour == "upper":
        return EDGE_WALL      # the upper level casts a shadow on the lower
    if cell == "upper" and neighbour == "lower":
        return EDGE_DROP
    if cell == "water" and neighbour == "floor":
        return EDGE_SHORE
    return EDGE_NONE


def stair_direction(tile: Tile, x: int, y: int) -> str:
    """The side a stair cell descends towards: a lower neighbour, preferably opposite an upper one."""
    best, score = "S", -9
    for side in SIDES:
        dx, dy = SIDE_DELTA[side]
        nx, ny = x + dx, y + dy
        if not (0 <= nx < SIZE and 0 <= ny < SIZE) or tile.cell(nx, ny) != "lower":
            continue
        ox, oy = x - dx, y - dy
        sc = 2 if 0 <= ox < SIZE and 0 <= oy < SIZE and tile.cell(ox, oy) == "upper" else 0
        sc -= SIDES.index(side) * 0.1
        if sc > score:
            best, score = side, sc
    return best


def terrain_key(tile: Tile, x: int, y: int) -> TerrainKey:
    """Pick the art (variant + edges) for one cell of a tile, deterministically."""
    cell = tile.cell(x, y)
    rng = random.Random(f"{SEED}:{tile.tile_id}:{x}:{y}")
    ch = tile.chars[y][x]
    if cell == "stair":
        variant = stair_direction(tile, x, y)
    elif ch == "," and tile.ecology in RUBBLE_VARIANT:
        variant = RUBBLE_VARIANT[tile.ecology]
    else:
        options = ART_VARIANTS[tile.ecology][cell]
        weights = [4] * (len(options) - 1) + [1]  # last variant is the rarer "special" one
        variant = rng.choices(options, weights)[0]
    edges = []
    for side in SIDES:
        dx, dy = SIDE_DELTA[side]
        nx, ny = x + dx, y + dy
        nb = tile.cell(nx, ny) if 0 <= nx < SIZE and 0 <= ny < SIZE else None
        edges.append(edge_state(cell, nb))
    return (cell, variant, tuple(edges))  # type: ignore[return-value]


# =============================================================================================
# Icons (shared by all ecologies)
# =============================================================================================
def outlined(src: pygame.Surface, radius: int = 1, color: Color = (10, 8, 8)) -> pygame.Surface:
    """Return ``src`` with a solid dark outline around its opaque pixels."""
    mask = pygame.mask.from_surface(src, 127)
    sil = mask.to_surface(setcolor=(*color, 255), unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface(src.get_size(), pygame.SRCALPHA)
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            if dx or dy:
                out.blit(sil, (dx, dy))
    out.blit(src, (0, 0))
    return out


def draw_icon(kind: str) -> pygame.Surface:
    """Bold 32 x 32 icon for an element kind."""
    s = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    gold, red, white = (250, 204, 72), (226, 38, 38), (250, 250, 250)
    if kind == "entry":  # lantern with glow
        for r, a in ((16, 40), (13, 60), (10, 90)):
            pygame.draw.circle(s, (255, 214, 110, a), (16, 17), r)
        pygame.draw.circle(s, (40, 34, 30), (16, 4), 3, 2)
        pygame.draw.polygon(s, (40, 34, 30), [(9, 10), (23, 10), (19, 6), (13, 6)])
        pygame.draw.rect(s, (255, 226, 120), pygame.Rect(10, 10, 12, 15))
        pygame.draw.ellipse(s, (255, 255, 225), pygame.Rect(13, 13, 6, 9))
        pygame.draw.rect(s, (40, 34, 30), pygame.Rect(10, 10, 12, 15), 2)
        pygame.draw.rect(s, (40, 34, 30), pygame.Rect(8, 24, 16, 4))
    elif kind == "stairs":  # descending steps + down arrow
        pygame.draw.polygon(s, (24, 22, 28), [(2, 3), (30, 3), (25, 29), (7, 29)])   # stairwell
        for i in range(5):
            y, inset = 4 + i * 5, 1 + i
            col = mix((245, 240, 225), (80, 78, 90), i / 4)
            pygame.draw.rect(s, col, pygame.Rect(2 + inset, y, 28 - 2 * inset, 3))
            pygame.draw.line(s, shade(col, 40), (2 + inset, y), (29 - inset, y))
        pygame.draw.polygon(s, gold, [(12, 9), (20, 9), (20, 17), (24, 17), (16, 26), (8, 17), (12, 17)])
    elif kind in ("monster", "monster2"):
        def claw(cx: int, cy: int, sz: int, w: int) -> None:
            for dx in (-1, 0, 1):
                off = dx * (w + 2)
                pygame.draw.line(s, red, (cx - sz + off, cy - sz), (cx + sz + off, cy + sz), w)
            pygame.draw.line(s, red, (cx + sz, cy - sz), (cx - sz, cy + sz), w + 1)
        if kind == "monster":
            claw(16, 16, 10, 3)
        else:
            claw(10, 11, 8, 2)
            claw(22, 22, 8, 2)
    elif kind == "feature":  # golden rune diamond with slash
        pygame.draw.polygon(s, gold, [(16, 2), (29, 16), (16, 30), (3, 16)])
        pygame.draw.polygon(s, (120, 80, 20), [(16, 7), (24, 16), (16, 25), (8, 16)], 2)
        pygame.draw.line(s, white, (11, 21), (21, 11), 3)
    elif kind == "door":  # arched wooden door with iron bands
        pygame.draw.rect(s, (134, 84, 40), pygame.Rect(7, 12, 18, 17))
        pygame.draw.circle(s, (134, 84, 40), (16, 12), 9)
        for x in (11, 16, 21):
            pygame.draw.line(s, (96, 58, 26), (x, 5 if x == 16 else 8), (x, 28))
        for y in (13, 23):
            pygame.draw.line(s, (60, 60, 66), (7, y), (24, y), 2)
        pygame.draw.circle(s, gold, (20, 19), 2)
    elif kind == "chest":
        pygame.draw.rect(s, (140, 86, 38), pygame.Rect(4, 13, 24, 14))
        pygame.draw.ellipse(s, (164, 102, 46), pygame.Rect(4, 6, 24, 14))
        pygame.draw.rect(s, (164, 102, 46), pygame.Rect(4, 12, 24, 4))
        pygame.draw.rect(s, gold, pygame.Rect(4, 15, 24, 3))
        for x in (8, 23):
            pygame.draw.line(s, gold, (x, 8), (x, 26), 2)
        pygame.draw.rect(s, (255, 240, 160), pygame.Rect(14, 15, 4, 6))
    elif kind == "campfire":
        pygame.draw.line(s, (110, 66, 30), (5, 27), (27, 21), 4)
        pygame.draw.line(s, (96, 56, 24), (5, 21), (27, 27), 4)
        pygame.draw.polygon(s, (240, 80, 20), [(16, 2), (25, 16), (23, 24), (9, 24), (7, 16)])
        pygame.draw.polygon(s, (255, 170, 40), [(16, 9), (21, 18), (19, 23), (13, 23), (11, 18)])
        pygame.draw.polygon(s, (255, 240, 150), [(16, 15), (18, 20), (14, 20)])
    elif kind == "secret_passage":  # white arrow through a crack
        pygame.draw.circle(s, (40, 40, 60, 200), (16, 16), 14)
        pygame.draw.polygon(s, white, [(4, 13), (17, 13), (17, 6), (28, 16), (17, 26), (17, 19), (4, 19)])
    elif kind == "warp_portal":  # violet swirl
        pygame.draw.circle(s, (70, 20, 110), (16, 16), 14)
        for i in range(3):
            pts = []
            for k in range(18):
                t = k / 17
                a = i * 2 * math.pi / 3 + t * 4.2
                r = 2 + t * 11
                pts.append((16 + math.cos(a) * r, 16 + math.sin(a) * r))
            pygame.draw.lines(s, (210, 140, 255), False, pts, 2)
        pygame.draw.circle(s, white, (16, 16), 3)
    elif kind == "boat":
        pygame.draw.polygon(s, (150, 96, 48), [(3, 19), (29, 19), (24, 27), (8, 27)])
        pygame.draw.line(s, (100, 60, 28), (6, 23), (26, 23), 1)
        pygame.draw.line(s, (90, 60, 30), (16, 4), (16, 19), 2)
        pygame.draw.polygon(s, (240, 236, 220), [(17, 4), (27, 17), (17, 17)])
        pygame.draw.polygon(s, (220, 214, 196), [(15, 7), (15, 17), (7, 17)])
    elif kind == "legendary":  # the nodes' rune disc grown into a four-pointed star, gold on cyan
        cyan, deep = (90, 230, 255), (20, 16, 30)
        pygame.draw.circle(s, deep, (16, 16), 15)
        pygame.draw.circle(s, (40, 110, 140), (16, 16), 15, 1)
        pygame.draw.circle(s, cyan, (16, 16), 13, 2)
        for a in range(4):  # cyan sparks between the points, one per node a pattern joins
            ang = math.pi / 4 + a * math.pi / 2
            pygame.draw.circle(s, cyan, (round(16 + math.cos(ang) * 9), round(16 + math.sin(ang) * 9)), 1)
        star = [(16, 2), (20, 12), (30, 16), (20, 20), (16, 30), (12, 20), (2, 16), (12, 12)]
        pygame.draw.polygon(s, gold, star)
        pygame.draw.polygon(s, (255, 240, 170), [(16, 2), (16, 16), (2, 16), (12, 12)])    # lit from the upper left
        pygame.draw.polygon(s, (184, 128, 34), [(16, 30), (16, 16), (30, 16), (20, 20)])  # shade lower right
        pygame.draw.polygon(s, (110, 70, 18), star, 1)
        pygame.draw.circle(s, (255, 255, 230), (16, 16), 2)
    elif kind == "sword":
        pygame.draw.polygon(s, (226, 232, 240), [(25, 3), (29, 3), (29, 7), (13, 23), (9, 19)])
        pygame.draw.line(s, (150, 160, 176), (27, 5), (11, 21), 1)
        pygame.draw.line(s, gold, (7, 17), (15, 25), 4)
        pygame.draw.line(s, (120, 70, 30), (10, 22), (5, 27), 3)
        pygame.draw.circle(s, gold, (4, 28), 2)
    else:
        raise ValueError(kind)
    return outlined(s, 1)


def draw_node() -> pygame.Surface:
    """16 x 16 Legendary Location node: a glowing rune disc."""
    s = pygame.Surface((NODE_SIZE, NODE_SIZE), pygame.SRCALPHA)
    pygame.draw.circle(s, (20, 16, 30), (8, 8), 8)
    pygame.draw.circle(s, (90, 230, 255), (8, 8), 7, 2)
    pygame.draw.circle(s, (250, 210, 90), (8, 8), 3)
    pygame.draw.circle(s, (255, 255, 230), (8, 8), 1)
    return s


def draw_habitat() -> pygame.Surface:
    """Translucent dotted marker for the cells of habitat area B."""
    s = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    s.fill((120, 220, 120, 22))
    for y in range(2, CELL, 6):
        for x in range(2 + (y // 6 % 2) * 3, CELL, 6):
            pygame.draw.circle(s, (230, 255, 220, 110), (x, y), 1)
    return s


# =============================================================================================
# Tiled output
# =============================================================================================
def save_sheet(surfaces: list[pygame.Surface], w: int, h: int, columns: int, path: Path) -> tuple[int, int]:
    """Pack surfaces into a PNG sheet; return its pixel size."""
    rows = max(1, math.ceil(len(surfaces) / columns))
    cols = min(columns, len(surfaces))
    sheet = pygame.Surface((cols * w, rows * h), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))
    for i, surf in enumerate(surfaces):
        sheet.blit(surf, ((i % columns) * w, (i // columns) * h))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(path))
    return sheet.get_size()


def write_tsx(path: Path, name: str, tile_w: int, tile_h: int, count: int, columns: int,
              image_size: tuple[int, int], tile_props: list[dict[str, str]]) -> None:
    """Write a Tiled 1.8 external tileset with string properties per tile."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.8" tiledversion="1.8.6" name="{name}" tilewidth="{tile_w}" '
        f'tileheight="{tile_h}" tilecount="{count}" columns="{min(columns, count)}">',
        f' <image source="{path.stem}.png" width="{image_size[0]}" height="{image_size[1]}"/>',
    ]
    for i, props in enumerate(tile_props):
        if not props:
            continue
        lines.append(f' <tile id="{i}">')
        lines.append('  <properties>')
        for k, v in props.items():
            lines.append(f'   <property name="{k}" value={quoteattr(v)}/>')
        lines.append('  </properties>')
        lines.append(' </tile>')
    lines.append('</tileset>')
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@dataclass
class TilesetRefs:
    """First gids of the tilesets every map of one ecology references."""
    terrain: int
    icons: int
    nodes: int
    habitat: int
    terrain_count: int
    decor: int = 0
    shape: int = 0


def write_tmx(tile: Tile, atlas: TerrainAtlas, refs: TilesetRefs, path: Path) -> None:
    """Write one tile as a Tiled 1.8 map (CSV layers, tile objects for elements and nodes)."""
    terrain_rows = []
    for y in range(SIZE):
        gids = [str(refs.terrain + atlas.index(terrain_key(tile, x, y))) for x in range(SIZE)]
        terrain_rows.append(",".join(gids))
    objects: list[str] = []
    oid = 0
    for el in tile.elements:
        oid += 1
        gid = refs.icons + ICON_KINDS.index(el.icon)
        head = (f'  <object id="{oid}" type="{el.kind}" gid="{gid}" x="{el.x * CELL}" '
                f'y="{(el.y + 1) * CELL}" width="{CELL}" height="{CELL}"')
        if el.kind == "monster":
            objects.append(head + ">")
            objects.append('   <properties>')
            objects.append(f'    <property name="icons" type="int" value="{el.icons}"/>')
            objects.append('   </properties>')
            objects.append('  </object>')
        else:
            objects.append(head + "/>")
    for side in tile.nodes:
        oid += 1
        cx, cy = NODE_CENTRE[side]
        objects.append(f'  <object id="{oid}" type="node" gid="{refs.nodes}" x="{cx - NODE_SIZE // 2}" '
                       f'y="{cy + NODE_SIZE // 2}" width="{NODE_SIZE}" height="{NODE_SIZE}"/>')
    layers = 2 + (1 if tile.area_b else 0) + (1 if tile.decor else 0) + (1 if tile.shape else 0)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.6" orientation="orthogonal" renderorder="right-down" '
        f'width="{SIZE}" height="{SIZE}" tilewidth="{CELL}" tileheight="{CELL}" infinite="0" '
        f'nextlayerid="{layers + 1}" nextobjectid="{oid + 1}">',
        ' <properties>',
        f'  <property name="ecology" value="{tile.ecology}"/>',
        f'  <property name="name" value={quoteattr(tile.design.name)}/>',
        ' </properties>',
        f' <tileset firstgid="{refs.terrain}" source="../tilesets/{tile.ecology}-terrain.tsx"/>',
        f' <tileset firstgid="{refs.icons}" source="../tilesets/icons.tsx"/>',
        f' <tileset firstgid="{refs.nodes}" source="../tilesets/nodes.tsx"/>',
        f' <tileset firstgid="{refs.habitat}" source="../tilesets/habitat.tsx"/>',
        *([f' <tileset firstgid="{refs.decor}" source="../tilesets/{tile.ecology}-decor.tsx"/>'] if tile.decor else []),
        *([f' <tileset firstgid="{refs.shape}" source="../tilesets/{tile.ecology}-shape.tsx"/>'] if tile.shape else []),
        f' <layer id="1" name="terrain" width="{SIZE}" height="{SIZE}">',
        '  <data encoding="csv">',
        ",\n".join(terrain_rows),
        '</data>',
        ' </layer>',
    ]
    lid = 2
    if tile.shape:
        rows = [",".join(str(refs.shape + tile.shape[(x, y)]) if (x, y) in tile.shape else "0" for x in range(SIZE))
                for y in range(SIZE)]
        out += [f' <layer id="{lid}" name="shape" width="{SIZE}" height="{SIZE}">',
                '  <data encoding="csv">', ",\n".join(rows), '</data>', ' </layer>']
        lid += 1
    if tile.decor:
        rows = [",".join(str(refs.decor + tile.decor[(x, y)]) if (x, y) in tile.decor else "0" for x in range(SIZE))
                for y in range(SIZE)]
        out += [f' <layer id="{lid}" name="decor" width="{SIZE}" height="{SIZE}">',
                '  <data encoding="csv">', ",\n".join(rows), '</data>', ' </layer>']
        lid += 1
    if tile.area_b:
        rows = [",".join(str(refs.habitat) if (x, y) in tile.area_b else "0" for x in range(SIZE))
                for y in range(SIZE)]
        out += [f' <layer id="{lid}" name="habitat" width="{SIZE}" height="{SIZE}">',
                '  <data encoding="csv">', ",\n".join(rows), '</data>', ' </layer>']
        lid += 1
    out += [f' <objectgroup id="{lid}" name="elements">', *objects, ' </objectgroup>', '</map>']
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


# =============================================================================================
# Preview contact sheets
# =============================================================================================
def dashed_line(surf: pygame.Surface, a: tuple[int, int], b: tuple[int, int], color: Color, dash: int = 4) -> None:
    """Dotted/dashed straight line (horizontal or vertical)."""
    (x0, y0), (x1, y1) = a, b
    length = max(abs(x1 - x0), abs(y1 - y0))
    for i in range(0, length, dash * 2):
        t0, t1 = i / length, min(length, i + dash) / length
        pygame.draw.line(surf, color, (x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0),
                         (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1), 3)


def render_tile(tile: Tile, atlas: TerrainAtlas, icons: list[pygame.Surface],
                habitat_img: pygame.Surface, node_img: pygame.Surface,
                decor: list[pygame.Surface] | None = None,
                shape: list[pygame.Surface] | None = None) -> pygame.Surface:
    """Render a tile as the game would show it (plus node discs that overhang the edges)."""
    pad = NODE_SIZE // 2
    s = pygame.Surface((SIZE * CELL + 2 * pad, SIZE * CELL + 2 * pad), pygame.SRCALPHA)
    cache: dict[TerrainKey, pygame.Surface] = {}
    for y in range(SIZE):
        for x in range(SIZE):
            key = terrain_key(tile, x, y)
            if key not in cache:
                cache[key] = atlas.surface(key)
            s.blit(cache[key], (pad + x * CELL, pad + y * CELL))
    for (x, y), piece in tile.shape.items():
        if shape:
            s.blit(shape[piece], (pad + x * CELL, pad + y * CELL))
    for (x, y), piece in tile.decor.items():
        if decor:
            s.blit(decor[piece], (pad + x * CELL, pad + y * CELL))
    if tile.area_b:
        for (x, y) in tile.area_b:
            s.blit(habitat_img, (pad + x * CELL, pad + y * CELL))
        for y in range(SIZE):
            for x in range(SIZE):
                inb = (x, y) in tile.area_b
                if x + 1 < SIZE and ((x + 1, y) in tile.area_b) != inb:
                    X = pad + (x + 1) * CELL
                    dashed_line(s, (X, pad + y * CELL), (X, pad + (y + 1) * CELL), (240, 255, 200))
                if y + 1 < SIZE and ((x, y + 1) in tile.area_b) != inb:
                    Y = pad + (y + 1) * CELL
                    dashed_line(s, (pad + x * CELL, Y), (pad + (x + 1) * CELL, Y), (240, 255, 200))
    for el in tile.elements:
        s.blit(icons[ICON_KINDS.index(el.icon)], (pad + el.x * CELL, pad + el.y * CELL))
    for side in tile.nodes:
        cx, cy = NODE_CENTRE[side]
        s.blit(node_img, (pad + cx - NODE_SIZE // 2, pad + cy - NODE_SIZE // 2))
    return s


def write_preview(ecology: str, tiles: list[Tile], atlas: TerrainAtlas, icons: list[pygame.Surface],
                  habitat_img: pygame.Surface, node_img: pygame.Surface, path: Path,
                  decor: list[pygame.Surface] | None = None, shape: list[pygame.Surface] | None = None) -> None:
    """6 x 4 contact sheet of an ecology's tiles, labelled with id and name."""
    pygame.font.init()
    font = pygame.font.Font(None, 19)
    title_font = pygame.font.Font(None, 34)
    tw = SIZE * CELL + NODE_SIZE
    gap, label = 14, 20
    cols, rows = 6, 4
    top = 44
    sheet = pygame.Surface((cols * (tw + gap) + gap, top + rows * (tw + label + gap) + gap))
    sheet.fill((22, 20, 24))
    sheet.blit(title_font.render(f"Forgotten Depths - {ecology.title()} tiles", True, (235, 220, 180)), (gap, 12))
    for i, t in enumerate(tiles):
        cx = gap + (i % cols) * (tw + gap)
        cy = top + (i // cols) * (tw + label + gap)
        sheet.blit(render_tile(t, atlas, icons, habitat_img, node_img, decor, shape), (cx, cy + label))
        text = font.render(f"{t.tile_id.split('-')[1]}  {t.design.name}", True, (225, 215, 190))
        sheet.blit(text, (cx + 2, cy + 2), pygame.Rect(0, 0, tw - 4, label))
    pygame.image.save(sheet, str(path))


# =============================================================================================
# Main
# =============================================================================================
def build_all() -> None:
    """Generate every tileset, map and preview."""
    pygame.font.init()
    TILESET_DIR.mkdir(parents=True, exist_ok=True)

    icons = [draw_icon(k) for k in ICON_KINDS]
    size = save_sheet(icons, CELL, CELL, len(ICON_KINDS), TILESET_DIR / "icons.png")
    write_tsx(TILESET_DIR / "icons.tsx", "icons", CELL, CELL, len(icons), len(ICON_KINDS), size,
              [{"icon": k} for k in ICON_KINDS])
    node_img = draw_node()
    size = save_sheet([node_img], NODE_SIZE, NODE_SIZE, 1, TILESET_DIR / "nodes.png")
    write_tsx(TILESET_DIR / "nodes.tsx", "nodes", NODE_SIZE, NODE_SIZE, 1, 1, size, [{"icon": "node"}])
    habitat_img = draw_habitat()
    size = save_sheet([habitat_img], CELL, CELL, 1, TILESET_DIR / "habitat.png")
    write_tsx(TILESET_DIR / "habitat.tsx", "habitat", CELL, CELL, 1, 1, size, [{"habitat": "B"}])

    for ecology, designs in ECOLOGIES.items():
        tiles = build_tiles(ecology, designs)
        atlas = TerrainAtlas(ecology)
        for cell, variants in ART_VARIANTS[ecology].items():   # every variant, un-edged, for Tiled
            for v in variants:
                atlas.add((cell, v, (0, 0, 0, 0)))
        if ecology in RUBBLE_VARIANT:
            atlas.add(("floor", RUBBLE_VARIANT[ecology], (0, 0, 0, 0)))
        for t in tiles:
            for y in range(SIZE):
                for x in range(SIZE):
                    atlas.add(terrain_key(t, x, y))
        atlas.finalize()
        surfaces = [atlas.surface(k) for k in atlas.keys]
        name = f"{ecology}-terrain"
        size = save_sheet(surfaces, CELL, CELL, TSX_COLUMNS, TILESET_DIR / f"{name}.png")
        props = [{"cell": c, "art": v, "edges": "".join(map(str, e))} for c, v, e in atlas.keys]
        write_tsx(TILESET_DIR / f"{name}.tsx", name, CELL, CELL, len(surfaces), TSX_COLUMNS, size, props)

        decor = tile_decor.pieces(ecology)
        size = save_sheet([img for _, _, img in decor], CELL, CELL, 9, TILESET_DIR / f"{ecology}-decor.png")
        write_tsx(TILESET_DIR / f"{ecology}-decor.tsx", f"{ecology}-decor", CELL, CELL, len(decor), 9, size,
                  [{"decor": f"{style}-{i}"} for style, i, _ in decor])
        wall = base_texture(ecology, "wall", ART_VARIANTS[ecology]["wall"][0])
        grounds = {ch: base_texture(ecology, CHAR_CELL[ch], ART_VARIANTS[ecology][CHAR_CELL[ch]][0])
                   for ch in tile_shapes.TIP_GROUND[ecology]}
        shapes = tile_shapes.pieces(ecology, wall, PALETTES[ecology], grounds)
        size = save_sheet([img for _, _, img in shapes], CELL, CELL, 16, TILESET_DIR / f"{ecology}-shape.png")
        write_tsx(TILESET_DIR / f"{ecology}-shape.tsx", f"{ecology}-shape", CELL, CELL, len(shapes), 16, size,
                  [{"shape": f"{style}-{mask}"} for style, mask, _ in shapes])
        n = len(atlas.keys)
        refs = TilesetRefs(terrain=1, icons=1 + n, nodes=1 + n + len(ICON_KINDS),
                           habitat=2 + n + len(ICON_KINDS), terrain_count=n, decor=3 + n + len(ICON_KINDS),
                           shape=3 + n + len(ICON_KINDS) + len(decor))
        out_dir = TILES_DIR / ecology
        out_dir.mkdir(parents=True, exist_ok=True)
        for old in out_dir.glob("*.tmx"):
            old.unlink()
        for t in tiles:
            write_tmx(t, atlas, refs, out_dir / f"{t.tile_id}.tmx")
        write_preview(ecology, tiles, atlas, icons, habitat_img, node_img, TILES_DIR / f"preview-{ecology}.png",
                      [img for _, _, img in decor], [img for _, _, img in shapes])
        print(f"{ecology}: {len(tiles)} tiles, {n} terrain tiles in tileset")


def main(argv: list[str]) -> int:
    build_all()
    if "--no-check" in argv:
        return 0
    from check_tiles import check_all
    return 0 if check_all() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
