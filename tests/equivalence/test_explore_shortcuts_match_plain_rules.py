"""Second exploring speed round: the shortcuts give what the plain rules and bot scores give.

Each test plays seeded bot games and, at every decision of its kind, compares the fast answer with
one worked out the slow way (straight from the rules' definitions)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.bot import heuristic as bot
from game.bot import placement
from game.rules import Game
from game.rules.areas.encounter import Encounter, encounter_problem
from game.rules.areas.legendary import RuneOutlook
from game.rules.content.runes import has_match, paired_sides
from tests.kits.bot_positions import bot_positions

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def positions(seeds: range, variants: tuple[str, ...] = ()) -> Iterator[Game]:
    """Every position of some bot games (the caller must not change the game)."""
    for seed in seeds:
        yield from bot_positions(Game.new(heroes=PARTIES[seed % 3], seed=seed, variants=variants), seed)


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_legal_encounters_are_the_encounter_problem_listing() -> None:
    checked = 0
    for game in positions(range(6), ("chests_locked",)):
        if game.state.phase != "exploring":
            continue
        s = game.state
        want = [Encounter(element=el.id) for el in game.board.encounterable(s)
                if encounter_problem(game, el.id) is None]
        got = [c for c in game.legal() if c.kind == "encounter"]
        assert got == want
        checked += bool(want)
    assert checked > 100


def test_crossable_and_placements_follow_the_frontier() -> None:
    checked = 0
    for game in positions(range(4)):
        if game.state.phase != "placing":
            continue
        reach = game.board.reach(game.state)
        assert reach.crossable == {sq for sq, needs in reach.frontier.items() if any(c for _, _, c in needs)}
        tile = game.state.drawn_tile
        assert tile is not None
        rotations = game.content.geometry[tile]
        want = [(x, y, r) for (x, y), needs in reach.frontier.items() for r in range(4)
                if all(rotations[r].edges[side] == edge for side, edge, _ in needs)
                and game.board.placement_problem(game.state, tile, x, y, r) is None]
        assert game.board.legal_placements(game.state, tile) == want
        checked += 1
    assert checked > 50


def _slow_progress(game: Game, tile: str, x: int, y: int, rotation: int) -> float:
    """rune_progress as first written: every open pattern matched on a copy of the grid."""
    ls = game.state.legendary
    geom = game.content.geometry[tile][rotation]
    grid = dict(game.board.grid)
    grid[(x, y)] = geom
    used = {tuple(n) for n in ls.used_nodes}
    waiting = {m.pattern for m in ls.matches.values()}
    score = 0.0
    paired = paired_sides(grid, used, (x, y))
    for side in geom.nodes:
        if side in paired:
            score += 0.5
    for number, pattern in game.content.rune_patterns.get(game.state.ecology, {}).items():
        if number not in ls.encountered and number not in waiting and has_match(pattern, grid, used, (x, y)):
            score += 2.0
    return score


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_rune_outlook_is_the_slow_progress() -> None:
    checked = scored = 0
    for game in positions(range(8)):
        if game.state.phase != "placing":
            continue
        outlook = RuneOutlook(game)
        for cmd in game.legal():
            if cmd.kind == "place_tile":
                args = (cmd.tile, cmd.x, cmd.y, cmd.rotation)  # type: ignore[attr-defined]
                fast = outlook.progress(*args)
                assert fast == _slow_progress(game, *args)
                checked += 1
                scored += fast >= 2.0
    assert checked > 1000 and scored > 0


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_progress_scores_with_a_position_are_the_plain_ones() -> None:
    checked = 0
    for game in positions(range(6)):
        legal = game.legal()
        kinds = [c for c in legal if c.kind in bot.PROGRESS_KINDS]
        if not kinds:
            continue
        pos = bot.Position(game)
        assert [bot.progress_score(game, c, pos) for c in kinds] == [bot.progress_score(game, c) for c in kinds]
        checked += 1
    assert checked > 100


def _slow_with_runes(game: Game, legal: list, scores: list[float]) -> list[float]:
    """placement.with_runes as first written: every command ranked, rune_progress for each candidate,
    a fresh ChainOutlook for each placement."""
    from game.rules.areas.legendary import rune_progress

    best = max(scores)
    out = list(scores)
    patterns = game.content.rune_patterns.get(game.state.ecology, {}).values()
    holeless = any(not sq.holes for p in patterns for sq in p.squares)
    for i in sorted(range(len(legal)), key=lambda i: -scores[i])[:placement.RUNE_CANDIDATES]:
        cmd, v = legal[i], scores[i]
        if cmd.kind != "place_tile" or not (holeless or game.content.geometry[cmd.tile][0].nodes):
            continue
        if v >= best - placement.RUNE_SLACK and v >= 3:
            out[i] = v + rune_progress(game, cmd.tile, cmd.x, cmd.y, cmd.rotation)
    # and the long chain (game/bot/legendary.py) for every placement open enough
    from game.bot.legendary import ChainOutlook
    for i, (cmd, v) in enumerate(zip(legal, scores, strict=True)):
        if cmd.kind == "place_tile" and v >= max(best - placement.CHAIN_SLACK, 4):
            out[i] += ChainOutlook(game).progress(cmd.tile, cmd.x, cmd.y, cmd.rotation)
    return out


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_with_runes_is_the_slow_ranking() -> None:
    checked = 0
    for game in positions(range(6)):
        legal = game.legal()
        if game.state.phase != "placing" or len(legal) < 2:
            continue
        scores = placement.placing_scores(game, legal, bot.Position(game), bot.score_command)
        assert placement.with_runes(game, legal, scores) == _slow_with_runes(game, legal, scores)
        checked += 1
    assert checked > 50


def test_step_copies_are_deep_copies() -> None:
    from game.rules.core.state_model import deep_copy, state_fields
    from game.rules.state.progress_state import ChooseHeroStep, FeatureTestStep, LegendaryStep, LevelUpStep

    steps = [FeatureTestStep(element="e", card="c", played=[["a1", "b2"], []]),
             ChooseHeroStep(source="chest", item=None), LevelUpStep(decided=[0], free=True),
             LegendaryStep(element="legendary-1", pattern=2, card="x", next="")]
    for step in steps:
        copy = deep_copy(step)
        assert copy == step.model_copy(deep=True)
        assert copy.model_dump() == step.model_dump()
        for name in state_fields(type(step)):
            value = getattr(step, name)
            if isinstance(value, list):
                assert getattr(copy, name) is not value
                assert all(a is not b for a, b in zip(getattr(copy, name), value, strict=True)
                           if isinstance(a, list))
