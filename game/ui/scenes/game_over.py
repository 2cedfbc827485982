"""Game over or victory: the epilogue (cards/story.toml) naming the heroes and their deeds, then the
adventure record and the numbers."""

from __future__ import annotations

import html
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from game.i18n import N_, _, ngettext
from game.rules import Game, Passage, counted, ecology_title, outcome_words
from game.saves.hints import hints_words
from game.saves.share_code import code_of_game

from ..backdrop import draw_depths_backdrop
from ..labels import command_label, proper_name
from ..look import title_label
from ..scene import Scene
from ..session import Session
from ..share import code_words, copy_to_clipboard, note_daily_result
from ..story_words import shown_epilogue

if TYPE_CHECKING:
    from ..app import App


def adventure_record(session: Session) -> dict[str, Any]:
    """What was found, fought and how it ended, read from the state and the event log."""
    g = session.game
    s = g.state
    kinds = Counter(el.kind for el in s.elements.values())
    statuses = Counter(f"{el.kind}:{el.status}" for el in s.elements.values())
    accepted = sum(1 for e in g.events if e.kind == "command_accepted")
    return {
        "outcome": s.outcome or "unfinished",
        "reason": outcome_words(g),
        "heroes": [proper_name(g, i) for i in range(len(s.heroes))],
        "players": list(session.players),
        "ecology": s.ecology,
        "tiles placed": len(s.placements),
        "tiles left": len(s.tile_pile),
        "discovered": dict(kinds),
        "dealt with": {k: v for k, v in statuses.items() if not k.endswith(":discovered")},
        "keys left": s.keys,
        "moves": accepted,
        "seed": s.seed,
    }


# The Adventure Record lines the box holds: pygame_gui lays a text box out in one piece, and past
# about 65,000 pixels (some 2,500 lines at 100 %, fewer at larger text) its last lines are drawn over
# its first; a long won game's record runs to 2,700 lines. The whole record is in the save folder.
RECORD_LINES = 600

# what became of the elements counted (shown with _(), {things} the count)
STATUS_WORDS = {"resolved": N_("{things} resolved"), "defeated": N_("{things} defeated"),
                "unlocked": N_("{things} unlocked")}


def tally_words(counts: dict[str, int]) -> str:
    """{"chest": 2, "monster:defeated": 3} -> "2 Chests, 3 Monsters defeated"."""
    bits = []
    for key, n in sorted(counts.items()):
        kind, _colon, status = key.partition(":")
        things = counted(kind, n)
        bits.append(_(STATUS_WORDS[status]).format(things=things) if status in STATUS_WORDS
                    else f"{things} {status}" if status else things)
    return ", ".join(bits) or _("nothing")


def epilogue_html(passage: Passage, heading_px: int = 20) -> str:
    """The epilogue as the text box's HTML: its title (a heading of `heading_px` pixels: a size the
    app preloads), then its paragraphs in italics."""
    paras = "<br><br>".join(f"<i>{html.escape(p, quote=False)}</i>" for p in passage.paragraphs())
    return f"<font pixel_size={heading_px}><b>{html.escape(passage.title, quote=False)}</b></font><br><br>{paras}"


def campaign_of(app: App, session: Session) -> str | None:
    """The Campaign (game.campaigns: a party across games) this session's game was played for, if any."""
    from game.campaigns import CampaignFile, CampaignFileError, campaign_of_save
    if session.saved_game is None:
        return None
    try:
        found = campaign_of_save(CampaignFile(app.saves_dir).load(), session.saved_game.name)
    except (CampaignFileError, OSError):
        return None
    return found.name if found is not None else None


def turning_lines(game: Game) -> list[str]:
    """The game's turning points in words, each move named as its button was (issue 38)."""
    from game.bot.odds_review import turning_points
    lines = []
    for point in turning_points(game.events, game.content):
        at = Game.replay(game.events[:point.events], game.content)
        lines.append(point.words(command_label(at, point.command)))
    return lines


class GameOverScene(Scene):
    name = "game_over"

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.t = 0.0
        self.campaign_name = campaign_of(app, session)  # a Campaign mode game: back to its sheet after
        self.status_words = ""
        note = note_daily_result(app, session)  # a daily descent's game: its result on the calendar
        if note:
            session.log.append(f"<i>{html.escape(note)}</i>")

    window_scaled = True

    def build(self) -> None:
        w, h = self.app.size
        lay = self.app.layout
        m, root = self.manager, self.root
        rec = adventure_record(self.session)
        won = rec["outcome"] == "won"
        title_h, sub_h = lay.line(52), lay.line(20)
        title_label(pygame.Rect(0, lay.u(12), w, title_h), _("Victory!") if won else _("The depths claim the party"),
                    m, root)
        UILabel(pygame.Rect(0, lay.u(12) + title_h, w, sub_h), rec["reason"] or " ", m, container=root,
                object_id="#subtitle")
        top = lay.u(12) + title_h + sub_h + lay.u(10)
        bh = lay.line(18) + lay.u(10)
        bottom = h - bh - lay.u(24)
        party = ", ".join(f"{h} ({p})" for h, p in zip(rec["heroes"], rec["players"], strict=False))
        eco = ecology_title(rec["ecology"])
        heading = max(8, round(20 * self.app.font_scale()))
        story = epilogue_html(self.epilogue(), heading) + "<br><br>" if self.session.game.content.story else ""
        body = (story +
                _("<b>The party:</b> {party}").format(party=html.escape(party)) + "<br>"
                + _("<b>Last Ecology:</b> {ecology}").format(ecology=html.escape(eco)) + "<br>"
                + _("<b>Map tiles placed:</b> {placed} (left in the pile: {left})").format(
                    placed=rec["tiles placed"], left=rec["tiles left"]) + "<br>"
                + _("<b>Discovered in the last Ecology:</b> {found}").format(
                    found=html.escape(tally_words(rec["discovered"]))) + "<br>"
                + _("<b>Dealt with there:</b> {done}").format(done=html.escape(tally_words(rec["dealt with"]))) + "<br>"
                + _("<b>Keys left:</b> {n}").format(n=rec["keys left"]) + "<br>"
                + _("<b>Moves made:</b> {moves} &nbsp; <b>Seed:</b> {seed}").format(moves=rec["moves"],
                                                                                    seed=rec["seed"])
                + "<br>" + _("<b>Share code:</b> {code}").format(code=html.escape(code_words(self.session))) + "<br>"
                + _("<b>Hints:</b> {hints}").format(
                    hints=html.escape(hints_words(self.session.hints, self.session.game.outcome))) + "<br><br>"
                + self.turning_html()
                + _("<b>The Adventure Record:</b>") + "<br>" + self.adventure_html())
        self.body_html = body  # what the text box shows (tests read it)
        bw = min(lay.t(900), w - lay.u(80))
        row2 = bottom - bh - lay.u(10)  # above the buttons: Copy share code, Export game and what they did
        self.body_box = UITextBox(body, pygame.Rect((w - bw) // 2, top, bw, row2 - top - lay.u(12)), m,
                                  container=root)
        gap = lay.u(20)
        b = min(lay.t(220), (w - lay.u(80) - 3 * gap) // 4)
        x = w // 2 - (4 * b + 3 * gap) // 2
        self._share_row(x, row2, b, bh, gap)
        self.again = UIButton(pygame.Rect(x, bottom, b, bh), _("New game"), m, container=root,
                              object_id="#primary")
        if self.campaign_name is not None:  # the campaign's sheet counts the game's marks, the next game begins there
            self.same = UIButton(pygame.Rect(x + b + gap, bottom, b, bh), _("Back to the campaign"), m, container=root,
                                 object_id="#primary",
                                 tool_tip_text=_("{campaign}: this game's marks are counted on the campaign's "
                                                 "sheet, where talents are unlocked and the next game begins").format(
                                     campaign=self.campaign_name))
        else:
            self.same = UIButton(pygame.Rect(x + b + gap, bottom, b, bh), _("Same party again"), m, container=root,
                                 tool_tip_text=_("The same heroes, players, start Ecology, variants, tier and "
                                                 "house rules; a new seed"))
        self.watch = UIButton(pygame.Rect(x + 2 * (b + gap), bottom, b, bh), _("Watch replay"), m, container=root,
                              tool_tip_text=_("Watch this game again from its first move (its save is all it needs)"))
        if self.session.saved_game is None:
            self.watch.disable()
            self.watch.set_tooltip(_("This game was not saved, so there is nothing to watch"))
        self.quit = UIButton(pygame.Rect(x + 3 * (b + gap), bottom, b, bh), _("Quit"), m, container=root)

    def _share_row(self, x: int, y: int, b: int, bh: int, gap: int) -> None:
        """Copy share code, Export game, and a line saying what they did (issue 38)."""
        m, root = self.manager, self.root
        self.copy = UIButton(pygame.Rect(x, y, b, bh), _("Copy share code"), m, container=root,
                             tool_tip_text=_("Copy this game's share code: typed in at New game (or with --code), "
                                             "it sets up this very game again, for you or a friend"))
        self.export = UIButton(pygame.Rect(x + b + gap, y, b, bh), _("Export game"), m, container=root,
                               tool_tip_text=_("Write this game to one file (.fdreplay) to send anywhere: the replay "
                                               "viewer opens it (python3 main.py --replay FILE)"))
        if code_of_game(self.session.game) is None:
            self.copy.disable()
            self.copy.set_tooltip(code_words(self.session))
        if self.session.saved_game is None:
            self.export.disable()
            self.export.set_tooltip(_("This game was not saved, so there is nothing to export"))
        self.status = UITextBox(html.escape(self.status_words), pygame.Rect(x + 2 * (b + gap), y, 2 * b + gap, bh),
                                m, container=root, object_id="#small")

    # --- turning points (issue 38): the moves where the chance to win moved most -------------------

    def turning_html(self) -> str:
        """"Turning points:" and the two or three moves where the chance to win moved most (the odds'
        value of each position: game/bot/odds_review.py), each with the chance before and after."""
        if getattr(self, "_turning", None) is None:
            self._turning = turning_lines(self.session.game)
        if not self._turning:
            return ""
        return ("<b>" + html.escape(_("Turning points")) + "</b> "
                + html.escape(_("(the moves where your chance to win, as the odds read it, moved most):")) + "<br>"
                + "".join(f"&nbsp;&nbsp;{html.escape(line)}<br>" for line in self._turning) + "<br>")

    def epilogue(self) -> Passage:
        """The victory or defeat epilogue, naming the heroes and what they did."""
        return shown_epilogue(self.session.game, won=self.session.game.outcome == "won")

    def adventure_html(self) -> str:
        """The saved game's Adventure Record (game.saves), else the log of this session."""
        saved = self.session.saved_game
        if saved is not None:
            try:
                self.session.autosave()
                lines = saved.adventure_text(self.session.game).split("\n")
                shown = "<br>".join(html.escape(line) for line in lines[:RECORD_LINES])
                if len(lines) > RECORD_LINES:
                    more = len(lines) - RECORD_LINES
                    shown += "<br><i>" + html.escape(ngettext(
                        "... and {n} more line: the whole Adventure Record is in the save folder, {folder}, one "
                        "text file per Ecology.",
                        "... and {n} more lines: the whole Adventure Record is in the save folder, {folder}, one "
                        "text file per Ecology.", more).format(n=more, folder=saved.folder)) + "</i>"
                return shown
            except Exception as exc:  # noqa: BLE001  (a broken save never hides the ending)
                return "<i>" + html.escape(_("The Adventure Record could not be written: {reason}").format(
                    reason=exc)) + "</i><br>" + \
                    "<br>".join(self.session.log[-40:])
        return "<br>".join(self.session.log[-40:])

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.again:
            self.app.show("setup")
        elif event.ui_element is self.same and self.campaign_name is not None:
            self.app.show("campaign", self.campaign_name)
        elif event.ui_element is self.same:
            s = self.session.game.state
            self.app.show("explore", self.app.new_session(list(s.heroes), self.session.players, None,
                                                          self.start_ecology(), list(s.variants),
                                                          list(s.single_class), tier=s.tier,
                                                          house_rules=list(s.house_rules), story_mode=s.story_mode))
        elif event.ui_element is self.watch:
            self.watch_replay()
        elif event.ui_element is self.copy:
            code = code_of_game(self.session.game)
            copied = code is not None and copy_to_clipboard(code)
            self.say((_("The share code {code} is copied.") if copied else _("The share code is {code}.")).format(
                code=code))
        elif event.ui_element is self.export:
            self.export_game()
        elif event.ui_element is self.quit:
            self.app.quit()

    def start_ecology(self) -> str:
        """The Ecology the game began in (not the one it ended in): where the same party starts again."""
        started = next((e for e in self.session.game.events if e.kind == "game_started"), None)
        return str(getattr(started, "ecology", None) or self.session.game.state.ecology)

    def say(self, words: str) -> None:
        """What Copy share code or Export game did, beside them (kept over a rebuild)."""
        self.status_words = words
        self.status.set_text(html.escape(words))

    def export_game(self) -> Path | None:
        """Write this game to one file in the saves folder's exports/ and say where."""
        from game.headless.export import SUFFIX, export_game
        saved = self.session.saved_game
        if saved is None:
            return None
        dest = self.app.saves_dir / "exports" / f"{saved.name}{SUFFIX}"
        try:
            self.session.autosave()
            export_game(saved.folder, dest, self.session.game.content, game=self.session.game)
        except Exception as exc:  # noqa: BLE001  (SaveError or OSError: said, never fatal)
            self.say(_("The game could not be exported: {problem}").format(problem=exc)[:160])
            return None
        self.say(_("Exported as {file}").format(file=dest))
        return dest

    def watch_replay(self) -> None:
        """Open this game's save in the replay viewer (Close comes back to the title)."""
        from game.headless.replay import Replay, ReplayError
        saved = self.session.saved_game
        if saved is None:
            return
        try:
            replay = Replay.open(saved.folder, content=self.session.game.content)
        except ReplayError as exc:
            self.watch.disable()
            self.watch.set_tooltip(_("This game cannot be watched: {problem}").format(problem=exc))
            return
        self.app.show("replay", replay, back="title")

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        draw_depths_backdrop(surface, self.t)
