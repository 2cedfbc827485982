"""Check that this Python environment holds exactly what a lock file pins (README, "Dependencies").

    python3 tools/check_lock.py [LOCK]          # default requirements/dev.txt: the same set, both ways
    python3 tools/check_lock.py --subset LOCK   # only: every package the lock pins is there, at its version

Exact mode fails on a package the lock pins that is missing or at another version, and on a package
installed that the lock does not pin (a missing pin that a machine's own packages would hide).
The installer itself (pip) and the project (forgotten-depths) are not pinned by the lock.
Exit status 0 when the environment matches, 1 when it does not, 2 for a lock file that cannot be read.
"""

from __future__ import annotations

import argparse
import re
import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOT_LOCKED = frozenset({"pip", "forgotten-depths"})
_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)\s*(?:;\s*([^\\]+?))?\s*\\?\s*$")


def canonical(name: str) -> str:
    """A distribution name as PyPI compares them (PEP 503): case and runs of -_. do not matter."""
    return re.sub(r"[-_.]+", "-", name).lower()


def marker_applies(marker: str | None) -> bool:
    """True if the environment marker after a pin (`; sys_platform == 'win32'`) holds here."""
    if not marker:
        return True
    from packaging.markers import Marker  # installed with the lock (pytest needs it)

    return Marker(marker).evaluate()


def read_lock(path: Path) -> dict[str, str]:
    """The lock's pins that apply to this environment: canonical name -> version."""
    pins: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        m = _PIN.match(line)
        if m and marker_applies(m.group(3)):
            pins[canonical(m.group(1))] = m.group(2)
    return pins


def installed() -> dict[str, str]:
    """Every distribution this Python can import from: canonical name -> version."""
    return {canonical(d.metadata["Name"]): d.version for d in metadata.distributions() if d.metadata["Name"]}


def differences(pins: dict[str, str], present: dict[str, str], *, exact: bool) -> list[str]:
    """One line per difference between the lock's pins and the installed set (empty if none)."""
    lines = []
    for name, version in sorted(pins.items()):
        if name not in present:
            lines.append(f"missing: {name}=={version} is locked but not installed")
        elif present[name] != version:
            lines.append(f"other version: {name} {present[name]} is installed, the lock says {version}")
    if exact:
        for name, version in sorted(present.items()):
            if name not in pins and name not in NOT_LOCKED:
                lines.append(f"not locked: {name}=={version} is installed but the lock does not pin it")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lock", nargs="?", default=str(ROOT / "requirements" / "dev.txt"))
    parser.add_argument("--subset", action="store_true", help="only check that the lock's pins are installed")
    args = parser.parse_args(argv)
    path = Path(args.lock)
    try:
        pins = read_lock(path)
    except (OSError, UnicodeDecodeError) as exc:
        print(f"check_lock: cannot read the lock file {path}: {exc}", file=sys.stderr)
        return 2
    if not pins:
        print(f"check_lock: {path} pins no package (is it a lock file?)", file=sys.stderr)
        return 2
    problems = differences(pins, installed(), exact=not args.subset)
    for line in problems:
        print(f"check_lock: {line}", file=sys.stderr)
    if problems:
        print(f"check_lock: this environment differs from {path}: install from it "
              f"(python3 -m pip install --require-hashes -r {path})", file=sys.stderr)
        return 1
    print(f"check_lock: this environment matches {path} ({len(pins)} packages)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
