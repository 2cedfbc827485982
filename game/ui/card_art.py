"""Cards drawn from the card data: the Action Cards, card backs, the small chips of a hero's Items and
Abilities, and any card by (kind, id) (`card_image`). The printed cards (Monster, Item, Ability,
Feature, Legendary Location, hero) are laid out in printed_card.py from the faces card_faces.py reads
from the card data; what every card shares (frames, parchment, wrapping) is in card_paint.py. Their
names are at hand here too. Surfaces are cached per card and size."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import NP_, language, pgettext
from game.rules import DECK_NUMERALS, TYPE_WORDS, card_owner, card_value, is_item_card, is_power

from . import portraits
from .card_faces import (
    EFFECT_WORDS,
    card_face,
    feature_face,
    hero_face,
    item_face,
    legendary_face,
    monster_card,
    monster_face,
    monster_role,
)
from .card_paint import DECK_COLOURS, ECOLOGY_FRAMES, INKY, card_frame, diamond, ready, wrap
from .look import GOLD, HERO_COLOURS, HERO_TITLES, font
from .printed_card import CLOSEUP_MIN, CardFace, CardPlan, draw_card, health_label, plan_card, render_card, wrap_rich
from .surface_cache import MIB, cached_surface

__all__ = ["DECK_COLOURS", "DECK_NUMERALS", "ECOLOGY_FRAMES", "EFFECT_WORDS", "TYPE_WORDS", "CardFace", "CardPlan",
           "CLOSEUP_MIN", "action_card", "card_back", "corner_words", "health_label", "card_face", "card_image",
           "draw_card", "draw_chip", "feature_face", "hero_face", "item_face", "legendary_face", "monster_card",
           "monster_face", "monster_role", "plan_card", "render_card", "wrap", "wrap_rich"]


def action_card(card: str, width: int = 84) -> pygame.Surface:
    """A hero or monster Action Card ("fighter:5a", "fighter:power1", "light:3b", "heavy:power"), its
    words (the owner in the corner, POWER) in the player's language."""
    return _action_card(card, width, language())


@cached_surface(8 * MIB)
def _action_card(card: str, width: int, lang: str) -> pygame.Surface:
    """The card drawn in language `lang` (part of the cache's key: a change of language draws it anew)."""
    owner = card_owner(card)
    h = int(width * 1.4)
    if owner in DECK_COLOURS:
        edge = DECK_COLOURS[owner]
        corner = DECK_NUMERALS[owner]
    else:
        edge = HERO_COLOURS.get(owner, (120, 120, 120))
        corner = (HERO_TITLES.get(owner) or owner)[:1].upper()  # the class's initial in the player's language
    surf = card_frame((width, h), edge)
    inner = pygame.Rect(5, 5, width - 13, h - 14)
    if is_power(card):
        diamond(surf, inner.center, int(width * 0.28), (120, 70, 200) if owner in DECK_COLOURS else GOLD)
        label = font(max(9, width // 8), True).render(pgettext("power card face", "POWER"), True, INKY)
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
    return ready(surf)


# the monster Action Decks' names (glossary: Leicht, Mittel, Schwer), told with pgettext("monster deck", ...)
OWNER_WORDS = {"light": NP_("monster deck", "Light"), "medium": NP_("monster deck", "Medium"),
               "heavy": NP_("monster deck", "Heavy")}


def corner_words(owner: str, letter: str, room: int, measure: Callable[[str], int]) -> str:
    """An Action Card's corner: whose card it is in a word ("Fighter", "Light" for the Light monster
    deck) where the word fits, else its letter or numeral (issue 39: a lone F, I or W said nothing)."""
    word = pgettext("monster deck", OWNER_WORDS[owner]) if owner in OWNER_WORDS else HERO_TITLES.get(owner, "")
    return word if word and measure(word) <= room else letter


def card_back(width: int = 84, colour: tuple[int, int, int] = (70, 50, 40)) -> pygame.Surface:
    h = int(width * 1.4)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, pygame.Rect(0, 0, width - 3, h - 4), border_radius=10)
    pygame.draw.rect(surf, GOLD, pygame.Rect(4, 4, width - 11, h - 12), 2, border_radius=8)
    diamond(surf, (width // 2 - 1, h // 2 - 2), width // 5, (90, 70, 50))
    return surf


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
