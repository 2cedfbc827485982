"""Map tiles are read once per process (game/rules/fast/files_read.py): a tile taken from an earlier
read is the tile a fresh parse gives, and a change to the map or to a tileset it names is read afresh."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.rules import ContentError, load_content
from game.rules.content.library import read_tile
from game.rules.content.tiles import compile_tile, parse_tile

ROOT = Path(__file__).resolve().parents[3]
TILES = ROOT / "assets" / "tiles"


def copied(tmp_path: Path) -> Path:
    """A copy of one Ruins map with the tilesets it names."""
    shutil.copytree(TILES / "tilesets", tmp_path / "tilesets")
    (tmp_path / "ruins").mkdir()
    return Path(shutil.copy(TILES / "ruins" / "ruins-10.tmx", tmp_path / "ruins" / "ruins-10.tmx"))


def test_every_tile_of_the_loaded_content_is_the_tile_a_fresh_parse_gives():
    content = load_content()
    for tile_id, tile in content.tiles.items():
        fresh = parse_tile(TILES / tile.ecology / f"{tile_id}.tmx")
        assert tile == fresh
        assert content.geometry[tile_id] == compile_tile(fresh)


def test_the_same_bytes_in_another_folder_give_the_same_tile(tmp_path):
    tile, geometry = read_tile(copied(tmp_path))
    assert (tile, geometry) == read_tile(TILES / "ruins" / "ruins-10.tmx")


def test_each_reader_gets_its_own_tile(tmp_path):
    path = copied(tmp_path)
    first, _geometry = read_tile(path)
    first.name = "Changed by its holder"
    assert read_tile(path)[0].name != "Changed by its holder"


def test_a_changed_map_is_read_again(tmp_path):
    path = copied(tmp_path)
    before, _geometry = read_tile(path)
    path.write_text(path.read_text(encoding="utf-8").replace(f'value="{before.name}"', 'value="Renamed Hall"'),
                    encoding="utf-8")
    assert read_tile(path)[0].name == "Renamed Hall"


def test_a_changed_tileset_is_read_again(tmp_path):
    """The cell kinds live in the terrain tileset: a map whose floor became wall is read again, and
    found to stand a monster on a wall."""
    path = copied(tmp_path)
    read_tile(path)
    terrain = tmp_path / "tilesets" / "ruins-terrain.tsx"
    text = terrain.read_text(encoding="utf-8")
    assert 'value="floor"' in text
    terrain.write_text(text.replace('value="floor"', 'value="wall"'), encoding="utf-8")
    with pytest.raises(ContentError, match="stands on a wall"):
        read_tile(path)


def test_a_broken_map_still_names_its_file_after_a_good_read(tmp_path):
    path = copied(tmp_path)
    read_tile(path)
    path.write_text(path.read_text(encoding="utf-8")[:200], encoding="utf-8")
    with pytest.raises(ContentError, match="ruins-10"):
        read_tile(path)
