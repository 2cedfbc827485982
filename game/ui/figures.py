"""The heroes on the map: a standing figure for each (tools/make_art.py draws them in the hero's colour
and gear) grouped around the Lantern's cell, so they travel with it. Each stands on a base in the
hero's colour marked with the hero's shape (the colour-blind cue the rest of the UI uses)."""

from __future__ import annotations

import pygame

from . import portraits
from .look import HERO_COLOURS, HERO_SHAPES, draw_shape

MIN_HEIGHT = 22  # a figure never shrinks below this many pixels, however far the map is zoomed out


def figure_height(cell: int) -> int:
    return max(MIN_HEIGHT, int(cell * 1.5))


def party_rects(heroes: list[str], cell: pygame.Rect) -> list[pygame.Rect]:
    """Where each hero's figure stands: side by side, feet on the lower part of the Lantern's cell, the
    group to the left of the Lantern (drawn at the cell's upper right)."""
    h = figure_height(cell.width)
    w = int(h * 0.62)
    step = int(w * 0.78)
    left = cell.centerx + w // 4 - (step * (len(heroes) - 1) + w)
    return [pygame.Rect(left + i * step, cell.bottom + h // 8 - h, w, h) for i in range(len(heroes))]


def draw_party(surface: pygame.Surface, heroes: list[str], cell: pygame.Rect) -> list[pygame.Rect]:
    """Draw the heroes' figures at the Lantern's cell; returns their rects."""
    rects = party_rects(heroes, cell)
    for hero, r in zip(heroes, rects, strict=True):
        colour = HERO_COLOURS.get(hero, (200, 200, 200))
        base = pygame.Rect(0, 0, int(r.width * 1.05), max(5, r.height // 6))
        base.midbottom = (r.centerx, r.bottom + base.height // 3)
        pygame.draw.ellipse(surface, (10, 8, 8), base.move(1, 2))
        pygame.draw.ellipse(surface, colour, base)
        pygame.draw.ellipse(surface, (20, 14, 12), base, 1)
        img = portraits.figure(hero, r.height)
        if img is not None:
            surface.blit(img, img.get_rect(midbottom=(r.centerx, base.centery + 1)))
        else:  # no art file: the hero's marker shape
            draw_shape(surface, HERO_SHAPES.get(hero, "circle"), colour, r.center, r.width / 2)
        mark = max(3, base.height // 2 + 1)
        draw_shape(surface, HERO_SHAPES.get(hero, "circle"), (20, 14, 12), (base.right - mark, base.centery), mark)
        draw_shape(surface, HERO_SHAPES.get(hero, "circle"), (250, 240, 220), (base.right - mark, base.centery),
                   mark - 1)
    return rects
