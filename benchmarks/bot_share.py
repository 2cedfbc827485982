"""The bot's share of a bot game: CPU time spent in its scoring (bot.score_all) by phase, over seeded
games, on a first pass (the remembered results cold) and a second (the same games again, warm).

    python benchmarks/bot_share.py [--games 30]

profile_bot.py's rate repeats the same seeds, so after its first pass it measures the warm case;
new seeds (the simulator's) are nearer the cold one.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import machine  # noqa: E402
from benchmarks.profile_bot import PARTIES, play_games  # noqa: E402
from game.bot import heuristic as bot  # noqa: E402
from game.headless.sim import quiet_gc  # noqa: E402
from game.rules import Command, Game  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    print(f"machine: {machine()}")
    play_games(3)  # warm the content (as profile_bot.py)
    quiet_gc()
    scoring = bot.score_all
    spent: collections.Counter[str] = collections.Counter()

    def timed(game: Game, legal: list[Command]) -> list[float]:
        start = time.process_time()
        try:
            return scoring(game, legal)
        finally:
            spent[game.state.phase] += time.process_time() - start

    bot.score_all = timed  # type: ignore[assignment]
    try:
        for name in ("cold", "warm"):
            spent.clear()
            start = time.process_time()
            for seed in range(args.games):
                bot.play(Game.new(heroes=PARTIES[seed % 3], seed=seed), seed=seed)
            total = time.process_time() - start
            share = sum(spent.values())
            phases = ", ".join(f"{phase} {t:.3f}" for phase, t in sorted(spent.items()))
            print(f"{name}: the bot's scoring {share:.3f} s of {total:.3f} s CPU ({share / total:.0%}): {phases}")
    finally:
        bot.score_all = scoring  # type: ignore[assignment]


if __name__ == "__main__":
    main()
