"""Checks of the command lines' flags shared by main.py and the simulator: a bad value is one line
(argparse's ArgumentTypeError), its input quoted short. Imports nothing heavy: main.py reads it
before any window opens."""

from __future__ import annotations

import argparse

from game.rules import shortened


def hero_set(value: str) -> str:
    """--heroes: "fighter,wizard" with the spaces around names taken off; empty names refused."""
    names = [h.strip() for h in value.split(",")]
    if not any(names):
        raise argparse.ArgumentTypeError("name one to three heroes, like fighter,wizard")
    if not all(names):
        raise argparse.ArgumentTypeError(f"'{shortened(value)}' has an empty hero name between its commas")
    return ",".join(names)


def at_least_one(value: str) -> int:
    """--games and --jobs: a whole number of 1 or more."""
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{shortened(value)}' is not a whole number") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"{number} is too few: give 1 or more")
    return number
