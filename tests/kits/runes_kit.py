"""Map positions for rune and symbol tests: a game on chosen tiles, a drawn tile placed, an entry tile."""

from __future__ import annotations

from game.rules import Game, PlaceTile
from game.rules.areas.explore import DrawTile
from tests.kits.tilekit import CROSS, content_with, tile


def game_on(tiles, order, ecology="ruins", heroes=("fighter",), stacked=None, seed=1):
    content = content_with(tiles, ecology)
    game = Game.new(heroes=list(heroes), seed=seed, ecology=ecology, content=content,
                    stacked={"tiles": order, **(stacked or {})})
    while game.state.phase == "resolving":  # a lower-Ecology start: take the starting Items/Abilities
        game.do(game.legal()[0])
    return game


def place(game: Game, x: int, y: int, rotation: int = 0) -> None:
    game.do(DrawTile())
    game.do(PlaceTile(tile=game.state.drawn_tile, x=x, y=y, rotation=rotation))


def entry(nodes, ecology="ruins", rows=CROSS, elements=()):
    return tile(f"{ecology}-entry", rows, [("entry", 3, 3), *elements], nodes=nodes, ecology=ecology)
