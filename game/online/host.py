"""The host: a websockets server in front of a Table. Every message is hostile until parsed.

Limits: a message over 64 KiB is refused by the websocket layer itself (max_size); a connection must
say hello within HELLO_WITHIN seconds; each connection may send RATE messages a second on average
(bursts of BURST); a malformed, unknown or over-rate message earns a strike and a refusal saying why,
and STRIKES of them close the connection. Strikes wear off (one every FORGIVE seconds), so a player
whose machine now and then bursts (a stalled network handing over many moves at once) is never
dropped for it, while a flood of bad messages still reaches STRIKES within seconds. A refused move
(not legal, not yours) is no strike: it is a player's mistake, told back in words. Nothing a client
sends can stop the host: every handler error is caught at the connection, logged, and that
connection alone is closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed

from game.bot.levels import HEURISTIC
from game.rules import RuleViolation

from .invite import Invite
from .protocol import (
    MAX_CLIENT_MESSAGE,
    Give,
    Hello,
    Point,
    ProtocolError,
    Resync,
    SendCommand,
    TakeSeats,
    host_message,
    parse_client_message,
)
from .table import Player, Table
from .words import Notice

log = logging.getLogger("forgotten_depths.online")

HELLO_WITHIN = 10.0  # seconds
RATE, BURST = 100.0, 200  # messages a second on average, and at once (a bot plays ~50 moves a second)
STRIKES = 8
FORGIVE = 5.0  # seconds: one strike wears off after this long


Clock = Callable[[], float]


@dataclass
class RateLimit:
    """A token bucket: `allow()` is False once a connection sends faster than RATE for too long."""

    clock: Clock = time.monotonic
    tokens: float = BURST
    last: float = field(default=-1.0)

    def allow(self) -> bool:
        now = self.clock()
        if self.last >= 0:
            self.tokens = min(BURST, self.tokens + (now - self.last) * RATE)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass
class Strikes:
    """A connection's strikes, wearing off: a bucket of STRIKES - 1 pardons, one more every FORGIVE
    seconds (never more than STRIKES - 1). A strike takes a pardon; a strike with none left closes the
    connection, so STRIKES at once close it and so does a steady stream faster than one per FORGIVE."""

    clock: Clock = time.monotonic
    pardons: float = STRIKES - 1
    last: float = field(default=-1.0)
    count: int = 0  # every strike this connection earned

    def strike(self) -> bool:
        """Count a strike; whether the connection must now be closed."""
        now = self.clock()
        if self.last >= 0:
            self.pardons = min(STRIKES - 1, self.pardons + (now - self.last) / FORGIVE)
        self.last = now
        self.count += 1
        if self.pardons < 1:
            return True
        self.pardons -= 1
        return False


class Host:
    """Serves one Table on `bind`:`port` (port 0: any free port) until stopped."""

    def __init__(self, table: Table, bind: str = "127.0.0.1", port: int = 0, advertise: str | None = None,
                 machine: str = HEURISTIC) -> None:
        self.table = table
        self.machine = machine  # the level its machine players play at (game/bot/levels.py)
        self.bind, self.port = bind, port
        self.advertise = advertise
        self.server: Server | None = None
        self.connections: dict[ServerConnection, Player] = {}
        self.resyncs = 0  # clients that found their copy differed and asked again (should stay 0)
        self.closed_for_strikes = 0
        self.machines: list[threading.Thread] = []  # machine players started in seats handed to them
        self.clock: Clock = time.monotonic  # for the rate limit and the strikes (tests turn it by hand)

    async def start(self) -> Invite:
        self.server = await serve(self._connection, self.bind, self.port, max_size=MAX_CLIENT_MESSAGE,
                                  ping_interval=10, ping_timeout=20, close_timeout=2)
        self.port = self.server.sockets[0].getsockname()[1]
        for player, token in self.table.machines_to_start():  # a continued game: its machine players again
            self.start_machine(player.name, token, min(player.seats))
        return self.invite

    @property
    def invite(self) -> Invite:
        return Invite(self.table.room, self.advertise or advertised_address(self.bind), self.port)

    async def stop(self) -> None:
        if self.server is not None:
            for ws in list(self.connections):
                with contextlib.suppress(Exception):
                    await ws.send(host_message("bye", why=Notice("host_closed").wire()))
            self.server.close()
            await self.server.wait_closed()

    # --- one connection ----------------------------------------------------------------------

    async def _connection(self, ws: ServerConnection) -> None:
        player: Player | None = None
        try:
            player = await self._hello(ws)
            if player is None:
                return
            await self._serve(ws, player)
        except ConnectionClosed:
            pass
        except Exception:  # noqa: BLE001  (a bug met by one connection closes it, never the host)
            log.exception("a connection failed")
            with contextlib.suppress(Exception):
                await ws.close(1011, "host error")  # a close frame's reason is for logs: no words travel
        finally:
            if player is not None and self.connections.get(ws) is player:
                del self.connections[ws]
                if player not in self.connections.values():
                    self.table.leave(player)
                self._tell_seats()

    async def _hello(self, ws: ServerConnection) -> Player | None:
        try:
            raw = await asyncio.wait_for(ws.recv(), HELLO_WITHIN)
        except TimeoutError:
            await self._close(ws, Notice("hello_late"))
            return None
        try:
            hello = parse_client_message(raw)
            if not isinstance(hello, Hello):
                raise ProtocolError(Notice("hello_first"))
            player, token = self.table.join(hello)
        except ProtocolError as exc:
            await self._close(ws, told(exc))
            return None
        for other, held in list(self.connections.items()):  # the same player joined again: the old one goes
            if held is player:
                del self.connections[other]
                await self._close(other, Notice("joined_elsewhere"))
        self.connections[ws] = player
        await ws.send(host_message("welcome", **self.table.welcome(player, token)))
        self._tell_seats()
        return player

    async def _serve(self, ws: ServerConnection, player: Player) -> None:
        limit, strikes = RateLimit(self.clock), Strikes(self.clock)
        async for raw in ws:
            message: SendCommand | Point | TakeSeats | Give | Resync | Hello | None = None
            try:
                message = parse_client_message(raw)
                if not limit.allow():
                    raise ProtocolError(Notice("too_many", {"rate": round(RATE)}))
                if isinstance(message, Hello):
                    raise ProtocolError(Notice("hello_again"))
            except ProtocolError as exc:
                if strikes.strike():
                    self.closed_for_strikes += 1
                    await self._close(ws, Notice("strikes", {"n": strikes.count}, because=told(exc)))
                    return
                seq = message.seq if isinstance(message, SendCommand) else None
                await ws.send(host_message("refused", why=told(exc).wire(), seq=seq))
                continue
            await self._dispatch(ws, player, message)

    async def _dispatch(self, ws: ServerConnection, player: Player,
                        message: SendCommand | Point | TakeSeats | Give | Resync | Hello) -> None:
        table = self.table
        if isinstance(message, SendCommand):
            before = len(table.game.events)
            try:
                table.act(player, message.command)
            except RuleViolation as exc:  # the table's own notice, else the rules': the client words those itself
                await ws.send(host_message("refused", why=told(exc, Notice("rules")).wire(), seq=message.seq))
                return
            self._tell("events", **table.log_since(min(before, len(table.game.events))))
            await ws.send(host_message("done", seq=message.seq))
        elif isinstance(message, Point):
            if not player.watching:
                self._tell("point", by=player.name, seats=sorted(player.seats), target=message.target.model_dump())
        elif isinstance(message, TakeSeats):
            try:
                table.take_seats(player, list(message.seats))
            except ProtocolError as exc:
                await ws.send(host_message("refused", why=told(exc).wire()))
                return
            await ws.send(host_message("seated", seats=sorted(player.seats)))
            self._tell_seats()
        elif isinstance(message, Give):
            try:
                got, token = table.give(player, message.seat, message.to)
            except ProtocolError as exc:
                await ws.send(host_message("refused", why=told(exc).wire()))
                return
            log.info("%s handed seat %d to %s", player.name, message.seat + 1, got.name)
            if token is not None:
                self.start_machine(got.name, token, message.seat)
            self._tell_seated()
        elif isinstance(message, Resync):
            self.resyncs += 1
            log.warning("%s asked for the whole log again (copy differed)", player.name)
            await ws.send(host_message("events", **table.log_since(0)))

    def start_machine(self, name: str, token: str, seed: int = 0) -> None:
        """A machine player (at the host's `machine` level) on a thread of its own, joining this host
        over loopback with its seat's token and playing that seat until the game ends, the host closes
        or it loses the seat."""
        from .bot_player import play_seats
        from .client import Client

        address = "127.0.0.1" if self.bind in ("0.0.0.0", "::", "") else self.bind
        client = Client(Invite(self.table.room, address, self.port), name, token=token,
                        content=self.table.game.content)

        def run() -> None:
            client.start()
            try:
                play_seats(client, seed=seed, level=self.machine)
            finally:
                client.stop()

        thread = threading.Thread(target=run, name=f"machine-{name}", daemon=True)
        thread.start()
        self.machines.append(thread)

    # --- telling everyone --------------------------------------------------------------------

    def _tell_seated(self) -> None:
        """After a hand-over: each connection its own seats now, then everyone the table."""
        for ws, player in self.connections.items():
            broadcast([ws], host_message("seated", seats=sorted(player.seats)))
        self._tell_seats()

    def _tell(self, kind: str, **fields: Any) -> None:
        broadcast(list(self.connections), host_message(kind, **fields))

    def _tell_seats(self) -> None:
        self._tell("seats", seats=self.table.seats_view(), watchers=self.table.watchers(),
                   present=self.table.present())

    async def _close(self, ws: ServerConnection, why: Notice) -> None:
        with contextlib.suppress(Exception):
            await ws.send(host_message("bye", why=why.wire()))
            await ws.close(1008, why.id)  # a close frame's reason is for logs: the notice's id, no words


def told(exc: Exception, otherwise: Notice | None = None) -> Notice:
    """The notice a refusal carries over the wire (the exception's own; else `otherwise`, else one
    that says the host could not word it)."""
    notice = getattr(exc, "notice", None)
    return notice if isinstance(notice, Notice) else otherwise or Notice("refused")


def advertised_address(bind: str) -> str:
    """The address an invite code gives: the bound one, or this machine's own name for all addresses
    (found without sending anything)."""
    if bind not in ("0.0.0.0", "::", ""):
        return bind
    try:
        return socket.gethostbyname(socket.gethostname())
    except OSError:
        return "127.0.0.1"
