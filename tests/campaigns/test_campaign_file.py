"""The campaigns file: JSON in the save folder with a format version, written atomically, read back
the same; a damaged file is refused with a message naming what is wrong and never overwritten."""

from __future__ import annotations

import json

import pytest

from game.campaigns import (
    FILE_NAME,
    FORMAT,
    CampaignBook,
    CampaignFile,
    CampaignFileError,
    GamePlayed,
    campaigns_path,
    new_campaign,
    start_game,
    unlock,
)
from game.campaigns.model import MIGRATIONS
from game.saves import ENV_VAR


def _book() -> CampaignBook:
    book = CampaignBook()
    c = new_campaign(book, "Lantern Bearers", ["fighter", "wizard-rogue"], tier="veteran")
    c.games.append(GamePlayed(number=1, save="2026-11-26 0500 fighter", seed=7, tier="veteran", outcome="won",
                              ecologies_descended=3, levels_gained=[2, 2],
                              final_entity=["head-of-hunger", "head-of-storms", "body-of-coils", "tail-of-the-maw"],
                              final_entity_defeated=True, marks=[10, 10]))
    unlock(c, 0, "shield-wall")
    start_game(c, save="2026-11-26 0530 fighter", seed=8)
    new_campaign(book, "Lantern Bearers", ["rogue"])  # the same name again: made unique
    return book


def test_the_campaigns_file_round_trips(tmp_path):
    store = CampaignFile(tmp_path)
    book = _book()
    store.save(book)
    assert store.path == tmp_path / FILE_NAME
    doc = json.loads(store.path.read_text())
    assert doc["format"] == FORMAT and doc["kind"] == "forgotten-depths/campaigns"
    again = store.load()
    assert again == book
    assert [c.name for c in again.campaigns] == ["Lantern Bearers", "Lantern Bearers 2"]
    store.save(again)  # the previous file is kept as a backup
    assert (tmp_path / (FILE_NAME + ".bak")).read_bytes() == store.path.read_bytes()


def test_no_file_yet_is_an_empty_book_and_the_file_follows_the_saves_folder(tmp_path, monkeypatch):
    assert CampaignFile(tmp_path / "new").load() == CampaignBook()
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert campaigns_path() == tmp_path / "env" / FILE_NAME
    assert campaigns_path(tmp_path / "flag") == tmp_path / "flag" / FILE_NAME  # --saves DIR first


@pytest.mark.parametrize(("damage", "words"), [
    (lambda text: text[:-40], "not JSON at line"),
    (lambda text: text.replace('"tier": "veteran"', '"tier": 3', 1), 'campaign "Lantern Bearers", tier'),
    (lambda text: text.replace('"marks": [\n      10,', '"marks": [\n      -4,', 1), "has spent more marks"),
    (lambda text: text.replace('"shield-wall"', '"wings"', 1), "talent 'wings' their sheet does not offer"),
    (lambda text: text.replace('"fighter"', '"dragon"', 1), "'dragon' is not a hero"),
    (lambda text: text.replace(f'"format": {FORMAT}', '"format": 99', 1), "newer version"),
    (lambda text: "[1, 2]", "not a Forgotten Depths campaigns file"),
])
def test_a_damaged_file_is_refused_by_name_and_never_overwritten(tmp_path, damage, words):
    store = CampaignFile(tmp_path)
    store.save(_book())
    store.path.write_text(damage(store.path.read_text()))
    before = store.path.read_bytes()
    with pytest.raises(CampaignFileError, match=FILE_NAME) as err:
        store.load()
    assert words in str(err.value)
    with pytest.raises(CampaignFileError):
        store.save(_book())
    assert store.path.read_bytes() == before


def test_a_link_in_place_of_the_file_is_refused(tmp_path):
    (tmp_path / "elsewhere.json").write_text("{}")
    (tmp_path / FILE_NAME).symlink_to(tmp_path / "elsewhere.json")
    with pytest.raises(CampaignFileError, match="link"):
        CampaignFile(tmp_path).load()


def test_an_older_format_is_migrated(tmp_path, monkeypatch):
    store = CampaignFile(tmp_path)
    store.save(_book())
    doc = json.loads(store.path.read_text())
    doc["format"] = FORMAT
    doc["campaigns"][0]["name"] = "Old name"
    monkeypatch.setattr("game.campaigns.store.FORMAT", FORMAT + 1)
    monkeypatch.setitem(MIGRATIONS, FORMAT, lambda d: {**d, "campaigns": [{**d["campaigns"][0], "name": "New"},
                                                                           *d["campaigns"][1:]]})
    store.path.write_text(json.dumps(doc))
    assert store.load().campaigns[0].name == "New"
