"""A window shows the title at its first frame when nothing else was asked of it, and a window its
caller opens on a game builds no title screen to throw away (game/ui/app.py)."""

from __future__ import annotations

from game.rules import Game
from game.ui.app import App, AppOptions
from game.ui.scenes.explore import ExploreScene
from tests.kits.ui_kit import open_explore, steps


def test_the_first_frame_of_a_window_asked_for_nothing_is_the_title(content, tmp_path):
    app = App(AppOptions(saves_dir=tmp_path))
    steps(app)
    assert [s.name for s in app.scenes] == ["title"]
    assert "new" in app.scene.buttons and app.scene.buttons["new"].visible


def test_a_window_opened_on_a_game_never_builds_the_title(content, tmp_path, monkeypatch):
    built: list[str] = []
    real_make = App.make

    def made(self: App, name: str, *args: object, **kwargs: object) -> object:
        built.append(name)
        return real_make(self, name, *args, **kwargs)

    monkeypatch.setattr(App, "make", made)
    app = open_explore(tmp_path, Game.new(["fighter"], seed=2))
    assert isinstance(app.scene, ExploreScene)
    assert "title" not in built, built
