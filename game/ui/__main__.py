"""`python -m game.ui`: the game window with every AppOptions flag (scripts and end-to-end tests).

Its help and refusals speak --lang (read before the parser is built); a bad flag is one line on
stderr and exit status 2, as main.py's."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, NoReturn

from game.headless.flags import choose_language, hero_set, language_flag
from game.i18n import _
from game.rules import ECOLOGIES, HOUSE_RULES, TIERS, VARIANTS, shortened

from .app import AppOptions, run


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: " + _("{problem} (see --help)").format(problem=message) + "\n")


def _size(value: str) -> tuple[int, int]:
    """--size: "WIDTHxHEIGHT" in whole pixels."""
    w, sep, h = value.strip().lower().partition("x")
    if not sep or not w.isdigit() or not h.isdigit() or not int(w) or not int(h):
        raise argparse.ArgumentTypeError(_("{value} is not a size like 1920x1080").format(value=repr(shortened(value))))
    return int(w), int(h)


def _stacked(value: str) -> dict[str, Any]:
    """--stacked: a JSON object of deck names and the cards to put on their top."""
    try:
        stacked = json.loads(value)
    except ValueError:
        stacked = None
    if not isinstance(stacked, dict):
        raise argparse.ArgumentTypeError(_("{value} is not a JSON object like {example}").format(
            value=repr(shortened(value)), example='{"tiles": ["ruins-05"]}'))
    return stacked


def parse(argv: list[str] | None = None) -> AppOptions:
    choose_language(sys.argv[1:] if argv is None else argv)  # the help and refusals below speak it
    p = _Parser(prog="python -m game.ui", description=_("Forgotten Depths, the game window."))
    p.add_argument("--heroes", type=hero_set, help=_("comma-separated heroes; omit to open the title screen"))
    p.add_argument("--players", help=_("comma-separated player names, one per hero (a name may repeat)"))
    p.add_argument("--seed", type=int)
    p.add_argument("--ecology", default="ruins", choices=ECOLOGIES)
    p.add_argument("--variant", action="append", default=[], choices=list(VARIANTS))
    p.add_argument("--tier", default="standard", choices=list(TIERS), help=_("challenge tier"))
    p.add_argument("--house-rule", action="append", default=[], choices=list(HOUSE_RULES))
    p.add_argument("--saves", type=Path)
    p.add_argument("--size", type=_size, default=(1280, 720))
    p.add_argument("--fullscreen", action="store_true")
    p.add_argument("--event-log", type=Path, help=_("write every event as a JSON line here"))
    p.add_argument("--probe", type=Path, help=_("write clickable screen positions as JSON here"))
    p.add_argument("--max-seconds", type=float, help=_("close after this many seconds"))
    p.add_argument("--lang", type=language_flag, help=_("the game's language (en, de; qps: the pseudo-language)"))
    p.add_argument("--stacked", type=_stacked, help=_("JSON: fix the top of decks, e.g. {example}").format(
        example='{"tiles": ["ruins-05"]}'))
    a = p.parse_args(argv)
    return AppOptions(heroes=a.heroes.split(",") if a.heroes else None,
                      players=a.players.split(",") if a.players else None, seed=a.seed, ecology=a.ecology,
                      variants=a.variant, tier=a.tier, house_rules=a.house_rule,
                      saves_dir=a.saves, size=a.size, fullscreen=a.fullscreen,
                      event_log=a.event_log, probe=a.probe, max_seconds=a.max_seconds,
                      stacked=a.stacked, language=a.lang)


if __name__ == "__main__":
    sys.exit(run(parse()))
