"""The replay's combat table is read-only: its hero rows say no "click to act" (nobody acts in a
replay), and where a hero's whole name leaves that no room on the live table (200 % text, 1280x800,
German) the row names the hero by first name rather than cutting the name ("Ilse…")."""

from __future__ import annotations

import pytest

from game.i18n import _
from tests.kits.fit_kit import open_app, recorded_text
from tests.kits.fit_scenes import SCENES
from tests.kits.ui_kit import steps


def drawn_words(app, scene: str) -> list[str]:
    with recorded_text() as drawn:
        SCENES[scene](app)
        steps(app, 3)
        drawn.clear()
        app.draw()
        return [words for _rect, words in drawn]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_replays_fight_says_no_click_to_act_and_names_every_hero_whole(content, tmp_path, lang):
    app = open_app(tmp_path, (1280, 800), 2.0)
    app.set_language(lang)
    words = drawn_words(app, "replay-fight")
    assert _("click to act") not in words
    assert not [w for w in words if w.rstrip().endswith("…")]


def test_the_live_tables_hero_rows_keep_click_to_act_with_the_first_name_where_the_whole_one_does_not_fit(
        content, tmp_path):
    app = open_app(tmp_path, (1280, 800), 2.0)
    app.set_language("de")
    words = drawn_words(app, "combat")
    assert _("click to act") in words
    assert not [w for w in words if w.rstrip().endswith("…")]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_replays_side_panel_names_the_party_by_first_names_where_the_whole_ones_do_not_fit(
        content, tmp_path, lang):
    """"3 heroes: Harrow, Ilse, Tamsin" where the whole names outgrow the panel (1280x720, 100 %: it read
    "3 heroes: Harrow Stonebrook, Ilse Marrowlight,…"); the hero rows below name them whole."""
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.set_language(lang)
    words = drawn_words(app, "replay")
    party = [w for w in words if w.startswith(("3 heroes", "3 Helden"))]
    assert party and not party[0].endswith("…") and "Harrow" in party[0]
