"""The map's log stays on its newest line after a draw or a placement, unless the player scrolled up
to read; then it stays where they read and says "new lines below" (issue 39, item 4)."""

from __future__ import annotations

import pygame

from game.ui.app import App, AppOptions
from game.ui.settings import Settings
from tests.kits.explore_kit import drag, key, release, scene, square_centre
from tests.kits.ui_kit import click, steps

QUARTER_SECOND = 15  # frames (pygame_gui rebuilds a resized text box a fifth of a second later)


def new_map(tmp_path, size: tuple[int, int] = (1280, 720), scale: float = 1.0) -> App:
    Settings(story=False, tips=False, anim_speed=0, ui_scale=scale).save(tmp_path / "settings.json")
    app = App(AppOptions(heroes=["fighter", "wizard"], players=["Ann", "Ben"], seed=5, saves_dir=tmp_path,
                         size=size))
    steps(app, 2)
    return app


def shown_part(app: App) -> tuple[float, float]:
    bar = scene(app).log_box.scroll_bar
    assert bar is not None, "the log is longer than its box"
    return bar.start_percentage, bar.start_percentage + bar.visible_percentage


def draw_and_place(app: App) -> None:
    key(app, pygame.K_SPACE)
    steps(app, QUARTER_SECOND)
    sc = scene(app)
    square = sorted(sc.legal_squares())[0]
    drag(app, sc.slot.center, square_centre(app, square))
    release(app, square_centre(app, square))
    steps(app, QUARTER_SECOND)


def scroll_log_up(app: App) -> None:
    """The player drags the log's scroll bar to the top (the wheel needs a real pointer: pygame_gui
    reads where the mouse is from SDL, which the dummy driver does not move)."""
    bar = scene(app).log_box.scroll_bar
    assert bar is not None
    bar.set_scroll_from_start_percentage(0.0)
    steps(app, 2)


def test_the_log_shows_its_newest_line_after_each_draw_and_placement(content, tmp_path):
    app = new_map(tmp_path)
    for _ in range(3):
        lines = len(scene(app).session.log)
        draw_and_place(app)
        assert len(scene(app).session.log) > lines
        assert shown_part(app)[1] >= 0.98, "the newest line is in view"
        assert not scene(app).log.button.visible


def test_the_log_shows_its_newest_line_at_150_percent_in_a_large_window(content, tmp_path):
    app = new_map(tmp_path, (1920, 1080), 1.5)
    draw_and_place(app)
    assert shown_part(app)[1] >= 0.98


def test_a_log_scrolled_up_stays_there_and_says_new_lines_below(content, tmp_path):
    app = new_map(tmp_path)
    draw_and_place(app)
    scroll_log_up(app)
    reading = shown_part(app)
    assert reading[1] < 0.9, "the wheel scrolled the log up"
    assert not scene(app).log.button.visible, "nothing new yet"
    draw_and_place(app)
    assert abs(shown_part(app)[0] - reading[0]) < 0.15, "the log stays where the player reads"
    button = scene(app).log.button
    assert button.visible and "New lines below" in button.text
    click(app, button.rect.center)
    assert shown_part(app)[1] >= 0.98 and not button.visible, "the button brings the newest line back"
    draw_and_place(app)
    assert shown_part(app)[1] >= 0.98, "and the log follows again"


def test_the_combat_tables_log_stays_where_the_player_reads(tmp_path):
    from tests.kits.combat_table_kit import bot_until, in_combat_step, table
    game = bot_until(["fighter"], in_combat_step("play"))
    app, sc = table(tmp_path, game)
    bar = sc.log_box.scroll_bar
    assert bar is not None, "the fight's log is longer than its box"
    assert bar.start_percentage + bar.visible_percentage >= 0.98, "it opens on its newest line"
    bar.set_scroll_from_start_percentage(0.0)
    steps(app, 2)
    sc.session.log.append("A line that came in while the player read above.")
    sc.session.version += 1  # (what a move does)
    steps(app, 2)
    bar = sc.log_box.scroll_bar
    assert bar is not None and bar.start_percentage < 0.1, "the log stays where the player reads"
    assert sc.log.button.visible
    click(app, sc.log.button.rect.center)
    bar = sc.log_box.scroll_bar
    assert bar is not None and bar.start_percentage + bar.visible_percentage >= 0.98
