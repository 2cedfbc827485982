"""The map's log keeps eight readable lines at 1280x720 and 150 % with three heroes (issue 39, item 8):
the side panel goes compact there (a hero a line, its facts beside its name; Keys and Tiles left on
one line beside a slot as tall as the counters; the log's lines set closer), and nothing on it
overlaps or runs off. A roomier window keeps the full panel."""

from __future__ import annotations

import pytest

from game.rules import Game
from game.ui.log_view import FEWEST_LOG_LINES
from game.ui.scenes.explore import ExploreScene
from tests.kits.fit_kit import check, open_app, recorded_text, session_for
from tests.kits.ui_kit import steps


def _lines_shown(sc) -> int:
    """How many lines of the log's text its box shows (its font's line at the box's own spacing)."""
    box = sc.log_box
    font = app_theme_font(sc, box)
    line = font.get_linesize() if hasattr(font, "get_linesize") else font.size("Ag")[1]
    inner = box.rect.height - sc.lay.u(12)
    return int(inner // (line * box.line_spacing))


def app_theme_font(sc, box):
    """The font the log box's theme gives it."""
    return sc.manager.get_theme().get_font(box.combined_element_ids)


@pytest.mark.parametrize("size, scale, compact", [((1280, 720), 1.5, True), ((1280, 720), 1.0, False),
                                                  ((1920, 1080), 1.5, None)])
def test_the_log_keeps_eight_readable_lines_with_three_heroes(tmp_path, size, scale, compact) -> None:
    app = open_app(tmp_path, size, scale)
    game = Game.new(["fighter", "wizard", "rogue"], seed=3)
    problems = check(app, lambda a: a.switch(ExploreScene(a, session_for(a, game.events))))
    sc = app.scene
    assert problems == []
    assert compact is None or getattr(sc, "compact_heroes", compact) is compact
    assert _lines_shown(sc) >= FEWEST_LOG_LINES, f"{_lines_shown(sc)} lines of the log at {size} {scale:.0%}"
    with recorded_text() as drawn:
        steps(app)
    words = [w for _, w in drawn]
    fighter = game.state.hero_states[0]
    assert any(w.startswith(f"HP {fighter.health}/{fighter.max_health}") for w in words), \
        "each hero's facts are still shown"
    assert any("Tiles left" in w for w in words) and any("Keys" in w for w in words)
