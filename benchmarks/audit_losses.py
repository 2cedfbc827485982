"""A rescue audit of the heuristic bot's lost games: at the decisions that led to a loss, would
another move have won? (`python benchmarks/audit_losses.py --games 90 --first 310000 --out
losses.jsonl`, resumable; then `--summary`.)

The switch audit (audit_switches.py) looks at the moves the Thinking player played; this one looks
for the moves it should have. Heuristic games are played on the given seeds (parties of one, two and
three in turn); in each lost one, at every decision with a choice in the fatal fight and the
`--before` decisions before it, the heuristic's move and its next `--moves` - 1 by the heuristic's
ranking (score_all) are played out `--rounds` times each on common re-deals (whole playouts to the
game's end; never the real hidden order). Where a challenger looks `--least` better, a referee
plays the two again `--verify` times on re-deals of its own: an unbiased estimate of what the switch
was worth, with the position's facts (the challenger's rank by the heuristic, the kind, the heroes'
Health) that tell a screen for such blunders.

One JSON line per looked-at decision, one per verified challenger (`"verified": true`) and one per
game (`"game": true`) are appended to `--out`, a game's together at its end.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.audit_switches import referee  # noqa: E402
from benchmarks.common import add_run_options, run_audit  # noqa: E402
from game.bot import heuristic, thinking  # noqa: E402
from game.bot.heuristic import score_all  # noqa: E402
from game.bot.odds import Odds  # noqa: E402
from game.rules import Command, Game, dump  # noqa: E402


def played(heroes: str, seed: int) -> tuple[Game, list[Command], list[bool], list[bool]]:
    """The heuristic's game on `seed`, its commands, whether each was made in a fight, and whether it
    was a choice (more than one command legal)."""
    commands: list[Command] = []
    in_fight: list[bool] = []
    choice: list[bool] = []

    def pick(game: Game, rng: random.Random) -> Command | None:
        cmd = heuristic.choose(game, rng)
        if cmd is not None:
            commands.append(cmd)
            in_fight.append(game.state.combat is not None)
            choice.append(len(game.legal()) > 1)
        return cmd

    game = heuristic.play(Game.new(heroes.split(","), seed=seed), seed, chooser=pick)
    return game, commands, in_fight, choice


def audit_game(heroes: str, seed: int, args: argparse.Namespace) -> list[dict[str, object]]:
    final, commands, in_fight, choice = played(heroes, seed)
    if final.outcome != "lost":
        return [{"game": True, "seed": seed, "heroes": heroes, "won": final.outcome == "won"}]
    started = time.process_time()
    fight_start = len(commands)
    while fight_start > 0 and in_fight[fight_start - 1]:
        fight_start -= 1
    choices = [n for n in range(fight_start) if choice[n]]  # the decisions with a choice before the fatal fight
    first = choices[-args.before] if args.before and len(choices) >= args.before else fight_start
    rows: list[dict[str, object]] = []
    game = Game.new(heroes.split(","), seed=seed)
    for n, cmd in enumerate(commands):
        legal = game.legal() if n >= first else []
        if len(legal) > 1:
            scores = score_all(game, legal)
            order = sorted(range(len(legal)), key=lambda i: -scores[i])
            moves = [cmd] + [legal[i] for i in order if legal[i] != cmd][:args.moves - 1]
            search = Odds(game, moves, seed=f"rescue:{seed}:{n}", horizon=None)
            means = [statistics.fmean(search.playout(m, r) for r in range(args.rounds)) for m in range(len(moves))]
            best = max(range(len(moves)), key=lambda m: means[m])
            fact = {"seed": seed, "heroes": heroes, "decision": n, "from_end": len(commands) - n,
                    "in_fight": n >= fight_start, "final": thinking.final_fight(final), "ecology": game.state.ecology,
                    "kind": cmd.kind, "legal": len(legal), "doomed": thinking.doomed(game, scores),
                    "health": min(h.health / h.max_health for h in game.state.hero_states),
                    "best_kind": moves[best].kind, "best_rank": order.index(legal.index(moves[best])),
                    "gain": round(means[best] - means[0], 3)}
            rows.append(fact)
            if best and means[best] - means[0] >= args.least:
                diffs = referee(game, cmd, moves[best], args.verify, f"verify:{seed}:{n}")
                rows.append(dict(fact, verified=True, worth=round(statistics.fmean(diffs), 3),
                                 margin=round(1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5, 3),
                                 favourite=dump(cmd), challenger=dump(moves[best])))
        game.do(cmd)
    rows.append({"game": True, "seed": seed, "heroes": heroes, "won": False, "final": thinking.final_fight(final),
                 "fight": len(commands) - fight_start, "s": round(time.process_time() - started, 1)})
    return rows


def summary(rows: list[dict[str, object]]) -> str:
    games = [r for r in rows if r.get("game")]
    lost = [r for r in games if not r["won"]]
    verified = [r for r in rows if r.get("verified")]
    lines = [f"{len(games)} games, {len(lost)} lost ({sum(1 for r in lost if r.get('final'))} at the Final Entity), "
             f"{len(verified)} challengers verified"]
    worth = [float(str(r["worth"])) for r in verified]
    if worth:
        lines.append(f"verified challengers: mean worth {100 * statistics.fmean(worth):+.1f} points; "
                     f"{sum(1 for w in worth if w >= 0.2)} worth 20 points or more")
    # where the blunders worth a fifth of a game or more were: in a fight or not, the challenger's
    # rank by the heuristic, the lowest Health share among the heroes
    big = [r for r in verified if float(str(r["worth"])) >= 0.2]
    groups: dict[str, list[dict[str, object]]] = defaultdict(list)
    for r in big:
        groups["in a fight" if r["in_fight"] else "exploring"].append(r)
        place = int(str(r["best_rank"])) + 1  # 1: the heuristic's first choice
        groups[f"the heuristic's choice no. {min(place, 4)}{' or lower' if place >= 4 else ''}"].append(r)
        health = float(str(r["health"]))
        groups["a hero at half Health or less" if health <= 0.5 else "every hero above half"].append(r)
        groups[f"kind {r['kind']} -> {r['best_kind']}"].append(r)
    lines.append("blunders worth 20 points or more (verified), by")
    for label, group in sorted(groups.items()):
        games_with = len({(r["seed"], r["heroes"]) for r in group})
        lines.append(f"  {label:48} {len(group):3} decisions in {games_with:3} games")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser()
    add_run_options(parser, games=90, first=310_000, out="losses.jsonl")
    parser.add_argument("--moves", type=int, default=4, help="the heuristic's move and its next best by its ranking")
    parser.add_argument("--rounds", type=int, default=8, help="whole playouts of each move at a decision")
    parser.add_argument("--before", type=int, default=6, help="decisions with a choice before the fatal fight")
    parser.add_argument("--least", type=float, default=0.375, help="a challenger this much better is verified")
    parser.add_argument("--verify", type=int, default=40, help="the referee's whole playouts of each of the two")
    args = parser.parse_args()

    def play(heroes: str, seed: int) -> None:
        rows = audit_game(heroes, seed, args)
        with args.out.open("a") as out:
            out.writelines(json.dumps(row) + "\n" for row in rows)

    return run_audit(args, summary, play)


if __name__ == "__main__":
    raise SystemExit(main())
