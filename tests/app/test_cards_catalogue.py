"""The card data speaks German too (issue 36): every player-facing text of cards/*.toml (names, rules
text, flavour, story passages and choices) is in the `cards` catalogue with its card id as msgctxt and
has a German translation keeping its {fields}; ids, ops and numbers are never extracted; the check
fails on a card text left untranslated; a content pack's own words, unknown to the catalogue, show
as written."""

from __future__ import annotations

import tomllib

from babel.messages.catalog import Catalog

from game.i18n import card_text, content_text, set_language
from tests.kits.catalogue_kit import ROOT, i18n_tool


def test_every_card_text_has_a_german_translation_with_the_same_fields():
    tool = i18n_tool()
    template = tool.extract_cards()
    assert len(template) > 500  # every card file was read (an empty extraction would pass anything)
    assert tool.missing("de", template, "cards") == []


def test_card_texts_are_extracted_by_card_id_and_rules_fields_are_left_alone():
    tool = i18n_tool()
    template = tool.extract_cards()
    monsters = tomllib.loads((ROOT / "cards" / "caverns" / "monsters.toml").read_text(encoding="utf-8"))
    troll = next(m for m in monsters["monster"] if m["id"] == "moss-troll")
    assert template.get(troll["name"], "moss-troll") is not None
    assert template.get(troll["description"], "moss-troll") is not None
    assert template.get(troll["abilities"][0]["text"], "moss-troll") is not None  # an ability: its card's id
    ids = {m.id for m in template if m.id}
    assert "moss-troll" not in ids and "damage" not in ids and "heal" not in ids  # ids and ops stay rules
    assert template.get("The Caverns", "ecology.caverns") is not None  # a story table with no id: its name


def test_the_check_fails_on_a_card_text_with_no_translation():
    tool = i18n_tool()
    template = Catalog(domain="cards")
    template.add("A card no one translated", context="new-card")
    template.add("Moss Troll", context="moss-troll")
    assert tool.missing("de", template, "cards") == [
        "de: no translation of 'A card no one translated' (context new-card) in cards"]


def test_a_card_reads_german_by_its_id_and_a_packs_own_words_show_as_written(content):
    troll = content.monsters.monsters["moss-troll"]
    assert card_text(troll, "name") == "Moss Troll"  # English: the data itself
    set_language("de")
    assert card_text(troll, "name") == "Moostroll"
    assert card_text(troll, "description").startswith("Grün bepelzt")
    assert content_text("Glowworm Grotto") == "Glühwurmgrotte"  # met without its card: by its words alone
    assert content_text("A pack's own grotto", "pack-grotto") == "A pack's own grotto"
