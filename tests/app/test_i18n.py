"""The game's languages (issue 36, game/i18n): gettext catalogues compiled with Babel on load, a
language that changes at run time, real plural forms, the pseudo-language for the fit tests, and
`--lang` on the command line (a bad one refused in one line, exit 2; --autoplay's account follows)."""

from __future__ import annotations

import pytest

import main as game_main
from game.i18n import LANGUAGES, N_, _, language, language_problem, ngettext, pgettext, set_language
from game.i18n.pseudo import pseudo


def test_the_language_changes_at_run_time_without_a_restart():
    assert _("Language") == "Language"
    set_language("de")
    assert language() == "de" and _("Language") == "Sprache"
    set_language("en")
    assert _("Language") == "Language"


def test_a_string_marked_where_it_is_defined_is_translated_where_it_is_shown():
    marked = N_("Language")
    assert marked == "Language"  # N_ only marks it for the catalogue
    set_language("de")
    assert _(marked) == "Sprache"


def test_german_plurals_come_from_the_catalogue_not_from_an_s():
    set_language("de")
    assert [ngettext("{n} Door", "{n} Doors", n).format(n=n) for n in (0, 1, 2)] == ["0 Türen", "1 Tür", "2 Türen"]
    assert ngettext("{n} fight won", "{n} fights won", 1).format(n=1) == "1 Kampf gewonnen"


def test_english_plurals_pick_the_form_for_the_number():
    assert ngettext("{n} door", "{n} doors", 1).format(n=1) == "1 door"
    assert ngettext("{n} door", "{n} doors", 3).format(n=3) == "3 doors"


def test_a_string_the_catalogue_lacks_shows_in_english():
    set_language("de")
    assert _("A sentence no catalogue holds") == "A sentence no catalogue holds"
    assert pgettext("nowhere", "Language") == "Language"  # another context is another string


def test_an_unknown_language_is_refused_naming_the_languages():
    problem = language_problem("xx")
    assert problem is not None and "'xx' is not a language of the game" in problem
    assert all(code in problem for code in LANGUAGES)
    with pytest.raises(ValueError, match="not a language"):
        set_language("klingon")
    assert language() == "en"
    assert len(language_problem("x" * 500) or "") < 120  # quoted input is cut short


def test_the_pseudo_language_is_longer_accented_and_bracketed():
    words = "Draw a map tile and place it"
    shown = pseudo(words)
    assert shown.startswith("[") and shown.endswith("]")
    assert len(shown) >= 1.35 * len(words)
    assert shown != words and not any(c in shown for c in "DwpTe")  # every accentable letter accented


def test_the_pseudo_language_keeps_fields_markup_and_entities():
    shown = pseudo("{n} keys <b>left</b> for %(hero)s &amp; %d more")
    for kept in ("{n}", "<b>", "</b>", "%(hero)s", "&amp;", "%d"):
        assert kept in shown
    set_language("qps")
    assert _("{n} keys").format(n=2).startswith("[2 ")
    assert ngettext("{n} door", "{n} doors", 1).format(n=1).startswith("[1 đööŕ")


def test_the_game_font_draws_every_german_letter():
    pygame = pytest.importorskip("pygame")
    from game.ui.look import FONT_DIR_FILES, font_file
    pygame.font.init()
    for style in ("regular", "bold", "italic"):
        face = pygame.font.Font(str(font_file(FONT_DIR_FILES[style])), 20)
        metrics = face.metrics("äöüÄÖÜß„“–…")
        assert None not in metrics, style  # None: the face has no glyph for that letter


def test_a_bad_lang_flag_is_one_line_and_exit_status_2(capsys):
    with pytest.raises(SystemExit) as stop:
        game_main.parse_args(["--lang", "xx"])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "'xx' is not a language of the game" in err[0] and "de (Deutsch)" in err[0]


def test_the_lang_flag_reaches_the_window():
    from game.ui.app import options_from_args
    assert options_from_args(game_main.parse_args(["--lang", "de"])).language == "de"
    assert options_from_args(game_main.parse_args([])).language is None


def test_the_autoplay_account_follows_the_language(monkeypatch, capsys):
    from game.headless import autoplay
    from game.rules import Game
    monkeypatch.setattr(autoplay.levels, "play", lambda game, level, seed=0, **kw: game)  # the account of a fresh game
    assert game_main.main(["--autoplay", "--lang", "de", "--seed", "3", "--heroes", "fighter,wizard"]) == 0
    out = capsys.readouterr().out
    assert "Helden: fighter, wizard   Startwert 3" in out and "Befehle:" in out
    assert out.strip().splitlines()[-1].startswith("Spielcode: FD1-")
    set_language("en")
    assert "Heroes: fighter" in autoplay.account(Game.new(["fighter"], seed=3))
