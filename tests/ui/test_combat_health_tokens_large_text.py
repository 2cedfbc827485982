"""A health token holds its number at 200 % text (issue 36, seen in the accessibility screenshots: it
was wider than the disc, over the health bar), and the table's log button speaks German after a
language change (tests/ui/test_ui_words_in_german.py checks the pills' and the notes' words)."""

from __future__ import annotations

from game.rules import Game, scenario
from game.ui import look
from tests.kits.combat_table_kit import table


def test_a_health_token_holds_its_number_at_200_percent_text_and_the_log_button_is_german(tmp_path):
    game = Game.new(["fighter", "wizard", "rogue"], seed=5)
    scenario.monster_fight(game, ["furnace-wyrmling"])  # 54 health: two digits
    app, sc = table(tmp_path, game)
    app.set_language("de")
    app.set_ui_scale(2.0)
    app.step(1 / 60)
    sc = app.scene
    (centre,) = sc.token_points.values()
    radius = sc._token_step() // 2 - 1
    number = look.font(round(sc.fs(13) * look.UI_SCALE[0]), True).size("54")[0]
    assert number <= 2 * radius - 4, f"'54' is {number} px wide on a disc of {2 * radius} px"
    assert sc.log.button.text == "Neue Zeilen darunter"
