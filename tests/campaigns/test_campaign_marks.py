"""Marks after a game (issue 17): one per Ecology descended and per level gained, three for defeating
the Final Entity, plus the challenge tier's bonus; read from the finished game's log."""

from __future__ import annotations

from functools import cache

import pytest

from game.bot import heuristic as bot
from game.campaigns import (
    CampaignBook,
    CampaignRuleError,
    entity_configurations,
    fewest_games_to_first_win,
    marks_for,
    new_campaign,
    records,
    settle,
    start_game,
    tier_bonus,
)
from game.rules import TIERS, Game, descent_record

PARTY = ["fighter", "wizard"]


@cache
def _played(seed: int) -> Game:
    game = Game.new(heroes=PARTY, seed=seed, ecology="ruins", variants=[])
    bot.play(game, seed=seed)
    return game


def first_game(holds, known: int) -> Game:
    """A seeded bot game for which `holds(game)` is true: seed `known` (where it held when the test was
    written), else the first of a few seeds."""
    for seed in (known, *range(12)):
        game = _played(seed)
        if holds(game):
            return game
    pytest.skip("no bot game of the first seeds ends that way")


def test_a_won_game_earns_descents_levels_three_for_the_final_entity_and_the_tier_bonus():
    game = first_game(lambda g: g.outcome == "won", 0)
    rec = descent_record(game)
    assert rec.final_entity_defeated and len(rec.final_entity) == 4
    assert rec.ecologies_descended == 3  # Ruins and Caverns to the next Ecology, the last Stairs to the Entity
    assert rec.levels_gained == (2, 2)  # one level at each Stair Guardian
    assert marks_for(game, "standard") == [3 + 2 + 3 + TIERS["standard"].marks] * 2
    assert marks_for(game, "fearless") == [3 + 2 + 3 + TIERS["fearless"].marks] * 2


@pytest.mark.slow  # whole games until one is lost to the Final Entity
def test_a_game_lost_to_the_final_entity_earns_no_final_entity_marks():
    game = first_game(lambda g: g.outcome == "lost" and descent_record(g).final_entity, 4)
    rec = descent_record(game)
    assert not rec.final_entity_defeated
    assert marks_for(game, "standard") == [rec.ecologies_descended + 2 + tier_bonus("standard")] * 2


def test_a_game_lost_in_the_first_ecology_earns_only_the_tier_bonus():
    game = first_game(lambda g: g.outcome == "lost" and g.state.ecology == "ruins", 7)
    assert descent_record(game).ecologies_descended == 0
    assert marks_for(game, "veteran") == [tier_bonus("veteran")] * 2


def test_a_game_started_deeper_counts_no_starting_levels_as_gained():
    game = Game.new(heroes=["fighter"], seed=1, ecology="caverns", variants=[])
    assert game.state.hero_states[0].level == 2
    assert descent_record(game).levels_gained == (0,)


def test_settling_records_the_game_its_marks_and_the_records():
    won = first_game(lambda g: g.outcome == "won", 0)
    lost = first_game(lambda g: g.outcome == "lost", 4)
    book = CampaignBook()
    c = new_campaign(book, "Lantern Bearers", PARTY)
    for game in (lost, won):
        start_game(c, save=f"save {game.state.seed}", seed=game.state.seed)
        settle(c, game)
    assert [g.outcome for g in c.games] == ["lost", "won"]
    assert c.marks_earned(0) == sum(marks_for(g, "standard")[0] for g in (lost, won))
    rec = records(c)
    assert (rec.games, rec.wins, rec.first_win) == (2, 1, 2)
    assert rec.configurations == (tuple(descent_record(won).final_entity[:3]),)
    assert entity_configurations() == 27  # three Head I, three Head II, three Body cards; one Tail
    assert fewest_games_to_first_win(book) == (2, "Lantern Bearers")


def test_an_unfinished_game_or_another_party_is_not_settled():
    book = CampaignBook()
    c = new_campaign(book, "Lantern Bearers", PARTY)
    with pytest.raises(CampaignRuleError, match="no game under way"):
        settle(c, _played(0))
    start_game(c, save="x", seed=3)
    with pytest.raises(CampaignRuleError, match="not over"):
        settle(c, Game.new(heroes=PARTY, seed=3, ecology="ruins", variants=[]))
    with pytest.raises(CampaignRuleError, match="another party"):
        game = Game.new(heroes=["rogue"], seed=3, ecology="ruins", variants=[])
        bot.play(game, seed=3)
        settle(c, game)
    assert c.games == [] and c.playing is not None
