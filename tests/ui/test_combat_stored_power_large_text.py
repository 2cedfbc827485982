"""The hand's stored Power Cards sit under their words at 200 % text (issue 36): "stored power (2)"
grew with the text while the cards stayed a fixed step below it, so the words lay on the cards."""

from __future__ import annotations

import pytest

from game.rules import Game, scenario
from tests.kits.combat_table_kit import table
from tests.kits.fit_kit import recorded_text


def test_the_stored_power_cards_lie_under_their_words_at_200_percent(tmp_path):
    game = Game.new(["fighter", "wizard", "rogue"], seed=5)
    scenario.monster_fight(game, ["furnace-wyrmling"])
    app, sc = table(tmp_path, game)
    app.set_ui_scale(2.0)
    app.step(1 / 60)
    sc = app.scene
    hero = sc.deciding_hero()
    stored = game.state.hero_states[hero].stored
    assert stored, "the deciding hero has stored power"
    with recorded_text() as drawn:
        sc.draw(app.screen)
    (words,) = [rect for rect, w in drawn if w.startswith("stored power")]
    cards = [rect for rect, ref in sc.spots if ref[0] == "action" and ref[1] in stored]
    assert cards and all(card.top >= words.bottom - 2 for card in cards), f"{words} lies on {cards}"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_ability_buttons_lie_under_the_hand_at_200_percent(tmp_path, size):
    """The ability buttons' row grows with the text: the hand (and its stored Power Cards) moves up
    above it, where the row lay over the cards' feet."""
    game = Game.new(["fighter", "wizard", "rogue"], seed=5)
    scenario.monster_fight(game, ["furnace-wyrmling"])
    app, sc = table(tmp_path, game, size=size)
    app.set_ui_scale(2.0)
    app.step(1 / 60)
    sc = app.scene
    sc.draw(app.screen)
    buttons = [b.rect for b, _ability, _hero in sc.ability_buttons]
    cards = [rect for rect, ref in sc.spots if ref[0] == "action"]
    assert buttons and cards
    assert not [(c, b) for c in cards for b in buttons if c.colliderect(b)], "a button lies over a card"
