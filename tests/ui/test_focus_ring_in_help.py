"""The Help window (F1) by keys alone (issue 36): Tab goes through the window's own controls in reading
order (its close button first, then its text's scroll arrows), Enter on an arrow scrolls the text a page
and on the close button closes the window, and the ring is drawn whole inside the window (at a
window's edge it spilled onto the game behind, at 1920x1080 and 200 % text). Real key presses only."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui.app import App, AppOptions
from game.ui.settings import Settings
from tests.kits.key_kit import key
from tests.kits.ui_kit import steps


def open_help(tmp_path: Path, size: tuple[int, int], scale: float) -> App:
    Settings(ui_scale=scale, anim_speed=0, story=False, tips=False).save(tmp_path / "settings.json")
    app = App(AppOptions(heroes=["fighter", "wizard"], players=["Ann", "Ben"], seed=5, saves_dir=tmp_path,
                         size=size))
    steps(app, 2)
    key(app, "f1", frames=2)
    assert app.overlays.help is not None and app.overlays.help.alive(), "F1 opens the Help"
    return app


def ring_bounds(app: App) -> pygame.Rect:
    """Where the ring is drawn: its pixels' bounding box on an empty surface the window's size."""
    blank = (1, 2, 3)
    surface = pygame.Surface(app.size)
    surface.fill(blank)
    app.input.focus.draw(surface)
    surface.set_colorkey(blank)
    return surface.get_bounding_rect()


SIZES = [((1280, 720), 1.0), pytest.param((1920, 1080), 2.0, marks=pytest.mark.slow)]  # (200 %: ~6 s to open)


@pytest.mark.parametrize("size, scale", SIZES)
def test_tab_goes_through_the_helps_own_controls_in_reading_order_with_the_ring_inside(content, tmp_path, size,
                                                                                        scale):
    app = open_help(tmp_path, size, scale)
    window = app.overlays.help
    inside = pygame.Rect(window.rect)
    close = window.close_window_button
    bar = window.get_container().elements[0].scroll_bar
    assert bar is not None, "the Help's text is longer than its window: it scrolls"
    key(app, "tab")
    focus = app.input.focus
    assert focus.visible and focus.current().rect == close.rect, "the first Tab lands on the close button"
    order = [focus.current().rect]
    for _ in range(3):
        drawn = ring_bounds(app)  # the close button, the text's up and down arrows: each at the window's edge
        assert drawn.width > 0 and drawn.colliderect(focus.current().rect), "the ring is drawn round its control"
        assert inside.contains(drawn), f"the ring {drawn} spills out of the Help window {inside}"
        if len(order) < 3:
            key(app, "tab")
            order.append(focus.current().rect)
    assert order[1:] == [bar.top_button.rect, bar.bottom_button.rect], "then the text's arrows, top to bottom"
    assert bar.sliding_button.rect not in order, "the thumb is the mouse's (the arrows move it)"
    key(app, "tab")
    assert focus.current().rect == close.rect, "round the end to the close button"


def test_enter_on_a_scroll_arrow_scrolls_the_help_and_on_close_closes_it(content, tmp_path):
    app = open_help(tmp_path, (1280, 720), 1.0)
    bar = app.overlays.help.get_container().elements[0].scroll_bar
    key(app, "tab")
    key(app, "tab")
    key(app, "tab")  # the down arrow
    assert app.input.focus.current().rect == bar.bottom_button.rect
    key(app, "return", frames=3)
    down = bar.start_percentage
    assert down > 0.2, "Enter on the down arrow scrolls the text most of a page"
    key(app, "tab", mod=pygame.KMOD_SHIFT)  # the up arrow
    key(app, "return", frames=3)
    assert bar.start_percentage < down, "and the up arrow back up"
    key(app, "tab", mod=pygame.KMOD_SHIFT)  # the close button
    key(app, "return", frames=3)
    assert app.overlays.help is None or not app.overlays.help.alive(), "Enter on the close button closes the Help"
