"""The faces of the printed cards, read from the card data: Monsters, Stair Guardians, Legendary foes
and Final Entity parts; Items, Abilities, Features, Legendary Locations and heroes; any of them by
(kind, id) with `card_face`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import card_text, content_text
from game.rules import DECK_NUMERALS, TYPE_WORDS, Content, FoeRole, foe_role, load_content, plural

from . import portraits
from .card_paint import ECOLOGY_FRAMES
from .look import HERO_COLOURS
from .printed_card import CardFace, Rgb, draw_card

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


def _rules_of(owner: Any) -> tuple[tuple[str, str], ...]:
    """The (name, text) of each ability printed on a card, in the current language."""
    oid = str(getattr(owner, "id", "") or "")
    return tuple((content_text(a.name, getattr(a, "id", "") or oid), content_text(a.text, getattr(a, "id", "") or oid))
                 for a in getattr(owner, "abilities", []) or [])


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
    rules = _rules_of(monster)
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
    return CardFace(title=card_text(monster, "name"), type_line=" · ".join(bits), rules=rules, frame=frame,
                    band=band, flavour=card_text(monster, "description"),
                    portrait=mid if portraits.has_portrait(mid) else "",
                    health=health, column=min(heroes, len(health)) - 1 if health else -1, states=states,
                    state_col=column, xp=None if is_part else int(getattr(monster, "xp", 0)))


def monster_card(monster: Any, heroes: int, ecology: str, width: int = 180, alive: int | None = None,
                 content: Content | None = None) -> pygame.Surface:
    """A Monster / Stair Guardian card from its MonsterDef (or a Final Entity part); with `alive`, the
    Monster Health State column in force is highlighted."""
    return draw_card(monster_face(monster, heroes, ecology, alive, content), width)


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
    rules: list[tuple[str, str]] = [("", card_text(item, "text"))]
    if item.uses:
        rules.append(("Uses", f"{item.uses}."))
    if item.drawback_text:
        lead, _, rest = card_text(item, "drawback_text").partition(": ")
        rules.append((lead, rest) if rest else ("Drawback", lead))
    pid = str(item.id)
    return CardFace(title=card_text(item, "name"), type_line=" · ".join(bits), rules=tuple(rules),
                    frame=CLASS_FRAMES.get(cls, (170, 140, 60)), band=KIND_BANDS["item"],
                    flavour=card_text(item, "lore"),
                    portrait=pid if portraits.has_portrait(pid) else "", icon=f"item-{pid}", xp=int(item.xp))


def item_card(item: Any, width: int = 160) -> pygame.Surface:
    """An Item card: framed in its class colour; hands, Added cards, uses and drawback in the text."""
    return draw_card(item_face(item), width)


def ability_face(ability: Any, cls: str = "") -> CardFace:
    trigger = TRIGGER_WORDS.get(ability.trigger, str(ability.trigger).capitalize())
    if ability.trigger == "power":
        trigger = f"Power, cost {ability.cost}"
    bits = [f"{cls.capitalize()} Ability" if cls else "Ability", trigger] + (["Spell"] if ability.spell else [])
    return CardFace(title=card_text(ability, "name"), type_line=" · ".join(bits),
                    rules=(("", card_text(ability, "text")),),
                    frame=CLASS_FRAMES.get(cls, (120, 90, 160)), band=KIND_BANDS["ability"],
                    icon=f"ability-{'spell' if ability.spell else ability.trigger}")


def ability_card(ability: Any, cls: str = "", width: int = 160) -> pygame.Surface:
    return draw_card(ability_face(ability, cls), width)


def feature_face(feature: Any, heroes: int, ecology: str) -> CardFace:
    rules: list[tuple[str, str]] = [("", card_text(feature, "text"))]
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
    return CardFace(title=card_text(feature, "name"), type_line=type_line, rules=tuple(rules),
                    frame=ECOLOGY_FRAMES.get(ecology, (120, 100, 80)), band=KIND_BANDS["feature"],
                    xp=int(feature.xp))


def feature_card(feature: Any, heroes: int, ecology: str, width: int = 180) -> pygame.Surface:
    return draw_card(feature_face(feature, heroes, ecology), width)


def legendary_face(card: Any) -> CardFace:
    rules: list[tuple[str, str]] = [("", card_text(card, "text"))]
    for i, o in enumerate(getattr(card, "options", []) or []):
        rules.append((f"{i + 1}.", content_text(o.label, card.id) + (f" (next: pile {o.next})" if o.next else "")))
    if getattr(card, "monster", None):
        rules.append(("A foe", "defeat it to go on."))
    nxt = getattr(card, "next", "") or ""
    place = f"location-{getattr(card, 'ecology', '')}"  # the place the nodes open, in its Ecology's style
    return CardFace(title=card_text(card, "name"), type_line=f"Legendary Location · card {card.back}",
                    rules=tuple(rules),
                    frame=ECOLOGY_FRAMES.get(getattr(card, "ecology", ""), (150, 120, 60)),
                    band=KIND_BANDS["legendary"], xp=int(card.xp), footer=f"Next: pile {nxt}" if nxt else "",
                    portrait=place if portraits.has_portrait(place) else "")


def legendary_card(card: Any, width: int = 170) -> pygame.Surface:
    return draw_card(legendary_face(card), width)


def hero_face(hero: Any, hid: str) -> CardFace:
    classes = "/".join(c.capitalize() for c in getattr(hero, "classes", []) or [])
    rules = _rules_of(hero)
    return CardFace(title=str(getattr(hero, "name", hid)), type_line=f"Hero · {classes}", rules=rules,
                    frame=HERO_COLOURS.get(hid, (120, 120, 120)), band=KIND_BANDS["hero"],
                    portrait=hid if portraits.has_portrait(hid) else "")


def hero_card(hero: Any, hid: str, width: int = 180) -> pygame.Surface:
    """A hero's card: portrait, name, classes and the abilities on the hero mat."""
    return draw_card(hero_face(hero, hid), width)


def find_ability(content: Content, ability: str) -> tuple[Any, str] | None:
    """An ability by id (hero mats, Ability Cards, items) and its class ("" if none)."""
    found = (getattr(content, "ability_cards", {}) or {}).get(ability)
    if found is not None:
        return found, ability.split("/", 1)[0] if "/" in ability else _ability_class(content, ability)
    for hero in getattr(content, "heroes", {}).values():
        for a in getattr(hero, "abilities", []):
            if a.id == ability:
                return a, hero.classes[0] if hero.classes else ""
    return None


def _ability_class(content: Content, ability: str) -> str:
    for cls, ids in (getattr(content, "class_abilities", {}) or {}).items():
        if ability in ids:
            return cls
    return ""


def card_face(content: Content, ref: tuple[str, str], heroes: int, ecology: str) -> CardFace | None:
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
