"""A Chest's Item is shown as its card (issue 39, item 10: it was only a log line and a tiny icon):
after the players choose who draws, a panel over the map shows the card drawn and who took it,
until Take it (or Enter) closes it."""

from __future__ import annotations

import random

import pygame

from game.bot import heuristic as bot
from game.ui.chest_finds import chest_finds
from tests.kits.dialog_kit import bot_game_until, button_for, click, open_app, step_is
from tests.kits.ui_kit import steps


def at_a_chest(game) -> bool:
    return step_is("choose_hero")(game) and game.state.pending[0].source == "chest"


def finish_the_items_steps(app) -> None:
    """An Item that Adds Action Cards asks which cards it replaces first: the bot answers that."""
    game, rng = app.scene.session.game, random.Random(0)
    for _ in range(6):
        if game.state.phase != "resolving":
            break
        app.scene.session.do(bot.choose(game, rng))
        steps(app, 2)


def test_the_item_drawn_from_a_chest_is_shown_as_its_card(content, tmp_path) -> None:
    game = bot_game_until(["fighter", "wizard"], "ruins", at_a_chest)
    app = open_app(tmp_path, game)
    assert app.scene.name == "choose_hero"
    before = len(chest_finds(game))
    click(app, button_for(app, "choose_hero", hero=1).center)
    steps(app, 2)
    finish_the_items_steps(app)
    [(hero, item)] = chest_finds(game)[before:]
    assert hero == 1
    found = app.scene
    assert found.name == "found", "the Chest's Item gets a panel of its own"
    app.draw()
    assert ("item", item) in [ref for _, ref in found.card_spots()], "its card is drawn"
    rect = next(r for r, ref in found.card_spots() if ref == ("item", item))
    assert rect.width >= 150, "large enough to read"
    click(app, found.take.rect.center)
    assert app.scene.name == "explore"


def test_enter_puts_the_chest_panel_away_and_a_load_shows_no_old_finds(content, tmp_path) -> None:
    game = bot_game_until(["fighter", "wizard"], "ruins", at_a_chest)
    app = open_app(tmp_path, game)
    click(app, button_for(app, "choose_hero", hero=0).center)
    steps(app, 2)
    finish_the_items_steps(app)
    assert app.scene.name == "found"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40))
    steps(app, 2)
    assert app.scene.name == "explore"
    again = open_app(tmp_path / "again", game)  # the same game opened anew: its past finds are not shown again
    steps(again, 2)
    assert again.scene.name == "explore"
