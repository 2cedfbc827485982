"""Settings, "Machine player thinks ahead" (game/bot/levels.py): off for a new player; on, the Hint shows
the Thinking player's choice and the online seats this window hosts get Thinking machine players."""

from __future__ import annotations

from game.bot.levels import HEURISTIC, THINKING
from game.ui.app import App, AppOptions
from game.ui.overlays import KEYS_AND_LANGUAGE
from game.ui.session import Session
from game.ui.settings import Settings
from tests.kits.ui_kit import click, steps


def test_the_machine_player_is_quick_for_a_new_player_and_a_settings_row_makes_it_think_ahead(tmp_path):
    assert Settings().machine_thinks is False
    app = App(AppOptions(saves_dir=tmp_path))
    try:
        assert Session.hint_level == HEURISTIC
        app.overlays._tab = KEYS_AND_LANGUAGE
        app.overlays.toggle_settings()
        steps(app)
        toggle = app.overlays._toggles["machine_thinks"]
        assert "Machine player thinks ahead" in toggle.text
        click(app, toggle.rect.center)
        assert app.settings.machine_thinks is True and Session.hint_level == THINKING
        assert Settings.load(tmp_path / "settings.json").machine_thinks is True, "kept for the next session"
        click(app, app.overlays._toggles["machine_thinks"].rect.center)
        assert app.settings.machine_thinks is False and Session.hint_level == HEURISTIC
    finally:
        Session.hint_level = HEURISTIC  # (a class setting: the other tests' sessions start quick)
