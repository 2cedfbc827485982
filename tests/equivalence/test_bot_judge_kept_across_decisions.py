"""The bot's combat Judge kept across decisions (bot_combat.judge_of: it forgets only what the events
since the last decision changed) answers as a Judge worked out afresh at every position of real bot
games: every command's score, and the facts and pair worths the score reads."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic as bot
from game.bot.combat import Judge, combat_score, judge_of
from game.rules import Game, PlayCards, ResolvePair, current_front

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def _check(game: Game, kept: Judge) -> None:
    fresh = Judge(game)
    for cmd in game.legal():
        if cmd.kind not in bot.PROGRESS_KINDS:
            assert combat_score(game, cmd, kept) == combat_score(game, cmd, fresh), cmd
    c = fresh.c
    for h in range(len(game.state.heroes)):
        assert kept.hero(h) == fresh.hero(h)
        fi = current_front(c, h)
        if fi is not None:
            foe = c.fronts[fi].foe
            assert kept._facts(h, foe, None) == fresh._facts(h, foe, None)
            assert kept.monster_values(c.foes[foe]) == fresh.monster_values(c.foes[foe])
    for fi in range(len(c.fronts)):
        assert kept.front_value(fi) == fresh.front_value(fi)


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_the_kept_judge_answers_as_a_fresh_one_at_every_combat_position() -> None:
    checked = 0
    for seed in (1, 2, 3, 5):  # (3: one hero, who plays on every front of a fight in turn)
        game = Game.new(heroes=PARTIES[seed % 3], seed=seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if game.outcome is not None:
                break
            if game.state.phase == "combat":
                legal = game.legal()
                # the bot's own pass first (what it remembers comes from its decisions), then the check
                bot.score_all(game, legal)
                _check(game, judge_of(game))
                checked += 1
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)
    assert checked > 300


def test_a_kept_judge_follows_a_hand_played_and_a_pair_chosen_without_scoring_between() -> None:
    """Commands taken with no decision scored between them (another player, the UI): the Judge
    catches up on every event since it last looked."""
    game = Game.new(heroes=["fighter", "wizard"], seed=3)
    rng = random.Random(3)
    kinds: set[type] = set()
    for step in range(2500):
        if game.outcome is not None:
            break
        if game.state.phase == "combat" and step % 3 == 0:
            _check(game, judge_of(game))
            kinds |= {type(c) for c in game.legal()}
        cmd = bot.choose(game, rng) if step % 2 else game.legal()[0] if game.legal() else None
        if cmd is None:
            break
        game.do(cmd)
    assert {PlayCards, ResolvePair} <= kinds


def test_an_undo_gives_a_fresh_judge() -> None:
    game = Game.new(heroes=["fighter"], seed=4)
    rng = random.Random(4)
    while game.state.phase != "combat" or not any(type(c) is ResolvePair for c in game.legal()):
        cmd = bot.choose(game, rng)
        assert cmd is not None
        game.do(cmd)
    before = judge_of(game)
    game.do(next(c for c in game.legal() if type(c) is ResolvePair))
    game.undo()
    assert judge_of(game) is not before
    _check(game, judge_of(game))
