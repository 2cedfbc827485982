"""Text boxes and drop-down arrows grow with the UI scale (issue 39, item 8): at 150 % a text entry's
letters (setup's names, seed and share code; the rules window's search) and a drop-down's arrow
button (its width and its ▼) are half as large again as at 100 %, and still fit their boxes. Before,
pygame_gui drew them in its own 14 pt font and a 20 px button at any scale."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UITextEntryLine

from game.ui.scenes.setup import SetupScene
from tests.kits.fit_kit import open_app
from tests.kits.ui_kit import steps


def _setup(tmp_path, scale: float) -> SetupScene:
    app = open_app(tmp_path, (1280, 720), scale)
    app.switch(SetupScene(app))
    steps(app, 2)
    return app.scene


def _entry_heights(scene: SetupScene) -> list[tuple[int, int]]:
    """Each text entry's line of text and its box's height."""
    entries = [*scene.player_entries, scene.seed_entry, scene.code_entry]
    return [(e.font.size("Ag")[1], e.rect.height) for e in entries]


def _arrows(scene: SetupScene) -> list[tuple[int, int, int]]:
    """Each drop-down's arrow button: its width, its ▼'s height and its box's height."""
    out = []
    for menu in [*scene.hero_menus, scene.ecology_menu]:
        button = menu.current_state.open_button
        out.append((button.rect.width, button.font.size("▼")[1], button.rect.height))
    return out


def test_setups_text_entries_grow_with_the_ui_scale_and_fit_their_boxes(tmp_path) -> None:
    small = _entry_heights(_setup(tmp_path / "a", 1.0))
    large = _entry_heights(_setup(tmp_path / "b", 1.5))
    for (line, box), (big_line, big_box) in zip(small, large, strict=True):
        assert big_line >= line * 1.35, f"text {line}px at 100 % but {big_line}px at 150 %"
        assert big_line <= big_box - 4 and line <= box - 4


def test_setups_drop_down_arrows_grow_with_the_ui_scale(tmp_path) -> None:
    small = _arrows(_setup(tmp_path / "a", 1.0))
    large = _arrows(_setup(tmp_path / "b", 1.5))
    for (width, glyph, _h), (big_width, big_glyph, big_h) in zip(small, large, strict=True):
        assert big_width >= width * 1.4, f"arrow button {width}px wide at 100 % and {big_width}px at 150 %"
        assert big_glyph >= glyph * 1.35 and big_glyph <= big_h


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_rules_searchs_text_follows_the_scale(tmp_path, scale) -> None:
    app = open_app(tmp_path, (1280, 720), scale)
    steps(app)
    app.overlays.toggle_rules()
    steps(app)
    search = app.overlays._rules_search
    assert isinstance(search, UITextEntryLine)
    line = search.font.size("Ag")[1]
    assert line >= round(19 * scale) and line <= search.rect.height - 2, (line, search.rect)


def test_a_windows_close_button_follows_the_scale(tmp_path) -> None:
    sizes = []
    for scale in (1.0, 1.5):
        app = open_app(tmp_path / str(scale), (1280, 720), scale)
        steps(app)
        app.overlays.toggle_settings()
        steps(app)
        button = app.overlays.settings.close_window_button
        sizes.append(button.font.size("╳")[1])
        assert sizes[-1] <= button.rect.height
        glyph = button.font.render_premul("╳", pygame.Color(255, 255, 255))  # pygame_gui's close mark
        w, h = glyph.get_size()
        assert any(glyph.get_at((w // 2 + dx, h // 2 + dy)).a > 128 for dx in (-1, 0, 1) for dy in (-1, 0, 1)), \
            "the close mark is a cross (inked where its strokes meet), not a missing glyph's hollow box"
    assert sizes[1] >= sizes[0] * 1.35, f"the ╳ {sizes[0]}px at 100 % and {sizes[1]}px at 150 %"


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_drop_down_arrow_is_a_drawn_triangle_not_a_missing_glyph_box(tmp_path, scale) -> None:
    """(The theme's own Noto Sans has no ▼: a hollow box stood for it until the arrow's font was the
    symbol font pygame_gui draws it with by default.)"""
    scene = _setup(tmp_path, scale)
    button = scene.ecology_menu.current_state.open_button
    glyph = button.font.render_premul("▼", pygame.Color(255, 255, 255))
    w, h = glyph.get_size()
    inked = [y for y in range(h) if glyph.get_at((w // 2, y)).a > 128]
    assert inked, "the arrow draws nothing"
    assert max(inked) - min(inked) + 1 == len(inked), "a filled triangle, not a box's two edges"


def _anim_slider_buttons(tmp_path, scale: float) -> tuple[int, int, int]:
    """The Animation speed slider's ◀, ▶ and sliding button widths, in the Settings window at `scale`."""
    app = open_app(tmp_path / str(scale), (1280, 720), scale)
    steps(app, 2)
    app.overlays.toggle_settings()
    steps(app, 2)
    slider = app.overlays._sliders["anim_speed"]
    return slider.left_button.rect.width, slider.right_button.rect.width, slider.sliding_button.rect.width


def test_the_animation_speed_sliders_arrow_buttons_grow_with_the_ui_scale(tmp_path) -> None:
    small, large = _anim_slider_buttons(tmp_path, 1.0), _anim_slider_buttons(tmp_path, 1.5)
    for at_100, at_150 in zip(small, large, strict=True):
        assert at_150 >= round(at_100 * 1.5) - 1, (small, large)


def test_the_animation_speed_sliders_arrows_are_drawn_larger_at_150(tmp_path) -> None:
    heights = []
    for scale in (1.0, 1.5):
        app = open_app(tmp_path / f"glyph{scale}", (1280, 720), scale)
        steps(app, 2)
        app.overlays.toggle_settings()
        steps(app, 2)
        button = app.overlays._sliders["anim_speed"].left_button
        heights.append(button.font.size(button.text)[1])
    assert heights[1] >= heights[0] * 1.4, heights
