"""A Legendary Location card that costs the heroes Health says so, in its dialog and in the log
(issue 13). Ruins pattern 2, The Sunken Stair, on three hand-drawn tiles in a line: the card that
leads to pile C is followed by The Long Fall ("Each hero takes 2 damage")."""

from __future__ import annotations

from game.rules import Game
from game.rules.areas.encounter import Encounter
from game.rules.areas.legendary import ContinueLocation
from game.ui.app import App, AppOptions
from game.ui.scenes.encounters import HURT
from game.ui.scenes.explore import ExploreScene
from game.ui.session import Session
from tests.kits.fit_kit import recorded_text
from tests.kits.runes_kit import entry, game_on, place
from tests.kits.tilekit import tile
from tests.kits.ui_kit import steps


def sunken_stair() -> tuple[Game, str]:
    game = game_on([entry(["E"]), tile("ruins-a", nodes=["W", "E"]), tile("ruins-b", nodes=["W"])],
                   ["ruins-a", "ruins-b"], heroes=("fighter", "wizard"),
                   stacked={"legendary:ruins:2": ["ruins-ll-2-air"], "legendary:ruins:2C": ["ruins-ll-2c1-long-fall"]})
    place(game, 1, 0)
    place(game, 2, 0)
    ls = game.state.legendary
    return game, next(eid for eid, m in ls.matches.items() if m.pattern == 2)


def test_the_log_says_which_hero_lost_how_much_health_to_which_card():
    game, location = sunken_stair()
    session = Session(game=game, players=["Ann"])
    session.catch_up()
    session.do(Encounter(element=location))
    session.do(ContinueLocation())
    hurt = [line for line in session.log if line.startswith("Damage")]
    assert hurt == ["Damage (The Long Fall): Harrow Stonebrook loses 2 Health, Ilse Marrowlight loses 2 Health."]


def test_the_legendary_dialog_shows_the_health_a_card_cost(content, tmp_path):
    game, location = sunken_stair()
    app = App(AppOptions(saves_dir=tmp_path))
    app.settings.anim_speed = 0
    session = Session(game=game, players=["Ann"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    steps(app, 2)
    session.do(Encounter(element=location))
    steps(app, 3)
    dialog = app.scene
    assert dialog.name == "legendary"
    assert dialog.card_effects() == []  # the first card costs nothing
    session.do(ContinueLocation())
    steps(app, 3)
    assert app.scene is dialog  # the chain goes on (pile C has a second card)
    assert dialog.card_effects() == [
        ("The Long Fall: Harrow Stonebrook loses 2 Health, Ilse Marrowlight loses 2 Health.", HURT)]
    with recorded_text() as drawn:
        steps(app, 1)
    assert any("loses 2 Health" in words for _, words in drawn)
