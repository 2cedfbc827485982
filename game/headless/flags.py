"""Checks of the command lines' flags shared by main.py and the simulator: a bad value is one line
(argparse's ArgumentTypeError), its input quoted short. Imports nothing heavy: main.py reads it
before any window opens."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from game.i18n import _, language_problem, set_language
from game.rules import shortened


def hero_set(value: str) -> str:
    """--heroes: "fighter,wizard" with the spaces around names taken off; empty names refused."""
    names = [h.strip() for h in value.split(",")]
    if not any(names):
        raise argparse.ArgumentTypeError(_("name one to three heroes, like fighter,wizard"))
    if not all(names):
        raise argparse.ArgumentTypeError(_("{value} has an empty hero name between its commas").format(
            value=repr(shortened(value))))
    return ",".join(names)


def at_least_one(value: str) -> int:
    """--games and --jobs: a whole number of 1 or more."""
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{value} is not a whole number").format(value=repr(shortened(value)))) \
            from None
    if number < 1:
        raise argparse.ArgumentTypeError(_("{n} is too few: give 1 or more").format(n=number))
    return number


def choose_language(argv: Sequence[str]) -> None:
    """Speak the language `--lang CODE` (or `--lang=CODE`) names before a command line's parser is
    built, so its help and refusals are in it; a bad or missing code changes nothing here (the
    parser refuses a bad one in one line)."""
    code = None
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            code = argv[i + 1]
        elif arg.startswith("--lang="):
            code = arg.split("=", 1)[1]
    if code is not None and not language_problem(code.strip()):
        set_language(code.strip())
