"""The map on screen: a camera over the tile grid (pan, zoom toward the cursor, fit) and its drawing.

Tiles are blitted from TileArt's cached rotations at the current zoom step; the dimming of cells
outside the Lantern's accessible area is cached per tile and redrawn only when the state changes.
"""

from __future__ import annotations

import math

import pygame

from game.rules import STEP, Game, N

from . import figures, icons
from .look import GRID_LINE, HIGHLIGHT, swing
from .tile_art import TileArt, icon_size

ZOOM_STEPS = (40, 56, 72, 96, 120, 144, 176, 224, 288, 368, 464)
Square = tuple[int, int]


class Camera:
    """Maps tile squares to the screen: square (x, y) has its top-left at (ox + x*px, oy + y*px)."""

    def __init__(self, view: pygame.Rect, px: int = 144) -> None:
        self.view = view
        self.px = px
        self.ox = float(view.centerx - px / 2)
        self.oy = float(view.centery - px / 2)

    def square_rect(self, x: int, y: int) -> pygame.Rect:
        return pygame.Rect(round(self.ox + x * self.px), round(self.oy + y * self.px), self.px, self.px)

    def square_at(self, pos: tuple[float, float]) -> Square:
        return (math.floor((pos[0] - self.ox) / self.px), math.floor((pos[1] - self.oy) / self.px))

    def cell_rect(self, x: int, y: int, cx: int, cy: int) -> pygame.Rect:
        c = self.px / N
        return pygame.Rect(round(self.ox + x * self.px + cx * c), round(self.oy + y * self.px + cy * c),
                           math.ceil(c), math.ceil(c))

    def pan(self, dx: float, dy: float) -> None:
        self.ox += dx
        self.oy += dy

    def zoom(self, steps: int, anchor: tuple[float, float]) -> None:
        """Zoom by `steps` zoom levels, keeping the world point under `anchor` still."""
        i = min(range(len(ZOOM_STEPS)), key=lambda k: abs(ZOOM_STEPS[k] - self.px))
        new = ZOOM_STEPS[max(0, min(len(ZOOM_STEPS) - 1, i + steps))]
        wx, wy = (anchor[0] - self.ox) / self.px, (anchor[1] - self.oy) / self.px
        self.px = new
        self.ox, self.oy = anchor[0] - wx * new, anchor[1] - wy * new

    def fit(self, squares: list[Square], margin: float = 1, area: pygame.Rect | None = None,
            most: int | None = None) -> None:
        """Show all `squares` (and a ring of `margin` squares around them) in `area` (default: the view).
        With `most`, as large as fills the area (not stepped), up to `most` pixels a square; without,
        the largest zoom step that fits."""
        if not squares:
            return
        area = area if area is not None else self.view
        xs, ys = [s[0] for s in squares], [s[1] for s in squares]
        w, h = max(xs) - min(xs) + 1 + 2 * margin, max(ys) - min(ys) + 1 + 2 * margin
        if most is not None:
            best = max(ZOOM_STEPS[0], min(most, int(area.width / w), int(area.height / h)))
        else:
            best = ZOOM_STEPS[0]
            for step in ZOOM_STEPS:
                if step * w <= area.width and step * h <= area.height:
                    best = step
        self.px = best
        cx, cy = (min(xs) + max(xs) + 1) / 2, (min(ys) + max(ys) + 1) / 2
        self.ox = area.centerx - cx * best
        self.oy = area.centery - cy * best


class BoardView:
    """Draws the placed tiles, the Lantern's lit area, element markers and the Lantern."""

    def __init__(self, game: Game, art: TileArt, camera: Camera) -> None:
        self.game = game
        self.art = art
        self.camera = camera
        self._dim: dict[tuple[int, int, int], pygame.Surface | None] = {}
        self._dim_version = -1
        self._dim_px = -1
        self._lit: set[tuple[int, int, int, int]] = set()
        self.colour_blind = False  # (the old setting: the pointer beside each glow is now always drawn)

    def refresh(self, version: int) -> None:
        """Forget the cached dimming when the state changed."""
        if version != self._dim_version:
            self._dim.clear()
            self._lit = set(self.game.accessible_cells())
            self._dim_version = version

    def _dim_surface(self, x: int, y: int) -> pygame.Surface | None:
        """The shade over a tile's unlit cells at the current zoom (None: nothing to shade).

        Only the current zoom step is kept: a zoom drops the shades drawn for the step before."""
        px = self.camera.px
        if px != self._dim_px:
            self._dim.clear()
            self._dim_px = px
        key = (x, y, px)
        if key not in self._dim:
            geom = self.game.board.grid.get((x, y))
            dark = [] if geom is None else [
                i for i, code in enumerate(geom.cells) if code != "W" and (x, y, i % N, i // N) not in self._lit]
            surf = None
            if dark:
                surf = pygame.Surface((px, px), pygame.SRCALPHA)
                c = px / N
                for i in dark:
                    cx, cy = i % N, i // N
                    surf.fill((8, 6, 12, 120), pygame.Rect(round(cx * c), round(cy * c), math.ceil(c), math.ceil(c)))
            self._dim[key] = surf
        return self._dim[key]

    def draw(self, surface: pygame.Surface, hovered_element: str | None, encounterable: set[str],
             t: float) -> None:
        cam = self.camera
        clip = surface.get_clip()
        surface.set_clip(cam.view)
        view = cam.view
        for p in self.game.state.placements:
            rect = cam.square_rect(p.x, p.y)
            if not rect.colliderect(view):
                continue
            surface.blit(self.art.get(p.tile, p.rotation, cam.px), rect)
            dim = self._dim_surface(p.x, p.y)
            if dim is not None:
                surface.blit(dim, rect)
        for el in self.game.state.elements.values():
            rect = self.element_rect(el)
            if not rect.colliderect(view):
                continue
            icons.draw_map_marker(surface, el.kind, rect)  # a Legendary Location's icon; tiles print the rest
            if el.status != "discovered":
                icons.draw_status(surface, el.status, rect.inflate(rect.width // 3, rect.height // 3))
            elif el.id in encounterable:
                pulse = swing(t, 4)
                ring = rect.inflate(rect.width // 2, rect.height // 2)
                width = 3 if el.id == hovered_element else 2
                colour = HIGHLIGHT if el.id == hovered_element else (250, 200, 90)
                pygame.draw.ellipse(surface, colour, ring.inflate(int(4 * pulse), int(4 * pulse)), width)
                # a second cue besides the glow, always (issue 36): a small pointer triangle
                pygame.draw.polygon(surface, colour, [(ring.centerx, ring.top - 2), (ring.centerx - 5, ring.top - 10),
                                                      (ring.centerx + 5, ring.top - 10)])
        self._draw_node_tokens(surface)  # over the location's marker beside its Node, under the heroes
        lantern = self.game.state.lantern
        if lantern is not None:
            rect = cam.cell_rect(lantern.x, lantern.y, lantern.cx, lantern.cy)
            figures.draw_party(surface, list(self.game.state.heroes), rect)  # the heroes travel with it
            icons.draw_lantern(surface, (rect.centerx + rect.width * 0.45, rect.centery - rect.height * 0.45),
                               max(8.0, rect.width * 0.55))
        surface.set_clip(clip)

    def _draw_node_tokens(self, surface: pygame.Surface) -> None:
        """An Encounter Token on each pair of Nodes a Legendary Location used (they match no pattern again)."""
        cam, seen = self.camera, set()
        for x, y, side in self.game.state.legendary.used_nodes:
            sq = cam.square_rect(x, y)
            dx, dy = STEP[side]
            centre = (sq.centerx + dx * sq.width // 2, sq.centery + dy * sq.height // 2)
            if centre not in seen and cam.view.collidepoint(centre):
                seen.add(centre)  # the two Nodes of a pair meet at one point: one token
                icons.draw_node_token(surface, centre, cam.px / 12)

    def draw_grid_hint(self, surface: pygame.Surface, squares: list[Square]) -> None:
        for sq in squares:
            pygame.draw.rect(surface, GRID_LINE, self.camera.square_rect(*sq), 1)

    def element_rect(self, el: object) -> pygame.Rect:
        """An element's spot on screen: its cell, grown to the tile icons' minimum size."""
        spot = el.spot  # type: ignore[attr-defined]
        cell = self.camera.cell_rect(spot.x, spot.y, spot.cx, spot.cy)
        side = max(cell.width, icon_size(self.camera.px))
        return pygame.Rect(0, 0, side, side).move(cell.centerx - side // 2, cell.centery - side // 2)

    def element_at(self, pos: tuple[int, int]) -> str | None:
        """The discovered element under the mouse (its cell, a little enlarged), if any."""
        cam = self.camera
        if not cam.view.collidepoint(pos):
            return None
        best, best_d = None, float("inf")  # neighbours' enlarged spots overlap when zoomed out: the nearest wins
        for el in self.game.state.elements.values():
            rect = self.element_rect(el)
            if rect.inflate(max(6, rect.width // 3), max(6, rect.height // 3)).collidepoint(pos):
                d = math.dist(pos, rect.center)
                if d < best_d:
                    best, best_d = el.id, d
        return best
