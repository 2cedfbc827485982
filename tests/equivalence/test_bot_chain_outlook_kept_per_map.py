"""The bot's chain outlook kept per map (bot_legendary: the squares where a tile can join a chain tile,
and the growing chains kept way by way, brought up to date tile by tile) gives what walking every
chain afresh gives, at every position of real bot games."""

from __future__ import annotations

import pytest

from game.bot import legendary as bot_legendary
from game.bot import tables as bot_tables
from game.bot.legendary import ChainOutlook, _growing, _icons_to_come, chain_pattern, partial_chains
from game.rules import Game, LentTile, has_icon
from tests.kits.bot_positions import bot_positions

GAMES = ((1, ["fighter", "wizard"]), (2, ["fighter", "wizard", "rogue"]), (7, ["fighter", "wizard"]))


def _growing_afresh(game: Game) -> set[tuple[int, int, str]]:
    """bot_legendary._growing as first written: every chain through every tile of the map."""
    pattern = chain_pattern(game)
    s = game.state
    if pattern is None or not s.tile_pile:
        return set()
    grid = game.board.grid
    used = {tuple(n) for n in s.legendary.used_nodes}
    to_come = _icons_to_come(game)
    out: set[tuple[int, int, str]] = set()
    for square, geom in grid.items():
        if not geom.nodes or not bot_tables.lays(pattern, geom):
            continue
        for placed, nodes in partial_chains(pattern, grid, used, square, to_come):  # type: ignore[arg-type]
            if 2 <= placed < len(pattern.squares):
                out |= nodes
    return out


def _progress_afresh(chain: ChainOutlook, game: Game, tile: str, x: int, y: int, rotation: int) -> float:
    """ChainOutlook.progress without the squares kept per map: every placement walked."""
    assert chain.pattern is not None
    geom = game.content.geometry[tile][rotation]
    grid = dict(game.board.grid)
    with LentTile(grid, (x, y), geom):
        to_come = chain.to_come - {icon for icon in ("boat", "sword") if has_icon(geom, icon)}
        best = max((placed for placed, _ in partial_chains(chain.pattern, grid, chain.used, (x, y), to_come)),
                   default=0)
    return bot_legendary.CHAIN_STEP * (best - 1) if best >= 2 else 0.0


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_growing_chains_and_chain_progress_equal_the_walk_afresh() -> None:
    grown = placed = scored = 0
    for seed, heroes in GAMES:
        for game in bot_positions(Game.new(heroes=heroes, seed=seed), seed):
            got = _growing(game)
            assert got == _growing_afresh(game)
            grown += bool(got)
            chain = ChainOutlook(game)
            if game.state.phase != "placing" or chain.pattern is None:
                continue
            for cmd in game.legal():
                if cmd.kind == "place_tile" and game.content.geometry[cmd.tile][0].nodes:  # type: ignore[attr-defined]
                    args = (cmd.tile, cmd.x, cmd.y, cmd.rotation)  # type: ignore[attr-defined]
                    want = _progress_afresh(chain, game, *args)
                    assert chain.progress(*args) == want
                    placed += 1
                    scored += want > 0
    assert grown > 50 and placed > 800 and scored > 20


def test_a_new_map_starts_the_kept_chains_over() -> None:
    """Two games' maps one after the other (and back): each answer is its own map's."""
    a, b = Game.new(heroes=["fighter"], seed=1), Game.new(heroes=["fighter"], seed=2)
    positions = []
    for game, seed in ((a, 1), (b, 2)):
        for n, position in enumerate(bot_positions(game, seed)):
            if n % 40 == 0 and chain_pattern(position) is not None and len(position.board.grid) > 4:
                positions.append(Game.replay(position.events))
            if n > 600:
                break
    assert len(positions) > 4
    for game in positions + positions[::-1]:
        assert _growing(game) == _growing_afresh(game)
