"""Thinking against Heuristic on the same hold-out seeds, pair by pair, resumable
(`python benchmarks/paired_thinking.py --pairs 300 --out pairs.jsonl`, then `--summary`).

Each pair is one seed and party played once by each machine player (parties of one, two and three
in turn, so a run cut short stays balanced; `--horizon`, `--everywhere`, `--moves`, `--playouts`,
`--final-rounds` and the others set the Thinking player's Budget); one JSON line per pair is appended to `--out` as it
finishes (the seed, the party, who won, each game's time on the core), and a rerun skips the pairs
already there. `--summary` prints the paired table (game.headless.sim.paired_lines: the difference
in wins, per party and over all, with its 95 % interval) and the time a game.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import games_left, read_rows  # noqa: E402
from game.bot import heuristic, thinking  # noqa: E402
from game.headless.sim import GameResult, paired_lines  # noqa: E402
from game.rules import ECOLOGIES, Game  # noqa: E402


def play_pair(heroes: str, seed: int, budget: Callable[[], thinking.Budget]) -> dict[str, object]:
    row: dict[str, object] = {"heroes": heroes, "seed": seed}
    spend = budget()
    reached: dict[str, bool] = {}

    def note_final(name: str) -> Callable[[Game], None]:
        def after(g: Game) -> None:
            reached[name] = reached.get(name, False) or thinking.final_fight(g)
        return after

    players: tuple[tuple[str, Callable[[Game], Game]], ...] = (
        ("thinking", lambda g: thinking.play(g, seed=seed, budget=spend, after=note_final("thinking"))),
        ("heuristic", lambda g: heuristic.play(g, seed=seed, after=note_final("heuristic"))))
    for name, play in players:
        started = time.process_time()
        game = play(Game.new(heroes.split(","), seed=seed))
        row[name] = game.outcome == "won"
        row[f"{name}_s"] = round(time.process_time() - started, 2)
        row[f"{name}_final"] = reached.get(name, False)  # whether it reached the Final Entity's fight
    # how much it thought, and how often (and where first) it left the heuristic's favourite (0: the same game)
    row.update(decisions=spend.decisions, doomed=spend.doomed, in_danger=spend.in_danger, playouts=spend.runs,
               switches=spend.switches,
               switched=dict(spend.switched), final_switches=spend.final_switches,
               first_switch=spend.first_switch)
    return row


def summary(rows: list[dict[str, object]]) -> str:
    results = []
    for r in rows:
        for name in ("thinking", "heuristic"):
            results.append(GameResult(str(r["heroes"]), "ruins", int(str(r["seed"])), "won" if r[name] else "lost",
                                      "", "", 0, variants=f"bot:{name}"))
    lines = paired_lines(results, "thinking", "heuristic")
    # the pairs that ended differently, by where the Thinking game first left the favourite
    apart = Counter((str(r.get("first_switch", "?")), "thinking" if r["thinking"] else "heuristic")
                    for r in rows if r["thinking"] != r["heuristic"])
    for place in ("ecology", "final", "?"):
        if apart[place, "thinking"] or apart[place, "heuristic"]:
            lines.append(f"first left the favourite at {place}: won by Thinking alone {apart[place, 'thinking']}, "
                         f"by the Heuristic alone {apart[place, 'heuristic']}")
    for name in ("thinking", "heuristic"):
        times = [float(str(r[f"{name}_s"])) for r in rows]
        lines.append(f"{name}: {statistics.fmean(times):.1f} s a game on the core (mean; most {max(times):.1f})")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", type=int, default=300)
    parser.add_argument("--first", type=int, default=100_100, help="first hold-out seed")
    parser.add_argument("--out", type=Path, default=Path("pairs.jsonl"))
    parser.add_argument("--summary", action="store_true", help="print the table of the pairs in --out")
    parser.add_argument("--horizon", type=int, default=thinking.Budget.horizon or 0,
                        help="Thinking's playouts cut after this many commands (0: to the end)")
    parser.add_argument("--everywhere", action="store_true",
                        help="Thinking thinks in every Ecology (its default now; kept for older command lines)")
    parser.add_argument("--moves", type=int, default=thinking.Budget.moves)
    parser.add_argument("--playouts", type=int, default=thinking.Budget.playouts)
    parser.add_argument("--least-gain", type=float, default=thinking.Budget.least_gain,
                        help="the chance to win a challenger must add to be played (0.02: 2 points)")
    parser.add_argument("--most-rounds", type=int, default=thinking.Budget.most_rounds,
                        help="rounds at most while a challenger is in doubt (0: --playouts only)")
    parser.add_argument("--z", type=float, default=thinking.Budget.z,
                        help="and by more than this many standard errors of its paired gain")
    parser.add_argument("--final-rounds", type=int, default=thinking.Budget.final_rounds,
                        help="rounds of whole playouts at the Final Entity's fight (0: as anywhere else)")
    parser.add_argument("--final-reserve", type=float, default=thinking.Budget.final_reserve,
                        help="seconds of thinking kept for the Final Entity's fight")
    parser.add_argument("--seconds", type=float, default=thinking.Budget.seconds,
                        help="seconds of thinking a game (the process's own time)")
    parser.add_argument("--danger-share", type=float, default=thinking.Budget.danger_share,
                        help="a hero down to this share of their most Health is in danger")
    parser.add_argument("--danger-moves", type=int, default=thinking.Budget.danger_moves,
                        help="moves weighed in a fight with a hero in danger (0: --moves)")
    parser.add_argument("--danger-kinds", default=",".join(sorted(thinking.Budget.danger_kinds)),
                        help="kinds it also thinks at with a hero in danger, comma-separated ('none': no others)")
    parser.add_argument("--fight-end", action="store_true",
                        help="in a fight, Thinking's playouts run to the fight's end (not --horizon commands)")
    parser.add_argument("--fight-kinds", action="store_true",
                        help="Thinking also thinks at a fight's card plays, Monster card places and hits")
    parser.add_argument("--explore-kinds", action="store_true",
                        help="Thinking also thinks at whether to fight a Monster on the map now or draw a tile")
    parser.add_argument("--ecology-kinds", default="",
                        help="in the Ecologies think only at these kinds, comma-separated ('none': only at the "
                             "Final Entity's fight; empty: at every kind it thinks at)")
    args = parser.parse_args()
    rows = read_rows(args.out)
    if args.summary:
        print(f"{len(rows)} pairs from {args.out}")
        print(summary(rows))
        return 0
    done = {(r["heroes"], r["seed"]) for r in rows}

    def budget() -> thinking.Budget:
        b = thinking.Budget(moves=args.moves, playouts=args.playouts, horizon=args.horizon or None,
                            least_gain=args.least_gain, z=args.z,
                            most_rounds=args.most_rounds, final_rounds=args.final_rounds,
                            final_reserve=args.final_reserve, seconds=args.seconds,
                            danger_share=args.danger_share, danger_moves=args.danger_moves,
                            danger_kinds=frozenset(args.danger_kinds.split(",")) - {"", "none"})
        if args.everywhere:
            b.ecologies = frozenset(ECOLOGIES)
        b.fight_end = b.fight_end or args.fight_end
        if args.fight_kinds:
            b.kinds = b.kinds | thinking.FIGHT_KINDS
        if args.explore_kinds:
            b.kinds = b.kinds | thinking.EXPLORE_KINDS
        if args.ecology_kinds:
            b.ecology_kinds = frozenset() if args.ecology_kinds == "none" else frozenset(args.ecology_kinds.split(","))
        return b

    for heroes, seed in games_left(args.pairs, args.first, done):
        with args.out.open("a") as out:
            out.write(json.dumps(play_pair(heroes, seed, budget)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
