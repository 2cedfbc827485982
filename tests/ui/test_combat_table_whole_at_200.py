"""Issue 36: at the largest text (200 %), with three heroes in the tightest window (1280x720), the combat
table says every line whole, in English and in German: no line drawn with an ellipsis. Where the room
is short the table takes another row (a lane's status under the hero's first name), wraps (the deck's
counts, an empty lane's words, the stored power), breaks a pill's label where the language breaks it
("Helden-" / "treffer"), or says a shorter honest form (the first name, fewer words for what to decide,
the step without its explanation). It read "Harr…", "Helden…", "Stapel III · Schwer…" and
"Harrow Stonebrook (Ann) entscheidet…"."""

from __future__ import annotations

import pytest

from game.i18n import pgettext
from tests.kits.fit_kit import check, open_app, recorded_text
from tests.kits.fit_scenes import SCENES
from tests.kits.ui_kit import steps


def _lines_drawn(tmp_path, scene: str, lang: str, size: tuple[int, int] = (1280, 720)) -> tuple[object, list[str]]:
    app = open_app(tmp_path, size, 2.0)
    app.set_language(lang)
    assert not check(app, SCENES[scene])
    assert len(app.scene.game.state.heroes) == 3
    with recorded_text() as drawn:
        steps(app)
    return app, [words for _rect, words in drawn]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("scene", ["combat", "combat-pairs"])
def test_the_combat_table_with_three_heroes_at_200_percent_cuts_no_line(content, tmp_path, scene, lang):
    _app, lines = _lines_drawn(tmp_path, scene, lang)
    cut = [words for words in lines if "…" in words]
    assert not cut, f"{scene} in {lang}: lines cut short: {cut}"


def test_the_narrow_pills_say_hero_hit_in_german_on_two_whole_lines(content, tmp_path):
    app, lines = _lines_drawn(tmp_path, "combat-pairs", "de")
    table = app.scene.game.state.combat
    assert table is not None and table.step == "abilities"
    first, second = pgettext("pill on two lines", "Hero Hit").split("\n")
    assert (first, second) == ("Helden-", "treffer")
    assert first in lines and second in lines


def test_the_deciding_lane_keeps_the_heros_name_and_its_status_under_it(content, tmp_path):
    """The pairs' step: every lane says "ready" and the deciding hero's lane names its hero whole."""
    app, lines = _lines_drawn(tmp_path, "combat-pairs", "en")
    scene = app.scene
    deciding = scene.deciding_hero()
    from game.ui.labels import short_name
    assert short_name(scene.game, deciding) in lines
    assert lines.count("ready") == 3


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 800), pytest.param((3840, 2160), marks=pytest.mark.slow)])
def test_the_monster_deck_says_its_counts_whole_on_a_steam_deck_and_at_4k(content, tmp_path, lang, size):
    """The deck's panel under the Monster Card: its name and "to draw" under a pile as wide as those
    words, or its counts wrapped on lines where the panel has no room (it read "Monster deck III…", "to…")."""
    _app, lines = _lines_drawn(tmp_path, "combat", lang, size)
    cut = [words for words in lines if "…" in words]
    assert not cut, f"{size} in {lang}: {cut}"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pairs_cards_stay_in_their_lanes_with_the_labels_taller(content, tmp_path, lang):
    """The lanes' heads and the pills grow by a line where the words need it: the pairs' cards shrink
    so that none reaches past its lane's foot (above the deciding hero's banner)."""
    app, _lines = _lines_drawn(tmp_path, "combat-pairs", lang)
    scene = app.scene
    on_table = [r for r, ref in scene.spots if ref[0] == "action" and r.bottom < scene.L.hand_top - 20]
    assert on_table and all(r.bottom <= scene.banner_top() - 6 for r in on_table), on_table
