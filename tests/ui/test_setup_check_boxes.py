"""Setup's on/off options are real check boxes (issue 39, item 10): a drawn box left of the label,
with a tick when on, sized with the UI scale, and no "[ ]" / "[x]" typed into the label."""

from __future__ import annotations

import pygame
import pytest

from game.ui.check_box import TICK, box_rect, is_on
from game.ui.scenes.setup import SetupScene
from tests.kits.fit_kit import open_app
from tests.kits.ui_kit import click


def toggles(setup: SetupScene) -> list:
    return [setup.story_button, *setup.variant_buttons.values()]


def ticked(surface: pygame.Surface, box: pygame.Rect) -> bool:
    """Whether the tick's green is drawn inside the box."""
    return any(surface.get_at((x, y))[:3] == TICK for x in range(box.left, box.right)
               for y in range(box.top, box.bottom))


@pytest.mark.parametrize("size, scale", [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.0)])
def test_setup_options_are_check_boxes_ticked_when_on(content, tmp_path, size, scale) -> None:
    app = open_app(tmp_path, size, scale)
    app.switch(SetupScene(app))
    app.step(1 / 60)
    setup = app.scene
    for button in toggles(setup):
        assert not button.text.startswith("["), button.text
        box = box_rect(button)
        assert button.rect.contains(box) and box.width >= 12 * scale, (button.text, box, button.rect)
    click(app, setup.variant_buttons["more_keys"].rect.center)
    setup = app.scene
    app.draw()
    screen = app.screen
    on, off = setup.variant_buttons["more_keys"], setup.variant_buttons["chests_locked"]
    assert is_on(on) and not is_on(off)
    assert ticked(screen, box_rect(on)) and not ticked(screen, box_rect(off))
    # the label starts right of the box, never under it
    assert on.text_horiz_alignment == "left" and on.text_horiz_alignment_padding >= box_rect(on).right - on.rect.x


def test_the_packs_and_house_rules_tabs_use_check_boxes_too(content, tmp_path) -> None:
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.switch(SetupScene(app))
    app.step(1 / 60)
    click(app, app.scene.tab_buttons["house"].rect.center)
    assert all("#check" in b.object_ids or is_on(b) for b in app.scene.house_buttons.values())
