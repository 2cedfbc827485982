"""A window made anew takes the widget theme made before for the same theme and language, its fonts
loaded (game/ui/widget_manager.py); another scale, language or high contrast gets a theme of its own."""

from __future__ import annotations

import pygame

from game.ui import look, widget_manager
from game.ui.widget_manager import make_widget_manager


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
