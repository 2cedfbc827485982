"""Typing into a text field never plays the game (issue 39, item 1): while a text field has the
keyboard (the rules search, a player's name, the seed, a campaign's name), no game shortcut acts, for
every printable character, in every scene that has one or can open the rules window over it."""

from __future__ import annotations

import string
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from pygame_gui.elements import UITextEntryLine

from game.ui.app import App, AppOptions
from tests.kits.ui_kit import steps

PRINTABLE = string.ascii_letters + string.digits + string.punctuation + " "


def type_text(app: App, text: str) -> None:
    """As a keyboard sends it: a key down, the character, the key up, for each character (a few
    characters a frame, as a quick typist)."""
    for i, ch in enumerate(text):
        shift = pygame.KMOD_SHIFT if ch.isupper() or ch in '~!@#$%^&*()_+{}|:"<>?' else 0
        key = ord(ch.lower())
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=shift, unicode=ch, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=shift, unicode=ch, scancode=0))
        if i % 8 == 7:
            steps(app)
    steps(app)


def game_state(app: App) -> dict[str, Any]:
    """What a shortcut could change: the scenes, the game, the log, the hint, the windows, the sound,
    the map's view and the carried tile."""
    state: dict[str, Any] = {
        "scenes": [(s.name, id(s)) for s in app.scenes],
        "windows": (app.overlays.help is not None and app.overlays.help.alive(),
                    app.overlays.settings is not None and app.overlays.settings.alive()),
        "muted": app.settings.muted,
    }
    for scene in app.scenes:
        session = getattr(scene, "session", None)
        if session is not None:
            state["events"] = len(session.game.events)
            state["log"] = len(session.log)
            state["version"] = session.version
            state["hint"] = session.current_hint is not None
        camera = getattr(scene, "camera", None)
        if camera is not None:
            state[f"camera {scene.name}"] = (camera.ox, camera.oy, camera.px)
        if hasattr(scene, "held"):
            state[f"held {scene.name}"] = scene.held
    return state


def new_game(tmp_path) -> App:
    app = App(AppOptions(heroes=["fighter", "wizard"], players=["Ann", "Ben"], seed=5, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 2)
    return app


def rules_search(app: App) -> UITextEntryLine:
    app.overlays.toggle_rules()
    steps(app)
    assert app.overlays._rules_search is not None
    return app.overlays._rules_search


def on_map(tmp_path) -> tuple[App, list[UITextEntryLine]]:
    app = new_game(tmp_path)
    return app, [rules_search(app)]


def on_map_carrying_a_tile(tmp_path) -> tuple[App, list[UITextEntryLine]]:
    app = new_game(tmp_path)
    scene = app.scene
    draw = next(c for c in scene.legal() if c.kind == "draw_tile")
    assert scene.do(draw)
    steps(app)
    scene.pick_up()
    steps(app)
    return app, [rules_search(app)]


def over_a_dialog(tmp_path) -> tuple[App, list[UITextEntryLine]]:
    from game.ui.scenes.spending import ItemsDialog
    app = new_game(tmp_path)
    app.push(ItemsDialog(app, app.scene.session, app.scene))
    steps(app)
    return app, [rules_search(app)]


def over_the_menu(tmp_path) -> tuple[App, list[UITextEntryLine]]:
    app = new_game(tmp_path)
    app.scene.open_menu()
    steps(app)
    return app, [rules_search(app)]


def on_the_combat_table(tmp_path) -> tuple[App, list[UITextEntryLine]]:
    from game.ui.scenes.explore import ExploreScene
    from game.ui.session import Session
    from tests.kits.bot_positions import first_position
    game = first_position(["fighter", "wizard"], lambda g: g.state.combat is not None and g.state.combat.step == "play",
                          range(30))
    assert game is not None, "a bot game reaches a fight"
    app = App(AppOptions(saves_dir=tmp_path))
    app.settings.anim_speed = 0
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    steps(app, 3)
    assert app.scene.name == "combat"
    return app, [rules_search(app)]


def on_the_title(tmp_path) -> tuple[App, list[UITextEntryLine]]:
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app)
    return app, [rules_search(app)]


def on_setup(tmp_path) -> tuple[App, list[UITextEntryLine]]:
    app = App(AppOptions(saves_dir=tmp_path))
    app.show("setup")
    steps(app)
    scene: Any = app.scene
    return app, [*scene.player_entries, scene.seed_entry]


def on_the_campaign_sheet(tmp_path) -> tuple[App, list[UITextEntryLine]]:
    app = App(AppOptions(saves_dir=tmp_path))
    app.show("campaign")
    steps(app)
    scene: Any = app.scene
    return app, [scene.name_entry]


PLACES: dict[str, Callable[[Any], tuple[App, list[UITextEntryLine]]]] = {
    "the map": on_map, "the map, a tile in hand": on_map_carrying_a_tile, "a dialog over the map": over_a_dialog,
    "the menu": over_the_menu, "the combat table": on_the_combat_table, "the title": on_the_title,
    "setup": on_setup, "the campaign sheet": on_the_campaign_sheet,
}


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
@pytest.mark.parametrize("place", list(PLACES))
def test_every_printable_character_typed_into_a_text_field_only_types(content, tmp_path, place):
    app, fields = PLACES[place](tmp_path)
    for field in fields:
        field.set_text("")
        app.manager.set_focus_set(field)
        steps(app)
        before = game_state(app)
        type_text(app, PRINTABLE)
        assert game_state(app) == before, f"typing into a text field on {place} changed the game"
        assert field.get_text() == PRINTABLE[:field.length_limit or None], "every character reached the field"


def test_the_rules_search_has_the_keyboard_when_the_rules_window_opens(content, tmp_path):
    app = new_game(tmp_path)
    search = rules_search(app)
    assert search in (app.manager.get_focus_set() or set())


def test_esc_in_a_text_field_lets_go_of_the_keyboard_and_leaves_the_scene_as_it_was(content, tmp_path):
    app, fields = on_setup(tmp_path)
    app.manager.set_focus_set(fields[0])
    steps(app)
    before = game_state(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0))
    steps(app)
    assert game_state(app) == before and not app.manager.get_focus_set()
