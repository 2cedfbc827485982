"""The daily descent on screen (issue 38): the title opens it, Descend plays the day's game (saved and
noted as a try), a finished try's result reaches the calendar, and the calendar shows each day."""

from __future__ import annotations

from datetime import date

import pygame
import pygame_gui
import pytest

from game.bot import heuristic as bot
from game.rules import Content
from game.saves.daily import Attempt, DailyDoc, daily_path, daily_setup, load_daily, start_attempt
from game.saves.share_code import ShareSetup, share_code
from game.ui.app import App
from game.ui.share import session_from_setup
from tests.kits.fit_kit import open_app
from tests.kits.ui_kit import click, steps

DAY = date(2026, 11, 28)


def _press(app: App, button: object) -> None:
    app.scene.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button), True)
    steps(app)


def test_the_title_opens_the_daily_descent_with_todays_game_and_code(content: Content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.show("title")
    steps(app)
    click(app, app.scene.buttons["daily"].rect.center)
    assert app.scene.name == "daily"
    assert app.scene.today == date.today()
    assert share_code(daily_setup(date.today()), content) in app.scene.today_box.html_text


def test_descend_plays_the_days_game_saved_as_a_try_of_that_day(content: Content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.show("daily", DAY)
    steps(app)
    click(app, app.scene.descend.rect.center)
    assert app.scene.name == "explore"
    session = app.scene.session
    assert session.game.events == daily_setup(DAY).new_game(content).events
    assert session.saved_game.name == "Daily 2026-11-28"
    tries = load_daily(daily_path(tmp_path)).days["2026-11-28"]
    assert [a.saved_game for a in tries] == ["Daily 2026-11-28"] and tries[0].outcome is None


def test_the_calendar_shows_each_days_best_and_a_chosen_days_details(content: Content, tmp_path):
    days = {"2026-11-26": [Attempt(saved_game="a", started="x", outcome="won", deepest="subterranean", moves=612)],
            "2026-11-23": [Attempt(saved_game="b", started="x", outcome="lost", deepest="caverns", moves=402, hints=2)]}
    daily_path(tmp_path).write_text(DailyDoc(days=days).model_dump_json())
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.show("daily", DAY)
    steps(app)
    scene = app.scene
    assert scene.results["2026-11-26"].won and not scene.results["2026-11-23"].won
    click(app, scene.probe()["days"]["2026-11-23"])
    assert app.scene.selected == date(2026, 11, 23)
    words = app.scene.details.html_text
    assert "Lost in 402 moves with 2 hints" in words and "Caverns" in words
    assert share_code(daily_setup(date(2026, 11, 23)), content) in words


@pytest.mark.slow  # a whole game
def test_a_finished_tries_result_reaches_the_calendar(content: Content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    session = session_from_setup(app, ShareSetup.make(["fighter"], 1), save_name="Daily 2026-11-28")
    start_attempt(daily_path(tmp_path), DAY, session.saved_game.name)
    bot.play(session.game, seed=1)  # a solo Fighter's win
    session.autosave()
    session.hints = 2
    app.show("game over", session)  # the end of a game: its result written
    steps(app)
    app.show("daily", DAY)
    steps(app)
    result = app.scene.results["2026-11-28"]
    moves = sum(1 for e in session.game.events if e.kind == "command_accepted")
    assert (result.won, result.deepest, result.moves, result.hints) == (True, "subterranean", moves, 2)
    assert "Won in" in app.scene.today_box.html_text
    assert app.scene.descend.text == "Try today's game again"
