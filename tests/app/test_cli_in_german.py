"""Issue 36: the command lines speak the language --lang names: main.py's and the tools' help and
their one-line refusals (exit status 2) come from the catalogue; argparse's own words stay its own."""

from __future__ import annotations

import pytest

import main as game_main
from game.headless import sim
from game.packs import __main__ as packs_cli


def refused(capsys, run, *args: str) -> str:
    try:
        code = run(list(args))
    except SystemExit as stop:
        code = stop.code
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    return err[0]


@pytest.mark.parametrize("args, german", [
    (("--lang", "de", "--size", "10x10"), "ist kleiner als das kleinste Fenster, 1280x720 (siehe --help)"),
    (("--lang=de", "--max-seconds", "0"), "Sekunden ist zu kurz: gib mehr als 0 an"),
    (("--lang", "de", "--heroes", "fighter,,wizard"), "hat einen leeren Heldennamen zwischen seinen Kommas"),
    (("--lang", "de", "--port", "5", "--lan"), "--port und --lan gehören zu --host"),
])
def test_a_refusal_of_main_is_one_german_line_with_lang_de(capsys, monkeypatch, args, german):
    monkeypatch.setattr(game_main, "set_window_icon", lambda: None)
    line = refused(capsys, game_main.main, *args)
    assert line.startswith("forgotten-depths: ") and german in line


def test_the_same_refusal_stays_english_without_lang(capsys):
    line = refused(capsys, game_main.main, "--size", "10x10")
    assert "is smaller than the smallest window" in line and "(see --help)" in line


def test_mains_help_is_german_with_lang_de(capsys):
    with pytest.raises(SystemExit):
        game_main.main(["--lang", "de", "--help"])
    out = capsys.readouterr().out
    assert "ein kooperatives Dungeon-Brettspiel" in out and "im Vollbild starten" in out


def test_the_tools_refuse_in_german_with_lang_de(capsys):
    line = refused(capsys, sim.main, "--lang", "de", "--campaign", "0")
    assert "die Anzahl der Spiele muss zwischen 1 und 1000 liegen" in line
    line = refused(capsys, packs_cli.main, "--lang", "de", "new", "bad/name")
    assert "ist kein Paketname" in line


def test_a_bad_lang_is_refused_in_one_line(capsys):
    line = refused(capsys, sim.main, "--lang", "xx")
    assert "'xx' is not a language of the game" in line
