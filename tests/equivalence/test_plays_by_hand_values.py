"""Plays remembered by the hand's values (`legal._play_indexes`) are the plays worked out from
the hand's cards (two cards of one value are the same play), for hands with power cards, equal
values and fewer cards than wanted."""

from __future__ import annotations

import random
from itertools import combinations

from game.rules import Game
from game.rules.areas.combat import legal as combat_legal
from game.rules.content.hero_cards import card_value


def plain_play_options(hand: list[str], want: int) -> list[list[str]]:
    """play_options as first written: every combination of cards, the first of each set of values."""
    seen: set[tuple[int, ...]] = set()
    out = []
    for combo in combinations(hand, want):
        key = tuple(sorted(card_value(x) or 0 for x in combo))
        if key not in seen:
            seen.add(key)
            out.append(list(combo))
    return out


def test_plays_by_the_hands_values_are_the_plays_of_its_cards() -> None:
    game = Game.new(heroes=["fighter", "wizard"], seed=2)
    rng = random.Random(2)
    for hero, hs in enumerate(game.state.hero_states):
        cards = list(hs.draw) + [f"{hs.hero}:power1", f"{hs.hero}:power2"]
        for _ in range(400):
            hand = rng.sample(cards, rng.randrange(0, 8))
            hs.hand = hand
            for want in range(0, 4):
                assert combat_legal.play_options(game, hero, want) == plain_play_options(hand, want)
