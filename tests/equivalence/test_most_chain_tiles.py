"""bot_legendary.most_chain_tiles (the chain walk without its node pairs, stopping at a whole
chain) gives the most tiles in place of partial_chains, for every placement the bot weighs."""

from __future__ import annotations

from game.bot.legendary import ChainOutlook, most_chain_tiles, partial_chains
from game.rules import Game, LentTile, has_icon
from tests.kits.bot_positions import bot_positions


def test_most_chain_tiles_is_the_most_of_partial_chains() -> None:
    checked = 0
    for seed, heroes in ((1, ["fighter", "wizard"]), (2, ["fighter", "wizard", "rogue"])):
        for game in bot_positions(Game.new(heroes=heroes, seed=seed), seed):
            chain = ChainOutlook(game)
            if game.state.phase != "placing" or chain.pattern is None:
                continue
            grid = dict(game.board.grid)
            for cmd in game.legal():
                if cmd.kind != "place_tile":
                    continue
                geom = game.content.geometry[cmd.tile][cmd.rotation]  # type: ignore[attr-defined]
                square = (cmd.x, cmd.y)  # type: ignore[attr-defined]
                to_come = chain.to_come - {icon for icon in ("boat", "sword") if has_icon(geom, icon)}
                with LentTile(grid, square, geom):
                    want = max((placed for placed, _ in partial_chains(chain.pattern, grid, chain.used, square,
                                                                       to_come)), default=0)
                    assert most_chain_tiles(chain.pattern, grid, chain.used, square, to_come) == want
                checked += 1
    assert checked > 200
