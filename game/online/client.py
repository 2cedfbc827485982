"""A client: a connection to a host on a thread of its own, and a copy of the game built from what the
host tells it.

The network thread only receives and queues; the copy is changed only by `pump()`, called from the
caller's own loop (the pygame frame, a bot's loop), so the game is never touched by two threads and
the window never waits on the network. A dropped connection is tried again with the seat token
(every move missed comes with the next welcome); a copy whose public hash differs from the host's asks
for the whole log again (`desyncs` counts them: it should stay 0).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import threading
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.i18n import _, card_text
from game.rules import Command, Content, Game, RuleViolation, dump, load_content, public_hash
from game.saves.verify import rules_fingerprint
from game.version import __version__

from .invite import Invite
from .protocol import MAX_HOST_MESSAGE, PROTOCOL, ProtocolError, parse_host_message
from .words import CLOSED, RULES_REFUSED, seat_number, short, words

RETRY_AFTER = (0.2, 0.5, 1.0, 2.0)  # seconds between tries to reconnect, then the last again
KEEP_SENT = 64  # moves sent and not yet answered that are kept (to word a refusal of one of them)


@dataclass
class Update:
    """What the last pump changed, for a screen to show."""

    new_events: int = 0  # events added to the copy (after an undo: those after the kept part)
    undone: bool = False
    refused: list[str] = field(default_factory=list)  # in this side's language (words.py)
    answered: list[int] = field(default_factory=list)  # the numbers of this client's moves answered (done or refused)
    points: list[dict[str, Any]] = field(default_factory=list)
    seats_changed: bool = False
    closed: str | None = None  # the host said goodbye (why, in this side's language), or the connection is gone


class Client:
    """Joins `invite` as `name` for `seats` (or to `watch`); `game` is the copy once welcomed."""

    def __init__(self, invite: Invite, name: str, seats: list[int] | None = None, watch: bool = False,
                 token: str | None = None, content: Content | None = None, reconnect: bool = True) -> None:
        self.invite, self.name = invite, name
        self.wanted_seats, self.watch = list(seats or []), watch
        self.token = token
        self.content = content or load_content()
        self.reconnect = reconnect
        self.game: Game | None = None
        self.seats: list[int] = []
        self.table: list[dict[str, Any]] = []  # the host's seats view
        self.watchers = 0
        self.present: list[str] = []  # the names of the people at the table now
        self.is_host = False  # this client is the host window's own player
        self.deciding: list[int] = []
        self.undo_seat: int | None = None  # the hero whose move an undo takes back: its seat's player alone may
        self.outcome: str | None = None
        self.host_hash = ""
        self.desyncs = 0
        self.welcomes = 0  # the host's welcomes: the first join, then one per rejoin after a drop
        self.connected = False
        self.closed: str | None = None
        self._inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ws: ClientConnection | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._seq = 0
        self._sent: dict[int, Command] = {}  # moves sent and not yet answered, by number

    # --- the network thread ------------------------------------------------------------------

    def start(self) -> Client:
        self._thread = threading.Thread(target=self._run, name="online-client", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        loop, ws = self._loop, self._ws
        if loop is not None and ws is not None and loop.is_running():
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(ws.close(), loop)
        if self._thread is not None:
            self._thread.join(timeout=5)

    def _run(self) -> None:
        asyncio.run(self._connect_and_listen())

    async def _connect_and_listen(self) -> None:
        self._loop = asyncio.get_running_loop()
        tries = 0
        while not self._stop.is_set():
            try:
                async with connect(self.invite.url, max_size=MAX_HOST_MESSAGE, open_timeout=5,
                                   close_timeout=2, proxy=None) as ws:
                    self._ws = ws
                    await ws.send(json.dumps(self._hello()))
                    tries = 0
                    async for raw in ws:
                        try:
                            message = parse_host_message(raw)
                        except ProtocolError as exc:
                            self._inbox.put({"type": "bye", "reason": str(exc)})
                            return
                        if message["type"] == "welcome":
                            self.token = message["you"]["token"]  # the seat token, for a rejoin
                        self._inbox.put(message)
                        if message["type"] == "bye":
                            return
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError) as exc:
                self._inbox.put({"type": "_dropped", "reason": str(exc) or type(exc).__name__})
            except InvalidURI:
                self._inbox.put({"type": "bye", "reason": _("The invite code names no address this game can reach.")})
                return
            finally:
                self._ws = None
            if not self.reconnect or self._stop.is_set():
                return
            await asyncio.sleep(RETRY_AFTER[min(tries, len(RETRY_AFTER) - 1)])
            tries += 1

    def _hello(self) -> dict[str, Any]:
        hello: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL, "version": __version__,
                                 "rules": rules_fingerprint(self.content), "room": self.invite.room,
                                 "name": self.name, "seats": self.wanted_seats, "watch": self.watch}
        if self.token:
            hello["token"] = self.token
        return hello

    def _send(self, message: dict[str, Any]) -> bool:
        loop, ws = self._loop, self._ws
        if loop is None or ws is None:
            return False
        asyncio.run_coroutine_threadsafe(ws.send(json.dumps(message, separators=(",", ":"))), loop)
        return True

    # --- the caller's side ---------------------------------------------------------------------

    def send_command(self, command: Command) -> int | None:
        """Ask the host to make a move: its number (the answer comes through pump: `answered`, and
        `refused` with the reason), or None when not connected."""
        self._seq += 1
        sent = self._send({"type": "command", "command": dump(command), "seq": self._seq})
        if sent:
            self._sent[self._seq] = command
            while len(self._sent) > KEEP_SENT:
                del self._sent[next(iter(self._sent))]
        return self._seq if sent else None

    def point(self, target: dict[str, Any]) -> bool:
        return self._send({"type": "point", "target": target})

    def take_seats(self, seats: list[int]) -> bool:
        return self._send({"type": "seats", "seats": seats})

    def give(self, seat: int, to: str = "") -> bool:
        """Hand a seat over to the player called `to`, or (empty) to a machine player."""
        return self._send({"type": "give", "seat": seat, "to": to})

    def pump(self, wait: float = 0.0) -> Update:
        """Apply what the host said since the last pump (waiting up to `wait` seconds for something)."""
        update = Update()
        try:
            first = self._inbox.get(timeout=wait) if wait > 0 else self._inbox.get_nowait()
        except queue.Empty:
            return update
        messages = [first]
        while True:
            try:
                messages.append(self._inbox.get_nowait())
            except queue.Empty:
                break
        for message in messages:
            self._take(message, update)
        return update

    def _take(self, message: dict[str, Any], update: Update) -> None:
        kind = message["type"]
        try:
            if kind == "welcome":
                you = message["you"]
                self.welcomes += 1
                self.seats = [int(s) for s in you["seats"]]
                self.is_host = you.get("host") is True
                self._take_seats(message, update)
                self.game = None
                self._take_events(message, update)
                self.connected = True
            elif kind == "events":
                self._take_events(message, update)
            elif kind == "seats":
                self._take_seats(message, update)
            elif kind == "seated":  # the seats this client holds now (it asked for them)
                self.seats = [int(s) for s in message["seats"]]
                update.seats_changed = True
            elif kind == "refused":
                seq = message.get("seq")
                seq = seq if isinstance(seq, int) and not isinstance(seq, bool) else None
                update.refused.append(self._refusal(message.get("why"), self._sent.pop(seq, None)
                                                    if seq is not None else None))
                if seq is not None:
                    update.answered.append(seq)
            elif kind == "done":
                update.answered.append(int(message["seq"]))
                self._sent.pop(message["seq"], None)
            elif kind == "point":
                update.points.append(message)
            elif kind == "bye":
                self.closed = update.closed = words(message.get("why"), self.hero_name, CLOSED) if "why" in message \
                    else older_hosts_words(message.get("reason"))
                self.connected = False
            elif kind == "_dropped":
                self.connected = False
        except (KeyError, TypeError, ValueError, RuleViolation):
            self._resync()  # a message this copy could not take: start again from the host's log

    def _refusal(self, why: object, command: Command | None) -> str:
        """A refusal in this side's words: the host's notice, or (a move its rules refused) the rules'
        own reason from this copy, which stands where the host's stood when it refused."""
        if getattr(why, "id", None) != "rules":
            return words(why, self.hero_name)
        game = self.game
        if command is None or game is None:  # no copy to ask (it is being fetched again)
            return _(RULES_REFUSED)
        kept = list(game.events)
        try:
            game.do(command)  # refused: the rules' reason, and nothing changes (Game.do's contract)
        except RuleViolation as exc:
            return str(exc)
        except Exception:  # noqa: BLE001  (a copy that cannot decide it is no reason to fail)
            pass
        # this copy would have taken it: the host knows something it does not; it stays as the host has it
        self.game = Game.replay(kept, self.content)
        return _(RULES_REFUSED)

    def hero_name(self, hero: int) -> str:
        """The hero in seat `hero` by its own name (from its mat, in this side's language), else "hero 2"."""
        game = self.game
        heroes = game.state.heroes if game is not None else []
        mat = game.content.heroes.get(heroes[hero]) if game is not None and 0 <= hero < len(heroes) else None
        return card_text(mat, "name") if mat is not None and mat.name else seat_number(hero)

    def _take_seats(self, message: dict[str, Any], update: Update) -> None:
        self.table = [dict(s) for s in message["seats"]]
        self.watchers = int(message.get("watchers", 0))
        self.present = [str(n) for n in message.get("present", [])]
        mine = [s["seat"] for s in self.table if s.get("player") == self.name and s["seat"] in self.seats]
        if self.game is not None or mine:
            update.seats_changed = True

    def _take_events(self, message: dict[str, Any], update: Update) -> None:
        start, events = int(message["start"]), message["events"]
        if self.game is None:
            if start != 0:
                self._resync()
                return
            self.game = Game(self.content)
        have = len(self.game.events)
        if start > have:  # a gap: something was missed
            self._resync()
            return
        if start < have:  # an undo (or a resend from earlier): keep the log up to `start`
            self.game = Game.replay(self.game.events[:start], self.content)
            update.undone = True
        self.game.follow(events)
        update.new_events += len(events)
        self.host_hash = str(message["hash"])
        self.deciding = [int(h) for h in message.get("deciding", [])]
        undo = message.get("undo")
        self.undo_seat = undo if isinstance(undo, int) and not isinstance(undo, bool) else None
        self.outcome = message.get("outcome")
        if public_hash(self.game.state) != self.host_hash:
            self.desyncs += 1
            self._resync()

    def _resync(self) -> None:
        self.game = None
        self._send({"type": "resync"})

    @property
    def may_undo(self) -> bool:
        """Whether this client's player may take the last move back (the host says whose it was)."""
        return self.connected and self.undo_seat is not None and self.undo_seat in self.seats

    @property
    def my_turn(self) -> bool:
        return bool(set(self.deciding) & set(self.seats))


def older_hosts_words(reason: object) -> str:
    """A goodbye from a host of an older protocol (before 4, it sent its words: most often why this
    client may not join it, a version mismatch), shown cut short, else the safe sentence."""
    return short(reason, 200) if isinstance(reason, str) and reason.strip() else _(CLOSED)
