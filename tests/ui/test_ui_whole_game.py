"""Whole-game playability: the bot's moves made through the UI's own click paths only.

Each move is made with real pygame mouse events on what the current scene shows (buttons, cards,
glowing elements, the drawn tile dragged to a square, hand cards then Ready, the XP and Items
dialogs). The bot's pick must always be clickable, so a game played through the screen is move for
move the game the bot plays on the engine alone. That makes the tests deterministic and independent
of balance: the engine alone first finds a seed whose game reaches what a test wants (a won Stair
Guardian fight, the end of the Final Entity fight), then the screen plays that stretch with clicks.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.rules import Game
from game.ui.app import App, AppOptions
from tests.kits.mouse_kit import click, engine_line, fighting, open_game, play_with_the_mouse, shot
from tests.kits.ui_kit import steps

pytestmark = pytest.mark.slow  # end to end in a real window or subprocesses: `pytest -m slow` (.ci/run runs them)

def test_a_ruins_game_is_played_from_its_first_move_with_the_mouse(content, tmp_path):
    """From the first tile to the Hero Record or the end, fixed seed: tiles are dragged, monsters
    clicked and fought; every one of the bot's moves is on screen; the game never stalls."""
    app = App(AppOptions(heroes=["fighter", "wizard"], players=["Ann", "Ben"], seed=3, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    steps(app, 3)
    game = app.scenes[0].session.game
    seen = play_with_the_mouse(app, game, random.Random(3),
                               lambda a: a.scene.name in ("hero_record", "game_over"))
    assert app.scene.name in ("hero_record", "game_over"), f"stalled in {app.scene.name}"
    assert {"explore", "combat"} <= seen
    assert sum(e.kind == "tile_placed" for e in game.events) >= 5
    assert any(e.kind == "combat_started" for e in game.events)


def test_the_stair_guardian_is_beaten_and_the_heroes_level_up_with_the_mouse(content, tmp_path):
    """STAIRS and LEVEL UP: the Stair Guardian fight, the level-up dialog (buying an Ability: two drawn,
    one kept), the Hero Record, then on to the next Ecology, all by clicks."""
    events, state, seed = engine_line(["fighter"], "ruins", fighting("stair_guardian"),
                                      lambda g: any(e.kind == "hero_record_written" for e in g.events))
    game = Game.replay(events)
    app = open_game(tmp_path, game, ["Ann"])
    assert app.scene.name == "combat"
    shot(app, "stair-guardian.png")
    rng = random.Random()
    rng.setstate(state)

    def at_level_up(a: App) -> bool:
        if a.scene.name == "level_up":
            shot(a, "level-up.png")
        return a.scene.name == "hero_record"
    seen = play_with_the_mouse(app, game, rng, at_level_up)
    assert {"combat", "level_up", "hero_record"} <= seen, seen
    assert any(e.kind == "hero_record_written" for e in game.events)
    assert game.state.hero_states[0].level == 2
    click(app, next(b for b, v in app.scene.controls.items() if v == "close").rect.center)
    assert app.scene.name == "explore" and game.state.ecology == "caverns"


def test_the_final_entity_fight_ends_the_game_on_the_game_over_scene(content, tmp_path):
    """FINAL ENTITY: Head I, Head II, Body and Tail fought as one enemy; the game ends won or lost and
    the Adventure Record is shown."""
    events, state, seed = engine_line(["fighter", "wizard"], "subterranean", fighting("final_entity"),
                                      lambda g: g.outcome == "won", seeds=12)
    game = Game.replay(events)
    app = open_game(tmp_path, game, ["Ann", "Ben"])
    assert app.scene.name == "combat"
    foe = game.state.combat.foes[0]
    assert len(foe.parts) == 4
    assert {("monster", p) for p in foe.parts} <= {ref for _, ref in app.scene.card_spots()}, \
        "the four Final Entity cards are on the table"
    rng = random.Random()
    rng.setstate(state)

    def shoot(a: App) -> bool:
        sc: Any = a.scene
        if sc.name == "combat" and sc.combat is not None and sc.combat.step == "abilities" and sc.combat.round == 1:
            shot(a, "final-entity.png")
        return sc.name == "game_over"
    seen = play_with_the_mouse(app, game, rng, shoot)
    assert "game_over" in seen and game.outcome == "won"
    shot(app, "victory.png")
