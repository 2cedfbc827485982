"""A tile's base art is composed once per process: a new scene's TileArt (back on the map after a
fight, a replay) reuses it instead of reading the tile's .tmx again; different tile data gets its own."""

from __future__ import annotations

import dataclasses

import pygame

from game.ui.tile_art import TileArt


def test_a_second_tile_art_reuses_the_composed_base_art(content, monkeypatch) -> None:
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    composed: list[str] = []
    real = TileArt._compose

    def counting(self: TileArt, tile):  # type: ignore[no-untyped-def]
        composed.append(tile.id)
        return real(self, tile)

    monkeypatch.setattr(TileArt, "_compose", counting)
    tile = next(iter(content.tiles))
    first = TileArt(content).base(tile)
    second = TileArt(content).base(tile)
    assert second is first
    assert composed.count(tile) <= 1  # (0: an earlier test in this process composed it already)


def test_changed_tile_data_is_composed_afresh(content) -> None:
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    tile_id = next(t for t, d in content.tiles.items() if d.nodes)  # a tile whose art shows Nodes
    tiles = {**content.tiles, tile_id: content.tiles[tile_id].model_copy(update={"nodes": []})}
    changed = dataclasses.replace(content, tiles=tiles)
    assert TileArt(changed).base(tile_id) is not TileArt(content).base(tile_id)
