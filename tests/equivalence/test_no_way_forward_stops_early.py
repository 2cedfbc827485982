"""no_way_forward asks the listers one by one and stops at the first move forward (speed: the
costly payments are rarely listed after every command): the same answer as reading the whole
listing, at every position of real bot games where the tile pile is used up."""

from __future__ import annotations

import pytest

from game.rules import Game
from game.rules.areas.explore import _FORWARD, ECOLOGY_NAMES, no_way_forward
from tests.kits.bot_positions import bot_positions

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def _plain(game: Game) -> str | None:
    """no_way_forward as first written (the whole listing read)."""
    s = game.state
    if s.outcome is not None or s.phase != "exploring" or s.tile_pile:
        return None
    kinds = {c.kind for c in game.legal()}
    if kinds & _FORWARD:
        return None
    if "buy_key" in kinds and any(el.kind in ("door", "chest") and el.status == "discovered"
                                  for el in game.board.encounterable_now(s)):
        return None
    return (f"Dead end: the map tile pile of {ECOLOGY_NAMES[s.ecology]} is used up and nothing within "
            "reach can be Encountered (no Key for a Door, nor the XP to buy one).")


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_no_way_forward_gives_the_whole_listings_answer() -> None:
    checked = 0
    for seed in range(6):
        for game in bot_positions(Game.new(heroes=PARTIES[seed % 3], seed=seed), seed):
            if game.state.phase == "exploring" and not game.state.tile_pile:
                assert no_way_forward(game) == _plain(game)
                checked += 1
    assert checked > 50
