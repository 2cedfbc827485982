"""Issue 36: a content pack's problems, a broken card file and a broken map tile are told in the
language --lang names (German here); file names, card ids and field names stay as the author typed
them, and pydantic's own words stay pydantic's. Without --lang everything stays English."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.headless import pack_rating
from game.i18n import set_language
from game.packs import check_pack, read_pack
from game.packs.__main__ import main
from game.packs.installed import packs_dir_problem
from game.packs.rating import PartyRating, Rating, rating_words
from game.rules import PROJECT_ROOT, ContentError, parse_tile
from tests.kits.pack_kit import MONSTER, write_pack


def broken_pack(folder: Path) -> Path:
    return write_pack(folder, 'replaces = ["no-such-card"]\nremoves = ["ghost"]\n', {
        "cards/ruins/monsters.toml": MONSTER.format(id="pale-thing", health="") + 'colour = "red"\n',
        "cards/wizard/abilities.toml": "[[ability]\n",
        "cards/spells.toml": "x = 1\n",
    })


def test_check_with_lang_de_lists_a_broken_packs_problems_in_german(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "de", "check", str(broken_pack(tmp_path / "broken"))]) == 2
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[0].startswith("Test Pack 1.0 von Tester: fügt ") and "(Inhalts-Hash " in lines[0]
    assert "  cards/ruins/monsters.toml: Karte 'pale-thing': health: fehlt (dieses Feld ist Pflicht)" in lines
    assert ("  cards/ruins/monsters.toml: Karte 'pale-thing': colour: unbekanntes Feld (keines, das das Spiel liest; "
            "prüfe die Schreibweise)") in lines
    assert any(line.startswith("  cards/wizard/abilities.toml: kein gültiges TOML (") for line in lines)
    assert any(line.startswith("  cards/spells.toml: keine Kartendatei, die das Spiel liest") for line in lines)
    assert "  pack.toml: removes: entfernt 'ghost', aber keine Karte und kein Kartenteil hat diese id" in lines
    assert ("  pack.toml: replaces: ersetzt 'no-such-card', aber das Paket hat keine Karte und kein Kartenteil "
            "mit dieser id") in lines
    assert err == "python3 -m game.packs: 1 Paket mit Problemen (oben aufgelistet).\n"


def test_the_same_check_stays_english_without_lang(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(broken_pack(tmp_path / "broken"))]) == 2
    out = capsys.readouterr().out
    assert "  pack.toml: removes: removes 'ghost', but no card or tile has that id" in out.splitlines()
    assert "Karte" not in out and "fehlt" not in out


def test_an_id_clash_and_a_broken_rulebook_count_are_german(tmp_path: Path) -> None:
    set_language("de")
    card = {"cards/ruins/monsters.toml": MONSTER.format(id="lintel-creeper", health='health = "9/18/27"\n')}
    clash = [str(p) for p in check_pack(write_pack(tmp_path / "a", files=card)).problems]
    assert clash == ["cards/ruins/monsters.toml: Karte 'lintel-creeper': id: das Grundspiel hat schon monster "
                     "'lintel-creeper' (doppelte id); trage sie in replaces ein, um sie zu ersetzen, oder wähle "
                     "eine neue id"]
    extra = {"cards/ruins/monsters.toml": MONSTER.format(id="pale-thing", health='health = "5/9/13"\n')}
    count = [str(p) for p in check_pack(write_pack(tmp_path / "b", files=extra)).problems]
    assert count == ["mit den aufgelegten Paketen: cards/ruins/monsters.toml: erwartet 10 Monster, gefunden 11"]


def test_our_sentence_inside_a_pydantic_error_is_german_and_pydantics_words_stay(tmp_path: Path) -> None:
    set_language("de")
    card = {"cards/ruins/monsters.toml": MONSTER.format(id="pale-thing", health='health = "5/9"\n')}
    found = [str(p) for p in check_pack(write_pack(tmp_path / "p", 'removes = ["lintel-creeper"]\n', card)).problems]
    assert found == ["cards/ruins/monsters.toml: Karte 'pale-thing': health: Value error, erwartet drei Zahlen wie "
                     "8/16/24"]


def test_a_broken_map_tile_is_told_in_german(tmp_path: Path) -> None:
    set_language("de")
    path = tmp_path / "ruins-99.tmx"
    path.write_text("<map>not a map")
    with pytest.raises(ContentError) as caught:
        parse_tile(path)
    assert str(caught.value).startswith(f"{path}: Kartenteil 'ruins-99': kann nicht als Tiled-Karte gelesen werden (")
    tiles = PROJECT_ROOT / "assets" / "tiles"
    shutil.copytree(tiles / "tilesets", tmp_path / "tilesets")
    (tmp_path / "ruins").mkdir()
    base = (tiles / "ruins" / "ruins-05.tmx").read_text()
    (tmp_path / "ruins" / "ruins-98.tmx").write_text(base.replace('name="terrain"', 'name="ground"'))
    with pytest.raises(ContentError, match="Kartenteil 'ruins-98': layers: keine Kachelebene namens 'terrain'"):
        parse_tile(tmp_path / "ruins" / "ruins-98.tmx")


def test_a_packs_folder_refusal_and_the_rating_line_are_german(tmp_path: Path) -> None:
    set_language("de")
    assert str(packs_dir_problem(tmp_path / "nowhere")).endswith(" gibt es nicht")
    pack, _problems = read_pack(write_pack(tmp_path / "p"))
    assert pack is not None
    rating = Rating(pack_hash=pack.hash, base_hash="b", game_version="0.1", first_seed=0,
                    parties=[PartyRating(party="fighter", games=1, won=1, base_won=0, low=0.2, high=1.0)])
    assert rating_words(pack, None, "b") == "noch nicht bewertet"
    assert rating_words(pack, rating, "b") == "der Bot gewinnt 100 % der Spiele damit, 0 % ohne (1 Spiel)"
    assert rating_words(pack, rating, "c").endswith("; bewertet gegen andere Kartenwerte des Spiels")


def test_rate_with_lang_de_refuses_in_one_german_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert pack_rating.main(["--lang", "de", str(tmp_path / "nothing"), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("python3 -m game.packs rate: ") and err.count("\n") == 1
    assert err.endswith(" ist kein Ordner (ein Paket ist ein Ordner mit einer pack.toml).\n")


def test_the_language_before_rate_is_passed_on_to_the_rating() -> None:
    from game.packs.__main__ import _language_flags

    assert _language_flags(["--lang", "de", "rate", "DIR"]) == ["--lang", "de"]
    assert _language_flags(["--lang=de", "rate", "DIR"]) == ["--lang=de"]
    assert _language_flags(["rate", "DIR"]) == []
