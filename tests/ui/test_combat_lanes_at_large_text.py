"""A narrow combat lane (three heroes at 200 % text in 1280x720) names its hero and foe in whole words:
the hero by first name where the full name does not fit, the foe by card number or, where one card
faces every lane (it stands beside them), not at all; never "Harr…" or "vs Furnace…"."""

from __future__ import annotations

import pytest

from game.rules import Game, scenario
from game.ui.labels import proper_name, short_name
from tests.kits.combat_table_kit import table
from tests.kits.fit_kit import recorded_text


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_lane_names_are_whole_words(tmp_path, scale):
    game = Game.new(["fighter", "wizard", "rogue"], seed=5)
    scenario.monster_fight(game, ["furnace-wyrmling"])
    app, sc = table(tmp_path, game)
    app.set_ui_scale(scale)
    app.step(1 / 60)
    with recorded_text() as seen:
        app.scene.draw(app.screen)
    drawn = [words for _rect, words in seen]
    for hero in range(3):
        full, first = proper_name(game, hero), short_name(game, hero)
        assert full in drawn or first in drawn, (full, drawn)
    assert not [w for w in drawn if w.startswith("vs ") and w.endswith("…")]
    if scale == 1.0:  # room enough: the whole names and the foe
        assert all(proper_name(game, hero) in drawn for hero in range(3))
        assert sum(w.startswith("vs ") for w in drawn) == 3
