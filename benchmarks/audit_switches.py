"""An audit of the Thinking player's switches: does the move it plays instead of the heuristic's
favourite really win more? (`python benchmarks/audit_switches.py --games 60 --first 210000 --out
audit.jsonl`, resumable; then `--summary`.)

A paired game comparison (benchmarks/paired_thinking.py) sees a switch only through the game's end,
which is nearly a coin toss each way once two games part; hundreds of pairs cannot tell a few points.
This looks at the decisions themselves. Thinking games are played on the given seeds (parties of
one, two and three in turn), and at each judged decision where it switched, or where a challenger
gained more than `least_gain` but not clearly (a near miss), a referee plays the favourite and that
challenger out `--rounds` times each, on re-deals of its own (never the real hidden order, nor the
Thinking player's own re-deals), whole playouts to the game's end (won or lost: no value model).
The referee's paired mean is an unbiased estimate of what the switch is worth to a heuristic
continuation; its mean over many switches, by kind, says which switches pay.

One JSON line per audited decision, and one per game (`"game": true`), are appended to `--out`.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import add_run_options, run_audit  # noqa: E402
from game.bot import thinking  # noqa: E402
from game.bot.heuristic import score_all  # noqa: E402
from game.bot.odds import Odds  # noqa: E402
from game.bot.thinking_compare import Verdict  # noqa: E402
from game.rules import Command, Game  # noqa: E402


def referee(game: Game, favourite: Command, challenger: Command, rounds: int, seed: str) -> list[float]:
    """Each round's paired difference (challenger - favourite) of whole playouts: -1, 0 or 1."""
    search = Odds(game, [favourite, challenger], seed=seed, horizon=None)
    return [search.playout(1, r) - search.playout(0, r) for r in range(rounds)]


def audit_game(heroes: str, seed: int, rounds: int, out: Path, budget: thinking.Budget) -> None:
    """Play one Thinking game, auditing its switches and near misses; its rows are written together at
    its end (a run cut short leaves no half game behind)."""
    audited: list[dict[str, object]] = []

    def listen(game: Game, moves: list[Command], verdict: Verdict) -> None:
        challengers = range(1, len(moves))
        if verdict.pick:
            m = verdict.pick
        else:
            m = max(challengers, key=lambda i: verdict.gains[i], default=0)
            if not m or verdict.gains[m] <= budget.least_gain:
                return
        started = time.process_time()
        diffs = referee(game, moves[0], moves[m], rounds, f"referee:{seed}:{len(game.events)}")
        row = {"seed": seed, "heroes": heroes, "ecology": game.state.ecology, "final": thinking.final_fight(game),
               "doomed": thinking.doomed(game, score_all(game, game.legal())),
               "danger": thinking.in_danger(game, budget.danger_share), "moves": len(moves),
               "kind": moves[0].kind, "challenger_kind": moves[m].kind, "switched": bool(verdict.pick),
               "judge_gain": round(verdict.gains[m], 4), "judge_playouts": verdict.playouts,
               "rounds": rounds, "referee": round(statistics.fmean(diffs), 4),
               "apart": sum(1 for d in diffs if d), "s": round(time.process_time() - started, 2)}
        audited.append(row)

    budget.on_verdict = listen
    game = thinking.play(Game.new(heroes.split(","), seed=seed), seed=seed, budget=budget)
    with out.open("a") as f:
        f.writelines(json.dumps(row) + "\n" for row in audited)
        f.write(json.dumps({"game": True, "seed": seed, "heroes": heroes, "won": game.outcome == "won",
                            "switches": budget.switches, "decisions": budget.decisions,
                            "switched": dict(budget.switched)}) + "\n")


def mean_and_margin(values: list[float]) -> tuple[float, float]:
    if len(values) < 2:
        return (values[0] if values else 0.0), math.inf
    return statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def summary(rows: list[dict[str, object]]) -> str:
    games = [r for r in rows if r.get("game")]
    decisions = [r for r in rows if not r.get("game")]
    lines = [f"{len(games)} games ({sum(1 for g in games if g['won'])} won), {len(decisions)} audited decisions"]
    groups: dict[tuple[str, str], list[float]] = defaultdict(list)
    for r in decisions:
        place = ("final" if r["final"] else "ecology") + (" doomed" if r.get("doomed") else "") \
            + (" danger" if r.get("danger") else "")
        what = "switch" if r["switched"] else "near miss"
        groups[what, f"{place} {r['kind']}"].append(float(str(r["referee"])))
        groups[what, f"{place} all"].append(float(str(r["referee"])))
        groups[what, "all"].append(float(str(r["referee"])))
    lines.append("the referee's paired gain of the challenger over the favourite "
                 "(points, 95 % interval over decisions)")
    for (what, label), values in sorted(groups.items()):
        mean, margin = mean_and_margin(values)
        lines.append(f"  {what:9} {label:34} {len(values):4}  {100 * mean:+6.1f} ({100 * (mean - margin):+.1f} to "
                     f"{100 * (mean + margin):+.1f})")
    # by the judge's own estimate of the gain (a small estimated gain is mostly the playouts' noise)
    lines.append("by the judge's estimated gain (points): audited decisions, the referee's mean, its sum a game")
    for place, at_final in (("ecology", False), ("final", True)):
        for what, switched in (("switch", True), ("near miss", False)):
            for low, high in GAIN_BINS:
                values = [float(str(r["referee"])) for r in decisions if bool(r["final"]) == at_final
                          and bool(r["switched"]) == switched and low < float(str(r["judge_gain"])) <= high]
                if values:
                    mean, margin = mean_and_margin(values)
                    lines.append(f"  {place:7} {what:9} {100 * low:3.0f}-{100 * high:3.0f} {len(values):4}  "
                                 f"{100 * mean:+6.1f} ({100 * (mean - margin):+.1f} to {100 * (mean + margin):+.1f})"
                                 f"  {100 * sum(values) / max(1, len(games)):+5.1f} a game")
    return "\n".join(lines)


GAIN_BINS = ((0.0, 0.03), (0.03, 0.05), (0.05, 0.1), (0.1, 1.0))


def main() -> int:
    parser = argparse.ArgumentParser()
    add_run_options(parser, games=60, first=210_000, out="audit.jsonl")
    parser.add_argument("--rounds", type=int, default=32, help="the referee's whole playouts of each move")
    args = parser.parse_args()
    return run_audit(args, summary, lambda heroes, seed: audit_game(heroes, seed, args.rounds, args.out,
                                                                    thinking.Budget()))


if __name__ == "__main__":
    raise SystemExit(main())
