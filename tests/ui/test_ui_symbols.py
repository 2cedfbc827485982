"""Every thing drawn on the map explains itself in plain words when pointed at (issue 13)."""

from __future__ import annotations

import re

import pygame
import pytest

from game.rules.content.tiles import ELEMENT_KINDS
from game.ui.app import App, AppOptions
from game.ui.labels import element_note, element_title
from game.ui.scenes.explore import ExploreScene
from tests.kits.fit_kit import session_for
from tests.kits.fit_scenes import moments
from tests.kits.ui_kit import steps

ALL_KINDS = (*ELEMENT_KINDS, "legendary")  # a Legendary Location becomes an element when its runes line up


def plain(words: str) -> bool:
    """No internal id: no underscores, no "tile/n" ids, no bare lower-case kind names."""
    return bool(words.strip()) and "_" not in words and not re.search(r"\w+-\d+/\d+", words)


@pytest.mark.parametrize("kind", ALL_KINDS)
def test_every_map_element_kind_has_a_plain_name_and_explanation(kind):
    title, note = element_title(kind), element_note(kind)
    assert plain(title) and title != kind, title
    assert plain(note) and len(note.split()) >= 5, note


def test_the_legendary_location_tooltip_names_it_and_says_what_it_holds():
    assert element_title("legendary") == "Legendary Location"
    assert "Legendary Location cards" in element_note("legendary")


def test_pointing_at_every_element_and_the_lantern_shows_a_tooltip_without_ids(content, tmp_path):
    """On a real map: each element's tooltip, and the Lantern's when the mouse is over it."""
    app = App(AppOptions(saves_dir=tmp_path))
    app.settings.anim_speed = 0
    app.switch(ExploreScene(app, session_for(app, moments()["exploring:fullest"])))
    steps(app, 3)
    scene = app.scene
    game = scene.game
    assert game.state.elements
    for el in game.state.elements.values():
        words = re.sub(r"<[^>]+>", " ", scene.tooltip_html(el.id))
        assert plain(words), words
        assert el.id not in words
    lantern = game.state.lantern
    spot = scene.camera.cell_rect(lantern.x, lantern.y, lantern.cx, lantern.cy).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    steps(app, 2)
    assert scene.hovered in ("lantern", *game.state.elements)  # an element sharing the cell may win
    assert "Lantern" in scene.tooltip_html("lantern")
