"""The combat table's last English words, in German (issue 36, seen in the accessibility screenshots):
the pills' forecasts ("deal 6, dies · take 1 (0 if spared)"), a used Monster deck's "its power is
used this round", a refused pair or drop, and the log's "New lines below"; and a health token holds
its number at 200 % text (it was wider than the disc, over the health bar)."""

from __future__ import annotations

from game.i18n import set_language
from game.rules import Forecast, Game, scenario
from game.ui import look
from game.ui.combat_preview import preview_parts, preview_words
from tests.kits.combat_table_kit import table


def test_a_pairs_forecast_is_told_in_german():
    kill = Forecast("hero", deal=6, take=1, kills=1, spared=0, take_if_chosen=0)
    assert preview_words(kill) == "deal 6, dies · take 1 (0 if spared)"
    set_language("de")
    assert preview_words(kill) == "macht 6, stirbt · nimmt 1 (0, wenn verschont)"
    horde = Forecast("hero", deal=9, take=2, kills=3, spared=0)
    assert [w for w, _joint in preview_parts(horde)] == ["macht 9, 3 sterben", "nimmt 2"]
    assert [w for w, _joint in preview_parts(horde._replace(kills=0))] == ["macht 9", "nimmt 2"]


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
    assert sc.log.button.text == "Neue Zeilen unten"
