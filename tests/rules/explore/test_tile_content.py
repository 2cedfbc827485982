"""The 72 map tiles: what the rulebook says each Ecology's tiles hold, and clear errors for broken files."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.rules import ContentError, N, load_content
from game.rules.content.tiles import parse_tile
from game.rules.core.geometry import SIDES, side_cells

ROOT = Path(__file__).resolve().parents[3]
CONTENT = load_content()


def ecology_tiles(ecology: str):
    return [CONTENT.tiles[t] for t in CONTENT.ecology_tiles[ecology]]


def element_count(ecology: str, kind: str) -> int:
    return sum(1 for t in ecology_tiles(ecology) for e in t.elements if e.kind == kind)


@pytest.mark.parametrize("ecology", ["ruins", "caverns", "subterranean"])
def test_each_ecology_has_24_tiles_with_one_entry_stairs_campfire_and_two_chests(ecology):
    """"There are only two Chests per Ecology" / "There is only one Campfire per Ecology\""""
    assert len(ecology_tiles(ecology)) == 24
    counts = {k: element_count(ecology, k) for k in ("entry", "stairs", "campfire", "chest")}
    assert counts == {"entry": 1, "stairs": 1, "campfire": 1, "chest": 2}


@pytest.mark.parametrize("ecology", ["ruins", "caverns", "subterranean"])
def test_every_side_is_closed_or_the_centred_opening(ecology):
    for t in ecology_tiles(ecology):
        for side in SIDES:
            edge = "".join(t.cell(x, y) for x, y in side_cells(side))
            assert edge == "W" * N or (edge[:2] + edge[5:] == "WWWW" and "W" not in edge[2:5]), (t.id, side, edge)


@pytest.mark.parametrize("ecology", ["ruins", "caverns", "subterranean"])
def test_some_tiles_have_habitat_boundaries_and_monsters_with_two_icons(ecology):
    tiles = ecology_tiles(ecology)
    assert sum(1 for t in tiles if "B" in t.habitat) >= 4
    assert any(e.kind == "monster" and e.icons == 2 for t in tiles for e in t.elements)
    assert sum(1 for t in tiles if t.nodes) >= 10


def test_ruins_have_secret_passages():
    assert element_count("ruins", "secret_passage") >= 3


def test_caverns_have_water_one_boat_one_sword_two_warp_portals():
    """"Several Caverns Map Tiles contain water." "One Caverns Map Tile contains a Boat Icon, and
    another contains a Sword Icon." "Two Caverns Map Tiles contain Warp Portals.\""""
    assert sum(1 for t in ecology_tiles("caverns") if "A" in t.cells) >= 6
    assert (element_count("caverns", "boat"), element_count("caverns", "sword"),
            element_count("caverns", "warp_portal")) == (1, 1, 2)
    boat = [t.id for t in ecology_tiles("caverns") for e in t.elements if e.kind == "boat"]
    sword = [t.id for t in ecology_tiles("caverns") for e in t.elements if e.kind == "sword"]
    assert boat != sword


def test_subterranean_tiles_have_upper_and_lower_levels_and_level_stairs():
    tiles = ecology_tiles("subterranean")
    kinds = Counter(c for t in tiles for c in t.cells)
    assert kinds["F"] == 0 and kinds["U"] and kinds["L"]
    assert sum(1 for t in tiles if "S" in t.cells) >= 4


def copy_tile(tmp_path: Path, text_edit) -> Path:
    """A copy of a real tile (with its tilesets) with one edit to its text."""
    shutil.copytree(ROOT / "assets" / "tiles" / "tilesets", tmp_path / "tilesets")
    (tmp_path / "ruins").mkdir()
    path = tmp_path / "ruins" / "ruins-10.tmx"
    path.write_text(text_edit((ROOT / "assets/tiles/ruins/ruins-10.tmx").read_text()))
    return path


def test_a_truncated_tile_names_the_file_and_tile(tmp_path):
    path = copy_tile(tmp_path, lambda text: text[: len(text) // 2])
    with pytest.raises(ContentError, match=r"ruins-10.tmx: tile 'ruins-10': cannot be read as a Tiled map"):
        parse_tile(path)


def test_an_unknown_object_type_names_the_object_and_field(tmp_path):
    path = copy_tile(tmp_path, lambda text: text.replace('type="monster"', 'type="dragon"'))
    with pytest.raises(ContentError, match=r"tile 'ruins-10': object 1: type: expected one of .* found 'dragon'"):
        parse_tile(path)


def test_a_monster_with_three_icons_is_refused(tmp_path):
    path = copy_tile(tmp_path, lambda text: text.replace('name="icons" type="int" value="1"',
                                                          'name="icons" type="int" value="3"'))
    with pytest.raises(ContentError, match="monster object 1: icons: expected 1 or 2, found 3"):
        parse_tile(path)


def test_a_missing_terrain_layer_is_refused(tmp_path):
    path = copy_tile(tmp_path, lambda text: text.replace('name="terrain"', 'name="ground"'))
    with pytest.raises(ContentError, match="layers: no tile layer named 'terrain'"):
        parse_tile(path)


def test_an_element_on_a_wall_is_refused(tmp_path):
    # cell (0, 0) is a wall corner on every tile
    path = copy_tile(tmp_path, lambda text: text.replace('x="96" y="64"', 'x="0" y="32"'))
    with pytest.raises(ContentError, match=r"monster at cell \(0,0\): stands on a wall"):
        parse_tile(path)


def test_tiled_1_9_class_attribute_is_read_like_type(tmp_path):
    """STACK-NOTES: Tiled 1.9 renamed an object's `type` to `class`; read both."""
    path = copy_tile(tmp_path, lambda text: text.replace('type="monster"', 'class="monster"'))
    assert [e.kind for e in parse_tile(path).elements][0] == "monster"


def test_an_ecology_with_a_third_chest_is_refused(tmp_path):
    from game.rules.content.library import check_ecology_tiles

    tiles = ecology_tiles("ruins")
    chest = next(t for t in tiles if any(e.kind == "chest" for e in t.elements))
    plain = next(t for t in tiles if not any(e.kind == "chest" for e in t.elements))
    chests = [e.model_copy() for e in chest.elements if e.kind == "chest"]
    extra = plain.model_copy(update={"elements": [*plain.elements, *chests]})
    broken = [extra if t.id == plain.id else t for t in tiles]
    with pytest.raises(ContentError, match="chest: the rulebook wants exactly 2 per Ecology, found 3"):
        check_ecology_tiles("ruins", tmp_path, broken)
