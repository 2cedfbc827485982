"""Setup's hero Health says where it comes from (issue 39, item 7): each seat's description names
the Health the hero starts with as the rulebook does (the Maximum Health Value on its Hero Mat at the
level the chosen Start Ecology begins at), and hovering it says why in the game's words: the Hero
Mat's value for each level, the starting level, and the Stair Guardians that raise it."""

from __future__ import annotations

import pygame
import pytest

from game.rules import ECOLOGY_NAMES, Game
from game.ui.scenes.setup import SetupScene, describe_hero, health_words
from tests.kits.fit_kit import open_app
from tests.kits.ui_kit import steps


def hover(app, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    steps(app, 2)


@pytest.mark.parametrize("ecology", ["ruins", "caverns", "subterranean"])
def test_the_description_names_the_health_the_hero_starts_with_and_its_level(content, ecology) -> None:
    pygame.font.init()
    game = Game.new(heroes=["wizard"], seed=1, ecology=ecology)
    start = game.state.hero_states[0]
    words = describe_hero(content, "wizard", 2000, ecology)
    assert f"Health {start.max_health} (Hero Mat, level {start.level})" in words
    tip = health_words(content, "wizard", ecology)
    assert f"<b>Health {start.max_health}</b>" in tip and "Hero Mat at level" in tip
    assert ECOLOGY_NAMES[ecology] in tip and "Stair Guardian" in tip
    values = content.heroes["wizard"].max_health
    assert all(f"level {n}: {v}" in tip for n, v in enumerate(values, start=1))


def test_a_narrow_seat_keeps_the_number_and_its_level() -> None:
    pygame.font.init()
    from game.rules import load_content
    cards = load_content()
    words = describe_hero(cards, "fighter", 260)
    assert f"Health {cards.heroes['fighter'].max_health[0]}" in words and "level 1" in words, words


@pytest.mark.parametrize("size, scale", [((1280, 720), 1.0), ((1280, 720), 1.5)])
def test_hovering_a_heros_description_says_where_its_health_comes_from(content, tmp_path, size, scale) -> None:
    app = open_app(tmp_path, size, scale)
    app.switch(SetupScene(app))
    steps(app, 2)
    setup = app.scene
    assert setup.tooltip is None
    drawn, hero = setup.described[0]
    assert hero == "fighter"
    hover(app, drawn.center)
    tip = setup.tooltip
    assert tip is not None and tip.alive()
    first = content.heroes["fighter"].max_health[0]  # the Hero Mat's level 1 (cards/heroes.toml)
    assert "Hero Mat" in tip.text_block.html_text and f"Health {first}" in tip.text_block.html_text
    window = pygame.Rect((0, 0), size)
    assert window.contains(tip.rect) and not tip.rect.colliderect(drawn), "beside the description, in view"
    hover(app, (2, 2))
    assert setup.tooltip is None, "it goes when the pointer leaves"
