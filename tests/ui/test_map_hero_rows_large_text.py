"""The map's hero rows at 200 % text (issue 36, seen in the accessibility screenshots): each row is one
line, its facts beside the name, and a long name left no room for the health ("Harrow Stonebrook …",
"Ilse Marrowlight LP…"); the first name alone now leaves the health readable beside it."""

from __future__ import annotations

from tests.kits.explore_kit import make_app, scene
from tests.kits.fit_kit import recorded_text


def test_every_hero_row_shows_its_health_at_200_percent_text(tmp_path):
    app = make_app(tmp_path, heroes=["fighter", "wizard", "rogue"])
    app.set_language("de")
    app.set_ui_scale(2.0)
    app.step(1 / 60)
    sc = scene(app)
    assert sc.compact_heroes, "at 200 % in 1280x720 a hero takes one line"
    with recorded_text() as drawn:
        sc.draw(app.screen)
    health = [w for _, w in drawn if w.startswith("LP ") and "/" in w.split(" · ")[0]]
    assert len(health) == 3, f"each hero's health is written whole: {[w for _, w in drawn]}"
