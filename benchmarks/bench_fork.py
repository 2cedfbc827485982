"""What a playout costs when it starts from a fork of one replay (Game.fork, odds.Odds.deal) against a
replay of the public events each (`python benchmarks/bench_fork.py --rounds 5`).

Positions every 40 decisions of seeded heuristic games (one, two and three heroes); at each, the
Thinking player's judgement of the heuristic's three favourites as it runs in a game (cut playouts, to
a fight's end), 6 rounds, once with each way of dealing, interleaved round by round in one process
(the machine is shared: the ratio is what to read). The two ways must give the same scores.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bot.odds import HORIZON, Odds, candidates  # noqa: E402
from game.rules import Game, redeal  # noqa: E402
from tests.kits.bot_positions import bot_positions  # noqa: E402


class ReplayEach(Odds):
    """The odds as they dealt before Game.fork: a replay of the public events for every playout."""

    def deal(self, round_: int) -> Game:
        copy = Game.replay(self._events, self._content)
        redeal(copy, f"{self.seed}:{round_}")
        return copy


def positions(seeds: range) -> list[Game]:
    parties = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]
    found = []
    for seed in seeds:
        game = Game.new(parties[seed % 3], seed=seed)
        found += [Game.replay(p.events) for n, p in enumerate(bot_positions(game, seed))
                  if n % 40 == 39 and len(p.legal()) > 1]
    return found


def judged(kind: type[Odds], game: Game, rounds: int) -> tuple[float, list[float]]:
    started = time.process_time()
    search = kind(game, candidates(game, 3), seed="bench", horizon=HORIZON, fight_end=True)
    scores = [search.playout(m, r) for r in range(rounds) for m in range(len(search.moves))]
    return time.process_time() - started, scores


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5, help="passes over the positions")
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args()
    found = positions(range(900, 900 + args.seeds))
    print(f"{len(found)} positions, 6 rounds of the heuristic's three favourites each")
    ratios = []
    for n in range(args.rounds):
        totals = {"replay each": 0.0, "fork": 0.0}
        for game in found:
            replay_s, replay_scores = judged(ReplayEach, game, 6)
            fork_s, fork_scores = judged(Odds, game, 6)
            assert replay_scores == fork_scores, "the two ways of dealing must give the same playouts"
            totals["replay each"] += replay_s
            totals["fork"] += fork_s
        ratios.append(totals["fork"] / totals["replay each"])
        print(f"pass {n + 1}: replay each {totals['replay each']:.2f} s, fork {totals['fork']:.2f} s, "
              f"ratio {ratios[-1]:.2f}")
    print(f"fork / replay each: median {statistics.median(ratios):.2f} (of {len(ratios)} passes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
