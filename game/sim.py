"""Balance simulator: many seeded bot games in parallel processes, summarised in a table.

    python -m game.sim --games 1000 --heroes fighter --heroes fighter,wizard --jobs 2

Every game is played through Game.legal()/do() by the heuristic bot (game/bot.py).
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from game import bot
from game.rules import Game
from game.rules.messages import Event


@dataclass
class GameResult:
    heroes: str
    start: str
    seed: int
    outcome: str  # won / lost / stuck
    cause: str  # why it ended, in a few words
    reached: str  # the Ecology the game ended in
    commands: int
    seen: set[str] = field(default_factory=set)  # ids of tiles and cards revealed


def revealed_ids(events: Iterable[Event]) -> set[str]:
    """Ids of every tile and card a revealing event showed (fields named tile/card/cards/item...)."""
    seen: set[str] = set()
    for e in events:
        if not e.reveals:
            continue
        for name in ("tile", "card", "item", "ability", "monster", "location"):
            value = getattr(e, name, None)
            if isinstance(value, str):
                seen.add(value)
        for name in ("cards", "items", "abilities", "monsters"):
            values = getattr(e, name, None)
            if isinstance(values, list):
                seen.update(v for v in values if isinstance(v, str))
    return seen


def loss_cause(game: Game) -> str:
    reason = game.state.outcome_reason or ""
    if reason.startswith("Dead end"):
        return "dead end"
    return reason.split(".")[0][:60] or "unknown"


def play_one(job: tuple[str, str, int, tuple[str, ...]]) -> GameResult:
    heroes, start, seed, variants = job
    game = Game.new(heroes=heroes.split(","), seed=seed, ecology=start, variants=list(variants))
    bot.play(game, seed=seed)
    commands = sum(1 for e in game.events if e.kind == "command_accepted")
    if game.outcome == "won":
        outcome, cause = "won", "won"
    elif game.outcome == "lost":
        outcome, cause = "lost", loss_cause(game)
    else:
        outcome, cause = "stuck", "no legal command" if not game.legal() else "command limit"
    return GameResult(heroes, start, seed, outcome, cause, game.state.ecology, commands, revealed_ids(game.events))


def progress(done: int, total: int, started: float) -> None:
    width = 30
    filled = width * done // total
    rate = done / max(time.perf_counter() - started, 1e-9)
    end = "\r" if sys.stderr.isatty() else "\n"
    sys.stderr.write(f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total}  {rate:.0f} games/s{end}")
    if done == total and end == "\r":
        sys.stderr.write("\n")
    sys.stderr.flush()


def run_games(jobs: list[tuple[str, str, int, tuple[str, ...]]], processes: int, show_progress: bool
              ) -> Iterator[GameResult]:
    started = time.perf_counter()
    if processes <= 1:
        results: Iterable[GameResult] = map(play_one, jobs)
        pool = None
    else:
        pool = multiprocessing.get_context("fork").Pool(processes)
        results = pool.imap_unordered(play_one, jobs, chunksize=max(1, len(jobs) // (processes * 20)))
    try:
        for i, result in enumerate(results, 1):
            step = 10 if sys.stderr.isatty() else max(10, len(jobs) // 10)
            if show_progress and (i % step == 0 or i == len(jobs)):
                progress(i, len(jobs), started)
            yield result
    finally:
        if pool:
            pool.close()
            pool.join()


def summary(results: list[GameResult], catalogue: set[str]) -> str:
    lines = ["| heroes | start | games | won | lost | stuck | win rate | avg commands |",
             "|---|---|---|---|---|---|---|---|"]
    groups: dict[tuple[str, str], list[GameResult]] = defaultdict(list)
    for r in results:
        groups[(r.heroes, r.start)].append(r)
    for (heroes, start), rs in sorted(groups.items()):
        c = Counter(r.outcome for r in rs)
        lines.append(f"| {heroes} | {start} | {len(rs)} | {c['won']} | {c['lost']} | {c['stuck']} | "
                     f"{100 * c['won'] / len(rs):.1f}% | {statistics.mean(r.commands for r in rs):.0f} |")
    lines += ["", "Where games ended (not won):", "| Ecology | cause | games |", "|---|---|---|"]
    causes = Counter((r.reached, r.cause) for r in results if r.outcome != "won")
    for (ecology, cause), n in causes.most_common(20):
        lines.append(f"| {ecology} | {cause} | {n} |")
    seen = set().union(*(r.seen for r in results)) if results else set()
    never = sorted(catalogue - seen)
    lines += ["", f"Tiles and cards never seen: {len(never)} of {len(catalogue)}"
              + (": " + ", ".join(never) if never else "")]
    return "\n".join(lines)


def catalogue_ids() -> set[str]:
    """Every tile and card id the content defines (tiles, and any card decks content exposes)."""
    from game.rules.content import load_content

    content = load_content()
    ids = {t for t in content.tiles if t not in content.entry_tile.values()}
    for name in ("monsters", "features", "items", "abilities", "legendary", "stair_guardians"):
        deck = getattr(content, name, None)
        if isinstance(deck, dict):
            ids.update(str(k) for k in deck)
    return ids


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.sim", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per hero set and start Ecology")
    parser.add_argument("--heroes", action="append", help="a hero set like fighter,wizard (repeatable)")
    parser.add_argument("--start", action="append", choices=["ruins", "caverns", "subterranean"],
                        help="start Ecology (repeatable; default ruins)")
    parser.add_argument("--variant", action="append", default=[], help="difficulty variant (repeatable)")
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count(), help="parallel processes")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    hero_sets = args.heroes or ["fighter", "fighter,wizard", "fighter,wizard,rogue"]
    starts = args.start or ["ruins"]
    jobs = [(h, s, args.seed + i, tuple(args.variant)) for h in hero_sets for s in starts
            for i in range(args.games)]
    started = time.perf_counter()
    results = list(run_games(jobs, args.jobs, show_progress=not args.quiet))
    elapsed = time.perf_counter() - started
    print(summary(results, catalogue_ids()))
    print(f"\n{len(results)} games in {elapsed:.1f} s on {args.jobs} process(es) "
          f"= {len(results) / elapsed * 60:.0f} games/minute")
    return 0


if __name__ == "__main__":
    sys.exit(main())
