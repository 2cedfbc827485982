"""Issue 36: the map's eight small control buttons say their words whole in a long language. Two rows
of four left the pseudo-language's 'Buy Key', 'Fit map' and 'Healing' cut with an ellipsis at 100 %
and 150 % text in 1280x720; a row now holds fewer where a word needs it (three rows of three)."""

from __future__ import annotations

import pytest

from tests.kits.fit_kit import check, open_app
from tests.kits.fit_scenes import SCENES


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_no_map_control_button_is_cut_in_the_pseudo_language(content, tmp_path, scale):
    app = open_app(tmp_path, (1280, 720), scale)
    app.set_language("qps")
    assert not [f for f in check(app, SCENES["explore"]) if "…" in f]
    scene = app.scene
    cut = [b.text for b in scene.buttons.values() if b.text.endswith("…")]
    assert not cut, cut
    rects = [scene.button_rect(i) for i in range(len(scene.buttons))]
    assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_english_and_german_keep_two_rows_of_four_at_100_percent(content, tmp_path, lang):
    app = open_app(tmp_path, (1280, 720), 1.0)
    app.set_language(lang)
    check(app, SCENES["explore"])
    assert app.scene.button_cols == 4
