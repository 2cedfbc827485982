"""Write docs/schema/: the JSON Schema of every kind of card file and of pack.toml, from the models.

    python3 tools/make_schema.py          # rewrite docs/schema/
    python3 tools/make_schema.py --check  # exit status 1 if a committed schema is out of date
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.packs.schema import schemas  # noqa: E402

SCHEMA_DIR = Path(__file__).resolve().parents[1] / "docs" / "schema"


def stale(folder: Path = SCHEMA_DIR) -> list[str]:
    """Schema files missing, different from the models, or left over."""
    wanted = schemas()
    have = {p.name for p in folder.glob("*.json")} if folder.is_dir() else set()
    out = [n for n, text in wanted.items() if not (folder / n).is_file()
           or (folder / n).read_text(encoding="utf-8") != text]
    return sorted(out + sorted(have - set(wanted)))


def main(argv: list[str]) -> int:
    if "--check" in argv:
        out = stale()
        for name in out:
            print(f"docs/schema/{name} is out of date: run python3 tools/make_schema.py", file=sys.stderr)
        return 1 if out else 0
    SCHEMA_DIR.mkdir(parents=True, exist_ok=True)
    for old in SCHEMA_DIR.glob("*.json"):
        old.unlink()
    for name, text in schemas().items():
        (SCHEMA_DIR / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(schemas())} schemas in {SCHEMA_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
