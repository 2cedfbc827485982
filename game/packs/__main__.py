"""`python3 -m game.packs check DIR` lists every problem of a content pack (exit status 2 on any);
`python3 -m game.packs new NAME [--dir DIR]` starts a pack from a template; `python3 -m game.packs
rate DIR` writes the pack's rating: its win rates beside the base game's (docs/packs.md)."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from game.i18n import _, choose_language, language_problem, ngettext
from game.packs.check import check_pack, pack_folders
from game.packs.manifest import NAME, shown
from game.packs.template import new_pack

PROG = "python3 -m game.packs"


def _say(text: str) -> None:
    print(f"{PROG}: {text}", file=sys.stderr)


def _language(value: str) -> str:
    problem = language_problem(value.strip())
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return value.strip()


def _language_flags(argv: list[str]) -> list[str]:
    """The --lang flags before the command (`--lang de rate DIR`): the rating is told them too."""
    lead: list[str] = []
    while argv[len(lead):] and argv[len(lead)].startswith("--lang"):
        lead += argv[len(lead):len(lead) + (1 if "=" in argv[len(lead)] else 2)]
    return lead


def main(argv: list[str] | None = None) -> int:
    choose_language(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog=PROG, description=_("Content packs: check one, or start one."))
    parser.add_argument("--lang", type=_language, default=None, metavar="CODE",
                        help=_("the language: en (English) or de (Deutsch)"))
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help=_("list every problem of a pack (or of every pack in a folder)"))
    check.add_argument("folder", type=Path)
    new = sub.add_parser("new", help=_("start a pack from the template"))
    new.add_argument("name")
    new.add_argument("--dir", type=Path, default=Path("."), help=_("where to make it (default: here)"))
    rate = sub.add_parser("rate", help=_("play the standard sweep on a pack and write its win rates beside the "
                          "base game's into its rating file"), add_help=False)
    rate.add_argument("rest", nargs=argparse.REMAINDER)
    argv = sys.argv[1:] if argv is None else argv
    lead = _language_flags(argv)
    if argv[len(lead):len(lead) + 1] == ["rate"]:
        # the sweep and the bot sit above the packs (they import them), so rating runs as their command
        return subprocess.call([sys.executable, "-m", "game.headless.pack_rating", *lead, *argv[len(lead) + 1:]])
    args = parser.parse_args(argv)
    try:
        if args.command == "new":
            if not NAME.match(args.name):
                _say(_("{name} is not a pack name (letters, digits, spaces, '-' and '_').").format(
                    name=repr(shown(args.name))))
                return 2
            if (args.dir / args.name).exists():
                _say(_("{path} already exists; choose another name.").format(path=shown(args.dir / args.name)))
                return 2
            folder = new_pack(args.name, args.dir)
            print(_("Started the pack {name} in {folder}; edit pack.toml, then: {command}").format(
                name=repr(args.name), folder=folder, command=f"{PROG} check {folder}"))
            return 0
        failed = 0
        for folder in pack_folders(args.folder):
            report = check_pack(folder)
            print(report.summary())
            for problem in report.problems:
                print(f"  {problem}")
            failed += bool(report.problems)
        if failed:
            _say(ngettext("{n} pack with problems (listed above).", "{n} packs with problems (listed above).",
                          failed).format(n=failed))
            return 2
        return 0
    except OSError as exc:
        _say(_("{file} cannot be read ({why}).").format(file=shown(exc.filename or args), why=exc.strerror))
        return 2
    except Exception as exc:  # noqa: BLE001  (a designer's file must never end in a traceback)
        _say(_("the pack could not be checked ({why}).").format(why=shown(exc)))
        return 2


if __name__ == "__main__":
    sys.exit(main())
