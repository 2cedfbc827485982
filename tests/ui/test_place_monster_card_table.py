"""The combat table where the lone monster card is to be placed: the default choice says its words
whole (in German at 150 % its larger bold face cut it mid-bracket, "Seine 7 gegen deine 4 (Karte": it
was measured in the other choices' face), and the Hint's outline of the slot stays in its lane (it
reached down over the "decides: choose from the Choices" line)."""

from __future__ import annotations

import pygame
import pytest

from game.rules import Game
from game.ui import hint_view
from game.ui.scenes.explore import ExploreScene
from tests.kits.bot_positions import deadly_placement, first_position
from tests.kits.fit_kit import open_app, recorded_text, session_for
from tests.kits.ui_kit import steps


def _placing(game: Game) -> bool:
    legal = game.legal()
    return game.state.combat is not None and len(legal) > 1 and legal[0].kind == "place_monster_card"


@pytest.fixture(scope="module")
def place_events() -> list:
    """A lone fighter's, the hint's words saying the hero would be killed wherever the card goes."""
    return list(deadly_placement().events)


@pytest.fixture(scope="module")
def two_heroes_place_events() -> list:
    """A fighter's and a wizard's table, two lanes (as the outline was seen running over the line)."""
    game = first_position(["fighter", "wizard"], _placing, range(3, 4))
    assert game is not None
    return list(game.events)


def _table(tmp_path, events, size, scale, lang="en"):
    app = open_app(tmp_path, size, scale, lang)
    app.switch(ExploreScene(app, session_for(app, events)))
    steps(app, 2)
    assert app.scene.name == "combat"
    return app


@pytest.mark.parametrize("lang, scale, size", [("de", 1.5, (1280, 800)), ("de", 1.5, (1280, 720)),
                                               ("en", 1.5, (1280, 720))])
def test_the_default_choice_says_its_words_whole_in_its_own_face(tmp_path, place_events, lang, scale, size) -> None:
    app = _table(tmp_path, place_events, size, scale, lang)
    sc = app.scene
    buttons = sc.action_buttons
    assert [c.kind for _, c in buttons] == ["place_monster_card"] * 2
    for button, cmd in buttons:
        assert button.text == sc._label(cmd), f"{button.text!r} is not all of {sc._label(cmd)!r}"
        assert button.font.size(button.text)[0] <= button.rect.width - 8, \
            f"{button.text!r} is wider than its button in its own face: cut where it shows"
    default = buttons[0][0]
    assert "#primary" in default.object_ids + default.class_ids, "the default keeps its colours"


@pytest.mark.parametrize("party, scale, size", [(2, 1.0, (1280, 720)), (2, 1.0, (1920, 1080)), (1, 1.5, (1280, 720))])
def test_the_hints_outline_of_the_slot_stays_clear_of_the_line_under_the_table(tmp_path, monkeypatch, place_events,
                                                                             two_heroes_place_events, party, scale,
                                                                             size) -> None:
    app = _table(tmp_path, two_heroes_place_events if party == 2 else place_events, size, scale)
    app.settings.reduced_motion = True  # the outline held at its widest (no pulse)
    sc = app.scene
    sc.session.toggle_hint()
    hint = sc.session.current_hint
    assert hint is not None and hint.command.kind == "place_monster_card"
    frames: list[pygame.Rect] = []
    real = pygame.draw.rect

    def spy(surface, colour, rect, *args, **kwargs):
        if tuple(colour)[:3] == hint_view.HINT:
            frames.append(pygame.Rect(rect))
        return real(surface, colour, rect, *args, **kwargs)
    monkeypatch.setattr(pygame.draw, "rect", spy)
    with recorded_text() as drawn:
        steps(app, 2)
    line = next(r for r, words in drawn if "decides" in words)
    target = next(r for r, c in sc.place_targets if c == hint.command)  # (the hero card's drop target)
    slot = [f for f in frames if f.collidepoint(target.center) and f.right < sc.L.side.x]
    assert slot, "the slot is outlined"
    for f in slot:
        assert not f.colliderect(line), f"the outline {f} runs over the line {line} under the table"
