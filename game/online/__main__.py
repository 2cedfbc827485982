"""Online play without a window.

    python3 -m game.online serve [--port P] [--bind ADDR] [--saves DIR] [--heroes fighter,wizard]
                                 [--seed N] [--continue NAME] [--until-over] [--machine thinking]
    python3 -m game.online bot --join CODE [--seat N] [--name NAME] [--seed N] [--level thinking]

`serve` hosts a game (a dedicated host: no window); its first line of output is the invite code.
`bot` joins a seat and plays it with the machine player until the game ends, then prints the outcome
and the hash of the public state it holds. Bad input: one line naming it, exit status 2.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys

from game.bot.levels import HEURISTIC, LEVELS
from game.i18n import N_, _, choose_language, language_problem
from game.rules import ECOLOGIES, HERO_IDS, Game, RuleViolation, public_hash
from game.saves import SaveError, SaveStore

from .client import Client
from .host import Host
from .hosting import continued_table, new_table
from .invite import DEFAULT_PORT, InviteError, parse_invite


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message}\n")


def _heroes(text: str) -> list[str]:
    heroes = [h.strip() for h in text.split(",")]
    if not 1 <= len(heroes) <= 3 or any(h not in HERO_IDS for h in heroes):
        raise argparse.ArgumentTypeError(_("{given}: one to three of {heroes}, separated by commas").format(
            given=repr(text[:40]), heroes=", ".join(HERO_IDS)))
    return heroes


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{given} is not a port number").format(given=repr(text[:20]))) from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(_("{port} is not a port (0-65535; 0: any free port)").format(port=port))
    return port


def _seat(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 3:
        raise argparse.ArgumentTypeError(_("{given}: a seat is 1, 2 or 3").format(given=repr(text[:20])))
    return int(text) - 1


def _language(value: str) -> str:
    problem = language_problem(value.strip())
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return value.strip()


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python3 -m game.online", description=_("Online play without a window."))
    p.add_argument("--lang", type=_language, default=None, metavar="CODE",
                   help=_("the language: en (English) or de (Deutsch)"))
    sub = p.add_subparsers(dest="what", required=True)
    serve = sub.add_parser("serve", help=_("host a game (its first line of output is the invite code)"))
    serve.add_argument("--port", type=_port, default=DEFAULT_PORT)
    serve.add_argument("--bind", default="127.0.0.1", help=_("the address to listen on (0.0.0.0: every network)"))
    serve.add_argument("--lan", action="store_true", help=_("listen on every network (same as --bind 0.0.0.0)"))
    serve.add_argument("--saves", help=_("the saves folder the game is kept in (default: none, not saved)"))
    serve.add_argument("--heroes", type=_heroes, default=["fighter", "wizard"])
    serve.add_argument("--seed", type=int, default=0)
    serve.add_argument("--ecology", choices=ECOLOGIES, default="ruins")
    serve.add_argument("--continue", dest="resume", metavar="NAME", help=_("host the saved game NAME again"))
    serve.add_argument("--until-over", action="store_true", help=_("stop once the game has ended"))
    bot = sub.add_parser("bot", help=_("a machine player that joins a seat and plays it to the end"))
    bot.add_argument("--join", required=True, metavar="CODE")
    bot.add_argument("--seat", type=_seat, action="append", help=_("the seat to take, 1-3 (repeatable)"))
    bot.add_argument("--name", default=None, help=_("the machine player's name at the table"))
    bot.add_argument("--seed", type=int, default=0)
    bot.add_argument("--level", choices=LEVELS, default=HEURISTIC,
                     help=_("heuristic (plays by rules of thumb at once, the default) or thinking (plays its moves "
                            "out first)"))
    serve.add_argument("--machine", choices=LEVELS, default=HEURISTIC,
                       help=_("the level of the machine players a seat is handed to: heuristic or thinking"))
    return p


async def _serve(args: argparse.Namespace) -> int:
    store = SaveStore(args.saves) if args.saves else None
    try:
        if args.resume:
            if store is None:
                print("python3 -m game.online: " + _("--continue needs --saves"), file=sys.stderr)
                return 2
            table = continued_table(store, args.resume)
        else:
            table = new_table(Game.new(args.heroes, seed=args.seed, ecology=args.ecology), store)
    except (SaveError, RuleViolation) as exc:
        print(f"python3 -m game.online: {exc}", file=sys.stderr)
        return 2
    host = Host(table, "0.0.0.0" if args.lan else args.bind, args.port, machine=args.machine)
    try:
        invite = await host.start()
    except OSError as exc:
        print("python3 -m game.online: " + _("cannot listen on {address} ({why})").format(
            address=f"{args.bind}:{args.port}", why=exc.strerror), file=sys.stderr)
        return 2
    print(invite, flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 0.5)
        if args.until_over and table.game.outcome is not None:
            await asyncio.sleep(1.0)  # the last events reach every client
            break
    await host.stop()
    print(_("outcome: {outcome}; public state {hash}").format(
        outcome=outcome_words(table.game.outcome), hash=public_hash(table.game.state)), flush=True)
    return 0


def _bot(args: argparse.Namespace) -> int:
    from .bot_player import play_seats

    try:
        invite = parse_invite(args.join)
    except InviteError as exc:
        print(f"python3 -m game.online: {exc}", file=sys.stderr)
        return 2
    name = _("Machine player") if args.name is None else args.name
    client = Client(invite, name[:24] or _("Machine player"), seats=args.seat or []).start()
    try:
        outcome = play_seats(client, seed=args.seed, level=args.level)
    finally:
        client.stop()
    if outcome is None:
        print("python3 -m game.online: " + (client.closed or _("the game did not end")), file=sys.stderr)
        return 1
    game = client.game
    print(_("outcome: {outcome}; public state {hash}; copies that differed: {desyncs}").format(
        outcome=outcome_words(outcome), hash=public_hash(game.state) if game else "?", desyncs=client.desyncs),
        flush=True)
    return 0


OUTCOMES = {"won": N_("won"), "lost": N_("lost")}  # a game's outcome as the last line tells it


def outcome_words(outcome: str | None) -> str:
    """"won", "lost" or "unfinished" in the language of the command line."""
    return _(OUTCOMES[outcome]) if outcome in OUTCOMES else _("unfinished")


def main(argv: list[str] | None = None) -> int:
    choose_language(sys.argv[1:] if argv is None else argv)  # its help and refusals speak --lang
    args = parser().parse_args(argv)
    if args.what == "serve":
        return asyncio.run(_serve(args))
    return _bot(args)


if __name__ == "__main__":
    sys.exit(main())
