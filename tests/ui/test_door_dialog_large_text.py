"""The locked Door's dialog at 200 % text (issue 36) in German: the party's "Schlüssel: 3" stays inside
the dialog (it was centred on a key box narrower than its words and ran out of the dialog's left
edge, over the key), beside the box where the words do not fit under the key; and its button says
"Schlüssel ausgeben" whole (it read "Schlüssel…")."""

from __future__ import annotations

import pytest

from game.rules import Game
from game.ui.app import App, AppOptions
from game.ui.scenes.door import DoorDialog
from game.ui.session import Session
from game.ui.settings import Settings
from tests.kits.door_kit import door_in_reach
from tests.kits.fit_kit import recorded_text
from tests.kits.ui_kit import steps


@pytest.mark.parametrize("language, scale", [("de", 2.0), ("en", 1.0)])
def test_the_partys_keys_stay_inside_the_door_dialog(content, tmp_path, language, scale):
    game = door_in_reach(content)
    Settings(ui_scale=scale, anim_speed=0, story=False, tips=False, language=language).save(tmp_path / "settings.json")
    app = App(AppOptions(saves_dir=tmp_path, size=(1280, 720)))
    app.play(_session(game))
    steps(app)
    door = next(k for k, e in game.state.elements.items() if e.kind == "door" and e.status == "discovered")
    app.push(DoorDialog(app, app.scene.session, app.scene, door))
    steps(app, 2)
    dialog = app.scene
    with recorded_text() as drawn:  # the dialog's own words (not the map's under it)
        dialog.draw_body(app.screen)
    keys = [rect for rect, words in drawn if words.startswith("Schlüssel:" if language == "de" else "Keys:")]
    assert keys, "the party's Keys are counted in words"
    assert dialog.panel.contains(keys[0]), f"{keys[0]} runs out of the dialog {dialog.panel}"
    others = [rect for rect, words in drawn if rect != keys[0] and rect.colliderect(keys[0])]
    assert not others, "nothing else is written over the Keys"
    spend = next(b for b, cmd in dialog.commands.items() if cmd is not None and cmd.kind == "encounter")
    assert spend.text == ("Schlüssel ausgeben" if language == "de" else "Spend a Key"), "the Key's button is whole"


def _session(game: Game) -> Session:
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    return session
