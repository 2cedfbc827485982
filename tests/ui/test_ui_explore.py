"""The explore scene driven by real pygame mouse and keyboard events under SDL's dummy driver."""

from __future__ import annotations

import pygame
import pytest

from game.rules import Game, PlaceTile
from game.rules.areas.explore import DrawTile
from tests.kits.explore_kit import (
    drag,
    draw_with_space,
    key,
    make_app,
    move,
    post,
    press,
    release,
    scene,
    square_centre,
)
from tests.kits.ui_kit import steps


def test_dragging_the_drawn_tile_onto_a_green_square_places_it(content, tmp_path):
    """EXPLORING: "Players take turns drawing and placing Map Tiles one at a time." The drop on a
    legal square becomes one PlaceTile command."""
    app = make_app(tmp_path)
    tile = draw_with_space(app)
    sc = scene(app)
    legal = sc.legal_squares()
    assert legal, "a drawn tile shows the squares where it may go"
    sq = sorted(legal)[0]
    drag(app, sc.slot.center, square_centre(app, sq))
    assert sc.held and sc.square == sq
    assert sc.rotation in legal[sq], "entering a square turns the ghost to a rotation legal there"
    rotation = sc.rotation
    release(app, square_centre(app, sq))
    placed = [e for e in app.scene.game.events if e.kind == "tile_placed"]
    assert [(e.tile, e.x, e.y, e.rotation) for e in placed] == [(tile, sq[0], sq[1], rotation)]
    assert not sc.held and sc.held_tile is None


def test_dropping_far_from_the_map_returns_the_tile_with_the_rules_reason(content, tmp_path):
    """Rule: "New Map Tiles are placed orthogonally adjacent to previously placed Map Tile." A drop on
    a square touching nothing is refused with the engine's sentence and the tile goes back."""
    app = make_app(tmp_path)
    tile = draw_with_space(app)
    sc = scene(app)
    far = (3, 3)
    cam = sc.camera
    assert cam is not None
    cam.px = 72  # zoom out so (3, 3) is on screen
    cam.ox, cam.oy = cam.view.centerx - 36, cam.view.centery - 36 - 72
    before = len(sc.game.events)
    drag(app, sc.slot.center, square_centre(app, far))
    assert sc.square == far
    expected = sc.game.placement_problem(tile, 3, 3, sc.rotation)
    assert expected and "orthogonally next to" in expected
    release(app, square_centre(app, far))
    assert len(sc.game.events) == before, "a refused drop changes nothing"
    assert not sc.held and sc.game.state.drawn_tile == tile
    assert sc.session.refusal == expected


def test_dropping_with_an_illegal_turn_shows_the_edge_rule(content, tmp_path):
    """Rule 1: "All edges of the new Map Tile must match the edges of all the other tiles they'll
    touch." Turning the ghost to an illegal rotation and dropping it shows the edge sentence."""
    for seed in range(1, 40):
        app = make_app(tmp_path, seed=seed)
        draw_with_space(app)
        sc = scene(app)
        squares = {sq: r for sq, r in sc.legal_squares().items() if len(r) < 4}
        if squares:
            break
        app.scene.leave()
    else:
        pytest.skip("no seed drew a tile with an illegal turn next to the Entry")
    sq = sorted(squares)[0]
    drag(app, sc.slot.center, square_centre(app, sq))
    for _ in range(4):
        if sc.rotation not in squares[sq]:
            break
        key(app, pygame.K_e)
    assert sc.rotation not in squares[sq]
    expected = sc.game.placement_problem(sc.held_tile, sq[0], sq[1], sc.rotation)
    assert expected
    before = len(sc.game.events)
    release(app, square_centre(app, sq))
    assert len(sc.game.events) == before
    assert sc.session.refusal == expected


def test_turning_visits_the_legal_rotations_first(content, tmp_path):
    """Q/E, the wheel and right-click turn the carried tile, legal rotations there first."""
    app = make_app(tmp_path)
    draw_with_space(app)
    sc = scene(app)
    sq, legal = sorted(sc.legal_squares().items())[0]
    drag(app, sc.slot.center, square_centre(app, sq))
    seen = [sc.rotation]
    for _ in range(3):
        key(app, pygame.K_e)
        seen.append(sc.rotation)
    assert sorted(seen) == [0, 1, 2, 3]
    assert set(seen[:len(legal)]) == set(legal), "every legal rotation comes before any illegal one"
    post(app, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    assert sc.rotation == seen[0], "the wheel turns the carried tile too"
    press(app, square_centre(app, sq), button=3)
    assert sc.rotation == seen[1], "so does a right-click"


def test_wheel_zooms_toward_the_cursor_when_not_carrying(content, tmp_path):
    app = make_app(tmp_path)
    sc = scene(app)
    cam = sc.camera
    assert cam is not None
    cursor = (cam.view.centerx + 100, cam.view.centery + 60)
    move(app, cursor, held=False)
    world = ((cursor[0] - cam.ox) / cam.px, (cursor[1] - cam.oy) / cam.px)
    px = cam.px
    post(app, pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    assert cam.px > px
    after = ((cursor[0] - cam.ox) / cam.px, (cursor[1] - cam.oy) / cam.px)
    assert after == pytest.approx(world, abs=1e-6), "the point under the cursor stays put"


def test_dragging_empty_space_pans_the_map(content, tmp_path):
    app = make_app(tmp_path)
    cam = scene(app).camera
    assert cam is not None
    start = (40, cam.view.bottom - 40)
    ox, oy = cam.ox, cam.oy
    press(app, start)
    move(app, (start[0] + 50, start[1] - 30))
    release(app, (start[0] + 50, start[1] - 30))
    assert (cam.ox - ox, cam.oy - oy) == (50, -30)


def _door_scenario(content) -> tuple[str, tuple[int, int, int]]:
    """A Ruins tile with a Door and a placement next to the Entry where the Door can be Encountered."""
    for tile_id in content.ecology_tiles["ruins"]:
        if not any(el.kind == "door" for el in content.tiles[tile_id].elements):
            continue
        game = Game.new(["fighter"], seed=1, stacked={"tiles": [tile_id]})
        game.do(DrawTile())
        for cmd in game.legal():
            trial = Game.replay(game.events)
            trial.do(cmd)
            doors = [e for e in trial.encounterable() if trial.state.elements[e].kind == "door"]
            if doors:
                return tile_id, (cmd.x, cmd.y, cmd.rotation)
    pytest.skip("no Ruins door tile can be placed next to the Entry with its Door in reach")


def test_a_click_on_a_door_asks_before_its_key_is_spent_and_the_key_can_be_undone(content, tmp_path):
    """DOORS: "Spending a Key Unlocks a Door." One click on the glowing Door only opens its dialog
    (issue 39: a stray click spent a Key); "Spend a Key" there sends Encounter, and Undo takes it back."""
    tile, (x, y, rot) = _door_scenario(content)
    app = make_app(tmp_path, heroes=["fighter"], seed=1, stacked={"tiles": [tile]})
    sc = scene(app)
    draw_with_space(app)
    assert sc.session.do(PlaceTile(tile=tile, x=x, y=y, rotation=rot))
    steps(app, 2)
    door = next(el for el in sc.game.state.elements.values() if el.kind == "door")
    cam = sc.camera
    assert cam is not None
    pos = cam.cell_rect(door.spot.x, door.spot.y, door.spot.cx, door.spot.cy).center
    move(app, pos, held=False)
    assert sc.hovered == door.id and sc.tooltip is not None, "hovering shows what the encounter is"
    keys = sc.game.state.keys
    press(app, pos)
    release(app, pos)
    steps(app)
    assert app.scene.name == "door" and sc.game.state.keys == keys, "one click spends no Key"
    assert sc.game.state.elements[door.id].status == "discovered"
    spend = next(b for b, cmd in app.scene.commands.items() if cmd is not None and cmd.kind == "encounter")
    assert spend.is_enabled and "Spend a Key" in spend.text
    press(app, spend.rect.center)
    release(app, spend.rect.center)
    steps(app, 2)
    assert app.scene is sc
    assert sc.game.state.elements[door.id].status == "unlocked"
    assert sc.game.state.keys == keys - 1
    assert sc.buttons["undo"].is_enabled, "unlocking a door reveals nothing, so it can be undone"
    pos_undo = sc.buttons["undo"].rect.center
    press(app, pos_undo)
    release(app, pos_undo)
    steps(app, 2)
    assert sc.game.state.elements[door.id].status == "discovered"
    assert sc.game.state.keys == keys


def test_undo_is_disabled_after_a_reveal(content, tmp_path):
    """Undo never goes past a reveal: after drawing a map tile the Undo button is greyed out."""
    app = make_app(tmp_path)
    draw_with_space(app)
    steps(app)
    assert not scene(app).buttons["undo"].is_enabled


def test_the_banner_names_whose_turn_it_is(content, tmp_path):
    """Hot-seat: the screen says whose decision it is; turns pass after each placed tile."""
    app = make_app(tmp_path)
    sc = scene(app)
    assert sc.session.deciding_hero() == 0
    assert sc.session.hero_label(0).endswith("(Ann)")
    tile = draw_with_space(app)
    cmd = next(c for c in sc.legal() if c.kind == "place_tile")
    assert sc.session.do(cmd) and tile
    steps(app)
    assert sc.session.deciding_hero() == 1
    assert sc.session.hero_label(1).endswith("(Ben)")
