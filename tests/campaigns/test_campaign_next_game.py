"""A campaign's next game is set up between games like its tier: the Ecology it begins in (the
rulebook's "Starting the Game at a Lower Ecology") and its house rules carry into `Game.new`, are
noted on the game under way and on the game counted, and are kept in the campaigns file (format 2;
a format 1 file reads as Ruins starts without house rules)."""

from __future__ import annotations

import json

import pytest

from game.campaigns import (
    CampaignBook,
    CampaignFile,
    CampaignRuleError,
    campaign_of_save,
    game_options,
    new_campaign,
    set_up_next_game,
    settle,
    start_game,
)
from game.campaigns.store import parse_book
from game.rules import Game


def test_the_next_game_begins_in_the_chosen_ecology_with_the_chosen_house_rules(tmp_path):
    book = CampaignBook()
    c = new_campaign(book, "Deep Divers", ["rogue"])
    set_up_next_game(c, ecology="caverns", house_rules=["open_monster_deck", "knocked_out"])
    assert c.house_rules == ["knocked_out", "open_monster_deck"], "kept in the house rules' own order"
    game = Game.new(seed=7, **game_options(c))
    assert game.state.ecology == "caverns" and sorted(game.state.house_rules) == ["knocked_out", "open_monster_deck"]
    start_game(c, save="the save", seed=7)
    assert (c.playing.ecology, c.playing.house_rules) == ("caverns", ["knocked_out", "open_monster_deck"])
    CampaignFile(tmp_path).save(book)
    again = CampaignFile(tmp_path).load().find("Deep Divers")
    assert again == c
    assert campaign_of_save(book, "the save") is c and campaign_of_save(book, "another") is None
    from game.bot import heuristic as bot
    bot.play(game, seed=7)
    played = settle(c, game)
    assert (played.ecology, played.house_rules) == ("caverns", ["knocked_out", "open_monster_deck"])
    assert campaign_of_save(book, "the save") is c, "a counted game still belongs to its campaign"


def test_the_setup_is_refused_while_a_game_is_under_way_and_names_a_bad_choice():
    c = new_campaign(CampaignBook(), "Deep Divers", ["rogue"])
    with pytest.raises(CampaignRuleError, match="'abyss' is not an Ecology"):
        set_up_next_game(c, ecology="abyss")
    with pytest.raises(CampaignRuleError, match="'easy' is not a house rule"):
        set_up_next_game(c, house_rules=["easy"])
    start_game(c, save="s", seed=1)
    with pytest.raises(CampaignRuleError, match="between games"):
        set_up_next_game(c, ecology="caverns")
    assert c.ecology == "ruins" and c.house_rules == []


def test_a_format_1_file_reads_as_ruins_starts_without_house_rules():
    doc = {"format": 1, "kind": "forgotten-depths/campaigns", "campaigns": [
        {"name": "Old Guard", "created": "2026-11-01T10:00:00", "heroes": ["fighter"], "tier": "standard",
         "talents": [[]], "games": [{"number": 1, "save": "a", "seed": 1, "tier": "standard", "outcome": "lost",
                                     "ecologies_descended": 0, "levels_gained": [0], "marks": [1]}],
         "playing": {"save": "b", "seed": 2, "tier": "standard"}}]}
    c = parse_book(json.dumps(doc).encode()).find("Old Guard")
    assert (c.ecology, c.house_rules, c.games[0].ecology, c.playing.ecology) == ("ruins", [], "ruins", "ruins")


def test_a_campaign_refusal_is_told_in_the_players_language():
    from game.i18n import set_language

    c = new_campaign(CampaignBook(), "Deep Divers", ["rogue"])
    set_language("de")
    with pytest.raises(CampaignRuleError, match="'abyss' ist kein Ökosystem"):
        set_up_next_game(c, ecology="abyss")
    start_game(c, save="s", seed=1)
    with pytest.raises(CampaignRuleError, match="beende zuerst das laufende Spiel"):
        set_up_next_game(c, ecology="caverns")
