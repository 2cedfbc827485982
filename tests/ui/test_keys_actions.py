"""Remapping (issue 36): one action map for every key and controller button; rebinds refused with a
reason when another action already uses the key, saved with the settings, put back by Reset, and
shown in the Help window."""

from __future__ import annotations

import json

import pygame
import pytest

from game.ui import actions
from game.ui.actions import ACTIONS, ActionMap, _overlap
from game.ui.app import App, AppOptions
from tests.kits.key_kit import key
from tests.kits.ui_kit import steps


def test_no_two_default_actions_that_meet_share_a_key_or_a_button():
    amap = ActionMap()
    for kind in ("keys", "buttons"):
        for a in ACTIONS:
            for b in ACTIONS:
                if a.name < b.name and _overlap(a.where, b.where):
                    table = amap.keys if kind == "keys" else amap.buttons
                    shared = set(table[a.name]) & set(table[b.name])
                    assert not shared, f"{a.name} and {b.name} share {shared}"


def test_a_key_another_action_uses_is_refused_with_a_sentence_naming_that_action():
    amap = ActionMap()
    refusal = amap.rebind("hint", "keys", "q")
    assert refusal is not None and "Q already does “Turn the carried tile left”" in refusal
    assert amap.keys["hint"] == ["h"], "a refused rebind changes nothing"
    button_refusal = amap.rebind("hint", "buttons", "a")
    assert button_refusal is not None and "A already does “Press the control with the focus ring”" in button_refusal


def test_actions_that_never_meet_may_share_a_key():
    amap = ActionMap()
    assert amap.rebind("replay_fit", "keys", "q") is None  # the replay has no carried tile to turn
    assert amap.keys["replay_fit"] == ["q"]


def test_shift_with_a_key_is_that_key_unless_an_action_is_bound_to_the_shifted_chord():
    amap = ActionMap()
    shift_e = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, mod=pygame.KMOD_SHIFT)
    shift_tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert amap.pressed(shift_e, "rotate_right")
    assert amap.pressed(shift_tab, "focus_prev") and not amap.pressed(shift_tab, "focus_next")


def test_a_hand_edited_controls_setting_keeps_what_it_can_and_ignores_the_rest():
    amap = ActionMap({"hint": {"keys": ["j"], "buttons": ["not-a-button"]}, "no_such": {"keys": ["x"]},
                      "undo": "u"})
    assert amap.keys["hint"] == ["j"] and amap.buttons["hint"] == ["rightstick"]
    assert amap.keys["undo"] == ["u", "ctrl+z"]


def _open_controls(app: App) -> None:
    app.overlays._tab = "Keys, hints & more"  # the settings section with the keys button
    key(app, "f3", frames=2)
    assert app.overlays.settings is not None and app.overlays.settings.alive()
    pygame.event.post(pygame.event.Event(pygame_gui_pressed(), ui_element=app.overlays._controls_button))
    steps(app, 2)
    assert app.input.controls.is_open


def pygame_gui_pressed() -> int:
    import pygame_gui
    return pygame_gui.UI_BUTTON_PRESSED


def _press_row(app: App, action: str, kind: str) -> None:
    window = app.input.controls
    while not any(v == (action, kind) for v in window.rows.values()):
        nxt = next(b for b, v in window.controls.items() if v == "next")
        pygame.event.post(pygame.event.Event(pygame_gui_pressed(), ui_element=nxt))
        steps(app, 2)
    row = next(b for b, v in window.rows.items() if v == (action, kind))
    pygame.event.post(pygame.event.Event(pygame_gui_pressed(), ui_element=row))
    steps(app, 2)


@pytest.mark.slow  # a map or a fight found by the bot, then windows over it: over 2 s
def test_a_key_rebound_in_the_controls_window_acts_on_the_map_is_saved_and_shown_in_help(content, tmp_path):
    app = App(AppOptions(heroes=["fighter"], players=["Ann"], seed=3, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 3)
    session = app.scenes[0].session
    _open_controls(app)
    _press_row(app, "hint", "keys")
    assert app.input.controls.capturing == ("hint", "keys")
    key(app, "q", frames=2)  # the carried tile's turn: refused, with the reason
    assert "Q already does “Turn the carried tile left”: change that first" in app.input.controls.message
    _press_row(app, "hint", "keys")
    key(app, "j", frames=2)
    assert app.input.controls.message.startswith("J now does")
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["controls"] == {"hint": {"keys": ["j"]}}
    key(app, "escape", frames=2)
    assert not app.input.controls.is_open
    assert session.current_hint is None
    key(app, "h", frames=2)
    assert session.current_hint is None, "H no longer asks for a hint"
    key(app, "j", frames=2)
    assert session.current_hint is not None, "J does"
    key(app, "f1", frames=2)
    help_text = app.overlays.help.get_container().elements[0].html_text
    assert "<b>J · Right stick press</b> — A hint" in help_text
    again = App(AppOptions(saves_dir=tmp_path))  # the next start reads the rebind back
    assert again.input.map.keys["hint"] == ["j"] and actions.current().keys["hint"] == ["j"]


def test_reset_puts_every_default_back_and_saves_it(content, tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app, 2)
    assert app.input.map.rebind("undo", "keys", "k") is None
    app.input.save()
    _open_controls(app)
    reset = next(b for b, v in app.input.controls.controls.items() if v == "reset")
    pygame.event.post(pygame.event.Event(pygame_gui_pressed(), ui_element=reset))
    steps(app, 2)
    assert app.input.map.keys["undo"] == ["u", "ctrl+z"]
    assert json.loads((tmp_path / "settings.json").read_text())["controls"] == {}


def test_escape_while_waiting_for_a_key_changes_nothing(content, tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app, 2)
    _open_controls(app)
    _press_row(app, "back", "keys")
    key(app, "escape", frames=2)
    assert app.input.controls.capturing is None and app.input.controls.is_open
    assert app.input.map.keys["back"] == ["escape"]


def test_the_controls_window_in_german_describes_every_action_and_button_in_german(content, tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app, 2)
    app.set_language("de")  # as the Settings' language row does
    _open_controls(app)
    window = app.input.controls
    labels = [" ".join(line.text for line in lines) for lines in window.words.values()]
    assert "Das Bedienelement im Fokusrahmen drücken" in labels, labels
    assert "Press the control with the focus ring" not in labels
    assert window.window is not None and window.window.window_display_title.startswith("Tasten und Controllerknöpfe")
    assert window.message == "Wähle eine Taste oder einen Knopf, um sie zu ändern."
    _press_row(app, "hint", "keys")
    key(app, "q", frames=2)  # refused: the action it names is German too
    assert window.message.startswith("Q macht schon „Das getragene Kartenteil nach links drehen“"), window.message
    assert "Rechten Stick drücken" in {b.text for b, (_action, kind) in window.rows.items() if kind == "buttons"}
