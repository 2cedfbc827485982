"""The settings window's on/off options are real check boxes (issue 39, item 10): a drawn box left of
the label, ticked when on (a shape, not only a colour), sized with the UI scale, with a tooltip; a click
on the box or on the label, or Enter on the focus ring, turns the option over and saves it."""

from __future__ import annotations

import json

import pygame
import pytest

from game.ui.check_box import TICK, box_rect, is_on
from tests.kits.fit_kit import open_app
from tests.kits.key_kit import key, ring_on
from tests.kits.ui_kit import click, steps


def _open_settings(tmp_path, scale: float):
    app = open_app(tmp_path, (1280, 720), scale)
    steps(app, 2)
    key(app, "f3", frames=2)
    assert app.overlays.settings is not None and app.overlays.settings.alive()
    return app


def _saved(app, name: str) -> bool:
    return bool(json.loads((app.saves_dir / "settings.json").read_text(encoding="utf-8"))[name])


def _ticked(surface: pygame.Surface, box: pygame.Rect) -> bool:
    return any(surface.get_at((x, y))[:3] == TICK for x in range(box.left, box.right)
               for y in range(box.top, box.bottom))


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_settings_toggles_are_check_boxes_sized_with_the_ui_scale(tmp_path, scale) -> None:
    app = _open_settings(tmp_path, scale)
    toggles = app.overlays._toggles
    assert toggles
    for button in toggles.values():
        assert not button.text.startswith("["), button.text
        assert button.tool_tip_text, f"{button.text} explains itself on hover"
        box = box_rect(button)
        assert button.rect.contains(box) and box.width >= 12 * scale, (button.text, box, button.rect)
        assert button.text_horiz_alignment_padding >= box.right - button.rect.x, "the label starts right of the box"


def test_a_click_on_the_box_or_on_the_label_turns_the_option_over_and_saves_it(tmp_path) -> None:
    app = _open_settings(tmp_path, 1.5)
    before = app.settings.tips
    click(app, box_rect(app.overlays._toggles["tips"]).center)
    button = app.overlays._toggles["tips"]
    assert app.settings.tips is not before and _saved(app, "tips") is not before
    assert is_on(button) is (not before)
    app.draw()
    assert _ticked(app.screen, box_rect(button)) is (not before), "the tick is drawn only when on"
    click(app, (button.rect.right - 20, button.rect.centery))  # on the label's side of the button
    assert app.settings.tips is before and _saved(app, "tips") is before


def test_enter_on_the_focus_ring_turns_a_check_box_over(tmp_path) -> None:
    app = _open_settings(tmp_path, 1.0)
    before = app.settings.tips
    ring_on(app, lambda t: t.label == "Show tips")
    key(app, "return", frames=3)
    assert app.settings.tips is not before and _saved(app, "tips") is not before
