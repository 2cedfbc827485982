"""How many of the heuristic's verified blunders a Thinking player's setting catches: a quick bench
for a change before any hold-out run (`python benchmarks/catch_blunders.py --rows
benchmarks/results/audit-losses-verified-310000.jsonl --danger-moves 0`).

The rows are audit_losses.py's verified challengers (a decision of a lost heuristic game, the
heuristic's move, the challenger and what a referee found it worth). At each position the Thinking
player chooses, once per `--seeds` of its playout seed; a blunder is caught when it plays the
challenger. Where the referee found the challenger no better (worth under `--worth`), playing it is
a needless switch. Only these positions: how a setting plays elsewhere is the switch audit's and the
hold-out's to say.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bot import thinking  # noqa: E402
from game.rules import parse_command  # noqa: E402
from tests.kits.bot_positions import position_at  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=Path, default=Path("benchmarks/results/audit-losses-verified-310000.jsonl"))
    parser.add_argument("--worth", type=float, default=0.2,
                        help="a challenger worth this much or more is a blunder's fix")
    parser.add_argument("--seeds", type=int, default=2, help="the Thinking player's playout seeds at each position")
    parser.add_argument("--moves", type=int, default=thinking.Budget.moves)
    parser.add_argument("--playouts", type=int, default=thinking.Budget.playouts)
    parser.add_argument("--danger-share", type=float, default=thinking.Budget.danger_share)
    parser.add_argument("--danger-moves", type=int, default=thinking.Budget.danger_moves)
    parser.add_argument("--danger-kinds", default=",".join(sorted(thinking.Budget.danger_kinds)),
                        help="kinds it also thinks at with a hero in danger, comma-separated ('none': no others)")
    parser.add_argument("--kinds", default="", help="comma-separated kinds it thinks at (default: its own)")
    args = parser.parse_args()
    rows = [json.loads(line) for line in args.rows.read_text().splitlines()]
    rows = [r for r in rows if r.get("verified")]
    kinds = frozenset(args.kinds.split(",")) if args.kinds else thinking.Budget.kinds
    caught = needless = blunders = others = 0
    worth_caught = worth_all = 0.0
    started = time.process_time()
    for r in rows:
        game = position_at(r["heroes"].split(","), r["seed"], r["decision"])
        challenger = parse_command(r["challenger"])
        fix = float(r["worth"]) >= args.worth
        for seed in range(args.seeds):
            budget = thinking.Budget(moves=args.moves, playouts=args.playouts, danger_share=args.danger_share,
                                     danger_moves=args.danger_moves, kinds=kinds, seed=seed,
                                     danger_kinds=frozenset(args.danger_kinds.split(",")) - {"", "none"})
            played = thinking.choose(game, random.Random(seed), budget) == challenger
            if fix:
                blunders += 1
                caught += played
                worth_all += float(r["worth"])
                worth_caught += float(r["worth"]) * played
            else:
                others += 1
                needless += played
    print(f"{len(rows)} positions x {args.seeds} seeds: blunders caught {caught} of {blunders} "
          f"(their verified worth {worth_caught:.1f} of {worth_all:.1f}); challengers worth less than "
          f"{100 * args.worth:.0f} points played {needless} of {others}; {time.process_time() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
