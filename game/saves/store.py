"""Save folders: one per game, one save per Ecology reached, autosaved after every command (SavedGame).

    <save root>/<saved game>/
        campaign.json               who, when, which seed (written once)
        1-ruins.record.json         the Hero Record the heroes entered the Ruins with
        1-ruins.log.jsonl           header line, then one line per accepted command (or undo)
        1-ruins.log.jsonl.bak       the previous good log (refreshed when a session opens it)
        1-ruins.adventure.txt       the Adventure Record, once the Ecology is finished
        2-caverns.record.json ...
        adventure.txt               the Adventure Record of the finished game

A log line is `{"n": L, "at": N, "events": [...], "prev": "yyyyyyyy", "crc": "xxxxxxxx"}`: cut the
game's event list to N events, then append these (an undo is a line with fewer events than before).
The crc32 covers the line without its crc field, so a damaged line is named, never replayed; `n` is
the line's number and `prev` the crc of the line before it, so a deleted, repeated or swapped line
is named too. `<log>.head` holds the number and crc of the last line written, so lines cut from the
end are noticed (format 1 logs have neither and are read as they are). Lines are appended with
fsync; a crash can only tear the last line, which loading drops: at most the move in flight is lost.
Loading concatenates the Ecologies' logs and re-decides them (verify.py): every recorded command goes
through `Game.do` again with the recorded chance, and must yield the recorded events, so a loaded
game is exactly the saved one and a re-signed, edited save is refused naming its first bad line.
"""

from __future__ import annotations

import builtins
import gc
import os
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel

from game.i18n import _, ngettext
from game.rules import ECOLOGY_NAMES, Content, Event, Game, RuleViolation, ecology_name, parse_event
from game.version import __version__

from .autosave import SavedGame
from .documents import (
    CAMPAIGN_FILE,
    RECORD_SUFFIX,
    RecordDoc,
    SaveMeta,
    Segment,
    now_text,
    pretty_json,
    read_json_doc,
)
from .errors import SaveError
from .files import (
    BACKUP_SUFFIX,
    MAX_NAME,
    append_line,
    check_folder,
    copy_atomic,
    fsync_dir,
    is_safe_name,
    process_alive,
    remove_plain_folder,
    save_root,
    slug,
    truncate_file,
    unsafe_reason,
    write_atomic,
    write_in_place,
)
from .log_file import HEAD_SUFFIX, LOG_SUFFIX, LogFile, head_bytes, read_log
from .migrations import FORMAT_VERSION
from .packs import pack_refusal
from .records import HeroRecord, hero_record
from .verify import Refused, redecide, rules_fingerprint

if TYPE_CHECKING:
    from game.packs import Pack

__all__ = ["CAMPAIGN_FILE", "LOG_SUFFIX", "SavedGame", "SaveSummary", "EcologySummary", "LoadedGame",
           "SaveStore"]

_SEGMENT = re.compile(r"^(\d{1,3})-([a-z]+)\.log\.jsonl$")
CREATING_GRACE = 60.0  # seconds: a half-made saved game folder younger than this is never cleared
_CREATING = re.compile(r"\..+\.creating-(\d{1,10})")  # a new saved game's folder before its rename (create)

Status = Literal["in progress", "cleared", "won", "lost"]


# --- what the load menu shows ---------------------------------------------------------------

class EcologySummary(BaseModel):
    """One Ecology reached in a saved game, as the load menu lists it."""

    index: int
    ecology: str
    name: str
    status: Status
    date: str
    entered: HeroRecord | None  # the Hero Record the heroes entered it with
    latest: HeroRecord  # where they stand now (or stood when they left it)
    problems: list[str] = []


class SaveSummary(BaseModel):
    """One game's save folder in the load menu. `problem` set: it cannot be loaded (message says why)."""

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
class LoadedGame:
    """A saved game read from disk: the game, its Ecology saves, and notes for the player."""

    name: str
    folder: Path
    game: Game
    segments: list[Segment]
    bounds: list[int]  # event count at the end of each segment's log
    meta: SaveMeta | None
    notes: list[str] = field(default_factory=list)
    logs: list[LogFile] = field(default_factory=list)


def _mtime(path: Path) -> str:
    try:
        return datetime.fromtimestamp(path.lstat().st_mtime, UTC).isoformat(timespec="seconds")
    except OSError:
        return ""


# logs re-decided in this process, by folder, rules and (name, size, lines, last crc, mtime) of each
# log: the load menu re-decides a saved game once, and Continue then folds the very same logs at once
_REDECIDED: set[tuple[Any, ...]] = set()


def _mtime_ns(path: Path) -> int:
    try:
        return path.lstat().st_mtime_ns
    except OSError:
        return 0


def _latest_mtime(folder: Path, default: float) -> float:
    """When anything in `folder` last changed (lstat only: links are not followed)."""
    try:
        with os.scandir(folder) as it:
            return max((e.stat(follow_symlinks=False).st_mtime for e in it), default=default)
    except OSError:
        return default


def _has_backup(folder: Path) -> bool:
    try:
        return any(e.name.endswith(LOG_SUFFIX + BACKUP_SUFFIX) for e in os.scandir(folder))
    except OSError:
        return False


def _check_files(folder: Path) -> list[str]:
    """The saved game folder's entries; a link or special file among them refuses the whole saved game
    (continuing it could otherwise read or write through it)."""
    try:
        names = sorted(e.name for e in os.scandir(folder))
    except OSError as exc:
        raise SaveError(_("The saved game folder {folder} cannot be read ({problem}).").format(
            folder=folder.name, problem=exc.strerror), "damaged", folder) from None
    for name in names:
        if name.startswith(".") and name.endswith(".tmp"):
            continue  # a temporary file of an interrupted write: never read
        reason = unsafe_reason(folder / name)
        if reason:
            raise SaveError(_("{folder} cannot be loaded: {reason} The game only reads and writes plain files inside "
                              "its save folder; remove that file to load this saved game.").format(
                folder=folder.name, reason=reason), "unsafe", folder / name)
    return names


# --- the store ------------------------------------------------------------------------------

class SaveStore:
    """All saved games under one save root. Nothing here ever deletes or overwrites a broken save."""

    def __init__(self, root: str | os.PathLike[str] | None = None, content: Content | None = None,
                 packs: Sequence[Pack] = ()) -> None:
        self.root = save_root(root)
        self._content = content
        self._base = content  # the content without packs (None: the game's own, loaded when needed)
        self.packs = tuple(packs)  # the content packs installed: a save played with some of them loads

    def _use_packs_of(self, saved: Sequence[Sequence[str]]) -> None:
        """Before reading a save: play it with the very packs it records when they are all installed
        unchanged (else the base content, and pack_refusal names what is missing)."""
        if not self.packs:
            return
        chosen = [next((p for p in self.packs if p.stamp == tuple(stamp)), None) for stamp in saved]
        if not saved:
            self._content = self._base
        elif all(p is not None for p in chosen):
            from game.packs import layered_content
            content, _ = layered_content([p for p in chosen if p is not None])
            if content is not None:
                self._content = content

    @property
    def content(self) -> Content:
        if self._content is None:
            from game.rules import load_content
            self._content = load_content()
        return self._content

    # names and folders

    def folder(self, name: str) -> Path:
        """The folder of saved game `name`; a name that could leave the save root is refused."""
        if not isinstance(name, str) or len(name) > MAX_NAME:
            raise SaveError(_("That saved game name is too long (at most {n} characters).").format(n=MAX_NAME),
                            "bad_name")
        if not is_safe_name(name):
            shown = name if name.isprintable() else name.encode("unicode_escape").decode()
            raise SaveError(_("{name} is not a valid saved game name (letters, digits, spaces, '-' and '_' only).")
                            .format(name=repr(shown[:60])), "bad_name")
        return self.root / name

    def _free_name(self, wanted: str) -> str:
        base = slug(wanted)
        name, n = base, 2
        while os.path.lexists(self.root / name):
            name, n = f"{base}-{n}", n + 1
        return name

    def clear_interrupted(self) -> list[str]:
        """Remove the hidden `.<name>.creating-<pid>` folders of new saved games whose process was
        killed before renaming them into place (see `create`): never a save, only half of one.
        A folder whose process still runs is left alone, and so is one changed in the last
        CREATING_GRACE seconds (a save folder shared with another computer, whose process ids are
        not this one's: a creation takes a moment). Returns the names removed."""
        removed = []
        try:
            entries = [e for e in os.scandir(self.root) if _CREATING.fullmatch(e.name)]
        except OSError:
            return []
        now = time.time()
        for entry in entries:
            pid = int(_CREATING.fullmatch(entry.name).group(1))  # type: ignore[union-attr]
            try:
                changed = max(entry.stat(follow_symlinks=False).st_mtime, _latest_mtime(Path(entry.path), 0.0))
            except OSError:
                continue
            if now - changed < CREATING_GRACE or process_alive(pid):
                continue
            if remove_plain_folder(self.root / entry.name):
                removed.append(entry.name)
        return removed

    def names(self) -> list[str]:
        """Campaign folder names, most recently played first. A link in the save folder is listed
        (loading it explains why it is refused) but never followed. Listing (the title screen does
        on start) first clears away new saved games left half-made by a killed process."""
        self.clear_interrupted()
        try:
            entries = list(os.scandir(self.root))
        except OSError:
            return []
        found: list[tuple[float, str]] = []
        for entry in entries:
            if entry.name.startswith(".") or not is_safe_name(entry.name):
                continue
            try:
                st = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if entry.is_symlink():
                found.append((st.st_mtime, entry.name))
            elif entry.is_dir(follow_symlinks=False):
                found.append((_latest_mtime(Path(entry.path), st.st_mtime), entry.name))
        found.sort(reverse=True)
        return [name for _, name in found]

    # creating, opening, loading

    def create(self, game: Game, name: str | None = None) -> SavedGame:
        """Start a saved game folder for `game` and save everything it holds so far."""
        s = game.state
        wanted = name or f"{datetime.now().strftime('%Y-%m-%d %H%M')} {' '.join(s.heroes)}"
        self.root.mkdir(parents=True, exist_ok=True)
        self.clear_interrupted()
        name = self._free_name(wanted)
        # built in a hidden folder and renamed into place, so a crash never leaves half a saved game
        folder = self.root / f".{name}.creating-{os.getpid()}"
        folder.mkdir()
        first = next((e for e in game.events if e.kind == "game_started"), None)
        meta = SaveMeta(format=FORMAT_VERSION, kind="forgotten-depths/campaign", name=name,
                            created=now_text(), heroes=list(s.heroes), seed=s.seed, variants=list(s.variants),
                            ecology=getattr(first, "ecology", s.ecology), game_version=__version__,
                            packs=list(game.content.packs))
        write_atomic(folder / CAMPAIGN_FILE, pretty_json(meta.model_dump(mode="json")))
        saved = SavedGame(self, folder, [], [])
        saved.record(game)
        final = self.root / name
        os.rename(folder, final)
        fsync_dir(self.root)
        saved.folder, saved.name = final, name
        return saved

    def load(self, name: str, backup: bool = False) -> LoadedGame:
        """Read a saved game and replay it (read-only: no file is changed). Raises SaveError, which
        offers the backup only when the backup loads (see backup_restores)."""
        folder = self.folder(name)
        try:
            return self._read(folder, backup)
        except SaveError as err:
            if err.backup and not self.backup_restores(folder):
                err.backup = False
            raise

    def backup_restores(self, folder: Path) -> bool:
        """Whether the saved game's backups load. The backups are of the Ecology logs only, so a
        problem elsewhere (campaign.json from a newer version, a link among its files) is not
        covered by them: a backup is offered only when restoring it would work."""
        if not _has_backup(folder):
            return False
        try:
            self._read(folder, backup=True)
        except Exception:  # noqa: BLE001  (any failure: the backup cannot restore)
            return False
        return True

    def _read(self, folder: Path, backup: bool) -> LoadedGame:
        # speed: re-deciding a whole game makes ~100,000 short-lived objects and no cycles worth
        # collecting; the cyclic GC's full passes over the big heap cost a third of the load
        enabled = gc.isenabled()
        gc.disable()
        try:
            return self._read_saved_game(folder, backup)
        finally:
            if enabled:
                gc.enable()

    def open(self, name: str) -> SavedGame:
        """Load a saved game to continue playing it: autosave then appends to it.

        A torn last line (the move in flight at a crash) is moved to `<log>.torn` and cut off, and
        the current log is copied to its backup, which is now known to be good.
        """
        loaded = self.load(name)
        last = loaded.logs[-1]
        try:
            if last.torn:
                append_line(last.path.with_name(last.path.name + ".torn"), last.torn + b"\n")
                truncate_file(last.path, last.good_size)
                fsync_dir(last.path.parent)
            copy_atomic(last.path, last.path.with_name(last.path.name + BACKUP_SUFFIX))
            if last.chained:  # the counter agrees with the log from here on (notes said what was lost)
                write_in_place(last.path.with_name(last.path.name + HEAD_SUFFIX),
                               head_bytes(last.lines, last.last_crc))
        except OSError as exc:
            raise SaveError(_("{name} cannot be continued: its folder cannot be written ({problem}).").format(
                name=name, problem=exc.strerror), "damaged", loaded.folder) from None
        return SavedGame(self, loaded.folder, list(loaded.game.events), loaded.segments,
                        game=loaded.game, notes=loaded.notes,
                        chain=(last.lines, last.last_crc) if last.chained else None)

    def restore_backup(self, name: str) -> SavedGame:
        """Continue from the backup of a broken saved game, as a new one (the broken one stays)."""
        loaded = self.load(name, backup=True)
        return self.create(loaded.game, f"{name} restored")

    def restart(self, name: str, index: int, seed: int | None = None) -> SavedGame:
        """Start a new saved game from the Hero Record an Ecology was entered with.

        Like rebuilding the heroes from the Hero Record Sheets. The old saved game is not changed.
        `seed` None keeps the record's seed (the same shuffles as the first time).
        """
        folder = self.folder(name)
        check_folder(folder)
        entries = _check_files(folder)
        path = next((folder / n for n in entries if n.startswith(f"{index}-") and n.endswith(RECORD_SUFFIX)), None)
        if path is None:
            raise SaveError(_("{name} has no Hero Record for Ecology {index}.").format(name=name, index=index),
                            "missing", folder)
        doc: RecordDoc = read_json_doc(path, "record", RecordDoc)
        rec = doc.record
        if doc.start == 0:  # the Ecology the game started in: a new game with the same party
            game = Game.new(heroes=[h.hero for h in rec.heroes], seed=rec.seed if seed is None else seed,
                            ecology=rec.ecology, variants=rec.variants, stacked=rec.stacked, tier=rec.tier,
                            house_rules=rec.house_rules, talents=dict(enumerate(rec.talents)),
                            single_class=rec.single_class, story_mode=rec.story_mode, content=self.content)
        elif hasattr(Game, "from_record"):
            game = Game.from_record(rec.model_dump(mode="json"), seed=seed, content=self.content)
        else:
            raise SaveError(_("Restarting {ecology} from its Hero Record needs rules this version does not have "
                              "yet.").format(ecology=ecology_name(rec.ecology)), "unsupported", path)
        return self.create(game, f"{name} restart {doc.index}-{rec.ecology}")

    # the load menu

    def list(self) -> list[SaveSummary]:
        """Every saved game with its Ecologies, newest first. Never raises for a broken save."""
        return [self.summary(n) for n in self.names()]

    def summary(self, name: str) -> SaveSummary:
        """The load-menu line of one saved game; problems are reported in it, never raised."""
        out = SaveSummary(name=str(name)[:MAX_NAME], path=str(self.root / str(name)[:MAX_NAME]))
        folder: Path | None = None
        try:
            folder = self.folder(name)
            check_folder(folder)
            loaded = self._read(folder, backup=False)
            out.ecologies = self._ecology_summaries(loaded)
        except SaveError as err:
            out.problem, out.problem_kind = err.message, err.problem
            out.backup_available = folder is not None and err.problem != "unsafe" and self.backup_restores(folder)
            if out.backup_available:
                out.problem += " " + _("A backup from earlier is available.")
            return out
        except Exception as exc:  # a bug must not take the load menu down with it
            out.problem = _("This save could not be read ({problem}).").format(problem=type(exc).__name__)
            out.problem_kind = "damaged"
            return out
        out.notes = loaded.notes
        out.heroes = list(loaded.game.state.heroes)
        out.created = loaded.meta.created if loaded.meta else None
        out.events = len(loaded.game.events)
        out.status = out.ecologies[-1].status if out.ecologies else None
        out.date = out.ecologies[-1].date if out.ecologies else None
        return out

    # (below `def list`, a signature's `list` would name the method: builtins.list is the type)
    def _ecology_summaries(self, loaded: LoadedGame) -> builtins.list[EcologySummary]:
        out = []
        events = loaded.game.events
        for i, seg in enumerate(loaded.segments):
            last = i == len(loaded.segments) - 1
            game = loaded.game if last else Game.replay(events[:loaded.bounds[i]], self.content)
            problems = []
            entered = None
            try:
                entered = read_json_doc(loaded.folder / f"{seg.stem}{RECORD_SUFFIX}", "record", RecordDoc).record
            except SaveError as err:
                problems.append(_("Hero Record: {problem}").format(problem=err.message))
            status: Status = "cleared"
            if last:
                status = game.outcome or "in progress"  # type: ignore[assignment]
            out.append(EcologySummary(index=seg.index, ecology=seg.ecology,
                                      name=ECOLOGY_NAMES.get(seg.ecology, seg.ecology), status=status,
                                      date=_mtime(loaded.folder / f"{seg.stem}{LOG_SUFFIX}"),
                                      entered=entered, latest=hero_record(game.state), problems=problems))
        return out

    def _read_saved_game(self, folder: Path, backup: bool) -> LoadedGame:
        check_folder(folder)
        entries = _check_files(folder)
        notes: list[str] = []
        meta = None
        try:
            meta = read_json_doc(folder / CAMPAIGN_FILE, "campaign", SaveMeta)
        except SaveError as err:
            if err.problem == "newer":
                raise
            notes.append(_("{problem} The game itself is safe in the Ecology logs.").format(problem=err.message))
        self._use_packs_of(meta.packs if meta else [])
        refusal = pack_refusal(meta.packs if meta else [], self.content.packs)
        if refusal:
            raise SaveError(_("{folder} cannot be loaded: {reason}.").format(folder=folder.name, reason=refusal),
                            "packs", folder / CAMPAIGN_FILE)
        logs = sorted((folder / n for n in entries if _SEGMENT.match(n)),
                      key=lambda p: int(_SEGMENT.match(p.name).group(1)))  # type: ignore[union-attr]
        if not logs:
            if meta is None:
                raise SaveError(_("{file} is not a Forgotten Depths save.").format(file=folder.name), "not_a_save",
                                folder)
            raise SaveError(_("{folder} holds no saved game (it was interrupted while being created).").format(
                folder=folder.name), "missing", folder)
        has_backup = any(n.endswith(LOG_SUFFIX + BACKUP_SUFFIX) for n in entries)
        segments: list[Segment] = []
        bounds: list[int] = []
        files: list[LogFile] = []
        raw_events: list[dict[str, Any]] = []
        origins: list[tuple[str, int]] = []  # the file and line each event was saved on
        for n, path in enumerate(logs):
            index, ecology = _SEGMENT.match(path.name).groups()  # type: ignore[union-attr]
            source = path
            if backup and path.name + BACKUP_SUFFIX in entries:
                source = path.with_name(path.name + BACKUP_SUFFIX)
            try:
                log = read_log(source, head=source == path)
            except SaveError as err:
                err.backup = has_backup and not backup
                raise
            if log.torn:
                if n != len(logs) - 1:
                    raise SaveError(_("{file} is cut short in the middle of the game.").format(file=path.name),
                                    "truncated", path, backup=has_backup and not backup)
                notes.append(_("The last move was not completely saved when the game stopped; it was dropped."))
            notes += log.notes
            if log.header.ecology != ecology or log.header.index != int(index):
                raise SaveError(_("{file} is damaged: its header names another Ecology.").format(file=path.name),
                                "damaged", path, backup=has_backup and not backup)
            start = log.entries[0].at if log.entries else len(raw_events)
            for number, entry in enumerate(log.entries, start=2):
                if entry.at > len(raw_events):
                    raise SaveError(ngettext(
                        "{file} is damaged at line {line}: it continues from move {at}, but only {n} event comes "
                        "before it.",
                        "{file} is damaged at line {line}: it continues from move {at}, but only {n} events come "
                        "before it.", len(raw_events)).format(file=path.name, line=number, at=entry.at,
                                                               n=len(raw_events)),
                        "damaged", path, backup=has_backup and not backup)
                del raw_events[entry.at:]
                del origins[entry.at:]
                raw_events.extend(entry.events)
                origins.extend([(path.name, number)] * len(entry.events))
            segments.append(Segment(int(index), ecology, start))
            bounds.append(len(raw_events))
            files.append(log)
        checked = all(f.header.rules == rules_fingerprint(self.content) for f in files)
        if not checked:
            notes.append(_("This saved game was written by another version of the game, so its moves were replayed "
                           "as saved rather than checked one by one against the rules."))
        key = (str(folder.resolve()), rules_fingerprint(self.content),
               tuple((f.path.name, f.good_size, f.lines, f.last_crc, _mtime_ns(f.path)) for f in files))
        if checked and key in _REDECIDED:  # speed: these very logs were re-decided in this session
            game = self._replay(raw_events, folder, has_backup and not backup, origins, checked=False)
        else:
            game = self._replay(raw_events, folder, has_backup and not backup, origins, checked)
            if checked:
                if len(_REDECIDED) >= 64:
                    _REDECIDED.clear()
                _REDECIDED.add(key)
        bounds = [min(b, len(game.events)) for b in bounds]
        return LoadedGame(folder.name, folder, game, segments, bounds, meta, notes, files)

    def _replay(self, raw_events: builtins.list[dict[str, Any]], folder: Path, backup: bool,
                origins: builtins.list[tuple[str, int]] | None = None, checked: bool = True) -> Game:
        """Re-decide the log with the rules (verify.redecide): anything but the recorded game is refused."""
        def where(i: int) -> str:
            if origins and 0 <= i < len(origins):
                # i18n: where a saved event is: the saved game, its log file and the line
                return _("{save}, {file} line {line}").format(save=folder.name, file=origins[i][0],
                                                               line=origins[i][1])
            return folder.name

        if not raw_events or raw_events[0].get("kind") != "game_started":
            raise SaveError(_("{where}: the saved events do not begin with the start of a game.").format(
                where=where(0)), "illegal", folder, backup=backup)
        if not checked:  # another version's rules: fold the events as saved (as format 1 always did)
            events: list[Event] = []
            for i, raw in enumerate(raw_events):
                try:
                    events.append(parse_event(raw))
                except RuleViolation as exc:
                    raise SaveError(_("{where}: a saved event is not one the game knows ({problem}).").format(
                        where=where(i), problem=exc), "illegal", folder, backup=backup) from None
            try:
                return Game.replay(events, self.content)
            except Exception:  # noqa: BLE001  (appliers fail in many ways on events no legal game produces)
                raise SaveError(_("{save}: the saved events do not form a game this version can play.").format(
                    save=folder.name), "illegal", folder, backup=backup) from None
        try:
            return redecide(raw_events, self.content, where)
        except Refused as exc:
            text = str(exc)
            raise SaveError(text if text.endswith(".") else f"{text}.", "illegal", folder, backup=backup) from None


