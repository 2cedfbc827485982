"""Issue 36: the simulator's and the sweep's printed lines (the seeds, the tables' headings, the causes,
the closing count, the report and its HTML page) follow --lang; English stays as it was without it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.headless import sim
from game.headless.sweep import main as sweep_main
from game.i18n import set_language


@pytest.fixture(autouse=True)
def _content_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FORGOTTEN_DEPTHS_CONTENT_CACHE", str(tmp_path_factory.getbasetemp() / "content-cache"))


@pytest.mark.slow
def test_the_simulator_prints_german_lines_with_lang_de(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["--lang", "de", "--games", "1", "--heroes", "fighter", "--jobs", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "Startwerte 0-0, 1 Spiel je Zeile" in out
    assert "| Helden | Start | Varianten | Spiele | gewonnen | verloren | festgefahren | Siegquote" in out
    assert "Wo Spiele endeten (nicht gewonnen):" in out and "| Ökosystem | Ursache | Spiele |" in out
    assert "Abdeckung (Kartenteile und Karten, die mindestens einmal aufgedeckt wurden):" in out
    assert "| Kartenteile | " in out and "| Legendäre Orte | " in out
    assert "1 Spiel in " in out and " s mit 1 Prozess = " in out and "Spiele/Minute" in out
    assert "games" not in out and "seeds" not in out
    row = next(line for line in out.splitlines() if line.startswith("| fighter | ruins | - | 1 |"))
    assert re.search(r"\| \d+,\d % \(\d+,\d-\d+,\d\) \|", row), row  # the German decimal sign and "54,0 %"


def test_a_rate_is_written_as_the_language_writes_numbers() -> None:
    assert sim.rate(54, 100) == "54.0% (44.3-63.4)"
    set_language("de")
    assert sim.rate(54, 100) == "54,0 % (44,3-63,4)"


def test_a_games_cause_is_told_in_the_players_language() -> None:
    assert sim.cause_words("killed by Lintel Creeper") == "killed by Lintel Creeper"
    set_language("de")
    assert sim.cause_words("killed by Lintel Creeper") == "getötet von: Türsturzkriecher"
    assert sim.cause_words("dead end") == "Sackgasse"
    assert sim.cause_words("killed by the Final Entity") == "getötet von der Letzten Wesenheit"
    assert sim.cause_words("The party gave up") == "The party gave up"  # a rule's own reason, as given


@pytest.mark.slow
def test_the_sweep_prints_and_writes_its_report_in_german(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "one.toml"
    path.write_text('name = "one"\ngames = 1\nparties = ["fighter"]\n')
    assert sweep_main(["--lang", "de", str(path), "--out", str(tmp_path / "out"), "--workers", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert ("Durchlauf 'one': Startwerte 100000-100000 (zurückgehaltene Startwerte, nie zur Abstimmung genutzt); "
            "1 Spiel jetzt gespielt, 0 aus dem Zwischenspeicher.") in out
    assert "| Zelle | Spiele | Siegquote (95-%-Intervall) | Sackgassen |" in out
    assert f"Bericht: {tmp_path / 'out' / 'report.html'}" in out
    page = (tmp_path / "out" / "report.html").read_text(encoding="utf-8")
    assert "<html lang='de'>" in page and "<h1>Durchlauf one</h1>" in page
    assert "<th>Siegquote (95-%-Intervall)</th>" in page and "alt='Siegquoten'" in page


def test_a_bad_sweep_file_is_refused_in_one_german_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('tiers = ["legendary"]\n')
    assert sweep_main(["--lang", "de", str(path), "--out", str(tmp_path / "out"), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith("python3 -m game.sweep: ") and "tiers: 'legendary' ist kein Härtegrad (einer von " in err
