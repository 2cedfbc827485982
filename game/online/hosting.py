"""A hosted game with its save: the host autosaves every move into an ordinary save folder (so a
host that quits can Continue and host it again), and keeps beside it who held which seat (names and
token digests: online.json) so the same players get their seats back when they rejoin."""

from __future__ import annotations

import contextlib
import json
import logging

from game.rules import Game
from game.saves import Campaign, SaveError, SaveStore
from game.saves.files import write_atomic
from game.saves.verify import rules_fingerprint
from game.version import __version__

from .invite import ALPHABET, new_room
from .table import Table, restore_seats, seat_record

SEATS_FILE = "online.json"
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
    table = Table(game=game, room=new_room(), version=__version__, rules=rules_fingerprint(game.content))
    if store is not None:
        campaign = store.create(game, name)
        autosaving(table, campaign)
        write_atomic(campaign.folder / SEATS_FILE, seat_record(table).encode(), keep_backup=False)
    return table


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
