"""The card art reads what a card is from the rules and the game's own content: no card file parsed on
the side, no id sniffed, no copy of the rules' words."""

from __future__ import annotations

import dataclasses

import game.rules
from game.rules import Content
from game.rules.content.feature_cards import FEATURE_OPS
from game.rules.content.legendary_cards import LOCATION_OPS
from game.ui import card_art


def test_a_stair_guardian_is_labelled_by_the_games_content_not_the_box_files(content: Content) -> None:
    ordinary = content.monsters.ecology_monsters["ruins"][0]
    guardian = content.monsters.ecology_guardians["ruins"][0]
    # a content (a pack, another content folder) whose Ruins guardian is that ordinary monster
    pack = dataclasses.replace(content, monsters=content.monsters.model_copy(
        update={"ecology_guardians": {**content.monsters.ecology_guardians, "ruins": [ordinary]}}))
    face = card_art.card_face(pack, ("monster", ordinary), 2, "ruins")
    assert face is not None and face.type_line.startswith("Stair Guardian")
    face = card_art.card_face(pack, ("monster", guardian), 2, "ruins")
    assert face is not None and not face.type_line.startswith("Stair Guardian")


def test_a_legendary_locations_monster_is_known_by_its_card_not_its_id(content: Content) -> None:
    fought = [cid for cid, card in content.legendary.items() if card.monster is not None]
    assert fought
    for cid in fought:
        face = card_art.card_face(content, ("monster", cid), 2, "ruins")
        assert face is not None and face.type_line.startswith("Legendary foe"), cid


def test_every_effect_a_feature_or_location_card_can_name_has_words() -> None:
    assert set(card_art.EFFECT_WORDS) == FEATURE_OPS | LOCATION_OPS


def test_the_card_art_keeps_no_copy_of_the_rules_words() -> None:
    assert card_art.DECK_NUMERALS is game.rules.DECK_NUMERALS
    assert card_art.TYPE_WORDS is game.rules.TYPE_WORDS
    assert not hasattr(card_art, "_plural") and not hasattr(card_art, "guardian_ids")
