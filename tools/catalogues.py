"""The game's message catalogues (game/i18n): extract the wrapped strings, update each language's
catalogue, compile, and check that nothing is left untranslated.

Two domains: `forgotten_depths` (the strings wrapped in the Python sources) and `cards` (the
player-facing fields of cards/*.toml: names, rules text, flavour, story passages and choices; each
with its card's id, or its table's name, as msgctxt; and the map tiles' names from assets/tiles/*.tmx,
each with its tile id). Every command handles both.

    python tools/catalogues.py extract    # game/i18n/locale/forgotten_depths.pot and cards.pot
    python tools/catalogues.py update     # extract, then merge into every language's .po (new strings empty)
    python tools/catalogues.py check      # list every string a language lacks (exit 1 if any)
    python tools/catalogues.py compile    # .mo files beside the .po (a release may ship them; the game
                                    # compiles a .po in memory when no newer .mo is there)

The same with Babel's own command line: `pybabel extract -F babel.cfg -k NP_:1c,2
-o game/i18n/locale/forgotten_depths.pot .`,
`pybabel update -i ... -d game/i18n/locale -D forgotten_depths`, `pybabel compile -d game/i18n/locale -D
forgotten_depths`. Strings are wrapped in Python with `_()`, `ngettext()`, `pgettext()`, `N_()` and `NP_()`
(game/i18n/__init__.py); a translator's note goes in a `# i18n:` comment on the line before.
"""

from __future__ import annotations

import re
import sys
import tomllib
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from game.i18n import CARDS_DOMAIN, DOMAIN, GRAMMAR, LANGUAGES, LOCALE_DIR, SOURCE  # noqa: E402

TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
DOMAINS = (DOMAIN, CARDS_DOMAIN)
TILES = "assets/tiles"  # the box's map tiles (Tiled maps): each one's `name` map property, by its tile id
CARDS = "cards"  # the box's card data (content packs under game/packs, examples/packs show their own words)
# the fields of the card data a player reads; every other field (ids, ops, numbers, piles) is rules
CARD_FIELDS = frozenset({"name", "title", "text", "description", "lore", "label", "success_text",
                         "failure_text", "drawback_text"})
SOURCES = ("game", "main.py")  # where player-facing strings are wrapped
SKIP = ("game/i18n/__init__.py", "game/i18n/pseudo.py")  # the machinery (its examples are not our words)
# Babel's keywords and NP_(context, message): a table's words marked with a context (game.i18n.NP_)
KEYWORDS = {**DEFAULT_KEYWORDS, "NP_": ((1, "c"), 2)}
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
        for lineno, message, comments, context in extract_from_file("python", f, KEYWORDS, comment_tags=("i18n:",),
                                                                     strip_comment_tags=True):
            catalogue.add(message, None, [(rel, lineno)], auto_comments=comments, context=context)
    return catalogue


def card_strings(data: object, context: str, path: str) -> Iterator[tuple[str, str]]:
    """(msgctxt, text) of each player-facing field in a TOML table: the context is the id of the
    nearest table with one (a card, a choice), else the table's dotted name ("ecology.ruins")."""
    if isinstance(data, dict):
        own = data.get("id")
        here = str(own) if isinstance(own, str) and own else context or path
        for key, value in data.items():
            if key in CARD_FIELDS and isinstance(value, str) and value.strip():
                yield here, value
            elif isinstance(value, (dict, list)):
                yield from card_strings(value, here if here != path else "", f"{path}.{key}" if path else key)
    elif isinstance(data, list):
        for value in data:
            yield from card_strings(value, context, path)


GRAMMAR_NOTE = ("The name's grammar in the log's sentences: singular or plural | the name with its article in the "
                "nominative | accusative | dative | genitive (German: \"plural | die Markhunde | die Markhunde | den "
                "Markhunden | der Markhunde\"). Left empty, the log names it plainly (German: \"das Monster „…“\").")


def foe_names(data: object, context: str, path: str) -> Iterator[tuple[str, str]]:
    """(msgctxt, name) of each card the log names as a foe in its sentences: a table with a name and a
    fight's numbers (a Monster, a Stair Guardian, an Entity part, the Final Entity, a Legendary Location
    card that is fought)."""
    if isinstance(data, dict):
        own = data.get("id")
        here = str(own) if isinstance(own, str) and own else context or path
        name = data.get("name")
        if isinstance(name, str) and name.strip() and (
                "health" in data or "difficulty" in data or isinstance(data.get("monster"), dict)):
            yield here, name
        for key, value in data.items():
            if isinstance(value, (dict, list)):
                yield from foe_names(value, here if here != path else "", f"{path}.{key}" if path else key)
    elif isinstance(data, list):
        for value in data:
            yield from foe_names(value, context, path)


def tile_names() -> Iterator[tuple[str, str, str]]:
    """(tile id, name, file) of each map tile in assets/tiles: the name the log gives it ("draws
    Lantern Gatehouse"), the `name` property of the Tiled map; its id is the file's stem."""
    for f in sorted((ROOT / TILES).rglob("*.tmx")):
        props = ElementTree.parse(f).getroot().find("properties")
        found = props.find("property[@name='name']") if props is not None else None
        name = found.get("value", "") if found is not None else ""
        if name.strip():
            yield f.stem, name, f.relative_to(ROOT).as_posix()


def extract_cards() -> Catalog:
    """Every player-facing text of cards/*.toml, by its card id (msgctxt), and every map tile's name,
    by its tile id."""
    catalogue = Catalog(project="Forgotten Depths", domain=CARDS_DOMAIN, charset="utf-8", fuzzy=False)
    for f in sorted((ROOT / CARDS).rglob("*.toml")):
        rel = f.relative_to(ROOT).as_posix()
        with f.open("rb") as fh:
            data = tomllib.load(fh)
        for context, text in card_strings(data, "", ""):
            catalogue.add(text, None, [(rel, 0)], context=context)
        for context, name in foe_names(data, "", ""):
            catalogue.add(name + GRAMMAR, None, [(rel, 0)], auto_comments=[GRAMMAR_NOTE], context=context)
    for tile, name, rel in tile_names():
        catalogue.add(name, None, [(rel, 0)], context=tile)
    return catalogue


def extract_domain(domain: str) -> Catalog:
    return extract_cards() if domain == CARDS_DOMAIN else extract()


def catalogue_path(code: str, domain: str = DOMAIN) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po"


def read(code: str, domain: str = DOMAIN) -> Catalog:
    path = catalogue_path(code, domain)
    if not path.is_file():
        return Catalog(locale=code, domain=domain, project="Forgotten Depths", charset="utf-8", fuzzy=False)
    with path.open("rb") as f:
        return read_po(f, locale=code, domain=domain)


def write(catalogue: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:  # no line numbers: a moved line does not change the catalogue
        write_po(f, catalogue, width=100, include_lineno=False, sort_by_file=False, ignore_obsolete=True)


def update() -> list[str]:
    changed = []
    for domain in DOMAINS:
        template = extract_domain(domain)
        write(template, LOCALE_DIR / f"{domain}.pot")
        for code in LANGUAGES:
            if code == SOURCE:
                continue
            catalogue = read(code, domain)
            catalogue.update(template, no_fuzzy_matching=True, update_creation_date=False)
            write(catalogue, catalogue_path(code, domain))
            changed.append(f"{code} ({domain})")
    return changed


def missing(code: str, template: Catalog | None = None, domain: str = DOMAIN) -> list[str]:
    """Each string of the sources (or of the card data, domain `cards`) that language `code` lacks,
    or translates with other {fields}."""
    template = template or extract_domain(domain)
    catalogue = read(code, domain)
    out = []
    for m in template:
        if not m.id:
            continue
        found = catalogue.get(m.id, m.context)
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        shown = repr(ids[0]) + (f" (context {m.context})" if m.context else "")
        strs = () if found is None else (found.string if isinstance(found.string, tuple) else (found.string,))
        if found is None or found.fuzzy or not all(strs):
            out.append(f"{code}: no translation of {shown}" + (f" in {domain}" if domain != DOMAIN else ""))
            continue
        wanted = set(FIELD.findall(" ".join(ids)))
        for s in strs:
            if set(FIELD.findall(s)) != wanted:
                out.append(f"{code}: {shown} is translated with other fields: {s!r}")
    return out


def compile_all() -> list[Path]:
    written = []
    for domain in DOMAINS:
        for code in LANGUAGES:
            if code == SOURCE:
                continue
            mo = catalogue_path(code, domain).with_suffix(".mo")
            with mo.open("wb") as f:
                write_mo(f, read(code, domain), use_fuzzy=False)
            written.append(mo)
    return written


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "extract":
        for domain in DOMAINS:
            catalogue = extract_domain(domain)
            write(catalogue, LOCALE_DIR / f"{domain}.pot")
            print(f"{len(catalogue)} strings in {(LOCALE_DIR / f'{domain}.pot').relative_to(ROOT)}")
    elif command == "update":
        print("updated: " + ", ".join(update()))
    elif command == "check":
        problems, count = [], 0
        for domain in DOMAINS:
            template = extract_domain(domain)
            count += len(template)
            problems += [p for code in LANGUAGES if code != SOURCE for p in missing(code, template, domain)]
        print("\n".join(problems) or f"every one of {count} strings is translated")
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
