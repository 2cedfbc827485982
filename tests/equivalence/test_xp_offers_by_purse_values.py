"""The XP offers' shortcuts list what the plain rule lists: payments worked out once per listing
from the purse's values (remembered by values, mapped back to the cards), legal_xp's Keys and
Healing remembered apart, against the payments rule read card by card (as it was written before)."""

from __future__ import annotations

import random

import pytest

from game.rules import Game
from game.rules.areas import xp
from game.rules.areas.xp import (
    BuyHealing,
    BuyKey,
    healing_bought,
    legal_xp,
    payments,
    reference,
    spendable_items,
    xp_value,
)
from game.rules.core.messages import Command
from tests.kits.bot_positions import bot_positions


def plain_cover_indexes(values: tuple[int, ...], cost: int) -> tuple[int, ...] | None:
    """The cheapest cover's knapsack as first written: every card extends every total short of the
    cost (no early stop); the first-found fewest-card way to the smallest total covering the cost."""
    if sum(values) < cost:
        return None
    cap = cost + max(values)
    best: list[tuple[int, ...] | None] = [None] * (cap + 1)
    best[0] = ()
    for i, v in enumerate(values):
        if v <= 0:
            continue
        before = best[:cost]
        for total in range(cost - 1, -1, -1):
            idx = before[total]
            if idx is None:
                continue
            t = total + v if total + v < cap else cap
            got = best[t]
            if got is None or len(got) > len(idx) + 1:
                best[t] = (*idx, i)
    for t in range(cost, cap + 1):
        if best[t] is not None:
            return best[t]
    return None


def plain_cover(game: Game, cards: list[str], cost: int) -> list[str] | None:
    if cost <= 0:
        return []
    idx = plain_cover_indexes(tuple(xp_value(game, c) for c in cards), cost)
    return None if idx is None else [cards[i] for i in idx]


def plain_payments(game: Game, cost: int, limit: int = 3) -> list[list[str]]:
    """xp.payments as first written: every card's value read at every cover, duplicates by name."""
    out: list[list[str]] = []
    pool = list(game.state.xp_pool)
    best = plain_cover(game, pool, cost)
    if best is not None:
        out.append(best)
    items = spendable_items(game)
    for item in items:
        rest = max(0, cost - xp_value(game, item))
        extra = plain_cover(game, pool, rest) if rest else []
        if extra is not None:
            out.append([item, *extra])
    if not out and items:
        both = plain_cover(game, pool + items, cost)
        if both is not None:
            out.append(both)
    unique: list[list[str]] = []
    for p in out:
        if sorted(p) not in [sorted(u) for u in unique]:
            unique.append(p)
    return unique[:limit]


def plain_offers(game: Game) -> list[Command]:
    s = game.state
    out: list[Command] = []
    if s.phase == "exploring":
        out += [BuyKey(pay=p) for p in plain_payments(game, reference(game).key_cost)]
    hurt = [i for i, hs in enumerate(s.hero_states) if hs.health < hs.max_health]
    if hurt:
        for p in plain_payments(game, reference(game).healing.xp, limit=1):
            total = healing_bought(game, sum(xp_value(game, c) for c in p))
            options = [[total if j == i else 0 for j in range(len(s.heroes))] for i in hurt]
            if len(hurt) > 1:
                split = [0] * len(s.heroes)
                for k in range(total):
                    split[hurt[k % len(hurt)]] += 1
                options.append(split)
            out += [BuyHealing(pay=p, heal=h) for h in options]
    return out


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_remembered_xp_offers_and_payments_by_values_are_the_plain_rules() -> None:
    checked = paid = 0
    for seed, heroes, variants in [(3, ["fighter", "wizard", "rogue"], ()), (5, ["wizard"], ("double_healing",))]:
        for n, game in enumerate(bot_positions(Game.new(heroes=heroes, seed=seed, variants=variants), seed)):
            if game.state.phase in xp.HEALING_PHASES:
                assert legal_xp(game) == plain_offers(game)
                checked += 1
            if n % 7 == 0:  # every cost a rule asks (Keys, Healing, Abilities), items and all
                for cost in range(0, 9):
                    assert payments(game, cost) == plain_payments(game, cost)
                    assert payments(game, cost, limit=1) == plain_payments(game, cost, limit=1)
                paid += 1
    assert checked > 300 and paid > 50


def test_payments_by_values_keep_cards_with_the_same_name_one_payment() -> None:
    """Payments that spend the same cards by name are one payment even when a card is there twice
    (the value-keyed ways compare cards by the first index of their name)."""
    game = Game.new(heroes=["fighter", "wizard"], seed=1)
    monster = next(iter(game.content.monsters.monsters))
    item = next(i for i, d in game.content.items.items() if d.drawback != "bound")
    for pool, held in [([monster, monster], [item]), ([monster, "votive-niche", monster], [item, item]),
                       ([], [item, item]), (["votive-niche", item], [item])]:
        game.state.xp_pool = list(pool)
        game.state.hero_states[0].unequipped = list(held)
        game.state.hero_states[1].unequipped = list(held[:1])
        for cost in range(0, 9):
            assert payments(game, cost) == plain_payments(game, cost)
            assert payments(game, cost, limit=1) == plain_payments(game, cost, limit=1)


def test_the_cheapest_cover_stopping_early_finds_the_way_the_whole_search_finds() -> None:
    """The search stops once the cost is reached with as few cards as any way can have: the way
    is the one searching every card finds (the same cards, not just as good)."""
    rng = random.Random(15)
    for _ in range(3000):
        values = tuple(rng.choice((0, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6)) for _ in range(rng.randrange(0, 25)))
        cost = rng.randrange(1, 10)
        assert xp._cover_indexes(values, cost) == plain_cover_indexes(values, cost), (values, cost)
