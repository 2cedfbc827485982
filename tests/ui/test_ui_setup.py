"""Title and setup scenes driven by real mouse clicks under SDL's dummy driver."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules import HERO_IDS, ContentError, load_content  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from tests.kits.ui_kit import click


def test_new_game_from_the_title_with_a_variant_toggled(tmp_path):
    """Title -> New game -> toggle "Start with More Keys" -> Descend: the map opens with six Keys
    ("Start with More Keys: six keys instead of three")."""
    try:
        load_content()
    except ContentError as exc:
        pytest.skip(f"game content not available: {exc}")
    app = App(AppOptions(saves_dir=tmp_path))
    app.step()
    assert app.scene.name == "title"
    click(app, app.scene.buttons["new"].rect.center)
    assert app.scene.name == "setup"
    click(app, app.scene.variant_buttons["more_keys"].rect.center)
    assert app.scene.variants == {"more_keys"}
    click(app, app.scene.start.rect.center)
    assert app.scene.name == "explore"
    state = app.scene.game.state
    assert state.heroes == ["fighter"] and state.variants == ["more_keys"] and state.keys == 6


def test_a_hero_and_its_alternate_cannot_share_a_mat(tmp_path):
    """ALTERNATE HEROES are the backs of the three Hero Mats: the setup refuses a hero with its own alternate."""
    app = App(AppOptions(saves_dir=tmp_path))
    app.step()
    click(app, app.scene.buttons["new"].rect.center)
    setup = app.scene
    setup.heroes = ["fighter", "fighter-wizard", None]
    click(app, setup.start.rect.center)
    from game.rules.areas.party import party_problem
    sentence = party_problem(load_content(), ["fighter", "fighter-wizard"], [])
    assert sentence, "the engine refuses a hero with its own alternate"
    assert app.scene is setup and setup.error.html_text == sentence, "the engine's sentence is shown"


def test_an_alternate_hero_can_be_played_with_its_primary_class_only(tmp_path):
    """PLAYING ALTERNATE HEROES AS SINGLE-CLASSED: a seat's toggle (shown for alternates only) starts the
    game with that hero single-classed."""
    import pygame_gui
    try:
        load_content()
    except ContentError as exc:
        pytest.skip(f"game content not available: {exc}")
    app = App(AppOptions(saves_dir=tmp_path))
    app.step()
    click(app, app.scene.buttons["new"].rect.center)
    setup = app.scene
    assert not setup.single_buttons, "no toggle for a single-class hero"
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=setup.hero_menus[0],
                                         text="Fighter-Wizard"))
    app.step(1 / 60)
    assert setup.heroes[0] == "fighter-wizard" and len(setup.single_buttons) == 1
    click(app, next(iter(setup.single_buttons)).rect.center)
    assert setup.single == [True, False, False]
    click(app, setup.start.rect.center)
    assert app.scene.name == "explore"
    state = app.scene.game.state
    assert state.heroes == ["fighter-wizard"] and state.single_class == ["fighter-wizard"]


def test_each_chosen_hero_shows_its_description_under_its_seat(tmp_path):
    """Issue 13: a setup hero choice shows who the hero is (name, class, Health), fitted to its column
    at 1280x720 150 %; an empty seat shows none."""
    from game.ui.scenes.setup import SetupScene
    from tests.kits.fit_kit import open_app, recorded_text
    app = open_app(tmp_path, (1280, 720), 1.5)
    scene = SetupScene(app)
    scene.heroes = ["fighter", "wizard-rogue", None]
    app.switch(scene)
    with recorded_text() as drawn:
        app.step(1 / 60)
    content = app.load_content()
    for seat, hero in enumerate(scene.heroes[:2]):
        mat = content.heroes[hero]
        line = next((rect, words) for rect, words in drawn if words.startswith(mat.name))
        assert f"Health {mat.max_health[0]}" in line[1]
        assert line[0].top >= scene.hero_menus[seat].rect.bottom  # under its own seat's row
        assert line[0].right <= scene.left + scene.col  # within the seats' column
        assert line[0].bottom <= scene.hero_menus[seat + 1].rect.top
    names = {content.heroes[h].name for h in HERO_IDS}
    assert sum(1 for _, words in drawn if any(words.startswith(n) for n in names)) == 2
