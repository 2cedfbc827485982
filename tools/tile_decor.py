"""Room dressing for the map tiles: one floor motif laid over the largest open stretch of floor of a
tile (a rug, a mosaic, a dais; moss, a fungus ring, scattered bones; a grating, hazard stripes, a
brass inlay), so the rooms of an Ecology look different from one another.

Pure decoration: a separate "decor" tile layer drawn over the terrain. The cells, their kinds, the
edges, the elements and the habitat areas are not touched (tools/check_tiles.py and the rules read
the "terrain" layer and the "elements" objects only).
"""
from __future__ import annotations

import random

import pygame

CELL = 32
SIZE = 7
Color = tuple[int, int, int]

STYLES: dict[str, list[str]] = {
    "ruins": ["rug", "mosaic", "dais"],
    "caverns": ["moss", "fungus", "bones"],
    "subterranean": ["grating", "hazard", "inlay"],
}
FLOOR_CHARS = {"ruins": ".", "caverns": ".", "subterranean": "u"}
# the 9 pieces of a style, by which outer sides they lie on: (left, right, top, bottom)
PIECES = [(lft, rgt, top, bot) for top, bot in ((True, False), (False, False), (False, True))
          for lft, rgt in ((True, False), (False, False), (False, True))]


def choose(ecology: str, index: int, rows: list[str]) -> tuple[str, tuple[int, int, int, int]] | None:
    """The style and the rectangle (x0, y0, x1, y1 inclusive) dressed on one tile; None: a bare room.
    The style turns with the tile's number (one in four stays bare); the rectangle is the largest
    run of plain floor of at least 2 x 2 and at most 5 x 5 cells, the most central of equals."""
    styles = STYLES[ecology]
    pick = index % (len(styles) + 1)
    if pick == len(styles):
        return None
    floor = FLOOR_CHARS[ecology]
    best: tuple[float, tuple[int, int, int, int]] | None = None
    for y0 in range(SIZE):
        for x0 in range(SIZE):
            for y1 in range(y0 + 1, min(SIZE, y0 + 5)):
                for x1 in range(x0 + 1, min(SIZE, x0 + 5)):
                    if all(rows[y][x] == floor for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)):
                        area = (x1 - x0 + 1) * (y1 - y0 + 1)
                        off = abs((x0 + x1) / 2 - 3) + abs((y0 + y1) / 2 - 3)
                        score = area - off * 0.5
                        if best is None or score > best[0]:
                            best = (score, (x0, y0, x1, y1))
    return (styles[pick], best[1]) if best is not None else None


def piece_index(x: int, y: int, rect: tuple[int, int, int, int]) -> int:
    x0, y0, x1, y1 = rect
    col = 0 if x == x0 else 2 if x == x1 else 1
    row = 0 if y == y0 else 2 if y == y1 else 1
    return row * 3 + col


def _shade(c: Color, d: int) -> Color:
    return (max(0, min(255, c[0] + d)), max(0, min(255, c[1] + d)), max(0, min(255, c[2] + d)))


def draw_piece(style: str, sides: tuple[bool, bool, bool, bool]) -> pygame.Surface:
    """One 32 x 32 piece of a style; `sides` says which outer edges of the motif it lies on."""
    lft, rgt, top, bot = sides
    s = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    rng = random.Random(f"decor:{style}:{sides}")
    inner = pygame.Rect(4 if lft else 0, 4 if top else 0, CELL - (4 if lft else 0) - (4 if rgt else 0),
                        CELL - (4 if top else 0) - (4 if bot else 0))

    def border(colour: tuple[int, ...], inset: int, width: int = 2) -> None:
        if lft:
            pygame.draw.line(s, colour, (inset, inner.top + (inset - 4 if top else 0)),
                             (inset, inner.bottom - 1 - (inset - 4 if bot else 0)), width)
        if rgt:
            pygame.draw.line(s, colour, (CELL - 1 - inset, inner.top + (inset - 4 if top else 0)),
                             (CELL - 1 - inset, inner.bottom - 1 - (inset - 4 if bot else 0)), width)
        if top:
            pygame.draw.line(s, colour, (inner.left + (inset - 4 if lft else 0), inset),
                             (inner.right - 1 - (inset - 4 if rgt else 0), inset), width)
        if bot:
            pygame.draw.line(s, colour, (inner.left + (inset - 4 if lft else 0), CELL - 1 - inset),
                             (inner.right - 1 - (inset - 4 if rgt else 0), CELL - 1 - inset), width)

    if style == "rug":
        s.fill((122, 38, 34, 225), inner)
        for _ in range(40):
            p = (rng.randint(inner.left, inner.right - 1), rng.randint(inner.top, inner.bottom - 1))
            s.set_at(p, (96, 28, 26, 225))
        border((214, 170, 80, 255), 7)
        if not (lft or rgt or top or bot) or rng.random() < 0.5:
            c = (inner.centerx, inner.centery)
            pygame.draw.polygon(s, (200, 150, 70, 255), [(c[0], c[1] - 5), (c[0] + 4, c[1]), (c[0], c[1] + 5),
                                                          (c[0] - 4, c[1])], 1)
    elif style == "mosaic":
        for ty in range(inner.top, inner.bottom, 4):
            for tx in range(inner.left, inner.right, 4):
                k = ((tx // 4) + (ty // 4)) % 3
                col = [(214, 200, 160), (70, 130, 140), (180, 120, 70)][k]
                col = _shade(col, rng.randint(-14, 10))
                s.fill((*col, 235), pygame.Rect(tx, ty, 3, 3))
        border((60, 46, 36, 255), 5, 3)
    elif style == "dais":
        s.fill((222, 196, 150, 120), inner)
        for y in range(inner.top + 6, inner.bottom, 8):
            pygame.draw.line(s, (150, 120, 84, 140), (inner.left, y), (inner.right - 1, y))
        if top:
            pygame.draw.line(s, (250, 230, 190, 255), (inner.left, 4), (inner.right - 1, 4), 2)
        if lft:
            pygame.draw.line(s, (250, 230, 190, 255), (4, inner.top), (4, inner.bottom - 1), 2)
        if bot:
            pygame.draw.line(s, (70, 50, 34, 255), (inner.left, CELL - 5), (inner.right - 1, CELL - 5), 3)
        if rgt:
            pygame.draw.line(s, (90, 66, 44, 255), (CELL - 5, inner.top), (CELL - 5, inner.bottom - 1), 3)
    elif style == "moss":
        for _ in range(90):
            x = rng.randint(inner.left, inner.right - 1)
            y = rng.randint(inner.top, inner.bottom - 1)
            g = rng.randint(110, 190)
            pygame.draw.circle(s, (40, g, 110, 170), (x, y), rng.randint(1, 3))
        for _ in range(8):
            s.set_at((rng.randint(inner.left, inner.right - 1), rng.randint(inner.top, inner.bottom - 1)),
                     (170, 255, 220, 255))
    elif style == "fungus":
        edge = [(x, y) for x, y in ((rng.randint(2, 29), rng.randint(2, 29)) for _ in range(40))
                if (lft and x < 12) or (rgt and x > 19) or (top and y < 12) or (bot and y > 19)]
        for x, y in edge[:6]:
            pygame.draw.line(s, (200, 196, 170, 255), (x, y + 1), (x, y + 4), 2)
            pygame.draw.ellipse(s, (80, 220, 190, 255), pygame.Rect(x - 4, y - 2, 8, 5))
            s.set_at((x - 1, y - 1), (220, 255, 240, 255))
        for _ in range(6):
            s.set_at((rng.randint(0, 31), rng.randint(0, 31)), (120, 240, 200, 200))
    elif style == "bones":
        for _ in range(3):
            x, y = rng.randint(5, 26), rng.randint(5, 26)
            dx, dy = rng.choice([(6, 2), (5, -3), (2, 6), (-4, 4)])
            pygame.draw.line(s, (60, 56, 50, 200), (x + 1, y + 1), (x + dx + 1, y + dy + 1), 2)
            pygame.draw.line(s, (214, 206, 186, 255), (x, y), (x + dx, y + dy), 2)
            for px, py in ((x, y), (x + dx, y + dy)):
                pygame.draw.circle(s, (226, 218, 198, 255), (px, py), 2)
        if not (lft or rgt or top or bot):
            pygame.draw.ellipse(s, (226, 218, 198, 255), pygame.Rect(11, 11, 10, 9))
            s.fill((40, 30, 30, 255), pygame.Rect(13, 14, 2, 2))
            s.fill((40, 30, 30, 255), pygame.Rect(17, 14, 2, 2))
    elif style == "grating":
        s.fill((30, 24, 22, 200), inner)
        for x in range(inner.left + 2, inner.right, 5):
            pygame.draw.line(s, (160, 104, 56, 255), (x, inner.top), (x, inner.bottom - 1), 1)
        for y in range(inner.top + 2, inner.bottom, 5):
            pygame.draw.line(s, (120, 80, 44, 255), (inner.left, y), (inner.right - 1, y), 1)
        border((214, 166, 70, 255), 4, 2)
    elif style == "hazard":
        band = 7
        stripes = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
        for k in range(-CELL, 2 * CELL, 8):
            pygame.draw.polygon(stripes, (230, 190, 40, 235),
                                [(k, 0), (k + 4, 0), (k + 4 - CELL, CELL), (k - CELL, CELL)])
        mask = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
        for on, rect in ((lft, pygame.Rect(0, 0, band, CELL)), (rgt, pygame.Rect(CELL - band, 0, band, CELL)),
                         (top, pygame.Rect(0, 0, CELL, band)), (bot, pygame.Rect(0, CELL - band, CELL, band))):
            if on:
                mask.fill((20, 16, 16, 230), rect)
                mask.blit(stripes.subsurface(rect), rect)
        s.blit(mask, (0, 0))
    elif style == "inlay":
        border((214, 166, 70, 255), 5, 1)
        border((150, 96, 52, 255), 8, 1)
        if not (lft or rgt or top or bot):
            pygame.draw.circle(s, (214, 166, 70, 255), (16, 16), 9, 1)
            pygame.draw.line(s, (214, 166, 70, 255), (16, 8), (16, 24))
            pygame.draw.line(s, (214, 166, 70, 255), (8, 16), (24, 16))
        for p in ((8, 8), (23, 8), (8, 23), (23, 23)):
            s.set_at(p, (240, 200, 110, 255))
    return s


def pieces(ecology: str) -> list[tuple[str, int, pygame.Surface]]:
    """Every piece of the Ecology's styles, in tileset order: (style, piece number, image)."""
    return [(style, i, draw_piece(style, sides)) for style in STYLES[ecology] for i, sides in enumerate(PIECES)]
