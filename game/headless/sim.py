"""Balance simulator: many seeded bot games in parallel processes, summarised in a table.

    python -m game.sim --games 1000 --heroes fighter --heroes fighter,wizard --jobs 2
    python -m game.sim --games 300 --holdout --variant chests_locked --compare --jobs 1
    python -m game.sim --games 150 --tier veteran --house-rule full_heal_after_guardian --jobs 1

Every game is played through Game.legal()/do() by the heuristic bot (game/bot/heuristic.py). Each win rate
comes with its 95 % interval (Wilson's). Tuning uses seeds 0-999 (TUNING_SEEDS); `--holdout` plays
seeds from 100000 on, which tuning never uses, to measure what the tuning did.
"""

from __future__ import annotations

import argparse
import gc
import math
import multiprocessing
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import NoReturn

from game.bot import levels
from game.bot.levels import HEURISTIC, LEVELS
from game.bot.odds import wilson
from game.i18n import N_, _, content_text, ngettext
from game.i18n.numbers import number, percent
from game.rules import ECOLOGIES, HOUSE_RULES, TIERS, Content, Event, Game, RuleViolation, load_content, shortened

from .flags import add_language_flag, at_least_one, choose_language, hero_set

# seeds the numbers in cards/ and the bot are tuned on; the hold-out seeds start far above them
TUNING_SEEDS = range(0, 1000)
HOLDOUT_FIRST = 100_000

FABLED_BLADES = frozenset({"fabled-blade-1", "fabled-blade-2"})

Job = tuple[str, str, int, tuple[str, ...]]  # heroes, start Ecology, seed, options (see game_options)


@dataclass
class GameResult:
    heroes: str
    start: str
    seed: int
    outcome: str  # won / lost / stuck
    cause: str  # why it ended, in a few words (for a death: the monster that killed)
    reached: str  # the Ecology the game ended in
    commands: int
    seen: dict[str, set[str]] = field(default_factory=dict)  # card kind -> ids revealed
    dead: str = ""  # the hero killed, if one was
    variants: str = ""  # the options played, comma-separated (variants, tier:..., house:...)
    final_entity: bool = False  # the party reached (fought) the Final Entity
    blades: tuple[str, ...] = ()  # the Fabled Blades a hero took


def rate(won: int, games: int) -> str:
    """"54.0% (48.3-59.6)": a rate with its 95 % interval."""
    if games == 0:
        return "-"
    low, high = wilson(won, games)
    return f"{percent(100 * won / games)} ({number(100 * low)}-{number(100 * high)})"


# the revealing events, and where each names the tiles and cards it showed
def revealed_ids(events: Iterable[Event]) -> dict[str, set[str]]:
    """Ids of every tile and card the game revealed, by kind (tiles, monsters, features ...)."""
    seen: dict[str, set[str]] = defaultdict(set)
    for e in events:
        k = e.kind
        if k == "tile_drawn":
            seen["tiles"].add(e.tile)  # type: ignore[attr-defined]
        elif k == "combat_started":
            for foe in e.foes:  # type: ignore[attr-defined]
                if foe.parts:
                    seen["final entity parts"].update(foe.parts)
                else:
                    seen["monsters"].add(foe.card)
        elif k == "feature_drawn":
            seen["features"].add(e.card)  # type: ignore[attr-defined]
        elif k == "items_drawn":
            seen["items"].update(e.items)  # type: ignore[attr-defined]
        elif k == "abilities_drawn":
            seen["abilities"].update(e.abilities)  # type: ignore[attr-defined]
        elif k == "location_card_drawn":
            seen["legendary locations"].add(e.card)  # type: ignore[attr-defined]
    return dict(seen)


# the kinds of revealed ids, as the coverage table names them
KIND_WORDS = {"tiles": N_("tiles"), "monsters": N_("monsters"), "final entity parts": N_("final entity parts"),
              "features": N_("features"), "items": N_("items"), "abilities": N_("abilities"),
              "legendary locations": N_("legendary locations")}
# the causes a game result holds (English: they are keys of the sim's and the sweep's tables)
CAUSE_WORDS = {"dead end": N_("dead end"), "won": N_("won"), "unknown": N_("unknown"),
               "no legal command": N_("no legal command"), "command limit": N_("command limit")}
KILLED_BY = "killed by "
FINAL_ENTITY = "the Final Entity"  # who killed, when the foe was the Final Entity (no Monster card)


def cause_words(cause: str) -> str:
    """A game's cause in the current language ("killed by Lintel Creeper" -> "getötet von: Türsturzkriecher"); a
    rule's own reason stays as the game gave it."""
    if cause == KILLED_BY + FINAL_ENTITY:
        return _("killed by the Final Entity")
    if cause.startswith(KILLED_BY):
        names = " + ".join(content_text(n) for n in cause.removeprefix(KILLED_BY).split(" + "))
        return _("killed by {monsters}").format(monsters=names)
    return _(CAUSE_WORDS[cause]) if cause in CAUSE_WORDS else cause


def loss_cause(game: Game) -> tuple[str, str]:
    """(cause, hero killed): a dead end, the monster a hero died fighting, or the rule's reason."""
    reason = game.state.outcome_reason or ""
    if reason.startswith("Dead end"):
        return "dead end", ""
    if "killed" in reason:
        dead = reason.split(" was killed")[0]
        last = next((e for e in reversed(game.events) if e.kind == "combat_started"), None)
        if last is not None and "in combat" in reason:
            names = []
            for foe in last.foes:  # type: ignore[attr-defined]
                m = game.content.monsters.monsters.get(foe.card)
                names.append(m.name if m else FINAL_ENTITY)
            return KILLED_BY + " + ".join(names), dead
        return reason.split(".")[0][:60], dead
    return reason.split(".")[0][:60] or "unknown", ""


def quiet_gc() -> None:
    """Garbage collection tuned for playing many games in one process (about a tenth faster).

    speed: the content, loaded once, is frozen out of every later collection, and the young
    generation is collected every 200,000 allocations rather than 700, the middle one every 50 of
    those (a bot game makes some 250,000 short-lived objects, nearly all freed by reference
    counting; its cyclic garbage is a few hundred objects). Measured in docs/performance.md: about
    a twentieth faster than (50,000, 20)."""
    load_content()
    gc.collect()
    gc.freeze()
    gc.set_threshold(200_000, 50, 100)


BOTS = LEVELS  # the machine players (--bot, --compare-bot): heuristic, thinking


def game_options(options: Iterable[str]) -> dict[str, object]:
    """Game.new's options from a job's: rulebook variants by name, "tier:<id>", "house:<id>" (and
    "bot:<name>", the machine player, which is no option of the game's)."""
    opts = list(options)
    tiers = [o.split(":", 1)[1] for o in opts if o.startswith("tier:")]
    return {"variants": [o for o in opts if ":" not in o], "tier": tiers[-1] if tiers else "standard",
            "house_rules": [o.split(":", 1)[1] for o in opts if o.startswith("house:")]}


def play_one(job: Job) -> GameResult:
    heroes, start, seed, variants = job
    return play_game(heroes, start, seed, variants)


def play_game(heroes: str, start: str, seed: int, variants: tuple[str, ...], content: Content | None = None
              ) -> GameResult:
    """One seeded bot game and what became of it (`content`: the game's own unless given; the sweep's
    packs and number changes)."""
    game = Game.new(heroes=heroes.split(","), seed=seed, ecology=start, content=content,
                    **game_options(variants))  # type: ignore[arg-type]
    levels.play(game, next((o[4:] for o in variants if o.startswith("bot:")), HEURISTIC), seed=seed)
    commands = sum(1 for e in game.events if e.kind == "command_accepted")
    dead = ""
    if game.outcome == "won":
        outcome, cause = "won", "won"
    elif game.outcome == "lost":
        outcome = "lost"
        cause, dead = loss_cause(game)
    else:
        outcome, cause = "stuck", "no legal command" if not game.legal() else "command limit"
    final_entity = any(e.kind == "combat_started" and any(f.parts for f in e.foes)  # type: ignore[attr-defined]
                       for e in game.events)
    blades = tuple(sorted({e.item for e in game.events  # type: ignore[attr-defined]
                           if e.kind == "item_gained" and e.item in FABLED_BLADES}))  # type: ignore[attr-defined]
    return GameResult(heroes, start, seed, outcome, cause, game.state.ecology, commands,
                      revealed_ids(game.events), dead, ",".join(variants), final_entity, blades)


def progress(done: int, total: int, started: float) -> None:
    width = 30
    filled = width * done // total
    rate = done / max(time.perf_counter() - started, 1e-9)
    end = "\r" if sys.stderr.isatty() else "\n"
    counts = _("{done}/{total}  {rate} games/s").format(done=done, total=total, rate=f"{rate:.0f}")
    sys.stderr.write(f"[{'#' * filled}{'.' * (width - filled)}] {counts}{end}")
    if done == total and end == "\r":
        sys.stderr.write("\n")
    sys.stderr.flush()


def run_games(jobs: list[Job], processes: int, show_progress: bool
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


def summary(results: list[GameResult], catalogue: dict[str, set[str]]) -> str:
    lines = [_("| heroes | start | variants | games | won | lost | stuck | win rate (95 % interval) | dead ends "
               "| avg commands |"),
             "|---|---|---|---|---|---|---|---|---|---|"]
    groups: dict[tuple[str, str, str], list[GameResult]] = defaultdict(list)
    for r in results:
        groups[(r.heroes, r.start, r.variants)].append(r)
    for (heroes, start, variants), rs in sorted(groups.items(), key=lambda g: (g[0][0].count(","), g[0])):
        c = Counter(r.outcome for r in rs)
        dead_ends = sum(1 for r in rs if r.cause == "dead end")
        lines.append(f"| {heroes} | {start} | {variants or '-'} | {len(rs)} | {c['won']} | {c['lost']} | "
                     f"{c['stuck']} | {rate(c['won'], len(rs))} | {percent(100 * dead_ends / len(rs))} | "
                     f"{statistics.mean(r.commands for r in rs):.0f} |")
    lines += ["", *outcome_lines(results)]
    lines += pooled_lines(results)
    lines += ["", _("Where games ended (not won):"), _("| Ecology | cause | games |"), "|---|---|---|"]
    causes = Counter((r.reached, r.cause) for r in results if r.outcome != "won")
    for (ecology, cause), n in causes.most_common(25):
        lines.append(f"| {ecology} | {cause_words(cause)} | {n} |")
    dead = Counter(r.dead for r in results if r.dead)
    if dead:
        killed = ", ".join(f"{name} {n}" for name, n in dead.most_common())
        lines += ["", _("Heroes killed: {list}").format(list=killed)]
    lines += ["", _("Coverage (tiles and cards revealed at least once):"), _("| kind | seen | never seen |"),
              "|---|---|---|"]
    for kind, ids in catalogue.items():
        seen = set().union(*(r.seen.get(kind, set()) for r in results)) if results else set()
        never = sorted(ids - seen)
        shown = ", ".join(never[:12]) + (f" ... (+{len(never) - 12})" if len(never) > 12 else "")
        counted = _("{seen} of {total}").format(seen=len(ids & seen), total=len(ids))
        words = _(KIND_WORDS[kind]) if kind in KIND_WORDS else kind
        lines.append(f"| {words} | {counted} | {shown or '-'} |")
    return "\n".join(lines)


def pooled_lines(results: list[GameResult]) -> list[str]:
    """With several hero sets and several option rows (--compare): each row's games of every hero
    set and start together, and its change against the row without options (the same seeds)."""
    if len({(r.heroes, r.start) for r in results}) < 2 or len({r.variants for r in results}) < 2:
        return []
    by_row: dict[str, list[GameResult]] = defaultdict(list)
    for r in results:
        by_row[r.variants].append(r)
    plain = by_row.get("")
    base = sum(r.outcome == "won" for r in plain) / len(plain) if plain else None
    lines = ["", _("Every hero set and start together:"), _("| variants | games | won | win rate (95 % interval) "
                                                             "| change |"), "|---|---|---|---|---|"]
    for variants, rs in sorted(by_row.items()):
        won = sum(r.outcome == "won" for r in rs)
        change = "" if base is None or not variants else _("{change} points").format(
            change=number(100 * (won / len(rs) - base), sign=True))
        lines.append(f"| {variants or '-'} | {len(rs)} | {won} | {rate(won, len(rs))} | {change} |")
    return lines


def outcome_lines(results: list[GameResult]) -> list[str]:
    """Per row and for all games: where the games not won ended (share of them per Ecology), how
    often the Final Entity defeated the parties that reached it, how often a Fabled Blade was won."""
    lines = [_("| heroes | start | variants | not won: {ecologies} | reached the Final Entity | the Final Entity won "
               "(95 % interval) | Fabled Blade won |").format(ecologies=" / ".join(ECOLOGIES)),
             "|---|---|---|---|---|---|---|"]
    groups: dict[tuple[str, str, str], list[GameResult]] = defaultdict(list)
    for r in results:
        groups[(r.heroes, r.start, r.variants)].append(r)
    rows = sorted(groups.items(), key=lambda g: (g[0][0].count(","), g[0]))
    if len(rows) > 1:
        rows.append(((_("**all**"), "", ""), results))
    for (heroes, start, variants), rs in rows:
        ended = Counter(r.reached for r in rs if r.outcome != "won")
        total = max(1, sum(ended.values()))
        spread = " / ".join(percent(100 * ended[eco] / total, 0) for eco in ECOLOGIES)
        faced = [r for r in rs if r.final_entity]
        beaten = sum(1 for r in faced if r.outcome != "won")
        with_blade = sum(1 for r in rs if r.blades)
        lines.append(f"| {heroes} | {start} | {variants or '-'} | {spread} ({sum(ended.values())}) | {len(faced)} | "
                     f"{rate(beaten, len(faced))} | {rate(with_blade, len(rs))} |")
    return lines


def catalogue_ids(hero_sets: Iterable[str] = ("fighter,wizard,rogue",), starts: Iterable[str] = ("ruins",)
                  ) -> dict[str, set[str]]:
    """Every tile and card the played games could reveal, by kind (items and abilities: of the
    classes played; Ecologies from the first start on)."""
    from game.rules import ECOLOGIES, load_content

    content = load_content()
    first = min(ECOLOGIES.index(s) for s in starts)
    ecologies = set(ECOLOGIES[first:])
    classes = {cl for hs in hero_sets for h in hs.split(",") for cl in content.heroes[h].classes}
    entry = set(content.entry_tile.values())
    mons = content.monsters
    return {
        "tiles": {t for e in ecologies for t in content.ecology_tiles[e] if t not in entry},
        "monsters": {m for e in ecologies for m in mons.ecology_monsters.get(e, [])}
        | {m for e in ecologies for m in mons.ecology_guardians.get(e, [])},
        "final entity parts": set(mons.entity_parts),
        "features": {f for e in ecologies for f in content.ecology_features.get(e, [])},
        "items": {i for cl in classes for i in content.class_items.get(cl, [])},
        "abilities": {a for cl in classes for a in content.class_abilities.get(cl, [])},
        "legendary locations": {k for k in content.legendary
                                if any(k.startswith(e[:3]) for e in ecologies)},
    }


class OneLineParser(argparse.ArgumentParser):
    """A bad flag is one clear line on stderr and exit status 2 (as main.py's), not argparse's usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: " + _("{problem} (see --help)").format(problem=message) + "\n")


def setup_problem(heroes: str, start: str, options: Iterable[str]) -> str | None:
    """Why a game of this row cannot be set up (the rules' own sentence), checked before any
    process starts so that a bad flag is one line, not a worker's traceback; None: it can."""
    try:
        Game.new(heroes=heroes.split(","), seed=0, ecology=start, **game_options(options))  # type: ignore[arg-type]
    except RuleViolation as exc:
        return str(exc)
    return None


def paired_lines(results: list[GameResult], bot_a: str, bot_b: str) -> list[str]:
    """The paired difference in win rate of `bot_a` over `bot_b` on the same games (seed, party, options),
    per party and over all, with its 95 % interval (normal, over the per-game differences)."""
    by_game: dict[tuple[str, str, int, str], dict[str, bool]] = defaultdict(dict)
    for r in results:
        options = [o for o in r.variants.split(",") if o and not o.startswith("bot:")]
        who = next((o[4:] for o in r.variants.split(",") if o.startswith("bot:")), BOTS[0])
        by_game[(r.heroes, r.start, r.seed, ",".join(options))][who] = r.outcome == "won"
    rows: dict[str, list[int]] = defaultdict(list)
    for (heroes, *_rest), won in sorted(by_game.items()):
        if bot_a in won and bot_b in won:
            diff = int(won[bot_a]) - int(won[bot_b])
            rows[heroes].append(diff)
            rows["all"].append(diff)
    lines = [_("| heroes | paired games | {a} won | {b} won | difference (95 % interval) |").format(a=bot_a, b=bot_b),
             "|---|---|---|---|---|"]
    for heroes, diffs in sorted(rows.items(), key=lambda row: row[0] == "all"):  # "all" last
        n = len(diffs)
        mean = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(n) if n > 1 else 1.0
        a_won = sum(1 for (h, *_), w in by_game.items() if heroes in (h, "all") and w.get(bot_a) and bot_b in w)
        b_won = sum(1 for (h, *_), w in by_game.items() if heroes in (h, "all") and w.get(bot_b) and bot_a in w)
        difference = _("{mean} points ({low} to {high})").format(
            mean=number(100 * mean, sign=True), low=number(100 * (mean - half), sign=True),
            high=number(100 * (mean + half), sign=True))
        party = _("all") if heroes == "all" else heroes
        lines.append(f"| {party} | {n} | {a_won} | {b_won} | {difference} |")
    return lines


def main(argv: list[str] | None = None) -> int:
    choose_language(sys.argv[1:] if argv is None else argv)
    parser = OneLineParser(prog="python -m game.sim", description=_(
        "Balance simulator: many seeded bot games in parallel processes, summarised in a table."))
    add_language_flag(parser)
    parser.add_argument("--games", type=at_least_one, default=200, help=_("games per hero set and start Ecology"))
    parser.add_argument("--heroes", action="append", type=hero_set,
                        help=_("a hero set like fighter,wizard (repeatable)"))
    parser.add_argument("--start", action="append", choices=["ruins", "caverns", "subterranean"],
                        help=_("start Ecology (repeatable; default ruins)"))
    parser.add_argument("--variant", action="append", default=[], help=_("difficulty variant (repeatable)"))
    parser.add_argument("--tier", action="append", default=[], choices=list(TIERS),
                        help=_("challenge tier (default standard; repeatable with --compare)"))
    parser.add_argument("--house-rule", action="append", default=[], choices=list(HOUSE_RULES),
                        help=_("house rule (repeatable)"))
    parser.add_argument("--compare", action="store_true",
                        help=_("one row without options and one per --variant, --tier and --house-rule, "
                             "instead of all of them together"))
    parser.add_argument("--jobs", type=at_least_one, default=multiprocessing.cpu_count(), help=_("parallel processes"))
    parser.add_argument("--seed", type=int, default=0, help=_("first seed (tuning uses {seeds})").format(
                        seeds=f"{TUNING_SEEDS.start}-{TUNING_SEEDS.stop - 1}"))
    parser.add_argument("--holdout", type=int, nargs="?", const=HOLDOUT_FIRST, metavar="FIRST",
                        help=_("play hold-out seeds the tuning never used, from FIRST (default {first})").format(
                            first=HOLDOUT_FIRST))
    parser.add_argument("--quiet", action="store_true", help=_("no progress bar"))
    parser.add_argument("--bot", choices=BOTS, default=BOTS[0], help=_("the machine player (default heuristic)"))
    parser.add_argument("--compare-bot", choices=BOTS, metavar="BOT",
                        help=_("also play every game with this machine player and print the paired difference"))
    parser.add_argument("--campaign", type=int, metavar="GAMES", help=_("instead: one bot campaign of GAMES "
                        "games (Campaign mode: marks, talents bought cheapest first), heroes of the first --heroes"))
    args = parser.parse_args(argv)
    if args.campaign is not None:
        if not 1 <= args.campaign <= 1000:
            parser.error(_("--campaign: the number of games must be from 1 to 1000"))
        from game.bot.campaign import main as play_campaign
        heroes = (args.heroes or ["fighter,wizard"])[0]
        tier = args.tier[-1] if args.tier else "standard"
        problem = setup_problem(heroes, "ruins", [f"tier:{tier}"])
        if problem:
            parser.error(f"--heroes {shortened(heroes)}: {shortened(problem, 200)}")
        return play_campaign(args.campaign, heroes.split(","), args.seed, tier)
    hero_sets = args.heroes or ["fighter", "fighter,wizard", "fighter,wizard,rogue"]
    starts = args.start or ["ruins"]
    first = args.seed if args.holdout is None else args.holdout
    if args.holdout is not None and args.holdout < TUNING_SEEDS.stop:
        parser.error(_("--holdout: hold-out seeds start at {first} or above (tuning uses {seeds})").format(
            first=TUNING_SEEDS.stop, seeds=f"{TUNING_SEEDS.start}-{TUNING_SEEDS.stop - 1}"))
    if len(args.tier) > 1 and not args.compare:
        parser.error(_("--tier: one tier a game (give several only with --compare)"))
    options = [*args.variant, *(f"tier:{t}" for t in args.tier), *(f"house:{h}" for h in args.house_rule)]
    variant_rows = [(), *((o,) for o in options)] if args.compare else [tuple(options)]
    # every row is checked here, before any process starts: the hero sets, then the options
    for heroes in hero_sets:
        problem = setup_problem(heroes, starts[0], ())
        if problem:
            parser.error(f"--heroes {shortened(heroes)}: {shortened(problem, 200)}")
    for vs in variant_rows:
        problem = setup_problem(hero_sets[0], starts[0], vs)
        if problem:
            parser.error(shortened(problem, 200))
    bots = [args.bot] + ([args.compare_bot] if args.compare_bot and args.compare_bot != args.bot else [])
    if bots != [BOTS[0]]:  # the default bot's jobs are unchanged; another's carry "bot:<name>"
        variant_rows = [(*vs, f"bot:{b}") if b != BOTS[0] else vs for b in bots for vs in variant_rows]
    jobs = [(h, s, first + i, vs) for h in hero_sets for s in starts for vs in variant_rows
            for i in range(args.games)]
    quiet_gc()
    started = time.perf_counter()
    results = list(run_games(jobs, args.jobs, show_progress=not args.quiet))
    elapsed = time.perf_counter() - started
    last = first + args.games - 1
    if args.holdout is not None:
        seeds = ngettext("hold-out seeds, never used for tuning {first}-{last}, {n} game a row",
                         "hold-out seeds, never used for tuning {first}-{last}, {n} games a row", args.games)
    else:
        seeds = ngettext("seeds {first}-{last}, {n} game a row", "seeds {first}-{last}, {n} games a row", args.games)
    print(seeds.format(first=first, last=last, n=args.games) + "\n")
    print(summary(results, catalogue_ids(hero_sets, starts)))
    if len(bots) > 1:
        print("\n" + _("Paired, game by game: {a} against {b}").format(a=bots[0], b=bots[1]) + "\n")
        print("\n".join(paired_lines(results, bots[0], bots[1])))
    # i18n: {games} is "1 game" / "200 games" (its own plural)
    played = ngettext("{n} game", "{n} games", len(results)).format(n=len(results))
    print("\n" + ngettext("{games} in {seconds} s on {jobs} process = {rate} games/minute",
                          "{games} in {seconds} s on {jobs} processes = {rate} games/minute", args.jobs).format(
        games=played, seconds=number(elapsed), jobs=args.jobs, rate=f"{len(results) / elapsed * 60:.0f}"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
