"""The Help window (F1) by keys alone (issue 36): Tab goes through the window's own controls in reading
order (its close button in the title bar, its sections' buttons, then its text's scroll arrows), Enter on
a section scrolls the text to that section's heading, on an arrow a page, on the close button closes
the window; and the ring is drawn whole inside the window (at a window's edge it spilled onto the game
behind, at 1920x1080 and 200 % text). Real key presses only."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui.app import App, AppOptions
from game.ui.overlays import HELP_KEYS, HELP_MAP, HELP_MOUSE, HELP_REPLAY
from game.ui.settings import Settings
from tests.kits.key_kit import key, ring_on
from tests.kits.ui_kit import steps

SECTIONS = (HELP_KEYS, HELP_MAP, HELP_REPLAY, HELP_MOUSE)


def open_help(tmp_path: Path, size: tuple[int, int], scale: float, language: str = "en") -> App:
    Settings(ui_scale=scale, anim_speed=0, story=False, tips=False, language=language).save(
        tmp_path / "settings.json")
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
    bar = app.overlays._help_text.scroll_bar
    assert bar is not None, "the Help's text is longer than its window: it scrolls"
    sections = [app.overlays._help_sections[title].rect for title in SECTIONS]
    expected = [window.close_window_button.rect, *sections, bar.top_button.rect, bar.bottom_button.rect]
    focus = app.input.focus
    order = []
    for _ in expected:
        key(app, "tab")
        order.append(focus.current().rect)
        drawn = ring_bounds(app)
        assert drawn.width > 0 and drawn.colliderect(focus.current().rect), "the ring is drawn round its control"
        assert inside.contains(drawn), f"the ring {drawn} spills out of the Help window {inside}"
    assert order == expected, "close, the sections left to right, the text's arrows top to bottom"
    assert bar.sliding_button.rect not in order, "the thumb is the mouse's (the arrows move it)"
    key(app, "tab")
    assert focus.current().rect == expected[0], "round the end to the close button"


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_section_button_scrolls_the_help_to_its_heading(content, tmp_path, language):
    app = open_help(tmp_path, (1280, 720), 1.0, language)
    text = app.overlays._help_text
    bar = text.scroll_bar
    ring_on(app, lambda t: t.rect == app.overlays._help_sections[HELP_REPLAY].rect)
    key(app, "return", frames=3)
    assert bar.start_percentage > 0.3, "the replay's keys are far down: the text scrolled to them"
    heading = app.overlays._help_sections[HELP_REPLAY].text
    top = bar.start_percentage * text.text_box_layout.layout_rect.height
    rows = [row for row in text.text_box_layout.layout_rows
            if "".join(str(getattr(c, "text", "") or "") for c in row.items).strip() == heading]
    assert rows and top - 2 <= rows[0].y - text.text_box_layout.layout_rows[0].y <= top + 2, \
        "its heading is at the top of the text"
    ring_on(app, lambda t: t.rect == app.overlays._help_sections[HELP_KEYS].rect)
    key(app, "return", frames=3)
    assert bar.start_percentage == 0, "the first section is the top of the text"


def test_enter_on_a_scroll_arrow_scrolls_the_help_and_on_close_closes_it(content, tmp_path):
    app = open_help(tmp_path, (1280, 720), 1.0)
    bar = app.overlays._help_text.scroll_bar
    ring_on(app, lambda t: t.rect == bar.bottom_button.rect)
    key(app, "return", frames=3)
    down = bar.start_percentage
    assert down > 0.2, "Enter on the down arrow scrolls the text most of a page"
    ring_on(app, lambda t: t.rect == bar.top_button.rect)
    key(app, "return", frames=3)
    assert bar.start_percentage < down, "and the up arrow back up"
    ring_on(app, lambda t: t.rect == app.overlays.help.close_window_button.rect)
    key(app, "return", frames=3)
    assert app.overlays.help is None or not app.overlays.help.alive(), "Enter on the close button closes the Help"
