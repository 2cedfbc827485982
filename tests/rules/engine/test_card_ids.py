"""An Action Card id ("fighter:5a", "light:power2", "rogue:item-3a") read by the rules' own parser:
whose card it is, its printed value, a Power Card, an Item's card."""

from __future__ import annotations

from game.rules import card_owner, card_value, is_item_card, is_power
from game.rules.content.hero_cards import numbered_ids, power_ids


def test_numbered_cards_read_back_their_owner_and_value() -> None:
    for card, value in zip(numbered_ids("light", [0, 3, 3, 12]), [0, 3, 3, 12], strict=True):
        assert (card_owner(card), card_value(card), is_power(card), is_item_card(card)) == ("light", value, False,
                                                                                              False)


def test_an_items_added_card_is_an_item_card_with_its_value() -> None:
    card = numbered_ids("rogue", [5], prefix="item-")[0]
    assert (card_owner(card), card_value(card), is_power(card), is_item_card(card)) == ("rogue", 5, False, True)


def test_a_power_card_has_no_value() -> None:
    for card in power_ids("fighter", 2) + power_ids("heavy", 1):
        assert is_power(card) and card_value(card) is None and not is_item_card(card)
    assert card_owner(power_ids("heavy", 1)[0]) == "heavy"
