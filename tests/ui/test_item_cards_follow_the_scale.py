"""A Chest's Item and the Action Cards it Adds grow with the UI scale (seen in issue 39's screenshot
pass): in the ADD / Replace dialog at 1280x720 and 150 % the Item card and the deck's cards were as
small as at 100 %, their text about 7 px beside 150 % words."""

from __future__ import annotations

import pytest

from tests.kits.bot_positions import first_position
from tests.kits.fit_kit import open_app, session_for
from tests.kits.ui_kit import steps


@pytest.fixture(scope="module")
def replace_events() -> list:
    """A bot game at an ADD / Replace step (a Chest's Item that Adds Action Cards)."""
    game = first_position(["fighter"], lambda g: bool(g.state.pending) and g.state.pending[0].step == "replace",
                          range(30))
    if game is None:
        pytest.skip("no bot game reached an ADD / Replace step")
    return list(game.events)


def _card_widths(tmp_path, events, scale, monkeypatch) -> dict[str, int]:
    from game.ui.scenes.explore import ExploreScene
    app = open_app(tmp_path, (1280, 720), scale)
    app.switch(ExploreScene(app, session_for(app, events)))
    steps(app, 3)
    assert app.scene.name == "replace"
    widths: dict[str, int] = {}
    scene_type = type(app.scene)
    real = scene_type.card

    def spy(self, surface, ref, pos, width, *args, **kwargs):
        widths.setdefault(ref[0], width)
        return real(self, surface, ref, pos, width, *args, **kwargs)
    monkeypatch.setattr(scene_type, "card", spy)
    steps(app)
    monkeypatch.setattr(scene_type, "card", real)
    return widths


def test_the_replace_dialogs_cards_grow_with_the_ui_scale(tmp_path, replace_events, monkeypatch) -> None:
    small = _card_widths(tmp_path / "a", replace_events, 1.0, monkeypatch)
    large = _card_widths(tmp_path / "b", replace_events, 1.5, monkeypatch)
    assert set(small) == set(large) == {"item", "action"}
    assert large["item"] >= small["item"] * 1.25, (small, large)
    assert large["action"] >= small["action"] * 1.25, (small, large)
