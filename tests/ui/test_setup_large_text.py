"""The setup at its largest text (issue 36: 200 % in a 1280x720 window): the options of the right
column scroll rather than fall off the window, the focus ring brings an option scrolled away into
view, and the buttons, the seats' note and a refusal all keep a place on screen."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.ui.scenes.setup import SetupScene
from tests.kits.fit_kit import open_app
from tests.kits.key_kit import key, ring_on
from tests.kits.ui_kit import click, steps


def open_setup(tmp_path, scale: float = 2.0) -> SetupScene:
    app = open_app(tmp_path, (1280, 720), scale)
    app.switch(SetupScene(app))
    steps(app, 2)
    assert isinstance(app.scene, SetupScene)
    return app.scene


def test_the_ring_scrolls_a_variant_below_the_view_into_it_and_it_stays_there_once_ticked(content, tmp_path):
    setup = open_setup(tmp_path)
    app = setup.app
    last = list(setup.variant_buttons)[-1]
    button = setup.variant_buttons[last]
    assert not setup.options.rect.contains(button.rect), "the last variant is scrolled out of view at first"
    ring_on(app, lambda t: t.label == button.text)
    assert setup.options.rect.contains(button.rect), "the ring's arrival scrolls it into view"
    key(app, "return", frames=3)
    setup = app.scene
    assert last in setup.variants, "Enter ticks it"
    ticked = setup.variant_buttons[last]
    assert setup.options.rect.contains(ticked.rect), "the screen built again keeps it in view"
    now = app.input.focus.current()
    assert now is not None and now.rect == ticked.rect, "and the ring on it"


def test_the_buttons_move_beside_the_options_and_the_seats_note_is_said_there(content, tmp_path):
    setup = open_setup(tmp_path)
    window = pygame.Rect((0, 0), setup.app.size)
    assert setup.tight and window.contains(setup.start.rect) and window.contains(setup.back.rect)
    assert setup.start.rect.left >= setup.options.rect.left, "under the right column"
    assert setup.story_button.rect.bottom <= window.bottom, "the form's last row is on screen"
    assert "give them the same name" in setup.explain.html_text


def test_a_refusal_takes_the_texts_place_beside_descend_until_an_option_is_hovered(content, tmp_path):
    setup = open_setup(tmp_path)
    setup.heroes = [None, None, None]
    click(setup.app, setup.start.rect.center)
    assert setup.error.visible and not setup.explain.visible
    assert "Choose at least one hero" in setup.error.html_text
    assert setup.error.rect.bottom <= setup.start.rect.top and setup.error.rect.left == setup.back.rect.left
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_ON_HOVERED,
                                         ui_element=next(iter(setup.variant_buttons.values()))))
    steps(setup.app)
    assert setup.explain.visible and not setup.error.visible


def test_at_100_percent_nothing_scrolls_and_the_buttons_stay_under_the_seats(content, tmp_path):
    setup = open_setup(tmp_path, 1.0)
    inner = setup.options.get_container().rect
    assert not setup.tight and inner.height <= setup.options.rect.height
    assert setup.start.rect.right <= setup.options.rect.left
    assert "give them the same name" not in setup.explain.html_text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_option_at_200_percent_is_named_whole_its_short_name_where_the_long_one_outgrows_it(
        content, tmp_path, lang):
    """A variant or house rule whose whole name outgrows its row takes its short name ("Kein Heilen
    beim Aufstieg"), not an ellipsis; the whole name is in its tooltip."""
    setup = open_setup(tmp_path)
    setup.app.set_language(lang)
    names = {}
    for tab in ("variants", "house"):
        setup = setup.app.scene
        click(setup.app, setup.tab_buttons[tab].rect.center)
        setup = setup.app.scene
        buttons = setup.variant_buttons if tab == "variants" else setup.house_buttons
        assert buttons and not [b.text for b in buttons.values() if b.text.endswith("…")]
        names.update({b.text: b for b in buttons.values()})
    short, whole = (("Double Healing for XP", "Twice as Much Healing when paying XP for healing") if lang == "en"
                    else ("Kein Heilen beim Aufstieg", "Helden heilen beim Stufenaufstieg nicht"))
    assert short in names and whole in names[short].tool_tip_text, "the whole name is in the tooltip"
