"""SPENDING EXPERIENCE POINTS: Keys and Healing, exact costs without change, cards the players
choose, items spendable; costs from the Ecology Reference Card."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import BuyHealing, BuyKey, Encounter, RuleViolation, healing_bought
from game.rules.areas.explore import DrawTile
from game.rules.areas.features import EndFeatureTest, PlayFeatureCard
from tests.kits.progress_kit import board_game


def with_pool(cards: list[str], heroes=("fighter",), variants=()):
    """A game whose XP pool holds these features (each Encountered, its test passed or failed)."""
    spots = [(3, 1), (1, 3), (5, 3), (3, 5), (2, 2), (4, 4)]
    elements = [("feature", *spots[i]) for i in range(len(cards))]
    game = board_game(elements, heroes=heroes, variants=variants, stacked={"features:ruins": cards})
    for el in [e.id for e in game.state.elements.values() if e.kind == "feature"]:
        game.do(Encounter(element=el))
        if game.state.phase == "resolving":
            game.do(PlayFeatureCard(hero=0))
            game.do(EndFeatureTest())
    assert sorted(game.state.xp_pool) == sorted(cards)
    return game


def test_a_key_costs_the_reference_card_price_and_no_change_is_given():
    game = with_pool(["votive-niche", "mosaic-of-warning", "crumbling-gallery", "collapsed-colonnade"])  # 1 XP each
    cost = game.content.references["ruins"].key_cost
    assert cost == 3  # cards/ruins/reference.toml
    keys = game.state.keys
    with pytest.raises(RuleViolation, match=f"{cost} XP is needed"):
        game.do(BuyKey(pay=["votive-niche", "mosaic-of-warning"]))
    game.do(BuyKey(pay=["votive-niche", "mosaic-of-warning", "crumbling-gallery", "collapsed-colonnade"]))  # 4 for 3
    assert game.state.keys == keys + 1 and game.state.xp_pool == []


def test_players_choose_which_cards_pay():
    game = with_pool(["votive-niche", "mosaic-of-warning", "crumbling-gallery", "collapsed-colonnade"])
    game.do(BuyKey(pay=["mosaic-of-warning", "crumbling-gallery", "collapsed-colonnade"]))
    assert game.state.xp_pool == ["votive-niche"]
    with pytest.raises(RuleViolation, match="Votive Niche is named more times than there are of it"):
        game.do(BuyKey(pay=["votive-niche", "votive-niche"]))


def test_keys_cannot_be_bought_between_drawing_and_placing_a_tile():
    game = with_pool(["votive-niche", "mosaic-of-warning"])
    game.do(DrawTile())
    with pytest.raises(RuleViolation, match="between drawing"):
        game.do(BuyKey(pay=["votive-niche", "mosaic-of-warning"]))
    assert not [c for c in game.legal() if c.kind == "buy_key"]


def test_healing_is_xp_times_heroes_split_as_the_players_choose():
    """"In the Ruins, for each Experience Point spent, the Heroes would receive 1 point of Health for
    each Hero in the game." """
    game = with_pool(["votive-niche", "mosaic-of-warning"], heroes=("fighter", "wizard"))
    assert healing_bought(game, 1) == 1 * 2
    hurt = [hs.max_health - hs.health for hs in game.state.hero_states]
    assert hurt == [2, 2]  # the Mosaic's damage (the Niche healed before it)
    with pytest.raises(RuleViolation, match="buys 2 Health"):
        game.do(BuyHealing(pay=["votive-niche"], heal=[2, 1]))
    game.do(BuyHealing(pay=["votive-niche"], heal=[1, 1]))
    game.do(BuyHealing(pay=["mosaic-of-warning"], heal=[1, 1]))
    assert all(hs.health == hs.max_health for hs in game.state.hero_states)


def test_healing_can_be_bought_while_placing_but_not_while_encountering():
    game = with_pool(["votive-niche", "mosaic-of-warning"])
    game.do(DrawTile())
    assert [c for c in game.legal() if c.kind == "buy_healing"]
    game2 = board_game([("feature", 3, 1), ("feature", 1, 3)],
                       stacked={"features:ruins": ["mosaic-of-warning", "trapped-threshold"]})
    feats = [e.id for e in game2.state.elements.values() if e.kind == "feature"]
    game2.do(Encounter(element=feats[0]))
    game2.do(Encounter(element=feats[1]))
    with pytest.raises(RuleViolation, match="not while Encountering"):
        game2.do(BuyHealing(pay=["mosaic-of-warning"], heal=[2]))


def test_twice_as_much_healing_variant():
    game = with_pool(["votive-niche"], variants=("double_healing",))
    assert healing_bought(game, 1) == 1 * 2


def test_legal_lists_payments_that_cover_the_cost():
    game = with_pool(["votive-niche", "mosaic-of-warning", "crumbling-gallery", "collapsed-colonnade"])
    buys = [c for c in game.legal() if c.kind == "buy_key"]
    assert buys and all(len(c.pay) == game.content.references["ruins"].key_cost for c in buys)
    for c in buys:
        game.do(c)
        break


def test_remembered_xp_offers_are_never_stale():
    """legal_xp remembers its offers by what they depend on (pool, held items, who is hurt ...):
    in every position of whole bot games they equal offers worked out afresh."""
    from game.rules import Game
    from game.rules.areas.xp import _xp_offers, legal_xp
    from tests.kits.bot_positions import bot_positions

    checked = 0
    for seed, heroes in [(1, ["fighter"]), (2, ["rogue", "wizard"])]:
        game = Game.new(heroes=heroes, seed=seed, variants=["double_healing"] if seed == 2 else [])
        for position in bot_positions(game, seed):
            if position.state.phase in ("exploring", "placing", "dead_end"):
                assert legal_xp(position) == _xp_offers(position)
                checked += 1
    assert checked > 100


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10), max_size=9), st.integers(min_value=1, max_value=16))
def test_the_offered_payment_is_the_least_overpaying_then_the_fewest_cards(values, cost):
    """"No change is given when Heroes cannot pay an exact cost": the payment offered first reaches
    the cost with the smallest total possible, and of those with the fewest cards (every subset tried)."""
    from itertools import combinations

    from game.rules.areas.xp import _cover_indexes

    got = _cover_indexes(tuple(values), cost)
    subsets = [c for n in range(len(values) + 1) for c in combinations(range(len(values)), n)
               if sum(values[i] for i in c) >= cost]
    if not subsets:
        assert got is None
        return
    assert got is not None and len(set(got)) == len(got)
    least = min(sum(values[i] for i in c) for c in subsets)
    fewest = min(len(c) for c in subsets if sum(values[i] for i in c) == least)
    assert sum(values[i] for i in got) == least
    assert len(got) == fewest
