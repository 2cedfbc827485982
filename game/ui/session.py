"""A game being played on screen: the engine's Game, who plays which hero, the log in words.

The session never decides a rule: it passes commands to `Game.do` and keeps the refusal sentence.
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from game.bot.levels import HEURISTIC
from game.i18n import _, ngettext
from game.rules import Command, Content, Event, Game, Passage, RuleViolation, Teller, describe, dump, passages_for

from . import sound_cues
from .tutorial import is_tutorial_save

if TYPE_CHECKING:
    from game.bot.advisor import Hint
    from game.saves import SavedGame


@dataclass
class Session:
    game: Game
    players: list[str]  # player name for each hero, in hero order (one person may play several)
    log: list[str] = field(default_factory=list)
    refusal: str | None = None
    version: int = 0  # bumped on every change, so views know when to redraw
    event_log_path: Path | None = None  # every event as a JSON line (tests and replays read it)
    saved_game: SavedGame | None = None  # the game's save folder: autosaved after every accepted command and undo
    save_problem: str | None = None  # the last autosave failure, in words (the game goes on)
    story: list[Passage] = field(default_factory=list)  # story passages not yet shown in a panel
    hints: int = 0  # hints asked in this game (kept beside its save: game.saves.hints)
    _described: int = 0
    _teller: Teller | None = None  # a copy of the game that tells a catch-up over several commands (kept to follow on)
    _teller_of: Game | None = None  # the game the teller copies (online, the host's game replaces ours)
    _hinted_at: int = -1  # the position (Game.revision) the last hint was for (counted once)
    _hint: Hint | None = None  # the last hint, shown while its decision is still the one to make
    # the level of the machine player whose choice the Hint shows (game/bot/levels.py): the player's
    # setting, "Machine player thinks ahead" (the App sets it for every session)
    hint_level: ClassVar[str] = HEURISTIC

    @classmethod
    def start(cls, heroes: list[str], players: list[str] | None = None, seed: int = 0,
              ecology: str = "ruins", variants: list[str] | None = None, content: Content | None = None,
              event_log_path: Path | None = None, stacked: dict[str, list[str]] | None = None,
              single_class: list[str] | None = None, tier: str = "standard",
              house_rules: list[str] | None = None, story_mode: bool = False) -> Session:
        game = Game.new(heroes=heroes, seed=seed, ecology=ecology, variants=variants or [], content=content,
                        stacked=stacked, single_class=single_class or [], tier=tier, house_rules=house_rules or (),
                        story_mode=story_mode)
        names = list(players or [])
        names += [_("Player {n}").format(n=i + 1) for i in range(len(names), len(heroes))]
        s = cls(game=game, players=names[:len(heroes)], event_log_path=event_log_path)
        if event_log_path:
            event_log_path.write_text("")
        s.catch_up()
        return s

    # --- commands -----------------------------------------------------------------------------

    def do(self, command: Command) -> bool:
        """Send a command; on refusal keep the sentence in `refusal` and return False."""
        try:
            self.game.do(command)
        except RuleViolation as exc:
            self.refusal = str(exc)
            self.log.append("<i>" + _("Not allowed:") + "</i> " + str(exc))
            sound_cues.cue_refusal()
            return False
        self.refusal = None
        self.version += 1
        first_new = self._described
        self.catch_up()
        sound_cues.cue_events(self.game.events[first_new:])
        self.autosave()
        if self.game.outcome is not None:
            self.record_statistics()
        return True

    def legal(self) -> list[Command]:
        """The commands this window may send now: every legal one here; online, only its own heroes'
        (game/ui/online_session.py). The screens enable buttons and board moves from this list."""
        return self.game.legal()

    def waiting_reason(self) -> str | None:
        """Why this window cannot move now, for a disabled control's hover ("Waiting for Bo (Ilse
        Marrowlight) to choose a pair"); None when it may (always, at one screen)."""
        return None

    # --- hints and statistics (issue 16) ------------------------------------------------------

    def hint(self, hero: int | None = None) -> Hint | None:
        """The bot's choice for the decision now and why (game.advisor); the first hint at each
        decision is counted in the game's record and saved in its save folder."""
        from game.bot.advisor import advise

        from .labels import command_label
        found = advise(self.game, command_label, hero, level=self.hint_level)
        if found is None:
            return None
        self._hint = found
        self.version += 1
        if self._hinted_at != self.game.revision:
            self._hinted_at = self.game.revision
            self.hints += 1
            if self.saved_game is not None:
                from game.saves.hints import write_hints
                try:
                    write_hints(self.saved_game.folder, self.hints)
                except Exception as exc:  # noqa: BLE001  (SaveError or OSError: said, never fatal)
                    self.log.append("<i>" + html.escape(_("The hint count could not be saved: {why}").format(
                        why=str(exc))) + "</i>")
        return found

    @property
    def current_hint(self) -> Hint | None:
        """The hint asked for the decision now (None once a move was made, or it was put away)."""
        return self._hint if self._hint is not None and self._hinted_at == self.game.revision else None

    def put_hint_away(self) -> None:
        self._hint = None
        self.version += 1

    def toggle_hint(self, hero: int | None = None) -> None:
        """The Hint button and H: ask for a hint (for `hero` where heroes decide at once), or put a
        shown one away."""
        if self.current_hint is not None:
            self.put_hint_away()
        else:
            self.hint(hero)

    def record_statistics(self) -> None:
        """Add the finished game to the player's statistics beside the saves (once per saved game); a
        tutorial's game is practice and is not counted."""
        if self.saved_game is None or is_tutorial_save(self.saved_game.name):
            return
        from game.saves.stats import record_result, result_of, stats_path
        try:
            note = record_result(stats_path(self.saved_game.store.root),
                                 result_of(self.game, self.saved_game.name, self.hints))
        except Exception as exc:  # noqa: BLE001  (SaveError or OSError: said, never fatal)
            note = _("This game could not be added to your statistics: {why}").format(why=exc)
        if note:
            self.log.append(f"<i>{html.escape(note)}</i>")

    def autosave(self) -> None:
        """Record the game in its save folder (issue 6); a failing disk never stops the game."""
        if self.saved_game is None:
            return
        try:
            self.saved_game.record(self.game)
            self.save_problem = None
        except Exception as exc:  # noqa: BLE001  (SaveError or OSError: shown, never fatal)
            self.save_problem = _("Autosave failed: {why}").format(why=exc)
            self.log.append(f"<i>{self.save_problem}</i>")

    def can_undo(self) -> bool:
        """Whether this window may take the last move back now (online: only the player who made it)."""
        return self.game.can_undo()

    def undo_reason(self) -> str | None:
        """Why this window may not take back a move the game could undo (online: another player's move),
        for the greyed Undo's hover; None when it may, or when nothing can be undone."""
        return None

    def undo(self) -> bool:
        before = len(self.game.events)
        try:
            self.game.undo()
        except RuleViolation as exc:
            self.refusal = str(exc)
            return False
        self.refusal = None
        self.version += 1
        n = before - len(self.game.events)
        self.log.append("<i>" + _("Undone") + "</i> " + ngettext("({n} event taken back).", "({n} events taken back).",
                                                              n).format(n=n))
        self._described = len(self.game.events)
        self._write_events(rewrite=True)
        self.autosave()
        return True

    def _tellings(self, events: list[Event]) -> Iterable[tuple[Event, Any]]:
        """Each new event with the game as its command left it. In play the new events are one command's,
        and the live game stands at its end; a catch-up over several commands (a load, the host's moves)
        is told by a copy that follows them command by command."""
        if not any(e.kind == "command_accepted" for e in events[1:]):
            return ((event, self.game) for event in events)
        teller = self._teller
        if teller is None or self._teller_of is not self.game or not teller.follows(self.game) \
                or teller.told > self._described:
            teller = self._teller = Teller(self.game, self._described)
            self._teller_of = self.game
        else:
            teller.catch_up(self.game, self._described)
        return teller.tell(events)

    def catch_up(self) -> list[str]:
        """Describe events not yet in the log, each with the game as its command left it (a loaded game's
        log reads as it did live); returns the new lines."""
        new = []
        for event, game in self._tellings(self.game.events[self._described:]):
            line = describe(game, event)
            if line:
                new.append(line)
            for passage in passages_for(game, event):  # the story: a panel to show, and the log
                self.story.append(passage)
                new.append(story_log_line(passage))
        self._write_events(start=self._described)
        self._described = len(self.game.events)
        self.log.extend(new)
        return new

    def told_lines(self) -> list[str]:
        """The log's lines of every event told so far, in the current language (as catch_up wrote them)."""
        lines = []
        for event, game in Teller(self.game).tell(self.game.events[:self._described]):
            line = describe(game, event)
            if line:
                lines.append(line)
            lines += [story_log_line(passage) for passage in passages_for(game, event)]
        return lines

    def retell(self, before: list[str]) -> None:
        """The language changed: the log's lines of events (`before`: as they were told in the old
        language) told again in the new one; the session's own notes (not allowed, undone...) stay, and
        lines of moves taken back stay as they were."""
        now = self.told_lines()
        if len(now) != len(before):
            return  # not the same telling (cannot happen): leave the log as it is
        j = 0
        for i, line in enumerate(self.log):
            if j < len(before) and line == before[j]:
                self.log[i] = now[j]
                j += 1

    def _write_events(self, start: int = 0, rewrite: bool = False) -> None:
        if not self.event_log_path:
            return
        events = self.game.events if rewrite else self.game.events[start:]
        lines = "".join(json.dumps(dump(e)) + "\n" for e in events)
        if rewrite:
            self.event_log_path.write_text(lines)
        else:
            with self.event_log_path.open("a") as f:
                f.write(lines)

    @classmethod
    def resume(cls, game: Game, players: list[str] | None = None, saved_game: SavedGame | None = None,
               event_log_path: Path | None = None) -> Session:
        """A loaded game: its log told again from the start, autosaving into `saved_game`."""
        names = list(players or [])
        names += [_("Player {n}").format(n=i + 1) for i in range(len(names), len(game.state.heroes))]
        s = cls(game=game, players=names[:len(game.state.heroes)], event_log_path=event_log_path,
                saved_game=saved_game)
        if saved_game is not None:
            from game.saves.hints import read_hints
            s.hints = read_hints(saved_game.folder)
        if event_log_path:
            event_log_path.write_text("")
        s.catch_up()
        s.story.clear()  # a loaded game tells its story in the log, not again in panels
        return s

    # --- who decides --------------------------------------------------------------------------

    def hero_label(self, index: int, short: bool = False) -> str:
        """'Harrow Stonebrook (Ann)': the hero's name from its mat and the person who plays it
        (`short`: the first name, 'Harrow (Ann)')."""
        from .labels import proper_name, short_name
        heroes = self.game.state.heroes
        if not 0 <= index < len(heroes):
            return "?"
        name = (short_name if short else proper_name)(self.game, index)
        if len(set(self.players)) <= 1 or index >= len(self.players):
            return name  # one person plays every hero: the hero's name says it all
        return f"{name} ({self.players[index]})"

    def deciding_hero(self) -> int | None:
        """Whose decision it is now, if one hero's (rule areas may expose `deciding_hero` on the state)."""
        s = self.game.state
        hero = getattr(s, "deciding_hero", None)
        if isinstance(hero, int):
            return hero
        return s.turn if s.outcome is None else None


def story_log_line(passage: Passage) -> str:
    """A story passage as an adventure log line (the log box reads pygame_gui's HTML), in the current
    language (the cards catalogue: game/ui/story_words.py)."""
    from .story_words import shown_passage
    passage = shown_passage(passage)
    words = " ".join(passage.paragraphs())
    return f"<b>{html.escape(passage.title, quote=False)}</b>: <i>{html.escape(words, quote=False)}</i>"
