"""Nothing told by colour alone (issue 36): the deciding hero's row has a pointer beside its coloured
border (the map's panel, the table's sidebar and its lane), and a health bar on the combat table
reads in grey: a notch per point and its lost part hatched."""

from __future__ import annotations

import pygame

from game.ui import look
from game.ui.combat import view as combat_view
from game.ui.explore import view as explore_view
from tests.kits.combat_table_kit import bot_until, in_combat_step, table
from tests.kits.explore_kit import make_app, scene


def grey(surface: pygame.Surface, pos: tuple[int, int]) -> int:
    r, g, b = surface.get_at(pos)[:3]
    return round(0.299 * r + 0.587 * g + 0.114 * b)


def test_the_deciding_heros_row_on_the_map_has_a_pointer_not_only_its_colour(content, tmp_path, monkeypatch):
    app = make_app(tmp_path)
    sc = scene(app)
    marked: list[pygame.Rect] = []
    monkeypatch.setattr(explore_view, "turn_marker", lambda surface, row, size: marked.append(row))
    sc.draw(app.screen)
    turn = sc.session.deciding_hero()
    assert turn is not None and len(marked) == 1
    assert marked[0].y == sc.heroes_rect.y + turn * (sc.hero_row_h + app.layout.u(4)), "on the deciding hero's row"


def test_the_pointer_stands_out_in_grey_from_the_panel_under_it():
    pygame.init()
    surface = pygame.Surface((80, 40))
    surface.fill((40, 33, 26))  # a hero row's ground
    row = pygame.Rect(20, 5, 50, 30)
    drawn = look.turn_marker(surface, row, 6)
    assert drawn.collidepoint(row.x, row.centery)
    assert grey(surface, (row.x, row.centery)) - grey(surface, (row.right - 5, row.centery)) > 150


def test_the_deciding_hero_on_the_combat_table_has_a_pointer_on_its_row_and_its_lane(tmp_path, monkeypatch):
    game = bot_until(["fighter", "wizard"], in_combat_step("play"))
    app, sc = table(tmp_path, game)
    marked: list[pygame.Rect] = []
    monkeypatch.setattr(combat_view, "turn_marker", lambda surface, row, size: marked.append(row))
    sc.draw(app.screen)
    hero = sc.deciding_hero()
    assert hero is not None
    assert sc.L.hero_row(hero) in marked, "the sidebar's row"
    assert len(marked) == 2, "and the hero's lane on the felt"


def test_a_health_bar_counts_its_points_with_notches_and_hatches_what_is_lost():
    pygame.init()
    surface = pygame.Surface((140, 20))
    bar = pygame.Rect(10, 5, 120, 10)  # 6 points of 20 pixels; 2 left
    pygame.draw.rect(surface, (70, 30, 30), bar)
    fill = pygame.Rect(bar.x, bar.y, 40, bar.height)
    pygame.draw.rect(surface, (200, 70, 80), fill)
    look.notched(surface, bar, 2, 6)
    y = bar.centery
    notches = [x for x in range(bar.x + 1, bar.right - 1) if grey(surface, (x, y)) < 20]
    assert [x - bar.x for x in notches] == [20, 40, 60, 80, 100], "a dark notch between every point"
    lost = {grey(surface, (x, y)) for x in range(bar.x + 41, bar.right) if x - bar.x not in (60, 80, 100)}
    kept = {grey(surface, (x, y)) for x in range(bar.x + 1, bar.x + 40) if x - bar.x != 20}
    assert len(lost) > 1 and len(kept) == 1, "the lost part is hatched, what is left is plain"


def test_the_tables_health_bars_are_notched(tmp_path, monkeypatch):
    game = bot_until(["fighter"], in_combat_step("play"))
    app, sc = table(tmp_path, game)
    from game.ui.combat import foes
    bars: list[tuple[int, int]] = []
    monkeypatch.setattr(foes, "notched", lambda surface, bar, now, full: bars.append((now, full)))
    sc.draw(app.screen)
    foe_health = {(sum(f.health), sum(f.max_health)) for f in game.state.combat.foes}
    assert foe_health <= set(bars), "every Monster's bar"
