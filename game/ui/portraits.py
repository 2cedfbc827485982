"""The character art on screen: portraits, Final Entity part sprites, hero figures, icons, key art.

The pictures are small pixel images made by tools/make_art.py into assets/art/ (48 x 40 pixels for a
portrait). They are read once, kept, and scaled with nearest-neighbour so the pixels stay crisp;
every scaled size is cached by a byte-capped LRU. A missing file gives None (the card is drawn
without its picture), never a crash.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from .look import PROJECT_ROOT
from .surface_cache import MIB, cached_surface

ART = PROJECT_ROOT / "assets" / "art"
PORTRAIT_SIZE = (48, 40)
# The rows of a portrait a card shows: the figures stand between these (sky above, floor below).
CROP_TOP, CROP_BOTTOM = 3, 38


def _convert(surf: pygame.Surface) -> pygame.Surface:
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


@lru_cache(maxsize=256)
def _load(rel: str) -> pygame.Surface | None:
    path = ART / rel
    if not path.exists():
        return None
    try:
        return pygame.image.load(str(path))
    except (pygame.error, OSError):
        return None


def raw_portrait(pid: str) -> pygame.Surface | None:
    """The unscaled portrait (48 x 40) of a monster, guardian, Entity part, hero or Fabled Blade."""
    return _load(f"portraits/{pid}.png")


def has_portrait(pid: str) -> bool:
    return raw_portrait(pid) is not None


def portrait(pid: str, width: int, height: int) -> pygame.Surface | None:
    """The portrait filling a width x height box: scaled (nearest-neighbour) to the box's height
    over the rows the figures stand in, centred; a box wider than that is filled with the edge colour
    of the picture's own backdrop, a narrower one crops the sides."""
    if raw_portrait(pid) is None or width < 4 or height < 4:
        return None
    return _portrait(pid, width, height)


@cached_surface(16 * MIB)
def _portrait(pid: str, width: int, height: int) -> pygame.Surface:
    src = raw_portrait(pid)
    assert src is not None
    rows = CROP_BOTTOM - CROP_TOP
    k = height / rows
    crop = src.subsurface(pygame.Rect(0, CROP_TOP, src.get_width(), rows))
    scaled = pygame.transform.scale(crop, (max(1, round(src.get_width() * k)), height))
    out = pygame.Surface((width, height), 0, 32)  # (smoothscaled: never the display's 16 bits)
    out.fill(src.get_at((0, src.get_height() // 2))[:3])
    out.blit(scaled, scaled.get_rect(center=(width // 2, height // 2)))
    if scaled.get_width() < width:  # soften the seam between the picture and the filled sides
        edge = src.get_at((0, src.get_height() // 2))[:3]
        for i in range(3):
            for x in (scaled.get_rect(center=(width // 2, 0)).left + i,
                      scaled.get_rect(center=(width // 2, 0)).right - 1 - i):
                shade = pygame.Surface((1, height), pygame.SRCALPHA)
                shade.fill((*edge, 150 - 45 * i))
                out.blit(shade, (x, 0))
    return _convert(out)


def entity_sprite(pid: str, scale: int) -> pygame.Surface | None:
    """A Final Entity part's sprite (transparent), `scale` screen pixels per art pixel."""
    rel = f"entity/{pid}.png"
    return _scaled(rel, max(1, scale)) if _load(rel) is not None else None


def figure(hero: str, height: int) -> pygame.Surface | None:
    """A hero's standing figure (transparent, trimmed to the figure), `height` pixels tall."""
    return _fitted(f"figures/{hero}.png", 0, max(4, height), True) \
        if _load(f"figures/{hero}.png") is not None else None


def icon(name: str, size: int) -> pygame.Surface | None:
    """An item or ability icon ("item-<id>", "ability-power"), `size` pixels square."""
    return _fitted(f"icons/{name}.png", max(4, size), max(4, size), False) \
        if _load(f"icons/{name}.png") is not None else None


@cached_surface(8 * MIB)
def _fitted(rel: str, width: int, height: int, trim: bool) -> pygame.Surface:
    """A picture scaled (nearest-neighbour) to width x height; width 0 keeps its proportions, `trim`
    first cuts it to its visible pixels."""
    src = _load(rel)
    assert src is not None
    if trim:
        src = src.subsurface(src.get_bounding_rect())
    width = width or max(1, round(src.get_width() * height / src.get_height()))
    return _convert(pygame.transform.scale(src, (width, height)))


def key_art(width: int, height: int) -> pygame.Surface | None:
    """The title screen's key art, scaled (nearest-neighbour) to cover width x height."""
    return _key_art(width, height) if _load("key-art.png") is not None else None


@cached_surface(24 * MIB)
def _key_art(width: int, height: int) -> pygame.Surface:
    src = _load("key-art.png")
    assert src is not None
    k = max(width / src.get_width(), height / src.get_height())
    scaled = pygame.transform.scale(src, (round(src.get_width() * k), round(src.get_height() * k)))
    out = pygame.Surface((width, height), 0, 32)
    out.blit(scaled, scaled.get_rect(center=(width // 2, height // 2)))
    return out.convert() if pygame.display.get_surface() is not None else out


@cached_surface(8 * MIB)
def _scaled(rel: str, scale: int) -> pygame.Surface:
    src = _load(rel)
    assert src is not None
    return _convert(pygame.transform.scale(src, (src.get_width() * scale, src.get_height() * scale)))


def preload() -> int:
    """Read every art file now (the benchmark's "all art loaded"); returns how many were read."""
    n = 0
    for path in sorted(ART.rglob("*.png")):
        if path.name == "contact-sheet.png":
            continue
        if _load(str(path.relative_to(ART))) is not None:
            n += 1
    return n
