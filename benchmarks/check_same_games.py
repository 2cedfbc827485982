"""Speed work must not change a rule or a bot decision: fingerprint the event logs of seeded bot games.

    python benchmarks/check_same_games.py --check                 # compare with the committed reference
    python benchmarks/check_same_games.py --games 60 --check      # the first 60 seeds of it only (quicker)
    python benchmarks/check_same_games.py --games 200 --write FILE  # record new fingerprints

The committed reference (benchmarks/same-games.json, 200 seeds) changes only with a deliberate rule
or bot change, written in the same commit.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bot import heuristic as bot  # noqa: E402
from game.rules import Game, dump  # noqa: E402

REFERENCE = Path(__file__).resolve().parent / "same-games.json"
PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def fingerprints(n: int) -> dict[str, str]:
    out: dict[str, str] = {}
    for seed in range(n):
        game = bot.play(Game.new(heroes=PARTIES[seed % 3], seed=seed), seed=seed)
        log = json.dumps([dump(e) for e in game.events], sort_keys=True)
        state = json.dumps(game.state.model_dump(mode="json"), sort_keys=True)
        out[str(seed)] = hashlib.sha256((log + state).encode()).hexdigest()[:16] + f" {len(game.events)} {game.outcome}"
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write")
    group.add_argument("--check", nargs="?", const=str(REFERENCE))
    args = parser.parse_args()
    got = fingerprints(args.games)
    if args.write:
        Path(args.write).write_text(json.dumps(got, indent=1))
        print(f"wrote {len(got)} fingerprints")
        return
    want = json.loads(Path(args.check).read_text())
    want = {s: f for s, f in want.items() if int(s) < args.games}
    bad = [s for s in want if got.get(s) != want[s]]
    for s in bad:
        print(f"seed {s}: {want[s]} -> {got.get(s)}")
    print("same games" if not bad else f"{len(bad)} games differ")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
