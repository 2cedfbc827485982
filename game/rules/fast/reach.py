"""The board's shortcuts (game/rules/board.py asks them; each stands for a plain trace or search):

- `BoardMemo`: answers about the board (the heroes' reach, what they can Encounter) kept while the
  board's version stands; every placed tile, status change and Lantern move is a new version.
- `extended`: a new reach traced on from the last one when the last one's area still holds (the
  grid only grew, no region of it became obstructed, the Lantern stands in it or at its edge):
  only regions that were obstructed, newly joined regions and the Lantern's new region are traced
  from; the result is the same sets a full trace gives.
- `placements`: a tile's legal placements, kept with the reach they were found in (a reach that
  did not change keeps them across versions).

With the shortcuts off (`fast.off()`) each works its answer out afresh.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol, TypeVar

from game.rules.fast import switch

T = TypeVar("T")
A = TypeVar("A")
R = TypeVar("R", bound="Reach")
RegionKey = tuple[int, int, int]  # (tile x, tile y, region), as the board names a region
Placement = tuple[int, int, int]


class Reach(Protocol):
    """The board's Reach as these shortcuts read it (fast/ sits below the board)."""

    accessible: set[RegionKey]
    obstructed_reached: set[RegionKey]
    _obstructed: set[RegionKey]
    _start: RegionKey | None
    _tiles: int
    _placements: dict[str, list[Placement]]


class BoardMemo:
    """Answers about one board, kept while its version stands, and the last reach traced."""

    __slots__ = ("version", "answers", "last")

    def __init__(self) -> None:
        self.version = -1
        self.answers: dict[Hashable, Any] = {}
        self.last: Any = None  # the last reach traced (board.Reach), for `extended`

    def get(self, version: int, slot: Hashable, compute: Callable[[A], T], arg: A) -> T:
        """compute(arg), kept under `slot` while the board is at `version`."""
        if not switch.ON:
            return compute(arg)
        if version != self.version:
            self.answers, self.version = {}, version
        got = self.answers.get(slot)
        if got is None:
            got = self.answers[slot] = compute(arg)
        return got

    def forget(self) -> None:
        """The board was cleared: nothing kept can be extended."""
        self.answers, self.version, self.last = {}, -1, None


def extended(memo: BoardMemo, reach: R, touched: Sequence[tuple[RegionKey, ...]]
             ) -> R | tuple[set[RegionKey], set[RegionKey], list[RegionKey]] | None:
    """Where a trace for `reach` (its obstructed regions, start and tile count set) may begin:
    the last reach itself when nothing it depends on changed; else the last area and the regions
    to trace on from; None to trace from scratch."""
    last: R | None = memo.last if switch.ON else None
    if last is None or not _holds(last, reach._obstructed, reach._start):
        return None
    start, obstructed = reach._start, reach._obstructed
    assert start is not None  # _holds checked it
    if last._tiles == reach._tiles and start == last._start and obstructed == last._obstructed:
        return last
    accessible, obstructed_reached = set(last.accessible), set(last.obstructed_reached)
    stack: list[RegionKey] = []
    if start not in accessible:
        accessible.add(start)
        obstructed_reached.discard(start)
        stack.append(start)
    for key in [k for k in obstructed_reached if k not in obstructed]:
        obstructed_reached.discard(key)
        accessible.add(key)
        stack.append(key)
    for regions in touched[last._tiles:]:
        stack += [k for k in regions if k in accessible]
    return accessible, obstructed_reached, stack


def _holds(last: Reach, obstructed: set[RegionKey], start: RegionKey | None) -> bool:
    """Whether the area of `last` lies inside the new one (so tracing can go on from it)."""
    if last._start is None or start is None:
        return False
    if last._start != start and last._start in obstructed:
        return False  # the old area hung on the Lantern standing on an obstruction
    if start not in last.accessible and start not in last.obstructed_reached:
        return False
    accessible = last.accessible
    return not any(k in accessible and k != start for k in obstructed if k not in last._obstructed)


def placements(reach: R, tile: str, compute: Callable[[R, str], list[Placement]]) -> list[Placement]:
    """compute(reach, tile): the tile's placements, kept with the reach they were found in."""
    got = reach._placements.get(tile) if switch.ON else None
    if got is None:
        got = compute(reach, tile)
        if switch.ON:
            reach._placements[tile] = got
    return got
