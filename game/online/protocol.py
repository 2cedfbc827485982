"""What host and clients say to each other over a websocket: JSON text messages, one object each.

A client's messages are hostile until proven otherwise: each is read here under a size limit into
exactly one of the kinds below (strict types, no unknown field), or refused with a reason. The host's
messages are built by `host_message` and read by clients with the same care (a host may be anyone).
No words travel: a refusal or a goodbye carries a notice (`Why`: an id and named fields, words.py)
that each side words in its own language.
The protocol is docs/online.md's; PROTOCOL changes with any change a peer would notice.
"""

from __future__ import annotations

import json
import secrets
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationError

from game.i18n import _

from .words import FIELD_KINDS, TEXT_LIMIT, Notice, short

__all__ = ["FIELD_KINDS", "Notice", "ProtocolError", "Why", "short"]

# 2: seat hand-over (give), pointing at cards, the host and machine players named; 3: who may undo;
# 4: refusals and goodbyes carry a template (`why`: a notice's id and fields), never the host's words
PROTOCOL = 4
MAX_CLIENT_MESSAGE = 64 * 1024  # bytes: a command is a few hundred; anything longer is refused unread
MAX_HOST_MESSAGE = 16 * 1024 * 1024  # a whole game's log at a join is about 1.5 MB
MAX_NAME = 24
MAX_SEATS = 3
TOKEN_BYTES = 18  # a seat token: 144 random bits from `secrets`

Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_NAME)]
Token = Annotated[str, StringConstraints(min_length=8, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
Room = Annotated[str, StringConstraints(min_length=8, max_length=8, pattern=r"^[0-9A-HJKMNP-TV-Z]+$")]


class ProtocolError(Exception):
    """A message that is not one: the reason, in words a player (or a client's author) understands.
    Raised with a `Notice` (the host's refusals), it keeps it: the notice goes over the wire, the
    words (in this side's language) are the exception's text."""

    def __init__(self, reason: str | Notice) -> None:
        self.notice = reason if isinstance(reason, Notice) else None
        super().__init__(str(reason))


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Hello(_Message):
    """The first message of every connection: who is joining, for which seats (or to watch)."""

    type: Literal["hello"]
    protocol: int
    version: str = Field(max_length=40)
    rules: str = Field(max_length=40)  # the rules' fingerprint (code and cards): both sides must agree
    room: Room
    name: Name
    token: Token | None = None  # given back on a rejoin: the same player, the same seats
    seats: list[Annotated[int, Field(ge=0, lt=MAX_SEATS)]] = Field(default_factory=list, max_length=MAX_SEATS)
    watch: bool = False


class SendCommand(_Message):
    """A move for one of the sender's heroes: the command's JSON form (game.rules.parse_command)."""

    type: Literal["command"]
    command: dict[str, Any]
    seq: int = Field(default=0, ge=0, le=2**31)  # the client's number for it: the answer names it


class Target(_Message):
    """Where a player points: a map square, a cell in it, or a card on the table."""

    kind: Literal["square", "cell", "card"]
    x: int = Field(default=0, ge=-100, le=100)
    y: int = Field(default=0, ge=-100, le=100)
    cx: int = Field(default=0, ge=0, le=15)
    cy: int = Field(default=0, ge=0, le=15)
    card: str = Field(default="", max_length=80)


class Point(_Message):
    type: Literal["point"]
    target: Target


class TakeSeats(_Message):
    """A watcher or player asks for free seats (or gives its own up with an empty list)."""

    type: Literal["seats"]
    seats: list[Annotated[int, Field(ge=0, lt=MAX_SEATS)]] = Field(max_length=MAX_SEATS)


class Give(_Message):
    """Hand a seat over: to the connected player called `to`, or (`to` empty) to a machine player the
    host starts. Its holder may; the host's own player may too for a seat whose player is away, a
    machine player's, or a free one."""

    type: Literal["give"]
    seat: int = Field(ge=0, lt=MAX_SEATS)
    to: str = Field(default="", max_length=MAX_NAME)


class Resync(_Message):
    """A client whose copy disagrees with the host's hash asks for the whole public log again."""

    type: Literal["resync"]


ClientMessage = Annotated[Union[Hello, SendCommand, Point, TakeSeats, Give, Resync], Field(discriminator="type")]  # noqa: UP007
_CLIENT: TypeAdapter[Any] = TypeAdapter(ClientMessage)


def _first_problem(exc: ValidationError) -> str:
    """pydantic's own words for the first problem, after the field's name as the JSON spells it."""
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"][1:])
    return f"{short(where, 40)}: {err['msg']}" if where else str(err["msg"])


def parse_client_message(raw: str | bytes) -> Hello | SendCommand | Point | TakeSeats | Give | Resync:
    """A client's message, or ProtocolError saying what is wrong with it."""
    if isinstance(raw, bytes):
        raise ProtocolError(Notice("binary"))
    if len(raw) > MAX_CLIENT_MESSAGE:
        raise ProtocolError(Notice("too_long", {"length": len(raw), "limit": MAX_CLIENT_MESSAGE}))
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError(Notice("not_json")) from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ProtocolError(Notice("not_object"))
    if data["type"] not in {"hello", "command", "point", "seats", "give", "resync"}:
        raise ProtocolError(Notice("unknown_kind", {"kind": short(data["type"], 30)}))
    try:
        message: Hello | SendCommand | Point | TakeSeats | Give | Resync = _CLIENT.validate_python(data)
    except ValidationError as exc:
        raise ProtocolError(Notice("malformed", {"kind": data["type"], "problem": _first_problem(exc)})) from None
    return message


def host_message(kind: str, **fields: Any) -> str:
    """A host's message as the text sent."""
    return json.dumps({"type": kind, **fields}, separators=(",", ":"))


MAX_FIELDS = 8  # fields of a notice
FieldName = Annotated[str, StringConstraints(min_length=1, max_length=24, pattern=r"^[a-z_]+$")]
FieldValue = Annotated[int, Field(ge=-10**9, le=10**9)] | Annotated[str, StringConstraints(max_length=2 * TEXT_LIMIT)]


class Reason(_Message):
    """A notice as it travels (words.Notice): its id and named fields, worded by the receiver."""

    id: str = Field(min_length=1, max_length=40, pattern=r"^[a-z_]+$")
    fields: dict[FieldName, FieldValue] = Field(default_factory=dict, max_length=MAX_FIELDS)


class Why(Reason):
    """A refusal's or a goodbye's notice (`refused {why, seq}`, `bye {why}`), with the refusal a
    connection was closed for (one level deep)."""

    because: Reason | None = None


def read_why(value: object) -> Why | None:
    """A host's notice, or None when it is not one (too big, too deep, unknown keys, wrong types): the
    client then says a safe sentence instead (words.UNREADABLE)."""
    try:
        return Why.model_validate(value)
    except ValidationError:
        return None


def parse_host_message(raw: str | bytes) -> dict[str, Any]:
    """A host's message as a dict with a known `type`, or ProtocolError. A refusal's or a goodbye's
    `why` is read into a `Why` (None when it is not one: the client says a safe sentence instead)."""
    if isinstance(raw, bytes) or len(raw) > MAX_HOST_MESSAGE:
        raise ProtocolError(_("The host sent a message this game cannot read."))
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError(_("The host sent a message that is not valid JSON.")) from None
    if not isinstance(data, dict) or data.get("type") not in HOST_KINDS:
        raise ProtocolError(_("The host sent a kind of message this game does not know."))
    if data["type"] in ("refused", "bye") and "why" in data:
        data["why"] = read_why(data["why"])
    return data


HOST_KINDS = frozenset({"welcome", "events", "seats", "seated", "refused", "done", "point", "bye"})


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)
