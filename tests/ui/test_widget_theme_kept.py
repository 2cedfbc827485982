"""A window made anew takes the widget theme made before for the same theme and language, its fonts
loaded (game/ui/widget_manager.py); another scale, language or high contrast gets a theme of its own.
The theme finds an element's combined ids as pygame_gui does, and a manager starts no threads."""

from __future__ import annotations

import threading

import pygame
from pygame_gui.core import UIAppearanceTheme

from game.ui import look, widget_manager
from game.ui.widget_manager import make_widget_manager
from tests.kits.fit_kit import open_app
from tests.kits.fit_scenes import SCENES


def test_a_manager_made_anew_takes_the_theme_made_for_the_same_scale_and_language():
    pygame.init()
    first = make_widget_manager((1280, 720), 1.0, "en")
    again = make_widget_manager((1920, 1080), 1.0, "en")
    assert again.get_theme() is first.get_theme(), "the window's size is not the theme's"
    assert make_widget_manager((1280, 720), 1.5, "en").get_theme() is not first.get_theme()
    assert make_widget_manager((1280, 720), 1.0, "de").get_theme() is not first.get_theme()


def test_high_contrast_gets_its_own_theme():
    pygame.init()
    plain = make_widget_manager((1280, 720), 1.0, "en").get_theme()
    look.HIGH_CONTRAST[0] = True
    try:
        assert make_widget_manager((1280, 720), 1.0, "en").get_theme() is not plain
    finally:
        look.HIGH_CONTRAST[0] = False


def test_only_the_newest_themes_are_kept():
    pygame.init()
    for k in range(widget_manager.THEMES_KEPT + 2):
        make_widget_manager((1280, 720), 1.0 + k / 10, "en")
    assert len(widget_manager._THEMES) == widget_manager.THEMES_KEPT


def test_every_element_of_the_setup_and_the_combat_table_has_the_ids_pygame_gui_would_give_it(content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    seen = 0
    for scene in ("setup", "combat"):
        SCENES[scene](app)
        theme = app.manager.get_theme()
        assert isinstance(theme, widget_manager.Theme)
        plain = UIAppearanceTheme.build_all_combined_ids
        for element in app.manager.get_sprite_group().sprites():
            ids = (element.element_base_ids, element.element_ids, element.class_ids, element.object_ids)
            assert theme.build_all_combined_ids(*ids) == plain(theme, *ids) == element.combined_element_ids
            seen += 1
    assert seen > 50


def test_a_manager_starts_no_loading_threads_and_has_its_fonts(monkeypatch):
    pygame.init()
    widget_manager._THEMES.clear()
    started: list[threading.Thread] = []
    real_start = threading.Thread.start

    def start(thread: threading.Thread) -> None:
        started.append(thread)
        real_start(thread)

    monkeypatch.setattr(threading.Thread, "start", start)
    manager = make_widget_manager((1280, 720), 1.25, "en")
    assert started == []
    assert manager.get_theme().get_font(["button"]).size("Draw a map tile")[0] > 50
