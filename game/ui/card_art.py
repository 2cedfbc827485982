"""Cards drawn from the card data: a frame per card kind and Ecology, title, type line, values,
health triple, ability text and XP coin. Surfaces are cached per card and size."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from .look import GOLD, HERO_COLOURS, font

DECK_COLOURS = {"light": (150, 170, 190), "medium": (200, 150, 80), "heavy": (170, 60, 60)}
DECK_NUMERALS = {"light": "I", "medium": "II", "heavy": "III"}
ECOLOGY_FRAMES = {"ruins": (150, 110, 60), "caverns": (60, 110, 130), "subterranean": (110, 100, 140)}
PARCHMENT = (236, 222, 190)
INKY = (40, 30, 22)


def wrap(words: str, f: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    for para in words.split("\n"):
        line = ""
        for word in para.split():
            trial = (line + " " + word).strip()
            if f.size(trial)[0] > width and line:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def _frame(size: tuple[int, int], edge: tuple[int, int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 140), pygame.Rect(3, 4, w - 3, h - 4), border_radius=10)
    pygame.draw.rect(surf, edge, pygame.Rect(0, 0, w - 3, h - 4), border_radius=10)
    pygame.draw.rect(surf, PARCHMENT, pygame.Rect(5, 5, w - 13, h - 14), border_radius=7)
    pygame.draw.rect(surf, tuple(max(0, c - 60) for c in edge), pygame.Rect(0, 0, w - 3, h - 4), 2, border_radius=10)
    return surf


def _diamond(surf: pygame.Surface, centre: tuple[int, int], r: int, colour: tuple[int, int, int]) -> None:
    cx, cy = centre
    pygame.draw.polygon(surf, colour, [(cx, cy - r), (cx + r * 0.7, cy), (cx, cy + r), (cx - r * 0.7, cy)])
    pygame.draw.polygon(surf, INKY, [(cx, cy - r), (cx + r * 0.7, cy), (cx, cy + r), (cx - r * 0.7, cy)], 2)


@lru_cache(maxsize=512)
def action_card(card: str, width: int = 84) -> pygame.Surface:
    """A hero or monster Action Card ("fighter:5a", "fighter:power1", "light:3b", "heavy:power")."""
    owner, _, face = card.partition(":")
    h = int(width * 1.4)
    if owner in DECK_COLOURS:
        edge = DECK_COLOURS[owner]
        corner = DECK_NUMERALS[owner]
    else:
        edge = HERO_COLOURS.get(owner, (120, 120, 120))
        corner = owner[:1].upper()
    surf = _frame((width, h), edge)
    inner = pygame.Rect(5, 5, width - 13, h - 14)
    if face.startswith("power"):
        _diamond(surf, inner.center, int(width * 0.28), (120, 70, 200) if owner in DECK_COLOURS else GOLD)
        label = font(max(9, width // 8), True).render("POWER", True, INKY)
        surf.blit(label, label.get_rect(midbottom=(inner.centerx, inner.bottom - 4)))
    else:
        value = "".join(ch for ch in face.removeprefix("item-") if ch.isdigit())
        big = font(int(width * 0.55), True)
        img = big.render(value, True, INKY)
        surf.blit(img, img.get_rect(center=inner.center))
        if face.startswith("item-"):  # "a small chest icon sits below the face value"
            chest = pygame.Rect(0, 0, width // 5, width // 7)
            chest.midtop = (inner.centerx, inner.centery + int(width * 0.32))
            pygame.draw.rect(surf, (150, 100, 40), chest, border_radius=2)
            pygame.draw.rect(surf, INKY, chest, 1, border_radius=2)
    small = font(max(9, width // 7), True)
    tag = small.render(corner, True, edge if owner not in HERO_COLOURS else INKY)
    surf.blit(tag, (inner.x + 4, inner.y + 2))
    return surf


@lru_cache(maxsize=128)
def _monster_card(card_id: str, name: str, type_line: str, health: tuple[int, ...], column: int,
                  text: str, xp: int, frame: tuple[int, int, int], width: int) -> pygame.Surface:
    h = int(width * 1.4)
    surf = _frame((width, h), frame)
    inner = pygame.Rect(5, 5, width - 13, h - 14)
    title_f = font(max(11, width // 12), True)
    y = inner.y + 4
    for line in wrap(name, title_f, inner.width - 8)[:2]:
        img = title_f.render(line, True, INKY)
        surf.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += title_f.get_linesize() - 2
    type_f = font(max(9, width // 16), False, True)
    img = type_f.render(type_line, True, (90, 70, 50))
    surf.blit(img, img.get_rect(midtop=(inner.centerx, y)))
    y += type_f.get_linesize() + 2
    # the health triple: one value per hero count; the column for this party is highlighted
    if health:
        box_w = (inner.width - 16) // len(health)
        for i, v in enumerate(health):
            r = pygame.Rect(inner.x + 8 + i * box_w, y, box_w - 4, max(16, width // 9))
            on = i == column
            pygame.draw.rect(surf, (150, 40, 40) if on else (210, 190, 160), r, border_radius=4)
            pygame.draw.rect(surf, INKY, r, 2 if on else 1, border_radius=4)
            num = font(max(10, width // 12), True).render(str(v), True, PARCHMENT if on else INKY)
            surf.blit(num, num.get_rect(center=r.center))
        y += max(16, width // 9) + 6
    body_f = font(max(9, width // 17))
    for line in wrap(text, body_f, inner.width - 10):
        if y > inner.bottom - width // 6:
            break
        surf.blit(body_f.render(line, True, INKY), (inner.x + 5, y))
        y += body_f.get_linesize() - 1
    # the XP coin, lower right
    coin = (inner.right - width // 9, inner.bottom - width // 9)
    pygame.draw.circle(surf, (220, 180, 60), coin, width // 11)
    pygame.draw.circle(surf, INKY, coin, width // 11, 2)
    num = font(max(10, width // 12), True).render(str(xp), True, INKY)
    surf.blit(num, num.get_rect(center=coin))
    return surf


def monster_card(monster: Any, heroes: int, ecology: str, width: int = 180) -> pygame.Surface:
    """A Monster / Stair Guardian card from its MonsterDef (or a Final Entity part)."""
    kind = getattr(monster, "type", "") or getattr(monster, "part", "")
    difficulty = getattr(monster, "difficulty", "")
    count = getattr(monster, "count", 1)
    type_line = " · ".join(x for x in (str(kind).capitalize() + (f" x{count}" if count > 1 else ""),
                                        DECK_NUMERALS.get(str(difficulty), "")) if x)
    abilities = getattr(monster, "abilities", []) or []
    text = "\n".join(f"{a.name}: {a.text}" for a in abilities) or getattr(monster, "description", "")
    health = tuple(getattr(monster, "health", []) or [])
    return _monster_card(getattr(monster, "id", "?"), monster.name, type_line, health,
                         min(heroes, len(health)) - 1 if health else -1, text, int(getattr(monster, "xp", 0)),
                         ECOLOGY_FRAMES.get(ecology, (120, 100, 80)), width)


def card_back(width: int = 84, colour: tuple[int, int, int] = (70, 50, 40)) -> pygame.Surface:
    h = int(width * 1.4)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, pygame.Rect(0, 0, width - 3, h - 4), border_radius=10)
    pygame.draw.rect(surf, GOLD, pygame.Rect(4, 4, width - 11, h - 12), 2, border_radius=8)
    _diamond(surf, (width // 2 - 1, h // 2 - 2), width // 5, (90, 70, 50))
    return surf
