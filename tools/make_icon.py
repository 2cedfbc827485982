"""Make the game's icon from a 16x16 pixel grid: an arched doorway, gold-rimmed, stairs going down.

    python3 tools/make_icon.py      # writes assets/icon/forgotten-depths.png (256 px) and .ico

The .ico (Windows executables) holds PNG images of 16, 32, 48 and 256 pixels; the .png is what
PyInstaller turns into a macOS icon and what the window shows.
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
ICON_DIR = ROOT / "assets" / "icon"
PNG_PATH = ICON_DIR / "forgotten-depths.png"
ICO_PATH = ICON_DIR / "forgotten-depths.ico"
ICO_SIZES = (16, 32, 48, 256)

PALETTE: dict[str, tuple[int, int, int, int]] = {
    ".": (0, 0, 0, 0),  # transparent
    "#": (70, 58, 46, 255),  # stone
    "g": (244, 200, 112, 255),  # gold rim (look.GOLD)
    "k": (8, 6, 5, 255),  # the dark below
    "=": (240, 226, 192, 255),  # lit step (look.INK)
    "-": (120, 106, 84, 255),  # step riser in shadow
}
GRID = (
    "................",
    ".....######.....",
    "...##gggggg##...",
    "..#gg#kkkk#gg#..",
    "..#g#kkkkkk#g#..",
    ".#g#kkkkkkkk#g#.",
    ".#g#kkkkkkkk#g#.",
    ".#g#kk====kk#g#.",
    ".#g#kk----kk#g#.",
    ".#g#k======k#g#.",
    ".#g#k------k#g#.",
    ".#g#========#g#.",
    ".#g#--------#g#.",
    ".#g==========g#.",
    ".#g----------g#.",
    "................",
)


def icon_surface(size: int = 256) -> pygame.Surface:
    """The icon at `size` pixels (a multiple of 16 stays crisp: each grid cell is a square block)."""
    assert len(GRID) == 16 and all(len(row) == 16 for row in GRID), "the icon grid must be 16x16"
    small = pygame.Surface((16, 16), pygame.SRCALPHA)
    for y, row in enumerate(GRID):
        for x, ch in enumerate(row):
            small.set_at((x, y), PALETTE[ch])
    return pygame.transform.scale(small, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """A Windows .ico holding one PNG image per size (the format allows PNG entries since Vista)."""
    images = [png_bytes(icon_surface(s)) for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for s, data in zip(sizes, images, strict=True):
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(images)


def main() -> None:
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    PNG_PATH.write_bytes(png_bytes(icon_surface(256)))
    ICO_PATH.write_bytes(ico_bytes())
    print(f"wrote {PNG_PATH.relative_to(ROOT)} and {ICO_PATH.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
