"""The tutorial's callout: a box of words placed clear of the widgets and the cards on screen, with
an arrow to the thing it explains."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from .layout import Layout
from .look import GOLD, swing

if TYPE_CHECKING:
    from .app import App

# --- the callout: a box with an arrow ---------------------------------------------------------

def stage(scene: Any, lay: Layout, size: tuple[int, int]) -> pygame.Rect:
    """Where a callout may go on this scene: the map (clear of the side panel and the turn banner), the
    combat table below its heading, else the window."""
    if scene.name == "explore" and hasattr(scene, "map_area"):
        return scene.map_area()
    L = getattr(scene, "L", None)
    if scene.name == "combat" and L is not None:
        top = L.px(10) + lay.line(19) + lay.u(8)
        return pygame.Rect(L.table.x, top, L.table.width, L.size[1] - top)
    return pygame.Rect((0, 0), size)


def keep_clear(app: App, scene: Any) -> list[pygame.Rect]:
    """What a callout should not hide: the scene's widgets and the cards it draws (the close-up's spots,
    the combat table's hand, pairs and Monster Cards), the map's hinted square, hint note and carried
    tile, and the squares the carried tile may go to."""
    rects = widget_rects(app, scene)
    rects += [r for r, _ in getattr(scene, "spots", [])] + [r for r, *_ in getattr(scene, "clicks", [])]
    rects += [r for r, *_ in getattr(scene, "hand_rects", [])] + [r for r, *_ in getattr(scene, "pair_rects", [])]
    rects += list(getattr(scene, "foe_rects", {}).values())
    keep = getattr(scene, "popup_keep_clear", None)  # the map's hinted square, the carried tile (issue 39)
    if callable(keep):
        rects += list(keep())
    camera = getattr(scene, "camera", None)
    if getattr(scene, "held", False) and camera is not None:  # where the carried tile may go: the green squares
        rects += [camera.square_rect(*sq) for sq in scene.legal_squares()]
    return [r for r in rects if isinstance(r, pygame.Rect)]


def widget_rects(app: App, scene: Any) -> list[pygame.Rect]:
    """The scene's visible widgets: a callout never lies over one."""
    root = getattr(scene, "root", None)
    out = []
    for el in app.manager.get_sprite_group().sprites():
        if el is root or not el.visible or not el.alive():
            continue
        if getattr(el, "ui_container", None) is root:
            out.append(el.rect)
    return out


def place_box(size: tuple[int, int], target: pygame.Rect | None, area: pygame.Rect,
              avoid: list[pygame.Rect], gap: int) -> pygame.Rect:
    """The callout's box: beside the target (right, left, below, above), inside `area`, clear of the
    target and of `avoid`; the candidate covering least of them when none is clear."""
    box = pygame.Rect((0, 0), size)
    if target is None:  # a closing word: at the top of the stage, clear of the map's middle
        box.midtop = (area.centerx, area.y + gap)
        return box.clamp(area)
    area = area.copy()  # a target outside the stage (the side panel): keep the arrow's length from it
    if target.left >= area.right:
        area.width -= gap
    elif target.right <= area.left:
        area.width -= gap
        area.x += gap
    if target.top >= area.bottom:
        area.height -= gap
    candidates = []
    for side in ("right", "left", "below", "above"):
        b = box.copy()
        if side == "right":
            b.midleft = (target.right + gap, target.centery)
        elif side == "left":
            b.midright = (target.left - gap, target.centery)
        elif side == "below":
            b.midtop = (target.centerx, target.bottom + gap)
        else:
            b.midbottom = (target.centerx, target.top - gap)
        candidates.append(b.clamp(area))
    inner = area.inflate(-2 * gap, -2 * gap) if area.width > 2 * gap and area.height > 2 * gap else area
    for corner in ("topleft", "topright", "bottomleft", "bottomright", "midtop", "midbottom"):
        b = box.copy()
        setattr(b, corner, getattr(inner, corner))
        candidates.append(b.clamp(area))

    def covered(b: pygame.Rect) -> tuple[int, float]:
        """What it would hide (the target and `avoid`), then how far it is from the target."""
        clip = [b.clip(r) for r in [target, *avoid]]
        return sum(c.width * c.height for c in clip), math.dist(b.center, target.center)
    return min(candidates, key=covered)


def draw_arrow(surface: pygame.Surface, box: pygame.Rect, target: pygame.Rect, width: int, t: float) -> None:
    """A gold arrow from the box's edge to the target's, and a pulsing frame around the target."""
    tip_x = min(max(box.centerx, target.left), target.right)
    tip_y = min(max(box.centery, target.top), target.bottom)
    start = (min(max(tip_x, box.left), box.right), min(max(tip_y, box.top), box.bottom))
    if box.colliderect(target):
        start = box.center
    pulse = int(4 * swing(t, 5))
    pygame.draw.rect(surface, GOLD, target.inflate(pulse * 2, pulse * 2), width, border_radius=6)
    dx, dy = tip_x - start[0], tip_y - start[1]
    length = math.hypot(dx, dy)
    if length < width * 4:
        return
    ux, uy = dx / length, dy / length
    head = width * 4
    base = (tip_x - ux * head, tip_y - uy * head)
    pygame.draw.line(surface, GOLD, start, base, width)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, GOLD, [(tip_x, tip_y), left, right])


@dataclass
class Callout:
    """Where the callout of the lesson shown was last drawn (tests and clicks read it)."""
    box: pygame.Rect
    target: pygame.Rect | None
    button: pygame.Rect | None
