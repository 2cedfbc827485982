"""Cards drawn from the card data: a frame per card kind and Ecology, title, type line, values,
health triple, ability text and XP coin. Surfaces are cached per card and size."""

from __future__ import annotations

from typing import Any

import pygame

from .look import GOLD, HERO_COLOURS, font
from .surface_cache import MIB, cached_surface

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
    return _ready(surf)


@cached_surface(12 * MIB)
def _monster_card(card_id: str, name: str, type_line: str, health: tuple[int, ...], column: int,
                  text: str, xp: int, frame: tuple[int, int, int], width: int,
                  states: tuple[tuple[int, int, int], ...] = (), state_col: int = -1) -> pygame.Surface:
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
    strip_h = _states_height(width) if states else 0
    for line in wrap(text, body_f, inner.width - 10):
        if y > inner.bottom - width // 6 - strip_h:
            break
        surf.blit(body_f.render(line, True, INKY), (inner.x + 5, y))
        y += body_f.get_linesize() - 1
    if states:
        _draw_states(surf, inner, width, states, state_col)
    # the XP coin, lower right
    coin = (inner.right - width // 9, inner.bottom - width // 9)
    pygame.draw.circle(surf, (220, 180, 60), coin, width // 11)
    pygame.draw.circle(surf, INKY, coin, width // 11, 2)
    num = font(max(10, width // 12), True).render(str(xp), True, INKY)
    surf.blit(num, num.get_rect(center=coin))
    return _ready(surf)


PART_LINES = {"head1": "Final Entity · Head I", "head2": "Final Entity · Head II", "body": "Final Entity · Body",
              "tail": "Final Entity · Tail"}


def monster_card(monster: Any, heroes: int, ecology: str, width: int = 180, alive: int | None = None) -> pygame.Surface:
    """A Monster / Stair Guardian card from its MonsterDef (or a Final Entity part); with `alive`, the
    Monster Health State column in force is highlighted."""
    part = PART_LINES.get(getattr(monster, "part", ""), "")
    kind = str(getattr(monster, "type", "")).capitalize() or part
    difficulty = getattr(monster, "difficulty", "")
    count = getattr(monster, "count", 1)
    type_line = " · ".join(x for x in (kind + (f" x{count}" if count > 1 else ""),
                                        DECK_NUMERALS.get(str(difficulty), "")) if x)
    abilities = getattr(monster, "abilities", []) or []
    text = "\n".join(f"{a.name}: {a.text}" for a in abilities) or getattr(monster, "description", "")
    health = tuple(getattr(monster, "health", []) or [])
    count = int(getattr(monster, "count", 1) or 1)
    states = tuple((count - i, s.monster, s.hero) for i, s in enumerate(getattr(monster, "states", []) or []))
    column = -1
    if states and alive is not None:  # "read down the column that matches ... Individual Monsters ... still alive"
        column = max(0, min(len(states) - 1, count - alive))
    return _monster_card(getattr(monster, "id", "?"), monster.name, type_line, health,
                         min(heroes, len(health)) - 1 if health else -1, text, int(getattr(monster, "xp", 0)),
                         ECOLOGY_FRAMES.get(ecology, (120, 100, 80)), width, states, column)


def _states_height(width: int) -> int:
    return max(30, width // 4)


def _draw_states(surf: pygame.Surface, inner: pygame.Rect, width: int, states: tuple[tuple[int, int, int], ...],
                 column: int) -> None:
    """MONSTER HEALTH STATES: one column per state (individuals alive, monster cards, hero cards) along
    the bottom of the card; the column in force now is filled."""
    h = _states_height(width)
    right = inner.right - width // 5  # leave the XP coin its corner
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


@cached_surface(12 * MIB)
def _text_card(title: str, type_line: str, body: str, xp: int | None, frame: tuple[int, int, int],
               band: tuple[int, int, int], corner: str, width: int) -> pygame.Surface:
    """A card with a coloured title band, an italic type line, wrapped text and an XP coin."""
    h = int(width * 1.4)
    surf = _frame((width, h), frame)
    inner = pygame.Rect(5, 5, width - 13, h - 14)
    title_f = font(max(11, width // 12), True)
    lines = wrap(title, title_f, inner.width - 14)[:2]
    band_h = len(lines) * (title_f.get_linesize() - 2) + 8
    band_rect = pygame.Rect(inner.x, inner.y, inner.width, band_h)
    pygame.draw.rect(surf, band, band_rect, border_top_left_radius=7, border_top_right_radius=7)
    y = inner.y + 4
    for line in lines:
        img = title_f.render(line, True, PARCHMENT)
        surf.blit(img, img.get_rect(midtop=(inner.centerx, y)))
        y += title_f.get_linesize() - 2
    y = band_rect.bottom + 3
    type_f = font(max(9, width // 15), False, True)
    img = type_f.render(type_line, True, (90, 70, 50))
    surf.blit(img, img.get_rect(midtop=(inner.centerx, y)))
    y += type_f.get_linesize() + 1
    pygame.draw.line(surf, band, (inner.x + 10, y), (inner.right - 10, y), 1)
    y += 4
    if corner:  # the Legendary Location's letter: the pile the next card comes from
        tag_f = font(max(10, width // 11), True)
        tag = tag_f.render(corner, True, PARCHMENT)
        r = tag.get_rect(topright=(inner.right - 4, band_rect.bottom + 2)).inflate(8, 2)
        pygame.draw.rect(surf, band, r, border_radius=4)
        surf.blit(tag, tag.get_rect(center=r.center))
    body_f = font(max(9, width // 16))
    bottom = inner.bottom - (width // 5 if xp is not None else 4)
    for line in wrap(body, body_f, inner.width - 12):
        if y + body_f.get_linesize() > bottom:
            break
        surf.blit(body_f.render(line, True, INKY), (inner.x + 6, y))
        y += body_f.get_linesize() - 1
    if xp is not None:
        coin = (inner.right - width // 9, inner.bottom - width // 9)
        pygame.draw.circle(surf, (220, 180, 60), coin, width // 11)
        pygame.draw.circle(surf, INKY, coin, width // 11, 2)
        num = font(max(10, width // 12), True).render(str(xp), True, INKY)
        surf.blit(num, num.get_rect(center=coin))
        label = font(max(8, width // 20)).render("XP", True, (90, 70, 50))
        surf.blit(label, label.get_rect(midright=(coin[0] - width // 11 - 3, coin[1])))
    return _ready(surf)


def _effects_words(effects: Any) -> str:
    words = {"heal": "heal {amount}", "damage": "take {amount} damage", "keys": "{amount:+d} Key(s)",
             "refresh_spells": "refresh Spells", "gain_item": "one hero gains an Item"}
    out = []
    for e in effects or []:
        pattern = words.get(getattr(e, "op", ""), getattr(e, "op", ""))
        try:
            out.append(pattern.format(amount=getattr(e, "amount", 0)))
        except (ValueError, KeyError):
            out.append(pattern)
    return ", ".join(out)


def item_card(item: Any, width: int = 160) -> pygame.Surface:
    """An Item card: framed in its class colour; hands, Added cards, uses and drawback in the type line."""
    cls = getattr(item, "deck", None) or (item.classes[0] if getattr(item, "classes", None) else "")
    bits = [("Legendary Item" if cls == "" else f"{str(cls).capitalize()} Item")]
    if item.classes:
        bits.append("/".join(c.capitalize() for c in item.classes) + " only")
    bits.append(f"{item.hands} hand{'s' if item.hands != 1 else ''}")
    body = item.text
    if item.uses:
        body += f"\nUses: {item.uses}."
    if item.drawback_text:
        body += f"\nDrawback: {item.drawback_text}"
    return _text_card(item.name, " · ".join(bits), body, int(item.xp), CLASS_FRAMES.get(cls, (170, 140, 60)),
                      KIND_BANDS["item"], "", width)


def ability_card(ability: Any, cls: str = "", width: int = 160) -> pygame.Surface:
    trigger = {"power": f"Power ({ability.cost})", "passive": "Passive", "block": "Block"}.get(
        ability.trigger, str(ability.trigger).capitalize())
    type_line = " · ".join(x for x in (f"{cls.capitalize()} Ability" if cls else "Ability", trigger,
                                       "Spell" if ability.spell else "") if x)
    return _text_card(ability.name, type_line, ability.text, None, CLASS_FRAMES.get(cls, (120, 90, 160)),
                      KIND_BANDS["ability"], "", width)


def feature_card(feature: Any, heroes: int, ecology: str, width: int = 180) -> pygame.Surface:
    body = feature.text
    if feature.test is not None:
        body += f"\nTest: reach {feature.test.target[heroes - 1]} with up to {feature.test.cards} card(s) each."
    if feature.always:
        body += f"\nAt once: {_effects_words(feature.always)}."
    if feature.success or feature.success_text:
        body += f"\nPass: {_effects_words(feature.success) or feature.success_text or 'nothing more'}."
    if feature.failure:
        body += f"\nFail: {_effects_words(feature.failure)}."
    target = "/".join(str(t) for t in feature.test.target) if feature.test else ""
    type_line = "Feature" + (f" · test {target}" if target else "")
    return _text_card(feature.name, type_line, body, int(feature.xp), ECOLOGY_FRAMES.get(ecology, (120, 100, 80)),
                      KIND_BANDS["feature"], "", width)


def legendary_card(card: Any, width: int = 170) -> pygame.Surface:
    body = card.text
    for i, o in enumerate(getattr(card, "options", []) or []):
        body += f"\n{i + 1}. {o.label}" + (f" (→ {o.next})" if o.next else "")
    if getattr(card, "monster", None):
        body += "\nA foe: Defeat it to go on."
    return _text_card(card.name, f"Legendary Location · {card.back}", body, int(card.xp),
                      ECOLOGY_FRAMES.get(getattr(card, "ecology", ""), (150, 120, 60)), KIND_BANDS["legendary"],
                      getattr(card, "next", "") or "", width)


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


def card_image(game: Any, ref: tuple[str, str], width: int) -> pygame.Surface | None:
    """Any card the screen shows, by (kind, id): action, monster, item, ability, feature, legendary."""
    kind, cid = ref
    c = game.content
    if kind == "action":
        return action_card(cid, width)
    if kind == "monster":
        m = c.monsters.monsters.get(cid) or getattr(c.monsters, "entity_parts", {}).get(cid)
        return monster_card(m, len(game.state.heroes), game.state.ecology, width) if m is not None else None
    if kind == "item" and cid in c.items:
        return item_card(c.items[cid], width)
    if kind == "ability":
        found = find_ability(c, cid)
        return ability_card(found[0], found[1], width) if found else None
    if kind == "feature" and cid in c.features:
        return feature_card(c.features[cid], len(game.state.heroes), game.state.ecology, width)
    if kind == "legendary" and cid in (getattr(c, "legendary", {}) or {}):
        return legendary_card(c.legendary[cid], width)
    return None
