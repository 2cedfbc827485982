"""Files read once per process: what a reader made of a file is kept by the file's bytes (the
shortcut of reading it again; with `fast.off()` every file is read afresh).

Reading the map tiles (pytmx parses the XML of each map and of each tileset it names) is most of the
time of loading content: 72 maps, about a second. A content pack or a sweep's number change rebuilds
the content from a folder where most maps are the base game's, byte for byte; those are taken from
here instead of being read again. The key is the reader, the file's name and the bytes of the file
and of every tileset it names, so a changed map or tileset is always read afresh, and a broken one
still raises its error (failures are never kept).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from game.rules.fast import switch
from game.rules.fast.cache import Cache

T = TypeVar("T")
_TILESET = re.compile(rb'<tileset[^>]*\bsource="([^"]+)"')
# more than every tile of the base game and a few packs' worth
READ: Cache[tuple[str, str, str], Any] = Cache("files read", 512)


def files_key(path: Path) -> tuple[str, str] | None:
    """The file's name (a tile's id) and a digest of its bytes and of each tileset it names (None: a
    file is missing or unreadable, so nothing is kept)."""
    try:
        data = path.read_bytes()
        digest = hashlib.sha256(data)
        for source in _TILESET.findall(data):
            digest.update(b"\0" + source + b"\0" + (path.parent / source.decode("utf-8")).read_bytes())
    except (OSError, UnicodeDecodeError):
        return None
    return path.stem, digest.hexdigest()


def read_once(path: Path, read: Callable[[Path], T]) -> T:
    """`read(path)`, or what it gave for the same bytes before."""
    key = files_key(path) if switch.ON else None
    if key is None:
        return read(path)
    full = (read.__module__ + "." + read.__qualname__, *key)
    found = READ.get(full)
    if found is None:
        found = READ.put(full, read(path))
    return found
