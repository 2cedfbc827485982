"""`python -m game.ui`: the game window with every AppOptions flag (scripts and end-to-end tests)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game.rules import HOUSE_RULES, TIERS

from .app import AppOptions, run


def parse(argv: list[str] | None = None) -> AppOptions:
    p = argparse.ArgumentParser(prog="python -m game.ui", description="Forgotten Depths, the game window.")
    p.add_argument("--heroes", help="comma-separated heroes; omit to open the title screen")
    p.add_argument("--players", help="comma-separated player names, one per hero (a name may repeat)")
    p.add_argument("--seed", type=int)
    p.add_argument("--ecology", default="ruins")
    p.add_argument("--variant", action="append", default=[])
    p.add_argument("--tier", default="standard", choices=list(TIERS), help="challenge tier")
    p.add_argument("--house-rule", action="append", default=[], choices=list(HOUSE_RULES))
    p.add_argument("--saves", type=Path)
    p.add_argument("--size", default="1280x720")
    p.add_argument("--fullscreen", action="store_true")
    p.add_argument("--event-log", type=Path, help="write every event as a JSON line here")
    p.add_argument("--probe", type=Path, help="write clickable screen positions as JSON here")
    p.add_argument("--max-seconds", type=float, help="close after this many seconds")
    p.add_argument("--lang", help="the game's language (en, de; qps: the pseudo-language)")
    p.add_argument("--stacked", help='JSON: fix the top of decks, e.g. {"tiles": ["ruins-05"]}')
    a = p.parse_args(argv)
    w, _, h = a.size.lower().partition("x")
    return AppOptions(heroes=a.heroes.split(",") if a.heroes else None,
                      players=a.players.split(",") if a.players else None, seed=a.seed, ecology=a.ecology,
                      variants=a.variant, tier=a.tier, house_rules=a.house_rule,
                      saves_dir=a.saves, size=(int(w), int(h)), fullscreen=a.fullscreen,
                      event_log=a.event_log, probe=a.probe, max_seconds=a.max_seconds,
                      stacked=json.loads(a.stacked) if a.stacked else None, language=a.lang)


if __name__ == "__main__":
    sys.exit(run(parse()))
