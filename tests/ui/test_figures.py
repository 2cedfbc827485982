"""Hero figures on the map: drawn in each hero's colour beside the Lantern, travelling with it."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui import figures, portraits
from game.ui.app import App, AppOptions
from game.ui.look import HERO_COLOURS
from game.ui.scenes.explore import ExploreScene
from tests.kits.ui_kit import steps


def test_every_hero_has_a_figure_in_its_colour() -> None:
    for hero, colour in HERO_COLOURS.items():
        img = portraits.figure(hero, 40)
        assert img is not None and img.get_height() == 40, hero
        pixels = {tuple(img.get_at((x, y)))[:3] for x in range(img.get_width()) for y in range(img.get_height())
                  if img.get_at((x, y)).a}
        assert colour in pixels, f"{hero}'s figure is not drawn in its colour"


def test_figures_keep_a_minimum_size_when_the_map_is_zoomed_out() -> None:
    cell = pygame.Rect(100, 100, 5, 5)  # the smallest zoom step: 40 px squares, 5-6 px cells
    for r in figures.party_rects(["fighter", "wizard", "rogue"], cell):
        assert r.height >= figures.MIN_HEIGHT
        assert abs(r.centerx - cell.centerx) < 3 * r.width  # beside the Lantern's cell


def _base_colours(surface: pygame.Surface, rects: list[pygame.Rect]) -> list[set[tuple[int, int, int]]]:
    out = []
    for r in rects:
        area = r.inflate(r.width // 2, r.height // 2).clip(surface.get_rect())
        out.append({tuple(surface.get_at((x, y)))[:3] for x in range(area.left, area.right)
                    for y in range(area.top, area.bottom)})
    return out


def test_the_party_is_drawn_at_the_lantern_and_follows_it(tmp_path: Path) -> None:
    heroes = ["fighter", "wizard", "rogue"]
    app = App(AppOptions(heroes=heroes, players=["Ann"], seed=5, saves_dir=tmp_path, size=(1280, 720)))
    app.settings.anim_speed = 0
    steps(app, 3)
    scene = app.scene
    assert isinstance(scene, ExploreScene) and scene.board is not None
    game = scene.game
    lantern = game.state.lantern
    cam = scene.camera
    assert lantern is not None and cam is not None
    cell = cam.cell_rect(lantern.x, lantern.y, lantern.cx, lantern.cy)
    rects = figures.party_rects(heroes, cell)
    seen = _base_colours(app.screen, rects)
    for hero, colours in zip(heroes, seen, strict=True):
        assert HERO_COLOURS[hero] in colours, f"{hero} is not standing by the Lantern"
    # move the Lantern to another cell of its tile: the figures go with it
    other = next((cx, cy) for cy in range(7) for cx in range(7) if (cx, cy) != (lantern.cx, lantern.cy)
                 and abs(cx - lantern.cx) + abs(cy - lantern.cy) >= 4)
    game.state.lantern = lantern.model_copy(update={"cx": other[0], "cy": other[1]})
    steps(app, 2)
    moved = figures.party_rects(heroes, cam.cell_rect(lantern.x, lantern.y, *other))
    assert moved[0].topleft != rects[0].topleft
    for hero, colours in zip(heroes, _base_colours(app.screen, moved), strict=True):
        assert HERO_COLOURS[hero] in colours


def test_the_title_screen_shows_the_key_art(tmp_path: Path) -> None:
    """The title screen is drawn over the key art: outside the shaded middle and the Lantern's glow the
    window shows the art's own pixels (the party on its ledge at the lower left)."""
    from game.ui.scenes.title import TitleScene
    app = App(AppOptions(saves_dir=tmp_path, size=(1280, 720)))
    app.switch(TitleScene(app))
    steps(app, 3)
    art = portraits.key_art(1280, 720)
    assert art is not None
    spots = [(x, y) for x in range(0, 210, 7) for y in range(300, 560, 7)]  # the heroes at the lower left
    same = sum(app.screen.get_at(p)[:3] == art.get_at(p)[:3] for p in spots)
    assert same == len(spots)
    assert HERO_COLOURS["fighter"] in {tuple(art.get_at(p))[:3] for p in spots}  # the Fighter stands there
