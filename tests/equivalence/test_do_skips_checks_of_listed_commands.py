"""do() skips a split decider's check for the very command object of the current listing (speed:
registry.decides(check=...), Game.do). Safe because the listers list only commands that pass the
check: checked here at every position of real bot games, with do() of an equal copy (checked) giving
the same events as do() of the listed object (not checked), and refusals keeping their reasons."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic as bot
from game.rules import Game, RuleViolation, dump, parse_command
from game.rules.ruleset import CHECKS
from tests.kits.bot_positions import bot_positions

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]
SPLIT = {"play_cards", "activate_ability", "resolve_pair", "finish_abilities", "place_tile", "encounter"}


def test_the_costly_deciders_are_split_into_check_and_change() -> None:
    assert set(CHECKS) >= SPLIT


def test_every_listed_command_passes_its_check_and_the_check_changes_nothing() -> None:
    checked: set[str] = set()
    for seed in range(3):
        for i, game in enumerate(bot_positions(Game.new(heroes=PARTIES[seed], seed=seed), seed)):
            events = len(game.events)
            before = game.state.model_dump() if i % 10 == 0 else None
            for cmd in game.legal():
                check = CHECKS.get(cmd.kind)
                if check is not None:
                    check(game, cmd)  # a listed command is never refused by its check
                    checked.add(cmd.kind)
            assert len(game.events) == events
            assert before is None or game.state.model_dump() == before
    assert checked >= SPLIT - {"activate_ability"} and "activate_ability" in checked


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_an_equal_copy_is_checked_and_plays_as_the_listed_object() -> None:
    """Two games in step: one is given the bot's listed objects (not checked), the other equal
    copies (checked, and found in the listing by equality)."""
    skipped = 0
    for seed in range(3):
        rng = random.Random(seed)
        game, twin = Game.new(heroes=PARTIES[seed], seed=seed), Game.new(heroes=PARTIES[seed], seed=seed)
        while game.outcome is None:
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            copy = parse_command(dump(cmd))
            assert copy is not cmd and not twin._from_listing(copy)
            skipped += cmd.kind in CHECKS and game._from_listing(cmd)
            assert [dump(e) for e in twin.do(copy)] == [dump(e) for e in game.do(cmd)]
        assert twin.state.model_dump() == game.state.model_dump()
    assert skipped > 1000


def _fight(seed: int = 1) -> Game:
    for game in bot_positions(Game.new(heroes=["fighter", "wizard"], seed=seed), seed):
        c = game.state.combat
        if c is not None and c.step == "abilities" and any(x.kind == "resolve_pair" for x in game.legal()):
            return Game.replay(game.events)
    raise AssertionError("no fight with a pair to resolve")


def test_an_unlisted_command_still_gets_its_checks_reason() -> None:
    game = _fight()
    resolve = next(c for c in game.legal() if c.kind == "resolve_pair")
    finish = parse_command({"kind": "finish_abilities", "hero": resolve.hero})  # type: ignore[attr-defined]
    events = len(game.events)
    with pytest.raises(RuleViolation, match="First choose which Combat Pair to resolve"):
        game.do(finish)
    assert len(game.events) == events


def test_a_command_of_an_older_listing_is_checked_again() -> None:
    game = _fight()
    resolve = next(c for c in game.legal() if c.kind == "resolve_pair")
    game.do(resolve)
    assert not game._from_listing(resolve)
    events = len(game.events)
    with pytest.raises(RuleViolation, match="already chosen"):
        game.do(resolve)
    assert len(game.events) == events
