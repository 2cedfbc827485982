"""Pointing at the map: every thing drawn there names itself in plain words (issue 13), the rune
Nodes (free, connected, used), Water, Level Stairs, Habitat Boundaries, the heroes and the Lantern
as well as the elements. Built on small hand-drawn tiles (tests/kits/tilekit.py), so it is fast."""

from __future__ import annotations

import re

import pygame
import pytest

from game.rules import Game, N
from game.rules.areas.encounter import Encounter
from game.ui import map_hover
from game.ui.board_view import BoardView, Camera
from game.ui.labels import feature_note, feature_title
from game.ui.tile_art import rotated_cell
from tests.kits.runes_kit import entry, game_on, place
from tests.kits.symbols_kit import SPLIT, ruins_pair
from tests.kits.tilekit import tile

POOL = """
##...##
##.~.##
..~~~..
.......
.....s.
##...##
##...##
"""


def plain(words: str) -> bool:
    """No internal id: no underscores, no "tile-n/i" ids, nothing empty."""
    return bool(words.strip()) and "_" not in words and not re.search(r"\w+-\d+/\d+|\w+:\d", words)


def board_for(game: Game) -> BoardView:
    camera = Camera(pygame.Rect(0, 0, 1280, 720))
    camera.fit([(p.x, p.y) for p in game.state.placements])
    return BoardView(game, None, camera)  # type: ignore[arg-type]  # pointing needs no tile art


def spots(board: BoardView) -> list[tuple[int, int]]:
    """Every cell's centre, every edge midpoint and every cell side's midpoint of the placed tiles."""
    cam, out = board.camera, []
    c = cam.px / N
    for p in board.game.state.placements:
        sq = cam.square_rect(p.x, p.y)
        for side in "NESW":
            out.append(tuple(round(v) for v in map_hover.node_centre(board, p.x, p.y, side)))
        for cy in range(N):
            for cx in range(N):
                x0, y0 = sq.x + cx * c, sq.y + cy * c
                out += [(round(x0 + c / 2), round(y0 + c / 2)), (round(x0 + c - 1), round(y0 + c / 2))]
    return out


def kinds_pointed_at(board: BoardView) -> dict[str, str]:
    found: dict[str, str] = {}
    for pos in spots(board):
        key = map_hover.thing_at(board, pos)
        if key is not None:
            found.setdefault(map_hover.feature_kind(key) or map_hover.element_kind(board.game, key), key)
    return found


@pytest.mark.parametrize("kind", map_hover.FEATURE_KINDS)
def test_every_map_feature_has_a_plain_name_and_explanation(kind):
    title, note = feature_title(kind), feature_note(kind)
    assert plain(title) and title != kind, title
    assert plain(note) and len(note.split()) >= 8, note


def test_every_thing_drawn_on_a_map_can_be_pointed_at_and_explains_itself():
    """Ruins with a Habitat Boundary and a connected Node pair, and a Caverns pool with Level Stairs:
    walking every cell and edge finds each kind (the element kinds are checked one by one in
    test_ui_symbols.py), and each tooltip is plain words with no id."""
    game, _ = ruins_pair()
    caverns = game_on([entry([], "caverns", POOL), tile("caverns-a", nodes=["S"], ecology="caverns")],
                      ["caverns-a"], ecology="caverns")
    place(caverns, 0, -1)
    found = {}
    for g in (game, caverns):
        for kind, key in kinds_pointed_at(board_for(g)).items():
            found[kind] = key
            title, body = map_hover.tooltip_parts(g, key)
            assert plain(title) and plain(body), (key, title, body)
            assert key not in title + body
            html = map_hover.tooltip_html(g, key)
            assert html.startswith("<b>") and title.replace("'", "&#x27;") in html
    assert {"entry", "legendary", "node", "habitat", "hero", "water", "level_stairs"} <= set(found), sorted(found)


def test_a_node_says_whether_it_is_free_connected_or_used():
    """"These Nodes cannot be used again for matching a Rune Pattern": after the Encounter the
    Node's tooltip says it is used; before, that it meets the next tile's Node."""
    game, location = ruins_pair()
    board = board_for(game)
    x, y = map_hover.node_centre(board, 0, 0, "E")
    east = map_hover.thing_at(board, (round(x) - 3, round(y)))  # the Entry's half of the gem (the other
    # half lies under the Legendary Location's icon, placed next to its Node)
    assert east is not None and map_hover.feature_kind(east) == "node"
    assert "connected" in map_hover.tooltip_parts(game, east)[1]
    north = map_hover.thing_at(board, tuple(round(v) for v in map_hover.node_centre(board, 0, 0, "N")))
    assert north is None  # no Node printed there
    game.do(Encounter(element=location))
    assert "Used" in map_hover.tooltip_parts(game, east)[1]


def test_the_boundary_is_found_on_a_turned_tile_where_the_rules_split_the_areas():
    """The habitat read for pointing is the printed tile's, turned as placed: it splits exactly the
    cells the rules' regions split (a region never spans the two areas)."""
    game = game_on([entry(["E"]), tile("ruins-a", nodes=["W"], habitat=SPLIT)], ["ruins-a"])
    place(game, 0, 1, rotation=1)  # turned a quarter: the boundary now runs across, not down
    geom = game.board.grid[(0, 1)]
    areas = {}
    for cy in range(N):
        for cx in range(N):
            region = geom.region_of[cy * N + cx]
            if region >= 0:
                areas.setdefault(region, set()).add(map_hover.habitat_of(game, 0, 1, cx, cy))
    assert all(len(a) == 1 for a in areas.values())
    assert len({a for s in areas.values() for a in s}) == 2
    for rotation in range(4):
        for cy in range(N):
            for cx in range(N):
                assert map_hover.printed_cell(*rotated_cell(cx, cy, rotation), rotation) == (cx, cy)


def test_each_hero_figure_names_its_hero_with_health_and_level():
    game, _ = ruins_pair()
    board = board_for(game)
    rects = map_hover.hero_rects(board)
    assert len(rects) == 2
    for i, rect in enumerate(rects):
        key = map_hover.thing_at(board, (rect.centerx, rect.top + rect.height // 4))  # the head, clear of icons
        assert key == f"hero:{i}"
        title, body = map_hover.tooltip_parts(game, key)
        hs = game.state.hero_states[i]
        assert f"Health {hs.health} of {hs.max_health}" in body
        assert ("Fighter" if i == 0 else "Wizard") in title


def test_the_lantern_token_wins_over_the_element_it_stands_on():
    game, _ = ruins_pair()
    board = board_for(game)
    (cx, cy), _ = map_hover.lantern_spot(board)
    assert map_hover.thing_at(board, (round(cx), round(cy))) == "lantern"
    location = next(e for e in game.state.elements.values() if e.kind == "legendary")
    game.state.lantern = location.spot  # test setup: the heroes stand on the location
    (cx, cy), _ = map_hover.lantern_spot(board)
    assert map_hover.thing_at(board, (round(cx), round(cy))) == "lantern"
    centre = board.camera.cell_rect(location.spot.x, location.spot.y, location.spot.cx, location.spot.cy).center
    assert map_hover.thing_at(board, centre) == location.id  # the icon itself, in front of the figures
