"""Commands and events are plain frozen dataclasses (issue 15): immutable all the way down, lists
given become tuples, one JSON form (`dump`), and the JSON boundary names the failing field."""

from __future__ import annotations

import dataclasses
import json

import pytest

from game.rules import ActivateAbility, Game, PlayCards, RuleViolation, dump, parse_command, parse_event
from game.rules.core.messages import CommandAccepted


def test_a_command_built_with_lists_holds_tuples_and_cannot_change() -> None:
    play = PlayCards(hero=0, cards=["fighter:1a", "fighter:2a"])
    assert play.cards == ("fighter:1a", "fighter:2a") and type(play.cards) is tuple
    assert play == PlayCards(hero=0, cards=("fighter:1a", "fighter:2a")) and hash(play)
    with pytest.raises(dataclasses.FrozenInstanceError):
        play.hero = 1  # type: ignore[misc]
    assert not hasattr(play, "__dict__")  # slotted: no field can be added either


def test_dump_writes_tuples_as_lists_and_parses_back_to_the_same_command() -> None:
    play = PlayCards(hero=1, cards=("wizard:1a",))
    assert dump(play) == {"kind": "play_cards", "hero": 1, "cards": ["wizard:1a"]}
    assert parse_command(json.dumps(dump(play))) == play
    assert parse_command(dump(play)) == play


@pytest.mark.parametrize(("sent", "field"), [
    ({"kind": "play_cards", "hero": True, "cards": []}, "hero"),
    ({"kind": "play_cards", "hero": "0", "cards": []}, "hero"),
    ({"kind": "play_cards", "hero": 0, "cards": [3]}, "cards.0"),
    ({"kind": "play_cards", "hero": 0}, "cards"),
    ({"kind": "play_cards", "hero": 0, "cards": [], "extra": 1}, "extra"),
])
def test_a_malformed_command_is_refused_naming_the_field(sent: dict, field: str) -> None:
    with pytest.raises(RuleViolation, match=f"'play_cards' is malformed: {field}: "):
        parse_command(sent)


def test_an_optional_field_left_out_takes_its_default() -> None:
    cmd = parse_command({"kind": "activate_ability", "hero": 0, "ability": "fighter/1", "front": 0})
    assert cmd == ActivateAbility(hero=0, ability="fighter/1", front=0)


def test_a_rulebook_games_first_event_leaves_the_options_out_and_round_trips() -> None:
    started = Game.new(heroes=["fighter"], seed=1).events[0]
    written = dump(started)
    assert not {"tier", "house_rules", "talents", "story_mode"} & set(written)
    assert parse_event(json.dumps(written)) == started


def test_an_event_keeps_its_own_copy_of_a_dict_it_was_given() -> None:
    sent = {"kind": "undo"}
    accepted = CommandAccepted(command=sent)
    sent["kind"] = "changed"
    assert accepted.command == {"kind": "undo"}
