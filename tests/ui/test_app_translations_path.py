"""pygame_gui passes every widget text through python-i18n, and every manager it makes appends its
translations folder to the process-wide search path: the App keeps each folder once, so a session
with many changes of UI scale or window size does not search the same folder again and again for
each text with a full stop in it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import i18n  # type: ignore[import-untyped]  # noqa: E402
import pygame_gui  # noqa: E402

from game.ui.app import App, AppOptions  # noqa: E402


def test_new_widget_managers_leave_each_translations_folder_once_in_the_search_path(tmp_path) -> None:
    app = App(AppOptions(saves_dir=tmp_path))
    for scale in (1.15, 1.3, 1.5, 1.0):  # each a new manager
        app.set_ui_scale(scale)
    app.resize((1920, 1080))
    path = list(i18n.load_path)
    assert path, "pygame_gui's translations folder is in the path"
    assert len(path) == len(set(path)), path


def test_a_text_with_full_stops_is_shown_as_written(tmp_path) -> None:
    App(AppOptions(saves_dir=tmp_path))
    words = "Draw a tile. Then lay it beside the map."
    assert pygame_gui.core.utility.translate(words) == words
