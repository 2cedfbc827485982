"""The map's and the combat table's log boxes keep the last lines only: pygame_gui keeps a text box's
whole laid-out text, so a box appended to all game long grows (and slows) all game long. New lines are
appended (pygame_gui lays out only them): a box written anew lays out all of its lines twice."""

from __future__ import annotations

import pytest

from game.ui.log_view import LOG_LINES, LOG_SLACK
from tests.kits.combat_table_kit import bot_until, table
from tests.kits.fit_kit import open_app


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_the_log_box_holds_at_most_its_lines_and_slack_and_shows_the_newest(content, tmp_path) -> None:
    app = open_app(tmp_path, (1280, 720), 1.0)
    session = app.new_session(["fighter"], None, 3, "ruins", [])
    app.show("explore", session)
    app.step(1 / 60)
    explore = app.scene
    for i in range(3 * (LOG_LINES + LOG_SLACK)):  # lines arrive a few at a time while the map is shown
        session.log.append(f"Line {i} of a long game.")
        if i % 3 == 2:
            explore._sync_log()  # (what update() does when the game moved on)
            box = explore.log_box
            lines = (box.html_text + box.appended_text).split("<br>")  # set, then appended (pygame_gui)
            assert len(lines) <= LOG_LINES + LOG_SLACK, i
            assert lines[-1] == session.log[-1]


def test_the_combat_tables_log_takes_new_lines_without_writing_its_box_anew(content, tmp_path) -> None:
    game = bot_until(["fighter"], lambda g: g.state.combat is not None and len(g.legal()) > 1, range(5))
    app, scene = table(tmp_path, game)
    box = scene.log_box
    written = box.html_text
    assert written.split("<br>")[-1] == scene.session.log[-1]
    for i in range(5):
        scene.session.log.append(f"Line {i} of a long fight.")
        scene._refresh_log()  # (what update() does when the game moved on)
        assert box.html_text is written, "the box was not written anew"
        assert box.appended_text.split("<br>")[-1] == f"Line {i} of a long fight."
