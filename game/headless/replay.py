"""Watching a saved game again (issue 16): a save's events split into command steps.

    replay = Replay.open("saves/2026-11-26 0412 fighter")   # a campaign folder (or a saves folder, or
                                                            # an exported game: export.py)
    replay.steps            # how many commands the game holds
    replay.game_at(k)       # the game after its first k commands (k = 0: just set up)
    replay.told(k)          # what the adventure log told at step k: sentences and story passages
    replay.marks            # the timeline's marks: each tile laid, element revealed, fight, level-up, Ecology

A replay is read from the save files alone (`SaveStore` loads and re-decides them), so a campaign
folder sent to a friend is all they need to watch it. Every position is the fold of the saved
events up to it (`Game.replay` of a prefix, under 10 ms for a whole three-Ecology game): stepping
back is folding fewer events, never an undo. The log is told the way the game told it while it
was played: after each command, each of its events described with the game as that command left it.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from game.i18n import N_, _
from game.rules import Content, Event, Game, Passage, RuleViolation, describe, parse_command, passages_for

MarkKind = Literal["ecology", "level_up", "fight", "tile", "element"]
# the events the timeline marks, and what each mark is
MARKED: dict[str, MarkKind] = {"ecology_set_up": "ecology", "heroes_leveled_up": "level_up",
                               "combat_started": "fight", "tile_placed": "tile",
                               "elements_discovered": "element"}
# a mark's words when its event has no log sentence (marked for the catalogue, told with _())
MARK_WORDS: dict[MarkKind, str] = {"ecology": N_("a new Ecology"), "level_up": N_("a Level Up"),
                                   "fight": N_("a fight"), "tile": N_("a map tile laid"),
                                   "element": N_("an element revealed")}
Told = str | Passage  # one log line, or a story passage (the game shows those in panels and the log)
CACHED_GAMES = 8  # positions kept: stepping back and forth over a few moves folds nothing again


@dataclass(frozen=True)
class Mark:
    """A moment on the timeline: after command `step`, `kind` happened; `words` is its log sentence."""

    step: int
    kind: MarkKind
    words: str


class ReplayError(Exception):
    """A path that holds no game to watch; `str()` is one sentence for the player (a clause the caller
    puts after the path or "cannot be watched:"), in the language of the moment."""


class Replay:
    """A recorded game, one command at a time. `bounds[k]` is the number of events after k commands."""

    def __init__(self, events: Sequence[Event], content: Content, name: str = "",
                 notes: Sequence[str] = ()) -> None:
        self.events = list(events)
        self.content = content
        self.name = name
        self.notes = list(notes)  # what loading noted for the player (a save of another version ...)
        starts = [i for i, e in enumerate(self.events) if e.kind == "command_accepted"]
        self.bounds = [*starts, len(self.events)] if starts else [len(self.events)]
        self._games: OrderedDict[int, Game] = OrderedDict()
        self._told: list[list[Told]] | None = None
        self._marks: list[Mark] | None = None

    @classmethod
    def open(cls, path: str | Path, content: Content | None = None) -> Replay:
        """The game saved in a campaign folder (or named by its campaign.json), the most recent
        campaign in a saves folder, or the game in an exported file (export.py).

        Raises ReplayError with one sentence (naming no path: the caller names it): no such folder,
        nothing saved in it, a damaged save."""
        from game.saves import SaveError, SaveStore

        folder = Path(path).expanduser()
        if not folder.exists():
            raise ReplayError(_("there is no such folder."))
        if folder.is_file() and folder.name == "campaign.json":  # a game's own file: its folder is the game
            folder = folder.parent
        if not folder.is_dir():
            from .export import SUFFIX, is_export, open_export
            if is_export(folder):
                return open_export(folder, content)
            raise ReplayError(_("that is a file but not an exported game ({suffix}); a replay is an exported game or "
                                "a campaign folder (the folder that holds campaign.json and the Ecology logs).")
                              .format(suffix=SUFFIX))
        try:
            if _is_campaign(folder):
                store, name = SaveStore(folder.parent, content=content), folder.name
            else:
                store = SaveStore(folder, content=content)
                names = [n for n in store.names() if _is_campaign(folder / n)]
                if not names:
                    raise ReplayError(_("the folder holds no saved game."))
                name = names[0]
            loaded = store.load(name)
        except SaveError as exc:
            raise ReplayError(str(exc)) from None
        except OSError as exc:
            raise ReplayError(_("the folder cannot be read ({problem}).").format(problem=exc.strerror or exc)) from None
        return cls(loaded.game.events, loaded.game.content, loaded.name, loaded.notes)

    # --- positions ----------------------------------------------------------------------------

    @property
    def steps(self) -> int:
        """The number of commands: positions run from 0 (set up) to `steps` (the end)."""
        return len(self.bounds) - 1

    def clamp(self, step: int) -> int:
        return max(0, min(self.steps, step))

    def game_at(self, step: int) -> Game:
        """A fresh game holding the events of the first `step` commands (a few are kept: do not change them)."""
        step = self.clamp(step)
        game = self._games.get(step)
        if game is None:
            game = Game.replay(self.events[:self.bounds[step]], self.content)
            self._games[step] = game
            if len(self._games) > CACHED_GAMES:
                self._games.popitem(last=False)
        else:
            self._games.move_to_end(step)
        return game

    def step_events(self, step: int) -> list[Event]:
        """The events step `step` added: the setup for 0, else command `step`'s group."""
        step = self.clamp(step)
        return self.events[self.bounds[step - 1] if step else 0:self.bounds[step]]

    # --- the log and the timeline -------------------------------------------------------------

    def told(self, step: int) -> list[Told]:
        """What the adventure log told at `step`: each event's sentence, then any story passage it
        brought, in order (Session.catch_up tells a live game the same way)."""
        if self._told is None:
            self._tell_all()
        assert self._told is not None
        return self._told[self.clamp(step)]

    def log_until(self, step: int) -> list[Told]:
        """Everything the log told from the start up to and including `step`."""
        return [line for k in range(self.clamp(step) + 1) for line in self.told(k)]

    @property
    def marks(self) -> list[Mark]:
        """The timeline's marks, in order: every Ecology entered, Level Up, fight, map tile laid and
        element revealed, each at the step that did it, with its log sentence."""
        if self._marks is None:
            self._tell_all()
        assert self._marks is not None
        return self._marks

    def _tell_all(self) -> None:
        """One pass over the game, telling the log and finding the marks: each command carried out
        again with `Game.do` (the save was re-decided when it was loaded, so it yields the saved
        events) and its events told with the game it left. A save folded as saved (another
        version's rules) is folded again where `Game.do` does not yield the saved events."""
        game = Game.replay(self.events[:self.bounds[0]], self.content)
        told, marks = [], []
        for step in range(self.steps + 1):
            start, end = self.bounds[step - 1] if step else 0, self.bounds[step]
            saved = self.events[start:end]
            if step:
                try:
                    made = game.do(parse_command(saved[0].command))  # type: ignore[attr-defined]
                except RuleViolation:
                    made = []
                if made != saved:
                    game = Game.replay(self.events[:end], self.content)
            told.append(_tell(game, game.events[start:end]))
            for event in game.events[start:end]:
                kind = MARKED.get(event.kind)
                if kind is not None:
                    marks.append(Mark(step, kind, _sentence(game, event) or _(MARK_WORDS[kind])))
        self._told, self._marks = told, marks

    def next_mark(self, step: int, kinds: Sequence[MarkKind] | None = None) -> Mark | None:
        """The first mark after `step` (of `kinds`, if given)."""
        return next((m for m in self.marks if m.step > step and (kinds is None or m.kind in kinds)), None)

    def previous_mark(self, step: int, kinds: Sequence[MarkKind] | None = None) -> Mark | None:
        """The last mark before `step` (of `kinds`, if given)."""
        return next((m for m in reversed(self.marks) if m.step < step and (kinds is None or m.kind in kinds)),
                    None)


def _sentence(game: Game, event: Event) -> str | None:
    """The log sentence of `event` (None: a describer failed; a replay still opens)."""
    try:
        return describe(game, event)
    except Exception:  # noqa: BLE001  (a describer must never stop a replay from opening)
        return None


def _tell(game: Game, events: Sequence[Event]) -> list[Told]:
    out: list[Told] = []
    for event in events:
        line = _sentence(game, event)
        if line:
            out.append(line)
        out.extend(passages_for(game, event))
    return out


def _is_campaign(folder: Path) -> bool:
    """Whether `folder` is one campaign (its files are in it) rather than a folder of campaigns."""
    from game.saves.store import CAMPAIGN_FILE, LOG_SUFFIX
    try:
        return any(p.name == CAMPAIGN_FILE or p.name.endswith(LOG_SUFFIX) for p in folder.iterdir())
    except OSError:
        return False
