"""The bot's tables: answers that depend only on content (a tile's paths from the sides the heroes
enter by, a rune pattern turned every way, the ways a pattern can lie over a tile), each worked out
once per content object through the rules' `per_object` (off with `game.rules.fast.off()`, like
the rules' own shortcuts; tests/equivalence/test_bot_tables.py compares every entry with its
plain function)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules import OBSTRUCTING, STEP, SYMMETRIES, has_icon, per_object

if TYPE_CHECKING:
    from game.rules import Content, RunePattern, TileGeometry

Square = tuple[int, int]
# A way a pattern can lie over a tile: each of its squares as (dx, dy from that tile, hole sides, icon).
Lay = tuple[tuple[int, int, tuple[str, ...], str], ...]
# Which square of the pattern, as turned: (the symmetry's index in SYMMETRIES, the square's index).
Part = tuple[int, int]
Turned = list[list[tuple[Square, tuple[str, ...], str]]]


# --- map tiles ------------------------------------------------------------------------------------

@per_object("bot.open_sides_from")
def open_sides_from(geom: TileGeometry, start: frozenset[int]) -> tuple[str, ...]:
    """The open sides a tile's paths reach from these regions (obstructing elements block)."""
    blocked = {el.region for el in geom.elements if el.kind in OBSTRUCTING}
    seen = {r for r in start if r not in blocked}
    stack = list(seen)
    while stack:
        r = stack.pop()
        for a, b in geom.region_links:
            other = b if a == r else a if b == r else None
            if other is not None and other not in seen and other not in blocked:
                seen.add(other)
                stack.append(other)
    return tuple(side for side in geom.open_sides if any(r in seen for r in geom.edge_regions[side]))


@per_object("bot.sides_after")
def sides_after(geom: TileGeometry, entered: tuple[str, ...], linked: bool) -> tuple[str, ...]:
    """The open sides a tile's paths reach from the sides the heroes enter it by (and from its
    passage / portal regions when they arrive by its network)."""
    start = {r for side in entered for r in geom.edge_regions[side] if r >= 0}
    if linked:
        start |= {r for r, _ in geom.linking_regions}
    return open_sides_from(geom, frozenset(start))


@per_object("bot.sides_beyond")
def sides_beyond(geom: TileGeometry, entered: tuple[str, ...], linked: bool) -> tuple[str, ...]:
    """sides_after with the tile's own Monsters, Features and Doors passed: the bot Encounters what
    it reaches before it draws again, so by the next draw those sides are open too."""
    seen = {r for side in entered for r in geom.edge_regions[side] if r >= 0}
    if linked:
        seen |= {r for r, _ in geom.linking_regions}
    stack = list(seen)
    while stack:
        r = stack.pop()
        for a, b in geom.region_links:
            other = b if a == r else a if b == r else None
            if other is not None and other not in seen:
                seen.add(other)
                stack.append(other)
    return tuple(side for side in geom.open_sides if any(r in seen for r in geom.edge_regions[side]))


@per_object("bot.steps_after")
def steps_after(geom: TileGeometry, entered: tuple[str, ...], linked: bool) -> tuple[tuple[int, int], ...]:
    """sides_after as steps to the neighbouring squares."""
    return tuple(STEP[side] for side in sides_after(geom, entered, linked))


# --- rune patterns --------------------------------------------------------------------------------

@per_object("bot.holeless")
def holeless(patterns: dict[int, RunePattern]) -> bool:
    """Whether a pattern of the table has a square without holes (water): a tile without nodes can
    only add to a pattern through one."""
    return any(not sq.holes for p in patterns.values() for sq in p.squares)


@per_object("bot.tile_icons")
def tile_icons(content: Content, tile: str) -> frozenset[str]:
    """The Boat / Sword icons a tile shows."""
    geom = content.geometry[tile][0]
    return frozenset(i for i in ("boat", "sword") if has_icon(geom, i))


@per_object("bot.turned", 256)
def turned(pattern: RunePattern) -> Turned:
    """Each of the pattern's squares under each symmetry: (offset, hole sides, icon)."""
    return [[(sym.point(*sq.at), tuple(sym.side(h) for h in sq.holes), sq.icon) for sq in pattern.squares]
            for sym in SYMMETRIES]


@per_object("bot.lays", objects=2)
def lays(pattern: RunePattern, geom: TileGeometry) -> tuple[Lay, ...]:
    """Each (symmetry, square) whose holes the tile shows as nodes (and whose icon it has), as the
    pattern's squares relative to the tile."""
    return tuple(tuple((dx - px, dy - py, sides, icon) for (dx, dy), sides, icon in squares)
                 for squares in turned(pattern) for (px, py), my_sides, my_icon in squares
                 if all(side in geom.nodes for side in my_sides) and (not my_icon or has_icon(geom, my_icon)))


@per_object("bot.parts", objects=2)
def parts(pattern: RunePattern, geom: TileGeometry) -> frozenset[Part]:
    """The squares of the pattern (under each symmetry) the tile, as turned, can be: its holes shown
    as nodes and its icon (the same test as lays)."""
    return frozenset((i, k) for i, squares in enumerate(turned(pattern))
                     for k, (_, sides, icon) in enumerate(squares)
                     if all(side in geom.nodes for side in sides) and (not icon or has_icon(geom, icon)))
