"""The backdrops behind the title, setup, load and game-over screens: the key art with its Lantern
flickering, or a descending stair of lit arches drawn with shapes."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame


def draw_key_art(surface: pygame.Surface, t: float) -> bool:
    """The key art (assets/art/key-art.png, tools/make_art.py) behind the title and the menu, the
    middle shaded so the words read, the Lantern's light flickering; False if the art is missing."""
    w, h = surface.get_size()
    art = _shaded_key_art(w, h)
    if art is None:
        return False
    surface.blit(art, (0, 0))
    k = max(w / 240, h / 135)  # the Lantern's flicker, where the art (240 x 135, centred) holds it
    lamp = (int(w / 2 + (62 - 120) * k), int(h / 2 + (68 - 67.5) * k))
    glow = _lantern_glow(int(20 * k))
    glow.set_alpha(int(255 * (_flicker(t))))
    surface.blit(glow, glow.get_rect(center=lamp))
    return True


@lru_cache(maxsize=2)
def _shaded_key_art(w: int, h: int) -> pygame.Surface | None:
    """The key art at the window's size with a soft dark column behind the title and the buttons
    (made once per window size: the title screen draws it every frame)."""
    from .portraits import key_art
    art = key_art(w, h)
    if art is None:
        return None
    out = art.copy()
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(8):
        band = pygame.Rect(0, 0, int(w * (0.52 - i * 0.04)), h)
        band.centerx = w // 2
        shade.fill((8, 6, 8, 22), band)
    out.blit(shade, (0, 0))
    return out


@lru_cache(maxsize=2)
def _lantern_glow(radius: int) -> pygame.Surface:
    glow = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
    for r in range(radius, 0, -max(1, radius // 10)):
        pygame.draw.circle(glow, (255, 200, 110, 7), (radius, radius), r)
    return glow


def draw_depths_backdrop(surface: pygame.Surface, t: float) -> None:
    """A descending stair of lit arches: our own backdrop, drawn with shapes."""
    w, h = surface.get_size()
    surface.fill((14, 11, 10))
    for i in range(9, 0, -1):
        k = i / 9
        rect = pygame.Rect(0, 0, int(w * 0.9 * k), int(h * 1.1 * k))
        rect.midbottom = (w // 2, int(h * 0.98))
        shade = int(14 + 26 * (1 - k))
        pygame.draw.rect(surface, (shade + 8, shade + 2, shade - 4 if shade > 4 else 0), rect,
                         border_top_left_radius=rect.width // 2, border_top_right_radius=rect.width // 2)
        pygame.draw.rect(surface, (60 + int(60 * (1 - k)), 44 + int(40 * (1 - k)), 26), rect, 2,
                         border_top_left_radius=rect.width // 2, border_top_right_radius=rect.width // 2)
    glow = pygame.Surface((260, 260), pygame.SRCALPHA)
    flicker = _flicker(t)
    for r in range(130, 0, -10):
        pygame.draw.circle(glow, (255, 200, 110, int(10 * flicker)), (130, 130), r)
    surface.blit(glow, glow.get_rect(center=(w // 2, int(h * 0.88))))  # (the title's gold rule: TitleScene)


def _flicker(t: float) -> float:
    """The Lantern's flicker at time `t` (held steady for a player who asked for no flashing)."""
    from .look import STILL
    return 1.0 if STILL[0] else 0.85 + 0.15 * math.sin(t * 7) * math.sin(t * 3.1)
