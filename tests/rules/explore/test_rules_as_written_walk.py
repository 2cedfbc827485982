"""Rules as written, checked in every position of whole bot games and random games (issue 22):

- the placement query (`Game.placement_problem`) and `do(PlaceTile)` agree for every tile the
  players may place: every listed spot is allowed by the query, every spot the query refuses is
  refused by the move with the same sentence, and (now and then) a listed spot is accepted;
- every XP payment the rules allow is reachable through `legal()`'s canonical form: a Key, Healing
  or an Ability is listed whenever the pool and the spendable items (equipped ones included) cover
  its cost, and other covering choices of cards and items are accepted as well;
- no position has neither a legal command nor an outcome.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.bot import heuristic as bot
from game.rules import BuyAbility, BuyHealing, BuyKey, Game, LevelUpStep, PlaceTile, RuleViolation, reference, xp_value
from game.rules.areas.progression import buy_problem
from game.rules.areas.xp import HEALING_PHASES, can_pay, cheapest_cover, payment_problem, spendable_items

NEAR = [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)]


def _positions(game: Game, seed: int, policy: str, limit: int = 4000) -> Iterator[Game]:
    rng = random.Random(seed)
    for _ in range(limit):
        if game.outcome is not None:
            return
        yield game
        legal = game.legal()
        if not legal:
            return
        # the random player makes every third choice outside combat at random, the rest as the bot
        # (all at random it dies in its first fights), so its games wander the map and go on
        wild = policy == "random" and game.state.phase != "combat" and rng.random() < 0.35
        game.do(rng.choice(legal) if wild else bot.choose(game, rng))


def _check_placements(game: Game, n: int) -> None:
    s = game.state
    tiles = [t for t in (s.drawn_tile, s.set_aside_tile) if t]
    listed = {(c.tile, c.x, c.y, c.rotation) for c in game.legal() if isinstance(c, PlaceTile)}
    for tile, x, y, r in listed:
        assert game.placement_problem(tile, x, y, r) is None, (tile, x, y, r)
    for tile in tiles:
        spots = {(p.x + dx, p.y + dy) for p in s.placements for dx, dy in NEAR}
        for x, y in sorted(spots)[:12]:
            for r in range(4):
                said = game.placement_problem(tile, x, y, r)
                assert (said is None) == ((tile, x, y, r) in listed), (tile, x, y, r, said)
                if said is not None:
                    try:
                        game.do(PlaceTile(tile=tile, x=x, y=y, rotation=r))
                    except RuleViolation as refused:
                        assert str(refused) == said
                    else:
                        raise AssertionError(f"the query refused {tile} at {(x, y, r)} ({said}) but the move took it")
    if listed and n % 20 == 0:  # now and then the move itself on a copy
        tile, x, y, r = sorted(listed)[0]
        copy = Game.replay(game.events, game.content)
        copy.do(PlaceTile(tile=tile, x=x, y=y, rotation=r))
        assert copy.state.placements[-1].tile == tile


def _alternatives(game: Game, cost: int) -> list[list[str]]:
    """Other covering payments than the listed ones: each spendable item with the pool's cheapest
    cover of the rest, all the items, and the whole pool with all the items."""
    pool, items = list(game.state.xp_pool), spendable_items(game)
    out = []
    for item in items:
        rest = cheapest_cover(game, pool, max(0, cost - xp_value(game, item)))
        if rest is not None:
            out.append([item, *rest])
    if sum(xp_value(game, i) for i in items) >= cost:
        out.append(list(items))
    if pool or items:
        out.append(pool + items)
    return [p for p in out if sum(xp_value(game, c) for c in p) >= cost]


def _check_payments(game: Game) -> None:
    s = game.state
    legal = game.legal()
    wants: list[tuple[type, int, object]] = []
    if s.phase == "exploring":
        wants.append((BuyKey, reference(game).key_cost, None))
    if s.phase in HEALING_PHASES and any(hs.health < hs.max_health for hs in s.hero_states):
        wants.append((BuyHealing, reference(game).healing.xp, None))
    step = s.pending[0] if s.phase == "resolving" and s.pending else None
    if isinstance(step, LevelUpStep) and not step.free:
        for h in range(len(s.heroes)):
            if buy_problem(game, step, h, "primary") is None:
                wants.append((BuyAbility, reference(game).ability_cost, h))
    for kind, cost, hero in wants:
        listed = [c for c in legal if isinstance(c, kind) and (hero is None or c.hero == hero)]  # type: ignore[attr-defined]
        assert bool(listed) == can_pay(game, cost), (kind.__name__, s.xp_pool, cost)
        for c in listed:
            assert payment_problem(game, list(c.pay), cost) is None  # type: ignore[attr-defined]
        if listed:
            for pay in _alternatives(game, cost):
                assert payment_problem(game, pay, cost) is None, pay


def _walk(game: Game, seed: int, policy: str) -> int:
    n = 0
    for position in _positions(game, seed, policy):
        assert position.legal() or position.outcome is not None, "a position with nothing to do and no outcome"
        if position.state.phase in ("placing", "exploring"):
            _check_placements(position, n)
        _check_payments(position)
        n += 1
    assert game.outcome is not None, "the game ended with neither an outcome nor a legal command"
    return n


@pytest.mark.slow  # whole bot games: with the end-to-end tests (-m slow), which CI runs
def test_every_position_of_whole_bot_games_keeps_the_rules_as_written() -> None:
    """Placement query == move, every allowed payment reachable, never stuck: whole bot games."""
    total = 0
    for seed, heroes, variants in [(1, ["fighter"], []), (2, ["rogue", "wizard"], ["one_dead_end"]),
                                   (5, ["fighter", "wizard", "rogue"], [])]:
        total += _walk(Game.new(heroes=heroes, seed=seed, variants=variants), seed, "bot")
    assert total > 1000


def test_every_position_of_random_games_keeps_the_rules_as_written() -> None:
    """The same checks where a random player goes: odd corners the bot never visits."""
    for seed in range(6):
        heroes = [["rogue"], ["fighter", "wizard"], ["wizard"]][seed % 3]
        _walk(Game.new(heroes=heroes, seed=100 + seed, variants=["one_dead_end"] if seed % 2 else []), seed, "random")
