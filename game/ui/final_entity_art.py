"""The Final Entity drawn as one creature: its tail, body and two heads (the sprites tools/make_art.py
made for each part) joined by necks, each part's health and armor written beside it.

The three Heads I, three Heads II and three Bodies give 27 creatures; each part keeps its own sprite,
so every combination looks different. A part at 0 health is drawn dark and crossed out.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import N_, _, content_text

from . import portraits
from .look import font
from .surface_cache import MIB, cached_surface

# Where each part sits on the creature, in art pixels (the sprites are 42x36 heads, 59x46 bodies,
# 52x31 tails); the creature faces right: tail on the left, heads up and forward on the right.
CANVAS = (184, 92)
PLACES = {"tail": (4, 52), "body": (44, 44), "head1": (112, 0), "head2": (140, 40)}
# each neck: from the body, through a control point, to the back of the head (a quadratic curve)
NECKS = {"head1": ((86, 62), (94, 30), (124, 26)), "head2": ((92, 74), (122, 58), (152, 64))}
NECK_WIDTH = (12, 8)  # at the body, at the head
NECK_COLOURS = {"body-of-scales": (70, 90, 70), "body-of-coils": (110, 70, 90), "body-of-the-heart": (90, 50, 46)}
INK = (18, 12, 16)
LABEL_INK = (240, 226, 192)
HURT = (220, 70, 60)
PART_NAMES = {"head1": N_("Head I"), "head2": N_("Head II"), "body": N_("Body"), "tail": N_("Tail")}  # shown with _()


def part_label(slot: str) -> str:
    """A part's place on the creature in the player's language ("Head I", "Kopf I")."""
    return _(PART_NAMES[slot]) if slot in PART_NAMES else slot


def health_words(health: int, full: int) -> str:
    return _("{health}/{full} health").format(health=health, full=full)


def one_line(s: PartState) -> str:
    """A part's label on one line (the small creature): place, health or defeated, armor."""
    if s.health <= 0:
        return _("{part}: defeated").format(part=part_label(s.slot))
    if s.armor:
        return _("{part}: {health}/{full} · armor {armor}").format(part=part_label(s.slot), health=s.health,
                                                                   full=s.max_health, armor=s.armor)
    return _("{part}: {health}/{full}").format(part=part_label(s.slot), health=s.health, full=s.max_health)


@dataclass(frozen=True)
class PartState:
    part_id: str
    slot: str  # head1, head2, body, tail
    health: int
    max_health: int
    armor: int
    name: str = ""


@dataclass
class EntityView:
    surface: pygame.Surface
    spots: list[tuple[pygame.Rect, str]]  # each part's rect on `surface` and its part id


def _neck_points(neck: tuple[tuple[int, int], ...], steps: int = 24) -> list[tuple[float, float, float]]:
    """Points along a neck with the radius at each: (x, y, r)."""
    (ax, ay), (cx, cy), (bx, by) = neck
    out = []
    for i in range(steps + 1):
        t = i / steps
        x = (1 - t) ** 2 * ax + 2 * (1 - t) * t * cx + t * t * bx
        y = (1 - t) ** 2 * ay + 2 * (1 - t) * t * cy + t * t * by
        out.append((x, y, (NECK_WIDTH[0] + (NECK_WIDTH[1] - NECK_WIDTH[0]) * t) / 2))
    return out


def _draw_necks(art: pygame.Surface, slots: list[str], colour: tuple[int, int, int]) -> None:
    """Outlined, shaded necks (drawn in art pixels, like the sprites)."""
    dark = tuple(max(0, c - 40) for c in colour)
    light = tuple(min(255, c + 40) for c in colour)
    necks = [_neck_points(NECKS[s]) for s in slots if s in NECKS]
    for pts in necks:
        for x, y, r in pts:
            pygame.draw.circle(art, INK, (x, y), r + 1)
    for pts in necks:
        for x, y, r in pts:
            pygame.draw.circle(art, dark, (x, y), r)
        for x, y, r in pts:
            pygame.draw.circle(art, colour, (x - 1, y - 1), r - 1.5)
        for i, (x, y, r) in enumerate(pts):
            if i % 3 == 0:
                pygame.draw.circle(art, light, (x - r * 0.35, y - r * 0.55), 1)


def creature(parts: tuple[tuple[str, str, bool], ...], scale: int) -> tuple[pygame.Surface, dict[str, pygame.Rect]]:
    """The assembled creature, `scale` screen pixels per art pixel, and each slot's rect on it.
    `parts`: (slot, part id, defeated)."""
    return _creature(parts, max(1, scale))


@cached_surface(8 * MIB)
def _creature_surface(parts: tuple[tuple[str, str, bool], ...], scale: int) -> pygame.Surface:
    art = pygame.Surface(CANVAS, pygame.SRCALPHA)
    sprites = {slot: (portraits.entity_sprite(pid, 1), dead) for slot, pid, dead in parts}
    body_id = next((pid for slot, pid, _dead in parts if slot == "body"), "")
    _draw_necks(art, list(sprites), NECK_COLOURS.get(body_id, (90, 70, 70)))
    for slot in ("tail", "body", "head2", "head1"):
        if slot not in sprites or sprites[slot][0] is None:
            continue
        spr, dead = sprites[slot]
        assert spr is not None
        if slot == "tail":
            spr = pygame.transform.flip(spr, True, False)
        if dead:
            spr = spr.copy()
            spr.fill((70, 60, 70, 255), special_flags=pygame.BLEND_RGBA_MULT)
        art.blit(spr, PLACES[slot])
    out = pygame.transform.scale(art, (CANVAS[0] * scale, CANVAS[1] * scale))
    return out.convert_alpha() if pygame.display.get_surface() is not None else out


def _creature(parts: tuple[tuple[str, str, bool], ...], scale: int) -> tuple[pygame.Surface, dict[str, pygame.Rect]]:
    surf = _creature_surface(parts, scale)
    rects: dict[str, pygame.Rect] = {}
    for slot, pid, _dead in parts:
        spr = portraits.entity_sprite(pid, 1)
        if spr is None:
            continue
        box = spr.get_bounding_rect().move(PLACES[slot])
        if slot == "tail":
            box.x = PLACES[slot][0] + spr.get_width() - (box.right - PLACES[slot][0])
        rects[slot] = pygame.Rect(box.x * scale, box.y * scale, box.width * scale, box.height * scale)
    return surf, rects


def entity_view(states: list[PartState], height: int) -> EntityView:
    """The creature at about `height` pixels tall with a label beside each part: its name, its health
    (current / full) and its armor; the label of a defeated part says so."""
    scale = max(1, height // CANVAS[1])
    parts = tuple((s.slot, s.part_id, s.health <= 0) for s in states)
    body, rects = creature(parts, scale)
    f = font(max(11, 4 * scale + 3), True)
    small = font(max(10, 3 * scale + 4))
    widths = [small.size(content_text(s.name, s.part_id))[0] for s in states] + [small.size(health_words(99, 99))[0]]
    if scale == 1:  # one line a part: the whole line has its room ("Head II: 54/54 · armor 1" was cut)
        widths += [small.size(one_line(s))[0] for s in states]
    label_w = max([*widths, 100])
    pad = label_w + 12
    out = pygame.Surface((body.get_width() + 2 * pad, body.get_height() + 8), pygame.SRCALPHA)
    out.blit(body, (pad, 4))
    spots: list[tuple[pygame.Rect, str]] = []
    # labels: tail and body on the left, the heads on the right
    for s in states:
        r = rects.get(s.slot)
        if r is None:
            continue
        r = r.move(pad, 4)
        spots.append((r, s.part_id))
        right = s.slot.startswith("head")
        if scale == 1:  # small: one line a part, so the labels of the body and tail never meet
            hurt = s.health < s.max_health
            lines = [(one_line(s), small, HURT if hurt else LABEL_INK)]
        else:
            lines = [(part_label(s.slot), f, LABEL_INK)]
            if s.name:
                lines.append((content_text(s.name, s.part_id), small, (200, 186, 160)))
            if s.health <= 0:
                lines.append((_("defeated"), small, HURT))
            else:
                lines.append((health_words(s.health, s.max_health), small,
                              LABEL_INK if s.health == s.max_health else HURT))
                if s.armor:
                    lines.append((_("armor {n}").format(n=s.armor), small, (170, 200, 230)))
        block = sum(ft.get_linesize() for _words, ft, _colour in lines)
        # the body's label sits at the left above the tail, the tail's beside the tail
        y = max(0, r.top - block) if s.slot == "body" else r.centery - block // 2
        for words, ft, colour in lines:
            img = ft.render(words, True, colour)
            at = img.get_rect(topleft=(r.right + 8, y)) if right else img.get_rect(topright=(pad + 2 * scale, y))
            out.blit(ft.render(words, True, (0, 0, 0)), at.move(1, 1))
            out.blit(img, at)
            y += ft.get_linesize()
        if s.health <= 0:
            pygame.draw.line(out, HURT, r.topleft, r.bottomright, 3)
            pygame.draw.line(out, HURT, r.bottomleft, r.topright, 3)
    return EntityView(out, spots)


def part_states(game: object, foe: object) -> list[PartState]:
    """The Final Entity's parts in a fight: slot, health and armor of each (from the rules)."""
    from game.rules import foe_armor
    content = getattr(game, "content")  # noqa: B009
    out = []
    for i, pid in enumerate(getattr(foe, "parts")):  # noqa: B009
        part = content.monsters.entity_parts[pid]
        out.append(PartState(pid, part.part, foe.health[i], foe.max_health[i],  # type: ignore[attr-defined]
                             foe_armor(game, foe, i), part.name))  # type: ignore[arg-type]
    return out
