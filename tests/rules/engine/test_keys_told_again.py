"""A log line about Keys ("A Key unlocks the Door (1 left).") counts the Keys the party held just after
its event, so the line told again (after a language change, on load, in a replay) is the line told
live, not one counting the Keys the party holds now."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic as bot
from game.i18n import set_language
from game.rules import Game, describe, scenario

KEY_LINES = {"keys_changed", "key_bought", "door_unlocked", "chest_unlocked"}


@pytest.fixture(scope="module")
def told_live() -> tuple[Game, list[tuple[str, str | None]]]:
    """A seeded three-hero game played by the bot through Game.do(), each event told as it happens."""
    set_language("en")
    game = Game.new(["rogue", "wizard", "fighter"], seed=3, ecology="caverns")
    rng = random.Random(3)
    live = [(e.kind, describe(game, e)) for e in game.events]
    for _n in range(1500):
        cmd = bot.choose(game, rng)
        if cmd is None or game.outcome is not None:
            break
        before = len(game.events)
        game.do(cmd)
        live += [(e.kind, describe(game, e)) for e in game.events[before:]]
    return game, live


def test_a_keys_line_told_again_is_the_line_told_live(told_live):
    game, live = told_live
    again = [(e.kind, describe(game, e)) for e in game.events]
    keys = [(a, b) for (kind, a), (_k, b) in zip(live, again, strict=True) if kind in KEY_LINES]
    assert {kind for kind, _line in live} >= {"keys_changed", "door_unlocked"}
    assert [b for _a, b in keys] == [a for a, _b in keys]


def test_a_bought_key_counts_the_keys_now_with_their_plural():
    set_language("en")
    game = Game.new(["fighter"], seed=1)
    scenario.set_keys(game, 0)
    scenario.set_xp_pool(game, ["mosaic-serpent", "marrow-hounds"])
    for expected in ("A Key is bought (1 Key now).", "A Key is bought (2 Keys now)."):
        game.do(next(c for c in game.legal() if c.kind == "buy_key"))
        assert describe(game, game.events[-1]) == expected
    first = next(e for e in game.events if e.kind == "key_bought")
    assert describe(game, first) == "A Key is bought (1 Key now)."  # told again after the second
    set_language("de")
    assert describe(game, first) == "Ein Schlüssel wird gekauft (jetzt 1 Schlüssel)."
    set_language("en")
