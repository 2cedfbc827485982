"""Rules engine speed: legal-placement search, replay, and bot games per minute (one core).

    python benchmarks/bench_engine.py [--games N]

"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import machine, median_seconds  # noqa: E402
from game.bot import heuristic as bot  # noqa: E402
from game.headless.sim import quiet_gc  # noqa: E402
from game.rules import Game  # noqa: E402


def _hardness(game: Game) -> tuple[int, int]:
    return len(game.state.placements), len(game.legal())


def fullest_position(seeds: range) -> Game:
    """Of several bot games, the position with the most tiles on the table and a tile drawn (of those,
    the one whose drawn tile has the most legal placements: the hardest search)."""
    best: Game | None = None
    for seed in seeds:
        game = Game.new(heroes=["fighter", "wizard"], seed=seed)
        rng = random.Random(seed)
        snapshot: Game | None = None
        while game.outcome is None:
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)
            if game.state.phase == "placing" and game.legal():
                snapshot = Game.replay(game.events)
        if snapshot and (best is None or _hardness(snapshot) > _hardness(best)):
            best = snapshot
    assert best is not None
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--batches", type=int, default=5)
    args = parser.parse_args()
    print(f"machine: {machine()}")
    game = fullest_position(range(60))
    state, tile = game.state, game.state.drawn_tile
    assert tile is not None
    board = game.board
    print(f"position: {len(state.placements)} tiles on the table, {len(board.reach(state).frontier)} open squares")

    def search() -> None:  # the reach known (as after a draw); the search itself, never its cached answer
        board._placements(board.reach(state), tile)

    def cold() -> None:  # the heroes' area traced from scratch, then the search
        board._known.last = None  # nothing to extend from: traced from the Lantern
        board._placements(board._trace(state), tile)

    warm = median_seconds(search, repeat=9, number=200)
    cold_t = median_seconds(cold, repeat=9, number=200)
    listing = median_seconds(lambda: (setattr(game, "_legal_cache", None), game.legal()), repeat=9, number=100)
    print(f"legal placements of one drawn tile: {warm * 1e6:.1f} us (reach known), "
          f"{cold_t * 1e6:.1f} us (reach traced from scratch), game.legal(): {listing * 1e6:.1f} us   [median]")

    quiet_gc()  # as the simulator runs its games
    # whole games with the bot, one core: batches over 1-3 heroes, the median batch rate; and the
    # rate of won games alone (only a won game plays all three Ecologies to the Final Entity)
    parties = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]
    events: list[list] = []
    rates: list[float] = []
    won_times: list[float] = []
    batch = max(3, args.games // args.batches)
    for b in range(args.batches):
        start = time.perf_counter()
        for i in range(batch):
            seed = b * batch + i
            t = time.perf_counter()
            g = bot.play(Game.new(heroes=parties[seed % 3], seed=seed), seed=seed)
            if g.outcome == "won":
                won_times.append(time.perf_counter() - t)
            events.append(g.events)
        rates.append(batch / (time.perf_counter() - start) * 60)
    print(f"bot games (GC tuned as game.sim does): {len(events)} (1-3 heroes) in {args.batches} batches"
          f": median {statistics.median(rates):.0f} "
          f"games/minute (avg {sum(map(len, events)) / len(events):.0f} events a game)")
    if won_times:
        print(f"whole three-Ecology games (won): {len(won_times)}, median {statistics.median(won_times) * 1e3:.0f} ms "
              f"= {60 / statistics.median(won_times):.0f} games/minute")
    longest = max(events, key=len)
    replay = median_seconds(lambda: Game.replay(longest), repeat=9)
    print(f"replay of the longest log ({len(longest)} events): {replay * 1e3:.2f} ms [median]")


if __name__ == "__main__":
    main()
