"""Every ability of the deciding hero stays in sight on the combat table at a large text size: a button
each where the row has room, and one "+n" button whose tooltip tells the rest (at 200 % in 1280x720
the abilities past the row's room were left out, with nothing to say they existed)."""

from __future__ import annotations

import pytest

from game.i18n import card_text
from game.rules import Game, hero_abilities, scenario
from tests.kits.combat_table_kit import table


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_each_ability_is_a_button_or_told_by_the_more_button(tmp_path, scale):
    game = Game.new(["fighter", "wizard", "rogue"], seed=5)
    scenario.raise_heroes_to(game, 3)
    scenario.monster_fight(game, ["furnace-wyrmling"])
    app, sc = table(tmp_path, game)
    app.set_ui_scale(scale)
    app.step(1 / 60)
    sc = app.scene
    hero = sc.deciding_hero()
    shown = [ab for ab in hero_abilities(sc.game, hero) if ab.trigger != "passive"]
    assert len(shown) >= 2
    with_buttons = {ability for _b, ability, _h in sc.ability_buttons}
    rest = [ab for ab in shown if ab.id not in with_buttons]
    limit = sc.play_button.relative_rect.x
    assert all(b.relative_rect.right <= limit for b, _a, _h in sc.ability_buttons)
    if rest:
        assert sc.more_abilities is not None and sc.more_abilities.relative_rect.right <= limit
        assert sc.more_abilities.text == f"+{len(rest)}"
        assert all(card_text(ab, "name") in sc.more_abilities.tool_tip_text for ab in rest)
    else:
        assert sc.more_abilities is None
    if scale == 2.0:
        assert rest, "at 200 % in 1280x720 the row has no room for all of a level-3 hero's abilities"
