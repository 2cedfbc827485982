"""Map tiles read once per process: a tile's parse and geometry are kept by what its files hold.

Reading a Tiled map (pytmx parses the XML of the map and of each tileset it names) is most of the
time of loading content: 72 maps, about a second. A content pack or a sweep's number change
rebuilds the content from a folder where most maps are the base game's, byte for byte; those are
taken from here instead of being read again. The key is the map's id (its file name) and the bytes
of the map and of every tileset it names, so a changed map or tileset is always read afresh, and a
broken one still raises its ContentError (failures are never kept).
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from game.rules.content.tiles import TileDef, TileGeometry, compile_tile, parse_tile

_TILESET = re.compile(rb'<tileset[^>]*\bsource="([^"]+)"')
_KEPT = 512  # more than every tile of the base game and a few packs' worth
_read: dict[tuple[str, str], tuple[TileDef, tuple[TileGeometry, ...]]] = {}


def files_key(path: Path) -> tuple[str, str] | None:
    """The tile's id and a digest of its map's bytes and each named tileset's (None: a file is missing)."""
    try:
        data = path.read_bytes()
        digest = hashlib.sha256(data)
        for source in _TILESET.findall(data):
            digest.update(b"\0" + source + b"\0" + (path.parent / source.decode("utf-8")).read_bytes())
    except (OSError, UnicodeDecodeError):
        return None
    return path.stem, digest.hexdigest()


def read_tile(path: Path) -> tuple[TileDef, tuple[TileGeometry, ...]]:
    """The tile of the map at `path` and its geometry at each turn: from an earlier read of the same
    bytes, else parsed (a ContentError names what is wrong, as parse_tile does)."""
    key = files_key(path)
    found = _read.get(key) if key else None
    if found is None:
        tile = parse_tile(path)
        found = (tile, compile_tile(tile))
        if key:
            if len(_read) >= _KEPT:
                del _read[next(iter(_read))]
            _read[key] = found
    # each content gets its own copy of the tile (a model may be changed by whoever holds it);
    # the geometry is tuples all the way down and shared
    return found[0].model_copy(deep=True), found[1]
