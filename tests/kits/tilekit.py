"""Build small hand-drawn map tiles for rules tests, and a Content that uses them.

A tile is drawn as 7 rows of 7 characters:
    #  wall    .  floor    ~  water    u  upper level    l  lower level    s  level stairs
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from game.rules import Content, ContentError, TileDef, load_content
from game.rules.content.tiles import ElementDef, compile_tile

CHARS = {"#": "W", ".": "F", "~": "A", "u": "U", "l": "L", "s": "S"}

CROSS = """
##...##
##...##
.......
.......
.......
##...##
##...##
"""
CLOSED = "\n".join(["#######"] * 7)


def draw(rows: str) -> str:
    lines = [ln.strip() for ln in rows.strip().splitlines()]
    assert len(lines) == 7 and all(len(ln) == 7 for ln in lines), rows
    return "".join(CHARS[c] for ln in lines for c in ln)


def tile(tile_id: str, rows: str = CROSS, elements: list[tuple] = (), habitat: str | None = None,
         nodes: list[str] = (), ecology: str = "ruins") -> TileDef:
    """A tile from ASCII art; elements are (kind, cx, cy) or (kind, cx, cy, icons)."""
    hab = "A" * 49
    if habitat:
        hab = "".join("B" if c == "B" else "A" for ln in habitat.strip().splitlines() for c in ln.strip())
    els = [ElementDef(kind=e[0], cx=e[1], cy=e[2], icons=e[3] if len(e) > 3 else 1) for e in elements]
    return TileDef(id=tile_id, name=tile_id.replace("-", " ").title(), ecology=ecology,
                   cells=draw(rows), habitat=hab, elements=els, nodes=list(nodes))


def content_with(tiles: list[TileDef], ecology: str = "ruins") -> Content:
    """The real content, but with `ecology`'s map tiles replaced by `tiles`.

    The first tile with an `entry` element is the Entry tile, the one with `stairs` the Stairs tile
    (a plain stand-in stairs tile is added if none is given).
    """
    try:
        real = load_content()
    except ContentError:  # while the real map tiles are missing, the hand-drawn ones still test rules
        real = Content(root=Path("."))
    if not any(e.kind == "stairs" for t in tiles for e in t.elements):
        tiles = [*tiles, tile(f"{ecology}-stairs", CROSS, [("stairs", 3, 3)], ecology=ecology)]
    content = dataclasses.replace(
        real, tiles=dict(real.tiles), geometry=dict(real.geometry),
        ecology_tiles=dict(real.ecology_tiles), entry_tile=dict(real.entry_tile),
        stairs_tile=dict(real.stairs_tile))
    for t in tiles:
        content.tiles[t.id] = t
        content.geometry[t.id] = compile_tile(t)
    content.ecology_tiles[ecology] = [t.id for t in tiles]
    content.entry_tile[ecology] = next(t.id for t in tiles if any(e.kind == "entry" for e in t.elements))
    content.stairs_tile[ecology] = next(t.id for t in tiles if any(e.kind == "stairs" for e in t.elements))
    return content


def entry(ecology: str = "ruins", rows: str = CROSS, elements: list[tuple] = ()) -> TileDef:
    return tile(f"{ecology}-entry", rows, [("entry", 3, 3), *elements], ecology=ecology)
