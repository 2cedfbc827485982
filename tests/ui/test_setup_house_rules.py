"""The setup's "Tier and house rules" tab, driven by real mouse clicks under SDL's dummy driver."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402
import pygame_gui  # noqa: E402

from game.rules import HOUSE_RULES, TIERS  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from tests.kits.ui_kit import click


def hover(app: App, button: object) -> None:
    """pygame_gui's hover event for `button` (the dummy driver has no pointer to move onto it)."""
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_ON_HOVERED, ui_element=button))
    app.step(1 / 60)


def test_a_tier_and_a_house_rule_chosen_at_setup_are_the_games(tmp_path):
    """New game -> "Tier and house rules" -> Veteran and "Knocked out, not killed" -> Descend: the game
    is set up at Veteran (one Key fewer: two) with the house rule in play."""
    app = App(AppOptions(saves_dir=tmp_path))
    app.step()
    click(app, app.scene.buttons["new"].rect.center)
    setup = app.scene
    assert setup.name == "setup" and not setup.tier_buttons, "the variants tab comes first"
    click(app, setup.tab_buttons["house"].rect.center)
    assert set(setup.tier_buttons) == set(TIERS) and set(setup.house_buttons) == set(HOUSE_RULES)
    click(app, setup.tier_buttons["veteran"].rect.center)
    click(app, setup.house_buttons["knocked_out"].rect.center)
    assert setup.tier == "veteran" and setup.house_rules == {"knocked_out"}
    from game.ui.check_box import is_on
    knocked_out = setup.house_buttons["knocked_out"]
    assert is_on(knocked_out) and knocked_out.text == HOUSE_RULES["knocked_out"].name
    click(app, setup.start.rect.center)
    assert app.scene.name == "explore"
    state = app.scene.game.state
    assert state.tier == "veteran" and state.house_rules == ["knocked_out"] and state.keys == 2


def test_hovering_a_tier_or_house_rule_shows_its_rule_and_difficulty(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    app.step()
    click(app, app.scene.buttons["new"].rect.center)
    setup = app.scene
    click(app, setup.tab_buttons["house"].rect.center)
    hover(app, setup.tier_buttons["fearless"])
    assert TIERS["fearless"].text in setup.explain.html_text and "3 extra campaign marks" in setup.explain.html_text
    hover(app, setup.house_buttons["open_monster_deck"])
    rule = HOUSE_RULES["open_monster_deck"]
    assert rule.text in setup.explain.html_text and rule.difficulty in setup.explain.html_text


def test_the_rulebook_game_is_the_default(tmp_path):
    """Untouched, the setup starts the rulebook game: Standard tier, no house rule."""
    app = App(AppOptions(saves_dir=tmp_path))
    app.step()
    click(app, app.scene.buttons["new"].rect.center)
    click(app, app.scene.start.rect.center)
    state = app.scene.game.state
    assert state.tier == "standard" and state.house_rules == [] and state.keys == 3
