"""Title and setup scenes driven by real mouse clicks under SDL's dummy driver."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules.content import load_content  # noqa: E402
from game.rules.errors import ContentError  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        app.step(1 / 60)
    app.step(1 / 60)


def test_new_game_from_the_title_with_a_variant_toggled(tmp_path):
    """Title -> New game -> toggle "Start with More Keys" -> Descend: the map opens with six Keys
    ("Start with More Keys: six keys instead of three")."""
    try:
        load_content()
    except ContentError as exc:
        pytest.skip(f"game content not available: {exc}")
    app = App(AppOptions(saves_dir=tmp_path))
    app.step()
    assert app.scene.name == "title"
    click(app, app.scene.buttons["new"].rect.center)
    assert app.scene.name == "setup"
    click(app, app.scene.variant_buttons["more_keys"].rect.center)
    assert app.scene.variants == {"more_keys"}
    click(app, app.scene.start.rect.center)
    assert app.scene.name == "explore"
    state = app.scene.game.state
    assert state.heroes == ["fighter"] and state.variants == ["more_keys"] and state.keys == 6


def test_a_hero_and_its_alternate_cannot_share_a_mat(tmp_path):
    """ALTERNATE HEROES are the backs of the three Hero Mats: the setup refuses a hero with its own alternate."""
    app = App(AppOptions(saves_dir=tmp_path))
    app.step()
    click(app, app.scene.buttons["new"].rect.center)
    setup = app.scene
    setup.heroes = ["fighter", "fighter-wizard", None]
    click(app, setup.start.rect.center)
    assert app.scene is setup and "Hero Mat" in setup.error.html_text
