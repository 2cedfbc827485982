"""The Final Entity on the combat table: one creature assembled from its heads, body and tail, each
part's health and armor beside it."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.rules import Content, Game, scenario
from game.ui import final_entity_art
from game.ui.app import App, AppOptions
from game.ui.scenes.explore import ExploreScene
from game.ui.session import Session


@pytest.fixture(scope="module", autouse=True)
def _fonts() -> None:
    pygame.font.init()


def _slots(content: Content) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for pid, part in content.monsters.entity_parts.items():
        out.setdefault(part.part, []).append(pid)
    return out


def test_the_27_entities_all_look_different(content: Content) -> None:
    slots = _slots(content)
    assert [len(slots[s]) for s in ("head1", "head2", "body", "tail")] == [3, 3, 3, 1]
    seen = set()
    for h1, h2, body in itertools.product(slots["head1"], slots["head2"], slots["body"]):
        parts = (("head1", h1, False), ("head2", h2, False), ("body", body, False), ("tail", slots["tail"][0], False))
        surf, rects = final_entity_art.creature(parts, 1)
        assert set(rects) == {"head1", "head2", "body", "tail"}
        seen.add(pygame.image.tobytes(surf, "RGBA"))
    assert len(seen) == 27


def test_a_defeated_part_is_drawn_differently(content: Content) -> None:
    slots = _slots(content)
    alive = tuple((s, slots[s][0], False) for s in ("head1", "head2", "body", "tail"))
    dead = (("head1", slots["head1"][0], True),) + alive[1:]
    a, rects = final_entity_art.creature(alive, 2)
    b, _ = final_entity_art.creature(dead, 2)
    head = rects["head1"]
    assert pygame.image.tobytes(a.subsurface(head), "RGBA") != pygame.image.tobytes(b.subsurface(head), "RGBA")
    body = rects["body"]
    assert pygame.image.tobytes(a.subsurface(body), "RGBA") == pygame.image.tobytes(b.subsurface(body), "RGBA")


def entity_game(stack: list[str]) -> Game:
    game = Game.new(heroes=["fighter", "wizard"], seed=4, stacked={"entity": stack})
    scenario.final_entity_fight(game)
    return game


def test_each_part_shows_its_health_and_armor_from_the_rules() -> None:
    game = entity_game(["head-of-embers", "head-of-iron", "body-of-scales"])
    foe = next(f for f in game.state.combat.foes if f.parts)
    states = {s.part_id: s for s in final_entity_art.part_states(game, foe)}
    assert states["head-of-iron"].armor == 1 and states["body-of-scales"].armor == 2
    assert states["head-of-embers"].armor == 0 and states["tail-of-the-maw"].slot == "tail"
    for i, pid in enumerate(foe.parts):
        assert states[pid].health == foe.health[i] and states[pid].max_health == foe.max_health[i]
    view = final_entity_art.entity_view(list(states.values()), 190)
    assert {pid for _, pid in view.spots} == set(foe.parts)
    for rect, _ in view.spots:
        assert view.surface.get_rect().contains(rect)


def test_the_combat_table_draws_the_entity_and_each_part_opens_its_card(tmp_path) -> None:
    game = entity_game(["head-of-hunger", "head-of-storms", "body-of-the-heart"])
    app = App(AppOptions(heroes=["fighter", "wizard"], seed=1, saves_dir=tmp_path))
    app.settings.anim_speed = 0
    session = Session(game=game, players=["Ann", "Ben"])
    session.catch_up()
    app.switch(ExploreScene(app, session))
    for _ in range(3):
        app.step(1 / 60)
    assert app.scene.name == "combat"
    spots = app.scene.card_spots()
    foe = next(f for f in game.state.combat.foes if f.parts)
    part_spots = {ref[1]: rect for rect, ref in spots if ref[0] == "monster"}
    assert set(foe.parts) <= set(part_spots)
    screen = app.screen.get_rect()
    for pid in foe.parts:
        assert screen.contains(part_spots[pid]), pid
    app.screenshot(tmp_path / "entity.png")
