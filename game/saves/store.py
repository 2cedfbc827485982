"""Campaign folders: one per game, one save per Ecology reached, autosaved after every command.

    <save root>/<campaign>/
        campaign.json               who, when, which seed (written once)
        1-ruins.record.json         the Hero Record the heroes entered the Ruins with
        1-ruins.log.jsonl           header line, then one line per accepted command (or undo)
        1-ruins.log.jsonl.bak       the previous good log (refreshed when a session opens it)
        1-ruins.adventure.txt       the Adventure Record, once the Ecology is finished
        2-caverns.record.json ...
        adventure.txt               the Adventure Record of the finished game

A log line is `{"at": N, "events": [...], "crc": "xxxxxxxx"}`: cut the game's event list to N
events, then append these (an undo is a line with fewer events than before). The crc32 covers the
line without its crc field, so a damaged line is named, never replayed. Lines are appended with
fsync; a crash can only tear the last line, which loading drops: at most the move in flight is lost.
Loading concatenates the Ecologies' logs and replays them with `Game.replay` (no RNG), so a loaded
game is exactly the saved one.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import zlib
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from game.rules import Event, Game, RuleViolation, parse_event
from game.rules.content import Content
from game.rules.messages import CommandAccepted
from game.rules.tiles import ECOLOGY_NAMES
from game.version import __version__

from .errors import SaveError
from .files import BACKUP_SUFFIX, append_line, copy_atomic, fsync_dir, is_safe_name, save_root, slug, write_atomic
from .migrations import FORMAT_VERSION, check_version, migrate
from .records import HeroRecord, adventure_record, game_adventure_record, hero_record

CAMPAIGN_FILE = "campaign.json"
GAME_ADVENTURE_FILE = "adventure.txt"
LOG_SUFFIX = ".log.jsonl"
RECORD_SUFFIX = ".record.json"
ADVENTURE_SUFFIX = ".adventure.txt"
_SEGMENT = re.compile(r"^(\d{1,3})-([a-z]+)\.log\.jsonl$")
_CRC_TAIL = re.compile(rb',"crc":"([0-9a-f]{8})"\}$')
SETUP_EVENT = "ecology_set_up"  # the event that lays out a (new) Ecology

Status = Literal["in progress", "cleared", "won", "lost"]


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


# --- documents ------------------------------------------------------------------------------

class CampaignMeta(BaseModel):
    """campaign.json: written once when the campaign is created."""

    model_config = ConfigDict(extra="ignore")
    format: int
    game_version: str | None = None  # the game that wrote it (None: before versions were saved)
    kind: Literal["forgotten-depths/campaign"]
    name: str
    created: str
    heroes: list[str]
    seed: int
    variants: list[str] = []
    ecology: str


class RecordDoc(BaseModel):
    """<n>-<ecology>.record.json: the Hero Record an Ecology was entered with."""

    model_config = ConfigDict(extra="ignore")
    format: int
    game_version: str | None = None
    kind: Literal["forgotten-depths/ecology-record"]
    index: int
    ecology: str
    start: int  # index in the whole game's event list where this Ecology's log begins
    entered: str
    record: HeroRecord


class LogHeader(BaseModel):
    model_config = ConfigDict(extra="ignore")
    format: int
    game_version: str | None = None
    kind: Literal["forgotten-depths/log"]
    index: int
    ecology: str


class LogEntry(BaseModel):
    model_config = ConfigDict(extra="ignore")
    at: int
    events: list[dict[str, Any]]


def _dumps(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=True).encode()


def _signed_line(doc: dict[str, Any]) -> bytes:
    body = _dumps(doc)
    return body[:-1] + b',"crc":"%08x"}\n' % zlib.crc32(body)


def _pretty(doc: dict[str, Any]) -> bytes:
    return (json.dumps(doc, indent=2, ensure_ascii=True) + "\n").encode()


def _validation_message(path: Path, exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "the top level"
    return f"{path.name} is damaged: {where}: {first['msg'].lower()}."


def _read_bytes(path: Path) -> bytes:
    """A save file's bytes; a missing or unreadable file is a SaveError naming it."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"{path.name} is missing.", "missing", path) from None
    except OSError as exc:
        raise SaveError(f"{path.name} cannot be read ({exc.strerror}).", "damaged", path) from None


def _read_json_doc(path: Path, doc_kind: str, model: type[BaseModel]) -> Any:
    """Read a whole-file JSON document (campaign.json, record files), migrate and validate it."""
    raw = _read_bytes(path)
    try:
        doc = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        if isinstance(exc, json.JSONDecodeError) and exc.pos >= len(raw.rstrip()) - 1 and raw.strip():
            raise SaveError(f"{path.name} is cut short: it ends in the middle of its data.",
                            "truncated", path) from None
        raise SaveError(f"{path.name} is damaged: it is not readable JSON.", "damaged", path) from None
    if not isinstance(doc, dict) or not str(doc.get("kind", "")).startswith("forgotten-depths/"):
        raise SaveError(f"{path.name} is not a Forgotten Depths save.", "not_a_save", path)
    version = check_version(doc.get("format"), path, doc.get("game_version"))
    doc = migrate(doc, doc_kind, version, path)
    try:
        return model.model_validate(doc)
    except ValidationError as exc:
        raise SaveError(_validation_message(path, exc), "damaged", path) from None


@dataclass
class LogFile:
    """A log as read: its header, its entries, and a torn last line if the writer was cut off."""

    path: Path
    header: LogHeader
    entries: list[LogEntry]
    torn: bytes = b""  # bytes of an incomplete last line (the move in flight when it crashed)
    good_size: int = 0  # bytes up to the end of the last complete line


def _parse_line(raw: bytes, path: Path, number: int) -> dict[str, Any]:
    m = _CRC_TAIL.search(raw)
    if not m:
        raise SaveError(f"{path.name} is damaged at line {number}: its checksum is missing.", "damaged", path)
    body = raw[:m.start()] + b"}"
    if f"{zlib.crc32(body):08x}".encode() != m.group(1):
        raise SaveError(f"{path.name} is damaged at line {number}: the checksum does not match (the file "
                        "was corrupted or edited by hand).", "damaged", path)
    try:
        doc = json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError(f"{path.name} is damaged at line {number}: not readable JSON.", "damaged", path) from None
    if not isinstance(doc, dict):
        raise SaveError(f"{path.name} is damaged at line {number}: not a JSON object.", "damaged", path)
    return doc


def read_log(path: Path) -> LogFile:
    """Read and check a log file. A torn last line is set aside, anything else wrong raises."""
    raw = _read_bytes(path)
    end = raw.rfind(b"\n") + 1
    body, torn = raw[:end], raw[end:]
    lines = body.split(b"\n")[:-1] if body else []
    if not lines:
        if torn.startswith(b'{"format"') or not torn:
            raise SaveError(f"{path.name} is cut short: it holds no complete line.", "truncated", path)
        raise SaveError(f"{path.name} is not a Forgotten Depths save.", "not_a_save", path)
    head = _parse_line(lines[0], path, 1)
    if head.get("kind") != "forgotten-depths/log":
        raise SaveError(f"{path.name} is not a Forgotten Depths save log.", "not_a_save", path)
    version = check_version(head.get("format"), path, head.get("game_version"))
    try:
        header = LogHeader.model_validate(migrate(head, "log_header", version, path))
    except ValidationError as exc:
        raise SaveError(_validation_message(path, exc), "damaged", path) from None
    entries = []
    for number, line in enumerate(lines[1:], start=2):
        doc = migrate(_parse_line(line, path, number), "log_entry", version, path)
        try:
            entry = LogEntry.model_validate(doc)
        except ValidationError as exc:
            raise SaveError(_validation_message(path, exc).replace(" is damaged:", f" is damaged at line {number}:"),
                            "damaged", path) from None
        if entry.at < 0:
            raise SaveError(f"{path.name} is damaged at line {number}: a negative position.", "damaged", path)
        entries.append(entry)
    return LogFile(path, header, entries, torn, end)


# --- what the load menu shows ---------------------------------------------------------------

class EcologySummary(BaseModel):
    """One Ecology reached in a campaign, as the load menu lists it."""

    index: int
    ecology: str
    name: str
    status: Status
    date: str
    entered: HeroRecord | None  # the Hero Record the heroes entered it with
    latest: HeroRecord  # where they stand now (or stood when they left it)
    problems: list[str] = []


class CampaignSummary(BaseModel):
    """One campaign folder in the load menu. `problem` set: it cannot be loaded (message says why)."""

    name: str
    path: str
    created: str | None = None
    date: str | None = None
    heroes: list[str] = []
    status: Status | None = None
    ecologies: list[EcologySummary] = []
    events: int = 0
    problem: str | None = None
    problem_kind: str | None = None
    backup_available: bool = False
    notes: list[str] = []


@dataclass
class Segment:
    """One Ecology's save inside a campaign."""

    index: int
    ecology: str
    start: int

    @property
    def stem(self) -> str:
        return f"{self.index}-{self.ecology}"


@dataclass
class LoadedCampaign:
    """A campaign read from disk: the game, its Ecology saves, and notes for the player."""

    name: str
    folder: Path
    game: Game
    segments: list[Segment]
    bounds: list[int]  # event count at the end of each segment's log
    meta: CampaignMeta | None
    notes: list[str] = field(default_factory=list)
    logs: list[LogFile] = field(default_factory=list)


def _mtime(path: Path) -> str:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC).isoformat(timespec="seconds")
    except OSError:
        return ""


# --- the store ------------------------------------------------------------------------------

class SaveStore:
    """All campaigns under one save root. Nothing here ever deletes or overwrites a broken save."""

    def __init__(self, root: str | os.PathLike[str] | None = None, content: Content | None = None) -> None:
        self.root = save_root(root)
        self._content = content

    @property
    def content(self) -> Content:
        if self._content is None:
            from game.rules.content import load_content
            self._content = load_content()
        return self._content

    # names and folders

    def folder(self, name: str) -> Path:
        """The folder of campaign `name`; a name that could leave the save root is refused."""
        if not isinstance(name, str) or not is_safe_name(name):
            raise SaveError(f"{name!r} is not a valid campaign name (letters, digits, spaces, '-' and '_' "
                            "only).", "bad_name")
        path = self.root / name
        root = self.root.resolve()
        if path.resolve().parent != root:
            raise SaveError(f"{name!r} is not a valid campaign name.", "bad_name")
        return path

    def _free_name(self, wanted: str) -> str:
        base = slug(wanted)
        name, n = base, 2
        while (self.root / name).exists():
            name, n = f"{base}-{n}", n + 1
        return name

    def names(self) -> list[str]:
        """Campaign folder names, most recently played first."""
        if not self.root.is_dir():
            return []
        found = [p for p in self.root.iterdir() if p.is_dir() and not p.name.startswith(".")
                 and is_safe_name(p.name)]
        found.sort(key=lambda p: max((f.stat().st_mtime for f in p.iterdir()), default=0.0), reverse=True)
        return [p.name for p in found]

    # creating, opening, loading

    def create(self, game: Game, name: str | None = None) -> Campaign:
        """Start a campaign folder for `game` and save everything it holds so far."""
        s = game.state
        wanted = name or f"{datetime.now().strftime('%Y-%m-%d %H%M')} {' '.join(s.heroes)}"
        self.root.mkdir(parents=True, exist_ok=True)
        name = self._free_name(wanted)
        # built in a hidden folder and renamed into place, so a crash never leaves half a campaign
        folder = self.root / f".{name}.creating-{os.getpid()}"
        folder.mkdir()
        first = next((e for e in game.events if e.kind == "game_started"), None)
        meta = CampaignMeta(format=FORMAT_VERSION, kind="forgotten-depths/campaign", name=name,
                            created=_now(), heroes=list(s.heroes), seed=s.seed, variants=list(s.variants),
                            ecology=getattr(first, "ecology", s.ecology), game_version=__version__)
        write_atomic(folder / CAMPAIGN_FILE, _pretty(meta.model_dump(mode="json")))
        campaign = Campaign(self, folder, [], [])
        campaign.record(game)
        final = self.root / name
        os.rename(folder, final)
        fsync_dir(self.root)
        campaign.folder, campaign.name = final, name
        return campaign

    def load(self, name: str, backup: bool = False) -> LoadedCampaign:
        """Read a campaign and replay it (read-only: no file is changed). Raises SaveError."""
        return self._read(self.folder(name), backup)

    def open(self, name: str) -> Campaign:
        """Load a campaign to continue playing it: autosave then appends to it.

        A torn last line (the move in flight at a crash) is moved to `<log>.torn` and cut off, and
        the current log is copied to its backup, which is now known to be good.
        """
        loaded = self.load(name)
        last = loaded.logs[-1]
        if last.torn:
            with open(last.path.with_name(last.path.name + ".torn"), "ab") as f:
                f.write(last.torn + b"\n")
                f.flush()
                os.fsync(f.fileno())
            os.truncate(last.path, last.good_size)
            fsync_dir(last.path.parent)
        copy_atomic(last.path, last.path.with_name(last.path.name + BACKUP_SUFFIX))
        return Campaign(self, loaded.folder, list(loaded.game.events), loaded.segments,
                        game=loaded.game, notes=loaded.notes)

    def restore_backup(self, name: str) -> Campaign:
        """Continue from the backup of a broken campaign, as a new campaign (the broken one stays)."""
        loaded = self.load(name, backup=True)
        return self.create(loaded.game, f"{name} restored")

    def restart(self, name: str, index: int, seed: int | None = None) -> Campaign:
        """Start a new campaign from the Hero Record an Ecology was entered with.

        Like rebuilding the heroes from the Hero Record Sheets. The old campaign is not changed.
        `seed` None keeps the record's seed (the same shuffles as the first time).
        """
        folder = self.folder(name)
        path = next(iter(sorted(folder.glob(f"{index}-*{RECORD_SUFFIX}"))), None)
        if path is None:
            raise SaveError(f"{name} has no Hero Record for Ecology {index}.", "missing", folder)
        doc: RecordDoc = _read_json_doc(path, "record", RecordDoc)
        rec = doc.record
        if doc.start == 0:  # the Ecology the game started in: a new game with the same party
            game = Game.new(heroes=[h.hero for h in rec.heroes], seed=rec.seed if seed is None else seed,
                            ecology=rec.ecology, variants=rec.variants, stacked=rec.stacked,
                            content=self.content)
        elif hasattr(Game, "from_record"):
            game = Game.from_record(rec.model_dump(mode="json"), seed=seed, content=self.content)
        else:
            raise SaveError(f"Restarting {ECOLOGY_NAMES.get(rec.ecology, rec.ecology)} from its Hero Record "
                            "needs rules this version does not have yet.", "unsupported", path)
        return self.create(game, f"{name} restart {doc.index}-{rec.ecology}")

    # the load menu

    def list(self) -> list[CampaignSummary]:
        """Every campaign with its Ecologies, newest first. Never raises for a broken save."""
        return [self.summary(n) for n in self.names()]

    def summary(self, name: str) -> CampaignSummary:
        """The load-menu line of one campaign; problems are reported in it, never raised."""
        folder = self.root / name
        out = CampaignSummary(name=name, path=str(folder))
        out.backup_available = any(folder.glob(f"*{LOG_SUFFIX}{BACKUP_SUFFIX}"))
        try:
            loaded = self._read(self.folder(name), backup=False)
            out.ecologies = self._ecology_summaries(loaded)
        except SaveError as err:
            out.problem, out.problem_kind = err.message, err.problem
            if out.backup_available:
                out.problem += " A backup from earlier is available."
            return out
        except Exception as exc:  # a bug must not take the load menu down with it
            out.problem, out.problem_kind = f"This save could not be read ({type(exc).__name__}).", "damaged"
            return out
        out.notes = loaded.notes
        out.heroes = list(loaded.game.state.heroes)
        out.created = loaded.meta.created if loaded.meta else None
        out.events = len(loaded.game.events)
        out.status = out.ecologies[-1].status if out.ecologies else None
        out.date = out.ecologies[-1].date if out.ecologies else None
        return out

    def _ecology_summaries(self, loaded: LoadedCampaign) -> list[EcologySummary]:
        out = []
        events = loaded.game.events
        for i, seg in enumerate(loaded.segments):
            last = i == len(loaded.segments) - 1
            game = loaded.game if last else Game.replay(events[:loaded.bounds[i]], self.content)
            problems = []
            entered = None
            try:
                entered = _read_json_doc(loaded.folder / f"{seg.stem}{RECORD_SUFFIX}", "record", RecordDoc).record
            except SaveError as err:
                problems.append(f"Hero Record: {err.message}")
            status: Status = "cleared"
            if last:
                status = game.outcome or "in progress"  # type: ignore[assignment]
            out.append(EcologySummary(index=seg.index, ecology=seg.ecology,
                                      name=ECOLOGY_NAMES.get(seg.ecology, seg.ecology), status=status,
                                      date=_mtime(loaded.folder / f"{seg.stem}{LOG_SUFFIX}"),
                                      entered=entered, latest=hero_record(game.state), problems=problems))
        return out

    def _read(self, folder: Path, backup: bool) -> LoadedCampaign:
        if not folder.is_dir():
            raise SaveError(f"There is no campaign called {folder.name!r}.", "missing", folder)
        notes: list[str] = []
        meta = None
        try:
            meta = _read_json_doc(folder / CAMPAIGN_FILE, "campaign", CampaignMeta)
        except SaveError as err:
            if err.problem == "newer":
                raise
            notes.append(f"{err.message} The game itself is safe in the Ecology logs.")
        logs = sorted((p for p in folder.iterdir() if _SEGMENT.match(p.name)),
                      key=lambda p: int(_SEGMENT.match(p.name).group(1)))  # type: ignore[union-attr]
        if not logs:
            if meta is None:
                raise SaveError(f"{folder.name} is not a Forgotten Depths save.", "not_a_save", folder)
            raise SaveError(f"{folder.name} holds no saved game (it was interrupted while being created).",
                            "missing", folder)
        has_backup = any(folder.glob(f"*{LOG_SUFFIX}{BACKUP_SUFFIX}"))
        segments: list[Segment] = []
        bounds: list[int] = []
        files: list[LogFile] = []
        raw_events: list[dict[str, Any]] = []
        for n, path in enumerate(logs):
            index, ecology = _SEGMENT.match(path.name).groups()  # type: ignore[union-attr]
            source = path
            if backup and path.with_name(path.name + BACKUP_SUFFIX).exists():
                source = path.with_name(path.name + BACKUP_SUFFIX)
            try:
                log = read_log(source)
            except SaveError as err:
                err.backup = has_backup and not backup
                raise
            if log.torn:
                if n != len(logs) - 1:
                    raise SaveError(f"{path.name} is cut short in the middle of the campaign.", "truncated",
                                    path, backup=has_backup and not backup)
                notes.append("The last move was not completely saved when the game stopped; it was dropped.")
            if log.header.ecology != ecology or log.header.index != int(index):
                raise SaveError(f"{path.name} is damaged: its header names another Ecology.", "damaged", path,
                                backup=has_backup and not backup)
            start = log.entries[0].at if log.entries else len(raw_events)
            for number, entry in enumerate(log.entries, start=2):
                if entry.at > len(raw_events):
                    raise SaveError(f"{path.name} is damaged at line {number}: it continues from move "
                                    f"{entry.at}, but only {len(raw_events)} events come before it.",
                                    "damaged", path, backup=has_backup and not backup)
                del raw_events[entry.at:]
                raw_events.extend(entry.events)
            segments.append(Segment(int(index), ecology, start))
            bounds.append(len(raw_events))
            files.append(log)
        game = self._replay(raw_events, folder, has_backup and not backup)
        bounds = [min(b, len(game.events)) for b in bounds]
        return LoadedCampaign(folder.name, folder, game, segments, bounds, meta, notes, files)

    def _replay(self, raw_events: list[dict[str, Any]], folder: Path, backup: bool) -> Game:
        """Replay the log through the engine. Any failure means the events are not a legal game."""
        if not raw_events or raw_events[0].get("kind") != "game_started":
            raise SaveError(f"{folder.name}: the saved events do not begin with the start of a game.",
                            "illegal", folder, backup=backup)
        events: list[Event] = []
        for i, raw in enumerate(raw_events):
            try:
                events.append(parse_event(raw))
            except RuleViolation as exc:
                raise SaveError(f"{folder.name}: event {i} is not a legal event: {exc}", "illegal", folder,
                                backup=backup) from None
        try:
            return Game.replay(events, self.content)
        except Exception as exc:  # appliers fail in many ways on events that no legal game produces
            detail = str(exc) if isinstance(exc, RuleViolation) else f"{type(exc).__name__}: {exc}"
            raise SaveError(f"{folder.name}: the saved events do not form a legal game ({detail[:200]}).",
                            "illegal", folder, backup=backup) from None


# --- autosave -------------------------------------------------------------------------------

class Campaign:
    """An open campaign: call `record(game)` after every `game.do(...)` (undo included)."""

    def __init__(self, store: SaveStore, folder: Path, events: list[Event], segments: list[Segment],
                 game: Game | None = None, notes: list[str] | None = None) -> None:
        self.store = store
        self.folder = folder
        self.name = folder.name
        self.game = game  # the game as loaded by SaveStore.open
        self.notes = notes or []
        self._saved: list[Event] = events  # the events already on disk, in order
        self.segments = segments
        self._finished_at: int | None = None

    def _log(self, seg: Segment) -> Path:
        return self.folder / f"{seg.stem}{LOG_SUFFIX}"

    def record(self, game: Game) -> None:
        """Save whatever `game` did since the last call: one fsynced line per accepted command."""
        events, saved = game.events, self._saved
        keep = min(len(saved), len(events))
        while keep and saved[keep - 1] is not events[keep - 1] and saved[keep - 1] != events[keep - 1]:
            keep -= 1
        if keep == len(saved) == len(events):
            return
        new = events[keep:]
        groups: list[tuple[int, list[Event]]] = []
        at = keep
        for e in new:
            if isinstance(e, CommandAccepted) or not groups:
                groups.append((at, []))
            groups[-1][1].append(e)
            at += 1
        if not groups:  # an undo and nothing since: record the cut
            self._append(self.segments[-1], keep, [])
        for n, (at, group) in enumerate(groups):
            end = at + len(group)
            line_at = keep if n == 0 else at  # the first line also carries any cut
            if any(e.kind == SETUP_EVENT for e in group):
                after = game if end == len(events) else Game.replay(events[:end], game.content)
                self._start_segment(after, events, line_at, at, group)
            else:
                self._append(self.segments[-1], line_at, group)
        self._saved = list(events)
        if game.outcome is not None and self._finished_at != len(events):
            self._write_game_adventure(game)
            self._finished_at = len(events)

    def _append(self, seg: Segment, at: int, group: list[Event]) -> None:
        doc = {"at": at, "events": [e.model_dump(mode="json") for e in group]}
        append_line(self._log(seg), _signed_line(doc))

    def _start_segment(self, after: Game, events: list[Event], line_at: int, at: int,
                       group: list[Event]) -> None:
        """A new Ecology: write its Hero Record, then its log (header and first line at once)."""
        previous = self.segments[-1] if self.segments else None
        if previous is not None:
            self._write_ecology_adventure(previous, events[:at], after.content,
                                          f"The heroes went on to {ECOLOGY_NAMES.get(after.state.ecology, '?')}.")
        seg = Segment(len(self.segments) + 1, after.state.ecology, at)
        log = self._log(seg)
        if log.exists():  # left over from a crash of an earlier session: keep it, out of the way
            os.replace(log, log.with_name(f"{log.name}.orphan-{int(datetime.now().timestamp())}"))
        record = RecordDoc(format=FORMAT_VERSION, kind="forgotten-depths/ecology-record", index=seg.index,
                           ecology=seg.ecology, start=at, entered=_now(), record=hero_record(after.state),
                           game_version=__version__)
        write_atomic(self.folder / f"{seg.stem}{RECORD_SUFFIX}", _pretty(record.model_dump(mode="json")))
        header = {"format": FORMAT_VERSION, "game_version": __version__, "kind": "forgotten-depths/log",
                  "index": seg.index,
                  "ecology": seg.ecology}
        first = {"at": line_at, "events": [e.model_dump(mode="json") for e in group]}
        data = _signed_line(header) + _signed_line(first)
        write_atomic(log, data, keep_backup=False)
        write_atomic(log.with_name(log.name + BACKUP_SUFFIX), data, keep_backup=False)
        if previous is not None:
            prev_log = self._log(previous)
            copy_atomic(prev_log, prev_log.with_name(prev_log.name + BACKUP_SUFFIX))
        self.segments.append(seg)

    def _write_ecology_adventure(self, seg: Segment, events: list[Event], content: Content,
                                 ending: str) -> str:
        game = Game.replay(events, content)
        text = adventure_record(game, seg.start, seg.ecology, ending, self._entered(seg))
        write_atomic(self.folder / f"{seg.stem}{ADVENTURE_SUFFIX}", text.encode(), keep_backup=False)
        return text

    def _entered(self, seg: Segment) -> HeroRecord | None:
        with contextlib.suppress(SaveError):
            return _read_json_doc(self.folder / f"{seg.stem}{RECORD_SUFFIX}", "record", RecordDoc).record
        return None

    def _write_game_adventure(self, game: Game) -> None:
        write_atomic(self.folder / GAME_ADVENTURE_FILE, self.adventure_text(game).encode(), keep_backup=False)

    def adventure_text(self, game: Game) -> str:
        """The Adventure Record of the whole game so far (the game-over scene shows it)."""
        parts = []
        for i, seg in enumerate(self.segments):
            last = i == len(self.segments) - 1
            end = len(game.events) if last else self.segments[i + 1].start
            if last:
                ending = (game.state.outcome_reason or f"The heroes {game.outcome}.") if game.outcome \
                    else "The heroes are still exploring."
                text = adventure_record(game, seg.start, seg.ecology, ending, self._entered(seg))
                if game.outcome:
                    write_atomic(self.folder / f"{seg.stem}{ADVENTURE_SUFFIX}", text.encode(), keep_backup=False)
            else:
                nxt = ECOLOGY_NAMES.get(self.segments[i + 1].ecology, "?")
                text = self._write_ecology_adventure(seg, game.events[:end], game.content,
                                                     f"The heroes went on to {nxt}.")
            parts.append(text)
        return game_adventure_record(game, parts)
