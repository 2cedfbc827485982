"""Story mode on screen: the setup's "Story mode" toggle starts a story game; a story choice opens
as a panel with its passage and its two options as buttons (cost and reward under each and on
hover); a click makes the choice; an option the heroes cannot afford is disabled and says why."""

from __future__ import annotations

import pygame_gui
import pytest

from game.rules import xp_value
from game.ui.app import App
from tests.kits.fit_kit import open_app, session_for
from tests.kits.story_kit import at_choice, with_events
from tests.kits.ui_kit import click


def choice_app(tmp_path, no_keys: bool = False) -> App:
    game = at_choice("legendary:ruins")
    if no_keys:
        game = with_events(game, {"kind": "keys_changed", "amount": -game.state.keys, "cause": "a test"})
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.play(session_for(app, list(game.events)))
    for _ in range(3):
        app.step(1 / 60)
    return app


def option_buttons(app: App) -> list[pygame_gui.elements.UIButton]:
    dialog = app.scene
    return sorted((b for b in dialog.root.elements if isinstance(b, pygame_gui.elements.UIButton)
                   and b.text in {o.label for o in dialog.game.content.story_choices["weeping-statue"].options}),
                  key=lambda b: b.rect.y)


def test_the_story_choice_shows_its_passage_and_both_options_with_cost_and_reward(content, tmp_path) -> None:
    app = choice_app(tmp_path)
    dialog = app.scene
    assert dialog.name == "story_choice" and dialog.title == "The Weeping Statue"
    first, second = option_buttons(app)
    assert first.is_enabled and second.is_enabled
    assert first.tool_tip_text == "Cost: 1 Key. Reward: each hero heals 3."
    assert second.tool_tip_text == ("Cost: each hero loses 1 health. Reward: a card worth 2 XP joins the XP pool.")
    assert dialog.panel.height <= 720 and dialog.panel.width <= 1280


def test_clicking_an_option_makes_the_choice_and_closes_the_panel(content, tmp_path) -> None:
    app = choice_app(tmp_path)
    game = app.scene.game
    _, second = option_buttons(app)
    click(app, second.rect.center)
    chosen = [e for e in game.events if e.kind == "story_option_chosen"]
    assert [e.option for e in chosen] == [1]
    assert app.scene.name == "explore"


def test_an_option_the_heroes_cannot_afford_is_disabled_and_says_why(content, tmp_path) -> None:
    app = choice_app(tmp_path, no_keys=True)
    first, second = option_buttons(app)
    assert not first.is_enabled and second.is_enabled
    assert "Not now: The heroes hold 0 Keys; this costs 1." in first.tool_tip_text
    assert app.scene.option_commands(0) == []


def test_the_setup_story_mode_toggle_starts_a_story_game(content, tmp_path) -> None:
    from game.ui.scenes.setup import SetupScene
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.switch(SetupScene(app))
    app.step(1 / 60)
    setup = app.scene
    from game.ui.check_box import is_on
    assert not is_on(setup.story_button) and "Legendary Location" in setup.story_button.tool_tip_text
    click(app, setup.story_button.rect.center)
    assert app.scene.story_mode and is_on(app.scene.story_button) and app.scene.story_button.text == "Story mode"
    click(app, app.scene.start.rect.center)
    assert app.scene.name == "explore" and app.scene.game.state.story_mode


def test_the_panels_rules_button_finds_story_mode_in_the_rules_reference(content, tmp_path) -> None:
    from game.ui.overlays import rulebook_sections
    app = choice_app(tmp_path)
    assert app.scene.rules_topic == "story"
    titles = [t for t, body in rulebook_sections() if "story" in t.lower() or "story" in body.lower()]
    assert titles[0] == "Story mode"


def test_a_choice_on_the_stairs_is_followed_by_the_stair_guardian_fight_on_screen(content, tmp_path) -> None:
    game = at_choice("guardian:ruins")
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.play(session_for(app, list(game.events)))
    for _ in range(3):
        app.step(1 / 60)
    assert app.scene.name == "story_choice" and app.scene.title == "The Cut Straps"
    button = next(b for b, c in app.scene.commands.items() if c.kind == "choose_story_option" and b.is_enabled)
    click(app, button.rect.center)
    for _ in range(3):
        app.step(1 / 60)
    assert app.scene.name == "combat" and app.scene.game.state.combat.kind == "stair_guardian"


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_the_bots_story_choice_is_always_a_button_on_the_panel(content, tmp_path) -> None:
    """The bot's pick (game/bot/story.py, the first suggested payment among equal ones) can be made
    with one click, so a story game played through the screen is the game the bot plays."""
    from game.bot.story import story_option_score
    app = open_app(tmp_path, (1280, 720), 1.0)
    for place in ("guardian:ruins", "final", "legendary:caverns"):
        game = at_choice(place)
        app.play(session_for(app, list(game.events)))
        for _ in range(3):
            app.step(1 / 60)
        shown = [c for b, c in app.scene.commands.items() if b.is_enabled]
        best = max(game.legal(), key=lambda c: story_option_score(game, c))
        assert best in shown, place


def test_an_option_paid_in_xp_is_paid_with_the_cards_the_players_pick(content, tmp_path) -> None:
    game = at_choice("final")  # the Door of Names: 3 XP for 3 health each
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.play(session_for(app, list(game.events)))
    for _ in range(3):
        app.step(1 / 60)
    dialog = app.scene
    game = dialog.game
    assert dialog.name == "story_choice" and dialog.paying == 0
    suggested = list(dialog.option_commands(0)[0].pay)
    assert dialog.picker.pay() == suggested
    for _ in suggested:  # un-pick the suggestion: nothing pays
        rect = next(r for r, v in dialog.clicks if v == ("pay", dialog.picker.selected[0]))
        click(app, rect.center)
    assert dialog.picker.pay() == []
    events = len(game.events)
    button = next(b for b, c in dialog.commands.items() if c.kind == "choose_story_option" and c.option == 0)
    click(app, button.rect.center)
    assert len(game.events) == events and "3 XP is needed" in (dialog.session.refusal or "")
    cards = dialog.picker.cards()
    for i in sorted(range(len(cards)), key=lambda i: -xp_value(game, cards[i])):  # the dearest cards first
        if dialog.picker.total() >= 3:
            break
        click(app, next(r for r, v in dialog.clicks if v == ("pay", i)).center)
    paid = dialog.picker.pay()
    button = next(b for b, c in dialog.commands.items() if c.kind == "choose_story_option" and c.option == 0)
    click(app, button.rect.center)
    spent = [e for e in game.events[events:] if e.kind == "xp_spent"]
    assert spent and sorted(spent[0].cards) == sorted(paid)
