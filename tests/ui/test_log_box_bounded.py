"""The map's adventure log box keeps the last lines only: pygame_gui keeps a text box's whole
laid-out text, so a box appended to all game long grows (and slows) all game long."""

from __future__ import annotations

import pytest

from game.ui.scenes.explore import LOG_LINES, LOG_SLACK
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
