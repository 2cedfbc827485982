"""The faces of the printed cards, read from the card data: Monsters, Stair Guardians, Legendary foes
and Final Entity parts; Items, Abilities, Features, Legendary Locations and heroes; any of them by
(kind, id) with `card_face`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import N_, _, card_text, content_text, ngettext, pgettext
from game.rules import DECK_NUMERALS, TYPE_WORDS, Content, FoeRole, foe_role, load_content

from . import portraits
from .card_paint import ECOLOGY_FRAMES
from .look import HERO_COLOURS
from .printed_card import CardFace, Rgb, draw_card

PART_LINES = {"head1": N_("Final Entity · Head I"), "head2": N_("Final Entity · Head II"),
              "body": N_("Final Entity · Body"), "tail": N_("Final Entity · Tail")}
ROLE_LINES: dict[FoeRole, str] = {"monster": N_("Monster"), "stair_guardian": N_("Stair Guardian"),
                                  "legendary": N_("Legendary foe"), "final_entity": N_("Final Entity")}


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
    bits = [] if role == "Monster" else [_(role)]  # an ordinary Monster needs no label
    if kind and not role.startswith("Final Entity"):
        bits.append(_("{kind} of {n}").format(kind=_(kind), n=count) if count > 2 else _(kind))
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
TRIGGER_WORDS = {"power": N_("Power"), "passive": N_("Passive"), "block": N_("Block")}


# a Feature's or Legendary Location's effect in words, by op: every op those cards can name (a test
# keeps it whole)
EFFECT_WORDS: dict[str, Callable[[Any], str]] = {
    "heal": lambda e: _("heal {n}").format(n=e.amount),
    "damage": lambda e: _("take {n} damage").format(n=e.amount),
    "keys": lambda e: (ngettext("gain {n} Key", "gain {n} Keys", e.amount) if e.amount >= 0 else
                       ngettext("lose {n} Key", "lose {n} Keys", -e.amount)).format(n=abs(e.amount)),
    "refresh_spells": lambda e: _("refresh Spells"),
    "gain_item": lambda e: _("one hero gains an Item"),
}


def _effects_words(effects: Any) -> str:
    return ", ".join(EFFECT_WORDS[e.op](e) for e in effects or [])


def item_face(item: Any) -> CardFace:
    cls = getattr(item, "deck", None) or (item.classes[0] if getattr(item, "classes", None) else "")
    fabled = str(item.id).startswith("fabled-blade")
    bits = [_("Fabled Blade") if fabled else _("Legendary Item") if cls == ""
            else _("{cls} Item").format(cls=_(str(cls).capitalize()))]
    if item.classes:
        bits.append(_("{classes} only").format(classes="/".join(_(c.capitalize()) for c in item.classes)))
    bits.append(ngettext("{n} hand", "{n} hands", int(item.hands)).format(n=int(item.hands)))
    rules: list[tuple[str, str]] = [("", card_text(item, "text"))]
    if item.uses:
        rules.append((_("Uses"), f"{item.uses}."))
    if item.drawback_text:
        lead, _colon, rest = card_text(item, "drawback_text").partition(": ")
        rules.append((lead, rest) if rest else (_("Drawback"), lead))
    pid = str(item.id)
    return CardFace(title=card_text(item, "name"), type_line=" · ".join(bits), rules=tuple(rules),
                    frame=CLASS_FRAMES.get(cls, (170, 140, 60)), band=KIND_BANDS["item"],
                    flavour=card_text(item, "lore"),
                    portrait=pid if portraits.has_portrait(pid) else "", icon=f"item-{pid}", xp=int(item.xp))


def item_card(item: Any, width: int = 160) -> pygame.Surface:
    """An Item card: framed in its class colour; hands, Added cards, uses and drawback in the text."""
    return draw_card(item_face(item), width)


def ability_face(ability: Any, cls: str = "") -> CardFace:
    trigger = _(TRIGGER_WORDS.get(ability.trigger, str(ability.trigger).capitalize()))
    if ability.trigger == "power":
        trigger = _("Power, cost {n}").format(n=ability.cost)
    bits = ([_("{cls} Ability").format(cls=_(cls.capitalize())) if cls else _("Ability"), trigger]
            + ([_("Spell")] if ability.spell else []))
    return CardFace(title=card_text(ability, "name"), type_line=" · ".join(bits),
                    rules=(("", card_text(ability, "text")),),
                    frame=CLASS_FRAMES.get(cls, (120, 90, 160)), band=KIND_BANDS["ability"],
                    icon=f"ability-{'spell' if ability.spell else ability.trigger}")


def ability_card(ability: Any, cls: str = "", width: int = 160) -> pygame.Surface:
    return draw_card(ability_face(ability, cls), width)


def feature_face(feature: Any, heroes: int, ecology: str) -> CardFace:
    rules: list[tuple[str, str]] = [("", card_text(feature, "text"))]
    if feature.test is not None:
        rules.append((_("Test"), ngettext("reach {target} with up to {n} card from each hero.",
                                          "reach {target} with up to {n} cards from each hero.",
                                          feature.test.cards).format(target=feature.test.target[heroes - 1],
                                                                     n=feature.test.cards)))
    if feature.always:
        rules.append((_("At once"), _effects_words(feature.always) + "."))
    if feature.success:
        rules.append((pgettext("feature test passed", "Pass"), _effects_words(feature.success) + "."))
    if feature.failure:
        rules.append((_("Fail"), _effects_words(feature.failure) + "."))
    target = "/".join(str(t) for t in feature.test.target) if feature.test else ""
    type_line = _("Feature · test {target}").format(target=target) if target else _("Feature")
    return CardFace(title=card_text(feature, "name"), type_line=type_line, rules=tuple(rules),
                    frame=ECOLOGY_FRAMES.get(ecology, (120, 100, 80)), band=KIND_BANDS["feature"],
                    xp=int(feature.xp))


def feature_card(feature: Any, heroes: int, ecology: str, width: int = 180) -> pygame.Surface:
    return draw_card(feature_face(feature, heroes, ecology), width)


def legendary_face(card: Any) -> CardFace:
    rules: list[tuple[str, str]] = [("", card_text(card, "text"))]
    for i, o in enumerate(getattr(card, "options", []) or []):
        label = content_text(o.label, card.id)
        rules.append((f"{i + 1}.", _("{option} (next: pile {pile})").format(option=label, pile=o.next) if o.next
                      else label))
    if getattr(card, "monster", None):
        rules.append((_("A foe"), _("defeat it to go on.")))
    nxt = getattr(card, "next", "") or ""
    place = f"location-{getattr(card, 'ecology', '')}"  # the place the nodes open, in its Ecology's style
    return CardFace(title=card_text(card, "name"),
                    type_line=_("Legendary Location · card {back}").format(back=card.back), rules=tuple(rules),
                    frame=ECOLOGY_FRAMES.get(getattr(card, "ecology", ""), (150, 120, 60)),
                    band=KIND_BANDS["legendary"], xp=int(card.xp),
                    footer=_("Next: pile {pile}").format(pile=nxt) if nxt else "",
                    portrait=place if portraits.has_portrait(place) else "")


def legendary_card(card: Any, width: int = 170) -> pygame.Surface:
    return draw_card(legendary_face(card), width)


def hero_face(hero: Any, hid: str) -> CardFace:
    classes = "/".join(_(c.capitalize()) for c in getattr(hero, "classes", []) or [])
    rules = _rules_of(hero)
    return CardFace(title=str(getattr(hero, "name", hid)), type_line=_("Hero · {classes}").format(classes=classes),
                    rules=rules,
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
