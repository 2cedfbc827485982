"""Forgotten Depths: start the game window, or play headless with --autoplay."""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from game.headless.flags import choose_language, hero_set
from game.i18n import N_, _
from game.rules import shortened


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    from game.bot.levels import HEURISTIC, LEVELS
    from game.rules import ECOLOGIES, VARIANTS, variant_text

    choose_language(sys.argv[1:] if argv is None else argv)  # the help and refusals below speak it
    parser = OneLineParser(
        prog="python main.py",
        description=_("Forgotten Depths - a co-op dungeon-crawling board game for 1-3 heroes."),
        epilog=_("Difficulty variants: {variants}").format(
            variants="; ".join(f"{k} ({variant_text(k)})" for k in VARIANTS)))
    parser.add_argument("--heroes", default=None, type=hero_set,
                        help=_("comma-separated heroes: fighter, wizard, rogue, fighter-wizard, "
                             "wizard-rogue, rogue-fighter (1 to 3). Without it the window opens on "
                             "the title screen; --autoplay defaults to fighter"))
    parser.add_argument("--seed", type=int, default=None, help=_("seed for the shuffles (default: random)"))
    parser.add_argument("--ecology", choices=ECOLOGIES, default="ruins", help=_("Ecology to start at"))
    parser.add_argument("--variant", action="append", default=[], choices=sorted(VARIANTS),
                        metavar="NAME", help=_("a difficulty variant (repeatable; see the list below)"))
    parser.add_argument("--single-class", action="append", default=[], metavar="HERO",
                        help=_("play an alternate hero (e.g. fighter-wizard) with only its Primary Class "
                             "(repeatable)"))
    parser.add_argument("--autoplay", action="store_true",
                        help=_("play headless with the bot (no window) and print an account of the game; "
                             "with --saves DIR the game is also saved there, to load in the window"))
    parser.add_argument("--bot", choices=LEVELS, default=HEURISTIC,
                        help=_("with --autoplay: the machine player, heuristic (plays by rules of thumb at once, "
                             "the default) or thinking (plays its moves out first: stronger, about 7 s a game)"))
    parser.add_argument("--replay", metavar="PATH", default=None,
                        type=named(N_("a saved game (its folder or an exported file)")),
                        help=_("watch a saved game in the replay viewer: a campaign folder, an exported game "
                             "(.fdreplay) or a saves folder (its newest campaign)"))
    parser.add_argument("--code", metavar="CODE", default=None,
                        help=_("play the game a share code sets up (FD1-...: the seed, party and every option); "
                             "with --autoplay the bot plays it headless"))
    parser.add_argument("--saves", metavar="DIR", default=None, type=named(N_("a folder")),
                        help=_("folder for save games (default: your user data folder; "
                             "or set FORGOTTEN_DEPTHS_SAVES)"))
    parser.add_argument("--packs", metavar="DIR", default=None, type=named(N_("a folder of content packs")),
                        help=_("offer the content packs in DIR (one pack, or a folder of packs) on the setup "
                             "screen, beside those installed in the saves folder's packs/ (docs/packs.md)"))
    parser.add_argument("--size", default="1280x720", type=window_size,
                        help=_("window size WIDTHxHEIGHT, from {smallest} to {largest} (default 1280x720)").format(
                            smallest=f"{MIN_SIZE[0]}x{MIN_SIZE[1]}", largest=f"{MAX_SIZE[0]}x{MAX_SIZE[1]}"))
    parser.add_argument("--fullscreen", action="store_true", help=_("start in fullscreen"))
    parser.add_argument("--host", action="store_true",
                        help=_("host an online game: set the party up, then share the invite code (docs/online.md)"))
    parser.add_argument("--join", metavar="CODE", default=None,
                        help=_("join the online game an invite code names (FD-7K3Q-9XWM@192.168.1.20:47100)"))
    parser.add_argument("--port", type=int, default=47100, metavar="P",
                        help=_("with --host: the port friends connect to (default 47100; 0: any free port)"))
    parser.add_argument("--lan", action="store_true",
                        help=_("with --host: let machines on your network join (default: this machine only)"))
    parser.add_argument("--max-seconds", type=seconds, default=None, metavar="N",
                        help=_("close the window by itself after N seconds (scripts, smoke tests)"))
    parser.add_argument("--lang", type=game_language, default=None, metavar="CODE",
                        help=_("the game's language: en (English) or de (Deutsch); qps, a pseudo-language for "
                             "testing (default: the one chosen in Settings, else English)"))
    parser.add_argument("--probe", default=None, help=argparse.SUPPRESS)  # end-to-end tests: clickable places as JSON
    from game.version import __version__
    parser.add_argument("--version", action="version", version=f"Forgotten Depths {__version__}")
    return parser.parse_args(argv)


class OneLineParser(argparse.ArgumentParser):
    """A bad flag is one clear line on stderr and exit status 2 (not argparse's usage block)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, "forgotten-depths: " + _("{problem} (see --help)").format(problem=message) + "\n")


MIN_SIZE = (1280, 720)  # the smallest window every screen is laid out for
MAX_SIZE = (7680, 4320)  # 8K: anything larger is a typo, not a screen


def window_size(value: str) -> str:
    """--size: "WIDTHxHEIGHT" within MIN_SIZE..MAX_SIZE, else argparse's one-line error (exit 2)."""
    w, sep, h = value.strip().lower().partition("x")
    if not sep or not w.isdigit() or not h.isdigit():
        raise argparse.ArgumentTypeError(_("{value} is not a size like 1920x1080").format(value=repr(shortened(value))))
    width, height = int(w), int(h)
    if width < MIN_SIZE[0] or height < MIN_SIZE[1]:
        raise argparse.ArgumentTypeError(_("{size} is smaller than the smallest window, {smallest}").format(
            size=f"{width}x{height}", smallest=f"{MIN_SIZE[0]}x{MIN_SIZE[1]}"))
    if width > MAX_SIZE[0] or height > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(_("{size} is larger than the largest window, {largest}").format(
            size=f"{width}x{height}", largest=f"{MAX_SIZE[0]}x{MAX_SIZE[1]}"))
    return f"{width}x{height}"


def game_language(value: str) -> str:
    """--lang: a language the game speaks (game.i18n), else argparse's one-line error (exit 2)."""
    from game.i18n import language_problem
    problem = language_problem(value.strip())
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return value.strip()


def seconds(value: str) -> float:
    """--max-seconds: a number of seconds above 0 that a clock can count to (not nan, not infinite)."""
    try:
        number = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{value} is not a number of seconds").format(
            value=repr(shortened(value)))) from None
    if not math.isfinite(number) or number > MAX_SECONDS:
        raise argparse.ArgumentTypeError(_("{value} is not a number of seconds up to {most}").format(
            value=repr(shortened(value)), most=f"{MAX_SECONDS:.0f}"))
    if number <= 0:
        raise argparse.ArgumentTypeError(_("{value} seconds is too short: give more than 0").format(
            value=shortened(value)))
    return number


MAX_SECONDS = 7 * 24 * 3600.0  # a week: longer is a typo, not a script's time limit


def named(what: str) -> Callable[[str], str]:
    """A path flag's check: an empty path (`--saves ''`) is refused rather than taken as here."""
    def check(value: str) -> str:
        if not value.strip():
            raise argparse.ArgumentTypeError(_("give {what}, not an empty path").format(what=_(what)))
        return value
    return check


def party_problem(args: argparse.Namespace) -> str | None:
    """Why --heroes (with its Ecology, variants, --single-class) cannot start a game, in the rules'
    own words; checked before any window opens. None: it can, or no heroes were given."""
    if args.heroes is None:
        return None
    from game.rules import Game, RuleViolation
    try:
        Game.new(heroes=args.heroes.split(","), seed=0, ecology=args.ecology, variants=args.variant,
                 single_class=args.single_class)
    except RuleViolation as exc:
        return f"--heroes {shortened(args.heroes)}: {shortened(str(exc), 200)}"  # the rules' sentence, translated
    return None


def saves_problem(folder: str) -> str | None:
    """Why --saves cannot hold save games (None: it can): a file, or a folder we cannot create or write."""
    import os
    import tempfile
    from pathlib import Path
    path = Path(folder).expanduser()
    if path.exists() and not path.is_dir():
        return "--saves " + _("{folder}: that is a file, not a folder").format(folder=shortened(folder))
    if not path.exists():
        try:
            path.mkdir(parents=True)
        except OSError as exc:
            return "--saves " + _("{folder}: the folder cannot be created ({why})").format(
                folder=shortened(folder), why=exc.strerror or exc)
    if not os.access(path, os.W_OK | os.X_OK):
        return "--saves " + _("{folder}: the folder cannot be written to").format(folder=shortened(folder))
    try:  # access() can be wrong (read-only mounts, ACLs): try a real file
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError:
        return "--saves " + _("{folder}: the folder cannot be written to").format(folder=shortened(folder))
    return None


def share_setup(args: argparse.Namespace) -> tuple[Any, str | None]:
    """--code: the setup it holds, or the one-line reason it is refused (it sets the whole game, so
    the flags that set a game up cannot come with it)."""
    from game.saves.share_code import CodeError, read_code
    given = [flag for flag, value in (("--heroes", args.heroes), ("--seed", args.seed), ("--variant", args.variant),
                                      ("--single-class", args.single_class), ("--ecology", args.ecology != "ruins"),
                                      ("--replay", args.replay)) if value]
    if given:
        return None, _("--code sets up the whole game: leave out {flags}").format(flags=_(" and ").join(given))
    try:
        return read_code(args.code), None
    except CodeError as exc:
        return None, f"--code: {exc}"


def online_problem(args: argparse.Namespace) -> str | None:
    """The one-line reason the online flags cannot be used as given, or None."""
    if args.host and args.join:
        return _("--host and --join cannot be used together")
    if (args.host or args.join) and (args.autoplay or args.replay or args.code):
        return _("--host and --join open a window of their own: leave out --autoplay, --replay and --code")
    if not 0 <= args.port <= 65535:
        return _("--port {port}: a port is from 0 to 65535 (0: any free port)").format(port=args.port)
    if (args.port != 47100 or args.lan) and not args.host:
        return _("--port and --lan are for --host")
    if args.join is not None:
        from game.online.invite import InviteError, parse_invite
        try:
            parse_invite(args.join)
        except InviteError as exc:
            return f"--join: {exc}"
    return None


def set_window_icon() -> None:
    """The window's icon (assets/icon, made by tools/make_icon.py); set before the window opens."""
    import os
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no library banner in a player's terminal
    import pygame

    from game.ui.look import PROJECT_ROOT
    icon = PROJECT_ROOT / "assets" / "icon" / "forgotten-depths.png"
    if icon.is_file():  # 64 px: crisp (a multiple of the 16 px grid), and what taskbars show
        pygame.display.set_icon(pygame.transform.scale(pygame.image.load(icon), (64, 64)))


def main(argv: list[str] | None = None) -> int:
    import multiprocessing
    multiprocessing.freeze_support()  # the Hint's odds worker starts a process: in the release too
    args = parse_args(argv)
    if args.replay is not None and args.autoplay:
        print("forgotten-depths: " + _("--replay and --autoplay cannot be used together"), file=sys.stderr)
        return 2
    if args.saves is not None:
        problem = saves_problem(args.saves)
        if problem:
            print(f"forgotten-depths: {problem}", file=sys.stderr)
            return 2
    if args.packs is not None:
        from pathlib import Path

        from game.packs.installed import packs_dir_problem
        problem = packs_dir_problem(Path(args.packs).expanduser())
        if problem:
            print(f"forgotten-depths: --packs: {problem}", file=sys.stderr)
            return 2
    problem = online_problem(args) or party_problem(args)
    if problem:
        print(f"forgotten-depths: {problem}", file=sys.stderr)
        return 2
    share = None
    if args.code is not None:
        share, problem = share_setup(args)
        if problem:
            print(f"forgotten-depths: {problem}", file=sys.stderr)
            return 2
    heroes = (args.heroes or "fighter").split(",")
    if args.seed is None:
        import random
        args.seed = random.randrange(1_000_000)
    from game.rules import ContentError, RuleViolation

    if args.lang is not None:
        from game.i18n import set_language
        set_language(args.lang)  # the account of --autoplay too; the window keeps it (AppOptions.language)
    try:
        if args.autoplay:
            from game.headless import autoplay
            return autoplay.run(heroes, args.seed, args.ecology, args.variant, args.single_class,
                               saves=args.saves, setup=share, level=args.bot)
        replay = None
        if args.replay is not None:
            from game.headless.replay import Replay, ReplayError
            try:
                replay = Replay.open(args.replay)
            except ReplayError as exc:
                print(f"forgotten-depths: --replay {args.replay}: {exc}", file=sys.stderr)
                return 2
        set_window_icon()
        from game.ui import app
        options = app.options_from_args(args)
        options.max_seconds = args.max_seconds
        options.replay = replay
        options.share = share
        options.online_host, options.online_join = args.host, args.join
        options.online_port, options.online_bind = args.port, "0.0.0.0" if args.lan else "127.0.0.1"
        if args.probe:
            from pathlib import Path
            options.probe = Path(args.probe)
        return app.run(options)
    except (RuleViolation, ContentError) as exc:
        print(f"forgotten-depths: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
