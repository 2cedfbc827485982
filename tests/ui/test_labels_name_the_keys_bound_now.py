"""Labels and tooltips that name a key name the key the player has bound now (issue 36): rebind an
action and the map's buttons, the dialogs' buttons, the Help window, the story's hint and the
table's key cap say the new key at once; key names read in the player's language."""

from __future__ import annotations

import pygame

from game.i18n import set_language
from game.ui import actions
from game.ui.combat import view as combat_view
from game.ui.scenes.story import hint_words
from tests.kits.explore_kit import make_app, scene
from tests.kits.ui_kit import steps


def test_a_rebound_undo_is_named_in_the_maps_undo_tooltip(content, tmp_path):
    app = make_app(tmp_path)
    assert "(Ctrl+Z)" not in scene(app).buttons["undo"].tool_tip_text  # U first, then Ctrl+Z: it names U
    assert "(U)" in scene(app).buttons["undo"].tool_tip_text
    assert app.input.map.rebind("undo", "keys", "k") is None
    app.relayout()
    assert "(K)" in scene(app).buttons["undo"].tool_tip_text


def test_closing_the_controls_window_after_a_rebind_shows_the_new_key_on_the_map(content, tmp_path):
    app = make_app(tmp_path)
    assert "(H)" in scene(app).hint_button.tool_tip_text
    app.input.controls.open()
    app.input.controls._rebind("hint", "keys", "j")
    app.input.controls.close()
    steps(app)
    assert "(J)" in scene(app).hint_button.tool_tip_text and "(H)" not in scene(app).hint_button.tool_tip_text


def test_the_help_windows_lead_and_the_settings_title_follow_a_rebind(content, tmp_path):
    app = make_app(tmp_path)
    app.input.map.rebind("settings", "keys", "f4")
    app.input.map.rebind("confirm", "keys", "k")
    app.overlays.toggle_help()
    lead = app.overlays.help.get_container().elements[0].html_text
    assert "K or A presses" in lead and "Settings (F4)" in lead
    assert "<b>F4, Readability &amp; sound</b>" in lead and "F3" not in lead
    app.overlays.toggle_settings()
    assert app.overlays.settings.window_display_title == "Settings (F4)"


def test_the_story_hint_and_the_tables_key_cap_name_the_keys_bound_now(content, tmp_path):
    make_app(tmp_path)
    assert hint_words().startswith("Click or press Space to go on · Esc skips")
    actions.current().rebind("quick", "keys", "g")
    actions.current().rebind("back", "keys", "backspace")
    actions.current().rebind("confirm", "keys", "k")
    assert hint_words().startswith("Click or press G to go on · Backspace skips")
    assert combat_view.enter_key() == "K"


def test_an_action_without_a_key_is_named_by_its_controller_button():
    amap = actions.ActionMap({"hint": {"keys": []}})
    actions.install(amap)
    try:
        assert actions.key_for("hint") == "Right stick press"
        amap.buttons["hint"] = []
        assert actions.key_for("hint") == "no key"
    finally:
        actions.install(actions.ActionMap())


def test_key_names_read_in_german():
    pygame.init()
    actions.install(actions.ActionMap())
    set_language("de")
    assert [actions.key_for(a) for a in ("confirm", "quick", "undo", "back")] == ["Eingabe", "Leertaste", "U", "Esc"]
    assert actions.key_words("ctrl+z") == "Strg+Z" and actions.key_words("page up") == "Bild auf"
