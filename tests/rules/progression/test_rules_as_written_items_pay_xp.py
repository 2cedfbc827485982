"""Rules as written: equipped items may pay XP, and every allowed payment is reachable (issue 22,
point 4)."""

from __future__ import annotations

from game.rules import BuyAbility, BuyHealing, BuyKey, scenario
from game.rules.areas.progression import PassAbility
from game.rules.areas.xp import payment_problem
from tests.kits.heroes_kit import level_up_game
from tests.kits.progress_kit import board_game

GEAR = ["ringmail-shirt", "bossed-round-shield"]  # 3 XP each, both equipped


def test_equipped_items_may_be_spent_for_an_ability_at_level_up() -> None:
    """"Equipped and Unequipped Items may be spent for their Experience Point Value." At Level Up,
    where items cannot be unequipped, a Fighter whose only value is an equipped shirt and shield
    (3 XP each; a Ruins Ability costs 3, cards/ruins/reference.toml) can still buy an Ability,
    paying with either item, and keeps the other."""
    game = level_up_game(("fighter",))
    assert game.content.references["ruins"].ability_cost == 3
    hs = game.state.hero_states[0]
    scenario.set_xp_pool(game, [])
    scenario.set_items(game, 0, equipped=GEAR, unequipped=hs.unequipped)
    buys = [c for c in game.legal() if isinstance(c, BuyAbility)]
    assert sorted(tuple(c.pay) for c in buys) == sorted((item,) for item in GEAR)
    assert PassAbility(hero=0) in game.legal()
    game.do(BuyAbility(hero=0, pay=["bossed-round-shield"]))
    assert hs.equipped == ["ringmail-shirt"] and any(c.kind == "choose_ability" for c in game.legal())


def test_equipped_items_may_pay_for_keys_and_healing_and_any_covering_choice_is_accepted() -> None:
    """"Equipped and Unequipped Items may be spent for their Experience Point Value." / "Players
    decide together which Cards from their communal pool to spend": with one 1-XP card in the pool
    and an equipped shirt and shield, a Key (2 XP) and Healing are listed, and whatever covering
    mix of pool cards and items the players pick is accepted."""
    game = board_game([("feature", 3, 1)], stacked={"features:ruins": ["votive-niche"]})
    hs = game.state.hero_states[0]
    scenario.set_xp_pool(game, ["votive-niche"])
    scenario.set_items(game, 0, equipped=GEAR, unequipped=hs.unequipped)
    scenario.set_health(game, 0, hs.health - 4)
    kinds = {c.kind for c in game.legal()}
    assert {"buy_key", "buy_healing"} <= kinds
    key_cost = game.content.references["ruins"].key_cost
    for pay in (["ringmail-shirt"], ["votive-niche", "bossed-round-shield"], GEAR, ["votive-niche", *GEAR]):
        assert payment_problem(game, pay, key_cost) is None
    assert payment_problem(game, ["votive-niche"], key_cost) is not None
    game.do(BuyKey(pay=["bossed-round-shield"]))
    assert hs.equipped == ["ringmail-shirt"] and game.state.xp_pool == ["votive-niche"]
    game.do(BuyHealing(pay=["ringmail-shirt"], heal=[3]))
    assert hs.equipped == [] and hs.health == hs.max_health - 1
    assert any(isinstance(c, BuyHealing) for c in game.legal())  # the pool card still pays
