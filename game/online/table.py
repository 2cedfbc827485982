"""The hosted game, apart from the network: who sits where, who may make which move, what each
connection is told. The host (host.py) carries messages in and out; everything decided about them is
decided here, so it can be tested without a socket.

Authority: the host's Game is the game. A client sends a command; the table parses it with the rules'
own contract (parse_command), lets it through only from a player holding the seat of the hero who
makes it (game.rules.acting_hero; an undo only from the player whose move it takes back), and every
client is told the events in their public form (game.rules.public_event) with the public hash.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.i18n import _
from game.rules import (
    Event,
    Game,
    RuleViolation,
    acting_hero,
    deciding_heroes,
    parse_command,
    public_event,
    public_hash,
)

from .protocol import PROTOCOL, Hello, ProtocolError, new_token, short
from .words import Notice


class MoveRefused(RuleViolation):
    """A move the table refuses before the rules see it (not this player's, a watcher's): its notice
    goes over the wire, the words (in the host's language) are the exception's text."""

    def __init__(self, notice: Notice) -> None:
        self.notice = notice
        super().__init__(str(notice))


def token_digest(token: str) -> str:
    """What the host keeps of a seat token (the token itself is only ever the client's)."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Player:
    """A person (or a machine player) at the table: the seats it holds, or none while it watches."""

    name: str
    digest: str  # of the player's token: a rejoin proves itself by giving the token
    seats: set[int] = field(default_factory=set)
    connected: bool = True
    host: bool = False  # the host window's own player: it may hand an away player's seat over
    machine: bool = False  # a machine player the host started in a seat handed to it

    def holds(self, token: str) -> bool:
        return hmac.compare_digest(self.digest, token_digest(token))

    @property
    def watching(self) -> bool:
        return not self.seats


@dataclass(frozen=True)
class Move:
    """A move made through the table: where the log stood before it, the hero who made it, and who sent it."""

    before: int
    hero: int
    player: Player


@dataclass
class Table:
    """One hosted game: its room, its players and seats, and the moves made through it."""

    game: Game
    room: str
    version: str
    rules: str  # the rules' fingerprint both sides must share (game.saves.rules_fingerprint)
    on_change: Callable[[Game], None] | None = None  # autosave after every accepted move and undo
    on_seats: Callable[[], None] | None = None  # save who holds which seat after a hand-over
    players: list[Player] = field(default_factory=list)
    movers: list[Move] = field(default_factory=list)  # every move made here, in order
    max_players: int = 64  # players and watchers together
    seat_names: dict[int, str] = field(default_factory=dict)  # who held each seat (kept across a host restart)
    _undo_memo: tuple[tuple[int, int], int | None] = field(default=((-1, -1), None), repr=False)

    @property
    def heroes(self) -> int:
        return len(self.game.state.heroes)

    # --- joining --------------------------------------------------------------------------------

    def join(self, hello: Hello) -> tuple[Player, str]:
        """The player a hello names (a new one, or one coming back with its token) and its token, or
        ProtocolError."""
        if hello.protocol != PROTOCOL or hello.version != self.version or hello.rules != self.rules:
            raise ProtocolError(Notice("version", {
                "version": short(self.version, 20), "protocol": PROTOCOL, "rules": self.rules[:8],
                "your_version": short(hello.version, 20), "your_protocol": hello.protocol,
                "your_rules": short(hello.rules[:8], 8)}))
        if hello.room != self.room:
            raise ProtocolError(Notice("no_room"))
        if hello.token is not None:
            back = self.player_with(hello.token)
            if back is None:
                raise ProtocolError(Notice("bad_token"))
            back.connected = True
            return back, hello.token
        if sum(p.connected for p in self.players) >= self.max_players:
            raise ProtocolError(Notice("table_full"))
        token = new_token()
        player = Player(name=hello.name, digest=token_digest(token))
        if not hello.watch:
            wanted = hello.seats or [s for s in range(self.heroes) if self.holder(s) is None][:1]
            self._seat(player, wanted)
        self.players.append(player)
        return player, token

    def player_with(self, token: str) -> Player | None:
        return next((p for p in self.players if p.holds(token)), None)

    def holder(self, seat: int) -> Player | None:
        return next((p for p in self.players if seat in p.seats), None)

    def take_seats(self, player: Player, seats: list[int]) -> None:
        """A player gives up its seats and takes `seats` (free ones, or its own); [] to watch."""
        mine = set(player.seats)
        player.seats = set()
        try:
            self._seat(player, seats)
        except ProtocolError:
            player.seats = mine
            raise
        if self.on_seats:
            self.on_seats()

    def _seat(self, player: Player, seats: list[int]) -> None:
        for seat in seats:
            if not 0 <= seat < self.heroes:
                raise ProtocolError(self._no_seat(seat))
            other = self.holder(seat)
            if other is not None and other is not player:
                raise ProtocolError(Notice("seat_machine", {"seat": seat + 1}) if other.machine else
                                    Notice("seat_taken", {"seat": seat + 1, "player": short(other.name, 24)}))
        player.seats = set(seats)
        for seat in seats:
            self.seat_names[seat] = player.name

    def _no_seat(self, seat: int) -> Notice:
        return Notice("no_seat", {"n": self.heroes, "seat": seat + 1})

    def release(self, seat: int) -> Player | None:
        """The host frees a seat (its player stays, watching): someone else, or a bot, may take it."""
        holder = self.holder(seat)
        if holder is not None:
            holder.seats.discard(seat)
        return holder

    def give(self, giver: Player, seat: int, to: str) -> tuple[Player, str | None]:
        """Hand `seat` over to the connected player called `to`, or (`to` empty) to a new machine player:
        the player who has it now, and the new machine player's token (the host starts it with it), else
        None. Its holder may give a seat; the host's own player may give one whose player is away, a
        machine player's, or a free one. ProtocolError says why not."""
        if not 0 <= seat < self.heroes:
            raise ProtocolError(self._no_seat(seat))
        holder = self.holder(seat)
        if holder is not giver and not (giver.host and (holder is None or not holder.connected or holder.machine)):
            if holder is None:
                raise ProtocolError(Notice("seat_free", {"seat": seat + 1}))
            if holder.machine:  # a machine player's name is its host's words ("Machine 2"): never sent
                raise ProtocolError(Notice("seat_machine_give", {"seat": seat + 1}))
            raise ProtocolError(Notice("seat_theirs_here" if holder.connected else "seat_theirs",
                                       {"seat": seat + 1, "player": short(holder.name, 24)}))
        token = None
        if to:
            got = next((p for p in self.players if p.connected and p.name == to and not p.machine), None)
            if got is None:
                raise ProtocolError(Notice("no_player", {"player": short(to, 24)}))
        else:
            token = new_token()
            got = Player(name=_("Machine {seat}").format(seat=seat + 1), digest=token_digest(token), connected=False,
                         machine=True)
            self.players.append(got)
        if holder is not None:
            holder.seats.discard(seat)
        got.seats.add(seat)
        self.seat_names[seat] = got.name
        if self.on_seats:
            self.on_seats()
        return got, token

    def machines_to_start(self) -> list[tuple[Player, str]]:
        """The machine players away from their seats (a continued game: the host starts them again),
        each with a new token (the host made theirs and kept only its digest, so it makes another)."""
        out = []
        for player in self.players:
            if player.machine and player.seats and not player.connected:
                token = new_token()
                player.digest = token_digest(token)
                out.append((player, token))
        return out

    def leave(self, player: Player) -> None:
        """A connection closed: the player keeps its seats (it may come back with its token)."""
        player.connected = False

    # --- moves --------------------------------------------------------------------------------

    def act(self, player: Player, data: dict[str, Any]) -> list[Event]:
        """Make a player's move; RuleViolation (in words) if it is not legal, MoveRefused (a RuleViolation
        with its notice) if it is not theirs to make."""
        command = parse_command(data)  # the rules' contract: RuleViolation for anything malformed
        if player.watching:
            raise MoveRefused(Notice("watching"))
        if command.kind == "undo":
            hero = self.undo_hero()
            if hero is not None and hero not in player.seats:
                raise MoveRefused(Notice("undo_not_yours", {"player": self.seat_who(hero)}))
            before = len(self.game.events)
            self.game.do(command)  # nothing to undo: the rules' own reason
            while self.movers and self.movers[-1].before >= len(self.game.events):
                self.movers.pop()
            if len(self.game.events) != before and self.on_change:
                self.on_change(self.game)
            return []
        hero = acting_hero(self.game, command)
        if hero is None:
            raise MoveRefused(Notice("no_ones_move"))
        if hero not in player.seats:
            raise MoveRefused(Notice("not_yours", {"hero": self.seat_who(hero)}))
        before = len(self.game.events)
        events = self.game.do(command)
        self.movers.append(Move(before, hero, player))
        if self.on_change:
            self.on_change(self.game)
        return events

    def seat_who(self, hero: int) -> str | int:
        """Who held hero `hero`'s seat, for a refusal that names them: their name, else (nobody, or a
        machine player, whose name is the host's words) the hero's seat: each side names the hero in
        its own language."""
        name, holder = self.seat_names.get(hero), self.holder(hero)
        return short(name, 24) if name and not (holder is not None and holder.machine) else hero

    def undo_hero(self) -> int | None:
        """The hero whose move an undo would take back now (its seat's player alone may), None when
        nothing can be undone. A move made before this host started (a continued game, a position set
        up by hand) is found from the position before it."""
        game = self.game
        if not game.can_undo():
            return None
        start = next(i for i in range(len(game.events) - 1, -1, -1) if game.events[i].kind == "command_accepted")
        for move in reversed(self.movers):
            if move.before == start:
                return move.hero
            if move.before < start:
                break
        if self._undo_memo[0] != (start, game.revision):
            command = parse_command(getattr(game.events[start], "command", {}))
            self._undo_memo = ((start, game.revision), acting_hero(Game.replay(game.events[:start], game.content),
                                                                   command))
        return self._undo_memo[1]

    # --- what connections are told ------------------------------------------------------------

    def seats_view(self) -> list[dict[str, Any]]:
        out = []
        for seat in range(self.heroes):
            holder = self.holder(seat)
            out.append({"seat": seat, "hero": self.game.state.heroes[seat],
                        "player": holder.name if holder else None,
                        "connected": bool(holder and holder.connected),
                        "machine": bool(holder and holder.machine)})
        return out

    def watchers(self) -> int:
        return sum(1 for p in self.players if p.connected and p.watching)

    def present(self) -> list[str]:
        """The names of the people here now (a seat can be handed to any of them)."""
        return [p.name for p in self.players if p.connected and not p.machine]

    def log_since(self, start: int) -> dict[str, Any]:
        """An `events` message's fields: the public log from `start` on, and where the game stands."""
        return {"start": start, "events": [public_event(e) for e in self.game.events[start:]],
                "hash": public_hash(self.game.state), "deciding": deciding_heroes(self.game),
                "undo": self.undo_hero(), "outcome": self.game.outcome}

    def welcome(self, player: Player, token: str) -> dict[str, Any]:
        return {"you": {"name": player.name, "token": token, "seats": sorted(player.seats), "host": player.host},
                "seats": self.seats_view(), "watchers": self.watchers(), "present": self.present(),
                **self.log_since(0)}


def seat_record(table: Table, host_token: str | None = None) -> str:
    """What a host keeps beside its save so the same players get their seats back after a restart:
    the room, and each seated player's name, seats and token digest (never another player's token);
    with `host_token`, the token of the host's own window, so it takes its seats again itself."""
    players = [{"name": p.name, "seats": sorted(p.seats), "digest": p.digest, "machine": p.machine}
               for p in table.players if p.seats]
    record: dict[str, object] = {"room": table.room, "players": players}
    if host_token:
        record["host_token"] = host_token
    return json.dumps(record, indent=1)


def restore_seats(table: Table, text: str) -> None:
    """The seats held before a restart: their players are away until they come back with their tokens.
    A damaged record restores nobody (the seats are free) rather than stopping the host."""
    try:
        data = json.loads(text)
        entries = data.get("players", []) if isinstance(data, dict) else []
    except ValueError:
        return
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, dict) or not isinstance(entry.get("digest"), str):
            continue
        seats = {s for s in entry.get("seats", []) if isinstance(s, int) and 0 <= s < table.heroes}
        seats = {s for s in seats if table.holder(s) is None}
        name = short(str(entry.get("name", "?")), 24)
        table.players.append(Player(name=name, digest=entry["digest"], seats=seats, connected=False,
                                    machine=entry.get("machine") is True))
        for seat in seats:
            table.seat_names[seat] = name
