"""Legal placements of one drawn tile on a full Ecology: from scratch, and the memo hit.

    python benchmarks/bench_placement.py [--seeds 60] [--number 300]

Each figure names the caches it may use (the rest are emptied before every call):
- from scratch: the heroes' reach traced anew from the Lantern (not extended from the last one),
  the outline of empty squares read anew, no placement memo, and the drawn tile's rotation table
  (`fast.tables`' `board.rotation_table`, content only) emptied too; the per-tile adjacency tables
  (`board.adjacency`, content only) and the board's region graph (kept as tiles are laid, part of
  the board, not a memo) are used.
- from scratch, rotation table warm: as above with the drawn tile's rotation table kept (as in
  play: it is built once per tile of the box).
- reach known: the reach of this position already traced (as after the draw), the search itself.
- memo hit: `board.legal_placements` answering from the reach's placement memo.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_engine import fullest_position  # noqa: E402
from benchmarks.common import machine, median_seconds  # noqa: E402
from game.rules.board import Reach  # noqa: E402
from game.rules.fast.tables import TABLES  # noqa: E402

_ROTATION_TABLES = TABLES["board.rotation_table"].store


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=60, help="bot games searched for the fullest position")
    parser.add_argument("--number", type=int, default=300, help="calls per timed run (9 runs, median)")
    args = parser.parse_args()
    print(f"machine: {machine()}")
    game = fullest_position(range(args.seeds))
    state, tile, board = game.state, game.state.drawn_tile, game.board
    assert tile is not None
    want = board.legal_placements(state, tile)
    print(f"position: {len(state.placements)} tiles laid, {len(board.reach(state).frontier)} open squares, "
          f"drawn {tile}: {len(want)} legal placements")

    def traced_afresh() -> Reach:  # nothing to extend from (fast/reach.py's `extended` declines)
        board._known.last = None
        return board._trace(state)

    def scratch() -> list[tuple[int, int, int]]:
        _ROTATION_TABLES.clear()
        return board._placements(traced_afresh(), tile)

    def scratch_fits_warm() -> list[tuple[int, int, int]]:
        return board._placements(traced_afresh(), tile)

    known = board.reach(state)

    def reach_known() -> list[tuple[int, int, int]]:
        known._frontier = known._crossable = known._networks = None  # the outline read anew
        return board._placements(known, tile)

    def memo_hit() -> list[tuple[int, int, int]]:
        return board.legal_placements(state, tile)

    for fn in (scratch, scratch_fits_warm, reach_known, memo_hit):
        assert fn() == want, fn.__name__  # every way gives the same answer
    rows = [("from scratch (reach traced anew, no memo, rotation table built)", scratch),
            ("from scratch, rotation table warm", scratch_fits_warm),
            ("reach known (outline read anew), the search itself", reach_known),
            ("memo hit (board.legal_placements, the reach's per-tile memo)", memo_hit)]
    for name, fn in rows:
        print(f"{median_seconds(fn, repeat=9, number=args.number) * 1e6:7.1f} us  {name}")


if __name__ == "__main__":
    main()
