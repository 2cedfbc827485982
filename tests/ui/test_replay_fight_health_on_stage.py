"""Issue 36: the replay viewer's fight at 200 % text in 1280x720 shows the Monster's health on its stage:
the card is drawn smaller where the stage is short, so its health bar and tokens lie above the stage's
foot (the token's number was cut in half by it). The fit kit now flags a line of text cut by the edge
of the stage or panel it is drawn on (a part of the window), not only text off the window."""

from __future__ import annotations

import pygame
import pytest

from game.ui import look
from tests.kits.fit_kit import check, open_app, problems, recorded_text
from tests.kits.fit_scenes import SCENES


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_replays_fight_at_200_percent_shows_the_monsters_health_on_the_stage(content, tmp_path, lang):
    app = open_app(tmp_path, (1280, 720), 2.0, lang)
    assert not check(app, SCENES["replay-fight"])
    scene = app.scene
    table, stage = scene.table, scene.stage
    card = table.foe_rects[0].move(stage.topleft)
    assert stage.contains(card)
    radius = table._token_step() // 2
    tokens = [(x + stage.x, y + stage.y) for (foe, _i), (x, y) in table.token_points.items() if foe == 0]
    assert tokens and all(stage.collidepoint(x, y + radius - 1) for x, y in tokens), (tokens, stage)


def test_the_fit_kit_flags_a_line_cut_by_the_edge_of_the_stage_it_is_drawn_on(content, tmp_path):
    app = open_app(tmp_path, (1280, 720), 1.0)
    stage = app.screen.subsurface(pygame.Rect(100, 100, 300, 200))
    with recorded_text() as drawn:
        look.text(stage, "whole", (10, 10), 15)
        look.text(stage, "half under the foot", (10, 190), 15)
    assert [words for _r, words in drawn.cut] == ["half under the foot"]
    assert ("whole" in dict((w, r) for r, w in drawn)) and drawn[0][0].topleft == (110, 110)  # the window's place
    cut = [p for p in problems(app, drawn, []) if "edge of the stage" in p]
    assert len(cut) == 1 and "'half under the foot'" in cut[0], cut
