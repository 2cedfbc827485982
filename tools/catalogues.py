"""The game's message catalogues (game/i18n): extract the wrapped strings, update each language's
catalogue, compile, and check that nothing is left untranslated.

    python tools/catalogues.py extract    # game/i18n/locale/forgotten_depths.pot from the sources
    python tools/catalogues.py update     # extract, then merge into every language's .po (new strings empty)
    python tools/catalogues.py check      # list every string a language lacks (exit 1 if any)
    python tools/catalogues.py compile    # .mo files beside the .po (a release may ship them; the game
                                    # compiles a .po in memory when no newer .mo is there)

The same with Babel's own command line: `pybabel extract -F babel.cfg -o game/i18n/locale/forgotten_depths.pot .`,
`pybabel update -i ... -d game/i18n/locale -D forgotten_depths`, `pybabel compile -d game/i18n/locale -D
forgotten_depths`. Strings are wrapped in Python with `_()`, `ngettext()`, `pgettext()` and `N_()`
(game/i18n/__init__.py); a translator's note goes in a `# i18n:` comment on the line before.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.extract import extract_from_file  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from game.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, SOURCE  # noqa: E402

TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
SOURCES = ("game", "main.py")  # where player-facing strings are wrapped
SKIP = ("game/i18n/",)  # the machinery itself (its docstring's examples are not the game's words)
FIELD = re.compile(r"\{[^{}]*\}|%\([^)]*\)[a-z]|%[sd]")


def source_files() -> Iterator[Path]:
    for top in SOURCES:
        path = ROOT / top
        files = [path] if path.is_file() else sorted(path.rglob("*.py"))
        for f in files:
            rel = f.relative_to(ROOT).as_posix()
            if not any(rel.startswith(s) for s in SKIP):
                yield f


def extract() -> Catalog:
    """Every wrapped string of the sources, with where it is and its translator's note."""
    catalogue = Catalog(project="Forgotten Depths", domain=DOMAIN, charset="utf-8", fuzzy=False)
    for f in source_files():
        rel = f.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file("python", f, comment_tags=("i18n:",),
                                                                     strip_comment_tags=True):
            catalogue.add(message, None, [(rel, lineno)], auto_comments=comments, context=context)
    return catalogue


def catalogue_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(code: str) -> Catalog:
    path = catalogue_path(code)
    if not path.is_file():
        return Catalog(locale=code, domain=DOMAIN, project="Forgotten Depths", charset="utf-8", fuzzy=False)
    with path.open("rb") as f:
        return read_po(f, locale=code, domain=DOMAIN)


def write(catalogue: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:  # no line numbers: a moved line does not change the catalogue
        write_po(f, catalogue, width=100, include_lineno=False, sort_by_file=False, ignore_obsolete=True)


def update() -> list[str]:
    template = extract()
    write(template, TEMPLATE)
    changed = []
    for code in LANGUAGES:
        if code == SOURCE:
            continue
        catalogue = read(code)
        catalogue.update(template, no_fuzzy_matching=True, update_creation_date=False)
        write(catalogue, catalogue_path(code))
        changed.append(code)
    return changed


def missing(code: str, template: Catalog | None = None) -> list[str]:
    """Each string of the sources that language `code` lacks, or translates with other {fields}."""
    template = template or extract()
    catalogue = read(code)
    out = []
    for m in template:
        if not m.id:
            continue
        found = catalogue.get(m.id, m.context)
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        shown = repr(ids[0]) + (f" (context {m.context})" if m.context else "")
        strs = () if found is None else (found.string if isinstance(found.string, tuple) else (found.string,))
        if found is None or found.fuzzy or not all(strs):
            out.append(f"{code}: no translation of {shown}")
            continue
        wanted = set(FIELD.findall(" ".join(ids)))
        for s in strs:
            if set(FIELD.findall(s)) != wanted:
                out.append(f"{code}: {shown} is translated with other fields: {s!r}")
    return out


def compile_all() -> list[Path]:
    written = []
    for code in LANGUAGES:
        if code == SOURCE:
            continue
        mo = catalogue_path(code).with_suffix(".mo")
        with mo.open("wb") as f:
            write_mo(f, read(code), use_fuzzy=False)
        written.append(mo)
    return written


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "extract":
        catalogue = extract()
        write(catalogue, TEMPLATE)
        print(f"{len(catalogue)} strings in {TEMPLATE.relative_to(ROOT)}")
    elif command == "update":
        print("updated: " + ", ".join(update()))
    elif command == "check":
        template = extract()
        problems = [p for code in LANGUAGES if code != SOURCE for p in missing(code, template)]
        print("\n".join(problems) or f"every one of {len(template)} strings is translated")
        return 1 if problems else 0
    elif command == "compile":
        for path in compile_all():
            print(f"wrote {path.relative_to(ROOT)}")
    else:
        print("usage: python tools/catalogues.py extract|update|check|compile", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
