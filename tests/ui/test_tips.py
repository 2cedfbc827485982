"""First-time tips (issue 16): one line the first time a player meets a mechanic, shown once (kept in
the settings file), dismissed with Got it, none with the "Show tips" setting off, none in the tutorial."""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest

from game.ui.app import App, AppOptions
from game.ui.settings import Settings
from tests.kits.mouse_kit import click
from tests.kits.ui_kit import steps


@pytest.fixture(autouse=True)
def _tips_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Settings, "TIPS_DEFAULT", True)  # a new player's default


def new_game(tmp_path: Any) -> App:
    app = App(AppOptions(heroes=["fighter"], seed=3, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 3)
    return app


def draw_a_tile(app: App) -> None:
    click(app, next(b for b, c in app.scene.action_buttons if c.kind == "draw_tile").rect.center)
    steps(app, 2)


def test_a_tip_shows_the_first_time_a_mechanic_is_met_and_is_dismissed_with_got_it(content, tmp_path):
    app = new_game(tmp_path)
    assert app.guide.tips.key == "lantern", "the Lantern is the first thing a new player meets"
    assert app.guide.tips.close_rect is not None
    click(app, app.guide.tips.close_rect.center)
    assert app.guide.tips.key is None
    draw_a_tile(app)
    assert app.guide.tips.key == "tile", "a drawn tile brings the tile's tip"
    seen = json.loads((tmp_path / "settings.json").read_text())["tips_seen"]
    assert seen == ["lantern", "tile"], "each tip is remembered in the settings file as it shows"


def test_a_tip_shows_once_even_in_a_later_game(content, tmp_path):
    first = new_game(tmp_path)
    assert first.guide.tips.key == "lantern"
    pygame.event.clear()
    again = new_game(tmp_path)
    assert again.guide.tips.key is None, "the Lantern's tip was shown in the first game"
    draw_a_tile(again)
    assert again.guide.tips.key == "tile"


def test_no_tips_with_the_setting_off(content, tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"tips": False}))
    app = new_game(tmp_path)
    assert app.guide.tips.key is None
    draw_a_tile(app)
    assert app.guide.tips.key is None
    assert not json.loads((tmp_path / "settings.json").read_text()).get("tips_seen")


def test_the_show_tips_toggle_in_settings_turns_them_off_and_is_saved(content, tmp_path):
    app = new_game(tmp_path)
    app.overlays.toggle_settings()
    steps(app)
    click(app, app.overlays._toggles["tips"].rect.center)
    assert app.settings.tips is False
    assert json.loads((tmp_path / "settings.json").read_text())["tips"] is False
    assert "Show tips" in app.overlays._toggles["tips"].text


def test_no_tips_while_the_tutorial_teaches(content, tmp_path):
    from game.ui.tutorial import start_tutorial
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app)
    start_tutorial(app)
    steps(app, 3)
    assert app.guide.teaching and app.guide.tips.key is None


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.5), ((2560, 1440), 1.0)])
def test_every_tip_fits_on_one_line_over_the_map(content, tmp_path, size, scale):
    from game.ui.tips import TIPS
    app = App(AppOptions(heroes=["fighter", "wizard"], seed=3, saves_dir=tmp_path, size=size))
    app.set_ui_scale(scale)
    steps(app)
    for key, words in TIPS.items():
        app.guide.tips.key, app.guide.tips.scene = key, app.scene
        app.draw()
        tips = app.guide.tips
        assert tips.shown == words, f"the {key} tip is cut at {size} {scale}"
        assert app.scene.camera.view.contains(tips.rect) and tips.rect.contains(tips.close_rect)


def test_the_fight_tip_shows_over_the_combat_table(content, tmp_path):
    import random

    from game.bot import heuristic as bot
    from game.rules import Game
    from game.ui.session import Session
    game = Game.new(["fighter"], seed=3, ecology="ruins")
    rng = random.Random(3)
    while game.state.phase != "combat":
        game.do(bot.choose(game, rng))
    app = App(AppOptions(saves_dir=tmp_path))
    app.settings.tips_seen = ["lantern", "monster"]
    session = Session(game=game, players=["Ann"])
    session.catch_up()
    app.play(session)
    steps(app, 3)
    assert app.scene.name == "combat" and app.guide.tips.key == "combat"
    assert app.scene.L.table.contains(app.guide.tips.rect)
