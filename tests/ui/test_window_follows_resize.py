"""Every resize, up or down, lays the whole window out again: the widgets' area, the scene's own layout
and the scene's widgets follow the new size, on the map and on the combat table (issue 39, item 2).

pygame-ce resizes the window's surface itself before the resize event reaches the App (a real X
window: tests/ui/test_window_resize_xvfb.py); here the surface is resized the same way, then the event
posted, as SDL does."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.ui.app import App, AppOptions
from game.ui.settings import Settings
from tests.kits.ui_kit import steps

SIZES = [(1920, 1080), (1280, 720), (2560, 1440), (1600, 900), (2560, 1440), (1280, 720)]


def resize_as_sdl_does(app: App, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)  # (what pygame-ce does as the window changes size)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    steps(app, 2)


def widgets_of(scene: Any) -> list[Any]:
    root = scene.root
    assert root is not None
    return [e for e in root.elements if e.visible]


def check_whole_window(app: App, size: tuple[int, int]) -> None:
    assert app.size == size
    assert tuple(app.manager.window_resolution) == size, "the widgets' area is the whole window"
    assert tuple(app.manager.get_root_container().rect.size) == size
    assert app.scene.root is not None and tuple(app.scene.root.rect.size) == size, "the scene's area too"
    window = pygame.Rect((0, 0), size)
    for element in widgets_of(app.scene):
        assert window.contains(element.rect), f"{element.object_ids} at {element.rect} in a {size} window"


def on_map(tmp_path) -> App:
    app = App(AppOptions(heroes=["fighter", "wizard"], players=["Ann", "Ben"], seed=5, saves_dir=tmp_path))
    steps(app, 2)
    assert app.scene.name == "explore"
    return app


def on_combat_table(tmp_path) -> App:
    from game.ui.scenes.explore import ExploreScene
    from game.ui.session import Session
    from tests.kits.bot_positions import first_position
    game = first_position(["fighter", "wizard"], lambda g: g.state.combat is not None and g.state.combat.step == "play",
                          range(30))
    assert game is not None
    app = App(AppOptions(saves_dir=tmp_path))
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    steps(app, 3)
    assert app.scene.name == "combat"
    return app


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_map_is_laid_out_for_every_new_window_size_up_and_down(content, tmp_path, scale):
    Settings(story=False, tips=False, anim_speed=0, ui_scale=scale).save(tmp_path / "settings.json")
    app = on_map(tmp_path)
    for size in SIZES:
        resize_as_sdl_does(app, size)
        check_whole_window(app, size)
        scene: Any = app.scene
        assert scene.side.right == size[0] and scene.side.height == size[1], "the sidebar at the window's edge"


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_combat_table_is_laid_out_for_every_new_window_size_up_and_down(content, tmp_path, scale):
    Settings(story=False, tips=False, anim_speed=0, ui_scale=scale).save(tmp_path / "settings.json")
    app = on_combat_table(tmp_path)
    for size in SIZES:
        resize_as_sdl_does(app, size)
        check_whole_window(app, size)
        scene: Any = app.scene
        assert scene.L.size == size, "the table's layout is made for the new window"
        assert scene.play_button.rect.bottom <= size[1] and scene.play_button.rect.right <= size[0]
