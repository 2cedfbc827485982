"""A content pack's rating (issue 37): the standard sweep played with the pack and without it, and
the win rates per party written into the pack's rating file (game/packs/rating.py).

    python3 -m game.packs rate DIR [--games N] [--workers N] [--out DIR]

The standard sweep: every hero set and alternate (the ten parties of docs/balance.md), a Ruins
start, no variant, the same hold-out seeds with the pack and without. The base game's cells are kept
in the sweep's cache (sweeps/rating/cells), so rating a second pack plays only that pack's games.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from game.bot.odds import wilson
from game.headless.flags import add_language_flag, choose_language
from game.headless.sim import HOLDOUT_FIRST
from game.headless.sweep import LocalRunner, SweepError, SweepSpec, run_sweep, show_progress
from game.i18n import _
from game.i18n.numbers import percent
from game.packs import base_hash, check_pack
from game.packs.manifest import shown
from game.packs.rating import PartyRating, Rating, write_rating
from game.version import __version__

PROG = "python3 -m game.packs rate"
PARTIES = ["fighter", "wizard", "rogue", "fighter-wizard", "wizard-rogue", "rogue-fighter", "fighter,rogue",
           "fighter,wizard", "wizard,rogue", "fighter,wizard,rogue"]
GAMES = 100  # games a party, with the pack and without (2,000 games for a pack; the base game's kept)


def standard_sweep(folder: Path, games: int = GAMES) -> SweepSpec:
    return SweepSpec(name="rating", games=games, first_seed=HOLDOUT_FIRST, parties=PARTIES,
                     packs=[[], [str(folder.resolve())]])


def rate(folder: Path, games: int = GAMES, workers: int = 1, out: Path = Path("sweeps") / "rating",
         progress: bool = False) -> tuple[Rating, Path]:
    """Play the standard sweep on the pack at `folder` and write its rating file: the rating, the file."""
    if not folder.is_dir():
        raise SweepError(_("{folder} is not a folder (a pack is a folder with a pack.toml).").format(
            folder=shown(folder)))
    report = check_pack(folder)
    if report.pack is None or report.problems:
        first = report.problems[0] if report.problems else _("cannot be read")
        raise SweepError(_("the pack {name} has problems ({first}); {command} lists them all.").format(
            name=shown(folder), first=shown(first, 120), command=f"python3 -m game.packs check {shown(folder)}"))
    pack = report.pack
    result = run_sweep(standard_sweep(folder, games), out, LocalRunner(workers), Path("."),
                       show_progress if progress else None)
    parties = []
    for party in PARTIES:
        cells = {cell.packs: g for cell, g in result.cells.items() if cell.party == party}
        with_pack, without = cells[(pack.manifest.name,)], cells[()]
        won = sum(g["outcome"] == "won" for g in with_pack)
        low, high = wilson(won, len(with_pack))
        parties.append(PartyRating(party=party, games=len(with_pack), won=won,
                                   base_won=sum(g["outcome"] == "won" for g in without),
                                   low=round(low, 4), high=round(high, 4)))
    rating = Rating(pack_hash=pack.hash, base_hash=base_hash(), game_version=__version__, first_seed=HOLDOUT_FIRST,
                    parties=parties)
    return rating, write_rating(pack, rating)


def table(rating: Rating) -> str:
    lines = [_("| party | games | with the pack (95 % interval) | the base game |"), "|---|---|---|---|"]
    for p in rating.parties:
        lines.append(f"| {p.party} | {p.games} | {percent(100 * p.won / p.games)} ({percent(100 * p.low)}-"
                     f"{percent(100 * p.high)}) | {percent(100 * p.base_won / p.games)} |")
    everyone = _("**all**")
    lines.append(f"| {everyone} | {sum(p.games for p in rating.parties)} | {percent(100 * rating.win_rate)} | "
                 f"{percent(100 * rating.base_win_rate)} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    choose_language(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog=PROG, description=_("Rate a content pack: the bot's win rate per party "
                                     "with the pack beside the base game's, written into its rating file."))
    add_language_flag(parser)
    parser.add_argument("folder", type=Path, help=_("the pack's folder"))
    parser.add_argument("--games", type=int, default=GAMES, help=_("games a party (default {n})").format(n=GAMES))
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help=_("local processes (default: "
                        "one a core)"))
    parser.add_argument("--out", type=Path, default=Path("sweeps") / "rating", help=_("the sweep's cache and report "
                        "folder (default sweeps/rating)"))
    parser.add_argument("--quiet", action="store_true", help=_("no progress bar"))
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 100_000:
        print(f"{PROG}: " + _("--games: from 1 to 100000, not {n}").format(n=args.games), file=sys.stderr)
        return 2
    if args.workers < 1:
        print(f"{PROG}: " + _("--workers: at least 1, not {n}").format(n=args.workers), file=sys.stderr)
        return 2
    try:
        rating, path = rate(args.folder, args.games, args.workers, args.out, not args.quiet)
    except SweepError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"{PROG}: " + _("{file} cannot be written ({why}).").format(file=shown(exc.filename or args.folder),
                                                                     why=exc.strerror), file=sys.stderr)
        return 2
    print(table(rating))
    print(_("The rating is written to {path}.").format(path=path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
