"""Issue 36, a second language: the map tiles' names (the `name` property of each Tiled map in
assets/tiles) and the Ecologies' names come from the message catalogues, so a German log names
"Laternentorhaus" in "die Ruinen", while events, saves and replays keep ids and English words."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

import main as game_main
from game.i18n import set_language
from game.rules import ECOLOGIES, ECOLOGY_NAMES, Game, describe, dump, ecology_label, ecology_name
from tests.kits.catalogue_kit import ROOT, i18n_tool


def tmx_names() -> dict[str, str]:
    """Each map tile's name as its Tiled map holds it, by tile id (the file's stem)."""
    names = {}
    for f in sorted((ROOT / "assets" / "tiles").rglob("*.tmx")):
        found = ElementTree.parse(f).getroot().find("properties/property[@name='name']")
        assert found is not None, f
        names[f.stem] = found.get("value", "")
    return names


def test_every_tile_name_is_in_the_cards_catalogue_by_its_tile_id_with_a_german_translation():
    tool = i18n_tool()
    template = tool.extract_cards()
    names = tmx_names()
    assert len(names) == 72
    for tile, name in names.items():
        found = template.get(name, tile)
        assert found is not None, tile
        assert any(path.endswith(f"{tile}.tmx") for path, _line in found.locations)  # where it comes from
    german = tool.read("de", "cards")
    shown = {tile: german.get(name, tile) for tile, name in names.items()}
    assert all(m is not None and m.string and m.string != names[t] for t, m in shown.items()), shown
    assert tool.missing("de", template, "cards") == []


def test_every_ecology_name_has_a_german_translation():
    # (that every string the sources wrap is in the German catalogue: tests/app/test_i18n_catalogue.py)
    german = i18n_tool().read("de")
    for eco in ECOLOGIES:
        found = german.get(ECOLOGY_NAMES[eco], "ecology")
        assert found is not None and found.string and not found.fuzzy, eco
    set_language("de")
    assert [ecology_name(e) for e in ECOLOGIES] == ["die Ruinen", "die Höhlen", "die Unterirdische Baukunst"]
    assert [ecology_label(e) for e in ECOLOGIES] == ["Ruinen", "Höhlen", "Unterirdische Baukunst"]
    assert ecology_name("moon") == "moon"  # an unknown id as it is


def test_a_german_log_names_the_tiles_and_the_ecology_in_german():
    game = Game.new(["fighter"], seed=4)
    game.do(next(c for c in game.legal() if c.kind == "draw_tile"))
    drawn = game.events[-1]
    english = [line for e in game.events if (line := describe(game, e))]
    assert any("Lantern Gatehouse" in line for line in english)
    set_language("de")
    german = [line for e in game.events if (line := describe(game, e))]
    assert "Ein neues Abenteuer führt in die Ruinen." in german
    assert any(line.startswith("Die Ruinen: die Laterne steht auf Laternentorhaus;") for line in german), german
    tile = game.content.tiles[drawn.tile]  # type: ignore[attr-defined]
    line = describe(game, drawn)
    assert line is not None and tile.name not in line and tmx_names()[tile.id] not in line
    german_name = i18n_tool().read("de", "cards").get(tile.name, tile.id).string
    assert line.endswith(" zieht das Kartenteil „" + german_name + "“."), line  # the name after its noun, quoted
    assert not any(name in text for text in german for name in tmx_names().values())


def test_a_dead_end_told_in_german_names_the_tile_and_the_ecology_in_german_while_the_event_keeps_english():
    from game.rules.areas.explore import LOST_REASONS, lost_reason
    reason = LOST_REASONS[1].format(tile="Lantern Gatehouse", ecology=ECOLOGY_NAMES["caverns"])
    set_language("de")
    assert lost_reason(reason) == "Sackgasse: Laternentorhaus ließ sich nirgends legen (die Höhlen)."
    pile = LOST_REASONS[2].format(ecology=ECOLOGY_NAMES["subterranean"])
    assert "(die Unterirdische Baukunst)" in lost_reason(pile)


def test_a_game_played_in_german_holds_ids_and_english_words_only():
    set_language("de")
    german = Game.new(["fighter"], seed=4)
    set_language("en")
    english = Game.new(["fighter"], seed=4)
    assert [dump(e) for e in german.events] == [dump(e) for e in english.events]


def test_the_german_autoplay_account_names_the_ecology_in_german(monkeypatch, capsys):
    from game.headless import autoplay
    monkeypatch.setattr(autoplay.levels, "play", lambda game, level, seed=0, **kw: game)  # the account of a fresh game
    assert game_main.main(["--autoplay", "--lang", "de", "--seed", "3", "--ecology", "caverns"]) == 0
    out = capsys.readouterr().out
    assert "\nDie Höhlen: 0 Kartenteile gelegt" in out and "Caverns" not in out


def test_a_feature_tests_outcome_and_a_monsters_printed_ability_read_german(content):
    from game.rules import ability_name, outcome_text
    feature = next(f for f in content.features.values() if f.success_text and f.failure_text)
    set_language("de")
    assert outcome_text(feature, True) not in ("", feature.success_text)
    assert outcome_text(feature, False) not in ("", feature.failure_text)
    game = Game.new(["fighter"], seed=4)
    assert ability_name(game, "Scream of Dust") == "Staubschrei"  # a monster's effect names its printed ability


def test_the_campaign_sheets_setup_words_name_the_ecology_in_german():
    from game.campaigns import setup_words
    assert setup_words("caverns", []) == "in the Caverns"
    set_language("de")
    assert setup_words("caverns", []) == "Start: die Höhlen"


def test_the_german_autoplay_names_its_saved_game_in_german(monkeypatch, capsys, tmp_path):
    from game.headless import autoplay
    monkeypatch.setattr(autoplay, "play_saved", lambda game, saved_game, seed=0, **kw: game)  # a fresh game
    assert game_main.main(["--autoplay", "--lang", "de", "--seed", "3", "--saves", str(tmp_path)]) == 0
    err = capsys.readouterr().err
    assert err.startswith("Gespeichert als Spielstand „") and "Saved" not in err
