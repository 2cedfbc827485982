"""The bot keeps placement options for the map tiles still to come (rulebook, EXPLORING: "players
should keep placement options available for their next Map Tile draw"): game/bot/tile_fit.py."""

from __future__ import annotations

import random

from game.bot import heuristic as bot
from game.bot.tile_fit import FitWatch
from game.rules import Game
from game.rules.areas.explore import DrawTile

# Subterranean Architecture's tiles whose open edges are all lower-level: a square the heroes reach
# only by an upper-level edge takes none of them
LOWER_ONLY = {"subterranean-07", "subterranean-24"}


def _placing(first_tile: str) -> Game:
    """A lone Fighter in Subterranean Architecture who has drawn `first_tile` beside the Entry Tile
    (Brass Threshold: upper-level edges north and south, lower-level edges east and west)."""
    game = Game.new(["fighter"], seed=0, ecology="subterranean", stacked={"tiles": [first_tile]})
    rng = random.Random(0)
    while game.state.phase != "exploring":  # a fresh start's Abilities and Items first
        game.do(bot.choose(game, rng))
    game.do(DrawTile())
    assert game.state.drawn_tile == first_tile
    return game


def test_the_bot_keeps_both_lower_level_sides_of_the_entry_open_when_it_can():
    # the Counting-House Vault fits on every side of the Entry Tile, as openly on each; on the east or
    # west it covers one of the two lower-level sides the lower-only tiles still to come need
    game = _placing("subterranean-06")
    legal = game.legal()
    scores = dict(zip(legal, bot.score_all(game, legal), strict=True))
    by_square: dict[tuple[int, int], float] = {}
    for cmd, score in scores.items():
        if cmd.kind != "place_tile":
            continue
        square = (cmd.x, cmd.y)  # type: ignore[attr-defined]
        by_square[square] = max(score, by_square.get(square, score))
    assert set(by_square) == {(0, -1), (0, 1), (1, 0), (-1, 0)}
    assert min(by_square[(0, -1)], by_square[(0, 1)]) > max(by_square[(1, 0)], by_square[(-1, 0)])


def test_a_tile_no_square_takes_is_counted_as_fitting_nowhere():
    game = _placing("subterranean-06")
    watch = FitWatch(game, game.board.reach(game.state))
    assert game.state.drawn_tile not in watch.tiles and "subterranean-01" not in watch.tiles
    geometry = game.content.geometry
    # the Counting-House Vault put east of the Entry Tile (its Monster not yet passed): the Entry's
    # west side is the only lower-level side left for a lower-only tile
    placed = next(g for g in geometry["subterranean-06"] if g.edges["W"][3] == "L")
    nowhere, once = watch.unfit_after(placed, 1, 0, ())
    assert nowhere == 0 and once >= len(LOWER_ONLY)
