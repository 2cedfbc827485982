"""A game played online, as the screens see it: the same Session the local game has, whose moves go
to the host and whose events come from it.

`poll()` (every frame, from the App) takes what the host said: new events are told in the log with
their sounds, as a local move's are; an undo or a fresh copy replaces the game; refusals, points and
seat changes are kept for the screens. `do()` sends a move only for a hero this player holds, and
says whose move it is otherwise. The host saves the game; this side saves nothing.
"""

from __future__ import annotations

import html
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.online import is_hosted
from game.online.client import Client
from game.online.hosting import HostThread, autosaving, host_seat, rehosted_table, table_for
from game.online.invite import parse_invite
from game.online.protocol import MAX_NAME
from game.rules import Command, Game, acting_hero, parse_command

from . import sound_cues
from .session import Session

if TYPE_CHECKING:
    from .app import App
    from .layout import Layout

POINT_SECONDS = 4.0  # how long a pointing marker stays


@dataclass
class PointMark:
    target: dict[str, Any]
    by: str
    at: float


@dataclass
class OnlineSession(Session):
    client: Client | None = None
    hosting: HostThread | None = None  # this window hosts the game (stopped with it)
    points: list[PointMark] = field(default_factory=list)

    @classmethod
    def joining(cls, client: Client, hosting: HostThread | None = None) -> OnlineSession:
        """A session for a client that is joining (the game arrives with the host's welcome)."""
        return cls(game=Game(client.content), players=[], client=client, hosting=hosting)

    @property
    def online(self) -> Client:
        assert self.client is not None
        return self.client

    @property
    def welcomed(self) -> bool:
        return self.online.game is not None

    # --- what the host said --------------------------------------------------------------------

    def poll(self) -> bool:
        """Take what the host said since the last frame; whether anything changed on screen."""
        client = self.online
        update = client.pump()
        changed = False
        if client.game is not None and client.game is not self.game:
            first = not self.game.events
            self.game = client.game
            if update.undone and not first:
                self.log.append("<i>Undone</i> (a move was taken back).")
                self._described = len(self.game.events)
            elif first or self._described > len(self.game.events):
                self._described = 0 if first else len(self.game.events)
            changed = True
        if update.new_events:
            start = self._described
            self.catch_up()
            sound_cues.cue_events(self.game.events[start:])
            self.refusal = None
            changed = True
        if update.seats_changed or update.new_events:
            self.players = self.seat_names()
            changed = True
        for reason in update.refused:
            self.refusal = reason
            self.log.append(f"<i>Not allowed:</i> {html.escape(reason)}")
            sound_cues.cue_refusal()
            changed = True
        now = time.monotonic()
        for p in update.points:
            self.points.append(PointMark(dict(p.get("target", {})), str(p.get("by", "")), now))
        if self.points and now - self.points[0].at > POINT_SECONDS:
            self.points = [p for p in self.points if now - p.at <= POINT_SECONDS]
            changed = True
        changed = changed or bool(update.points) or update.closed is not None
        if changed:
            self.version += 1
        return changed

    def seat_names(self) -> list[str]:
        """Who plays each hero, in hero order ("open seat" for a free one; yours says so)."""
        names = []
        for seat in self.online.table:
            player = seat.get("player")
            mine = seat.get("seat") in self.online.seats
            names.append(f"{player} (you)" if mine and player else str(player) if player else "open seat")
        return names

    # --- moves ---------------------------------------------------------------------------------

    def do(self, command: Command) -> bool:
        """Send a move of one of this player's heroes to the host (it appears when the host has made
        it); False with the reason in `refusal` when it is not this player's to send."""
        client = self.online
        if not client.connected:
            return self._refuse("Not connected to the host: trying again...")
        hero = acting_hero(self.game, command)
        if hero not in client.seats:
            whose = self.hero_label(hero) if hero is not None else "nobody"
            return self._refuse(f"That move is {whose}'s to make, not yours.")
        return client.send_command(command) is not None or self._refuse("Not connected to the host.")

    def undo(self) -> bool:
        if not self.game.can_undo():
            return self._refuse("There is nothing to undo.")
        return self.online.send_command(parse_command({"kind": "undo"})) is not None

    def _refuse(self, reason: str) -> bool:
        self.refusal = reason
        self.log.append(f"<i>Not allowed:</i> {html.escape(reason)}")
        self.version += 1
        return False

    def autosave(self) -> None:
        """The host saves every move; nothing is saved here."""

    def point(self, target: dict[str, Any]) -> None:
        """Show everyone where this player points (a square, a cell, a card) for a few seconds."""
        self.online.point(target)

    # --- what the screens say ------------------------------------------------------------------

    def deciding_hero(self) -> int | None:
        deciding = self.online.deciding
        mine = [h for h in deciding if h in self.online.seats]
        first = mine or deciding
        return first[0] if first else None

    def status_words(self) -> str | None:
        """One line for the top of the screen: the connection's trouble, else whom the table waits for
        (None while it is this player's move)."""
        client = self.online
        if client.closed:
            return client.closed
        if not client.connected:
            return "Connection lost: reconnecting to the host..."
        if not self.welcomed:
            return "Joining the game..."
        if self.game.outcome is not None or not client.deciding:
            return None
        if set(client.deciding) & set(client.seats):
            return None
        from .labels import proper_name

        names = self.players
        who = ", ".join(f"{names[h]} ({proper_name(self.game, h)})" if h < len(names) else proper_name(self.game, h)
                        for h in client.deciding)
        return f"Waiting for {who}..."

    def leave(self) -> None:
        """Close the connection (and the host, if this window hosts the game)."""
        self.online.stop()
        if self.hosting is not None:
            self.hosting.stop()
            self.hosting = None


def host_session(app: App, session: Session, name: str) -> OnlineSession:
    """Serve a local session's new game online (its save goes on being written by the host) and join
    it from this window, holding the first hero. Raises OSError when no port can be had."""
    table = table_for(session.game, None)
    token = host_seat(table, name, [0])
    if session.campaign is not None:
        autosaving(table, session.campaign, host_token=token)
    return _hosted(app, table, name, token, session)


def host_again(app: App, session: Session) -> OnlineSession | None:
    """A loaded game this machine hosted online, hosted again in its room (the same invite code) with
    this window back in its own seats; None when it was not hosted from a window. OSError when the
    port cannot be had."""
    campaign = session.campaign
    if campaign is None or not is_hosted(campaign.folder):
        return None
    table, token = rehosted_table(session.game, campaign)
    if token is None:
        return None
    host = table.player_with(token)
    return _hosted(app, table, host.name if host else "Host", token, session)


def _hosted(app: App, table: Any, name: str, token: str, session: Session) -> OnlineSession:
    hosting = HostThread(table, bind=app.options.online_bind, port=app.options.online_port)
    invite = hosting.start()
    client = Client(invite, name, token=token, content=session.game.content).start()
    online = OnlineSession.joining(client, hosting)
    online.log = list(session.log)
    return online


def join_session(app: App, code: str, name: str, watch: bool = False) -> OnlineSession:
    """Join the game an invite code names (InviteError for a code that is not one)."""
    invite = parse_invite(code)
    client = Client(invite, name.strip()[:MAX_NAME] or "Player", watch=watch, content=app.load_content()).start()
    return OnlineSession.joining(client)


def draw_online_status(surface: Any, session: OnlineSession, lay: Layout) -> None:
    """The strip at the top of every screen of an online game: whom the table waits for, or the
    connection's trouble (nothing while it is this player's move)."""
    import pygame

    from .look import GOLD, INK, text

    words = session.status_words()
    if not words:
        return
    w = surface.get_width()
    h = lay.line(15) + lay.u(10)
    # under the screens' own turn banners (at the top), clear of the tips and buttons at the foot
    strip = pygame.Rect(w // 2 - lay.t(260), lay.u(8) + lay.line(17) + lay.u(22), lay.t(520), h)
    shade = pygame.Surface(strip.size, pygame.SRCALPHA)
    shade.fill((20, 16, 12, 215))
    surface.blit(shade, strip)
    pygame.draw.rect(surface, GOLD, strip, max(1, lay.u(1)), border_radius=lay.u(6))
    text(surface, words if len(words) <= 70 else words[:69] + "…", strip.center, 15, INK, anchor="center")


def draw_points(surface: Any, session: OnlineSession, square_rect: Any, lay: Layout, now: float) -> None:
    """Where players point on the map: a ring round the square and who points, for a few seconds."""
    import pygame

    from .look import GOLD, INK, text

    for mark in session.points:
        if mark.target.get("kind") != "square":
            continue
        r = square_rect(int(mark.target.get("x", 0)), int(mark.target.get("y", 0)))
        age = now - mark.at
        grow = int(lay.u(4) * (1 + (age * 3) % 1))
        pygame.draw.rect(surface, GOLD, r.inflate(grow * 2, grow * 2), max(2, lay.u(3)), border_radius=lay.u(8))
        text(surface, f"{mark.by} points here"[:40], (r.centerx, r.top - lay.u(10)), 14, INK, anchor="center")
