"""Only a kind with a sequence or dict field runs a freezing __post_init__ (speed: most events hold
plain values and skip it). Every message of real bot games still holds tuples, never lists, and
equals the message its JSON form parses back to."""

from __future__ import annotations

import dataclasses

from game.bot import heuristic as bot
from game.rules import Game, dump, parse_event
from game.rules.core.messages import COMMANDS, EVENTS, Message


def _holds_a_list(value: object) -> bool:
    if isinstance(value, list):
        return True
    if isinstance(value, tuple):
        return any(_holds_a_list(v) for v in value)
    return isinstance(value, Message) and any(_holds_a_list(getattr(value, f)) for f in value._names)


def test_a_kind_skips_freezing_only_when_it_has_nothing_to_freeze() -> None:
    for kind, cls in {**COMMANDS, **EVENTS}.items():
        freezes = bool(cls._sequences or cls._nested or cls._mappings or cls._dicts)
        assert hasattr(cls, "__post_init__") == freezes, kind
        if not freezes:
            assert all(not str(f.type).startswith(("tuple", "Names", "Numbers", "dict", "list"))
                       for f in dataclasses.fields(cls)), kind


def test_messages_of_real_games_are_frozen_and_parse_back_equal() -> None:
    seen = set()
    for seed, heroes in enumerate((["fighter"], ["fighter", "wizard", "rogue"])):
        game = bot.play(Game.new(heroes=heroes, seed=seed), seed=seed)
        for e in game.events:
            assert not any(_holds_a_list(getattr(e, f)) for f in e._names if f not in e._dicts), e.kind
            if e.kind not in seen:
                seen.add(e.kind)
                assert parse_event(dump(e)) == e
    assert len(seen) > 30
