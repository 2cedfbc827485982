"""A refusal about cards paid for XP names each card as printed, never by its id (a Legendary
Location card was named 'ruins-ll-4-saints' when a Buy Healing named it twice: found by the engine's
contract fuzzer)."""

from __future__ import annotations

from game.rules import Game
from game.rules.areas.xp import card_label


def test_every_card_that_carries_xp_is_named_as_printed():
    game = Game.new(["fighter"], seed=1)
    content = game.content
    for cards in (content.monsters.monsters, content.features, content.items, content.legendary):
        for card_id, card in list(cards.items())[:12]:
            assert card_label(game, card_id) == card.name, card_id
