"""Controller (issue 36): SDL GameController events (posted here: no device needed). The D-pad and
the stick move the ring and the carried tile, A presses, B backs out, the shoulders turn the tile,
Start opens the menu; controllers plugged in and out while the game runs are opened and forgotten."""

from __future__ import annotations

import pygame

from game.ui.app import App, AppOptions
from tests.kits.key_kit import key, ring_on
from tests.kits.ui_kit import steps


def button(app: App, name: str, frames: int = 2) -> None:
    code = getattr(pygame, f"CONTROLLER_BUTTON_{name.upper()}")
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=code))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=code))
    steps(app, frames)


def stick(app: App, axis: int, value: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=axis, value=value))
    steps(app)


def _map(tmp_path) -> App:
    app = App(AppOptions(heroes=["fighter"], players=["Ann"], seed=3, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 3)
    return app


def test_the_dpad_moves_the_ring_and_a_presses_on_the_title(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app, 2)
    button(app, "dpad_down")
    assert app.input.focus.visible, "a controller button shows the ring"
    first = app.input.focus.current()
    button(app, "dpad_down")
    assert app.input.focus.current().rect.centery > first.rect.centery
    ring_on(app, lambda t: t.key == ("button", app.scene.buttons["new"].text, app.scene.buttons["new"].rect.center))
    button(app, "a", frames=3)
    assert app.scene.name == "setup"
    button(app, "b", frames=3)  # B is Esc: setup has a Back button, and Esc on the setup does nothing harmful
    assert app.scene.name in ("setup", "title")


def test_x_draws_the_shoulders_turn_the_carried_tile_and_b_puts_it_back(content, tmp_path):
    app = _map(tmp_path)
    sc = app.scene
    button(app, "x", frames=3)
    assert sc.game.state.drawn_tile, "X draws a tile (as Space)"
    ring_on(app, lambda t: t.key == ("slot",))
    button(app, "a")
    assert sc.held
    button(app, "dpad_right")
    assert sc.square in sc.legal_squares()
    cycle = sc.rotation_cycle()
    before = sc.rotation
    button(app, "rightshoulder", frames=3)
    assert sc.rotation == cycle[(cycle.index(before) + 1) % 4]
    button(app, "leftshoulder", frames=3)
    assert sc.rotation == before
    button(app, "b", frames=3)
    assert not sc.held, "B puts the carried tile back"


def test_the_stick_moves_the_ring_once_per_push(content, tmp_path):
    app = _map(tmp_path)
    button(app, "x", frames=3)
    ring_on(app, lambda t: t.key == ("slot",))
    button(app, "a")
    sc = app.scene
    start = sc.square
    stick(app, pygame.CONTROLLER_AXIS_LEFTX, 30000)
    moved = sc.square
    stick(app, pygame.CONTROLLER_AXIS_LEFTX, 31000)  # still pushed: no second move
    assert sc.square == moved
    stick(app, pygame.CONTROLLER_AXIS_LEFTX, 0)
    assert start is not None and moved is not None


def test_start_opens_the_menu(content, tmp_path):
    app = _map(tmp_path)
    button(app, "start", frames=3)
    assert app.scene.name == "menu"


def test_a_controller_plugged_in_and_out_is_opened_and_forgotten_without_a_device(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app, 2)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=7))
    steps(app)  # no such device here: nothing opens, nothing breaks
    app.input.pads.open[42] = _FakePad()
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=42))
    steps(app)
    assert 42 not in app.input.pads.open
    assert app.scene.name == "title"


def test_a_rebound_button_acts_as_its_new_action(content, tmp_path):
    app = _map(tmp_path)
    assert app.input.map.rebind("hint", "buttons", "guide") is None
    session = app.scene.session
    button(app, "guide", frames=3)
    assert session.current_hint is not None


class _FakePad:
    closed = False

    def quit(self) -> None:
        self.closed = True


def test_keys_still_work_beside_a_controller(content, tmp_path):
    app = _map(tmp_path)
    key(app, "space", frames=2)
    assert app.scene.game.state.drawn_tile
