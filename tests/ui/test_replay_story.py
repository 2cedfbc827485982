"""Story panels in the replay viewer: the passages the game showed in panels while it was played (the
intro and the Ruins on setting up, a Stair Guardian, the next Ecology's arrival) open over the viewer
at the moment they happened (when it opens, and as the move that brought one is stepped on or
played); a jump only logs them, and the story setting turns the panels off as in play."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.headless.replay import Replay
from game.ui.app import App, AppOptions
from game.ui.settings import Settings
from tests.kits.replay_kit import play_saved
from tests.kits.ui_kit import steps

GUARDIAN = "The Warden of the Lower Gate"  # seed 1's lone Fighter meets the Ruins' Stair Guardian, then the Caverns


@pytest.fixture(scope="module")
def replay(tmp_path_factory, content):
    played = play_saved(tmp_path_factory.mktemp("saves"), content, ["fighter"], seed=1, commands=240)
    return Replay.open(played.folder, content)


@pytest.fixture(scope="module")
def guardian_step(replay) -> int:
    """The move whose events brought the Stair Guardian's passage (found in the log, not assumed)."""
    return next(k for k in range(replay.steps) if any(getattr(t, "title", None) == GUARDIAN for t in replay.told(k)))


def viewer(tmp_path, replay: Replay, monkeypatch, story: bool = True) -> App:
    monkeypatch.setattr(Settings, "STORY_DEFAULT", story)
    app = App(AppOptions(saves_dir=tmp_path, replay=replay))
    steps(app, 2)
    return app


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    steps(app, 2)


def panel_title(app: App) -> str | None:
    return app.scene.passage.title if app.scene.name == "story" else None


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_the_opening_story_is_told_when_the_viewer_opens(tmp_path, replay, monkeypatch):
    app = viewer(tmp_path, replay, monkeypatch)
    assert panel_title(app) == "Into the Depths"
    assert app.scenes[-2].name == "replay", "the panel is over the viewer"
    key(app, pygame.K_SPACE)
    assert panel_title(app) == "The Ruins"
    key(app, pygame.K_SPACE)
    assert app.scene.name == "replay" and app.scene.step == 0


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_a_guardian_panel_opens_when_its_move_is_stepped_on_and_the_viewer_goes_on_after(tmp_path, replay,
                                                                                          guardian_step, monkeypatch):
    app = viewer(tmp_path, replay, monkeypatch)
    key(app, pygame.K_ESCAPE)  # the opening story skipped
    scene = app.scene
    scene.go(guardian_step - 1)  # a jump: no panel
    steps(app, 2)
    assert app.scene is scene
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.buttons["next"]))
    steps(app, 2)
    assert panel_title(app) == GUARDIAN and scene.step == guardian_step
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and scene.buttons["next"].is_enabled, "the viewer is back, its widgets too"
    scene.playing, scene.speed = True, "instant"  # played on: the Caverns' arrival stops play with its panel
    for _ in range(40):
        steps(app)
        if app.scene is not scene:
            break
    assert panel_title(app) == "The Caverns" and scene.playing
    key(app, pygame.K_SPACE)
    steps(app, 3)
    assert app.scene is scene and scene.step > guardian_step + 15, "play goes on after the panel"


def test_a_jump_or_the_story_setting_off_opens_no_panel(tmp_path, replay, guardian_step, monkeypatch):
    app = viewer(tmp_path, replay, monkeypatch, story=False)
    scene = app.scene
    assert scene.name == "replay", "no opening panel with the story setting off"
    scene.go(guardian_step - 1)
    key(app, pygame.K_RIGHT)
    assert app.scene is scene and scene.step == guardian_step
    app.settings.story = True
    key(app, pygame.K_END)  # a jump past the Caverns' arrival
    assert app.scene is scene
