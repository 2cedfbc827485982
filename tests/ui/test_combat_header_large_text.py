"""The combat table's title at 200 % text (issue 36): which foe and which round stay readable. With the
step's line beside it the title had half the table and was cut to "Combat…" (German "Kampf…");
at large text the title takes the whole line and the step the line under it."""

from __future__ import annotations

from game.i18n import set_language
from game.rules import Game, scenario
from tests.kits.combat_table_kit import table
from tests.kits.fit_kit import recorded_text


def _header(tmp_path, scale: float, language: str = "en") -> tuple[str, list[tuple[object, str]]]:
    game = Game.new(["fighter", "wizard", "rogue"], seed=5)
    scenario.monster_fight(game, ["furnace-wyrmling"])  # Kampf: Glutofen-Lindwürmchen — Runde 1
    app, sc = table(tmp_path, game)
    set_language(language)
    app.set_ui_scale(scale)
    app.step(1 / 60)
    sc = app.scene
    with recorded_text() as drawn:
        sc._draw_header(app.screen, sc.combat)
    return sc.header_title(sc.combat), drawn


def test_the_combat_title_is_whole_at_200_percent_text(tmp_path):
    title, drawn = _header(tmp_path, 2.0, "de")
    words = [w for _, w in drawn]
    assert title in words, f"the title {title!r} is cut: {words}"
    assert any(w.startswith("Schritt:") for w in words), "the step is told too"
    (t_rect,) = [r for r, w in drawn if w == title]
    (s_rect,) = [r for r, w in drawn if w.startswith("Schritt:")]
    assert s_rect.top >= t_rect.bottom, "the step on the line under the title"


def test_the_title_and_the_step_share_a_line_at_100_percent(tmp_path):
    title, drawn = _header(tmp_path, 1.0)
    (t_rect,) = [r for r, w in drawn if w == title]
    (s_rect,) = [r for r, w in drawn if w.startswith("Step:")]
    assert s_rect.left > t_rect.right and s_rect.top < t_rect.bottom
