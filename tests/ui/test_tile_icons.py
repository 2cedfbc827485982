"""Icons on map tiles: upright whatever the tile's turn, one icon set, never tiny."""

from __future__ import annotations

import pygame
import pytest

from game.rules import Content, N
from game.ui import icons
from game.ui.tile_art import MIN_ICON, TileArt, icon_size, rotated_cell


@pytest.fixture(scope="module", autouse=True)
def _window() -> None:
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))


def _icon_matches(surf: pygame.Surface, icon: pygame.Surface, centre: tuple[int, int]) -> bool:
    """Every (nearly) opaque pixel of `icon`, placed centred at `centre` (kept inside), is on `surf`.
    A smooth-scaled icon's solid pixels keep an alpha of about 253, so "opaque" means 250 or more
    and a drawn pixel may differ by a few levels from the icon's."""
    rect = icon.get_rect(center=centre).clamp(surf.get_rect())
    solid = [(x, y) for y in range(icon.get_height()) for x in range(icon.get_width()) if icon.get_at((x, y)).a >= 250]
    assert solid, "the icon has no opaque pixel to look for"
    return all(max(abs(a - b) for a, b in zip(surf.get_at((rect.x + x, rect.y + y))[:3], icon.get_at((x, y))[:3],
                                              strict=True)) <= 6 for x, y in solid)  # blending a 253 alpha


@pytest.mark.parametrize("kind", ["boat", "chest", "door", "stairs"])
def test_element_icons_stay_upright_at_every_rotation(content: Content, kind: str) -> None:
    tile = next(t for t in content.tiles.values() if any(e.kind == kind for e in t.elements))
    el = next(e for e in tile.elements if e.kind == kind)
    art = TileArt(content)
    size = 144
    icon = icons.element_icon(el.kind, el.icons, icon_size(size))
    assert icon is not None
    for rotation in range(4):
        surf = art.get(tile.id, rotation, size)
        cx, cy = rotated_cell(el.cx, el.cy, rotation)
        cell = size / N
        centre = (round((cx + 0.5) * cell), round((cy + 0.5) * cell))
        assert _icon_matches(surf, icon, centre), f"{kind} on {tile.id} turned {rotation}"


def test_rotated_cells_follow_a_clockwise_turn() -> None:
    assert rotated_cell(0, 0, 1) == (N - 1, 0)  # the top-left corner goes to the top right
    assert rotated_cell(N - 1, 0, 1) == (N - 1, N - 1)
    assert rotated_cell(2, 1, 2) == (N - 3, N - 2)
    assert rotated_cell(3, 5, 4) == (3, 5)


def test_icons_keep_a_minimum_size_on_a_zoomed_out_map() -> None:
    for px in (56, 72, 96, 120):
        assert icon_size(px) >= MIN_ICON
        assert icon_size(px) >= px // N
    assert icon_size(288) == round(288 / N)  # a large cell keeps its own size
    assert icon_size(40) <= 40 // 3  # at the smallest zoom icons still fit between their neighbours


def test_one_icon_set_everywhere() -> None:
    """draw_element (used wherever an element is shown) draws the tiles' own icons."""
    for kind in ("monster", "feature", "door", "chest", "campfire", "stairs", "boat", "warp_portal"):
        surf = pygame.Surface((40, 40), pygame.SRCALPHA)
        icons.draw_element(surf, kind, pygame.Rect(4, 4, 32, 32))
        icon = icons.element_icon(kind, 1, 32)
        assert icon is not None and _icon_matches(surf, icon, (20, 20)), kind
    two = icons.element_icon("monster", 2, 32)
    one = icons.element_icon("monster", 1, 32)
    assert two is not None and one is not None
    assert pygame.image.tobytes(two, "RGBA") != pygame.image.tobytes(one, "RGBA")


def _mean_luma(surf: pygame.Surface, cells: list[tuple[int, int]]) -> float:
    total, n = 0.0, 0
    for cx, cy in cells:
        for y in range(cy * 32 + 4, cy * 32 + 28, 3):
            for x in range(cx * 32 + 4, cx * 32 + 28, 3):
                r, g, b, *_ = surf.get_at((x, y))
                total += 0.299 * r + 0.587 * g + 0.114 * b
                n += 1
    return total / max(1, n)


def test_subterranean_walls_upper_and_lower_levels_stand_apart(content: Content) -> None:
    """Walls, the upper level and the lower level of Subterranean tiles differ clearly in brightness."""
    art = TileArt(content)
    by_code: dict[str, list[float]] = {"W": [], "U": [], "L": []}
    for tid in content.ecology_tiles["subterranean"]:
        tile = content.tiles[tid]
        surf = art.base(tid)
        for code in by_code:
            cells = [(x, y) for y in range(N) for x in range(N) if tile.cell(x, y) == code
                     and not any((e.cx, e.cy) == (x, y) for e in tile.elements)]
            if cells:
                by_code[code].append(_mean_luma(surf, cells))
    wall, upper, lower = (sum(v) / len(v) for v in (by_code["W"], by_code["U"], by_code["L"]))
    assert upper - lower >= 35 and lower - wall >= 35, (wall, upper, lower)


def test_rooms_of_an_ecology_are_dressed_differently(content: Content) -> None:
    """More room shapes: each Ecology's tiles carry several floor motifs (a "decor" layer over the
    terrain), and the rules still read the same cells (they come from the "terrain" layer only)."""
    import pytmx

    for ecology, ids in content.ecology_tiles.items():
        styles: dict[str, int] = {}
        for tid in ids:
            tmx = pytmx.TiledMap(str(content.root / "assets" / "tiles" / ecology / f"{tid}.tmx"))
            names = [layer.name for layer in tmx.layers]
            if "decor" not in names:
                continue
            li = names.index("decor")
            found = {str((tmx.get_tile_properties(x, y, li) or {}).get("decor", "")).split("-")[0]
                     for y in range(N) for x in range(N) if tmx.get_tile_gid(x, y, li)}
            assert len(found) == 1, (tid, found)
            style = found.pop()
            styles[style] = styles.get(style, 0) + 1
            for y in range(N):  # dressing lies on open floor only
                for x in range(N):
                    if tmx.get_tile_gid(x, y, li):
                        assert content.tiles[tid].cell(x, y) in ("F", "U"), (tid, x, y)
        assert len(styles) >= 3 and sum(styles.values()) >= len(ids) // 2, (ecology, styles)



def test_rooms_of_an_ecology_have_different_corners(content: Content) -> None:
    """More room shapes: a tile's rooms have cut, rounded or columned corners or square ones (a
    "shape" layer over the terrain), and with cut or rounded corners the walls' tips jutting into the
    room are cut or rounded too; every Ecology shows several. A room-corner piece lies only on open
    ground with walls on both sides of the corner and across it; a tip piece only on a wall with one
    kind of open ground on both sides of the corner and across it: no cell looks like another kind."""
    import pytmx

    steps = ((-1, -1), (1, -1), (1, 1), (-1, 1))
    for ecology, ids in content.ecology_tiles.items():
        styles: dict[str, int] = {}
        tips = 0
        for tid in ids:
            tile = content.tiles[tid]
            tmx = pytmx.TiledMap(str(content.root / "assets" / "tiles" / ecology / f"{tid}.tmx"))
            names = [layer.name for layer in tmx.layers]
            if "shape" not in names:
                styles["square"] = styles.get("square", 0) + 1
                continue
            li = names.index("shape")
            found = set()
            for y in range(N):
                for x in range(N):
                    if not tmx.get_tile_gid(x, y, li):
                        continue
                    name, mask = str((tmx.get_tile_properties(x, y, li) or {}).get("shape")).rsplit("-", 1)
                    found.add(name.split("-")[0])
                    tip = "-tip-" in name
                    tips += tip
                    assert int(mask) > 0 and (tile.cell(x, y) == "W") == tip, (tid, x, y, name)
                    for bit, (dx, dy) in enumerate(steps):
                        if not int(mask) >> bit & 1:
                            continue
                        around = [(x + a, y + b) for a, b in ((dx, 0), (0, dy), (dx, dy))]
                        assert all(0 <= cx < N and 0 <= cy < N for cx, cy in around), (tid, x, y, bit)
                        kinds = {tile.cell(cx, cy) for cx, cy in around}
                        if tip:  # cut back to one kind of dry ground
                            assert len(kinds) == 1 and kinds <= {"F", "U", "L"}, (tid, x, y, bit, kinds)
                        else:
                            assert kinds == {"W"}, (tid, x, y, bit, kinds)
            assert len(found) == 1, (tid, found)
            style = found.pop()
            styles[style] = styles.get(style, 0) + 1
        assert len(styles) >= 3 and min(styles.values()) >= 3 and tips >= 10, (ecology, styles, tips)


def test_a_legendary_location_has_an_icon_of_its_own() -> None:
    """The icon set holds a Legendary Location icon unlike every element icon the tiles print."""
    legendary = icons.element_icon("legendary", 1, 32)
    assert legendary is not None
    mine = pygame.image.tobytes(legendary, "RGBA")
    for kind in ("entry", "stairs", "monster", "feature", "door", "chest", "campfire", "secret_passage",
                 "warp_portal", "boat", "sword"):
        other = icons.element_icon(kind, 1, 32)
        assert other is not None and pygame.image.tobytes(other, "RGBA") != mine, kind


def test_the_map_shows_a_discovered_legendary_location_where_it_was_found(tmp_path) -> None:
    from game.rules.state.game_state import ElementState, Spot
    from game.ui.app import App, AppOptions
    from game.ui.scenes.explore import ExploreScene
    from tests.kits.ui_kit import steps

    app = App(AppOptions(heroes=["fighter"], players=["Ann"], seed=5, saves_dir=tmp_path, size=(1280, 720)))
    app.settings.anim_speed = 0
    steps(app, 3)
    scene = app.scene
    assert isinstance(scene, ExploreScene) and scene.board is not None and scene.camera is not None
    game = scene.game
    lantern = game.state.lantern
    assert lantern is not None
    spot = Spot(x=lantern.x, y=lantern.y, cx=1 if lantern.cx > 3 else 5, cy=1 if lantern.cy > 3 else 5)
    cell = scene.camera.cell_rect(spot.x, spot.y, spot.cx, spot.cy)
    icon = icons.element_icon("legendary", 1, max(cell.width, icon_size(scene.camera.px)))
    assert icon is not None
    before = app.screen.copy()
    assert not _icon_matches(before, icon, cell.center)
    tile = next(p.tile for p in game.state.placements if (p.x, p.y) == (spot.x, spot.y))
    game.state.elements["legendary-1"] = ElementState(id="legendary-1", kind="legendary", tile=tile, spot=spot)
    steps(app, 2)
    assert _icon_matches(app.screen, icon, cell.center), "no Legendary Location icon at its spot"
