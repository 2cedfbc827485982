"""The game's version: one number, `version` in pyproject.toml, read at run time.

Where it is read from, first found wins:
1. the installed package's metadata (`pip install -e .` or a wheel), via importlib.metadata;
2. `game/_version.txt`, which tools/build_release.py writes into the standalone build (a frozen
   game has no package metadata);
3. pyproject.toml beside the package (a checkout that was never installed).
"""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

DIST_NAME = "forgotten-depths"
VERSION_FILE = Path(__file__).with_name("_version.txt")
PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
UNKNOWN = "0+unknown"


def pyproject_version(path: Path | None = None) -> str | None:
    """`project.version` in a pyproject.toml (this checkout's by default), or None if there is none."""
    try:
        with (path or PYPROJECT).open("rb") as f:
            version = tomllib.load(f).get("project", {}).get("version")
    except (OSError, tomllib.TOMLDecodeError):
        return None
    return version if isinstance(version, str) and version.strip() else None


def read_version() -> str:
    """The running game's version (see the module's notes for where it comes from)."""
    try:
        return metadata.version(DIST_NAME)
    except metadata.PackageNotFoundError:
        pass
    try:
        text = VERSION_FILE.read_text(encoding="utf-8").strip()
    except OSError:
        text = ""
    return text or pyproject_version() or UNKNOWN


def version_key(version: str) -> tuple[int, ...]:
    """A version's release numbers, for comparing: "0.10.2" -> (0, 10, 2); text after them is ignored."""
    m = re.match(r"\s*v?(\d+(?:\.\d+)*)", version or "")
    if not m:
        return ()
    numbers = [int(n) for n in m.group(1).split(".")]
    while len(numbers) > 1 and numbers[-1] == 0:  # 1.2 and 1.2.0 are the same version
        numbers.pop()
    return tuple(numbers)


def is_newer(version: str, than: str) -> bool:
    """True if `version` is a later release than `than` (an unreadable version is never newer)."""
    return bool(version_key(version)) and version_key(version) > version_key(than)


__version__ = read_version()
