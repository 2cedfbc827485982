"""The replay's combat table is read-only: its hero rows say no "click to act" (nobody acts in a
replay), and where a hero's whole name leaves that no room on the live table (200 % text, 1280x800,
German) the row names the hero by first name rather than cutting the name ("Ilse…")."""

from __future__ import annotations

import pytest

from game.i18n import _
from tests.kits.fit_kit import open_app, words_drawn
from tests.kits.fit_scenes import SCENES


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_replays_fight_says_no_click_to_act_and_names_every_hero_whole(content, tmp_path, lang):
    app = open_app(tmp_path, (1280, 800), 2.0, lang)
    words = words_drawn(app, SCENES["replay-fight"])
    assert _("click to act") not in words
    assert not [w for w in words if w.rstrip().endswith("…")]


def test_the_live_tables_hero_rows_keep_click_to_act_with_the_first_name_where_the_whole_one_does_not_fit(
        content, tmp_path):
    app = open_app(tmp_path, (1280, 800), 2.0, "de")
    words = words_drawn(app, SCENES["combat"])
    assert _("click to act") in words
    assert not [w for w in words if w.rstrip().endswith("…")]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_replays_side_panel_names_the_party_by_first_names_where_the_whole_ones_do_not_fit(
        content, tmp_path, lang):
    """"3 heroes: Harrow, Ilse, Tamsin" where the whole names outgrow the panel (1280x720, 100 %: it read
    "3 heroes: Harrow Stonebrook, Ilse Marrowlight,…"); the hero rows below name them whole."""
    app = open_app(tmp_path, (1280, 720), 1.0, lang)
    words = words_drawn(app, SCENES["replay"])
    party = [w for w in words if w.startswith(("3 heroes", "3 Helden"))]
    assert party and not party[0].endswith("…") and "Harrow" in party[0]
