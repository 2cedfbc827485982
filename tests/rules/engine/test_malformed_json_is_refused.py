"""Anything read from a file or another program is untrusted (issue 20): parse_command and
parse_event answer malformed input of any shape, size or depth with the engine's own refusal,
RuleViolation with a short message, never RecursionError or ValueError."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import RuleViolation, parse_command, parse_event
from game.rules.core.messages import MAX_TEXT

DEEP = 200_000
HOSTILE = [
    "[" * DEEP,
    "{" * DEEP,
    '{"kind":"undo","x":' + "[" * DEEP,
    '{"kind":"undo","x":' + "[" * DEEP + "]" * DEEP + "}",
    "9" * 50_000,
    '{"kind":"undo","n":' + "9" * 50_000 + "}",
    b"\xff\xfe\x00\x00\xff",
    b'{"kind":"undo"' + b"\x80" * 10 + b"}",
    "x" * (MAX_TEXT + 1),
    '"' + "a" * 1000,
    "",
    "null",
    "[]",
    '{"kind":' + '"a"' * 3 + "}",
    '{"kind":null}',
    '{"kind":["undo"]}',
]


@pytest.mark.parametrize("parse", [parse_command, parse_event])
@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_json_text_gets_a_short_rule_violation(parse, text):
    with pytest.raises(RuleViolation) as err:
        parse(text)
    assert 10 < len(str(err.value)) < 200


def test_a_deeply_nested_dict_is_refused_or_parsed_never_a_recursion_error():
    deep: dict = {}
    inner = deep
    for _ in range(DEEP // 4):
        inner["a"] = {}
        inner = inner["a"]
    for parse, kind in ((parse_command, "undo"), (parse_event, "command_accepted")):
        with pytest.raises(RuleViolation):
            parse({"kind": kind, "hero": deep, "command": {"x": [deep]}, "extra": deep})


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                           lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=6), kids,
                                                                                    max_size=4), max_leaves=30)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.binary(max_size=80), st.text(max_size=80), json_values,
                 st.builds(lambda depth, open_: open_ * depth, st.integers(1, 5000), st.sampled_from("[{"))))
def test_random_input_is_a_command_or_a_rule_violation(data):
    for parse in (parse_command, parse_event):
        try:
            parse(data)
        except RuleViolation as err:
            assert str(err)
