"""Every disabled control says why: an unequipped Item that cannot be equipped (two hands full) shows a
disabled Equip in the Items dialog whose tooltip gives the rule's own reason."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.rules import scenario  # noqa: E402
from game.ui.app import App, AppOptions  # noqa: E402
from game.ui.scenes.spending import ItemsDialog  # noqa: E402
from tests.kits.ui_kit import steps  # noqa: E402


def test_an_item_with_no_free_hand_shows_a_disabled_equip_that_says_why(tmp_path) -> None:
    app = App(AppOptions(heroes=["fighter"], players=["Ann"], seed=5, saves_dir=tmp_path))
    steps(app, 3)
    game = app.scene.session.game
    # the two-handed maul equipped, the one-handed sword not: no hand is free for it
    scenario.set_items(game, 0, equipped=["quarry-maul"], unequipped=["notched-longsword"])
    assert game.state.phase == "exploring" and any(c.kind == "unequip_item" for c in game.legal())
    assert not any(c.kind == "equip_item" for c in game.legal())
    app.push(ItemsDialog(app, app.scene.session, app.scene))
    steps(app, 2)
    equips = [b for b in app.scene.root.elements if getattr(b, "text", "") == "Equip"]
    assert len(equips) == 1 and not equips[0].is_enabled
    assert "only two hands" in (equips[0].tool_tip_text or "")
