"""The daily descent (issue 38): one game a day, the same for everyone, and the player's own results.

    setup = daily_setup(date(2026, 11, 28))   # seed, party and options: a function of the date alone
    start_attempt(daily_path(root), day, saved_game_name)           # when a daily game begins
    record_finished(daily_path(root), saved_game_name, game, hints)  # when it ends (won or lost)
    results = day_results(load_daily(daily_path(root)), progress_in(root))   # the calendar

The day's seed, party and options are drawn from a SHA-256 of the date (never from Python's `hash`
or `random`, whose results may differ between versions of Python), so every machine with the same
game version deals the same game on the same date; the player's calendar date decides the day.

<save folder>/daily.json  {"kind": "forgotten-depths/daily", "version": 2,
                           "days": {"2026-11-28": [{"saved_game", "started", "outcome", "deepest", "moves",
                                                    "hints"}, ...]}}
Each attempt is a saved game like any other (Continue and Load find it); its result is written
when it ends. An attempt still under way counts with the deepest Ecology its folder holds. A file
that cannot be read is reported; the next write sets it aside (daily.damaged-<time>.json) and starts
a new one, as the statistics do. Version 1 called an attempt's saved game "campaign" (a campaign
is a party across several games, game/campaigns); it is renamed when a version 1 file is read.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from game.i18n import _
from game.rules import ECOLOGIES, Game

from .documents import validation_message
from .errors import SaveError
from .files import read_file, save_root, write_atomic
from .hints import read_hints
from .migrations import Migration, rename_key, upgrade_version
from .share_code import HOUSE_RULE_TABLE, VARIANT_TABLE, ShareSetup

DAILY_FILE = "daily.json"
KIND: Final = "forgotten-depths/daily"
VERSION = 2  # 2: an attempt names its "saved_game" (version 1: "campaign")
# each Hero Mat: its hero, and the multi-class alternate on its back (never both in one party)
MATS: tuple[tuple[str, str], ...] = (("fighter", "fighter-wizard"), ("wizard", "wizard-rogue"),
                                     ("rogue", "rogue-fighter"))
PARTY_SIZES = (1, 2, 2, 3)  # half the days two heroes, a quarter solo, a quarter three
TIER_DAYS = ("standard",) * 12 + ("veteran",) * 5 + ("novice",) * 2 + ("fearless",)  # twenty days
_LOG = re.compile(r"^(\d{1,3})-([a-z]+)\.log\.jsonl$")


# --- the day's game --------------------------------------------------------------------------

class _Draws:
    """Numbers drawn from SHA-256 of the date: the same on every machine and Python."""

    def __init__(self, day: date) -> None:
        self.key = f"forgotten-depths daily {day.isoformat()}"
        self.drawn = 0

    def below(self, n: int) -> int:
        digest = hashlib.sha256(f"{self.key}:{self.drawn}".encode()).digest()
        self.drawn += 1
        return int.from_bytes(digest[:8], "big") % n


def daily_setup(day: date) -> ShareSetup:
    """The game everyone plays on `day`: always from the Ruins; one to three heroes on different mats
    (a third of them the alternate, a quarter of those single-classed); a rulebook variant one day in
    three, a house rule one day in four, a tier other than Standard two days in five, story mode
    every other day."""
    d = _Draws(day)
    seed = d.below(10**9)
    mats = list(MATS)
    heroes: list[str] = []
    single: list[str] = []
    for _seat in range(PARTY_SIZES[d.below(len(PARTY_SIZES))]):
        hero, alternate = mats.pop(d.below(len(mats)))
        if d.below(3) == 0:
            heroes.append(alternate)
            if d.below(4) == 0:
                single.append(alternate)
        else:
            heroes.append(hero)
    variants = [VARIANT_TABLE[d.below(len(VARIANT_TABLE))]] if d.below(3) == 0 else []
    house_rules = [HOUSE_RULE_TABLE[d.below(len(HOUSE_RULE_TABLE))]] if d.below(4) == 0 else []
    tier = TIER_DAYS[d.below(len(TIER_DAYS))]
    return ShareSetup.make(heroes, seed, "ruins", variants, single, tier, house_rules, story_mode=d.below(2) == 0)


def save_name(day: date) -> str:
    """The saved game's name of a day's game (a second try gets "-2" from the store)."""
    return f"Daily {day.isoformat()}"


# --- the player's results --------------------------------------------------------------------

class Attempt(BaseModel):
    """One try at a day's game: its saved game (folder name), and once it ended, how."""

    model_config = ConfigDict(extra="ignore")
    saved_game: str
    started: str
    outcome: Literal["won", "lost"] | None = None  # None: not finished (yet)
    deepest: str | None = None  # the deepest Ecology reached, once finished
    moves: int | None = None  # commands made, once finished
    hints: int = 0


class DailyDoc(BaseModel):
    model_config = ConfigDict(extra="ignore")
    kind: Literal["forgotten-depths/daily"] = KIND
    version: int = VERSION
    days: dict[str, list[Attempt]] = {}
    set_aside: list[str] = []


@dataclass(frozen=True)
class DayResult:
    """A day on the calendar: the player's best over its attempts."""

    day: str
    attempts: int
    deepest: str | None  # the deepest Ecology any attempt reached (None: none could be read)
    won: bool
    moves: int | None  # of the best finished attempt (the win in fewest moves, else the deepest loss)
    hints: int | None  # hints asked in that attempt
    finished: bool  # some attempt ended


def daily_path(folder: str | os.PathLike[str] | None = None) -> Path:
    """daily.json in the save folder (`folder`, else $FORGOTTEN_DEPTHS_SAVES, else the user data folder)."""
    return save_root(folder) / DAILY_FILE


def load_daily(path: Path) -> DailyDoc:
    """The daily results in `path` (none yet if it is missing); a SaveError naming what is wrong else."""
    if not os.path.lexists(path):
        return DailyDoc()
    raw = read_file(path, limit=4 << 20)
    try:
        doc = json.loads(raw)
    except (ValueError, RecursionError):
        raise SaveError(_("{file} is damaged: it is not readable JSON.").format(file=path.name), "damaged",
                        path) from None
    if not isinstance(doc, dict) or doc.get("kind") != KIND:
        raise SaveError(_("{file} is not a Forgotten Depths daily descent file.").format(file=path.name), "damaged",
                        path)
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(_("{file} is damaged: its version is missing.").format(file=path.name), "damaged", path)
    if version > VERSION:
        raise SaveError(_("{file} was written by a newer version of the game (daily version {version}); it is left "
                          "as it is.").format(file=path.name, version=version), "newer", path)
    try:
        return DailyDoc.model_validate(upgrade_version(doc, _STEPS, VERSION))
    except ValidationError as exc:
        raise SaveError(validation_message(path, exc), "damaged", path) from None


def _days_1_to_2(doc: dict) -> dict:
    """Version 1 -> 2: each attempt's "campaign" becomes "saved_game"."""
    days = doc.get("days")
    if isinstance(days, dict):
        doc["days"] = {day: [rename_key(a, "campaign", "saved_game") for a in tries] if isinstance(tries, list)
                       else tries for day, tries in days.items()}
    return doc


_STEPS: dict[int, Migration] = {1: _days_1_to_2}


def _load_for_writing(path: Path) -> tuple[DailyDoc, str | None]:
    """The file to add to; a damaged one set aside first (with a sentence saying so)."""
    try:
        return load_daily(path), None
    except SaveError as err:
        if err.problem in ("newer", "unsafe"):
            raise
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        kept = path.with_name(f"daily.damaged-{stamp}.json")
        n = 1
        while os.path.lexists(kept):
            kept, n = path.with_name(f"daily.damaged-{stamp}-{n}.json"), n + 1
        os.rename(path, kept)
        return DailyDoc(set_aside=[kept.name]), _(
            "Your daily descent results could not be read ({problem}); they were kept as {file} and new results "
            "begin now.").format(problem=err.message, file=kept.name)


def _write(path: Path, doc: DailyDoc) -> None:
    write_atomic(path, (json.dumps(doc.model_dump(mode="json"), indent=1) + "\n").encode())


def start_attempt(path: Path, day: date, saved_game: str) -> str | None:
    """Note that the saved game `saved_game` is a try at `day`'s game. Returns a sentence when a damaged file had to
    be set aside; raises SaveError or OSError when it cannot be written."""
    doc, note = _load_for_writing(path)
    doc.days.setdefault(day.isoformat(), []).append(
        Attempt(saved_game=saved_game, started=datetime.now(UTC).isoformat(timespec="seconds")))
    _write(path, doc)
    return note


def day_of(doc: DailyDoc, saved_game: str) -> str | None:
    """The day whose game the saved game `saved_game` is (None: not a daily game)."""
    return next((day for day, tries in doc.days.items() if any(a.saved_game == saved_game for a in tries)), None)


def deepest_reached(game: Game) -> str:
    """The deepest Ecology the heroes reached in `game`."""
    reached = [getattr(e, "ecology", "") for e in game.events if e.kind == "ecology_set_up"] or [game.state.ecology]
    return max(reached, key=lambda e: ECOLOGIES.index(e) if e in ECOLOGIES else -1)


def record_finished(path: Path, saved_game: str, game: Game, hints: int) -> bool:
    """Write how a daily game ended (again if asked again: the same result). False when the saved game
    `saved_game` is no daily game (or the game is not over); raises SaveError or OSError when it cannot be written."""
    if game.outcome not in ("won", "lost"):
        return False
    try:
        doc = load_daily(path)
    except SaveError:
        return False  # unreadable: no daily game is known (the calendar says why)
    day = day_of(doc, saved_game)
    if day is None:
        return False
    attempt = next(a for a in doc.days[day] if a.saved_game == saved_game)
    attempt.outcome = "won" if game.outcome == "won" else "lost"
    attempt.deepest = deepest_reached(game)
    attempt.moves = sum(1 for e in game.events if e.kind == "command_accepted")
    attempt.hints = hints
    _write(path, doc)
    return True


def deepest_in_folder(folder: Path) -> str | None:
    """The deepest Ecology a saved game's folder has a log for (read from the file names alone: quick)."""
    try:
        names = os.listdir(folder)
    except OSError:
        return None
    found = [(int(m.group(1)), m.group(2)) for m in map(_LOG.match, names) if m and m.group(2) in ECOLOGIES]
    return max(found)[1] if found else None


Progress = Callable[[str], tuple[str | None, int]]


def progress_in(root: str | os.PathLike[str]) -> Progress:
    """For a saved game under way in save folder `root`: (its deepest Ecology, the hints asked)."""
    def progress(saved_game: str) -> tuple[str | None, int]:
        folder = Path(root) / saved_game
        return deepest_in_folder(folder), read_hints(folder)
    return progress


def _depth(ecology: str | None) -> int:
    return ECOLOGIES.index(ecology) if ecology in ECOLOGIES else -1


def day_results(doc: DailyDoc, progress: Progress) -> dict[str, DayResult]:
    """Each day played, the player's best: the deepest Ecology over every attempt (those under way
    too), whether any was won, and the moves and hints of the best finished attempt (a win in the
    fewest moves and hints, else the deepest loss)."""
    out = {}
    for day, tries in sorted(doc.days.items()):
        deepest: list[str | None] = []
        for a in tries:
            deepest.append(a.deepest if a.outcome else progress(a.saved_game)[0])
        done = [a for a in tries if a.outcome]
        best = max(done, key=lambda a: (a.outcome == "won", _depth(a.deepest), -(a.moves or 0), -a.hints),
                   default=None)
        reached = max(deepest, key=_depth, default=None)
        out[day] = DayResult(day=day, attempts=len(tries), deepest=reached if _depth(reached) >= 0 else None,
                             won=any(a.outcome == "won" for a in tries),
                             moves=best.moves if best else None, hints=best.hints if best else None,
                             finished=best is not None)
    return out
