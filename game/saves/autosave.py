"""Autosave: an open game's save folder, which writes whatever the game did since the last call, one
fsynced, signed log line per accepted command (undo included), a new Ecology's Hero Record and log
when the heroes go on, and the Adventure Records."""

from __future__ import annotations

import contextlib
import os
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from game.i18n import _
from game.rules import CommandAccepted, Content, Event, Game, dump, ecology_name, outcome_words
from game.version import __version__

from .documents import (
    ADVENTURE_SUFFIX,
    GAME_ADVENTURE_FILE,
    RECORD_SUFFIX,
    SETUP_EVENT,
    RecordDoc,
    Segment,
    now_text,
    pretty_json,
    read_json_doc,
)
from .errors import SaveError
from .files import BACKUP_SUFFIX, append_line, copy_atomic, write_atomic, write_in_place
from .hints import hints_words, read_hints
from .log_file import HEAD_SUFFIX, LOG_SUFFIX, head_bytes, signed, signed_line
from .migrations import FORMAT_VERSION
from .records import HeroRecord, adventure_record, game_adventure_record, hero_record
from .verify import rules_fingerprint

if TYPE_CHECKING:
    from .store import SaveStore


class SavedGame:
    """One game's save folder, open to autosave (not game.campaigns' Campaign, a party across games):
    call `record(game)` after every `game.do(...)` (undo included)."""

    def __init__(self, store: SaveStore, folder: Path, events: list[Event], segments: list[Segment],
                 game: Game | None = None, notes: list[str] | None = None,
                 chain: tuple[int, str] | None = None) -> None:
        self.store = store
        self.folder = folder
        self.name = folder.name
        self.game = game  # the game as loaded by SaveStore.open
        self.notes = notes or []
        self._saved: list[Event] = events  # the events already on disk, in order
        self.segments = segments
        self._finished_at: int | None = None
        # number and crc of the current log's last line; None: a format 1 log, continued unchained
        self._chain = chain

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
        events = [dump(e) for e in group]
        log = self._log(seg)
        if self._chain is None:  # a format 1 log keeps its format
            append_line(log, signed_line({"at": at, "events": events}))
            return
        number, prev = self._chain[0] + 1, self._chain[1]
        line, crc = signed({"n": number, "at": at, "events": events, "prev": prev})
        append_line(log, line)
        self._chain = (number, crc)
        write_in_place(log.with_name(log.name + HEAD_SUFFIX), head_bytes(number, crc))

    def _start_segment(self, after: Game, events: list[Event], line_at: int, at: int,
                       group: list[Event]) -> None:
        """A new Ecology: write its Hero Record, then its log (header and first line at once)."""
        previous = self.segments[-1] if self.segments else None
        if previous is not None:
            self._write_ecology_adventure(previous, events[:at], after.content, _went_on(after.state.ecology))
        seg = Segment(len(self.segments) + 1, after.state.ecology, at)
        log = self._log(seg)
        if os.path.lexists(log):  # left over from a crash of an earlier session: keep it, out of the way
            os.replace(log, log.with_name(f"{log.name}.orphan-{int(datetime.now().timestamp())}"))
        record = RecordDoc(format=FORMAT_VERSION, kind="forgotten-depths/ecology-record", index=seg.index,
                           ecology=seg.ecology, start=at, entered=now_text(), record=hero_record(after.state),
                           game_version=__version__)
        write_atomic(self.folder / f"{seg.stem}{RECORD_SUFFIX}", pretty_json(record.model_dump(mode="json")))
        header = {"format": FORMAT_VERSION, "game_version": __version__, "kind": "forgotten-depths/log",
                  "index": seg.index, "ecology": seg.ecology, "rules": rules_fingerprint(after.content)}
        head_line, head_crc = signed(header)
        first = {"n": 2, "at": line_at, "events": [dump(e) for e in group], "prev": head_crc}
        first_line, first_crc = signed(first)
        data = head_line + first_line
        write_atomic(log, data, keep_backup=False)
        write_in_place(log.with_name(log.name + HEAD_SUFFIX), head_bytes(2, first_crc))
        self._chain = (2, first_crc)
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
            return read_json_doc(self.folder / f"{seg.stem}{RECORD_SUFFIX}", "record", RecordDoc).record
        return None

    def _write_game_adventure(self, game: Game) -> None:
        write_atomic(self.folder / GAME_ADVENTURE_FILE, self.adventure_text(game).encode(), keep_backup=False)

    def adventure_text(self, game: Game) -> str:
        """The Adventure Record of the whole game so far, in the current language (the game-over scene
        shows it; the Ecologies' adventure.txt files are written again in that language)."""
        parts = []
        for i, seg in enumerate(self.segments):
            last = i == len(self.segments) - 1
            end = len(game.events) if last else self.segments[i + 1].start
            if last:
                ending = _ending(game)
                text = adventure_record(game, seg.start, seg.ecology, ending, self._entered(seg))
                if game.outcome:
                    write_atomic(self.folder / f"{seg.stem}{ADVENTURE_SUFFIX}", text.encode(), keep_backup=False)
            else:
                text = self._write_ecology_adventure(seg, game.events[:end], game.content,
                                                     _went_on(self.segments[i + 1].ecology))
            parts.append(text)
        return game_adventure_record(game, parts, hints_words(read_hints(self.folder), game.outcome))


def _went_on(ecology: str) -> str:
    """How an Ecology the heroes left ended, in the current language."""
    return _("The heroes went on to {ecology}.").format(ecology=ecology_name(ecology))


def _ending(game: Game) -> str:
    """How the last Ecology stands, in the current language: why the game ended, or that it goes on."""
    if game.outcome is None:
        return _("The heroes are still exploring.")
    return outcome_words(game) or (_("The heroes won.") if game.outcome == "won" else _("The heroes were lost."))
