"""The game-over screen names the game's turning points (issue 38): the moves where the chance to win
moved most, each as its button was labelled, with the chance before and after."""

from __future__ import annotations

import pytest

from game.bot.odds_review import turning_points
from game.ui.app import App, AppOptions
from game.ui.scenes.game_over import GameOverScene
from game.ui.session import Session
from tests.kits.story_kit import finished
from tests.kits.ui_kit import steps


@pytest.mark.slow  # a whole game
def test_the_end_screen_of_a_lost_game_lists_its_turning_points(tmp_path):
    game = finished(won=False)
    app = App(AppOptions(saves_dir=tmp_path))
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(GameOverScene(app, session))
    steps(app, 2)
    body = app.scene.body_html.split("The Adventure Record")[0]
    points = turning_points(game.events)
    assert points and "Turning points" in body
    for p in points:
        assert f"Move {p.move} (" in body and f"about {round(100 * p.shown[0])} % to win before" in body
    assert "points down" in body, "a lost game's chance fell somewhere"
