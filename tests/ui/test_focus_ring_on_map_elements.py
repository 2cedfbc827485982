"""The focus ring on a glowing element of a zoomed-out map goes round the element's icon as drawn
(issue 36, seen in the accessibility screenshots): round its cell, a few pixels wide, the thick ring
closed into a white bullseye that read as one more map symbol."""

from __future__ import annotations

import pygame

from game.ui.board_view import ZOOM_STEPS
from game.ui.session import Session
from tests.kits.door_kit import door_in_reach
from tests.kits.explore_kit import key, make_app, scene


def test_the_ring_on_an_element_goes_round_its_icon_on_a_zoomed_out_map(content, tmp_path):
    app = make_app(tmp_path)
    session = Session(game=door_in_reach(content), players=["Ann", "Ben"])
    session.catch_up()
    app.play(session)
    app.step(1 / 60)
    sc = scene(app)
    assert sc.camera is not None and sc.board is not None
    sc.camera.zoom(-len(ZOOM_STEPS), sc.camera.view.center)  # as far out as it goes
    assert sc.camera.px == ZOOM_STEPS[0]
    key(app, pygame.K_TAB)
    elements = [t for t in sc.focus_targets() if t.key[0] == "element"]
    assert elements, "a glowing element is a focus target"
    for target in elements:
        el = sc.game.state.elements[target.key[1]]
        cell = sc.camera.cell_rect(el.spot.x, el.spot.y, el.spot.cx, el.spot.cy)
        assert target.rect == sc.board.element_rect(el) and target.rect.width > cell.width, \
            "the ring goes round the icon, wider than the element's cell"
