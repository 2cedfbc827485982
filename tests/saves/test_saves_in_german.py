"""Issue 36: the saves, share codes, replays and the campaigns file speak the player's language. A
refusal or a note of game.saves, game.campaigns' file and the replay/export readers is one whole
sentence from the catalogue, told in German when the game speaks German and in English again after;
the saved files themselves stay the same in every language (test_saves_language_neutral.py)."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

import main as game_main
from game.campaigns import CampaignFileError, parse_book
from game.headless.export import read_export
from game.headless.replay import Replay, ReplayError
from game.i18n import set_language
from game.rules import Game
from game.saves import SaveError, SaveStore
from game.saves.daily import daily_path, start_attempt
from game.saves.hints import hints_words
from game.saves.packs import pack_refusal
from game.saves.share_code import CodeError, ShareSetup, code_of_game, read_code, share_code
from game.saves.stats import load_stats
from tests.kits.catalogue_kit import assert_german_for_each
from tests.kits.saves_kit import played, re_signed, undo_as_a_move

LOG = "1-ruins.log.jsonl"


def refusal(error: type[Exception], do, *args) -> str:
    with pytest.raises(error) as err:
        do(*args)
    return str(err.value)


# --- share codes ------------------------------------------------------------------------------

def test_a_share_code_refusal_is_told_in_german_and_in_english_again():
    set_language("de")
    assert refusal(CodeError, read_code, "hello") == "'hello' ist kein Spielcode: Ein Spielcode beginnt mit FD1-."
    assert refusal(CodeError, read_code, "  ") == "Gib einen Spielcode ein: Er beginnt mit FD1-."
    set_language("en")
    assert refusal(CodeError, read_code, "hello") == "'hello' is not a share code: a share code begins with FD1-."


def test_a_mistyped_share_code_is_refused_in_german_naming_the_code():
    code = code_of_game(Game.new(["fighter"], seed=5))
    assert code is not None
    wrong = code[:-1] + ("0" if code[-1] != "0" else "1")
    set_language("de")
    words = refusal(CodeError, read_code, wrong)
    assert words.startswith(f"Der Spielcode {wrong!r} ist vertippt: ") and "Zeichen für Zeichen" in words


def test_a_setup_no_code_can_hold_is_one_german_sentence():
    set_language("de")
    words = refusal(CodeError, share_code, ShareSetup.make(["fighter"], 1, tier="heroic"))
    assert words == "Der Härtegrad 'heroic' lässt sich nicht in einen Spielcode schreiben."


# --- saves: a damaged file, a re-signed edit, the load menu -----------------------------------

def damaged(tmp_path: Path) -> SaveStore:
    """A saved game whose third log line no longer matches its checksum (a backup of it exists)."""
    store = SaveStore(tmp_path)
    played(store, 12, limit=20, name="victim")
    log = tmp_path / "victim" / LOG
    lines = log.read_bytes().split(b"\n")
    lines[2] = lines[2].replace(b'"kind"', b'"kinD"', 1)
    log.write_bytes(b"\n".join(lines))
    return store


def test_a_damaged_save_is_refused_in_german_with_its_backup_offered(tmp_path):
    store = damaged(tmp_path)
    set_language("de")
    words = refusal(SaveError, store.load, "victim")
    assert words == (f"{LOG} ist in Zeile 3 beschädigt: Die Prüfsumme stimmt nicht (die Datei wurde beschädigt "
                     "oder von Hand bearbeitet). Eine frühere Sicherung ist vorhanden und lässt sich als neue "
                     "Kampagne wiederherstellen.")
    [summary] = store.list()  # the load menu
    assert summary.problem == (f"{LOG} ist in Zeile 3 beschädigt: Die Prüfsumme stimmt nicht (die Datei wurde "
                               "beschädigt oder von Hand bearbeitet). Eine frühere Sicherung ist vorhanden.")
    set_language("en")
    [summary] = store.list()
    assert summary.problem == (f"{LOG} is damaged at line 3: the checksum does not match (the file was corrupted "
                               "or edited by hand). A backup from earlier is available.")


def test_a_re_signed_edit_is_refused_in_german_naming_its_file_and_line(tmp_path):
    store = SaveStore(tmp_path)
    played(store, 12, limit=40, name="victim")
    where: list[int] = []
    re_signed(store, lambda docs: where.append(undo_as_a_move(docs)))
    set_language("de")
    words = refusal(SaveError, store.load, "victim")
    assert words.startswith(f"victim, {LOG} Zeile {where[0]}: Dort steht ein Rückgängigmachen als Zug.")


def test_a_missing_saved_game_and_a_bad_name_are_refused_in_german(tmp_path):
    store = SaveStore(tmp_path)
    set_language("de")
    assert refusal(SaveError, store.load, "nowhere") == "Es gibt kein gespeichertes Spiel namens 'nowhere'."
    assert refusal(SaveError, store.load, "../up") == ("'../up' ist kein gültiger Name für ein gespeichertes "
                                                       "Spiel (nur Buchstaben, Ziffern, Leerzeichen, '-' und '_').")


def test_a_game_played_with_missing_content_packs_is_refused_in_german_with_plural_forms():
    set_language("de")
    assert pack_refusal([("Gentle Ruins", "1", "h")], []) == ("es wurde mit dem Inhaltspaket 'Gentle Ruins' "
                                                               "gespielt, das nicht installiert ist")
    assert pack_refusal([("A", "1", "h"), ("B", "1", "h")], []) == ("es wurde mit den Inhaltspaketen 'A' und 'B' "
                                                                     "gespielt, die nicht installiert sind")


# --- the daily descent, the statistics and the hints ------------------------------------------

def test_the_hints_line_is_german_with_its_plural_forms():
    set_language("de")
    assert hints_words(3, "won") == "Gewonnen mit 3 Tipps."
    assert hints_words(1, "lost") == "Verloren mit 1 Tipp."
    assert hints_words(0, None) == "Bisher kein Tipp erbeten."
    set_language("en")
    assert hints_words(1, "lost") == "Lost with 1 hint."


def test_damaged_daily_results_are_set_aside_with_a_german_note(tmp_path):
    path = daily_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json")
    set_language("de")
    note = start_attempt(path, date(2026, 11, 28), "Daily 2026-11-28")
    assert note is not None and note.startswith("Deine Ergebnisse des täglichen Abstiegs konnten nicht gelesen "
                                                "werden (daily.json ist beschädigt: Die Datei ist kein lesbares JSON.)")
    assert note.endswith("und neue Ergebnisse beginnen jetzt.")


def test_a_damaged_statistics_file_is_refused_in_german(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"kind": "forgotten-depths/stats"}))
    set_language("de")
    assert refusal(SaveError, load_stats, path) == "stats.json ist beschädigt: Die Versionsangabe fehlt."


# --- replays, exports and the campaigns file --------------------------------------------------

def test_a_replay_and_an_export_are_refused_in_german(tmp_path):
    set_language("de")
    assert refusal(ReplayError, Replay.open, tmp_path / "nowhere") == "diesen Ordner gibt es nicht."
    plain = tmp_path / "game.fdreplay"
    plain.write_text("not packed")
    assert refusal(ReplayError, read_export, plain) == ("die Datei ist kein exportiertes Spiel (sie ist nicht die "
                                                        "gepackte Datei, die das Spiel schreibt).")
    set_language("en")
    assert refusal(ReplayError, Replay.open, tmp_path / "nowhere") == "there is no such folder."


def test_a_damaged_campaigns_file_is_refused_in_german():
    set_language("de")
    assert refusal(CampaignFileError, parse_book, b'{"kind": "x"}') == ("campaigns.json ist keine Kampagnendatei "
                                                                        "von Forgotten Depths.")
    words = refusal(CampaignFileError, parse_book, b"[1, 2")
    assert words.startswith("campaigns.json ist beschädigt: kein JSON in Zeile 1, Spalte ")


def test_the_words_of_the_saves_are_in_the_german_catalogue():
    assert_german_for_each([
        "This game began from a Hero Record, not from a seed, so no code can set it up.",
        "{file} is not a Forgotten Depths save.",
        "{where}: the rules refuse the saved move ({move}): {problem}",
        "The last move was not completely saved when the game stopped; it was dropped.",
        "Adventure Record - {ecology}",
        "The heroes went on to {ecology}.",
        "{campaign}: hero {n} has spent more marks than they earned",
        "the exported game is damaged: it holds no saved game.",
        "a map tile laid",
    ])


def test_main_refuses_a_share_code_in_german_with_lang_de(capsys, monkeypatch):
    monkeypatch.setattr(game_main, "set_window_icon", lambda: None)
    assert game_main.main(["--lang", "de", "--code", "hello"]) == 2
    [line] = capsys.readouterr().err.strip().splitlines()
    assert line == "forgotten-depths: --code: 'hello' ist kein Spielcode: Ein Spielcode beginnt mit FD1-."
