"""The packs a player has installed: the folders in `packs/` of the saves folder, and the folder
given with `main.py --packs DIR` (one pack, or a folder of packs). The setup screen lists them with
their rating, to be chosen per game."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from game.i18n import _
from game.packs.check import check_pack, pack_folders
from game.packs.manifest import MANIFEST, Pack, Problem, read_pack, shown
from game.packs.rating import Rating, read_rating

PACKS_FOLDER = "packs"  # in the saves folder: one folder a pack


@dataclass(frozen=True)
class Installed:
    """A pack found on disk: usable (`pack`, its rating) or not (`problem`, a sentence)."""

    folder: Path
    pack: Pack | None
    problem: str = ""
    rating: Rating | None = None

    @property
    def name(self) -> str:
        return self.pack.manifest.name if self.pack is not None else self.folder.name


def installed_packs(folders: Iterable[Path]) -> list[Installed]:
    """Every pack in `folders` (each a pack or a folder of packs), checked; by name, each folder once."""
    seen: set[Path] = set()
    out: list[Installed] = []
    for folder in folders:
        if not folder.is_dir():
            continue
        for path in pack_folders(folder):
            if path.resolve() in seen or not (path / MANIFEST).is_file():
                continue
            seen.add(path.resolve())
            pack, problems = _checked(path)
            if pack is None or problems:
                first = problems[0] if problems else _("cannot be read")
                out.append(Installed(path, pack, _("has problems ({first}): {command} lists them").format(
                    first=shown(first, 120), command="python3 -m game.packs check")))
            else:
                out.append(Installed(path, pack, "", read_rating(pack)))
    return sorted(out, key=lambda i: i.name.lower())


# speed: a pack's check loads the whole game with it on (about a second); kept by folder and content
# hash, so the window checks each pack once a session (again only when its files change)
_CHECKS: dict[tuple[Path, str], list[Problem]] = {}


def _checked(path: Path) -> tuple[Pack | None, list[Problem]]:
    pack, problems = read_pack(path)
    if pack is None:
        return None, problems
    key = (path.resolve(), pack.hash)
    if key not in _CHECKS:
        _CHECKS[key] = check_pack(path).problems
    return pack, _CHECKS[key]


def packs_dir_problem(folder: Path) -> str | None:
    """Why `main.py --packs DIR` cannot be used (one sentence), or None: a readable pack, or a folder
    holding at least one, every one checking clean."""
    if not folder.exists():
        return _("{folder} does not exist").format(folder=shown(folder))
    if not folder.is_dir():
        return _("{folder} is a file, not a folder of content packs").format(folder=shown(folder))
    found = [p for p in pack_folders(folder) if (p / MANIFEST).is_file()]
    if not found:
        return _("{folder} holds no content pack (a pack is a folder with a {file})").format(
            folder=shown(folder), file=MANIFEST)
    for path in found:
        report = check_pack(path)
        if report.pack is None or report.problems:
            first = report.problems[0] if report.problems else _("cannot be read")
            return _("the pack {name} has problems ({first}); {command} lists them all").format(
                name=shown(path.name), first=shown(first, 120), command=f"python3 -m game.packs check {shown(path)}")
    return None
