"""The game-over screen's actions: watch the game just played in the replay viewer (from its save),
and play the same party again under the same options (from the Ecology it began in)."""

from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest

from game.bot import heuristic as bot
from tests.kits.fit_kit import open_app


def _finished_game_over(tmp_path, **options):
    app = open_app(tmp_path, (1280, 720), 1.0)
    session = app.new_session(["fighter"], None, 4, "ruins", [], **options)
    rng = random.Random(4)
    while session.game.outcome is None:
        session.do(bot.choose(session.game, rng))
    app.show("game over", session)
    app.step(1 / 60)
    assert app.scene.name == "game_over"
    return app


def _press(app, button) -> None:
    app.scene.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button), True)
    app.step(1 / 60)


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
def test_watch_replay_opens_the_finished_game_in_the_viewer_at_its_first_move(content, tmp_path):
    app = _finished_game_over(tmp_path)
    played = app.scene.session.game
    assert app.scene.watch.is_enabled
    _press(app, app.scene.watch)
    assert app.scene.name == "replay"
    replay = app.scene.replay
    assert app.scene.step == 0  # watched from the first move
    assert replay.game_at(replay.steps).state.model_dump() == played.state.model_dump()


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
def test_same_party_again_keeps_the_tier_and_house_rules(content, tmp_path):
    app = _finished_game_over(tmp_path, tier="veteran", house_rules=["knocked_out"])
    _press(app, app.scene.same)
    state = app.scene.session.game.state
    assert app.scene.name != "game_over"  # the new game is on (its first step's dialog may be open)
    assert app.scene.session.game.outcome is None
    assert (state.heroes, state.tier, state.house_rules) == (["fighter"], "veteran", ["knocked_out"])


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_same_party_again_begins_where_the_game_began_not_where_it_ended(content, tmp_path):
    app = _finished_game_over(tmp_path)  # seed 4's lone Fighter falls in the Subterranean Architecture
    assert app.scene.session.game.state.ecology == "subterranean"
    _press(app, app.scene.same)
    assert app.scene.session.game.state.ecology == "ruins"


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
def test_a_long_games_record_is_cut_short_before_its_box_overflows(content, tmp_path):
    """pygame_gui draws a text box's lines past ~65,000 pixels over its first ones: a long won game's
    record (seed 1's lone Rogue: 1,022 moves) is shown up to RECORD_LINES lines, the rest
    named in the save folder."""
    from game.ui.scenes.game_over import RECORD_LINES
    app = open_app(tmp_path, (1280, 720), 1.5)
    session = app.new_session(["rogue"], None, 1, "ruins", [])
    bot.play(session.game, seed=1)
    app.show("game over", session)
    app.step(1 / 60)
    box = app.scene.body_box
    assert session.game.outcome == "won" and box.text_box_layout.layout_rect.height < 65_000
    assert app.scene.body_html.count("<br>") < RECORD_LINES + 40
    assert "more lines: the whole Adventure Record is in the save folder" in app.scene.body_html
