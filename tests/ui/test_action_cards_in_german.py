"""An Action Card's own words follow the language (issue 36): its corner names the Monster Action Deck
in German (Leicht, Mittel, Schwer: the glossary's words) and a Power card says KRAFT; a card drawn in
English is drawn again after the player switches to German (it kept "Fighter" and "POWER")."""

from __future__ import annotations

import pygame

from game.i18n import set_language
from game.ui import card_art


def _measure(words: str) -> int:
    return card_art.font(12, True).size(words)[0]


def test_a_monster_action_cards_corner_names_its_deck_in_german():
    pygame.font.init()
    set_language("de")
    assert [card_art.corner_words(deck, "I", 200, _measure) for deck in ("light", "medium", "heavy")] \
        == ["Leicht", "Mittel", "Schwer"]
    assert card_art.corner_words("fighter", "F", 200, _measure) == "Kämpfer"


def test_an_action_card_drawn_in_english_is_drawn_again_in_german():
    pygame.font.init()
    english = pygame.image.tobytes(card_art.action_card("heavy:power", 84), "RGBA")
    set_language("de")
    german = pygame.image.tobytes(card_art.action_card("heavy:power", 84), "RGBA")
    assert german != english, "the corner (Heavy / Schwer) and POWER / KRAFT change with the language"
    set_language("en")
    assert pygame.image.tobytes(card_art.action_card("heavy:power", 84), "RGBA") == english
