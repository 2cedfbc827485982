"""The load menu's details speak a player's words: dates as a person writes them, counts in
proper singular and plural (no ISO time stamps, no "1 Abilities")."""

from __future__ import annotations

from game.saves.store import SaveSummary
from game.ui.scenes.load import campaign_details, played_when


def test_a_save_time_stamp_reads_as_a_date_and_a_time():
    assert played_when("2026-11-26T07:25:41.123456") == "26 Nov 2026, 07:25"
    assert played_when("2026-03-05T18:02:00") == "5 Mar 2026, 18:02"


def test_an_unreadable_time_stamp_reads_as_unknown():
    assert played_when(None) == "?"
    assert played_when("yesterday") == "?"


def test_campaign_details_show_no_iso_stamp():
    summary = SaveSummary(name="Deep Divers", path="/nowhere", date="2026-11-26T07:25:41",
                              heroes=["fighter"], status="in progress")
    text = campaign_details(summary)
    assert "last played 26 Nov 2026, 07:25" in text
    assert "T07" not in text


def test_campaign_details_name_each_ecology_in_the_players_language():
    from game.i18n import set_language
    from game.rules import Game
    from game.saves.records import hero_record
    from game.saves.store import EcologySummary
    latest = hero_record(Game.new(["fighter"], seed=1).state)
    eco = EcologySummary(index=1, ecology="caverns", name="the Caverns", status="in progress",
                         date="2026-11-26T07:25:41", entered=None, latest=latest)
    summary = SaveSummary(name="Deep Divers", path="/nowhere", date="2026-11-26T07:25:41",
                          heroes=["fighter"], status="in progress", ecologies=[eco])
    assert "<b>1. the Caverns</b>" in campaign_details(summary)
    set_language("de")
    assert "<b>1. die Höhlen</b>" in campaign_details(summary)
