"""The explore and combat views draw a given game without their scenes' input side (what a replay
viewer needs): a Scene with the view alone lays itself out, follows the game and draws it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.rules import Game
from game.ui.app import App, AppOptions
from game.ui.combat.layout import CombatLayout
from game.ui.combat.view import CombatView
from game.ui.explore.view import ExploreView
from game.ui.scene import Scene
from game.ui.session import Session
from game.ui.tile_art import TileArt
from tests.kits.bot_positions import first_position
from tests.kits.ui_kit import steps


class MapViewer(ExploreView, Scene):
    name = "map viewer"
    window_scaled = True

    def __init__(self, app: Any, session: Session) -> None:
        super().__init__(app)
        self.session, self.game = session, session.game
        self.art = TileArt(self.game.content)

    def build(self) -> None:
        self.lay_out()
        self.lay_out_panel(0)

    def update(self, dt: float) -> None:
        self.refresh_view()


class TableViewer(CombatView):
    name = "table viewer"
    window_scaled = True

    def build(self) -> None:
        self.L = CombatLayout.make(self.app.size, self.app.settings.ui_scale)

    def update(self, dt: float) -> None:
        self.follow_game()
        self.motion.update(dt)


def test_the_explore_view_alone_draws_a_game_and_follows_it(content, tmp_path):
    app = App(AppOptions(saves_dir=tmp_path, size=(1280, 720)))
    game = Game.new(["fighter", "wizard"], seed=5)
    session = Session(game=game, players=["Ann", "Ben"])
    viewer = MapViewer(app, session)
    app.switch(viewer)
    steps(app, 2)
    assert viewer.camera is not None and viewer.map_area().contains(viewer.camera.square_rect(0, 0))
    before = app.screen.copy()
    app.resize((1920, 1080))  # a relayout is the view's lay_out() again
    steps(app, 2)
    assert viewer.side.width > 300 and app.screen.get_size() == (1920, 1080)
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(app.screen, "RGB")


def test_the_combat_view_alone_draws_the_final_entity_table(content, tmp_path):
    def wanted(game: Game) -> bool:
        c = game.state.combat
        return c is not None and c.kind == "final_entity"

    game = first_position(["fighter", "wizard"], wanted, range(4), ecology="subterranean", limit=4000)
    if game is None:
        pytest.skip("no bot game reached the Final Entity")
    app = App(AppOptions(saves_dir=tmp_path, size=(1920, 1080)))
    viewer = TableViewer(app, Session(game=game, players=["Ann", "Ben"]))
    app.switch(viewer)
    steps(app, 3)
    assert viewer.header_title(viewer.combat).startswith("The Final Entity")
    assert viewer.foe_rects and viewer.spots, "the creature and cards are drawn where a click or close-up finds them"
