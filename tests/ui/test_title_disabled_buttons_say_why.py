"""A grey Continue says why on hover (issue 39, item 6): after a tutorial game was cut off, only the
tutorial's game is saved; Continue stays for the player's own games (continued, the tutorial's game
plays on without its lessons), and the pointer resting on the grey button shows the reason."""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui.app import App, AppOptions
from tests.kits.ui_kit import steps


def rest_pointer_on(app: App, button: object, seconds: float = 2.0) -> None:
    """The pointer held over `button` for `seconds` (the dummy driver has no pointer of its own)."""
    manager = app.scene.manager
    centre = button.rect.center  # type: ignore[attr-defined]

    def pointer_there() -> None:
        manager.mouse_position = centre
    manager._update_mouse_position = pointer_there  # type: ignore[method-assign]
    steps(app, int(seconds * 60))


def test_a_grey_continue_shows_its_reason_on_hover_after_a_cut_off_tutorial(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 2)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=app.scene.buttons["tutorial"]))
    steps(app, 2)
    assert app.scene.session.saved_game.name == "Tutorial"
    app.show("title")  # the tutorial cut off: back on the title
    steps(app, 2)
    continue_b = app.scene.buttons["continue"]
    assert not continue_b.is_enabled
    rest_pointer_on(app, continue_b)
    assert continue_b.tool_tip is not None, "a grey Continue must say why on hover"
    words = continue_b.tool_tip_text
    assert "tutorial" in words and "Load" in words and "Tutorial starts the lessons again" in words
    assert not continue_b.is_enabled and continue_b.drawable_shape.active_state.state_id == "disabled"


def test_hovering_a_grey_continue_does_not_press_it(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app, 2)
    continue_b = app.scene.buttons["continue"]
    assert not continue_b.is_enabled and "no game has been saved" in continue_b.tool_tip_text
    rest_pointer_on(app, continue_b)
    assert continue_b.tool_tip is not None
    centre = continue_b.rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=centre, button=1))
        steps(app)
    assert app.scene.name == "title" and not continue_b.is_enabled
