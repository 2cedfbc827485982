"""The message catalogues as tests read them: tools/catalogues.py loaded as a module, and a check that
the German catalogue translates each of a list of English strings."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

from babel.messages.pofile import read_po

from game.i18n import DOMAIN, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]


def i18n_tool() -> ModuleType:
    """tools/catalogues.py (a script, not a package module) loaded as a module."""
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "catalogues.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def assert_german_for_each(englishes: Iterable[str]) -> None:
    """Each string is in the German catalogue of the game's own words, translated and not fuzzy."""
    with open(Path(LOCALE_DIR) / "de" / "LC_MESSAGES" / f"{DOMAIN}.po", "rb") as f:
        catalogue = read_po(f)
    for english in englishes:
        message = catalogue.get(english)
        assert message is not None, f"not in the catalogue: {english!r}"
        assert message.string and not message.fuzzy, f"no German for {english!r}"


def every_catalogue_text() -> list[str]:
    """Every English text and translation of every catalogue (each plural form too), sorted."""
    texts: set[str] = set()
    for path in sorted(Path(LOCALE_DIR).glob("*/LC_MESSAGES/*.po")):
        with open(path, "rb") as f:
            for message in read_po(f):
                for value in (message.id, message.string):
                    texts.update(v for v in (value if isinstance(value, tuple) else (value,)) if v)
    return sorted(texts)
