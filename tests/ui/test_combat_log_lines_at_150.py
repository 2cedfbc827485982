"""The combat table's log keeps eight readable lines at 1280x720 and 150 % with three heroes
(issue 39, item 8): the sidebar's log box is tall enough for FEWEST_LOG_LINES lines of its own font."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules import Game
from game.ui.app import App, AppOptions
from game.ui.log_view import FEWEST_LOG_LINES
from game.ui.scenes.combat import CombatScene
from game.ui.session import Session
from tests.kits.bot_positions import first_position
from tests.kits.ui_kit import steps


def _lines_shown(sc: Any) -> int:
    """How many lines of the log's text its box shows (its font's line at the box's own spacing)."""
    box = sc.log_box
    font = sc.manager.get_theme().get_font(box.combined_element_ids)
    line = font.get_linesize() if hasattr(font, "get_linesize") else font.size("Ag")[1]
    inner = box.rect.height - 12
    return int(inner // (line * box.line_spacing))


# at 150 % three hero rows and the choices leave it short: the sidebar's hero rows go compact (two
# lines each, no "Heroes" heading) and the controls move up (issue 39, item 8). At 200 % text three
# choice buttons keep their room and the log scrolls in fewer lines.
@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_the_combat_log_keeps_eight_readable_lines_with_three_heroes_at_1280x720(tmp_path, scale) -> None:
    game = first_position(["rogue", "fighter", "wizard"], lambda g: g.state.combat is not None, range(40),
                          limit=3000)
    assert game is not None
    app = App(AppOptions(saves_dir=tmp_path, size=(1280, 720)))
    app.settings.anim_speed = 0
    app.set_ui_scale(scale)
    session = Session(game=Game.replay(game.events), players=["Ann"] * 3)
    session.catch_up()
    app.switch(CombatScene(app, session))
    steps(app, 2)
    sc: Any = app.scene
    assert _lines_shown(sc) >= FEWEST_LOG_LINES, f"{_lines_shown(sc)} lines of the combat log at {scale:.0%}"
