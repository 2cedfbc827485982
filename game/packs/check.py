"""`python3 -m game.packs check DIR`: every problem of a pack, or of every pack in a folder."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.i18n import _
from game.packs.layering import base_layer, layer_pack, layered_content
from game.packs.manifest import MANIFEST, Pack, Problem, read_pack


@dataclass
class Report:
    """A pack's check: what it is, what it changes, and every problem found."""

    folder: Path
    pack: Pack | None
    problems: list[Problem] = field(default_factory=list)
    added: int = 0
    replaced: int = 0
    removed: int = 0

    def summary(self) -> str:
        if self.pack is None:
            return _("{folder}: not a readable pack").format(folder=self.folder.name)
        m = self.pack.manifest
        return _("{name} {version} by {author}: adds {added}, replaces {replaced}, removes {removed} (content hash "
                 "{hash})").format(name=m.name, version=m.version, author=m.author, added=self.added,
                                   replaced=self.replaced, removed=self.removed, hash=self.pack.hash)


def check_pack(folder: Path) -> Report:
    """Read, layer and load one pack on the base game, collecting every problem on the way."""
    pack, problems = read_pack(folder)
    report = Report(folder, pack, problems)
    if pack is None:
        return report
    layered = base_layer()
    layer_pack(layered, pack)
    report.added, report.replaced, report.removed = layered.added, layered.replaced, layered.removed
    report.problems += layered.problems
    if not report.problems:  # the whole content with the pack on: counts, references, tiles
        _layered, report.problems = layered_content([pack])
    return report


def pack_folders(folder: Path) -> list[Path]:
    """`folder` itself if it is a pack, else the packs directly inside it."""
    if (folder / MANIFEST).is_file() or not folder.is_dir():
        return [folder]
    found = sorted(p for p in folder.iterdir() if (p / MANIFEST).is_file())
    return found or [folder]
