"""The bot's placing of map tiles: keep the map open (how many squares the heroes can still build
onto after a placement), and give up a little openness to build toward a Legendary Location's runes
or to lay a tile into the long chain."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.bot.legendary import ChainOutlook
from game.bot.tables import holeless, sides_beyond, steps_after
from game.bot.tile_fit import FitWatch
from game.rules import Command, Game, Reach, TileGeometry

if TYPE_CHECKING:
    from game.bot.heuristic import Position


def crossable_after(game: Game, tile: str, x: int, y: int, rotation: int,
                    pos: Position | None = None) -> int:
    """How many empty squares the heroes could build onto after this placement (keep the map open).

    Traces paths inside the new tile from the sides that meet the heroes' area, without passing
    regions its own Monsters, Features or Doors would obstruct.
    """
    reach = game.board.reach(game.state)
    crossable = (pos or Position(game)).crossable
    return _open_after(game.content.geometry[tile][rotation], x, y, reach, game.board.grid, crossable)


def _open_after(geom: TileGeometry, x: int, y: int, reach: Reach, grid: dict[tuple[int, int], TileGeometry],
                crossable: set[tuple[int, int]]) -> int:
    needs = reach.frontier.get((x, y))
    entered = tuple(side for side, _, c in needs if c) if needs else ()
    # the squares the placement opens are never (x, y) itself: count them without copying the set
    return _opened(geom, x, y, entered, _linked(geom, reach), len(crossable) - ((x, y) in crossable), grid, crossable)


def _linked(geom: TileGeometry, reach: Reach) -> bool:
    """Whether the heroes arrive on the tile by its passage / portal network."""
    linking = geom.linking_regions
    return bool(linking) and any(net in reach.networks for _, net in linking)


def _opened(geom: TileGeometry, x: int, y: int, entered: tuple[str, ...], linked: bool, count: int,
            grid: dict[tuple[int, int], TileGeometry], crossable: set[tuple[int, int]]) -> int:
    """`count` plus the empty squares not yet crossable that the tile's paths newly reach."""
    for dx, dy in steps_after(geom, entered, linked):
        square = (x + dx, y + dy)
        if square not in grid and square not in crossable:
            count += 1
    return count


def placement_score(game: Game, cmd: Command, pos: Position) -> float:
    geom = game.content.geometry[cmd.tile][cmd.rotation]  # type: ignore[attr-defined]
    open_after = crossable_after(game, cmd.tile, cmd.x, cmd.y, cmd.rotation, pos)  # type: ignore[attr-defined]
    return _openness(open_after, geom) - fit_risks(game, [cmd])[0]


def fit_risks(game: Game, legal: list[Command]) -> list[float]:
    """For each command, what its placement risks of a dead end at the next draws (0 for a command
    that places no tile): tile_fit.FitWatch's share of the tiles still to come that would fit
    nowhere, weighted."""
    reach = game.board.reach(game.state)
    watch: FitWatch | None = None
    geometry = game.content.geometry
    out = []
    for cmd in legal:
        if cmd.kind != "place_tile":
            out.append(0.0)
            continue
        watch = watch or FitWatch(game, reach)
        x, y = cmd.x, cmd.y  # type: ignore[attr-defined]
        geom = geometry[cmd.tile][cmd.rotation]  # type: ignore[attr-defined]
        needs = reach.frontier.get((x, y))
        entered = tuple(side for side, _, c in needs if c) if needs else ()
        out.append(watch.risk(geom, x, y, sides_beyond(geom, entered, _linked(geom, reach))))
    return out


def _openness(open_after: int, geom: TileGeometry) -> float:
    return open_after - danger(open_after) + 0.01 * len(geom.open_sides)


def danger(open_after: int) -> float:
    """A map with one or two open squares left is one bad draw from a dead end."""
    return 3.0 if open_after <= 1 else 1.0 if open_after == 2 else 0.0


def placing_scores(game: Game, legal: list[Command], pos: Position,
                   score_other: Callable[[Game, Command, Position], float]) -> list[float]:
    """score_command of each command while a tile is being placed (`score_other`: the bot's score of a
    command that places no tile) (speed: what every placement
    looks up, looked up once)."""
    reach = game.board.reach(game.state)
    grid = game.board.grid
    crossable = pos.crossable
    geometry = game.content.geometry
    frontier = reach.frontier
    # speed: what _open_after reads of a square (the sides the heroes enter by, the crossable squares
    # but itself), once per square
    squares: dict[tuple[int, int], tuple[tuple[str, ...], int]] = {}
    linked_of: dict[tuple[str, int], bool] = {}  # _linked of each tile as turned, once per decision
    total = len(crossable)
    out = []
    for cmd in legal:
        if cmd.kind != "place_tile":
            out.append(score_other(game, cmd, pos))
            continue
        x, y = cmd.x, cmd.y  # type: ignore[attr-defined]
        facts = squares.get((x, y))
        if facts is None:
            needs = frontier.get((x, y))
            facts = squares[(x, y)] = (tuple(side for side, _, c in needs if c) if needs else (),
                                       total - ((x, y) in crossable))
        entered, count = facts
        geom = geometry[cmd.tile][cmd.rotation]  # type: ignore[attr-defined]
        turn = (cmd.tile, cmd.rotation)  # type: ignore[attr-defined]
        linked = linked_of.get(turn)
        if linked is None:
            linked = linked_of[turn] = _linked(geom, reach)
        # _opened, and _openness with danger, inline (the same sums in the same order)
        for dx, dy in steps_after(geom, entered, linked):
            square = (x + dx, y + dy)
            if square not in grid and square not in crossable:
                count += 1
        out.append(count - (3.0 if count <= 1 else 1.0 if count == 2 else 0.0) + 0.01 * len(geom.open_sides))
    # the dead-end watch: tiles still to come that the map would then take nowhere
    return [v - r for v, r in zip(out, fit_risks(game, legal), strict=True)]


RUNE_SLACK = 2.5  # how much openness the bot gives up to build toward a Legendary Location
RUNE_CANDIDATES = 8  # of the most open placements
CHAIN_SLACK = 4.0  # how much openness the bot gives up to lay a tile into the long chain


def with_runes(game: Game, legal: list[Command], scores: list[float]) -> list[float]:
    """Among placements that keep the map about as open as the best one, build toward the rune
    patterns still to find (rune matching is costly: only those candidates are checked)."""
    runes, chain = legendary_bonuses(game, legal, scores)
    return plus_bonuses(scores, runes, chain)


def plus_bonuses(scores: list[float], runes: dict[int, float], chain: dict[int, float]) -> list[float]:
    """The placing scores with the rune and chain bonuses added (in that order: the same floats)."""
    out = list(scores)
    for i, v in runes.items():
        out[i] = scores[i] + v
    for i, v in chain.items():
        out[i] += v
    return out


def legendary_bonuses(game: Game, legal: list[Command], scores: list[float]
                       ) -> tuple[dict[int, float], dict[int, float]]:
    """(rune progress, chain progress) by the index of each placement with_runes adds them to."""
    from game.rules import RuneOutlook

    runes: dict[int, float] = {}
    chain_bonus: dict[int, float] = {}
    best = max(scores)
    # speed: only scores at least best - RUNE_SLACK and 3 are checked; they come first in the
    # ranking (highest first), so the ranking of those alone gives the same candidates in order
    floor = max(best - RUNE_SLACK, 3)
    hopeful = [i for i, v in enumerate(scores) if v >= floor]
    if not hopeful:
        return runes, chain_bonus
    holeless = holeless_ecology(game)
    geometry = game.content.geometry
    outlook: RuneOutlook | None = None
    for i in sorted(hopeful, key=lambda i: -scores[i])[:RUNE_CANDIDATES]:
        cmd = legal[i]
        if cmd.kind != "place_tile" or not (holeless or geometry[cmd.tile][0].nodes):  # type: ignore[attr-defined]
            continue
        outlook = outlook or RuneOutlook(game)  # speed: as rune_progress, sharing its set-up
        runes[i] = outlook.progress(cmd.tile, cmd.x, cmd.y, cmd.rotation)  # type: ignore[attr-defined]
    # the long chain (bot_legendary.py): worth giving up more openness, never a closing map
    chain = ChainOutlook(game)
    if chain.pattern is not None:
        floor = max(best - CHAIN_SLACK, 4)
        for i, v in enumerate(scores):
            cmd = legal[i]
            if v >= floor and cmd.kind == "place_tile" and geometry[cmd.tile][0].nodes:  # type: ignore[attr-defined]
                chain_bonus[i] = chain.progress(cmd.tile, cmd.x, cmd.y, cmd.rotation)  # type: ignore[attr-defined]
    return runes, chain_bonus


_NO_PATTERNS: dict = {}


def holeless_ecology(game: Game) -> bool:
    """Whether a pattern of the Ecology has a square without holes (water): a tile without nodes can
    only add to a pattern through one."""
    return holeless(game.content.rune_patterns.get(game.state.ecology, _NO_PATTERNS))
