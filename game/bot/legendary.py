"""The bot's judgement of Legendary Locations: building the long rune chain, when to Encounter a
location, and which way to go at a location's choice.

The fourth rune pattern of every Ecology is its long chain (the Ruins' Long Procession, the Caverns'
Boat and the Blade, the Subterranean Crooked Gear): three or four tiles whose nodes must line up,
and at the end of two of them a Fabled Blade. Built by chance it is almost never matched, so the
bot builds it on purpose:
- placing: a placement that lays a tile into a partial chain (more of the chain's tiles in place,
  its missing squares still empty and their Boat or Sword tile still to come) earns CHAIN_STEP for
  each tile of the chain beyond the first;
- encountering: a shorter pattern whose nodes a growing chain needs waits (its Encounter Tokens
  would break the chain) while tiles are left to complete the chain; the chain itself comes first;
- choosing: at a choice on the way to a Fabled Blade the bot rows on toward it when the party can
  pay the way (its damage, its guardian), and takes the other way when hurt.

The bot reads only what a player could know: the map, the patterns printed on the card backs, the
tiles still to come by name (the Ecology's tile list less those placed), and the cards of the
game (a player who has opened the box knows what each pattern's piles hold, not their order).
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Any, NamedTuple

from game.bot import tables
from game.bot.tables import Part, lays, tile_icons
from game.rules import (
    OPPOSITE,
    STEP,
    Cache,
    LegendaryStep,
    LentTile,
    RunePattern,
    active_step,
    equip_problem,
    has_icon,
)

if TYPE_CHECKING:
    from game.rules import Command, Game, LocationCard, TileGeometry

CHAIN = 4  # the pattern number of each Ecology's long chain
CHAIN_STEP = 2.0  # placing score for each chain tile in place beyond the first (openness ~ 5-15)
CHAIN_FIRST = 1.3  # the chain's location, when Discovered, before chests (1.4 is a chest's)
CHAIN_WAIT = -1.5  # a shorter pattern that would break a growing chain: after drawing (0.2), before the stairs (-2)
FABLED = frozenset({"fabled-blade-1", "fabled-blade-2"})

Square = tuple[int, int]
Node = tuple[int, int, str]


def chain_pattern(game: Game) -> RunePattern | None:
    """The Ecology's chain, while it can still be Encountered here."""
    ls = game.state.legendary
    if CHAIN in ls.encountered or not ls.piles.get(str(CHAIN)):
        return None
    return game.content.rune_patterns.get(game.state.ecology, {}).get(CHAIN)


def _icons_to_come(game: Game) -> set[str]:
    """The Boat / Sword icons on tiles still to be drawn (or drawn and not yet placed)."""
    s = game.state
    out: set[str] = set()
    for tile in [*s.tile_pile, *([s.drawn_tile] if s.drawn_tile else []),
                 *([s.set_aside_tile] if s.set_aside_tile else [])]:
        out |= _tile_icons(game, tile)
    return out


def _tile_icons(game: Game, tile: str) -> frozenset[str]:
    """The Boat / Sword icons a tile shows."""
    return tile_icons(game.content, tile)


def partial_chains(pattern: RunePattern, grid: dict[Square, TileGeometry], used: set[Node],
                   through: Square, to_come: AbstractSet[str]) -> list[tuple[int, frozenset[Node]]]:
    """Every way the pattern could lie over the tile at `through` with the rest of its squares either
    fitting tiles or empty squares a tile could still fill: (tiles in place, the node pairs in place).

    A placed square must show the pattern's holes as free nodes (and its icon); an empty square
    needing an icon needs that icon's tile still to come."""
    out = []
    tx, ty = through
    here = grid[through]
    for squares in tables.turned(pattern):
        for (px, py), my_sides, my_icon in squares:
            # speed: the tile at `through` must be able to be this square
            if any(side not in here.nodes for side in my_sides) or (my_icon and not has_icon(here, my_icon)):
                continue
            got = _walk(squares, tx - px, ty - py, grid, used, to_come)
            if got is not None:
                out.append((got[0], frozenset(got[1])))
    return out


def _walk(squares: list[tuple[Square, tuple[str, ...], str]], ox: int, oy: int, grid: dict[Square, TileGeometry],
          used: AbstractSet[Node], to_come: AbstractSet[str]) -> tuple[int, set[Node]] | None:
    """The pattern (as turned: `squares`) laid with its origin at (ox, oy): (tiles in place, the node
    pairs in place), or None where a placed tile does not fit or an icon can no longer come."""
    placed = 0
    nodes: set[Node] = set()
    for (dx, dy), sides, icon in squares:
        pos = (ox + dx, oy + dy)
        geom = grid.get(pos)
        if geom is None:
            if icon and icon not in to_come:
                return None
            continue
        if icon and not has_icon(geom, icon):
            return None
        for side in sides:
            if side not in geom.nodes or (pos[0], pos[1], side) in used:
                return None
        placed += 1
        for side in sides:
            sx, sy = STEP[side]
            if (pos[0] + sx, pos[1] + sy) in grid:
                nodes.add((pos[0], pos[1], side))
                nodes.add((pos[0] + sx, pos[1] + sy, OPPOSITE[side]))
    return placed, nodes


def most_chain_tiles(pattern: RunePattern, grid: dict[Square, TileGeometry], used: set[Node],
                     through: Square, to_come: set[str]) -> int:
    """The most tiles in place of any of `partial_chains(...)` (0 if none): what placing scores read.

    speed: the same walk over the ways the tile at `through` can lie in the pattern (lays),
    without gathering node pairs, stopping at a whole chain in place
    (tests/equivalence/test_most_chain_tiles.py compares it with partial_chains)."""
    best = 0
    tx, ty = through
    for lay in lays(pattern, grid[through]):
        placed = 0
        for dx, dy, sides, icon in lay:
            x, y = tx + dx, ty + dy
            geom = grid.get((x, y))
            if geom is None:
                if icon and icon not in to_come:
                    break
                continue
            if icon and not has_icon(geom, icon):
                break
            nodes = geom.nodes
            for side in sides:
                if side not in nodes or (x, y, side) in used:
                    break
            else:
                placed += 1
                continue
            break
        else:
            if placed > best:
                if placed == len(lay):
                    return placed
                best = placed
    return best


class ChainOutlook:
    """What the chain's progress looks like on one position, for scoring its placements."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.pattern = chain_pattern(game)
        if self.pattern is not None and any(m.pattern == CHAIN for m in game.state.legendary.matches.values()):
            self.pattern = None  # already Discovered: nothing to build
        self.used = set(game.state.legendary.used_nodes)
        self.to_come = _icons_to_come(game) if self.pattern is not None else set()
        self._grid: dict[Square, TileGeometry] | None = None
        # speed: where a tile can join a chain tile on the map at all (kept per map: chain_squares)
        self._near: dict[Square, set[Part]] | None = None

    def progress(self, tile: str, x: int, y: int, rotation: int) -> float:
        """CHAIN_STEP for each chain tile in place beyond the first, after this placement."""
        if self.pattern is None:
            return 0.0
        near = self._near
        if near is None:
            near = self._near = chain_squares(self.pattern, self.game)
        wanted = near.get((x, y))
        if wanted is None:  # speed: no tile on the map it could make a chain with: at most 1 in place
            return 0.0
        geom = self.game.content.geometry[tile][rotation]
        if wanted.isdisjoint(tables.parts(self.pattern, geom)):  # nor as turned (nor can it be in it at all)
            return 0.0
        grid = self._grid
        if grid is None:
            grid = self._grid = dict(self.game.board.grid)
        square = (x, y)
        with LentTile(grid, square, geom):
            to_come = self.to_come - {icon for icon in ("boat", "sword") if has_icon(geom, icon)}
            best = most_chain_tiles(self.pattern, grid, self.used, square, to_come)
        return CHAIN_STEP * (best - 1) if best >= 2 else 0.0


class _MapFollower:
    """speed: something worked out tile by tile for one map: `added()` names the squares laid since
    its last call; `follows(...)` says whether a map is still the one followed (else start over).

    The map is the board's grid, the fold of the state's placements: an Ecology starts a new list
    of them and each tile laid is appended, so while the list is the same one the tiles laid since
    are the placements past the count already seen."""

    def __init__(self, grid: dict[Square, TileGeometry], placements: list[Any]) -> None:
        self.grid = grid
        self.placements = placements  # the state's Placement models
        self.seen = 0

    def follows(self, grid: dict[Square, TileGeometry], placements: list[Any]) -> bool:
        return grid is self.grid and placements is self.placements and len(placements) >= self.seen

    def added(self) -> list[Square]:
        placements = self.placements
        new = [(p.x, p.y) for p in placements[self.seen:]]
        self.seen = len(placements)
        return new


class _ChainSquares(_MapFollower):
    """chain_squares of one map: for each square that a way of laying the pattern over a tile on the
    map covers, the squares of the pattern (Part) a tile laid there would be."""

    def __init__(self, pattern: RunePattern, grid: dict[Square, TileGeometry], placements: list[Any]) -> None:
        super().__init__(grid, placements)
        self.pattern = pattern
        self.squares: dict[Square, set[Part]] = {}

    def update(self) -> None:
        new = self.added()
        pattern, grid, squares = self.pattern, self.grid, self.squares
        turned = tables.turned(pattern)
        for x, y in new:
            for i, k in tables.parts(pattern, grid[(x, y)]):
                sym = turned[i]
                (kx, ky), _, _ = sym[k]
                for j, ((jx, jy), _, _) in enumerate(sym):
                    if j != k:
                        squares.setdefault((x + jx - kx, y + jy - ky), set()).add((i, j))


# the chain squares of the latest map (one map at a time; a map only grows while played)
_CHAIN_SQUARES: Cache[str, _ChainSquares] = Cache("bot_legendary._CHAIN_SQUARES", 1)


def chain_squares(pattern: RunePattern, game: Game) -> dict[Square, set[Part]]:
    """Where a tile could lie in the pattern together with a tile already on the map (that tile able
    to be its square of the pattern), and which squares of the pattern it would be there: for any
    other placement most_chain_tiles is at most 1. Kept for the map and brought up to date tile by
    tile (read-only for callers)."""
    grid, placements = game.board.grid, game.state.placements
    got = _CHAIN_SQUARES.get("latest")
    if got is None or got.pattern is not pattern or not got.follows(grid, placements):
        got = _CHAIN_SQUARES.put("latest", _ChainSquares(pattern, grid, placements))
    got.update()
    return got.squares


class _GrowingChains(_MapFollower):
    """_growing's partial chains of one map, way by way (a symmetry of the pattern and where its origin
    lies): a tile laid changes only the ways over its square, which are worked out again."""

    def __init__(self, pattern: RunePattern, grid: dict[Square, TileGeometry], placements: list[Any],
                 used: set[Node], to_come: frozenset[str]) -> None:
        super().__init__(grid, placements)
        self.pattern, self.used, self.to_come = pattern, used, to_come
        self.ways: dict[tuple[int, int, int], frozenset[Node]] = {}  # the growing ones: their node pairs

    def update(self) -> None:
        new = self.added()
        pattern, grid, used, to_come, ways = self.pattern, self.grid, self.used, self.to_come, self.ways
        turned = tables.turned(pattern)
        size = len(pattern.squares)
        # the ways over each new tile: walked again where the tile can be its square (else none holds)
        todo: set[tuple[int, int, int]] = set()
        broken: set[tuple[int, int, int]] = set()
        for x, y in new:
            parts = tables.parts(pattern, grid[(x, y)])
            for i, squares in enumerate(turned):
                for k, ((px, py), _, _) in enumerate(squares):
                    (todo if (i, k) in parts else broken).add((i, x - px, y - py))
        for way in broken:
            ways.pop(way, None)
        for way in todo - broken:
            i, ox, oy = way
            squares = turned[i]
            got = _walk(squares, ox, oy, grid, used, to_come)
            # as _growing finds it: from a tile in place with nodes (its walk then checks it fits)
            if got is not None and 2 <= got[0] < size and any(
                    (g := grid.get((ox + dx, oy + dy))) is not None and g.nodes for (dx, dy), _, _ in squares):
                ways[way] = frozenset(got[1])
            else:
                ways.pop(way, None)


# the growing chains of the latest map (one map at a time)
_GROWING_CHAINS: Cache[str, _GrowingChains] = Cache("bot_legendary._GROWING_CHAINS", 1)


# growing_chain_nodes of the latest position (one game at a time), with what it reads: it changes only
# with a placement, an Encounter's tokens or a draw
_GROWING: Cache[str, tuple[object, tuple[object, ...], set[Node]]] = Cache("bot_legendary._GROWING", 1)


def growing_chain_nodes(game: Game) -> set[Node]:
    """The node pairs of every partial chain of two or more tiles on the map that could still be
    completed with tiles to come (empty while no tile is left to draw)."""
    s = game.state
    key = (s.ecology, len(s.placements), len(s.legendary.used_nodes), len(s.tile_pile), s.drawn_tile)
    got = _GROWING.get("latest")
    if got is not None and got[0] is s and got[1] == key:
        return got[2]
    out = _growing(game)
    _GROWING.put("latest", (s, key, out))
    return out


def _growing(game: Game) -> set[Node]:
    """The node pairs of the partial chains of two or more tiles (not yet whole) over the map's tiles.

    speed: the chains are kept way by way for the map (_GrowingChains) and only the ways over the
    tiles laid since are walked again (tests/equivalence/test_bot_chain_outlook_kept_per_map.py compares this
    with every chain through every tile walked afresh)."""
    pattern = chain_pattern(game)
    s = game.state
    if pattern is None or not s.tile_pile:
        return set()
    grid = game.board.grid
    used = set(s.legendary.used_nodes)
    to_come = frozenset(_icons_to_come(game))
    got = _GROWING_CHAINS.get("latest")
    if (got is None or got.pattern is not pattern or not got.follows(grid, s.placements) or got.used != used
            or got.to_come != to_come):
        got = _GROWING_CHAINS.put("latest", _GrowingChains(pattern, grid, s.placements, used, to_come))
    got.update()
    out: set[Node] = set()
    for nodes in got.ways.values():
        out |= nodes
    return out


def location_score(game: Game, element: str, default: float) -> float:
    """Encounter the chain first; keep a shorter pattern waiting while it would break a growing chain."""
    match = game.state.legendary.matches.get(element)
    if match is None:
        return default
    if match.pattern == CHAIN:
        return CHAIN_FIRST
    needed = growing_chain_nodes(game)
    if needed and not needed.isdisjoint(match.nodes):
        return CHAIN_WAIT
    return default


# --- choosing the way at a location ------------------------------------------------------------

BLADE_WORTH = 8.0  # a Fabled Blade, in Health points of the party's


def _pile_cards(game: Game, pile: str, taken: int) -> list[LocationCard]:
    """The cards that may come from `pile` after `taken` more of it are drawn: those of the roman
    numeral at that depth (the piles are stacked I on top; which of equal numerals comes is chance)."""
    cards = sorted((game.content.legendary[c] for c in game.state.legendary.piles.get(pile, [])),
                   key=lambda c: c.numeral)
    if taken >= len(cards):
        return []
    numeral = cards[taken].numeral
    return [c for c in cards if c.numeral == numeral]


Way = tuple[str, float]  # (the Fabled Blade it leads to or "", what it costs the party on the way)


def _way(game: Game, pattern: int, letter: str, taken: dict[str, int]) -> Way:
    """Where drawing on from pile `letter` of `pattern` leads (the mean cost of its cards)."""
    pile = f"{pattern}{letter}"
    cards = _pile_cards(game, pile, taken.get(pile, 0)) if letter else []
    if not cards:
        return "", 0.0
    after = {**taken, pile: taken.get(pile, 0) + 1}
    blade, cost = "", 0.0
    for card in cards:
        b, c = _card_way(game, card, after)
        blade = blade or b
        cost += c / len(cards)
    return blade, cost


def _effects_way(game: Game, effects: list) -> Way:
    n = len(game.state.heroes)
    cost = sum(e.amount * n for e in effects if e.op == "damage")
    blade = next((e.item for e in effects if e.op == "gain_item" and getattr(e, "item", None) in FABLED), "")
    return blade, float(cost)


def _card_way(game: Game, card: LocationCard, taken: dict[str, int]) -> Way:
    blade, cost = _effects_way(game, card.effects)
    cost += MONSTER_COST if card.monster is not None else 0.0
    if card.options:
        ways = [_option_way(game, card, i, taken) for i in range(len(card.options))]
        return blade or next((b for b, _ in ways if b), ""), cost + min(c for _, c in ways)
    b, c = _way(game, card.pattern, card.next, taken)
    return blade or b, cost + c


MONSTER_COST = 6.0  # a fight on the way, in the party's Health


def _option_way(game: Game, card: LocationCard, option: int, taken: dict[str, int] | None = None) -> Way:
    o = card.options[option]
    blade, cost = _effects_way(game, o.effects)
    b, c = _way(game, card.pattern, o.next, taken or {})
    return blade or b, cost + c


def option_score(game: Game, cmd: Command) -> float:
    """At a choice on the way to a Fabled Blade: toward it when it pays (a hero has the hands free to
    wield it, and the way leaves every hero at HURT or more), else the way that costs least; a
    choice with no blade on any way is left to chance (every option scores 0)."""
    step = active_step(game)
    if not isinstance(step, LegendaryStep) or not step.card:
        return 0.0
    card = game.content.legendary[step.card]
    ways = [_option_way(game, card, i) for i in range(len(card.options))]
    if not any(b for b, _ in ways):
        return 0.0
    blade, cost = ways[cmd.option]  # type: ignore[attr-defined]
    hs = game.state.hero_states
    each = max(c for _, c in ways) / len(hs)  # what the dearest way costs each hero
    wielded = any(equip_problem(game, h, b) is None for b, _ in ways if b for h in range(len(hs)))
    if not wielded or any((h.health - each) / h.max_health < HURT for h in hs):
        return -cost  # it does not pay: the way that costs least, blade or none
    return (BLADE_WORTH if blade else 0.0) - cost / 4


HURT = 0.6  # the party turns back if the dearest way would leave a hero below this share of Health


class OptionScore(NamedTuple):
    """What the bot's score of a Legendary Location option is made of (option_score)."""

    blade: bool  # the way leads to a Fabled Blade
    cost: float  # what the way costs the party, in Health (a fight on it counts MONSTER_COST)
    dearest_each: float  # what the dearest way would cost each hero
    pays: bool  # a hero can wield the blade and the dearest way leaves every hero at HURT or more
    total: float  # option_score


def option_breakdown(game: Game, cmd: Command) -> OptionScore | None:
    """option_score with the facts it reads; None where no way leads to a blade (left to chance)."""
    step = active_step(game)
    if not isinstance(step, LegendaryStep) or not step.card:
        return None
    card = game.content.legendary[step.card]
    ways = [_option_way(game, card, i) for i in range(len(card.options))]
    if not any(b for b, _ in ways):
        return None
    blade, cost = ways[cmd.option]  # type: ignore[attr-defined]
    hs = game.state.hero_states
    each = max(c for _, c in ways) / len(hs)
    wielded = any(equip_problem(game, h, b) is None for b, _ in ways if b for h in range(len(hs)))
    pays = wielded and all((h.health - each) / h.max_health >= HURT for h in hs)
    return OptionScore(bool(blade), cost, each, pays, option_score(game, cmd))
