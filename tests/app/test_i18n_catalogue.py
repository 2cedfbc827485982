"""Every player-facing string wrapped for the catalogue has its German translation (issue 36): what
Babel extracts from the sources (tools/catalogues.py) is all in the German catalogue, none fuzzy or empty,
each with the same {fields} as the English; and the check does see a string left out."""

from __future__ import annotations

import re

from babel.messages.catalog import Catalog

from tests.kits.catalogue_kit import ROOT, i18n_tool


def test_every_wrapped_string_has_a_german_translation():
    tool = i18n_tool()
    template = tool.extract()
    assert len(template) > 20  # the sources are wrapped (an empty extraction would pass anything)
    assert tool.missing("de", template) == []


def test_the_check_sees_a_string_with_no_translation():
    tool = i18n_tool()
    template = Catalog(domain="forgotten_depths")
    template.add("A string no one translated")
    template.add("Language")
    assert tool.missing("de", template) == ["de: no translation of 'A string no one translated'"]
    template = Catalog(domain="forgotten_depths")
    template.add(("{n} Door", "{n} Doors"))
    assert tool.missing("de", template) == []


def test_the_translations_keep_every_field_of_the_english():
    tool = i18n_tool()
    catalogue = tool.read("de")
    for m in catalogue:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strs = m.string if isinstance(m.string, tuple) else (m.string,)
        fields = set(tool.FIELD.findall(" ".join(ids)))
        assert all(set(tool.FIELD.findall(s)) == fields for s in strs), m.id


def test_the_german_catalogue_declares_its_plural_forms():
    catalogue = i18n_tool().read("de")
    assert catalogue.num_plurals == 2 and "n != 1" in catalogue.plural_expr


def test_no_string_is_wrapped_inside_an_f_string():
    """Babel reads an f-string as one token: a `_("...")` inside one is never extracted, so its words
    would stay English in every language (compute it before the f-string)."""
    tool = i18n_tool()
    inside = re.compile(r"""\bf(["'])(?:(?!\1).)*\{[^}]*\b(?:_|ngettext|pgettext)\(\s*["']""")
    found = [f"{f.relative_to(ROOT)}:{n}" for f in tool.source_files()
             for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1) if inside.search(line)]
    assert found == []
