"""Setup's two refusals about content packs are German in German play (issue 36): a chosen pack no
longer installed, and packs that cannot be layered together (their first problem in the packs' own
German words)."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.packs.manifest import Problem
from game.rules import ContentError
from game.ui import pack_choice
from game.ui.app import App, AppOptions
from game.ui.scenes.setup import SetupScene


def test_a_chosen_pack_no_longer_installed_is_refused_in_german(tmp_path):
    app = App(AppOptions(saves_dir=tmp_path, size=(1280, 720), language="de"))
    app.switch(SetupScene(app))
    app.scene.packs = [tmp_path / "packs" / "verschollen"]
    with pytest.raises(ContentError) as refused:
        app.scene.chosen_content()
    assert str(refused.value) == "Das Inhaltspaket in verschollen ist nicht mehr installiert oder hat Fehler."


def test_packs_that_cannot_be_played_together_are_refused_in_german(tmp_path, monkeypatch):
    set_language("de")
    problem = Problem("cards/monsters.toml", "die Karten-ID kommt zweimal vor", card="cave-wolf")
    monkeypatch.setattr(pack_choice, "layered_content", lambda packs: (None, [problem]))
    monkeypatch.setattr(pack_choice, "content_key", lambda packs: ("a", "b"))
    app = App(AppOptions(saves_dir=tmp_path, size=(1280, 720), language="de"))
    with pytest.raises(ContentError) as refused:
        pack_choice.content_with(app, [object(), object()])  # type: ignore[list-item]
    assert str(refused.value) == ("Die Inhaltspakete lassen sich nicht zusammen spielen (cards/monsters.toml: "
                                  "Karte 'cave-wolf': die Karten-ID kommt zweimal vor).")
