"""Element icons and status markers. The element icons are one set everywhere: the pixel icons of
the map tiles' tileset (assets/tiles/tilesets/icons.png, made by tools/make_tiles.py), scaled to the
size asked for; the shapes drawn below stand in only when that file is missing."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from functools import lru_cache

import pygame

from .look import PROJECT_ROOT
from .surface_cache import MIB, cached_surface

Rect = pygame.Rect
TILESET = PROJECT_ROOT / "assets" / "tiles" / "tilesets" / "icons.tsx"


@lru_cache(maxsize=1)
def _tileset() -> tuple[pygame.Surface | None, dict[str, int], int]:
    """The icon sheet, the index of each icon by name and the icon size (None if unreadable)."""
    try:
        root = ET.parse(TILESET).getroot()
        size = int(root.get("tilewidth", "32"))
        names = {}
        for tile in root.iter("tile"):
            for prop in tile.iter("property"):
                if prop.get("name") == "icon":
                    names[str(prop.get("value"))] = int(tile.get("id", "0"))
        image = root.find("image")
        sheet = pygame.image.load(str(TILESET.parent / str(image.get("source")))) if image is not None else None
    except (OSError, ET.ParseError, pygame.error, ValueError):
        return None, {}, 32
    return sheet, names, size


def element_icon(kind: str, count: int, size: int) -> pygame.Surface | None:
    """The map's icon for an element (a two-icon monster has its own), `size` pixels square."""
    sheet, names, _ = _tileset()
    name = "monster2" if kind == "monster" and count >= 2 else kind
    if sheet is None or name not in names:
        return None
    return _element_icon(name, max(4, size))


@cached_surface(4 * MIB)
def _element_icon(name: str, size: int) -> pygame.Surface:
    sheet, names, cell = _tileset()
    assert sheet is not None
    src = sheet.subsurface(pygame.Rect(names[name] * cell, 0, cell, cell))
    if size == cell:
        out = src.copy()
    elif size >= 2 * cell or size < cell // 2:
        out = pygame.transform.scale(src, (size, size))
    else:
        out = pygame.transform.smoothscale(src.convert_alpha() if pygame.display.get_surface() else src, (size, size))
    return out.convert_alpha() if pygame.display.get_surface() is not None else out


def _disc(surf: pygame.Surface, rect: Rect, fill: tuple[int, int, int], ring: tuple[int, int, int]) -> None:
    r = rect.width * 0.44
    pygame.draw.circle(surf, (0, 0, 0), (rect.centerx + 1, rect.centery + 1), r)
    pygame.draw.circle(surf, fill, rect.center, r)
    pygame.draw.circle(surf, ring, rect.center, r, max(1, rect.width // 14))


def draw_element(surf: pygame.Surface, kind: str, rect: Rect, count: int = 1) -> None:
    """An Ecology Element icon in `rect` (a cell): the map's own icon, upright."""
    img = element_icon(kind, count, min(rect.width, rect.height))
    if img is not None:
        surf.blit(img, img.get_rect(center=rect.center))
        return
    w = rect.width
    cx, cy = rect.center
    s = w / 32
    if kind == "monster":
        _disc(surf, rect, (120, 24, 24), (240, 120, 100))
        # a fanged maw: two fangs per monster icon
        for k in range(count):
            off = (k - (count - 1) / 2) * 9 * s
            pygame.draw.polygon(surf, (250, 240, 220), [(cx + off - 5 * s, cy - 6 * s), (cx + off - 1 * s, cy - 6 * s),
                                                         (cx + off - 3 * s, cy + 6 * s)])
            pygame.draw.polygon(surf, (250, 240, 220), [(cx + off + 1 * s, cy - 6 * s), (cx + off + 5 * s, cy - 6 * s),
                                                         (cx + off + 3 * s, cy + 6 * s)])
    elif kind == "feature":
        _disc(surf, rect, (110, 84, 20), (250, 210, 100))
        pts = [(cx, cy - 9 * s), (cx + 7 * s, cy), (cx, cy + 9 * s), (cx - 7 * s, cy)]
        pygame.draw.polygon(surf, (250, 220, 120), pts)
        pygame.draw.circle(surf, (110, 84, 20), (cx, cy), 2.5 * s)
    elif kind == "door":
        body = Rect(0, 0, 16 * s, 22 * s)
        body.center = (cx, cy + 1 * s)
        pygame.draw.rect(surf, (0, 0, 0), body.move(1, 1), border_top_left_radius=int(8 * s),
                         border_top_right_radius=int(8 * s))
        pygame.draw.rect(surf, (120, 72, 36), body, border_top_left_radius=int(8 * s),
                         border_top_right_radius=int(8 * s))
        pygame.draw.rect(surf, (220, 180, 110), body, max(1, int(2 * s)), border_top_left_radius=int(8 * s),
                         border_top_right_radius=int(8 * s))
        pygame.draw.circle(surf, (240, 210, 120), (body.right - 4 * s, body.centery + 2 * s), 1.8 * s)
    elif kind == "chest":
        body = Rect(0, 0, 22 * s, 15 * s)
        body.center = (cx, cy + 2 * s)
        pygame.draw.rect(surf, (0, 0, 0), body.move(1, 1))
        pygame.draw.rect(surf, (140, 90, 40), body, border_radius=int(3 * s))
        pygame.draw.rect(surf, (240, 200, 90), body, max(1, int(2 * s)), border_radius=int(3 * s))
        pygame.draw.line(surf, (240, 200, 90), (body.left, body.top + 5 * s), (body.right, body.top + 5 * s),
                         max(1, int(2 * s)))
        pygame.draw.rect(surf, (250, 230, 140), Rect(cx - 2 * s, body.top + 4 * s, 4 * s, 5 * s))
    elif kind == "campfire":
        for i, col in enumerate(((230, 90, 30), (250, 170, 40), (255, 230, 120))):
            shrink = 1 - i * 0.3
            pygame.draw.polygon(surf, col, [(cx, cy - 11 * s * shrink), (cx + 7 * s * shrink, cy + 6 * s),
                                            (cx - 7 * s * shrink, cy + 6 * s)])
        pygame.draw.line(surf, (110, 70, 40), (cx - 9 * s, cy + 9 * s), (cx + 9 * s, cy + 6 * s), max(2, int(3 * s)))
    elif kind == "stairs":
        _disc(surf, rect, (40, 40, 60), (200, 200, 240))
        for i in range(4):
            y = cy - 7 * s + i * 4 * s
            pygame.draw.line(surf, (220, 220, 250), (cx - 7 * s + i * 2 * s, y), (cx + 7 * s, y), max(1, int(2 * s)))
    elif kind == "entry":
        _disc(surf, rect, (60, 50, 20), (250, 220, 120))
        pts = [(cx, cy - 8 * s), (cx + 6 * s, cy + 6 * s), (cx - 6 * s, cy + 6 * s)]
        pygame.draw.polygon(surf, (255, 230, 140), pts, 2)
    elif kind == "secret_passage":
        pygame.draw.circle(surf, (40, 30, 60), (cx, cy), 9 * s)
        for i in range(3):
            pygame.draw.arc(surf, (190, 160, 240), Rect(cx - (8 - 2 * i) * s, cy - (8 - 2 * i) * s,
                                                         (16 - 4 * i) * s, (16 - 4 * i) * s),
                            i, i + 4.2, max(1, int(2 * s)))
    elif kind == "warp_portal":
        for i, col in enumerate(((60, 180, 220), (140, 230, 250))):
            pygame.draw.ellipse(surf, col, Rect(cx - (10 - 3 * i) * s, cy - (12 - 3 * i) * s,
                                                (20 - 6 * i) * s, (24 - 6 * i) * s), max(1, int(2 * s)))
    elif kind == "boat":
        pygame.draw.polygon(surf, (150, 100, 50), [(cx - 11 * s, cy + 2 * s), (cx + 11 * s, cy + 2 * s),
                                                   (cx + 7 * s, cy + 8 * s), (cx - 7 * s, cy + 8 * s)])
        pygame.draw.line(surf, (230, 220, 200), (cx, cy + 2 * s), (cx, cy - 10 * s), max(1, int(2 * s)))
        pygame.draw.polygon(surf, (230, 220, 200), [(cx + 1 * s, cy - 9 * s), (cx + 8 * s, cy), (cx + 1 * s, cy)])
    elif kind == "legendary":
        _disc(surf, rect, (20, 16, 30), (90, 230, 255))
        pts = [(cx, cy - 12 * s), (cx + 3 * s, cy - 3 * s), (cx + 12 * s, cy), (cx + 3 * s, cy + 3 * s),
               (cx, cy + 12 * s), (cx - 3 * s, cy + 3 * s), (cx - 12 * s, cy), (cx - 3 * s, cy - 3 * s)]
        pygame.draw.polygon(surf, (250, 204, 72), pts)
    elif kind == "sword":
        pygame.draw.line(surf, (220, 230, 240), (cx - 8 * s, cy + 8 * s), (cx + 8 * s, cy - 8 * s), max(2, int(3 * s)))
        pygame.draw.line(surf, (200, 160, 60), (cx - 7 * s, cy + 1 * s), (cx - 1 * s, cy + 7 * s), max(2, int(3 * s)))
    else:
        pygame.draw.circle(surf, (200, 200, 200), (cx, cy), 6 * s, 2)


def draw_map_marker(surf: pygame.Surface, kind: str, rect: Rect) -> None:
    """An element the tiles do not print but the map shows where it was found: a Discovered
    Legendary Location's own icon (the tiles' style, from the same icon set), upright."""
    if kind == "legendary":
        draw_element(surf, kind, rect)


def draw_node(surf: pygame.Surface, side: str, size: int) -> None:
    """A Legendary Location node: a violet half-gem on the middle of a side."""
    half = size / 2
    r = size / 14
    centre = {"N": (half, 0), "S": (half, size), "W": (0, half), "E": (size, half)}[side]
    pygame.draw.circle(surf, (120, 60, 170), centre, r)
    pygame.draw.circle(surf, (220, 180, 250), centre, r, 2)


def draw_node_token(surf: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    """An Encounter Token laid gold slash side up between two used Nodes ("These Nodes cannot be used
    again for matching a Rune Pattern"): a small dark disc with a gold ring and slash."""
    cx, cy = centre
    r = max(4.0, r)
    w = max(2, round(r / 3))
    pygame.draw.circle(surf, (20, 16, 8), (cx, cy), r)
    pygame.draw.circle(surf, (250, 200, 60), (cx, cy), r, max(1, w // 2))
    pygame.draw.line(surf, (250, 200, 60), (cx - r * 0.55, cy + r * 0.6), (cx + r * 0.55, cy - r * 0.6), w)


def draw_status(surf: pygame.Surface, status: str, rect: Rect) -> None:
    """Encounter tokens: defeated (red X), resolved (gold slash), unlocked (a key)."""
    s = rect.width / 32
    cx, cy = rect.center
    wdt = max(2, int(4 * s))
    if status == "defeated":
        # the red "x" Encounter token, on a dark token disc so it differs from any printed icon
        pygame.draw.circle(surf, (20, 12, 10), (cx, cy), 14 * s)
        pygame.draw.circle(surf, (235, 50, 40), (cx, cy), 14 * s, max(1, int(2 * s)))
        for a, b in (((-1, -1), (1, 1)), ((-1, 1), (1, -1))):
            pygame.draw.line(surf, (0, 0, 0), (cx + a[0] * 11 * s + 1, cy + a[1] * 11 * s + 1),
                             (cx + b[0] * 11 * s + 1, cy + b[1] * 11 * s + 1), wdt + 2)
            pygame.draw.line(surf, (235, 50, 40), (cx + a[0] * 11 * s, cy + a[1] * 11 * s),
                             (cx + b[0] * 11 * s, cy + b[1] * 11 * s), wdt)
    elif status == "resolved":
        pygame.draw.circle(surf, (20, 16, 8), (cx, cy), 14 * s)
        pygame.draw.circle(surf, (250, 200, 60), (cx, cy), 14 * s, max(1, int(2 * s)))
        pygame.draw.line(surf, (0, 0, 0), (cx - 10 * s + 1, cy + 12 * s + 1), (cx + 10 * s + 1, cy - 12 * s + 1),
                         wdt + 2)
        pygame.draw.line(surf, (250, 200, 60), (cx - 10 * s, cy + 12 * s), (cx + 10 * s, cy - 12 * s), wdt)
    elif status == "unlocked":
        draw_key(surf, (cx, cy), 12 * s)


def draw_key(surf: pygame.Surface, centre: tuple[float, float], r: float,
             colour: tuple[int, int, int] = (250, 210, 90)) -> None:
    cx, cy = centre
    w = max(2, int(r / 4))
    pygame.draw.circle(surf, (0, 0, 0), (cx - r * 0.45 + 1, cy + 1), r * 0.42, w + 1)
    pygame.draw.circle(surf, colour, (cx - r * 0.45, cy), r * 0.42, w)
    pygame.draw.line(surf, colour, (cx - r * 0.05, cy), (cx + r, cy), w)
    pygame.draw.line(surf, colour, (cx + r * 0.75, cy), (cx + r * 0.75, cy + r * 0.4), w)
    pygame.draw.line(surf, colour, (cx + r * 0.45, cy), (cx + r * 0.45, cy + r * 0.3), w)


def draw_lantern(surf: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    """The Lantern token."""
    cx, cy = centre
    glow = pygame.Surface((int(r * 4), int(r * 4)), pygame.SRCALPHA)
    for i in range(6, 0, -1):
        pygame.draw.circle(glow, (255, 210, 110, 18), (r * 2, r * 2), r * 0.35 * i)
    surf.blit(glow, (cx - r * 2, cy - r * 2))
    body = pygame.Rect(0, 0, r * 0.9, r * 1.2)
    body.center = (int(cx), int(cy + r * 0.1))
    pygame.draw.rect(surf, (40, 30, 20), body.inflate(4, 4), border_radius=3)
    pygame.draw.rect(surf, (255, 214, 120), body, border_radius=3)
    pygame.draw.rect(surf, (120, 80, 30), body, max(1, int(r / 8)), border_radius=3)
    pygame.draw.arc(surf, (120, 80, 30), pygame.Rect(cx - r * 0.35, cy - r * 0.95, r * 0.7, r * 0.7),
                    0, math.pi, max(1, int(r / 8)))
