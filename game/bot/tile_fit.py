"""The bot's dead-end watch: which map tiles still to come would fit nowhere after a placement.

Rulebook, EXPLORING: "It is possible to lose by drawing a Map Tile that cannot be placed according
to the placement rules ... To avoid this, players should keep placement options available for their
next Map Tile draw." How many squares stay open is not enough: in Subterranean Architecture a square
the heroes reach only by an upper-level edge takes no tile whose open edges are all lower-level
(the Portcullis of Rivets, the Sealed Brass Archive), and a
square already touching two tiles takes only a tile that matches both. So the bot counts, for each
placement, the tiles still to come (the Ecology's tiles less those placed, drawn or set aside: open
information) that no square it could then build onto would take, and weighs that share.

The squares are those open now and those the placement opens; a square keeps the heroes' access it
has now (a placement that joins two areas may open more: never counted, so the watch errs careful).
"""

from __future__ import annotations

from game.rules import OPPOSITE, STEP, Game, Reach, TileGeometry

Square = tuple[int, int]
Need = tuple[str, str, bool]  # side of the new tile, the edge it must show there, the heroes cross it

FIT_WEIGHT = 12.0  # a placement after which every tile still to come fits nowhere costs this much
ONE_SQUARE = 0.25  # a tile only one square would take counts this much of one that fits nowhere


class FitWatch:
    """Worked out once per decision: the tiles still to come and which of them each square takes."""

    def __init__(self, game: Game, reach: Reach) -> None:
        s = game.state
        gone = {p.tile for p in s.placements} | {s.drawn_tile, s.set_aside_tile}
        content = game.content
        self.tiles = [t for t in content.ecology_tiles.get(s.ecology, ()) if t not in gone]
        self.every = (1 << len(self.tiles)) - 1
        self._rotations = [content.geometry[t] for t in self.tiles]
        networks = reach.networks
        # tiles the heroes would arrive on by a passage / portal network: no side need be crossed
        self._linked = 0
        for i, rotations in enumerate(self._rotations):
            if any(net in networks for _, net in rotations[0].linking_regions):
                self._linked |= 1 << i
        self._memo: dict[tuple[Need, ...], int] = {}
        self._grid = game.board.grid
        self._frontier = reach.frontier
        self._squares = {square: self.takes(tuple(needs)) for square, needs in self._frontier.items()}

    def takes(self, needs: tuple[Need, ...]) -> int:
        """The tiles still to come (a bit each) that a square with these needs would take."""
        got = self._memo.get(needs)
        if got is not None:
            return got
        # a side the heroes cross must be open on the new tile: the edge it must show is not all wall
        crossing = any(c and edge != "W" * len(edge) for _, edge, c in needs)
        got = 0
        for i, rotations in enumerate(self._rotations):
            if not crossing and not self._linked >> i & 1:
                continue
            for geom in rotations:
                edges = geom.edges
                if all(edges[side] == edge for side, edge, _ in needs):
                    got |= 1 << i
                    break
        self._memo[needs] = got
        return got

    def unfit_after(self, geom: TileGeometry, x: int, y: int, reached: tuple[str, ...]) -> tuple[int, int]:
        """How many tiles still to come no square would take after `geom` goes to (x, y), the
        heroes reaching its sides `reached`; and how many only one square would take (the next
        placement may take that square)."""
        every = self.every
        if not every:
            return 0, 0
        grid, frontier = self._grid, self._frontier
        changed: dict[Square, tuple[Need, ...]] = {}
        for side, (dx, dy) in STEP.items():
            square = (x + dx, y + dy)
            if square not in grid:
                changed[square] = (*frontier.get(square, ()), (OPPOSITE[side], geom.edges[side], side in reached))
        taken = twice = 0  # tiles some square takes; tiles two squares or more take
        for needs in changed.values():
            mask = self.takes(needs)
            twice |= taken & mask
            taken |= mask
        for square, mask in self._squares.items():
            if twice == every:
                break
            if square != (x, y) and square not in changed:
                twice |= taken & mask
                taken |= mask
        return bin(every & ~taken).count("1"), bin(taken & ~twice).count("1")

    def risk(self, geom: TileGeometry, x: int, y: int, reached: tuple[str, ...]) -> float:
        """FIT_WEIGHT times the share of the tiles still to come that would fit nowhere (those
        only one square would take counting ONE_SQUARE each)."""
        if not self.tiles:
            return 0.0
        nowhere, once = self.unfit_after(geom, x, y, reached)
        return FIT_WEIGHT * (nowhere + ONE_SQUARE * once) / len(self.tiles)

