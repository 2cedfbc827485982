"""Load a saved campaign: every campaign with its Ecologies (heroes, levels, health, XP, keys, date,
status). A broken save shows its message and offers its backup; nothing here ever crashes on a bad
file (`SaveStore.list()` reports problems instead of raising)."""

from __future__ import annotations

import html
from datetime import datetime
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList, UITextBox

from game.i18n import N_, _, language, ngettext
from game.rules import ECOLOGY_NAMES, ecology_name, hero_name

from .. import actions
from ..backdrop import draw_depths_backdrop
from ..reason_button import ReasonButton
from ..scene import Scene
from ..tutorial import is_tutorial_save

if TYPE_CHECKING:
    from ..app import App


# a save's status as the player reads it (the save holds these English ids)
STATUS_WORDS = {"in progress": N_("in progress"), "won": N_("won"), "lost": N_("lost"), "cleared": N_("cleared")}


def status_words(status: Any) -> str:
    """A campaign's or an Ecology's status in the current language ("?" when unknown)."""
    return _(STATUS_WORDS[status]) if status in STATUS_WORDS else str(status or "?")


def campaign_line(summary: Any) -> str:
    """One line of the list: name and state (a tutorial's game says so)."""
    state = _("cannot be loaded") if summary.problem else status_words(summary.status)
    if is_tutorial_save(summary.name):
        return _("{name}  (the tutorial's game, {state})").format(name=summary.name, state=state)
    return _("{name}  ({state})").format(name=summary.name, state=state)


REPLAYS = N_("— Replays —")  # the heading above finished games (won or lost) in the list (shown with _())
TUTORIALS = N_("— Tutorial —")  # the heading above the tutorial's games, last: they are not the player's own


def finished(summary: Any) -> bool:
    """A won or lost game: listed under Replays, and watched rather than continued."""
    return summary.status in ("won", "lost")


def listed(summaries: list[Any]) -> tuple[list[Any], list[str]]:
    """Campaigns still to play first, then finished ones under the Replays heading, then the tutorial's
    games under theirs: (order, lines)."""
    taught = [s for s in summaries if is_tutorial_save(s.name)]
    own = [s for s in summaries if not is_tutorial_save(s.name)]
    done = [s for s in own if finished(s)]
    playing = [s for s in own if not finished(s)]
    lines = [campaign_line(s) for s in playing] + ([_(REPLAYS)] + [campaign_line(s) for s in done] if done else [])
    lines += [_(TUTORIALS)] + [campaign_line(s) for s in taught] if taught else []
    return playing + done + taught, lines


def played_when(stamp: str | None) -> str:
    """A save's ISO time stamp as a player reads it ("26 Nov 2026, 07:25"; in German "26. Nov. 2026, 07:25");
    "?" when unreadable."""
    try:
        when = datetime.fromisoformat(stamp or "")
    except ValueError:
        return "?"
    if language() in ("en", "qps"):
        return when.strftime("%d %b %Y, %H:%M").lstrip("0")
    from babel.dates import format_datetime
    return format_datetime(when, "d. MMM yyyy, HH:mm", locale=language())


def campaign_details(summary: Any) -> str:
    """The campaign's Ecologies as HTML for the details box."""
    if summary.problem:
        text = f"<b>{html.escape(summary.name)}</b><br><br><font color='#ff9080'>{html.escape(summary.problem)}</font>"
        if summary.backup_available:
            text += "<br><br>" + html.escape(_("Its backup can be restored as a new campaign (the broken files are "
                                               "kept)."))
        return text
    heroes = ", ".join(hero_name(h) for h in summary.heroes)
    out = [f"<b>{html.escape(summary.name)}</b>", html.escape(_("Heroes: {heroes}").format(heroes=heroes)),
           html.escape(_("Status: {status} · last played {when}").format(status=status_words(summary.status),
                                                                         when=played_when(summary.date)))]
    for eco in summary.ecologies:
        rec = eco.latest
        shown = ecology_name(eco.ecology) if eco.ecology in ECOLOGY_NAMES else eco.name  # the saves keep English
        out.append(f"<br><b>{eco.index}. {html.escape(shown)}</b> — "
                   + html.escape(_("{status}, {when}").format(status=status_words(eco.status),
                                                             when=played_when(eco.date))))
        n = len(rec.xp_pool)
        xp = (_("{xp} XP").format(xp=rec.xp) if rec.xp is not None
              else ngettext("{n} XP card", "{n} XP cards", n).format(n=n))
        out.append(html.escape(_("Keys {keys} · XP pool {xp}").format(keys=rec.keys, xp=xp)))
        for sheet in rec.heroes:
            health = f"{sheet.health}/{sheet.max_health}" if sheet.health is not None else "?"
            abilities, items = len(sheet.abilities), len(sheet.items) + len(sheet.unequipped_items)
            line = _("{hero}: level {level}, Health {health}, {abilities}, {items}").format(
                hero=hero_name(sheet.hero), level=sheet.level, health=health,
                abilities=ngettext("{n} Ability", "{n} Abilities", abilities).format(n=abilities),
                items=ngettext("{n} Item", "{n} Items", items).format(n=items))
            out.append("&nbsp;&nbsp;" + html.escape(line))
        for p in eco.problems:
            out.append(f"<font color='#ff9080'>{html.escape(p)}</font>")
    for note in summary.notes:
        out.append(f"<i>{html.escape(note)}</i>")
    if is_tutorial_save(summary.name):
        out.append("<br><i>" + html.escape(_("The tutorial's game: continued, it plays on without the lessons (the "
                                             "title screen's Tutorial starts them again).")) + "</i>")
    return "<br>".join(out)


class LoadScene(Scene):
    name = "load"

    def __init__(self, app: App, message: str | None = None) -> None:
        super().__init__(app)
        self.message = message
        self.summaries: list[Any] = []
        self.chosen: Any = None
        self.t = 0.0

    window_scaled = True

    def build(self) -> None:
        w, h = self.app.size
        lay = self.app.layout
        m, root = self.manager, self.root
        title_h = lay.line(52)
        UILabel(pygame.Rect(0, lay.u(6), w, title_h), _("Load a campaign"), m, container=root, object_id="#title")
        top, bh = lay.u(6) + title_h + lay.u(8), lay.line(18) + lay.u(10)
        bottom = h - bh - lay.u(28)
        try:
            self.summaries = self.app.store().list()
        except Exception as exc:  # noqa: BLE001  (an unreadable folder: say so, never crash)
            self.summaries = []
            self.message = _("The saves folder cannot be read: {reason}").format(reason=exc)
        self.summaries, found = listed(self.summaries)
        lines: list[str | tuple[str, str]] = [*found] or [_("(no saved campaigns)")]
        self.list = UISelectionList(pygame.Rect(lay.u(40), top, w // 2 - lay.u(60), bottom - top - lay.u(10)), lines, m,
                                    container=root)
        self.details = UITextBox(html.escape(self.message or _("Choose a campaign on the left.")),
                                 pygame.Rect(w // 2, top, w // 2 - lay.u(40), bottom - top - lay.u(10)), m,
                                 container=root)
        gap = lay.u(15)
        row = min(3 * lay.t(210) + 2 * gap, w - 2 * lay.u(40))
        words = (_("Continue"), _("Restore backup"), _("Back"))
        bw = lay.row_widths(row, [(words[0], 18, True), words[1], words[2]], gap)
        x = w // 2 - row // 2
        self.open_b = UIButton(pygame.Rect(x, bottom, bw[0], bh), words[0], m, container=root,
                               object_id="#primary")
        self.backup_b = ReasonButton(pygame.Rect(x + bw[0] + gap, bottom, bw[1], bh), words[1], m,
                                     container=root,
                                     tool_tip_text=_("Continue from the last good save, as a new campaign"))
        self.back_b = UIButton(pygame.Rect(x + bw[0] + bw[1] + 2 * gap, bottom, bw[2], bh), words[2], m,
                               container=root)
        self.select(self.summaries[0] if self.summaries else None)

    def select(self, summary: Any) -> None:
        self.chosen = summary
        if summary is None:
            self.open_b.disable()
            self.backup_b.disable()
            return
        self.details.set_text(campaign_details(summary))
        self.open_b.set_text(_("Watch") if finished(summary) else _("Continue"))
        if summary.problem:
            self.open_b.disable()
            self.open_b.set_tooltip(_("This campaign cannot be continued: the box on the right says why."))
        else:
            self.open_b.enable()
            self.open_b.set_tooltip(_("Watch this finished game again in the replay viewer") if finished(summary)
                                    else _("Continue this campaign where it was left"))
        if summary.backup_available and summary.problem:
            self.backup_b.enable()
            self.backup_b.set_tooltip(_("Continue from the last good save, as a new campaign"))
        else:
            self.backup_b.disable()
            self.backup_b.set_tooltip(_("A backup is restored only for a campaign that cannot be loaded and has one"))

    def open(self, backup: bool = False) -> None:
        from game.saves import SaveError
        if self.chosen is None:
            return
        if finished(self.chosen) and not backup:
            self.watch()
            return
        try:
            session = self.app.open_saved_game(self.chosen.name, backup=backup)
        except (SaveError, OSError, ValueError) as exc:
            self.details.set_text(f"<font color='#ff9080'>{html.escape(str(exc))}</font>")
            return
        self.app.play(session)

    def watch(self) -> None:
        """A finished game (under Replays) opens in the replay viewer, read from its save files."""
        from game.headless.replay import Replay, ReplayError
        try:
            replay = Replay.open(self.chosen.path, self.app.load_content())
        except ReplayError as exc:
            self.details.set_text(f"<font color='#ff9080'>{html.escape(str(exc))}</font>")
            return
        self.app.show("replay", replay, back="load")

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            for s in self.summaries:
                if campaign_line(s) == event.text:
                    self.select(s)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.open_b:
                self.open()
            elif event.ui_element is self.backup_b:
                self.open(backup=True)
            elif event.ui_element is self.back_b:
                self.app.show("title")
        elif event.type == pygame.KEYDOWN and actions.pressed(event, "back"):
            self.app.show("title")

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        draw_depths_backdrop(surface, self.t)

    def probe(self) -> dict[str, Any]:
        return {"campaigns": [s.name for s in self.summaries], "open": list(self.open_b.rect.center)}
