"""A command naming a card that does not exist (issue 39, item 12): every kind that names cards
refuses it in a short sentence, quoting the id cut short, and changes nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.rules import Game, RuleViolation, dump, parse_command
from tests.kits.bot_positions import bot_positions

# the command kinds whose fields name cards (payments, hands, decks, items, abilities)
CARD_KINDS = ("activate_ability", "buy_ability", "buy_healing", "buy_key", "choose_ability", "equip_item",
              "play_cards", "play_feature_card", "replace_cards", "unequip_item", "unlock_with", "use_item")
GAMES = [(["fighter", "wizard", "rogue"], 0), (["fighter", "wizard", "rogue"], 1), (["fighter"], 0),
         (["fighter"], 1), (["fighter"], 2), (["fighter", "wizard"], 1)]  # the last: an Item to equip
BAD_IDS = {"unknown": "no-such-card", "huge": "z" * 100_000}
MAX_REFUSAL = 300  # characters: a sentence, not an echo


def card_fields(sent: dict[str, Any]) -> list[str]:
    return [k for k, v in sent.items() if k != "kind" and (isinstance(v, str) or (
        isinstance(v, list) and v and all(isinstance(x, str) for x in v)))]


@pytest.fixture(scope="module")
def positions() -> dict[str, tuple[list[Any], dict[str, Any]]]:
    """For each card-naming kind: the events of the first bot position listing it, and the command."""
    found: dict[str, tuple[list[Any], dict[str, Any]]] = {}
    for heroes, seed in GAMES:
        for position in bot_positions(Game.new(heroes, seed=seed), seed):
            for command in position.legal():
                sent = dump(command)
                if sent["kind"] in CARD_KINDS and sent["kind"] not in found and card_fields(sent):
                    found[sent["kind"]] = (list(position.events), sent)
            if len(found) == len(CARD_KINDS):
                return found
    return found


def fingerprint(game: Game) -> tuple[int, str, list[str]]:
    return (len(game.events), json.dumps(game.state.model_dump(mode="json"), sort_keys=True),
            [json.dumps(dump(c), sort_keys=True) for c in game.legal()])


def with_bad_id(sent: dict[str, Any], field: str, bad: str) -> dict[str, Any]:
    value = sent[field]
    return {**sent, field: bad if isinstance(value, str) else [*value[:-1], bad]}


@pytest.mark.parametrize("which", sorted(BAD_IDS))
@pytest.mark.parametrize("kind", CARD_KINDS)
def test_a_card_that_does_not_exist_is_refused_in_a_short_sentence_changing_nothing(positions, kind, which):
    assert kind in positions, f"no bot game of {GAMES} lists a {kind} command"
    events, sent = positions[kind]
    game = Game.replay(events)
    before = fingerprint(game)
    for field in card_fields(sent):
        bad = with_bad_id(sent, field, BAD_IDS[which])
        with pytest.raises(RuleViolation) as refusal:
            game.do(bad)
        words = str(refusal.value)
        assert len(words) <= MAX_REFUSAL, f"{kind}.{field}: {words[:120]}... ({len(words)} characters)"
        assert words[:1].isupper() and words.rstrip().endswith((".", ")")), f"{kind}.{field}: {words[:120]}"
        assert "KeyError" not in words and not words.startswith("'"), f"{kind}.{field}: {words[:120]}"
        assert fingerprint(game) == before
        assert not game.is_legal(bad)


def test_a_payment_with_an_unknown_card_says_no_such_card_is_in_the_xp_pool(positions):
    events, sent = positions["buy_key"]
    with pytest.raises(RuleViolation) as refusal:
        Game.replay(events).do({**sent, "pay": ["y" * 100_000]})
    words = str(refusal.value)
    assert words.startswith("No card called 'yyyy") and "is in the XP pool" in words and "…" in words
    assert len(words) < 150


def test_a_command_of_a_huge_unknown_kind_or_field_is_refused_briefly():
    with pytest.raises(RuleViolation) as kind:
        parse_command({"kind": "k" * 100_000})
    with pytest.raises(RuleViolation) as field:
        parse_command({"kind": "buy_key", "pay": [], "f" * 100_000: 1})
    assert len(str(kind.value)) < 100 and len(str(field.value)) < 150
