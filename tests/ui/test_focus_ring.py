"""Keyboard-only play (issue 36): one focus ring over every scene's buttons and drawn targets, moved by
Tab / Shift+Tab and the arrows, pressed with Enter, left with Esc; disabled controls are skipped."""

from __future__ import annotations

import random

import pygame
import pytest

from game.bot import heuristic as bot
from game.rules import Game
from game.ui.app import App, AppOptions
from game.ui.scenes.combat import finish_left_alone
from tests.kits.key_kit import key, ring_on
from tests.kits.ui_kit import open_explore, steps


def test_tab_shows_the_ring_on_a_title_button_and_enter_presses_it(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app, 2)
    assert not app.input.focus.visible
    ring_on(app, lambda t: t.label == "New game" or t.key == ("button", app.scene.buttons["new"].text,
                                                                  app.scene.buttons["new"].rect.center))
    assert app.input.focus.visible
    key(app, "return", frames=3)
    assert app.scene.name == "setup"


def test_the_ring_skips_disabled_buttons(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app, 2)
    grey = app.scene.buttons["continue"]
    assert not grey.is_enabled  # nothing saved yet: Continue is grey
    rects = [t.rect for t in app.input.focus.targets()]
    assert rects and pygame.Rect(grey.rect) not in rects


def test_the_arrows_move_the_ring_to_the_nearest_target_that_way(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app, 2)
    key(app, "tab")
    first = app.input.focus.current()
    key(app, "down")
    below = app.input.focus.current()
    assert below is not None and first is not None and below.rect.centery > first.rect.centery
    key(app, "up")
    assert app.input.focus.current().key == first.key
    key(app, "tab", mod=pygame.KMOD_SHIFT)
    assert app.input.focus.current().key != first.key  # Shift+Tab: back round the end


def test_the_drawn_tile_is_drawn_carried_across_the_legal_squares_turned_and_placed_with_keys(content, tmp_path):
    app = App(AppOptions(heroes=["fighter"], players=["Ann"], seed=3, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 3)
    sc = app.scene
    game = sc.game
    key(app, "space", frames=2)
    assert game.state.drawn_tile, "Space draws a tile"
    ring_on(app, lambda t: t.key == ("slot",))
    key(app, "return", frames=2)
    assert sc.held
    squares = [t.key for t in app.input.focus.targets()]
    assert squares and all(k[0] == "square" for k in squares), "carrying: the ring goes to legal squares only"
    key(app, "right")
    key(app, "down")
    assert sc.square is not None and sc.square in sc.legal_squares(), "the carried tile is on the ring's square"
    before = sc.rotation
    key(app, "e")
    assert sc.rotation != before or len(sc.legal_squares()[sc.square]) == 1
    key(app, "escape")
    assert not sc.held, "Esc puts the carried tile back"
    ring_on(app, lambda t: t.key == ("slot",))
    key(app, "return", frames=2)
    target = next(t for t in app.input.focus.targets())
    ring_on(app, lambda t: t.key == target.key)
    placed = sum(e.kind == "tile_placed" for e in game.events)
    key(app, "return", frames=2)
    assert sum(e.kind == "tile_placed" for e in game.events) == placed + 1
    assert (game.state.placements[-1].x, game.state.placements[-1].y) == target.key[1:]


def _in_combat(tmp_path) -> App:
    for seed in range(40):
        game = Game.new(["fighter"], seed=seed, ecology="ruins")
        rng = random.Random(seed)
        for _ in range(400):
            if game.state.phase == "combat" and any(c.kind == "play_cards" for c in game.legal()):
                app = open_explore(tmp_path, game, ["Ann"])
                assert app.scene.name == "combat"
                return app
            cmd = bot.choose(game, rng)
            if cmd is None or game.outcome is not None:
                break
            game.do(cmd)
            done = finish_left_alone(game, getattr(cmd, "hero", None))
            if done is not None:
                game.do(done)
    raise AssertionError("no bot game reached a fight")


@pytest.mark.slow  # a map or a fight found by the bot, then windows over it: over 2 s
def test_cards_in_hand_are_chosen_with_the_ring_at_the_combat_table(content, tmp_path):
    app = _in_combat(tmp_path)
    sc = app.scene
    assert sc.hand_rects
    card = sc.hand_rects[0][1]
    ring_on(app, lambda t: t.key is not None and t.key[0] == "card" and t.key[1] == card)
    key(app, "return", frames=2)
    assert card in sc.selected, "Enter on a card in hand picks it"
    key(app, "return", frames=2)
    assert card not in sc.selected, "and again puts it back"


def test_a_dialogs_buttons_are_the_rings_and_esc_backs_out(content, tmp_path):
    app = App(AppOptions(heroes=["fighter"], players=["Ann"], seed=3, saves_dir=tmp_path))
    steps(app, 3)
    key(app, "escape", frames=2)
    assert app.scene.name == "menu"
    key(app, "tab")
    menu_buttons = {pygame.Rect(b.rect).center for b in app.manager.get_sprite_group().sprites()
                    if hasattr(b, "is_enabled") and b.visible}
    assert all(t.rect.center in menu_buttons for t in app.input.focus.targets())
    key(app, "escape", frames=2)
    assert app.scene.name == "explore"


def test_a_mouse_click_hides_the_ring(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app, 2)
    key(app, "tab")
    assert app.input.focus.visible
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(2, 2), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(2, 2), button=1))
    steps(app)
    assert not app.input.focus.visible


def test_the_ring_reaches_every_button_of_the_settings_window_and_opens_the_controls_window(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app, 2)
    key(app, "f3", frames=2)
    window = app.overlays.settings
    labels = [t.label for t in app.input.focus.targets()]
    assert "Show tips" in labels, "the check boxes are the ring's"
    assert all(window.rect.contains(t.rect) for t in app.input.focus.targets()), "only the window's controls"
    ring_on(app, lambda t: t.label == "Keys, hints & more")  # the section with the keys button
    key(app, "return", frames=3)
    ring_on(app, lambda t: t.label.startswith("Keys and controller"))
    key(app, "return", frames=3)
    assert app.input.controls.is_open


def test_the_tutorials_next_and_skip_are_reached_with_the_ring(content, tmp_path):
    from tests.kits.tutorial_kit import open_tutorial
    app = open_tutorial(tmp_path)
    steps(app, 2)
    assert app.guide.callout is not None and app.guide.callout.button is not None  # the first lesson's Next
    lesson = app.guide.tutorial.current.key
    ring_on(app, lambda t: t.key == ("guide", "next"))
    key(app, "return", frames=2)
    assert lesson in app.guide.tutorial.done, "Enter on Next moves the tutorial on"
    ring_on(app, lambda t: t.key == ("guide", "skip"))
    key(app, "return", frames=2)
    assert app.guide.tutorial is None, "Enter on Skip tutorial ends it"


def test_a_setup_drop_down_is_opened_and_a_hero_chosen_with_keys(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app, 2)
    app.show("setup")
    steps(app, 3)
    menu = app.scene.hero_menus[0]
    assert menu.selected_option[0] == "Fighter"
    opener = next(t for t in app.input.focus.targets() if menu.rect.colliderect(t.rect))
    ring_on(app, lambda t: t.key == opener.key)
    key(app, "return", frames=3)
    ring_on(app, lambda t: t.label == "Wizard")
    key(app, "return", frames=3)
    assert menu.selected_option[0] == "Wizard"


def test_the_ring_reaches_an_encounter_scrolled_out_of_view_and_the_map_pans_to_it(content, tmp_path):
    game = Game.new(["fighter"], seed=3, ecology="ruins")
    rng = random.Random(3)
    while not any(c.kind == "encounter" for c in game.legal()):
        game.do(bot.choose(game, rng))
    app = open_explore(tmp_path, game, ["Ann"])
    sc = app.scene
    element = next(c.element for c in game.legal() if c.kind == "encounter")
    sc.camera.pan(-5000, -5000)  # the map scrolled far away
    spot = game.state.elements[element].spot
    assert not sc.camera.view.collidepoint(sc.camera.cell_rect(spot.x, spot.y, spot.cx, spot.cy).center)
    ring_on(app, lambda t: t.key == ("element", element))
    assert sc.camera.view.collidepoint(sc.camera.cell_rect(spot.x, spot.y, spot.cx, spot.cy).center), \
        "the ring's arrival brings the element into view"
    before = len(game.events)
    key(app, "return", frames=3)
    assert len(game.events) > before or app.scene.name != "explore", "Enter encounters it"
