"""Talents on the campaign sheets: our own designs over the engine's talent effects, bought with marks
between games and carried into every later game of the campaign."""

from __future__ import annotations

import pytest

from game.campaigns import (
    SHEETS,
    CampaignBook,
    CampaignRuleError,
    GamePlayed,
    earned,
    game_options,
    locked,
    new_campaign,
    sheet_for,
    start_game,
    unlock,
    unlock_problem,
)
from game.rules import HERO_IDS, TALENTS, Game


def _campaign_with_marks(marks: list[int], heroes: tuple[str, ...] = ("fighter", "rogue")):
    book = CampaignBook()
    c = new_campaign(book, "Test", list(heroes))
    c.games.append(GamePlayed(number=1, save="s", seed=1, tier="standard", outcome="won", ecologies_descended=3,
                              levels_gained=[2] * len(heroes), marks=marks))
    return c


def test_every_class_has_a_sheet_of_the_engines_talent_effects():
    assert set(SHEETS) == {"fighter", "wizard", "rogue"}
    for hero in HERO_IDS:
        sheet = sheet_for(hero)
        assert {t.effect for t in sheet} == set(TALENTS)  # each effect once, none the engine lacks
        assert len({t.id for t in sheet}) == len(sheet) and all(t.cost > 0 for t in sheet)


def test_unlocking_a_talent_spends_the_heros_marks():
    c = _campaign_with_marks([9, 9])
    cheapest = locked(c, 0)[0]
    unlock(c, 0, cheapest.id)
    assert c.marks_left(0) == 9 - cheapest.cost and c.marks_left(1) == 9
    assert earned(c, 0) == [cheapest] and cheapest not in locked(c, 0)


def test_a_talent_the_hero_cannot_pay_for_is_refused_with_the_cost():
    c = _campaign_with_marks([2, 2])
    t = locked(c, 0)[0]
    assert unlock_problem(c, 0, t.id) == f"{t.name} costs {t.cost} marks; this hero has 2."
    with pytest.raises(CampaignRuleError):
        unlock(c, 0, t.id)
    assert c.owned(0) == []


def test_a_talent_is_bought_once_and_only_between_games():
    c = _campaign_with_marks([30, 30])
    t = locked(c, 1)[0]
    unlock(c, 1, t.id)
    assert unlock_problem(c, 1, t.id) == f"{t.name} is already unlocked."
    assert unlock_problem(c, 1, "shield-wall") == "That talent is not on this hero's campaign sheet."
    start_game(c, save="s2", seed=2)
    assert "between games" in (unlock_problem(c, 0, locked(c, 0)[0].id) or "")


def test_the_next_game_carries_the_tier_and_each_heros_talent_effects():
    c = _campaign_with_marks([30, 30])
    c.tier = "veteran"
    unlock(c, 1, "lockpicks")
    options = game_options(c)
    assert options["tier"] == "veteran" and options["talents"] == {1: ["extra_key"]}
    game = Game.new(seed=5, **options)  # (what each effect does at the table: tests/rules/house_rules)
    assert game.state.tier == "veteran" and game.state.talents == [[], ["extra_key"]]
