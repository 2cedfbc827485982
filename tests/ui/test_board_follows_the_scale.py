"""The map and the log follow the window (issue 39, item 8): the map's framing fills its area (it was a
small island at 2560x1440), Fit map zooms in to fill it again, and the log keeps eight readable lines
where the panel has the room."""

from __future__ import annotations

import pygame
import pytest

from game.ui.log_view import FEWEST_LOG_LINES
from tests.kits.fit_kit import open_app
from tests.kits.fit_scenes import SCENES
from tests.kits.ui_kit import steps


def _map_box(app) -> pygame.Rect:
    sc = app.scene
    rects = [sc.camera.square_rect(p.x, p.y) for p in sc.game.state.placements]
    return rects[0].unionall(rects[1:])


def _fills(app) -> float:
    """How much of the map's area the map takes with the whole square the framing keeps round it (where
    the next tile may go), along its fuller side."""
    box, area = _map_box(app), app.scene.map_area()
    side = app.scene.camera.px
    framed = box.inflate(2 * side, 2 * side)
    return max(framed.width / area.width, framed.height / area.height)


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_the_map_fills_its_area_at_2560x1440_and_fit_map_fills_it_again(content, tmp_path):
    app = open_app(tmp_path, (2560, 1440), 1.0)
    SCENES["explore"](app)  # the fullest map
    steps(app, 2)
    sc = app.scene
    assert _fills(app) >= 0.9, f"the map takes {_fills(app):.0%} of its area"
    assert sc.map_area().contains(_map_box(app)), "and all of it is in view"
    sc.camera.zoom(-2, sc.camera.view.center)
    sc.own_camera = True
    assert _fills(app) < 0.9
    sc.fit()  # the Fit map button
    assert _fills(app) >= 0.9 and sc.map_area().contains(_map_box(app))


def test_a_first_tile_at_2560x1440_fills_its_area_with_the_squares_beside_it_in_view(content, tmp_path):
    app = open_app(tmp_path, (2560, 1440), 1.0)
    SCENES["explore-placing"](app)  # the first tile alone, the drawn tile to place beside it
    steps(app, 2)
    sc = app.scene
    assert sc.camera.px > 368, "it was the 368 px zoom step with a whole square spare on each side"
    area = sc.map_area()
    for x, y in sc.legal_squares():  # where the tile may go: at least half of each square in view
        square = sc.camera.square_rect(x, y)
        seen = square.clip(area)
        assert seen.width * seen.height >= square.width * square.height // 2, (x, y)


def test_the_log_keeps_eight_lines_where_the_panel_has_room(content, tmp_path):
    # (at 150 % with three heroes the panel's other rows leave two lines: its layout is still to change)
    for size, scale in (((1280, 720), 1.0), ((1920, 1080), 1.0), ((2560, 1440), 1.0)):
        app = open_app(tmp_path / f"{size[0]}-{scale}", size, scale)
        SCENES["explore"](app)  # three heroes: the fullest side panel
        steps(app, 2)
        sc = app.scene
        lines = (sc.log_rect.height - sc.lay.u(12)) // sc.lay.line(13)
        assert lines >= FEWEST_LOG_LINES, f"{size} at {scale:.0%}: {lines} lines"
