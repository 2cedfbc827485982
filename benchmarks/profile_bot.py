"""Where a bot game's time goes: games per minute over seeded games, optionally a cProfile table.

    python benchmarks/profile_bot.py [--games 30] [--profile] [--top 40] [--by-kind] [--by-party]

`--by-kind` splits the time of each decision into listing (legal), choosing (bot) and doing (do),
by the kind of command chosen.
`--by-party` gives games per minute (CPU time) for each party size
and for the won games alone (a won game plays all three Ecologies). `--engine-alone` replays the
bot's games by the index of each choice, timing the engine's share (listing and doing) apart.
Speed work must leave the games the same: `python benchmarks/check_same_games.py --check FILE`.
"""

from __future__ import annotations

import argparse
import collections
import cProfile
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import machine  # noqa: E402
from game.bot import heuristic as bot  # noqa: E402
from game.headless.sim import quiet_gc  # noqa: E402
from game.rules import Game  # noqa: E402

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def play_games(n: int, clock: Callable[[], float] = time.perf_counter) -> float:
    start = clock()
    for seed in range(n):
        bot.play(Game.new(heroes=PARTIES[seed % 3], seed=seed), seed=seed)
    return clock() - start


def by_kind(n: int) -> None:
    spent: dict[tuple[str, str], list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0.0, 0])
    for seed in range(n):
        game = Game.new(heroes=PARTIES[seed % 3], seed=seed)
        rng = random.Random(seed)
        while game.outcome is None:
            phase = game.state.phase
            t0 = time.perf_counter()
            game.legal()
            t1 = time.perf_counter()
            cmd = bot.choose(game, rng)
            t2 = time.perf_counter()
            if cmd is None:
                break
            game.do(cmd)
            t3 = time.perf_counter()
            row = spent[(phase, cmd.kind)]
            row[0] += t1 - t0
            row[1] += t2 - t1
            row[2] += t3 - t2
            row[3] += 1
    print(f"{'phase':10} {'command':24} {'n':>6} {'legal ms':>9} {'choose ms':>9} {'do ms':>9}")
    for (phase, kind), (lt, ct, dt, count) in sorted(spent.items(), key=lambda kv: -sum(kv[1][:3])):
        print(f"{phase:10} {kind:24} {count:6} {lt * 1e3:9.0f} {ct * 1e3:9.0f} {dt * 1e3:9.0f}")


def by_party(n: int, repeat: int) -> None:
    """Games per minute by CPU time for each party size (seeds 0.. of that size) and for won games."""
    for heroes in PARTIES:
        rates, won = [], []
        for _ in range(repeat):
            spent = 0.0
            for seed in range(n):
                start = time.process_time()
                game = bot.play(Game.new(heroes=heroes, seed=seed), seed=seed)
                took = time.process_time() - start
                spent += took
                if game.outcome == "won":
                    won.append(took)
            rates.append(n / spent * 60)
        won_rate = f"{60 / statistics.median(won):.0f}" if won else "-"
        print(f"{len(heroes)} hero{'es' if len(heroes) > 1 else ''}: median {statistics.median(rates):.0f} "
              f"games/minute over {n} seeds x {repeat}; won games ({len(won) // repeat} of {n}): "
              f"{won_rate} a minute (median game)")


def engine_alone(n: int, repeat: int) -> None:
    """Per party: the bot's games, then the same games again with only the engine's share timed
    (each decision replayed by its index in the listing: listing and doing, no choosing). What the
    bot may spend is what is left of a minute's budget after the engine's."""
    for heroes in PARTIES:
        picks: list[list[int]] = []
        start = time.process_time()
        for seed in range(n):
            game, rng, chosen = Game.new(heroes=heroes, seed=seed), random.Random(seed), []
            while game.outcome is None:
                legal = game.legal()
                cmd = bot.choose(game, rng)
                if cmd is None:
                    break
                chosen.append(next(i for i, c in enumerate(legal) if c is cmd))
                game.do(cmd)
            picks.append(chosen)
        with_bot = n / (time.process_time() - start) * 60
        rates = []
        for _ in range(repeat):
            start = time.process_time()
            for seed, chosen in enumerate(picks):
                game = Game.new(heroes=heroes, seed=seed)
                for i in chosen:
                    game.do(game.legal()[i])
            rates.append(n / (time.process_time() - start) * 60)
        alone = statistics.median(rates)
        print(f"{len(heroes)} hero{'es' if len(heroes) > 1 else ''}: {with_bot:.0f} bot games a minute; the engine "
              f"alone (listing and doing the same games) {alone:.0f} a minute, {60_000 / alone:.1f} ms a game "
              f"of the {60_000 / with_bot:.1f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--by-kind", action="store_true")
    parser.add_argument("--by-party", action="store_true")
    parser.add_argument("--engine-alone", action="store_true", help="per party: the engine's share of a bot game")
    parser.add_argument("--repeat", type=int, default=1, help="time the games this many times: median and best")
    args = parser.parse_args()
    print(f"machine: {machine()}")
    play_games(3)  # warm the content and the caches
    quiet_gc()  # as the simulator runs its games
    if args.by_kind:
        by_kind(args.games)
        return
    if args.by_party:
        by_party(args.games, args.repeat)
        return
    if args.engine_alone:
        engine_alone(args.games, args.repeat)
        return
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(play_games, args.games)
        stats = pstats.Stats(profiler)
        stats.sort_stats("tottime").print_stats(args.top)
        return
    # wall clock, and the process's CPU time (steadier on a shared VM: time stolen by neighbours is not counted)
    for name, clock in (("wall clock", time.perf_counter), ("CPU time", time.process_time)):
        rates = sorted(args.games / play_games(args.games, clock) * 60 for _ in range(args.repeat))
        print(f"{args.games} games x {args.repeat}, {name}: median {statistics.median(rates):.0f}, "
              f"best {rates[-1]:.0f} games/minute (one core)")


if __name__ == "__main__":
    main()
