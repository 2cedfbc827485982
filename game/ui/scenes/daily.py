"""The daily descent (issue 38): today's game, the same for everyone who plays it today, and the
player's calendar: each day played with its best result (won, the deepest Ecology, moves, hints).

The day's game and the results file are game.saves.daily; a try is a campaign like any game, so
Continue and Load find it, and the game over screen writes its result (game.ui.share)."""

from __future__ import annotations

import calendar
import html
from datetime import date
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from game.i18n import N_, _, ngettext
from game.rules import ECOLOGIES, RuleViolation, ecology_name
from game.saves import SaveError
from game.saves.daily import (
    DayResult,
    daily_path,
    daily_setup,
    day_results,
    load_daily,
    progress_in,
    save_name,
    start_attempt,
)
from game.saves.share_code import share_code

from .. import actions
from ..backdrop import draw_depths_backdrop
from ..dates import day_words, month_words, weekday_abbrs
from ..look import DIM_INK, GOLD, INK, UI_SCALE, font, text
from ..scene import Scene
from ..share import copy_to_clipboard, session_from_setup, setup_html

if TYPE_CHECKING:
    from ..app import App
    from ..layout import Layout

SHORT_ECOLOGY = {"ruins": N_("Ruins"), "caverns": N_("Caverns"), "subterranean": N_("Subterranean")}  # with _()
WON_FILL, PLAYED_FILL, EMPTY_FILL = (92, 74, 30), (44, 52, 66), (30, 26, 22)


def result_words(result: DayResult | None) -> str:
    """A day's best, in a sentence: "Won in 412 moves with 1 hint; deepest: the Caverns; 2 tries."."""
    if result is None:
        return _("Not played.")
    tries = ngettext("{n} try", "{n} tries", result.attempts).format(n=result.attempts)
    deepest = _("deepest Ecology reached: {ecology}").format(
        ecology=ecology_name(result.deepest) if result.deepest else _("unknown"))
    if not result.finished:
        return _("Under way ({deepest}); {tries}.").format(deepest=deepest, tries=tries)
    hints = ngettext("{n} hint", "{n} hints", result.hints).format(n=result.hints) if result.hints else _("no hint")
    moves = result.moves or 0
    how = (ngettext("Won in {n} move with {hints}; {deepest}; {tries}.",
                    "Won in {n} moves with {hints}; {deepest}; {tries}.", moves) if result.won else
           ngettext("Lost in {n} move with {hints}; {deepest}; {tries}.",
                    "Lost in {n} moves with {hints}; {deepest}; {tries}.", moves))
    return how.format(n=result.moves, hints=hints, deepest=deepest, tries=tries)


class DailyScene(Scene):
    name = "daily"
    window_scaled = True

    def __init__(self, app: App, today: date | None = None) -> None:
        super().__init__(app)
        self.today = today or date.today()  # the player's calendar date decides the day
        self.month = (self.today.year, self.today.month)
        self.selected: date = self.today
        self.hovered: date | None = None
        self.message = ""
        self.t = 0.0
        self.cells: list[tuple[pygame.Rect, date]] = []

    # --- results ---------------------------------------------------------------------------------

    def load_results(self) -> dict[str, DayResult]:
        """The player's days (an unreadable file is said in the details box and counts as none)."""
        try:
            return day_results(load_daily(daily_path(self.app.saves_dir)), progress_in(self.app.saves_dir))
        except (SaveError, OSError) as exc:
            self.message = _("Your daily results cannot be read: {reason}").format(reason=exc)
            return {}

    # --- layout ----------------------------------------------------------------------------------

    def build(self) -> None:
        w, h = self.app.size
        lay = self.app.layout
        m, root = self.manager, self.root
        self.results = self.load_results()
        margin, gap = lay.u(24), lay.u(30)
        full = min(w - 2 * margin, lay.t(1180))
        left = (w - full) // 2
        col = (full - gap) * 2 // 5
        head_h = lay.line(19) + lay.u(8)
        UILabel(pygame.Rect(left, lay.u(10), col, head_h), _("Daily descent"), m, container=root, object_id="#heading")
        bh = lay.line(18) + lay.u(10)
        bottom = h - bh - lay.u(16)
        top = lay.u(10) + head_h + lay.u(6)
        setup = daily_setup(self.today)
        self.code = share_code(setup, self.app.load_content())
        mine = self.results.get(self.today.isoformat())
        today = html.escape(_("Today, {day}").format(day=day_words(self.today)))
        body = ("<b>" + today + "</b>: " + html.escape(_("the same game for everyone who plays it today."))
                + "<br><br>" + setup_html(setup) + "<br><b>" + html.escape(_("Share code")) + "</b>: " + self.code
                + "<br><br><b>" + html.escape(_("Your result today")) + "</b>: " + html.escape(result_words(mine))
                + "<br><br><i>" + html.escape(_("Your best try each day is kept on the calendar: won or lost, the "
                                                "deepest Ecology and the moves. Choose a day for its hints and its "
                                                "game's code.")) + "</i>")
        step = bh + lay.u(8)
        self.today_box = UITextBox(body, pygame.Rect(left, top, col, bottom - 2 * step - top - lay.u(6)), m,
                                   container=root)
        tries = mine.attempts if mine else 0
        self.descend = UIButton(pygame.Rect(left, bottom - 2 * step, col, bh),
                                _("Descend into today's game") if not tries else _("Try today's game again"), m,
                                container=root, object_id="#primary",
                                tool_tip_text=_("A new game of today's descent (a game under way is under Continue "
                                                "and Load); your best try counts on the calendar"))
        copy_words, back_words = _("Copy the code"), _("Back")
        half, rest = lay.row_widths(col, [copy_words, back_words], lay.u(8))
        self.copy = UIButton(pygame.Rect(left, bottom - step, half, bh), copy_words, m,
                             container=root, tool_tip_text=_("Copy the share code of today's game"))
        self.back = UIButton(pygame.Rect(left + half + lay.u(8), bottom - step, rest, bh), back_words,
                             m, container=root)
        self._build_calendar(left + col + gap, top, left + full - (left + col + gap), bottom + bh)

    def _build_calendar(self, x: int, top: int, width: int, bottom: int) -> None:
        """The month's grid (drawn in `draw`), its arrows and the chosen day's details under it."""
        lay = self.app.layout
        m, root = self.manager, self.root
        arrow_w, row_h = lay.t(44), lay.line(16) + lay.u(10)
        year, month = self.month
        self.prev = UIButton(pygame.Rect(x, top, arrow_w, row_h), "<", m, container=root,
                             tool_tip_text=_("The month before"))
        self.next = UIButton(pygame.Rect(x + width - arrow_w, top, arrow_w, row_h), ">", m, container=root,
                             tool_tip_text=_("The month after"))
        if (year, month) >= (self.today.year, self.today.month):
            self.next.disable()
        UILabel(pygame.Rect(x + arrow_w, top, width - 2 * arrow_w, row_h),
                month_words(year, month), m, container=root)
        self.weekday_y = top + row_h + lay.u(6)
        grid_top = self.weekday_y + lay.line(13) + lay.u(4)
        details_h = lay.line(14) * 4 + lay.u(12)
        weeks = calendar.Calendar(firstweekday=0).monthdatescalendar(year, month)
        cell_w = width // 7
        cell_h = min(lay.line(13) * 4 + lay.u(6), (bottom - details_h - lay.u(8) - grid_top) // len(weeks))
        self.cells = [(pygame.Rect(x + c * cell_w, grid_top + r * cell_h, cell_w - lay.u(4), cell_h - lay.u(4)), d)
                      for r, week in enumerate(weeks) for c, d in enumerate(week)]
        self.grid = pygame.Rect(x, grid_top, cell_w * 7, cell_h * len(weeks))
        details_top = self.grid.bottom + lay.u(6)
        self.details = UITextBox(self.details_html(), pygame.Rect(x, details_top, width, bottom - details_top), m,
                                 container=root, object_id="#small")

    def details_html(self) -> str:
        """The chosen day: its result, and (up to today) its game and code to play it again."""
        day = self.selected
        result = self.results.get(day.isoformat())
        lines = [f"<b>{html.escape(day_words(day))}</b>: {html.escape(result_words(result))}"]
        if day <= self.today:
            code = share_code(daily_setup(day), self.app.load_content())
            lines.append(html.escape(_("That day's game: share code {code} (New game, Share code, to play it "
                                       "again).").format(code=code)))
        else:
            lines.append(html.escape(_("Each day's game opens on its day.")))
        if self.message:
            lines.append(f"<i>{html.escape(self.message)}</i>")
        return "<br>".join(lines)

    # --- input -----------------------------------------------------------------------------------

    def cell_at(self, pos: tuple[int, int]) -> date | None:
        return next((d for rect, d in self.cells if rect.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.descend:
                self.start_today()
            elif event.ui_element is self.copy:
                copied = copy_to_clipboard(self.code)
                self.message = (_("Today's code {code} is copied.") if copied
                                else _("Today's code is {code}.")).format(code=self.code)
                self.details.set_text(self.details_html())
            elif event.ui_element is self.back:
                self.app.show("title")
            elif event.ui_element in (self.prev, self.next):
                self.turn_month(-1 if event.ui_element is self.prev else 1)
        elif event.type == pygame.MOUSEMOTION:
            self.hovered = self.cell_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not consumed:
            day = self.cell_at(event.pos)
            if day is not None:
                self.choose(day)
        elif event.type == pygame.KEYDOWN and actions.pressed(event, "back") and not consumed:
            self.app.show("title")

    def choose(self, day: date) -> None:
        """Show `day`'s details (a day of another month turns the calendar there)."""
        self.selected = day
        if (day.year, day.month) != self.month and day <= self.today:
            self.month = (day.year, day.month)
            self.rebuild()
        else:
            self.details.set_text(self.details_html())

    def turn_month(self, by: int) -> None:
        year, month = self.month
        month += by
        year, month = (year - 1, 12) if month < 1 else (year + 1, 1) if month > 12 else (year, month)
        if (year, month) <= (self.today.year, self.today.month):
            self.month = (year, month)
            self.rebuild()

    def start_today(self) -> None:
        """A new try at today's game, saved as "Daily <date>" and noted in the daily results."""
        try:
            session = session_from_setup(self.app, daily_setup(self.today), save_name=save_name(self.today))
        except RuleViolation as exc:
            self.message = str(exc)
            self.details.set_text(self.details_html())
            return
        if session.saved_game is not None:
            try:
                note = start_attempt(daily_path(self.app.saves_dir), self.today, session.saved_game.name)
            except (SaveError, OSError) as exc:
                note = _("This try cannot be kept on your calendar: {reason}").format(reason=exc)
            if note:
                session.log.append(f"<i>{html.escape(note)}</i>")
        self.app.show("explore", session)

    def probe(self) -> dict[str, Any]:
        return {"descend": self.descend.rect.center, "days": {d.isoformat(): r.center for r, d in self.cells}}

    # --- drawing ---------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        draw_depths_backdrop(surface, self.t)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 8, 6, 170))
        surface.blit(veil, (0, 0))
        lay = self.app.layout
        for i, name in enumerate(weekday_abbrs()):
            rect = self.cells[i][0]
            text(surface, name, (rect.centerx, self.weekday_y), 13, DIM_INK, anchor="midtop")
        for rect, day in self.cells:
            self._draw_cell(surface, rect, day, lay)

    def _draw_cell(self, surface: pygame.Surface, rect: pygame.Rect, day: date, lay: Layout) -> None:
        """A day: its number, and once played, how it went (won in gold, the deepest Ecology, moves)."""
        result = self.results.get(day.isoformat())
        this_month = (day.year, day.month) == self.month
        fill = WON_FILL if result and result.won else PLAYED_FILL if result else EMPTY_FILL
        pygame.draw.rect(surface, fill if this_month else (22, 19, 16), rect, border_radius=lay.u(4))
        edge = GOLD if day == self.selected else (200, 190, 170) if day == self.today else (70, 60, 48)
        width = max(1, lay.u(2)) if day in (self.selected, self.today) or day == self.hovered else max(1, lay.u(1))
        pygame.draw.rect(surface, edge if day != self.hovered or day == self.selected else (150, 140, 120), rect,
                         width, border_radius=lay.u(4))
        ink = INK if this_month and day <= self.today else DIM_INK
        pad = lay.u(5)
        text(surface, str(day.day), (rect.x + pad, rect.y + pad // 2), 14, ink)
        if result is None or not this_month:
            return
        lines = [(_("Won") if result.won else _("Lost") if result.finished else _("Under way"),
                  GOLD if result.won else INK)]
        deepest = _(SHORT_ECOLOGY.get(result.deepest or "", ""))
        if deepest:
            depth = _("Depth {n}").format(n=ECOLOGIES.index(result.deepest or "ruins") + 1)
            fits = font(round(12 * UI_SCALE[0])).size(deepest)[0] <= rect.w - 2 * pad
            lines.append((deepest if fits else depth, INK))
        if result.moves is not None:
            lines.append((ngettext("{n} move", "{n} moves", result.moves).format(n=result.moves), DIM_INK))
        y = rect.y + lay.line(14) + lay.u(2)
        for words, colour in lines:
            if y + lay.line(12) > rect.bottom:
                break
            text(surface, words, (rect.x + pad, y), 12, colour)
            y += lay.line(12)
