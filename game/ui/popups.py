"""Pop-ups that never pile up (issue 39): a widget's tooltip goes where it covers neither what it is
about nor another pop-up.

Each frame, after the widgets have updated, the App hands every tooltip shown (pygame_gui's own, and a
scene's, like the map's element tooltip) to `arrange()`. A tooltip is placed beside its target (below,
above, right, left, slid along the side) where it covers none of: the target itself, the tutorial's
callout and what it points at, a first-time tip, the card close-up, what the scene keeps clear
(`popup_keep_clear()`: the map's hinted square, the carried tile and its reason, the hint's note), and
another tooltip; if it can, none of the scene's other buttons either (the title's next button, the
setup's next option). Where no place is clear it goes: one pop-up at a time. While a card's
close-up shows, or a window (rules, settings, shortcuts) is open over the scene, the scene's
tooltips go.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UIHorizontalSlider,
    UISelectionList,
    UITextEntryLine,
    UITooltip,
)

GAP = 6  # pixels between a tooltip and its target
NARROWEST = 180  # a tooltip is rewrapped down to this width to fit beside its target
CONTROLS = (UIButton, UIDropDownMenu, UIHorizontalSlider, UISelectionList, UITextEntryLine)


def others(app: Any) -> list[pygame.Rect]:
    """The pop-ups and marks a tooltip must leave in view."""
    out: list[pygame.Rect] = []
    guide = app.guide
    if guide.teaching and guide.callout is not None:
        out.append(guide.callout.box)
        if guide.callout.target is not None:
            out.append(guide.callout.target)
    if guide.tips.key is not None and guide.tips.rect is not None:
        out.append(guide.tips.rect)
    if app.closeup.drawn is not None:
        out.append(app.closeup.drawn)
    keep = getattr(app.scene, "popup_keep_clear", None)
    if callable(keep):
        out += [pygame.Rect(r) for r in keep()]
    return out


def shown_tooltips(app: Any) -> list[tuple[Any, pygame.Rect, Any]]:
    """Every live tooltip with the rect of what it is about (and the widget it belongs to)."""
    found: list[tuple[Any, pygame.Rect, Any]] = []
    sprites = app.manager.get_sprite_group().sprites()
    for el in sprites:
        tip = getattr(el, "tool_tip", None)
        if isinstance(tip, UITooltip) and tip.alive():
            found.append((tip, pygame.Rect(el.rect), el))
    scene_tip = getattr(app.scene, "tooltip", None)
    target = getattr(app.scene, "tooltip_target", None)
    if isinstance(scene_tip, UITooltip) and scene_tip.alive() and callable(target):
        rect = target()
        if rect is not None:
            found.append((scene_tip, pygame.Rect(rect), None))
    return found


def widget_rects(app: Any, besides: pygame.Rect) -> list[pygame.Rect]:
    """The scene's visible controls and drawn cards other than the target (kept clear when there is
    room)."""
    root = getattr(app.scene, "root", None)
    out = []
    for el in app.manager.get_sprite_group().sprites():
        if not isinstance(el, CONTROLS) or not getattr(el, "visible", True) or not el.alive():
            continue
        if getattr(el, "ui_container", None) is root and el.rect != besides and el.rect.width * el.rect.height:
            out.append(pygame.Rect(el.rect))
    spots = getattr(app.scene, "card_spots", None)  # the cards and names the scene draws (a hero's row)
    if callable(spots):
        out += [pygame.Rect(r) for r, _ in spots() if not pygame.Rect(r).colliderect(besides)]
    return out


def candidates(size: tuple[int, int], target: pygame.Rect, window: pygame.Rect) -> list[pygame.Rect]:
    """Places beside `target`, nearest first: below, above, right, left, each slid along its side."""
    w, h = size
    out = []
    for dx in (0, -w // 2, w // 2, -w, w):
        for x, y in ((target.left + dx, target.bottom + GAP), (target.left + dx, target.top - GAP - h)):
            out.append(pygame.Rect(x, y, w, h))
    for dy in (0, -h // 2, h // 2, -h, h):
        for x in (target.right + GAP, target.left - GAP - w):
            out.append(pygame.Rect(x, target.top + dy, w, h))
    inside = window.inflate(-4, -4)
    return [r.clamp(inside) for r in out]


def place(size: tuple[int, int], target: pygame.Rect, window: pygame.Rect, strict: Iterable[pygame.Rect],
          soft: Iterable[pygame.Rect]) -> pygame.Rect | None:
    """The first place beside `target` clear of it and of `strict`, and of `soft` if any place is (the
    nearest on a grid over the window when no place right beside it is)."""
    strict, soft = [target, *strict], list(soft)
    clear = [r for r in candidates(size, target, window) if r.collidelist(strict) < 0]
    best = next((r for r in clear if r.collidelist(soft) < 0), None)
    if best is None:
        best = _nearest_clear(size, target, window, [*strict, *soft])
    return best or (clear[0] if clear else None)


def _nearest_clear(size: tuple[int, int], target: pygame.Rect, window: pygame.Rect,
                   avoid: list[pygame.Rect], step: int = 24) -> pygame.Rect | None:
    """The place nearest `target` (edge to edge) on a grid over the window that covers none of `avoid`."""
    w, h = size
    inside = window.inflate(-8, -8)
    best: tuple[int, pygame.Rect] | None = None
    for y in range(inside.top, inside.bottom - h + 1, step):
        for x in range(inside.left, inside.right - w + 1, step):
            r = pygame.Rect(x, y, w, h)
            if r.collidelist(avoid) >= 0:
                continue
            gap = max(0, r.left - target.right, target.left - r.right) + max(0, r.top - target.bottom,
                                                                              target.top - r.bottom)
            if best is None or gap < best[0]:
                best = (gap, r)
    return best[1] if best is not None else None


def arrange(app: Any) -> None:
    """Place (or hide) every tooltip shown, in turn, clear of the rest (see the module's note)."""
    tips = shown_tooltips(app)
    if not tips:
        return
    window = pygame.Rect((0, 0), app.size)
    taken = others(app)
    windows = app.overlays.any_open
    root = getattr(app.scene, "root", None)
    for tip, target, owner in tips:
        # a card's close-up, or a window (rules, settings, shortcuts) over the scene: the scene's
        # tooltips go (the window's own may show)
        if app.closeup.showing is not None or (windows and (owner is None or owner.ui_container is root)):
            spot = None
        else:
            soft = widget_rects(app, target)
            spot = place(tip.rect.size, target, window, taken, soft)
            if owner is not None and (spot is None or spot.collidelist(soft) >= 0):
                tip, spot = _narrower(app, owner, tip, target, window, taken, soft) or (tip, spot)
        if spot is None:  # no room: it goes (a widget's does not come back until hovered again)
            tip.kill()
            if owner is None:
                app.scene.tooltip = None
            continue
        if tip.rect.topleft != spot.topleft:
            tip.set_position(spot.topleft)
        taken.append(spot)


def _narrower(app: Any, owner: Any, tip: Any, target: pygame.Rect, window: pygame.Rect,
              strict: list[pygame.Rect], soft: list[pygame.Rect]) -> tuple[Any, pygame.Rect] | None:
    """The widget's tooltip wrapped narrower to fit beside it clear of the other controls (a column of
    buttons at 150 %: a wide tooltip covers the next one wherever it goes)."""
    room = max(target.left - GAP - 4, window.right - target.right - GAP - 4)
    width = min(room, tip.rect.width - 1)
    if width < NARROWEST:
        return None
    narrow = app.manager.create_tool_tip(text=owner.tool_tip_text, position=target.center,
                                         hover_distance=(0, target.height // 2), parent_element=owner,
                                         object_id=getattr(owner, "tool_tip_object_id", None), wrap_width=width,
                                         text_kwargs=getattr(owner, "tool_tip_text_kwargs", None))
    spot = place(narrow.rect.size, target, window, strict, soft)
    if spot is None or spot.collidelist(soft) >= 0:
        narrow.kill()
        return None
    tip.kill()
    owner.tool_tip = narrow
    owner.tool_tip_wrap_width = width  # (kept for the next time it shows)
    return narrow, spot


def draw_on_top(surface: pygame.Surface, manager: Any) -> None:
    """The tooltips shown, drawn again over everything: pygame_gui draws them with the widgets, under
    what the scene and the App draw over those afterwards (the check boxes' ticks, the online strip,
    the focus ring). Each tooltip's own parts (its text box) with it, in their layer order."""
    group = manager.get_sprite_group()
    tips = [s for s in group.sprites() if isinstance(s, UITooltip) and s.visible and s.alive()]
    if not tips:
        return
    low = min(t.layer for t in tips)
    for sprite in group.sprites():  # in layer order, the tooltips' text boxes above their frames
        if sprite.visible and sprite.image is not None and sprite.layer >= low:
            surface.blit(*sprite.blit_data)
