"""Issue 36: the map's side panel at 200 % text in 1280x720 says its lines whole. The party's XP and
what it buys now, too wide for one line, takes two, the first in the slot's hint line above it (free
while no map tile is held): it read "EP 31: kauft jetzt einen Schlüssel oder…". A hero's row says as
many of its facts as fit whole beside the Item chips: it read "LP 19/19 · St 1…"."""

from __future__ import annotations

import pytest

from tests.kits.fit_kit import check, open_app, recorded_text, words_drawn
from tests.kits.fit_scenes import SCENES
from tests.kits.ui_kit import steps


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_xp_line_and_what_it_buys_is_whole_on_the_map_at_200_percent(content, tmp_path, lang):
    app = open_app(tmp_path, (1280, 720), 2.0, lang)
    assert not check(app, SCENES["explore"])
    scene = app.scene
    words = scene._xp_line()
    assert scene.held_tile is None and ("Healing" in words or "Heilung" in words)  # what it buys: a long line
    with recorded_text() as drawn:
        steps(app)
    lines = [w for r, w in drawn if scene.xp_rect.contains(r)]
    assert " ".join(lines) == words, lines
    assert all(scene.side.contains(r) for r, w in drawn if w in lines)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_hero_rows_beside_their_item_chips_say_as_many_facts_as_fit_whole(content, tmp_path, lang):
    """The rows of one line at 200 % text: the facts that fit beside the chips, the health and level
    first, none cut ("HP 19/19 · Lv 1…" read as if a word were missing)."""
    app = open_app(tmp_path, (1280, 720), 2.0, lang)
    assert not check(app, SCENES["explore"])
    scene = app.scene
    with recorded_text() as drawn:
        steps(app)
    panel = [w for r, w in drawn if scene.heroes_rect.contains(r)]
    assert panel and not [w for w in panel if "…" in w], panel
    for i in range(len(scene.game.state.heroes)):
        facts = scene._hero_facts(i).split(" · ")
        shown = next(w for w in panel if w.startswith(facts[0]))
        assert facts[:2] == shown.split(" · ")[:2]  # the health and the level at least


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_dead_end_risk_is_told_in_words_whole_beside_a_held_tile(content, tmp_path, lang):
    """The dead-end meter's word (colour alone tells nothing): beside a held tile at 100 % in 1280x720 the
    column is narrow, and German "Sackgassen-Gefahr: keine" gives way to "Gefahr: keine" (it read
    "Sackgassen-Gefahr…", the risk itself cut away)."""
    from game.i18n import _
    drawn = words_drawn(open_app(tmp_path, (1280, 720), 1.0, lang), SCENES["tutorial-place"])
    risk = [w for w in drawn if _("Risk: {risk}").split("{")[0] in w or "risk" in w.lower() or "Gefahr" in w]
    assert risk and all(w.split(": ")[-1] in (_("none"), _("some"), _("high")) for w in risk), risk
