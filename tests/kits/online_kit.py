"""A host served on a loop of its own thread (real websockets on loopback), for the online tests."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from game.online.client import Client
from game.online.host import Host
from game.online.hosting import new_table
from game.online.invite import Invite
from game.online.table import Table
from game.online.words import words
from game.rules import Game

HOST_THREAD = "test-host"  # the thread `served` runs the host's loop on


class Served:
    """A running host: its table, its invite, and a way to run code on its loop."""

    def __init__(self, host: Host, loop: asyncio.AbstractEventLoop, invite: Invite) -> None:
        self.host, self.loop, self.invite = host, loop, invite

    @property
    def table(self) -> Table:
        return self.host.table

    def on_loop(self, fn: Callable[[], Any]) -> Any:
        """Run `fn` on the host's loop (its state is the loop's alone) and return its result."""
        async def call() -> Any:
            return fn()
        return asyncio.run_coroutine_threadsafe(call(), self.loop).result(timeout=10)

    def drop(self, name: str) -> int:
        """Cut the connections of the player called `name` as a network failure would (no goodbye)."""
        def cut() -> int:
            found = [ws for ws, p in self.host.connections.items() if p.name == name]
            for ws in found:
                ws.transport.abort()
            return len(found)
        return int(self.on_loop(cut))

    def client(self, name: str, **kwargs: Any) -> Client:
        return Client(self.invite, name, content=self.table.game.content, **kwargs).start()


@contextmanager
def served(game: Game | None = None, table: Table | None = None) -> Iterator[Served]:
    table = table or new_table(game or Game.new(["fighter", "wizard"], seed=3))
    host = Host(table, port=0)
    loop = asyncio.new_event_loop()
    invite = loop.run_until_complete(host.start())
    thread = threading.Thread(target=loop.run_forever, name=HOST_THREAD, daemon=True)
    thread.start()
    try:
        yield Served(host, loop, invite)
    finally:
        asyncio.run_coroutine_threadsafe(host.stop(), loop).result(timeout=10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        loop.close()


class _ByThread(list[str]):
    """Stands in for game.i18n's current language: the host's thread speaks `host`, every other
    thread (the test's: where a client pumps and words what it was told) `others`."""

    def __init__(self, host: str, others: str) -> None:
        super().__init__([others])
        self.host, self.others = host, others

    def __getitem__(self, index: Any) -> Any:
        return self.host if threading.current_thread().name == HOST_THREAD else self.others


@contextmanager
def host_speaks(host: str, others: str) -> Iterator[None]:
    """Two languages in one process, as two machines would have them: the host (whatever it words, on
    its own thread) speaks `host`, the clients' side `others`."""
    import game.i18n as i18n

    i18n.translations(host)
    i18n.translations(others)  # compiled now, outside the threads
    kept = i18n._current
    i18n._current = _ByThread(host, others)
    try:
        yield
    finally:
        i18n._current = kept


def said(message: dict[str, Any]) -> str:
    """What a host's refusal or goodbye (read off the wire) says, worded as a client in the current
    language words it (its `why`: no words travel)."""
    return words(message.get("why"))


def pump_until(clients: list[Client], done: Callable[[], bool], seconds: float = 10.0) -> bool:
    """Pump every client until `done()` or `seconds` pass; whether it was done."""
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for c in clients:
            c.pump(wait=0.01)
        if done():
            return True
    return False


def answer(client: Client, seq: int | None) -> list[str]:
    """Pump `client` until the host answers its move `seq`: the refusals it got meanwhile (worded on
    this side)."""
    assert seq is not None
    refused: list[str] = []
    for _ in range(500):
        update = client.pump(0.02)
        refused += update.refused
        if seq in update.answered:
            return refused
    raise AssertionError("the host never answered")
