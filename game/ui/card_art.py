"""Cards drawn from the card data, laid out as printed cards: a frame per card kind and Ecology, the
title, the picture (game/ui/portraits.py), the type line, the health triple, the rules text with each
ability's name in bold, the flavour line in italics (monster description, item lore, Fabled Blade
legend) and the XP coin. `plan_card` fits the text to the card's width (it lists anything that
would not fit; tests/ui/test_card_art.py renders every card at every size the UI uses). Surfaces are
cached per card and size."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from game.rules import (
    DECK_NUMERALS,
    TYPE_WORDS,
    Content,
    FoeRole,
    card_owner,
    card_value,
    foe_role,
    is_item_card,
    is_power,
    load_content,
    plural,
)

from . import portraits
from .look import GOLD, HERO_COLOURS, HERO_TITLES, font
from .surface_cache import MIB, cached_surface

DECK_COLOURS = {"light": (150, 170, 190), "medium": (200, 150, 80), "heavy": (170, 60, 60)}
ECOLOGY_FRAMES = {"ruins": (150, 110, 60), "caverns": (60, 110, 130), "subterranean": (110, 100, 140)}
PARCHMENT = (236, 222, 190)
INKY = (40, 30, 22)


def wrap(words: str, f: pygame.font.Font, width: int) -> list[str]:
    """Words in lines no wider than `width`; a word too wide on its own breaks after a hyphen."""
    lines: list[str] = []
    for para in words.split("\n"):
        line = ""
        for word in para.split():
            pieces = [word]
            if f.size(word)[0] > width and "-" in word.strip("-"):
                pieces = [p + "-" for p in word.split("-")[:-1]] + [word.split("-")[-1]]
            for i, piece in enumerate(pieces):
                joint = "" if i > 0 or not line else " "
                trial = line + joint + piece
                if f.size(trial)[0] > width and line:
                    lines.append(line)
                    line = piece
                else:
                    line = trial
        lines.append(line)
    return lines


def _ready(surf: pygame.Surface) -> pygame.Surface:
    """A finished card in the display's pixel format (faster blits; alpha kept for the rounded corners)."""
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


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


@cached_surface(8 * MIB)
def action_card(card: str, width: int = 84) -> pygame.Surface:
    """A hero or monster Action Card ("fighter:5a", "fighter:power1", "light:3b", "heavy:power")."""
    owner = card_owner(card)
    h = int(width * 1.4)
    if owner in DECK_COLOURS:
        edge = DECK_COLOURS[owner]
        corner = DECK_NUMERALS[owner]
    else:
        edge = HERO_COLOURS.get(owner, (120, 120, 120))
        corner = owner[:1].upper()
    surf = _frame((width, h), edge)
    inner = pygame.Rect(5, 5, width - 13, h - 14)
    if is_power(card):
        _diamond(surf, inner.center, int(width * 0.28), (120, 70, 200) if owner in DECK_COLOURS else GOLD)
        label = font(max(9, width // 8), True).render("POWER", True, INKY)
        surf.blit(label, label.get_rect(midbottom=(inner.centerx, inner.bottom - 4)))
    else:
        value = str(card_value(card))
        big = font(int(width * 0.55), True)
        img = big.render(value, True, INKY)
        surf.blit(img, img.get_rect(center=inner.center))
        if is_item_card(card):  # "a small chest icon sits below the face value"
            chest = pygame.Rect(0, 0, width // 5, width // 7)
            chest.midtop = (inner.centerx, inner.centery + int(width * 0.32))
            pygame.draw.rect(surf, (150, 100, 40), chest, border_radius=2)
            pygame.draw.rect(surf, INKY, chest, 1, border_radius=2)
    small = font(max(9, width // 7), True)
    corner = corner_words(owner, corner, inner.width - 8, lambda w: small.size(w)[0])
    tag = small.render(corner, True, edge if owner not in HERO_COLOURS else INKY)
    surf.blit(tag, (inner.x + 4, inner.y + 2))
    return _ready(surf)


OWNER_WORDS = {"light": "Light", "medium": "Medium", "heavy": "Heavy"}


def corner_words(owner: str, letter: str, room: int, measure: Callable[[str], int]) -> str:
    """An Action Card's corner: whose card it is in a word ("Fighter", "Light" for the Light monster
    deck) where the word fits, else its letter or numeral (issue 39: a lone F, I or W said nothing)."""
    word = OWNER_WORDS.get(owner) or HERO_TITLES.get(owner, "")
    return word if word and measure(word) <= room else letter


# --- the printed cards: picture on top, stats, rules text, an italic flavour line ---------------

Rgb = tuple[int, int, int]
CLOSEUP_MIN = 224  # the smallest close-up (closeup.CLOSEUP_WIDTH at 80 % UI scale)
TEXT_MARGIN = 5  # between the parchment's edge and the text
MIN_BODY = 8  # the smallest rules text a card is set in (px) before its picture gives up room
FLAVOUR_INK = (96, 74, 56)


@dataclass(frozen=True)
class CardFace:
    """Everything printed on a Monster, Item, Ability, Feature or Legendary Location card."""

    title: str
    type_line: str
    rules: tuple[tuple[str, str], ...]  # paragraphs: (bold lead such as an ability name, text)
    frame: Rgb
    band: Rgb
    flavour: str = ""
    portrait: str = ""  # a portraits id: the picture on top
    icon: str = ""  # an icon id (items, abilities) when there is no portrait
    health: tuple[int, ...] = ()
    column: int = -1
    states: tuple[tuple[int, int, int], ...] = ()
    state_col: int = -1
    xp: int | None = None
    footer: str = ""  # a line at the foot (the Legendary Location's next pile)


@dataclass
class CardPlan:
    """Where everything goes on one card at one width, and what did not fit."""

    width: int
    title_f: pygame.font.Font
    title_lines: list[str]
    type_f: pygame.font.Font
    type_lines: list[str]
    pic_h: int
    body_size: int
    rules_lines: list[list[tuple[str, bool]]]
    flavour_lines: list[str]
    clipped: list[str] = field(default_factory=list)  # text that would not fit (must stay empty)
    flavour_dropped: bool = False  # the flavour line left for the close-up (small cards)
    thumbnail: bool = False  # too small for the rules text: shown whole in the close-up


@lru_cache(maxsize=4096)
def _fit_lines(words: str, bold: bool, italic: bool, start: int, width: int, max_lines: int,
               smallest: int) -> tuple[pygame.font.Font, list[str], bool]:
    """The largest font from `start` down to `smallest` that sets `words` in at most `max_lines` lines
    with no word wider than `width`; (font, lines, fits)."""
    size = start
    while True:
        f = font(size, bold, italic)
        lines = wrap(words, f, width)
        fits = len(lines) <= max_lines and all(f.size(line)[0] <= width for line in lines)
        if fits or size <= smallest:
            return f, lines, fits
        size -= 1


@lru_cache(maxsize=2048)
def _wrap_cached(words: str, size: int, italic: bool, width: int) -> list[str]:
    return wrap(words, font(size, False, italic), width)


@lru_cache(maxsize=4096)
def wrap_rich(paras: tuple[tuple[str, str], ...], size: int, width: int) -> list[list[tuple[str, bool]]]:
    """Rules text in lines of (words, bold) runs: each paragraph's lead in bold, its text regular.
    (Cached: a card's layout tries several sizes; callers must not change the lists.)"""
    regular, bold = font(size), font(size, True)
    lines: list[list[tuple[str, bool]]] = []
    for lead, body in paras:
        line: list[tuple[str, bool]] = []
        used = 0
        if lead and lead[-1] not in ".:!?":  # "Sudden Reach:" but a numbered choice stays "1."
            lead += ":"
        tokens = [(w, True) for w in lead.split()] if lead else []
        tokens += [(w, False) for w in body.split()]
        for word, is_bold in tokens:
            f = bold if is_bold else regular
            gap = regular.size(" ")[0] if line else 0
            wide = f.size(word)[0]
            if line and used + gap + wide > width:
                lines.append(line)
                line, used, gap = [], 0, 0
            if line and line[-1][1] == is_bold:
                line[-1] = (line[-1][0] + " " + word, is_bold)
            else:
                line.append(((" " if line else "") + word, is_bold))
            used += gap + wide
        lines.append(line)
    return lines


def _rich_width(line: list[tuple[str, bool]], size: int) -> int:
    return sum(font(size, b).size(words)[0] for words, b in line)


def _inner(width: int) -> pygame.Rect:
    return pygame.Rect(5, 5, width - 13, int(width * 1.4) - 14)


def _coin_r(width: int) -> int:
    return max(7, width // 11)


def _row_h(width: int) -> int:
    """The height of the stat row: the health triple's boxes and the XP coin beside them."""
    return max(13, width // 9, 2 * _coin_r(width) + 2)


def health_label(column: int) -> str:
    """The words under a Monster card's health box: one box for each number of heroes."""
    return f"{column + 1} hero" if column == 0 else f"{column + 1} heroes"


def _health_label_size(width: int) -> int:
    return max(9, width // 22)


def _health_label_h(width: int) -> int:
    """The line under the health triple that names each box's party size: on a close-up only (a
    table card leaves the words to its close-up)."""
    return font(_health_label_size(width), True, True).get_linesize() if width >= CLOSEUP_MIN else 0


def _box_h(width: int) -> int:
    return max(13, width // 9)


def _coin_in_row(face: CardFace) -> bool:
    """A Monster card's XP coin sits at the end of its stat row (health triple, then XP)."""
    return bool(face.health) and face.xp is not None


def _bottom_reserve(face: CardFace, width: int, coin_below: bool) -> int:
    """The strip along the foot kept for the XP coin (when the picture cannot hold it), the footer and
    the health-state columns."""
    reserve = 4
    if (face.xp is not None and coin_below and not _coin_in_row(face)) or face.footer:
        reserve = 2 * _coin_r(width) + 6
    if face.states:
        reserve = max(reserve, _states_height(width) + 6)
    return reserve


def _title(face: CardFace, width: int) -> tuple[pygame.font.Font, list[str], bool]:
    """One line if the title fits one a little smaller, else two."""
    start, room = max(11, width // 12), _inner(width).width - 8
    f, lines, ok = _fit_lines(face.title, True, False, start, room, 1, max(8, start - 2))
    if ok:
        return f, lines, ok
    f, lines, ok = _fit_lines(face.title, True, False, start, room, 2, 8)
    return (f, lines, ok) if ok else _fit_lines(face.title, True, False, start, room, 3, 7)


def plan_card(face: CardFace, width: int) -> CardPlan:
    """Lay a card out at `width`: the title and type line shrink until they fit; then the picture, the
    rules text and the flavour share the rest: the picture gives up height first, then (on a card
    smaller than a close-up) the flavour is left to the close-up, then the text size steps down.
    A card too small for its rules text at any size is a thumbnail: title, picture, type line and
    XP, the text in its close-up. Title or type line that still do not fit are listed in `clipped`."""
    inner = _inner(width)
    text_w = inner.width - 2 * TEXT_MARGIN
    title_f, title_lines, title_ok = _title(face, width)
    type_f, type_lines, type_ok = _fit_lines(face.type_line, False, True, max(9, width // 16), text_w, 1, 8)
    for most in (2, 3):
        if not type_ok:
            type_f, type_lines, type_ok = _fit_lines(face.type_line, False, True, max(9, width // 16), text_w, most, 7)
    clipped = ([] if title_ok else [face.title]) + ([] if type_ok else [face.type_line])
    fixed = len(title_lines) * (title_f.get_linesize() - 2) + 8 + 3  # the title band
    fixed += len(type_lines) * type_f.get_linesize() + 4
    if face.health:
        fixed += _row_h(width) + 5 + _health_label_h(width)
    has_pic = bool(face.portrait or face.icon)
    pic_full = int((inner.width - 8) * (35 / 48)) if face.portrait else int(width * 0.3) if face.icon else 0
    pic_min = max(2 * _coin_r(width) + 4, int(width * 0.2)) if has_pic else 0
    nominal = max(9, width // 16)

    def need(size: int, flavour: bool) -> tuple[int, list[list[tuple[str, bool]]], list[str]]:
        rules = wrap_rich(face.rules, size, text_w)
        ls = font(size).get_linesize() - 1
        h = len(rules) * ls
        flav: list[str] = []
        if flavour and face.flavour:
            flav = _wrap_cached(face.flavour, size, True, text_w)
            h += 5 + len(flav) * ls
        return h, rules, flav

    fracs = (1.0, 0.85, 0.7, 0.55, 0.4, 0.0)
    pics = sorted({max(pic_min, int(pic_full * f)) for f in fracs}, reverse=True) if has_pic else [0]
    small = range(nominal - 2, MIN_BODY - 1, -1)
    tries: list[tuple[int, int, bool]] = []  # (picture height, text size, with flavour), best first
    tries += [(p, s, True) for s in (nominal, nominal - 1) for p in pics]
    if width < CLOSEUP_MIN:  # a small card leaves its flavour to the close-up before the rules shrink
        tries += [(p, s, False) for s in (nominal, nominal - 1) for p in pics]
    tries += [(p, s, True) for s in small for p in pics]
    tries += [(p, s, False) for s in range(nominal, MIN_BODY - 1, -1) for p in pics]
    tries += [(0, s, False) for s in range(nominal, MIN_BODY - 1, -1)]
    for pic_h, size, flavour in tries:
        gap = 6 if pic_h else 0
        avail = inner.height - fixed - _bottom_reserve(face, width, coin_below=not pic_h)
        h, rules, flav = need(size, flavour)
        if h + pic_h + gap <= avail:
            dropped = bool(face.flavour) and not flavour
            return CardPlan(width, title_f, title_lines, type_f, type_lines, pic_h, size, rules, flav, clipped,
                            dropped)
    # a thumbnail: the picture takes the room the text would have had
    avail = inner.height - fixed - _bottom_reserve(face, width, coin_below=False) - 6
    pic_h = min(pic_full, avail) if has_pic and avail >= pic_min else 0
    return CardPlan(width, title_f, title_lines, type_f, type_lines, pic_h, MIN_BODY, [], [], clipped,
                    bool(face.flavour), thumbnail=True)


@cached_surface(16 * MIB)
def draw_card(face: CardFace, width: int) -> pygame.Surface:
    """A card face at `width` (height 1.4 x width), laid out by plan_card."""
    return _ready(render_card(face, width)[0])


def render_card(face: CardFace, width: int) -> tuple[pygame.Surface, list[str]]:
    """The card drawn, and every piece of text that landed outside its room: off the parchment, across
    the picture, the XP coin, the footer or the health-state columns (empty when all fits)."""
    plan = plan_card(face, width)
    h = int(width * 1.4)
    surf = _frame((width, h), face.frame)
    inner = _inner(width)
    text_room = inner.inflate(-2 * TEXT_MARGIN + 2, 0)
    text_room.height = inner.height - _bottom_reserve(face, width, coin_below=not plan.pic_h) + 1
    blocked: list[pygame.Rect] = []
    bad: list[str] = []

    def put(img: pygame.Surface, rect: pygame.Rect, room: pygame.Rect, words: str) -> None:
        surf.blit(img, rect)
        ink = img.get_bounding_rect().move(rect.topleft)
        if ink.width and (not room.contains(ink) or any(ink.colliderect(b) for b in blocked)):
            bad.append(words)
    # the title band
    band_h = len(plan.title_lines) * (plan.title_f.get_linesize() - 2) + 8
    band_rect = pygame.Rect(inner.x, inner.y, inner.width, band_h)
    pygame.draw.rect(surf, face.band, band_rect, border_top_left_radius=7, border_top_right_radius=7)
    y = inner.y + 4
    for line in plan.title_lines:
        img = plan.title_f.render(line, True, PARCHMENT)
        put(img, img.get_rect(midtop=(inner.centerx, y)), band_rect.inflate(-4, 2), line)
        y += plan.title_f.get_linesize() - 2
    y = band_rect.bottom + 3
    # the picture
    if plan.pic_h:
        box = pygame.Rect(inner.x + 4, y, inner.width - 8, plan.pic_h)
        pic = portraits.portrait(face.portrait, box.width, box.height) if face.portrait else None
        if pic is not None:
            surf.blit(pic, box)
        else:
            pygame.draw.rect(surf, tuple(max(0, c - 26) for c in PARCHMENT), box, border_radius=4)
            ico = portraits.icon(face.icon, box.height - 6) if face.icon else None
            if ico is not None:
                surf.blit(ico, ico.get_rect(center=box.center))
        pygame.draw.rect(surf, INKY, box.inflate(2, 2), 1)
        if face.xp is not None and not _coin_in_row(face):  # on the picture's lower right corner
            r = _coin_r(width)
            _coin(surf, (box.right - r - 2, box.bottom - r - 2), width, face.xp)
        blocked.append(box.inflate(2, 2))
        y = box.bottom + 4
    # the type line
    for line in plan.type_lines:
        img = plan.type_f.render(line, True, (90, 70, 50))
        put(img, img.get_rect(midtop=(inner.centerx, y)), text_room, line)
        y += plan.type_f.get_linesize()
    pygame.draw.line(surf, face.band, (inner.x + 10, y + 1), (inner.right - 10, y + 1), 1)
    y += 4
    # the health triple: one value per hero count; the column for this party is highlighted
    if face.health:
        row_h = _row_h(width)
        coin_w = 2 * _coin_r(width) + 6 if _coin_in_row(face) else 0
        box_w = (inner.width - 16 - coin_w) // len(face.health)
        if coin_w:
            _coin(surf, (inner.right - 6 - _coin_r(width), y + row_h // 2), width, face.xp or 0)
        for i, v in enumerate(face.health):
            cell = pygame.Rect(inner.x + 8 + i * box_w, y + (row_h - _box_h(width)) // 2, box_w - 4, _box_h(width))
            on = i == face.column
            pygame.draw.rect(surf, (150, 40, 40) if on else (210, 190, 160), cell, border_radius=4)
            pygame.draw.rect(surf, INKY, cell, 2 if on else 1, border_radius=4)
            num = font(max(10, width // 12), True).render(str(v), True, PARCHMENT if on else INKY)
            surf.blit(num, num.get_rect(center=cell.center))
            if _health_label_h(width):  # a close-up says whose health each box is (issue 39)
                label = font(_health_label_size(width), on, True).render(health_label(i), True, INKY)
                surf.blit(label, label.get_rect(midtop=(cell.centerx, y + row_h)))
        blocked.append(pygame.Rect(inner.x, y, inner.width, row_h + _health_label_h(width)))
        y += row_h + 5 + _health_label_h(width)
    # rules text, then the flavour in italics (the foot's coin, footer and state columns first, so
    # text running into them is caught)
    if face.states:
        blocked.append(_draw_states(surf, inner, width, face.states, face.state_col,
                                    face.xp is not None and not plan.pic_h and not _coin_in_row(face)))
    if face.xp is not None and not plan.pic_h and not _coin_in_row(face):
        r = _coin_r(width)
        _coin(surf, (inner.right - r - 4, inner.bottom - r - 4), width, face.xp)
        blocked.append(pygame.Rect(inner.right - 2 * r - 4, inner.bottom - 2 * r - 4, 2 * r, 2 * r))
    if face.footer:
        room = inner.width - 16 - (2 * _coin_r(width) + 8 if face.xp is not None and not plan.pic_h else 0)
        words = face.footer if font(max(8, width // 18), True).size(face.footer)[0] <= room else \
            face.footer.replace("Next: pile", "Pile")
        f, _, _ = _fit_lines(words, True, False, max(8, width // 18), room, 1, 7)
        tag = f.render(words, True, PARCHMENT)
        pill = tag.get_rect(bottomleft=(inner.x + 6, inner.bottom - 6)).inflate(8, 2)
        pygame.draw.rect(surf, face.band, pill, border_radius=4)
        put(tag, tag.get_rect(center=pill.center), inner, words)
        blocked.append(pill)
    ls = font(plan.body_size).get_linesize() - 1
    for runs in plan.rules_lines:
        x = inner.x + TEXT_MARGIN
        for words, bold in runs:
            img = font(plan.body_size, bold).render(words, True, INKY)
            put(img, img.get_rect(topleft=(x, y)), text_room, words)
            x += img.get_width()
        y += ls
    if plan.flavour_lines:
        y += 1
        pygame.draw.line(surf, (200, 180, 150), (inner.centerx - 20, y + 1), (inner.centerx + 20, y + 1), 1)
        y += 4
        f = font(plan.body_size, False, True)
        for line in plan.flavour_lines:
            img = f.render(line, True, FLAVOUR_INK)
            put(img, img.get_rect(topleft=(inner.x + TEXT_MARGIN, y)), text_room, line)
            y += ls
    return surf, bad + plan.clipped


def _coin(surf: pygame.Surface, centre: tuple[int, int], width: int, xp: int) -> None:
    """The XP coin: a gold disc with the value and a small "XP" under the number."""
    r = _coin_r(width)
    pygame.draw.circle(surf, (0, 0, 0, 120), (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(surf, (220, 180, 60), centre, r)
    pygame.draw.circle(surf, INKY, centre, r, 2)
    num = font(max(9, int(r * 1.05)), True).render(str(xp), True, INKY)
    label = font(max(6, int(r * 0.55)), True).render("XP", True, (90, 60, 20))
    surf.blit(num, num.get_rect(center=(centre[0], centre[1] - r // 6)))
    surf.blit(label, label.get_rect(center=(centre[0], centre[1] + int(r * 0.62))))


PART_LINES = {"head1": "Final Entity · Head I", "head2": "Final Entity · Head II", "body": "Final Entity · Body",
              "tail": "Final Entity · Tail"}
ROLE_LINES: dict[FoeRole, str] = {"monster": "Monster", "stair_guardian": "Stair Guardian",
                                  "legendary": "Legendary foe", "final_entity": "Final Entity"}


def monster_role(monster: Any, content: Content | None = None) -> str:
    """What kind of foe a card is, as the rules say (foe_role): "Stair Guardian", "Legendary foe", a
    Final Entity part or "Monster". `content`: the game's (the box's when not given)."""
    part = PART_LINES.get(getattr(monster, "part", ""), "")
    if part:
        return part
    return ROLE_LINES[foe_role(content or load_content(), str(getattr(monster, "id", "")))]


def monster_face(monster: Any, heroes: int, ecology: str, alive: int | None = None,
                 content: Content | None = None) -> CardFace:
    role = monster_role(monster, content)
    count = int(getattr(monster, "count", 1) or 1)
    kind = TYPE_WORDS.get(str(getattr(monster, "type", "")), str(getattr(monster, "type", "")).capitalize())
    bits = [] if role == "Monster" else [role]  # an ordinary Monster needs no label
    if kind and not role.startswith("Final Entity"):
        bits.append(kind + (f" of {count}" if count > 2 else ""))
    numeral = DECK_NUMERALS.get(str(getattr(monster, "difficulty", "")), "")
    if numeral:
        bits.append(numeral)
    rules = tuple((a.name, a.text) for a in getattr(monster, "abilities", []) or [])
    health = tuple(getattr(monster, "health", []) or [])
    states = tuple((count - i, s.monster, s.hero) for i, s in enumerate(getattr(monster, "states", []) or []))
    column = -1
    if states and alive is not None:  # "read down the column that matches ... Individual Monsters ... still alive"
        column = max(0, min(len(states) - 1, count - alive))
    is_part = role.startswith("Final Entity")
    frame = ECOLOGY_FRAMES.get(ecology, (120, 100, 80))
    band: Rgb
    if role == "Stair Guardian":
        band = (150, 110, 20)
    elif is_part:
        band = (120, 30, 40)
    else:
        band = (max(0, frame[0] - 50), max(0, frame[1] - 50), max(0, frame[2] - 50))
    mid = str(getattr(monster, "id", ""))
    return CardFace(title=monster.name, type_line=" · ".join(bits), rules=rules, frame=frame, band=band,
                    flavour=str(getattr(monster, "description", "") or ""),
                    portrait=mid if portraits.has_portrait(mid) else "",
                    health=health, column=min(heroes, len(health)) - 1 if health else -1, states=states,
                    state_col=column, xp=None if is_part else int(getattr(monster, "xp", 0)))


def monster_card(monster: Any, heroes: int, ecology: str, width: int = 180, alive: int | None = None,
                 content: Content | None = None) -> pygame.Surface:
    """A Monster / Stair Guardian card from its MonsterDef (or a Final Entity part); with `alive`, the
    Monster Health State column in force is highlighted."""
    return draw_card(monster_face(monster, heroes, ecology, alive, content), width)


def _states_height(width: int) -> int:
    return max(24, width // 5)


def _draw_states(surf: pygame.Surface, inner: pygame.Rect, width: int, states: tuple[tuple[int, int, int], ...],
                 column: int, coin: bool = True) -> pygame.Rect:
    """MONSTER HEALTH STATES: one column per state (individuals alive, monster cards, hero cards) along
    the bottom of the card; the column in force now is filled."""
    h = _states_height(width)
    right = inner.right - (2 * _coin_r(width) + 10 if coin else 4)  # leave the XP coin its corner
    area = pygame.Rect(inner.x + 4, inner.bottom - h - 2, right - inner.x - 4, h)
    col_w = min(area.width // len(states), max(16, width // 6))
    f = font(max(8, width // 17), True)
    for i, (alive, monster, hero) in enumerate(states):
        r = pygame.Rect(area.x + i * col_w, area.y, col_w - 2, h)
        on = i == column
        pygame.draw.rect(surf, (150, 40, 40) if on else (215, 198, 165), r, border_radius=3)
        pygame.draw.rect(surf, INKY, r, 2 if on else 1, border_radius=3)
        ink = PARCHMENT if on else INKY
        third = h // 3
        for j, v in enumerate((alive, monster, hero)):
            img = f.render(str(v), True, ink)
            surf.blit(img, img.get_rect(center=(r.centerx, r.y + third * j + third // 2 + 1)))
        pygame.draw.line(surf, ink, (r.x + 3, r.y + third), (r.right - 3, r.y + third), 1)
    return pygame.Rect(area.x, area.y, col_w * len(states), h)


def card_back(width: int = 84, colour: tuple[int, int, int] = (70, 50, 40)) -> pygame.Surface:
    h = int(width * 1.4)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, pygame.Rect(0, 0, width - 3, h - 4), border_radius=10)
    pygame.draw.rect(surf, GOLD, pygame.Rect(4, 4, width - 11, h - 12), 2, border_radius=8)
    _diamond(surf, (width // 2 - 1, h // 2 - 2), width // 5, (90, 70, 50))
    return surf


# --- text cards: items, abilities, features, legendary locations --------------------------------

CLASS_FRAMES = {"fighter": HERO_COLOURS["fighter"], "wizard": HERO_COLOURS["wizard"],
                "rogue": HERO_COLOURS["rogue"]}
KIND_BANDS = {"item": (120, 84, 40), "ability": (86, 60, 130), "feature": (60, 96, 70),
              "legendary": (150, 110, 20), "hero": (70, 56, 44)}
TRIGGER_WORDS = {"power": "Power", "passive": "Passive", "block": "Block"}


# a Feature's or Legendary Location's effect in words, by op: every op those cards can name (a test
# keeps it whole)
EFFECT_WORDS: dict[str, Callable[[Any], str]] = {
    "heal": lambda e: f"heal {e.amount}",
    "damage": lambda e: f"take {e.amount} damage",
    "keys": lambda e: ("gain " if e.amount >= 0 else "lose ") + plural(abs(e.amount), "Key"),
    "refresh_spells": lambda e: "refresh Spells",
    "gain_item": lambda e: "one hero gains an Item",
}


def _effects_words(effects: Any) -> str:
    return ", ".join(EFFECT_WORDS[e.op](e) for e in effects or [])


def item_face(item: Any) -> CardFace:
    cls = getattr(item, "deck", None) or (item.classes[0] if getattr(item, "classes", None) else "")
    fabled = str(item.id).startswith("fabled-blade")
    bits = ["Fabled Blade" if fabled else "Legendary Item" if cls == "" else f"{str(cls).capitalize()} Item"]
    if item.classes:
        bits.append("/".join(c.capitalize() for c in item.classes) + " only")
    bits.append(plural(int(item.hands), "hand"))
    rules: list[tuple[str, str]] = [("", item.text)]
    if item.uses:
        rules.append(("Uses", f"{item.uses}."))
    if item.drawback_text:
        lead, _, rest = str(item.drawback_text).partition(": ")
        rules.append((lead, rest) if rest else ("Drawback", lead))
    pid = str(item.id)
    return CardFace(title=item.name, type_line=" · ".join(bits), rules=tuple(rules),
                    frame=CLASS_FRAMES.get(cls, (170, 140, 60)), band=KIND_BANDS["item"],
                    flavour=str(getattr(item, "lore", "") or ""),
                    portrait=pid if portraits.has_portrait(pid) else "", icon=f"item-{pid}", xp=int(item.xp))


def item_card(item: Any, width: int = 160) -> pygame.Surface:
    """An Item card: framed in its class colour; hands, Added cards, uses and drawback in the text."""
    return draw_card(item_face(item), width)


def ability_face(ability: Any, cls: str = "") -> CardFace:
    trigger = TRIGGER_WORDS.get(ability.trigger, str(ability.trigger).capitalize())
    if ability.trigger == "power":
        trigger = f"Power, cost {ability.cost}"
    bits = [f"{cls.capitalize()} Ability" if cls else "Ability", trigger] + (["Spell"] if ability.spell else [])
    return CardFace(title=ability.name, type_line=" · ".join(bits), rules=(("", ability.text),),
                    frame=CLASS_FRAMES.get(cls, (120, 90, 160)), band=KIND_BANDS["ability"],
                    icon=f"ability-{'spell' if ability.spell else ability.trigger}")


def ability_card(ability: Any, cls: str = "", width: int = 160) -> pygame.Surface:
    return draw_card(ability_face(ability, cls), width)


def feature_face(feature: Any, heroes: int, ecology: str) -> CardFace:
    rules: list[tuple[str, str]] = [("", feature.text)]
    if feature.test is not None:
        rules.append(("Test", f"reach {feature.test.target[heroes - 1]} with up to "
                              f"{plural(feature.test.cards, 'card')} from each hero."))
    if feature.always:
        rules.append(("At once", _effects_words(feature.always) + "."))
    if feature.success:
        rules.append(("Pass", _effects_words(feature.success) + "."))
    if feature.failure:
        rules.append(("Fail", _effects_words(feature.failure) + "."))
    target = "/".join(str(t) for t in feature.test.target) if feature.test else ""
    type_line = "Feature" + (f" · test {target}" if target else "")
    return CardFace(title=feature.name, type_line=type_line, rules=tuple(rules),
                    frame=ECOLOGY_FRAMES.get(ecology, (120, 100, 80)), band=KIND_BANDS["feature"],
                    xp=int(feature.xp))


def feature_card(feature: Any, heroes: int, ecology: str, width: int = 180) -> pygame.Surface:
    return draw_card(feature_face(feature, heroes, ecology), width)


def legendary_face(card: Any) -> CardFace:
    rules: list[tuple[str, str]] = [("", card.text)]
    for i, o in enumerate(getattr(card, "options", []) or []):
        rules.append((f"{i + 1}.", o.label + (f" (next: pile {o.next})" if o.next else "")))
    if getattr(card, "monster", None):
        rules.append(("A foe", "defeat it to go on."))
    nxt = getattr(card, "next", "") or ""
    place = f"location-{getattr(card, 'ecology', '')}"  # the place the nodes open, in its Ecology's style
    return CardFace(title=card.name, type_line=f"Legendary Location · card {card.back}", rules=tuple(rules),
                    frame=ECOLOGY_FRAMES.get(getattr(card, "ecology", ""), (150, 120, 60)),
                    band=KIND_BANDS["legendary"], xp=int(card.xp), footer=f"Next: pile {nxt}" if nxt else "",
                    portrait=place if portraits.has_portrait(place) else "")


def legendary_card(card: Any, width: int = 170) -> pygame.Surface:
    return draw_card(legendary_face(card), width)


def hero_face(hero: Any, hid: str) -> CardFace:
    classes = "/".join(c.capitalize() for c in getattr(hero, "classes", []) or [])
    rules = tuple((a.name, a.text) for a in getattr(hero, "abilities", []) or [])
    return CardFace(title=str(getattr(hero, "name", hid)), type_line=f"Hero · {classes}", rules=rules,
                    frame=HERO_COLOURS.get(hid, (120, 120, 120)), band=KIND_BANDS["hero"],
                    portrait=hid if portraits.has_portrait(hid) else "")


def hero_card(hero: Any, hid: str, width: int = 180) -> pygame.Surface:
    """A hero's card: portrait, name, classes and the abilities on the hero mat."""
    return draw_card(hero_face(hero, hid), width)


def find_ability(content: Any, ability: str) -> tuple[Any, str] | None:
    """An ability by id (hero mats, Ability Cards, items) and its class ("" if none)."""
    found = (getattr(content, "ability_cards", {}) or {}).get(ability)
    if found is not None:
        return found, ability.split("/", 1)[0] if "/" in ability else _ability_class(content, ability)
    for hero in getattr(content, "heroes", {}).values():
        for a in getattr(hero, "abilities", []):
            if a.id == ability:
                return a, hero.classes[0] if hero.classes else ""
    return None


def _ability_class(content: Any, ability: str) -> str:
    for cls, ids in (getattr(content, "class_abilities", {}) or {}).items():
        if ability in ids:
            return cls
    return ""


def card_face(content: Any, ref: tuple[str, str], heroes: int, ecology: str) -> CardFace | None:
    """The printed face of any card but an Action Card, by (kind, id): monster, item, ability, feature,
    legendary, hero. None for an unknown card."""
    kind, cid = ref
    c = content
    if kind == "monster":
        m = c.monsters.monsters.get(cid) or getattr(c.monsters, "entity_parts", {}).get(cid)
        return monster_face(m, heroes, ecology, content=c) if m is not None else None
    if kind == "item" and cid in c.items:
        return item_face(c.items[cid])
    if kind == "ability":
        found = find_ability(c, cid)
        return ability_face(found[0], found[1]) if found else None
    if kind == "feature" and cid in c.features:
        return feature_face(c.features[cid], heroes, ecology)
    if kind == "legendary" and cid in (getattr(c, "legendary", {}) or {}):
        return legendary_face(c.legendary[cid])
    if kind == "hero" and cid in c.heroes:
        return hero_face(c.heroes[cid], cid)
    return None


CHIP_COLOURS = {"item": ((150, 100, 40), (72, 48, 22)), "ability": ((110, 80, 170), (48, 34, 80))}


def draw_chip(surface: pygame.Surface, content: Any, ref: tuple[str, str], rect: pygame.Rect) -> None:
    """A hero's Item or Ability as a small chip on the hero panel: its card's pixel icon on a dark
    tile rimmed in the kind's colour (items brown, abilities violet)."""
    rim, fill = CHIP_COLOURS.get(ref[0], ((120, 110, 100), (50, 46, 42)))
    pygame.draw.rect(surface, fill, rect, border_radius=3)
    face = card_face(content, ref, 1, "ruins")
    ico = portraits.icon(face.icon, max(4, rect.width - 2)) if face is not None and face.icon else None
    if ico is not None:
        surface.blit(ico, ico.get_rect(center=rect.center))
    pygame.draw.rect(surface, rim, rect, 1, border_radius=3)


def card_image(game: Any, ref: tuple[str, str], width: int) -> pygame.Surface | None:
    """Any card the screen shows, by (kind, id): action, monster, item, ability, feature, legendary, hero."""
    if ref[0] == "action":
        return action_card(ref[1], width)
    face = card_face(game.content, ref, len(game.state.heroes), game.state.ecology)
    return draw_card(face, width) if face is not None else None
