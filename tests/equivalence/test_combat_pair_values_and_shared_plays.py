"""Combat's third round of speed paths give exactly what their first formulations gave: the bot's
two-card play expectation (against pair values asked one by one) and what-if front value, the
listed PlayCards (shared per hand), a round's fields set at once and a fight's foes copied field by
field."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from types import SimpleNamespace

import pytest

from game.bot import heuristic as bot
from game.bot.ability_worth import apply_card_effect
from game.bot.combat import Judge
from game.bot.combat_facts import Row, row_values
from game.rules import Game
from game.rules.areas.combat.events import PlayCards
from game.rules.areas.combat.legal import play_options
from game.rules.areas.combat.table import allowed_among, cards_needed, cards_to_play, current_front, kind_of
from game.rules.core.state_model import deep_copy
from game.rules.state.combat_state import Foe

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def _combat_positions(seeds: range, limit: int = 3000) -> Iterator[Game]:
    for seed in seeds:
        game = Game.new(heroes=PARTIES[seed % 3], seed=seed)
        rng = random.Random(seed)
        for _ in range(limit):
            if game.outcome is not None:
                break
            if game.state.phase == "combat":
                yield game
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)


def _first_play_value(judge: Judge, hero: int, foe_i: int, foe: Foe, vals: Counter[int],
                      hand_vals: list[int]) -> float:
    """Judge._play_value as first written (a loop adding each weighted pair of draws in turn)."""
    monster_n = cards_needed(judge.game, foe)[0]
    total = sum(vals.values())
    if total < 2:
        return 0.0
    items = list(vals.items())
    ms = [m for m, _ in items]
    worth = [{m: judge.pair_value(hero, foe_i, hv, m) for m in ms} for hv in hand_vals]
    if len(hand_vals) == 1 or monster_n == 1:
        return judge._play_value(hero, foe_i, foe, vals, hand_vals)  # (unchanged)
    a, b = hand_vals[0], hand_vals[1]
    exp = 0.0
    for m1, n1 in items:
        for m2, n2 in items:
            k = n1 * (n2 - (m1 == m2))
            if k <= 0:
                continue
            v1, v2 = worth[0][m1], worth[1][m2]
            if m1 > a and b > m2:
                best = v1
            elif m2 > b and a > m1:
                best = v2
            else:
                best = max(v1, v2)
            exp += k * best
    weight = float(total * (total - 1))
    return exp / weight if weight else 0.0


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_two_card_play_values_equal_the_loop_that_adds_each_pair_of_draws() -> None:
    checked = 0
    rng = random.Random(5)
    for game in _combat_positions(range(6)):
        c = game.state.combat
        assert c is not None
        if c.step != "play":
            continue
        judge = Judge(game)
        for h in range(len(game.state.heroes)):
            fi = current_front(c, h)
            if fi is None:
                continue
            foe_i = c.fronts[fi].foe
            foe = c.foes[foe_i]
            vals = judge.monster_values(foe)
            # the hand values of the table, then some a hand may come to (mods can raise or lower them)
            hands = [sorted(rng.randint(0, 12) for _ in range(2)) for _ in range(4)]
            decks = [vals, Counter({v: rng.randint(1, 3) for v in rng.sample(range(0, 13), 5)})]
            for deck in decks:
                for hand in hands:
                    got = judge._play_value(h, foe_i, foe, deck, hand)
                    want = _first_play_value(judge, h, foe_i, foe, deck, hand)
                    assert got == want and str(got) == str(want)  # the same float, sign of zero too
                    checked += 1
    assert checked > 200


def _first_front_value(judge: Judge, fi: int, rows: list[Row]) -> float:
    """Judge.front_value on what-if rows as first written (values, kinds, allowed_among, _best_pair)."""
    front = judge.c.fronts[fi]
    values = [row_values(r) for r in rows]
    kinds = [kind_of(*v) if r[0] is not None and r[1] is not None else None
             for r, v in zip(rows, values, strict=True)]
    return judge._best_pair(front, allowed_among(kinds), values)


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_what_if_front_values_equal_the_first_formulation() -> None:
    checked = 0
    rng = random.Random(7)
    for game in _combat_positions(range(6)):
        c = game.state.combat
        assert c is not None
        if c.step != "abilities":
            continue
        judge = Judge(game)
        for fi, front in enumerate(c.fronts):
            cards = [s.hero for s in front.slots] + [s.monster for s in front.slots] + [None]
            for _ in range(6):
                rows: list[Row] = [[rng.choice(cards), rng.choice(cards), rng.randint(-3, 3), rng.randint(-3, 3)]
                                   for _ in range(len(front.slots) or 1)]
                assert judge.front_value(fi, rows) == _first_front_value(judge, fi, rows)
                checked += 1
    assert checked > 200


def test_listed_plays_are_the_play_options_of_the_hand_in_order() -> None:
    checked = 0
    for game in _combat_positions(range(3)):
        c = game.state.combat
        assert c is not None
        if c.step != "play":
            continue
        plays = [cmd for cmd in game.legal() if isinstance(cmd, PlayCards)]
        fresh = []
        for h in range(len(game.state.heroes)):
            fi = current_front(c, h)
            if fi is not None:
                fresh += [PlayCards(hero=h, cards=cards)
                          for cards in play_options(game, h, cards_to_play(game, c, fi))]
        assert plays == fresh
        checked += 1
    assert checked > 50


def test_a_copied_foe_equals_its_deep_copy_and_shares_no_list() -> None:
    foes = [Foe(card="m", deck="light", health=[3, 2], max_health=[3, 3]),
            Foe(card="e", deck="heavy", health=[5, 4, 6], max_health=[5, 5, 6], parts=["a", "b", "c"],
                power_index=2, powered=True)]
    for foe in foes:
        copy, deep = deep_copy(foe), foe.model_copy(deep=True)
        assert copy == deep and copy.model_dump() == deep.model_dump()
        for name in ("health", "max_health", "parts"):
            assert getattr(copy, name) is not getattr(foe, name)
        copy.health[0] = 0
        assert foe.health[0] != 0


def _first_apply_card_effect(slots: list[Row], e: SimpleNamespace, pair: int | None) -> None:
    """bot_combat.apply_card_effect's Modify as first written (every present card's value read)."""
    side = "hero" if e.card.startswith("own") else "monster"
    card, mod = (0, 2) if side == "hero" else (1, 3)
    present = [i for i, s in enumerate(slots) if s[card] is not None]
    if not present:
        return
    vals = {i: row_values(slots[i])[card] for i in present}
    if e.card.endswith("chosen"):
        targets = [pair] if pair is not None and pair in vals else []
    elif e.card.endswith("highest"):
        targets = [max(present, key=lambda i: vals[i])]
    elif e.card.endswith("lowest"):
        targets = [min(present, key=lambda i: vals[i])]
    else:
        targets = present
    for i in targets:
        slots[i][mod] += e.amount


def test_what_if_modifies_change_the_rows_as_first_written() -> None:
    rng = random.Random(3)
    game = Game.new(heroes=["fighter"], seed=0)
    cards = [*game.state.hero_states[0].draw[:6], None]
    whiches = [f"{who}_{what}" for who in ("own", "opponent") for what in ("chosen", "highest", "lowest", "all")]
    for _ in range(3000):
        rows: list[Row] = [[rng.choice(cards), rng.choice(cards), rng.randint(-2, 2), rng.randint(-2, 2)]
                           for _ in range(rng.randint(1, 3))]
        e = SimpleNamespace(op="modify", card=rng.choice(whiches), amount=rng.choice([-2, -1, 1, 2]))
        pair = rng.choice([None, 0, 1, 2])
        got, want = [list(r) for r in rows], [list(r) for r in rows]
        apply_card_effect(got, e, pair)
        _first_apply_card_effect(want, e, pair)
        assert got == want
