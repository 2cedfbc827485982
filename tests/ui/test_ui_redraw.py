"""Redraw what changed (game/ui/redraw.py): while the mouse moves or something pulses, only the regions
that changed are shown, and what the player sees always equals the frame the app composed — no
region that changed is left unshown. A click, a key or a scene change shows the whole window."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.rules import Game
from game.ui.app import App, AppOptions
from game.ui.session import Session
from tests.kits.bot_positions import first_position
from tests.kits.ui_kit import steps


class ShownWindow:
    """What a player would see: the whole composed frame on flip, only the given regions on update."""

    def __init__(self, app: App, monkeypatch: pytest.MonkeyPatch) -> None:
        self.app = app
        self.shown = app.screen.copy()
        self.flips = 0
        self.updates = 0
        monkeypatch.setattr(pygame.display, "flip", self.flip)
        monkeypatch.setattr(pygame.display, "update", self.update)

    def flip(self) -> None:
        self.flips += 1
        self.shown.blit(self.app.screen, (0, 0))

    def update(self, rects: list[pygame.Rect]) -> None:
        self.updates += 1
        for r in rects:
            self.shown.blit(self.app.screen, r, r)

    def stale(self) -> bool:
        return pygame.image.tobytes(self.shown, "RGB") != pygame.image.tobytes(self.app.screen, "RGB")


def move(app: App, window: ShownWindow, pos: tuple[int, int], frames: int = 1) -> None:
    """The mouse moves to `pos` (no button held); each frame after it shows exactly what was drawn."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(frames):
        app.step(1 / 60)
        assert not window.stale(), f"a changed region was not shown (mouse at {pos}, scene {app.scene.name})"


def explore_app(tmp_path: Path) -> App:
    app = App(AppOptions(heroes=["fighter", "wizard"], players=["Ann", "Ben"], seed=5, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 2)
    return app


def test_the_mouse_moving_over_the_map_shows_only_what_changed_and_all_of_it(content, tmp_path, monkeypatch):
    app = explore_app(tmp_path)
    window = ShownWindow(app, monkeypatch)
    scene = app.scene
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    steps(app)  # a key (draw a map tile): the whole window
    assert window.flips == 1 and not window.stale()
    assert scene.held_tile is not None and scene.moving_regions(), "the drawn tile's frame pulses in its slot"
    view = scene.camera.view
    for i in range(24):  # across the map
        move(app, window, (view.x + 40 + i * (view.width - 80) // 24, view.centery + (i % 5) * 30))
    for b in scene.buttons.values():  # over the side panel's buttons: their hover and tooltips
        move(app, window, b.rect.center, frames=3)
    assert window.updates > 30 and window.flips == 1, "moving the mouse should not show the whole window"
    scene.pick_up()
    squares = sorted(scene.legal_squares())
    for sq in squares[:6]:  # the carried tile snaps square to square, its ghost and reason follow
        move(app, window, scene.camera.square_rect(*sq).center, frames=2)
    move(app, window, (view.right - 30, view.bottom - 30), frames=2)
    move(app, window, (view.x + 10, view.y + 10), frames=2)
    assert window.updates > 10


def test_a_frame_where_nothing_changed_shows_nothing(content, tmp_path, monkeypatch):
    app = explore_app(tmp_path)
    window = ShownWindow(app, monkeypatch)
    steps(app, 2)
    if app.scene.moving_regions():
        pytest.skip("something pulses on this map")
    before = (window.flips, window.updates)
    steps(app, 5)
    assert (window.flips, window.updates) == before


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_the_mouse_over_a_pulsing_combat_table_and_its_cards_close_ups(content, tmp_path, monkeypatch):
    def wanted(game: Game) -> bool:
        c = game.state.combat
        return c is not None and c.step == "abilities" and any(cmd.kind == "resolve_pair" for cmd in game.legal())

    game = first_position(["fighter", "wizard"], wanted, range(6), limit=600)
    if game is None:
        pytest.skip("no bot game reached a Combat Pair to resolve")
    app = App(AppOptions(saves_dir=tmp_path))
    app.settings.anim_speed = 0
    app.settings.story = False
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.play(session)
    steps(app, 3)
    assert app.scene.name == "combat"
    window = ShownWindow(app, monkeypatch)
    steps(app)
    assert app.scene.moving_regions(), "the pairs that may be resolved pulse"
    spots = [rect.center for rect, _ in app.scene.spots][:5]
    for pos in spots:  # each card's close-up opens after a short hover, the pulses go on
        move(app, window, pos, frames=30)
    for i in range(10):
        move(app, window, (app.size[0] - 200, 100 + i * 50))  # over the sidebar's buttons
    assert window.updates > 20 and window.flips <= 1
