"""The rules window (F2): Esc closes it even while its search box has the keyboard, and never opens
the Menu behind it; it has a topic for Secret Passages (issue 13)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.overlays import rulebook_sections
from tests.kits.fit_kit import open_app
from tests.kits.fit_scenes import SCENES
from tests.kits.ui_kit import steps


def press(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    steps(app, 2)


def test_esc_closes_the_rules_window_while_its_search_box_is_focused_and_opens_no_menu(content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    SCENES["explore"](app)
    steps(app, 2)
    app.overlays.toggle_rules()
    app.manager.set_focus_set(app.overlays._rules_search)
    steps(app)
    assert app.overlays._typing()
    press(app, pygame.K_ESCAPE)
    assert not app.overlays.any_open
    assert app.scene.name == "explore"  # the Esc was the window's: no Menu opened behind it


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_opening_the_menu_closes_the_rules_window_first(content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    SCENES["explore"](app)
    steps(app, 2)
    app.overlays.toggle_rules()
    app.scene.open_menu()
    steps(app)
    assert app.scene.name == "menu" and not app.overlays.any_open


def test_the_rules_reference_explains_secret_passages_and_warp_portals():
    topics = dict(rulebook_sections())
    title = next(t for t in topics if "Secret Passages" in t)
    body = " ".join(topics[title].split())
    assert "connects to every other one" in body and "Warp Portals" in body
