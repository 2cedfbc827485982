"""The game's icon is made by code (tools/make_icon.py) and the committed files are what it makes."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pygame

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))
import make_icon  # noqa: E402

sys.path.pop(0)


def test_the_committed_png_icon_is_what_the_icon_code_draws():
    committed = pygame.image.load(str(make_icon.PNG_PATH))
    drawn = make_icon.icon_surface(256)
    assert committed.get_size() == (256, 256)
    assert all(committed.get_at((x, y)) == drawn.get_at((x, y)) for x in range(0, 256, 8) for y in range(0, 256, 8))


def test_the_committed_ico_holds_a_png_for_each_size_windows_asks_for():
    data = make_icon.ICO_PATH.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, len(make_icon.ICO_SIZES))
    for i, size in enumerate(make_icon.ICO_SIZES):
        w, h, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert (w or 256, h or 256) == (size, size)  # 0 means 256 in an ICO entry
        assert data[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(data)
    assert data == make_icon.ico_bytes()


def test_the_icon_grid_is_square_and_uses_only_its_palette():
    assert len(make_icon.GRID) == 16 and {len(row) for row in make_icon.GRID} == {16}
    assert set("".join(make_icon.GRID)) <= set(make_icon.PALETTE)
