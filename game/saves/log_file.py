"""An Ecology's log file (see store.py): signed lines, each carrying its number and the crc of the line
before it, and a move counter (<log>.head) beside it. Writing a line, and reading and checking a
whole log: a damaged, deleted, repeated or swapped line is named, a torn last line set aside."""

from __future__ import annotations

import json
import re
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from game.i18n import _, ngettext

from .documents import validation_message
from .errors import SaveError
from .files import read_file
from .migrations import FORMAT_VERSION, check_version, migrate

LOG_SUFFIX = ".log.jsonl"
HEAD_SUFFIX = ".head"  # <log>.head: "<number of the last line> <its crc>"
_HEAD = re.compile(rb"^(\d{1,10}) ([0-9a-f]{8})\n?$")
_CRC_TAIL = re.compile(rb',"crc":"([0-9a-f]{8})"\}$')


class LogHeader(BaseModel):
    model_config = ConfigDict(extra="ignore")
    format: int
    game_version: str | None = None
    kind: Literal["forgotten-depths/log"]
    index: int
    ecology: str
    rules: str | None = None  # verify.rules_fingerprint of the game that wrote it (format 2)


class LogEntry(BaseModel):
    model_config = ConfigDict(extra="ignore")
    n: int | None = None  # the line's number in its file (format 2)
    at: int
    events: list[dict[str, Any]]
    prev: str | None = None  # the crc of the line before it (format 2)

def _dumps(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=True).encode()


def signed(doc: dict[str, Any]) -> tuple[bytes, str]:
    """The log line of `doc` and its crc."""
    body = _dumps(doc)
    crc = f"{zlib.crc32(body):08x}"
    return body[:-1] + b',"crc":"' + crc.encode() + b'"}\n', crc


def signed_line(doc: dict[str, Any]) -> bytes:
    return signed(doc)[0]


def head_bytes(line: int, crc: str) -> bytes:
    return b"%010d %s\n" % (line, crc.encode())


@dataclass
class LogFile:
    """A log as read: its header, its entries, and a torn last line if the writer was cut off."""

    path: Path
    header: LogHeader
    entries: list[LogEntry]
    torn: bytes = b""  # bytes of an incomplete last line (the move in flight when it crashed)
    good_size: int = 0  # bytes up to the end of the last complete line
    version: int = FORMAT_VERSION  # the format it was written in (1: no line chain, no head)
    lines: int = 0  # complete lines, header included
    last_crc: str = ""  # crc of the last complete line
    notes: list[str] = field(default_factory=list)  # recoveries the player is told about

    @property
    def chained(self) -> bool:
        return self.version >= 2


def _parse_line(raw: bytes, path: Path, number: int) -> dict[str, Any]:
    return _parse_signed(raw, path, number)[0]


def _parse_signed(raw: bytes, path: Path, number: int) -> tuple[dict[str, Any], str]:
    m = _CRC_TAIL.search(raw)
    if not m:
        raise SaveError(_("{file} is damaged at line {line}: its checksum is missing.").format(
            file=path.name, line=number), "damaged", path)
    body = raw[:m.start()] + b"}"
    if f"{zlib.crc32(body):08x}".encode() != m.group(1):
        raise SaveError(_("{file} is damaged at line {line}: the checksum does not match (the file was corrupted or "
                          "edited by hand).").format(file=path.name, line=number), "damaged", path)
    try:
        doc = json.loads(body)
    except (ValueError, RecursionError):  # bad JSON or bytes, numbers too long, nesting too deep
        raise SaveError(_("{file} is damaged at line {line}: not readable JSON.").format(file=path.name, line=number),
                        "damaged", path) from None
    if not isinstance(doc, dict):
        raise SaveError(_("{file} is damaged at line {line}: not a JSON object.").format(file=path.name, line=number),
                        "damaged", path)
    return doc, m.group(1).decode()


def _entry(doc: dict[str, Any]) -> LogEntry:
    """A log line as a LogEntry. speed: a well-typed line (every line the game writes) is taken as
    it is, without pydantic copying its events; anything else is validated for the message."""
    at, events, n, prev = doc.get("at"), doc.get("events"), doc.get("n"), doc.get("prev")
    if (type(at) is int and type(events) is list and all(type(e) is dict for e in events)
            and (n is None or type(n) is int) and (prev is None or type(prev) is str)):
        return LogEntry.model_construct(n=n, at=at, events=events, prev=prev)
    return LogEntry.model_validate(doc)


def _check_chain(entry: LogEntry, path: Path, number: int, prev: str) -> None:
    """A format 2 line must carry its own number and the crc of the line before it."""
    def damaged(sentence: str, **fields: int) -> SaveError:
        return SaveError(sentence.format(file=path.name, line=number, **fields), "damaged", path)
    if not isinstance(entry.n, int) or not isinstance(entry.prev, str):
        raise damaged(_("{file} is damaged at line {line}: its line number is missing."))
    if entry.n > number:
        raise damaged(ngettext("{file} is damaged at line {line}: it is saved line {saved}, so {n} line before it "
                               "was deleted.",
                               "{file} is damaged at line {line}: it is saved line {saved}, so {n} lines before it "
                               "were deleted.", entry.n - number), saved=entry.n, n=entry.n - number)
    if entry.n < number:
        raise damaged(_("{file} is damaged at line {line}: it repeats saved line {saved} (a line was copied or "
                        "moved)."), saved=entry.n)
    if entry.prev != prev:
        raise damaged(_("{file} is damaged at line {line}: it does not follow the line before it (lines were "
                        "swapped or taken from another save)."))


def _check_head(log: LogFile, crcs: list[str]) -> None:
    """Compare the log with its move counter: lines cut from the end are noted, a changed last line refused."""
    path = log.path.with_name(log.path.name + HEAD_SUFFIX)
    try:
        raw = read_file(path, limit=64)
    except SaveError as err:
        if err.problem == "unsafe":
            raise
        if err.problem == "missing":
            note = _("{file}: its move counter is missing, so moves lost at the end of the log could not be looked "
                     "for.")
        else:
            note = _("{file}: its move counter cannot be read, so moves lost at the end of the log could not be "
                     "looked for.")
        log.notes.append(note.format(file=log.path.name))
        return
    m = _HEAD.match(raw)
    if not m or int(m.group(1)) < 1:
        log.notes.append(_("{file}: its move counter is damaged, so moves lost at the end of the log could not be "
                           "looked for.").format(file=log.path.name))
        return
    saved, crc = int(m.group(1)), m.group(2).decode()
    if saved > len(crcs):
        lost = saved - len(crcs)
        log.notes.append(ngettext("{file} lost its last {n} saved move (the file was cut short); the game goes on "
                                  "from the last move still in it.",
                                  "{file} lost its last {n} saved moves (the file was cut short); the game goes on "
                                  "from the last move still in it.", lost).format(file=log.path.name, n=lost))
    elif crcs[saved - 1] != crc:  # the log checks out line by line: the counter or that line changed
        log.notes.append(_("{file}: line {line} is not the line its move counter remembers (the counter or that line "
                           "was changed); every line checks out, so the log was loaded as it is.").format(
            file=log.path.name, line=saved))


def read_log(path: Path, head: bool = True) -> LogFile:
    """Read and check a log file. A torn last line is set aside, anything else wrong raises.

    `head`: compare a format 2 log with its move counter (not for a backup, which has none)."""
    raw = read_file(path)
    end = raw.rfind(b"\n") + 1
    body, torn = raw[:end], raw[end:]
    lines = body.split(b"\n")[:-1] if body else []
    if not lines:
        if torn.startswith(b'{"format"') or not torn:
            raise SaveError(_("{file} is cut short: it holds no complete line.").format(file=path.name), "truncated",
                            path)
        raise SaveError(_("{file} is not a Forgotten Depths save.").format(file=path.name), "not_a_save", path)
    head_doc, crc = _parse_signed(lines[0], path, 1)
    crcs = [crc]
    if head_doc.get("kind") != "forgotten-depths/log":
        raise SaveError(_("{file} is not a Forgotten Depths save log.").format(file=path.name), "not_a_save", path)
    version = check_version(head_doc.get("format"), path, head_doc.get("game_version"))
    try:
        header = LogHeader.model_validate(migrate(head_doc, "log_header", version, path))
    except ValidationError as exc:
        raise SaveError(validation_message(path, exc), "damaged", path) from None
    entries = []
    for number, line in enumerate(lines[1:], start=2):
        doc, crc = _parse_signed(line, path, number)
        doc = migrate(doc, "log_entry", version, path)
        try:
            entry = _entry(doc)
        except ValidationError as exc:
            raise SaveError(validation_message(path, exc, line=number), "damaged", path) from None
        if entry.at < 0:
            raise SaveError(_("{file} is damaged at line {line}: a negative position.").format(file=path.name,
                                                                                                line=number),
                            "damaged", path)
        if version >= 2:
            _check_chain(entry, path, number, crcs[-1])
        crcs.append(crc)
        entries.append(entry)
    log = LogFile(path, header, entries, torn, end, version, len(lines), crcs[-1])
    if head and version >= 2:
        _check_head(log, crcs)
    return log
