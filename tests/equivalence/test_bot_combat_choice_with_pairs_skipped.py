"""The bot's combat scores with the pairs it need not score (an ability worth more is listed) give the
same best commands as every command scored."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic as bot
from game.bot.combat import combat_score
from game.rules import Game

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_combat_scores_pick_what_every_score_picks() -> None:
    checked = skipped = 0
    for seed in range(6):
        game = Game.new(heroes=PARTIES[seed % 3], seed=seed)
        rng = random.Random(seed)
        for _ in range(4000):
            if game.outcome is not None:
                break
            legal = game.legal()
            if game.state.phase == "combat" and len(legal) > 1:
                pos = bot.Position(game)
                fast = bot._combat_scores(game, legal, pos)
                full = [bot.progress_score(game, c, bot.Position(game)) if c.kind in bot.PROGRESS_KINDS
                        else combat_score(game, c, bot.Position(game).judge) for c in legal]
                best = max(full)
                assert max(fast) == best
                assert [v == best for v in fast] == [v == best for v in full]
                for v, w in zip(fast, full, strict=True):
                    if v == bot._NOT_SCORED:
                        skipped += 1
                        assert w < best - 1.0
                    else:
                        assert v == w
                checked += 1
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)
    assert checked > 500 and skipped > 50
