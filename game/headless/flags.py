"""Checks of the command lines' flags shared by main.py and the simulator: a bad value is one line
(argparse's ArgumentTypeError), its input quoted short. Imports nothing heavy: main.py reads it
before any window opens."""

from __future__ import annotations

import argparse

from game.i18n import _, choose_language, language_problem

__all__ = ["add_language_flag", "at_least_one", "choose_language", "hero_set", "language_flag"]
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


def add_language_flag(parser: argparse.ArgumentParser) -> None:
    """--lang CODE: the language of a command line's help, refusals and words (read early by
    choose_language, checked here so a bad code is one line, exit 2)."""
    parser.add_argument("--lang", type=language_flag, default=None, metavar="CODE",
                        help=_("the language: en (English) or de (Deutsch)"))


def language_flag(value: str) -> str:
    problem = language_problem(value.strip())
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return value.strip()
