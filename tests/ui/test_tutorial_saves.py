"""The tutorial's game is not the player's own: the title's Continue passes it over (it resumes the
latest game the player started), and the Load list shows it last, under its own heading, labelled as
the tutorial's game (it may be continued there: the tutorial invites playing on into the Caverns)."""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui.app import App, AppOptions
from game.ui.scenes.load import TUTORIALS, campaign_line
from tests.kits.ui_kit import steps


def press(app: App, button: object) -> None:
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    steps(app, 2)


def title(app: App) -> dict:
    app.show("title")
    steps(app, 2)
    return app.scene.buttons


def test_continue_skips_the_tutorial_game_and_load_labels_it(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 2)
    press(app, app.scene.buttons["tutorial"])
    assert app.guide.teaching and app.scene.session.saved_game.name == "Tutorial"

    buttons = title(app)
    assert not buttons["continue"].is_enabled, "the tutorial's game is not a game to continue"
    assert "tutorial" in buttons["continue"].tool_tip_text and "Load" in buttons["continue"].tool_tip_text
    assert buttons["load"].is_enabled

    own = app.new_session(["wizard"], None, 5, "ruins", [])
    app.play(own)
    steps(app, 2)
    press(app, title(app)["tutorial"])  # the tutorial again, played after the player's own game
    assert app.scene.session.saved_game.name == "Tutorial-2"

    press(app, title(app)["continue"])
    assert app.scene.name == "explore" and app.scene.session.saved_game.name == own.saved_game.name
    assert app.scene.session.game.state.heroes == ["wizard"]

    press(app, title(app)["load"])
    shown = [item["text"] for item in app.scene.list.item_list]
    assert shown[0] == campaign_line(app.scene.summaries[0]) and shown[0].startswith(own.saved_game.name)
    assert shown[1:] == [TUTORIALS, "Tutorial-2  (the tutorial's game, in progress)",
                         "Tutorial  (the tutorial's game, in progress)"]
