"""Issue 36: the Monster kind on a card's type line (the rules' TYPE_WORDS: Singular, Pair, Group,
Horde) reads in the player's language, as the rest of the card face does; English is unchanged."""

from __future__ import annotations

from game.i18n import set_language
from game.ui.card_faces import card_face

# (card id, Ecology, English type line, German type line)
CARDS = [("mosaic-serpent", "ruins", "Singular · I", "Einzeln · I"),
         ("marrow-hounds", "ruins", "Pair · II", "Paar · II"),
         ("rag-wing-flutterers", "ruins", "Group of 4 · I", "Gruppe aus 4 · I"),
         ("tomb-moths", "ruins", "Horde of 5 · I", "Horde aus 5 · I"),
         ("basalt-twins", "caverns", "Stair Guardian · Pair · III", "Treppenwächter · Paar · III")]


def type_line(content, card: str, ecology: str) -> str:
    face = card_face(content, ("monster", card), 2, ecology)
    assert face is not None, card
    return face.type_line


def test_a_monster_cards_kind_reads_german_on_its_type_line(content):
    set_language("de")
    try:
        assert [type_line(content, card, eco) for card, eco, _en, _de in CARDS] == [de for *_c, de in CARDS]
    finally:
        set_language("en")


def test_a_monster_cards_type_line_in_english_is_unchanged(content):
    set_language("en")
    assert [type_line(content, card, eco) for card, eco, _en, _de in CARDS] == [en for _c, _e, en, _d in CARDS]
