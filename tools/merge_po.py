"""A git merge driver for message catalogues: two branches that each translated strings merge into
one catalogue holding both (no conflict markers inside a .po). Set up once per clone:

    git config merge.po.driver "python3 tools/merge_po.py %O %A %B"

(.gitattributes names it for every .po). Where both sides translate the same string differently,
ours wins and the string is marked fuzzy so `tools/catalogues.py check` lists it for a look.
Run `python3 tools/catalogues.py update` after the merge to order the result by the sources.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po


def _read(path: str) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f)


def merge(ours: Catalog, theirs: Catalog) -> Catalog:
    for message in theirs:
        if not message.id:
            continue
        mine = ours.get(message.id, message.context)
        if mine is None:
            ours[message.id] = message
        elif not _translated(mine) and _translated(message):
            mine.string = message.string
        elif _translated(mine) and _translated(message) and mine.string != message.string:
            mine.flags.add("fuzzy")
    return ours


def _translated(message: object) -> bool:
    string = getattr(message, "string", None)
    return all(string) if isinstance(string, (tuple, list)) else bool(string)


def main(argv: list[str]) -> int:
    _base, ours_path, theirs_path = argv[1:4]
    merged = merge(_read(ours_path), _read(theirs_path))
    with Path(ours_path).open("wb") as f:
        write_po(f, merged, width=100, include_lineno=False, sort_by_file=False, ignore_obsolete=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
