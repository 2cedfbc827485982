"""The game's languages: gettext message catalogues, the current language, plural forms.

    from game.i18n import _, ngettext, N_
    _("Draw a tile")                                   # in the current language
    ngettext("{n} key", "{n} keys", n).format(n=n)     # the language's own plural forms
    SHORTCUTS = [N_("this help")]                      # marked for extraction, translated where shown

English is the source language (the strings in the code). Each other language is a catalogue,
`locale/<code>/LC_MESSAGES/forgotten_depths.po`, compiled in memory with Babel when the language is
first chosen (so a fresh checkout needs no build step; `tools/catalogues.py compile` writes `.mo` files a
release may ship, which are read instead when they are newer). `qps` is a pseudo-language for
testing: every string about 40 % longer, accented and bracketed, to find clipped or untranslated
text. The language can change at any time (`set_language`); whoever shows text asks `_()` again.

This package sits below every other one (game/rules may narrate through it): it imports nothing of
the game.
"""

from __future__ import annotations

import gettext
from pathlib import Path

from .pseudo import PSEUDO, pseudo

DOMAIN = "forgotten_depths"
CARDS_DOMAIN = "cards"  # the card, tile and story data of cards/*.toml (tools/catalogues.py reads the TOML)
# a monster's name's grammatical facts in the cards catalogue: "<English name> (grammar)", by the card's id
# (read by game.rules' combat words, `named`; see docs/i18n.md)
GRAMMAR = " (grammar)"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
SOURCE = "en"
# every language the player can choose, in its own name (the pseudo-language only by flag or test)
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
ALL_LANGUAGES: dict[str, str] = {**LANGUAGES, PSEUDO: "Pseudo (qps)"}

__all__ = ["ALL_LANGUAGES", "CARDS_DOMAIN", "GRAMMAR", "LANGUAGES", "NP_", "N_", "Translated", "_", "card_text",
           "choose_language", "content_text", "language", "language_problem", "ngettext", "npgettext", "pgettext",
           "set_language", "translations"]

_current: list[str] = [SOURCE]
_catalogues: dict[str, gettext.NullTranslations] = {}


def translations(code: str, domain: str = DOMAIN) -> gettext.NullTranslations:
    """The compiled catalogue of language `code` (English: none, the source strings themselves)."""
    if code in (SOURCE, PSEUDO):
        return gettext.NullTranslations()
    found = _catalogues.get(code if domain == DOMAIN else f"{code}/{domain}")
    if found is None:
        found = _catalogues[code if domain == DOMAIN else f"{code}/{domain}"] = _load(code, domain)
    return found


def _load(code: str, domain: str = DOMAIN) -> gettext.NullTranslations:
    folder = LOCALE_DIR / code / "LC_MESSAGES"
    po, mo = folder / f"{domain}.po", folder / f"{domain}.mo"
    if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as f:
            return gettext.GNUTranslations(f)
    if not po.is_file():
        return gettext.NullTranslations()
    import io

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    with po.open("rb") as f:
        catalogue = read_po(f, locale=code, domain=domain)
    buffer = io.BytesIO()
    write_mo(buffer, catalogue, use_fuzzy=False)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def language_problem(code: str) -> str | None:
    """Why `code` is not a language of the game (one sentence), or None."""
    if code in ALL_LANGUAGES:
        return None
    shown = code if len(code) <= 20 else code[:19] + "…"
    names = ", ".join(f"{k} ({v})" for k, v in LANGUAGES.items())
    return f"'{shown}' is not a language of the game: choose {names}"


def set_language(code: str) -> None:
    """Speak `code` from now on (a ValueError names the languages for an unknown one)."""
    problem = language_problem(code)
    if problem:
        raise ValueError(problem)
    translations(code)  # compiled now, not at the first string shown
    _current[0] = code


def language() -> str:
    """The current language's code ("en", "de", or the pseudo-language "qps")."""
    return _current[0]


def _(message: str) -> str:
    """`message` in the current language (itself when the catalogue has no translation)."""
    code = _current[0]
    if code == SOURCE or not message:
        return message
    if code == PSEUDO:
        return pseudo(message)
    return translations(code).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message that fits `n` in the current language (German, like English,
    has one form for 1 and another for the rest; other languages have more)."""
    code = _current[0]
    if code == PSEUDO:
        return pseudo(singular if n == 1 else plural)
    if code == SOURCE:
        return singular if n == 1 else plural
    return translations(code).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, told apart by `context` from the same English words
    meaning something else."""
    code = _current[0]
    if code == PSEUDO:
        return pseudo(message)
    if code == SOURCE:
        return message
    return translations(code).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    code = _current[0]
    if code == PSEUDO:
        return pseudo(singular if n == 1 else plural)
    if code == SOURCE:
        return singular if n == 1 else plural
    return translations(code).npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Mark `message` for the catalogue where it is defined (a table at import time); it is
    translated with `_()` where it is shown, in the language of that moment."""
    return message


def NP_(context: str, message: str) -> str:  # noqa: N802  (gettext's marker names)
    """Mark `message` for the catalogue with a `context` (the same English words meaning something
    else elsewhere); it is translated with `pgettext(context, message)` where it is shown."""
    return message


class Translated(dict[str, str]):
    """A table of player-facing words by id (hero titles), each value marked with N_() where the table
    is written and read in the current language: `table[key]`, `.get()`, `.values()`, `.items()`."""

    def __getitem__(self, key: str) -> str:
        return _(super().__getitem__(key))

    def get(self, key: str, default: str | None = None) -> str | None:  # type: ignore[override]
        return self[key] if key in self else default  # noqa: SIM401  (self.get would call itself)

    def values(self) -> list[str]:  # type: ignore[override]
        return [self[k] for k in self]

    def items(self) -> list[tuple[str, str]]:  # type: ignore[override]
        return [(k, self[k]) for k in self]


def choose_language(argv: list[str] | tuple[str, ...]) -> None:
    """Speak the language `--lang CODE` (or `--lang=CODE`) names before a command line's parser is
    built, so its help and refusals are in it; a bad or missing code changes nothing here (the
    parser refuses a bad one in one line)."""
    code = None
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            code = argv[i + 1]
        elif arg.startswith("--lang="):
            code = arg.split("=", 1)[1]
    if code is not None and not language_problem(code.strip()):
        set_language(code.strip())


# --- the game's content: cards, story, tiles (the `cards` catalogue) ------------------------------

_loose: dict[str, dict[str, str]] = {}  # language -> English -> translation, for text met without its card


def _loose_table(code: str) -> dict[str, str]:
    """Each English text of the cards catalogue that has one translation whatever its card (a name
    shared by two cards in other words has none here: it needs its card id)."""
    table = _loose.get(code)
    if table is None:
        found: dict[str, set[str]] = {}
        raw = getattr(translations(code, CARDS_DOMAIN), "_catalog", {}) or {}
        for key, value in raw.items():
            if isinstance(key, str) and value:
                english = key.rpartition("\x04")[2]
                found.setdefault(english, set()).add(str(value))
                if english.strip() != english:  # a passage the rules keep stripped
                    found.setdefault(english.strip(), set()).add(str(value).strip())
        table = _loose[code] = {k: next(iter(v)) for k, v in found.items() if len(v) == 1}
    return table


def content_text(english: str, context: str = "") -> str:
    """A text of the card data (a name, rules text, flavour, a story passage) in the current language:
    looked up by its card's id (`context`) first, then by its English alone. A content pack without a
    translation shows its own words."""
    code = _current[0]
    if code == SOURCE or not english:
        return english
    if code == PSEUDO:
        return pseudo(english)
    if context:
        found = translations(code, CARDS_DOMAIN).pgettext(context, english)
        if found != english:
            return found
    return _loose_table(code).get(english, english)


def card_text(card: object, field: str) -> str:
    """`card.<field>` (name, text, lore...) in the current language, found by the card's id."""
    return content_text(str(getattr(card, field, "") or ""), str(getattr(card, "id", "") or ""))
