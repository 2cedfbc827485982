"""Issue 39, item 9: a Feature test's hint never plays a certain fail while a chance remains, and says
so in the game's words ("drawing gives a 40 % chance to pass"), not in the bot's ratings."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.bot import advisor
from game.bot import heuristic as bot
from game.bot.feature_chance import Hand, chance, needed, pass_chance
from game.rules import Game
from game.ui.labels import command_label
from tests.kits.bot_positions import first_position


def _in_test(game: Game) -> bool:
    s = game.state
    return s.phase == "resolving" and bool(s.pending) and s.pending[0].step == "feature_test"


def _test_positions() -> Iterator[Game]:
    """Feature tests of bot games, and every position two test plays on from each (hand cards and
    blind draws alike): many totals, hands and plays left."""
    for heroes in (["fighter"], ["fighter", "wizard"], ["wizard"]):
        for seed in range(4):
            start = first_position(heroes, _in_test, range(seed, seed + 1), limit=600)
            if start is None:
                continue
            frontier = [start]
            for _ in range(3):
                nxt = []
                for game in frontier:
                    yield game
                    for cmd in game.legal():
                        if cmd.kind == "play_feature_card":
                            after = Game.replay(game.events)
                            after.do(cmd)
                            if _in_test(after):
                                nxt.append(after)
                frontier = nxt[:12]


def test_needing_5_with_a_4_in_hand_and_one_play_left_drawing_is_the_chance() -> None:
    # one play left, a 4 in hand, a pile of 6, 5, 3, 2, 1: the 4 cannot pass; drawing passes on 6 or 5
    pile = (6, 5, 3, 2, 1)
    assert chance(5 - 4, [Hand(0, (), pile)]) == 0.0
    assert chance(5, [Hand(1, (), pile)]) == pytest.approx(0.4)
    assert chance(5, [Hand(1, (4,), pile)]) == pytest.approx(0.4)  # the best plan draws


def test_no_hint_or_bot_choice_is_a_certain_fail_while_a_play_keeps_a_chance() -> None:
    checked = certain_fail_beside_a_chance = 0
    for game in _test_positions():
        plays = [c for c in game.legal() if c.kind == "play_feature_card"]
        chances = {c: pass_chance(game, c) or 0.0 for c in plays}
        hint = advisor.advise(game, command_label)
        assert hint is not None
        chosen = bot.choose(game, random.Random(0))  # the bot's own pick (ties broken at random)
        assert chosen is not None
        checked += 1
        if (needed(game) or 0) <= 0:
            assert hint.command.kind == chosen.kind == "end_feature_test", hint.reason  # passed: keep the rest
            continue
        best = max(chances.values(), default=0.0)
        if best > 0.0:
            for pick in (hint.command, chosen):
                assert pick.kind == "play_feature_card" and chances[pick] > 0.0, hint.reason
            if any(v == 0.0 for v in chances.values()):
                certain_fail_beside_a_chance += 1
        elif plays:  # no play can reach the target: the test fails whatever is played, and the hint says so
            assert "fails whatever is played" in hint.reason, hint.reason
    assert checked >= 20
    assert certain_fail_beside_a_chance >= 1  # the positions include the kind


def test_a_test_hint_speaks_of_the_chance_to_pass_not_ratings() -> None:
    worded = 0
    for game in _test_positions():
        hint = advisor.advise(game, command_label)
        assert hint is not None
        assert "rated" not in hint.reason, hint.reason
        if hint.command.kind == "play_feature_card":
            assert ("chance to pass" in hint.reason or "for sure" in hint.reason
                    or "fails whatever is played" in hint.reason), hint.reason
            worded += 1
    assert worded >= 5
