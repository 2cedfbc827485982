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

from game.rules import Game
from game.saves import Campaign, SaveError, SaveStore
from game.saves.files import write_atomic
from game.saves.verify import rules_fingerprint
from game.version import __version__

from .host import Host
from .invite import ALPHABET, Invite, new_room
from .table import Table, restore_seats, seat_record

SEATS_FILE = "online.json"
T = TypeVar("T")
log = logging.getLogger("forgotten_depths.online")


def autosaving(table: Table, campaign: Campaign) -> None:
    """Make the table save every accepted move and undo into `campaign`, and its seats beside it; a
    failing disk is logged and the game goes on (as the window's autosave does)."""

    def save(game: Game) -> None:
        try:
            campaign.record(game)
            write_atomic(campaign.folder / SEATS_FILE, seat_record(table).encode(), keep_backup=False)
        except (SaveError, OSError) as exc:
            log.error("autosave failed: %s", exc)

    table.on_change = save


def new_table(game: Game, store: SaveStore | None = None, name: str | None = None) -> Table:
    """A table for a new game, saved in `store` (if given) as a new save folder."""
    return table_for(game, store.create(game, name) if store is not None else None)


def table_for(game: Game, campaign: Campaign | None) -> Table:
    """A table for `game`, autosaving into `campaign` (a save folder already made, e.g. by the window's
    setup) when one is given."""
    table = Table(game=game, room=new_room(), version=__version__, rules=rules_fingerprint(game.content))
    if campaign is not None:
        autosaving(table, campaign)
        write_atomic(campaign.folder / SEATS_FILE, seat_record(table).encode(), keep_backup=False)
    return table


class HostThread:
    """A Host served on an asyncio loop of its own thread (the window's loop never waits on it)."""

    def __init__(self, table: Table, bind: str = "127.0.0.1", port: int = 0) -> None:
        self.host = Host(table, bind, port)
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
    """The table of a hosted game saved in `store` under `name`, hosted again: the same room (so the
    same invite code works) and its seats waiting for their players. Raises SaveError."""
    campaign = store.open(name)
    game = campaign.game
    if game is None:
        raise SaveError(f"{name} holds no game to host.", "damaged", campaign.folder)
    table = Table(game=game, room=new_room(), version=__version__, rules=rules_fingerprint(game.content))
    seats_text = ""
    with contextlib.suppress(OSError, UnicodeDecodeError):
        seats_text = (campaign.folder / SEATS_FILE).read_text(encoding="utf-8")
    with contextlib.suppress(ValueError, AttributeError):
        room = json.loads(seats_text).get("room")
        if isinstance(room, str) and len(room) == 8 and all(ch in ALPHABET for ch in room):
            table.room = room
    restore_seats(table, seats_text)
    autosaving(table, campaign)
    return table
