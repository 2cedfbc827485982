"""The engine's contract (issue 20) as a property: at random positions of bot games, hostile variants
of the listed commands (tools/fuzz.py's mutations: field nudges, another hero, stale commands, junk
strings, huge and negative numbers, wrong types, unknown and unused fields, deep nesting) are
accepted exactly when legal, a refusal leaves the state, the events and legal() unchanged, and
nothing but RuleViolation escapes. The full run (10,000+ commands) is `python tools/fuzz.py`."""

from __future__ import annotations

import functools
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import Game, RuleViolation, dump
from game.rules.core.messages import COMMANDS, message_fields
from tools.fuzz import Findings, mutate, positions, probe, words_of


@functools.cache
def _logs() -> list[list[Any]]:
    """Event logs before a sample of decisions in three seeded bot games (one per party size)."""
    rng = random.Random(20)
    return [log for seed in (1, 2, 3) for log in positions(seed, 8, rng)]


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=st.integers(min_value=0, max_value=10_000), rng=st.randoms(use_true_random=False),
       stale_position=st.integers(min_value=0, max_value=10_000))
def test_do_accepts_a_command_exactly_when_it_is_legal_and_a_refusal_changes_nothing(
        position: int, rng: random.Random, stale_position: int) -> None:
    logs = _logs()
    game = Game.replay(logs[position % len(logs)])
    stale_game = Game.replay(logs[stale_position % len(logs)])
    stale = [dump(c) for c in stale_game.legal()]
    listing = [dump(c) for c in game.legal()]
    words = words_of(game)
    findings = Findings()
    for _ in range(6):
        base = rng.choice(listing or stale or [{"kind": "draw_tile"}])
        probe(game, mutate(base, rng, stale, words), findings, check_replay=False)
    if listing:
        assert probe(game, rng.choice(listing), findings, check_replay=False) is True  # listed: accepted
    assert findings.clean, {label: getattr(findings, label) for label in Findings.LABELS if getattr(findings, label)}


@pytest.mark.parametrize("field,value", [("hero", True), ("hero", "0"), ("hero", 0.0), ("target", False),
                                         ("pair", 10**30), ("pair", -(10**30)), ("card", "Nonejunk")])
def test_the_examples_the_fuzz_found_are_refused(field: str, value: object) -> None:
    """Issue 20's examples: bools, text and floats for ints are refused (strict types), and so are
    pairs and cards an ability does not use or that do not exist."""
    for log in _logs():
        game = Game.replay(log)
        for c in game.legal():
            if c.kind in ("activate_ability", "resolve_pair") and field in message_fields(type(c)):
                sent = {**dump(c), field: value}
                events = len(game.events)
                with pytest.raises(RuleViolation):
                    game.do(sent)
                assert len(game.events) == events and not game.is_legal(sent)
                return
    raise AssertionError("no combat position with an ability or pair to resolve")


def test_only_the_documented_kinds_are_listed_in_a_canonical_form() -> None:
    canonical = sorted(k for k, cls in COMMANDS.items() if cls.listing == "canonical" and not k.startswith("test_"))
    assert canonical == ["buy_ability", "buy_healing", "buy_key", "choose_story_option", "play_cards", "replace_cards"]


def test_a_play_of_other_cards_of_the_same_values_is_legal_though_not_listed() -> None:
    """play_cards is listed one play per distinct set of values; is_legal and do() take any."""
    for log in _logs():
        game = Game.replay(log)
        for c in game.legal():
            if c.kind != "play_cards":
                continue
            hand = game.state.hero_states[c.hero].hand  # type: ignore[attr-defined]
            twin = {x: y for x in c.cards for y in hand  # type: ignore[attr-defined]
                    if y != x and y not in c.cards and y.split(":")[1][:-1] == x.split(":")[1][:-1]}  # type: ignore[attr-defined]
            if not twin:
                continue
            x, y = next(iter(twin.items()))
            other = type(c)(hero=c.hero, cards=tuple(y if z == x else z for z in c.cards))  # type: ignore[attr-defined]
            assert other not in game.legal()
            assert game.is_legal(other)
            game.do(other)
            return
    pytest.skip("no hand with two cards of one value in these games")
