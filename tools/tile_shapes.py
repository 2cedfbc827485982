"""Room shapes for the map tiles: the corners of each room cut on the diagonal, rounded, or set with
corner columns, so the rooms of an Ecology do not all read as the same square-cornered cross; with
cut or rounded corners the tips of the walls jutting into a room are cut or rounded too (a lone
pillar becomes an octagon or a round column).

Pure decoration, like tile_decor.py: a separate "shape" tile layer drawn over the terrain, laid
only in the corners where two walls meet around open ground, or where open ground of one kind
wraps round a wall's corner (at most 16 of a cell's 32 pixels from the corner, so every cell still
reads as what it is). The cells, their kinds, the edges, the
elements, the habitat areas and the nodes are not touched (tools/check_tiles.py and the rules read
the "terrain" layer and the "elements" objects only).
"""
from __future__ import annotations

import math

import pygame

CELL = 32
SIZE = 7
Color = tuple[int, int, int]

# the corner cut of each shape style (square corners are the terrain's own, no layer at all)
STYLES = ["chamfer", "round", "columns"]
# the order a tile's style is picked in, per Ecology: hewn halls cut their corners, caves round them
ORDER: dict[str, list[str]] = {
    "ruins": ["chamfer", "columns", "round", "square"],
    "caverns": ["round", "chamfer", "round", "square"],
    "subterranean": ["chamfer", "columns", "square", "round"],
}
CORNERS = ("NW", "NE", "SE", "SW")  # bit i of a piece's mask: corner CORNERS[i] is cut
OPEN = set(".,~ul")  # floor, rubble, water, both levels; stairs keep their straight steps
CUT = 16  # pixels from the corner a chamfer reaches; a round corner's radius; a column's span
TIP_STYLES = ["chamfer", "round"]  # the styles that also shape the walls' tips
# the open ground a wall's tip may be cut back to, per Ecology, by layout character
TIP_GROUND: dict[str, list[str]] = {"ruins": ["."], "caverns": ["."], "subterranean": ["u", "l"]}
GROUND_NAMES = {".": "floor", "u": "upper", "l": "lower"}
STEPS = ((-1, -1), (1, -1), (1, 1), (-1, 1))  # the diagonal step to each corner, in CORNERS order


def style_of(ecology: str, index: int) -> str:
    """A tile's corner style, by its number (offset from the decor's cycle of four, so a rug does
    not always come with the same corners)."""
    order = ORDER[ecology]
    return order[(index + index // len(order)) % len(order)]


def corner_masks(rows: list[str], skip: set[tuple[int, int]]) -> dict[tuple[int, int], int]:
    """For each open cell (not in `skip`) with walls on both sides of a corner and across it: which
    of its corners are cut (a bit per CORNERS entry). Border cells look only inside the tile."""
    def wall(x: int, y: int) -> bool:
        return 0 <= x < SIZE and 0 <= y < SIZE and rows[y][x] == "#"

    out: dict[tuple[int, int], int] = {}
    for y in range(SIZE):
        for x in range(SIZE):
            if rows[y][x] not in OPEN or (x, y) in skip:
                continue
            mask = 0
            for bit, (dx, dy) in enumerate(STEPS):
                if wall(x + dx, y) and wall(x, y + dy) and wall(x + dx, y + dy):
                    mask |= 1 << bit
            if mask:
                out[(x, y)] = mask
    return out


def tip_masks(rows: list[str], ground: list[str]) -> dict[tuple[int, int], tuple[str, int]]:
    """For each wall cell with open ground of one kind (a `ground` character; rubble counts as
    floor) on both sides of a corner and across it: that ground and which corners are cut back to
    it. A tip with two kinds of ground round it keeps the corners of the commoner one."""
    def ground_at(x: int, y: int) -> str | None:
        if not (0 <= x < SIZE and 0 <= y < SIZE):
            return None
        ch = "." if rows[y][x] == "," else rows[y][x]
        return ch if ch in ground else None

    out: dict[tuple[int, int], tuple[str, int]] = {}
    for y in range(SIZE):
        for x in range(SIZE):
            if rows[y][x] != "#":
                continue
            bits: dict[str, int] = {}
            for bit, (dx, dy) in enumerate(STEPS):
                a, b, c = ground_at(x + dx, y), ground_at(x, y + dy), ground_at(x + dx, y + dy)
                if a is not None and a == b == c:
                    bits[a] = bits.get(a, 0) | 1 << bit
            if bits:
                kind = max(bits, key=lambda k: (bin(bits[k]).count("1"), -ground.index(k)))
                out[(x, y)] = (kind, bits[kind])
    return out


def _depth(style: str, x: int, y: int) -> float | None:
    """How far pixel (x, y) lies inside the wall of a north-west cut (negative: out on the floor by
    that much); None: away from the cut."""
    px, py = x + 0.5, y + 0.5
    if style == "chamfer":  # the wall is the triangle x + y < CUT
        return (CUT - px - py) / math.sqrt(2) if px + py < CUT + 8 else None
    # round: the wall lies outside a circle of radius CUT about (CUT, CUT), in the corner square
    if px >= CUT or py >= CUT:
        return None
    return math.hypot(px - CUT, py - CUT) - CUT


def _cut_corner(style: str, wall: pygame.Surface, pal: dict[str, Color], ecology: str) -> pygame.Surface:
    """A north-west cut drawn like the terrain's own walls: the wall top, its face sloping down to
    the cut (lit lip, darker face, black foot) and the shadow it casts on the floor."""
    s = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    face = _mix(pal["wall"], pal["wall_dark"], 0.35)
    lip = tuple(min(255, c + 45) for c in pal["wall_top"])
    for y in range(CELL):
        for x in range(CELL):
            d = _depth(style, x, y)
            if d is None:
                continue
            if d < 0:  # the floor in the wall's shadow, fading out
                if d > -6:
                    s.set_at((x, y), (0, 0, 0, int(120 * (1 + d / 6))))
                continue
            top = wall.get_at((x, y))[:3]
            if d < 1.5:
                colour = pal["wall_dark"]  # the foot
            elif d < 6:
                colour = _mix(top, face, 0.8)
            elif d < 7:
                colour = lip
            elif ecology == "subterranean" and d < 8:
                colour = pal["brass"]  # the brass trim along the rim, as on the walls
            else:
                colour = top
            s.set_at((x, y), (*colour, 255))
    return s


def _cut_tip(style: str, floor: pygame.Surface, pal: dict[str, Color], ecology: str) -> pygame.Surface:
    """A wall's north-west tip cut back to the ground `floor`: the ground where the wall was, the
    wall's face sloping down to the new edge (lit lip, darker face, black foot) and its shadow."""
    s = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    face = _mix(pal["wall"], pal["wall_dark"], 0.35)
    lip = tuple(min(255, c + 45) for c in pal["wall_top"])
    for y in range(CELL):
        for x in range(CELL):
            d = _depth(style, x, y)
            if d is None:
                continue
            d = -d  # measured into the wall, which now lies beyond the cut
            if d < 0:  # the ground, in the wall's shadow near the new edge
                g = floor.get_at((x, y))[:3]
                s.set_at((x, y), (*_mix(g, (0, 0, 0), 0.5 * max(0.0, 1 + d / 6)), 255))
            elif d < 1.5:
                s.set_at((x, y), (*pal["wall_dark"], 255))  # the foot
            elif d < 6:
                s.set_at((x, y), (*face, 235))
            elif d < 7:
                s.set_at((x, y), (*lip, 255))
            elif ecology == "subterranean" and d < 8:
                s.set_at((x, y), (*pal["brass"], 255))
    return s


def _column(pal: dict[str, Color], wall: pygame.Surface, ecology: str) -> pygame.Surface:
    """A round column standing in the north-west corner, its shadow cast down and right."""
    s = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    c, r = (CUT // 2 + 1, CUT // 2 + 1), CUT // 2 + 1
    pygame.draw.circle(s, (0, 0, 0, 90), (c[0] + 2, c[1] + 2), r + 1)
    base = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    pygame.draw.circle(base, (255, 255, 255, 255), c, r)
    base.fill((255, 255, 255, 255), pygame.Rect(0, 0, c[0], c[1]))
    body = _with_alpha(wall)
    body.blit(base, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(body, (0, 0))
    pygame.draw.circle(s, (*pal["wall_dark"], 255), c, r, 1)
    lip = tuple(min(255, v + 45) for v in pal["wall_top"])
    pygame.draw.arc(s, (*lip, 255), pygame.Rect(c[0] - r + 2, c[1] - r + 2, 2 * r - 4, 2 * r - 4), 0.6, 3.6, 1)
    ring = pal["brass"] if ecology == "subterranean" else _mix(pal["wall_top"], pal["wall_dark"], 0.5)
    pygame.draw.circle(s, (*ring, 255), c, max(2, r // 3), 1)
    return s


def _turned(surf: pygame.Surface, corner: str) -> pygame.Surface:
    """A north-west drawing moved to another corner (a quarter turn clockwise per step)."""
    turns = CORNERS.index(corner)
    return pygame.transform.rotate(surf, -90 * turns) if turns else surf


def _mix(a: tuple[int, ...], b: tuple[int, ...], t: float) -> Color:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def _masked(corner: pygame.Surface, mask: int) -> pygame.Surface:
    piece = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    for bit, name in enumerate(CORNERS):
        if mask >> bit & 1:
            piece.blit(_turned(corner, name), (0, 0))
    return piece


def pieces(ecology: str, wall: pygame.Surface, pal: dict[str, Color],
           ground: dict[str, pygame.Surface]) -> list[tuple[str, int, pygame.Surface]]:
    """Every piece in tileset order, each a style's 16 corner masks (mask 0 left clear): first the
    room corners of each of STYLES, drawn with the Ecology's wall texture `wall`; then the wall tips
    of each of TIP_STYLES for each TIP_GROUND kind, cut back to that ground's texture in `ground`."""
    out = []
    for style in STYLES:
        corner = _column(pal, wall, ecology) if style == "columns" else _cut_corner(style, wall, pal, ecology)
        out += [(style, mask, _masked(corner, mask)) for mask in range(16)]
    for style in TIP_STYLES:
        for kind in TIP_GROUND[ecology]:
            tip = _cut_tip(style, ground[kind], pal, ecology)
            out += [(f"{style}-tip-{GROUND_NAMES[kind]}", mask, _masked(tip, mask)) for mask in range(16)]
    return out


def tip_piece(ecology: str, style: str, kind: str, mask: int) -> int:
    """The tileset index of a wall tip's piece (see pieces())."""
    kinds = TIP_GROUND[ecology]
    return 16 * (len(STYLES) + TIP_STYLES.index(style) * len(kinds) + kinds.index(kind)) + mask


def _with_alpha(surf: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out
