"""The combat table's Play button says its words whole in a long language: "Play cards (0/2 chosen)"
gives way to "Play cards (0/2)" (the pseudo-language at 100 % and 150 % cut it: "[[Þļåý çåŕđš ~·~]…"),
the fullest words heading its tooltip."""

from __future__ import annotations

import pytest

from tests.kits.fit_kit import open_app
from tests.kits.fit_scenes import SCENES
from tests.kits.ui_kit import steps


@pytest.mark.parametrize(("lang", "scale"), [("qps", 1.0), ("qps", 1.5), ("de", 2.0), ("en", 2.0)])
def test_the_play_button_says_its_words_whole(content, tmp_path, lang, scale):
    app = open_app(tmp_path, (1280, 720), scale)
    app.set_language(lang)
    SCENES["combat"](app)
    steps(app, 3)
    button = app.scene.play_button
    assert button.visible and button.text and not button.text.endswith("…"), button.text
    assert button.font.size(button.text)[0] <= button.rect.width - 8
