"""The optional compiled copy of the rules core and the bot: where it lives and whether it is current.

`python tools/compile_core.py` builds build/compiled/: a copy of the whole game/ package in which the
hot modules (game/rules and the bot) are compiled by Cython from the very same .py files. Balance
runs and benchmarks may play there (`python -m game.sim --compiled`, `benchmarks/profile_bot.py
--compiled`); the game itself always runs the source. The copy records a digest of the sources it was
built from, and a copy built from other sources is refused, so an edit is never silently ignored.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

STAMP = "compiled-from.json"
_HERE = Path(__file__).resolve().parents[1]
# in the compiled copy this file is build/compiled/game/compiled.py, next to the stamp
COMPILED_ROOT = _HERE if (_HERE / STAMP).exists() else _HERE / "build" / "compiled"


def source_digest(root: Path) -> str:
    """One digest over every .py file of root/game (path and bytes), in a fixed order."""
    digest = hashlib.sha256()
    for path in sorted((root / "game").rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def write_stamp(compiled_root: Path, source_root: Path, modules: list[str], pgo: int | None = None) -> None:
    """Record what the copy was built from (and, `pgo`, how many training games guided its C build)."""
    stamp = {"source": str(source_root), "digest": source_digest(source_root), "modules": modules, "pgo": pgo}
    (compiled_root / STAMP).write_text(json.dumps(stamp, indent=1) + "\n", encoding="utf-8")


def compiled_problem(compiled_root: Path = COMPILED_ROOT) -> str | None:
    """Why the compiled copy cannot be used now, or None when it is built from today's sources."""
    build = "build it with: python tools/compile_core.py"
    try:
        stamp = json.loads((compiled_root / STAMP).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return f"there is no compiled copy in {compiled_root}; {build}"
    except (OSError, ValueError) as exc:
        return f"the compiled copy's {STAMP} cannot be read ({exc}); {build}"
    source = Path(str(stamp.get("source"))) if isinstance(stamp, dict) and stamp.get("source") else None
    if source is None or not (source / "game").is_dir() or stamp.get("digest") != source_digest(source):
        return f"the compiled copy in {compiled_root} was built from older sources; {build}"
    return None


def running_compiled() -> bool:
    """True when this process plays with compiled rules (the engine module is an extension module)."""
    engine = sys.modules.get("game.rules.engine")
    return engine is not None and not str(getattr(engine, "__file__", "")).endswith(".py")


def profile_guided(compiled_root: Path = COMPILED_ROOT) -> int | None:
    """The training games a profile-guided copy was built by (tools/compile_core.py --pgo), else None."""
    try:
        stamp = json.loads((compiled_root / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    games = stamp.get("pgo") if isinstance(stamp, dict) else None
    return games if isinstance(games, int) and not isinstance(games, bool) else None


def engine_line() -> str:
    """What a benchmark or balance table says about the engine it ran."""
    if running_compiled():
        games = profile_guided()
        guided = f", profile-guided by {games} bot games" if games else ""
        return f"engine: compiled (Cython{guided}, build/compiled)"
    return "engine: pure Python"
