"""Every thing drawn on the map explains itself in plain words when pointed at (issue 13)."""

from __future__ import annotations

import re

import pygame
import pytest

from game.rules.content.tiles import ELEMENT_KINDS
from game.ui import map_hover
from game.ui.app import App, AppOptions
from game.ui.labels import element_note, element_title
from game.ui.scenes.explore import ExploreScene
from tests.kits.fit_kit import session_for
from tests.kits.fit_scenes import moments
from tests.kits.ui_kit import open_explore, steps

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
    """On a real map: each element's tooltip, and the Lantern's when the mouse is over its token."""
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
    (x, y), _ = map_hover.lantern_spot(scene.board)
    move(app, (round(x), round(y)))
    assert scene.hovered == "lantern"
    assert "Lantern" in scene.tooltip_html("lantern")
    assert scene.tooltip is not None


def move(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    steps(app, 2)


def test_the_map_explains_a_node_a_hero_and_a_habitat_boundary_on_hover(content, tmp_path):
    """The explore screen asks map_hover what is under the mouse: a rune Node, a hero's figure and a
    Habitat Boundary each open a tooltip in plain words (hand-drawn tiles, see test_ui_symbols_map)."""
    from tests.kits.symbols_kit import ruins_pair
    game, _ = ruins_pair()
    app = open_explore(tmp_path, game)
    scene = app.scene
    board = scene.board
    x, y = map_hover.node_centre(board, 0, 0, "E")
    move(app, (round(x) - 3, round(y)))
    assert scene.hovered == "node:0:0:E"
    assert "Map Tile Node" in scene.tooltip_html(scene.hovered) and scene.tooltip is not None
    hero = map_hover.hero_rects(board)[0]
    move(app, (hero.centerx, hero.top + hero.height // 4))
    assert scene.hovered == "hero:0"
    assert "Harrow Stonebrook" in scene.tooltip_html(scene.hovered)
    c = board.camera.cell_rect(1, 0, 3, 3)  # the split tile's boundary runs between its cells 3 and 4
    move(app, (c.right - 1, c.centery))
    assert scene.hovered == "habitat:1:0:3:3"
    assert "Habitat Boundary" in scene.tooltip_html(scene.hovered)


def test_used_nodes_carry_an_encounter_token_on_the_map(content, tmp_path):
    """"place Encounter Tokens, gold slash side up, between its connected Map Tile Nodes": once the
    location is Encountered its Node pair shows the token (and its tooltip says the Node is used)."""
    from game.rules.areas.encounter import Encounter
    from tests.kits.symbols_kit import ruins_pair
    game, location = ruins_pair()
    app = open_explore(tmp_path, game)
    session = app.scene.session
    board = app.scene.board
    x, y = map_hover.node_centre(board, 0, 0, "E")
    screen = pygame.Surface(app.size)
    board.draw(screen, None, set(), 0.0)
    assert tuple(screen.get_at((round(x), round(y))))[:3] != (250, 200, 60)
    session.do(Encounter(element=location))
    while app.scene.name != "explore":  # the location's dialog: not needed here
        app.pop()
    board.refresh(session.version)
    game.state.lantern = None  # test setup: the heroes (now at the location, beside the Node) drawn elsewhere
    board.draw(screen, None, set(), 0.0)
    assert tuple(screen.get_at((round(x), round(y))))[:3] == (250, 200, 60)
