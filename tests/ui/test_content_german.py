"""The game's content in German (issue 36): a card drawn in German carries its German name and rules
text, and its words fit the card; a story panel, a story choice and the epilogue read German; the
Rules window (F2) shows and searches the German rules reference when German is chosen."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import card_text, set_language
from game.ui.app import App, AppOptions
from game.ui.card_faces import card_face
from game.ui.printed_card import render_card
from game.ui.scenes.game_over import GameOverScene
from game.ui.session import Session
from game.ui.story_words import shown_passage
from tests.kits.fit_kit import open_app
from tests.kits.fit_scenes import SCENES
from tests.kits.story_kit import finished
from tests.kits.ui_kit import steps


def test_a_card_shown_in_german_shows_its_german_name_and_rules(content):
    pygame.font.init()  # the card's words are measured to fit it
    set_language("de")  # as the Settings row does
    troll = card_face(content, ("monster", "moss-troll"), 1, "caverns")
    assert troll is not None and troll.title == "Moostroll"
    assert troll.rules == (("Nachwachsen", "Am Ende jeder Runde heilt der Troll 1."),)
    assert troll.flavour.startswith("Grün bepelzt")
    blade = card_face(content, ("item", "fabled-blade-1"), 1, "caverns")
    assert blade is not None and blade.title == "Skein, der Wegschneider"
    for face in (troll, blade):
        assert render_card(face, 260)[1] == [], f"{face.title}: German text runs off the card"
    set_language("en")
    back = card_face(content, ("monster", "moss-troll"), 1, "caverns")
    assert back is not None and back.title == "Moss Troll"  # the language changes back at once


@pytest.mark.slow  # plays bot games to an end (tests.kits.story_kit.finished)
def test_story_passages_and_the_epilogue_read_german(content, tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    app.set_language("de")
    intro = shown_passage(content.story.intro)
    assert intro.title == "Hinab in die Tiefe" and len(intro.paragraphs()) == 2
    assert intro.paragraphs()[1].endswith("bevor es euch beendet.")
    session = Session(game=finished(won=True), players=["Ann", "Ben"])
    session.catch_up()
    app.switch(GameOverScene(app, session))
    steps(app, 2)
    body = app.scene.body_html
    assert "Die Tiefe schweigt" in body
    assert "Harrow Stonebrook und Ilse Marrowlight" in body and "der Hort der Letzten Wesenheit" in body


def test_the_rules_window_shows_and_searches_the_german_reference(content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    SCENES["explore"](app)
    steps(app, 2)
    app.set_language("de")
    app.overlays.toggle_rules("Laterne")
    steps(app)
    titles = app.overlays._titles
    assert "Die Laterne und der erreichbare Bereich" in titles and "Erkunden" in titles
    assert all("Lantern" not in t for t in titles)
    shown = app.overlays._rules_text.html_text if app.overlays._rules_text is not None else ""
    assert "<b><font color='#ffd070'>Laterne</font></b>" in shown



def test_a_feature_dialog_names_its_card_in_german(tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.set_language("de")  # as the Settings row does
    SCENES["feature"](app)
    steps(app, 2)
    card = app.scene.game.content.features[app.scene.step.card]
    german = card_text(card, "name")
    assert german != card.name and app.scene.title_words() == f"Besonderheit: {german}"
