"""Card text scales with the UI (issue 39, item 8): at 1280x720 and 150 % the table's Monster Card
text was about 7 px while the rest of the interface was large; its card now grows with the scale."""

from __future__ import annotations

from tests.kits.fit_kit import open_app
from tests.kits.fit_scenes import SCENES
from tests.kits.ui_kit import steps


def test_the_monster_card_on_the_table_grows_with_the_ui_scale(content, tmp_path):
    widths = {}
    for scale in (1.0, 1.5):
        app = open_app(tmp_path / str(scale), (1280, 720), scale)
        SCENES["combat"](app)
        steps(app, 2)
        widths[scale] = min(r.width for r in app.scene.foe_rects.values())
    assert widths[1.5] >= widths[1.0] * 1.12, widths
