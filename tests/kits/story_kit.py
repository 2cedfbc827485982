"""Helpers for the story tests (no tests here): whole seeded bot games ended one way or the other (the
epilogue's tests, in the rules and on screen), and positions of seeded story-mode bot games where a
story choice waits, found once per process and replayed fresh for each test."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import pytest

from game.bot import heuristic as bot
from game.rules import Command, Event, Game, current_choice

PARTY = ("fighter", "wizard")


def played(seed: int, ecology: str, heroes: list[str] | None = None) -> Game:
    """A whole seeded bot game (the bot's RNG seeded the same), played to its end."""
    game = Game.new(heroes=heroes or ["fighter", "wizard"], seed=seed, ecology=ecology)
    bot.play(game, seed=seed)
    return game


def finished(won: bool) -> Game:
    """The first seeded Subterranean bot game that was won (or lost); the test is skipped if none was."""
    for seed in range(12):
        game = played(seed, "subterranean")
        if (game.outcome == "won") == won:
            return game
    pytest.skip("no bot game ended that way")


@lru_cache(maxsize=8)
def story_log(heroes: tuple[str, ...], seed: int) -> tuple[tuple[Event, ...], tuple[tuple[str, int], ...]]:
    """A whole seeded story-mode bot game: its log, and (place, events so far) at each story choice."""
    game = Game.new(list(heroes), seed=seed, story_mode=True)
    rng = random.Random(seed)
    waits: list[tuple[str, int]] = []
    while game.outcome is None:
        if current_choice(game) is not None:
            offer = next(e for e in reversed(game.events) if e.kind == "story_choice_offered")
            waits.append((offer.at, len(game.events)))  # type: ignore[attr-defined]
        cmd = bot.choose(game, rng)
        if cmd is None:
            break
        game.do(cmd)
    return tuple(game.events), tuple(waits)


def at_choice(place: str, heroes: tuple[str, ...] = PARTY, seeds: range = range(4), nth: int = 0) -> Game:
    """A fresh game at the `nth` story choice offered at `place` ("legendary:ruins", "final", ...)."""
    for seed in seeds:
        events, waits = story_log(heroes, seed)
        found = [n for at, n in waits if at == place]
        if len(found) > nth:
            return Game.replay(events[:found[nth]])
    raise AssertionError(f"no seeded story game reaches a story choice at {place}")


def with_events(game: Game, *events: dict[str, Any]) -> Game:
    """The same game with facts added to its log (a hurt hero, Keys lost) to set a position up."""
    return Game.replay([*game.events, *events])


def option_commands(game: Game, option: int) -> list[Command]:
    return [c for c in game.legal() if c.kind == "choose_story_option" and c.option == option]  # type: ignore[attr-defined]
