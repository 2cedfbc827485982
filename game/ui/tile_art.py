"""Map tiles on screen: each tile composited once from its Tiled map, its rotations and sizes cached.

The terrain comes from the .tmx through pytmx's pygame loader (the committed tileset art); when a
tileset image is missing the cell kinds are painted instead, so a tile is always drawable. Habitat
boundaries are drawn as dotted lines. Element icons (the icons tileset, game/ui/icons.py) are drawn
after the tile is turned and scaled, so they stay upright and keep a minimum size.
"""

from __future__ import annotations

import logging
import math

import pygame

from game.rules import Content, N, TileDef

from . import icons
from .surface_cache import MIB, SurfaceLRU

BASE = 32 * N  # a tile's size in the .tmx, in pixels

# painted cell colours per Ecology (used when the tileset image is missing)
CELL_PAINT = {
    "W": (52, 44, 38), "F": (150, 128, 96), "A": (52, 96, 140), "U": (150, 140, 122),
    "L": (96, 90, 84), "S": (196, 170, 96),
}
ECOLOGY_TINT = {"ruins": (196, 160, 110), "caverns": (120, 140, 150), "subterranean": (150, 150, 170)}


# composed base art of every tile any TileArt drew in this process (never changed once made)
_COMPOSED = SurfaceLRU(12 * MIB)


class TileArt:
    """Cache of tile surfaces: base art per tile, then per (rotation, size)."""

    # Pixel budgets (bytes). The base art of a full Ecology (72 tiles at 160x160) is ~7 MiB; one zoom
    # step of the whole map is 72 x px^2 x 4 bytes (24 MiB at the largest step), so the sized cache
    # holds about two steps and older steps fall out as the player zooms about.
    BASE_BUDGET = 12 * MIB
    SIZED_BUDGET = 32 * MIB
    GHOST_BUDGET = 4 * MIB

    def __init__(self, content: Content) -> None:
        self.content = content
        self._base = SurfaceLRU(self.BASE_BUDGET)
        self._sized = SurfaceLRU(self.SIZED_BUDGET)
        self._ghost = SurfaceLRU(self.GHOST_BUDGET)

    def base(self, tile_id: str) -> pygame.Surface:
        """The tile's art at BASE size, unturned. Composing it reads the tile's .tmx (a few ms), so the
        result is also kept for the whole process (_COMPOSED): a new scene's TileArt (back on the map
        after a fight, a replay) reuses it. The key holds everything the art is made of."""
        surf = self._base.get(tile_id)
        if surf is None:
            tile = self.content.tiles[tile_id]
            key = (str(self.content.root), pygame.display.get_surface() is not None, repr(tile))
            surf = _COMPOSED.get(key)
            if surf is None:
                surf = _COMPOSED.put(key, self._compose(tile))
            self._base.put(tile_id, surf)
        return surf

    def get(self, tile_id: str, rotation: int, size: int) -> pygame.Surface:
        """The tile turned `rotation` quarter turns clockwise, `size` pixels square (convert()ed); its
        element icons stay upright and never smaller than icon_size(size)."""
        key = (tile_id, rotation % 4, size)
        surf = self._sized.get(key)
        if surf is None:
            surf = pygame.transform.rotate(self.base(tile_id), -90 * (rotation % 4))
            if size != BASE:
                surf = pygame.transform.smoothscale(surf, (size, size))
            display = pygame.display.get_surface()
            if display is not None and display.get_bitsize() >= 24:  # (a 16-bit copy could not be smoothscaled)
                surf = surf.convert()
            self._draw_elements(self.content.tiles[tile_id], surf, rotation % 4)
            self._sized.put(key, surf)
        return surf

    def ghost(self, tile_id: str, rotation: int, size: int) -> pygame.Surface:
        key = (tile_id, rotation % 4, size)
        surf = self._ghost.get(key)
        if surf is None:
            surf = self.get(tile_id, rotation, size).copy()
            surf.set_alpha(175)
            self._ghost.put(key, surf)
        return surf


    # --- composing a tile ---------------------------------------------------------------------

    def _compose(self, tile: TileDef) -> pygame.Surface:
        surf = pygame.Surface((BASE, BASE), 0, 32)  # 32-bit whatever the display: it is smoothscaled
        if not self._draw_tmx(tile, surf):
            self._paint_cells(tile, surf)
        self._draw_habitat(tile, surf)
        for side in tile.nodes:
            icons.draw_node(surf, side, BASE)
        pygame.draw.rect(surf, (20, 16, 12), surf.get_rect(), 2)
        return surf

    def _tmx_path(self, tile: TileDef) -> str:
        return str(self.content.root / "assets" / "tiles" / tile.ecology / f"{tile.id}.tmx")

    def _draw_tmx(self, tile: TileDef, surf: pygame.Surface) -> bool:
        """Blit the map's tile layers (all but the habitat marker layer); False if the art is missing."""
        if pygame.display.get_surface() is None:
            return False
        try:
            import pytmx
            from pytmx.util_pygame import load_pygame
            logging.getLogger("pytmx").setLevel(logging.ERROR)
            tmx = load_pygame(self._tmx_path(tile))
        except Exception:  # missing image or unreadable art: paint the cells instead
            return False
        drew = False
        for layer in tmx.visible_layers:
            if isinstance(layer, pytmx.TiledTileLayer) and layer.name != "habitat":
                for cx, cy, image in layer.tiles():
                    if image is not None:
                        surf.blit(pygame.transform.scale(image, (32, 32)), (cx * 32, cy * 32))
                        drew = True
        return drew

    def _paint_cells(self, tile: TileDef, surf: pygame.Surface) -> None:
        tint = ECOLOGY_TINT.get(tile.ecology, (160, 140, 110))
        for cy in range(N):
            for cx in range(N):
                code = tile.cell(cx, cy)
                base = CELL_PAINT.get(code, (90, 80, 70))
                c = tuple(min(255, (b * 3 + t) // 4) for b, t in zip(base, tint, strict=True))
                r = pygame.Rect(cx * 32, cy * 32, 32, 32)
                surf.fill(c, r)
                if code == "W":
                    pygame.draw.rect(surf, (36, 30, 26), r, 1)
                elif code == "S":
                    for i in range(4):
                        pygame.draw.line(surf, (120, 100, 60), (r.x + 4, r.y + 6 + i * 7),
                                         (r.right - 4, r.y + 6 + i * 7), 2)
                else:
                    pygame.draw.rect(surf, tuple(max(0, v - 18) for v in c), r, 1)

    def _draw_habitat(self, tile: TileDef, surf: pygame.Surface) -> None:
        """A Habitat Boundary as a dotted line between area A and area B cells."""
        colour = (250, 236, 200)

        def dotted(a: tuple[int, int], b: tuple[int, int]) -> None:
            length = math.dist(a, b)
            steps = max(1, int(length // 6))
            for i in range(steps + 1):
                t = i / steps
                pygame.draw.circle(surf, colour, (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), 1.6)

        for cy in range(N):
            for cx in range(N):
                here = tile.habitat[cy * N + cx]
                if cx + 1 < N and tile.habitat[cy * N + cx + 1] != here:
                    dotted(((cx + 1) * 32, cy * 32), ((cx + 1) * 32, (cy + 1) * 32))
                if cy + 1 < N and tile.habitat[(cy + 1) * N + cx] != here:
                    dotted((cx * 32, (cy + 1) * 32), ((cx + 1) * 32, (cy + 1) * 32))

    def _draw_elements(self, tile: TileDef, surf: pygame.Surface, rotation: int) -> None:
        """Each element's icon at its cell after the tile's turn, drawn upright (a boat never sails
        upside down), at least icon_size() pixels, kept inside the tile."""
        size = surf.get_width()
        cell = size / N
        side = icon_size(size)
        for el in tile.elements:
            cx, cy = rotated_cell(el.cx, el.cy, rotation)
            rect = pygame.Rect(0, 0, side, side)
            rect.center = (round((cx + 0.5) * cell), round((cy + 0.5) * cell))
            rect.clamp_ip(surf.get_rect())
            icons.draw_element(surf, el.kind, rect, el.icons)


MIN_ICON = 18  # on-screen pixels: an element icon never gets smaller than this on a normal map


def icon_size(tile_px: int) -> int:
    """An element icon's side on a tile `tile_px` pixels square: its cell, or MIN_ICON when the cell
    is smaller (but never more than a third of the tile, so neighbouring icons stay apart)."""
    return max(round(tile_px / N), min(MIN_ICON, tile_px // 3))


def rotated_cell(cx: int, cy: int, rotation: int) -> tuple[int, int]:
    """Where cell (cx, cy) of a tile lands after `rotation` quarter turns clockwise."""
    for _ in range(rotation % 4):
        cx, cy = N - 1 - cy, cx
    return cx, cy
