"""A hosted game with its save: the host autosaves every move into an ordinary save folder (so a
host that quits can Continue and host it again), and keeps beside it who held which seat (names and
token digests: online.json) so the same players get their seats back when they rejoin."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
from collections.abc import Callable
from typing import TypeVar

from game.bot.levels import HEURISTIC
from game.i18n import _
from game.rules import Game
from game.saves import SavedGame, SaveError, SaveStore
from game.saves.files import write_atomic
from game.saves.verify import rules_fingerprint
from game.version import __version__

from . import SEATS_FILE
from .host import Host
from .invite import ALPHABET, Invite, new_room
from .protocol import MAX_NAME, PROTOCOL, Hello
from .table import Table, restore_seats, seat_record

T = TypeVar("T")
log = logging.getLogger("forgotten_depths.online")


def autosaving(table: Table, campaign: SavedGame, host_token: str | None = None) -> None:
    """Make the table save every accepted move and undo into `campaign`, and its seats beside it (with
    the host window's own token, if it plays); a failing disk is logged and the game goes on (as the
    window's autosave does)."""

    def save_seats() -> None:
        write_atomic(campaign.folder / SEATS_FILE, seat_record(table, host_token).encode(), keep_backup=False)

    def save(game: Game) -> None:
        try:
            campaign.record(game)
            save_seats()
        except (SaveError, OSError) as exc:
            log.error("autosave failed: %s", exc)

    def seats_changed() -> None:
        try:
            save_seats()
        except OSError as exc:
            log.error("the seats cannot be saved: %s", exc)

    table.on_change = save
    table.on_seats = seats_changed
    try:
        save_seats()
    except OSError as exc:
        log.error("the seats cannot be saved: %s", exc)


def host_seat(table: Table, name: str, seats: list[int]) -> str:
    """Seat the host window's own player before anyone else can join; its token (it joins with it)."""
    hello = Hello(type="hello", protocol=PROTOCOL, version=table.version, rules=table.rules, room=table.room,
                  name=name[:MAX_NAME] or _("Host"), seats=seats)
    player, token = table.join(hello)
    player.connected = False  # until its window connects
    player.host = True
    return token


def rehosted_table(game: Game, campaign: SavedGame) -> tuple[Table, str | None]:
    """The table of a hosted game loaded from its save, hosted again: the same room (so the same invite
    code works), its seats waiting for their players, and the host window's own token (None when the
    game was served without a window)."""
    table = Table(game=game, room=new_room(), version=__version__, rules=rules_fingerprint(game.content))
    seats_text = ""
    with contextlib.suppress(OSError, UnicodeDecodeError):
        seats_text = (campaign.folder / SEATS_FILE).read_text(encoding="utf-8")
    host_token = None
    with contextlib.suppress(ValueError, AttributeError):
        saved = json.loads(seats_text)
        room = saved.get("room")
        if isinstance(room, str) and len(room) == 8 and all(ch in ALPHABET for ch in room):
            table.room = room
        token = saved.get("host_token")
        host_token = token if isinstance(token, str) and 8 <= len(token) <= 64 else None
    restore_seats(table, seats_text)
    host = table.player_with(host_token) if host_token else None
    if host is not None:
        host.host = True
    autosaving(table, campaign, host_token)
    return table, host_token


def new_table(game: Game, store: SaveStore | None = None, name: str | None = None) -> Table:
    """A table for a new game, saved in `store` (if given) as a new save folder."""
    return table_for(game, store.create(game, name) if store is not None else None)


def table_for(game: Game, campaign: SavedGame | None) -> Table:
    """A table for `game`, autosaving into `campaign` (a save folder already made, e.g. by the window's
    setup) when one is given."""
    table = Table(game=game, room=new_room(), version=__version__, rules=rules_fingerprint(game.content))
    if campaign is not None:
        autosaving(table, campaign)
    return table


class HostThread:
    """A Host served on an asyncio loop of its own thread (the window's loop never waits on it)."""

    def __init__(self, table: Table, bind: str = "127.0.0.1", port: int = 0, machine: str = HEURISTIC) -> None:
        self.host = Host(table, bind, port, machine=machine)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="online-host", daemon=True)

    def start(self) -> Invite:
        """Listen (OSError if the port cannot be had) and serve; the invite code to share."""
        invite = self.loop.run_until_complete(self.host.start())
        self.thread.start()
        return invite

    def call(self, fn: Callable[[], T]) -> T:
        """Run `fn` on the host's loop (the table is the loop's alone) and return what it returns."""
        async def run() -> T:
            return fn()
        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(timeout=10)

    def stop(self) -> None:
        if self.thread.is_alive():
            with contextlib.suppress(Exception):
                asyncio.run_coroutine_threadsafe(self.host.stop(), self.loop).result(timeout=5)
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(timeout=5)
        if not self.loop.is_running():
            self.loop.close()


def continued_table(store: SaveStore, name: str) -> Table:
    """The table of a hosted game saved in `store` under `name`, hosted again (rehosted_table).
    Raises SaveError."""
    campaign = store.open(name)
    if campaign.game is None:
        raise SaveError(_("{name} holds no game to host.").format(name=name), "damaged", campaign.folder)
    return rehosted_table(campaign.game, campaign)[0]
