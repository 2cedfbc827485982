"""The combat table's hero marks grow with the window (seen in issue 39's screenshot pass): at
2560x1440 a lane's, the banner's and a hero row's shape were drawn 8 px wide as at 1280x720, a dot
beside twice-as-large names."""

from __future__ import annotations

from game.ui.combat import view as combat_view
from tests.kits.combat_table_kit import bot_until, in_combat_step, table
from tests.kits.ui_kit import steps


def _shape_sizes(tmp_path, game, size, monkeypatch) -> list[int]:
    app, _sc = table(tmp_path, game, size=size)
    sizes: list[int] = []
    real = combat_view.draw_shape
    monkeypatch.setattr(combat_view, "draw_shape", lambda s, shape, colour, at, r: sizes.append(r)
                        or real(s, shape, colour, at, r))
    steps(app)
    monkeypatch.setattr(combat_view, "draw_shape", real)
    return sizes


def test_the_tables_hero_marks_grow_with_the_window(tmp_path, monkeypatch) -> None:
    game = bot_until(["fighter", "wizard"], in_combat_step("play"))
    small = _shape_sizes(tmp_path / "a", game, (1280, 720), monkeypatch)
    large = _shape_sizes(tmp_path / "b", game, (2560, 1440), monkeypatch)
    assert small and len(small) == len(large)
    assert all(big >= 1.8 * little for little, big in zip(small, large, strict=True)), (small, large)
