"""The title screen: new game, online play, the daily descent, campaign, tutorial, continue, load, settings,
quit."""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from game.i18n import _, ngettext

from .. import actions
from ..actions import key_for
from ..backdrop import draw_depths_backdrop, draw_key_art
from ..look import GOLD, HERO_TITLES, text
from ..reason_button import ReasonButton
from ..scene import Scene
from ..tutorial import is_tutorial_save

if TYPE_CHECKING:
    from ..app import App


def saves_available(app: App) -> list[str]:
    """Saved campaign names, most recently played first (game.saves); never raises."""
    try:
        return app.store().names()
    except Exception:  # noqa: BLE001  (an unreadable saves folder: nothing to continue)
        return []


def own_saves(names: list[str]) -> list[str]:
    """The player's own games, for Continue: a tutorial's game is only under Load (labelled there)."""
    return [n for n in names if not is_tutorial_save(n)]


def stats_html(folder: Path) -> str:
    """The player's record for the title screen: games played and won by party size, hero and
    variant, the deepest Ecology, the fastest win and the hints asked; a damaged file is named."""
    from game.rules import HOUSE_RULES, TIERS, VARIANTS, ecology_name
    from game.saves import SaveError
    from game.saves.stats import load_stats, stats_path, summary

    path = stats_path(folder)
    try:
        doc = load_stats(path)
    except (SaveError, OSError) as exc:
        return (_("<b>Your record</b><br>{problem} It is kept as it is; when the next game ends it "
                  "is set aside and a new record begins.").format(problem=html.escape(str(exc))))
    s = summary(doc)
    if not s.played:
        return _("<b>Your record</b><br>No finished game yet: the games you win or lose are counted here.")

    def won(t: Any) -> str:
        return _("won {won} of {played}").format(won=t.won, played=t.played)

    party = {1: _("Solo"), 2: _("Two heroes"), 3: _("Three heroes")}
    lines = [ngettext("<b>Your record</b>: won {won} of {n} game", "<b>Your record</b>: won {won} of {n} games",
                      s.played).format(won=s.won, n=s.played)]
    lines.append(" · ".join(f"{party.get(n, str(n))} {won(t)}" for n, t in s.by_party_size.items()))
    lines.append(_("<b>Heroes</b>: ") + " · ".join(f"{html.escape(HERO_TITLES.get(h, h))} {won(t)}"
                                                for h, t in s.by_hero.items()))
    no_variant = _("no variant")
    lines.append(_("<b>Variants</b>: ") + " · ".join(
        f"{html.escape(no_variant if v == 'none' else VARIANTS.get(v, v).split(':')[0])} {won(t)}"
        for v, t in s.by_variant.items()))
    if set(s.by_tier) - {"standard"}:  # the tiers beside the rulebook game, once one was played
        lines.append(_("<b>Tiers</b>: ") + " · ".join(
            f"{html.escape(TIERS[t].name if t in TIERS else t)} {won(x)}" for t, x in s.by_tier.items()))
    if s.by_house_rule:
        lines.append(_("<b>House rules</b>: ") + " · ".join(
            f"{html.escape(HOUSE_RULES[r].name if r in HOUSE_RULES else r)} {won(x)}"
            for r, x in s.by_house_rule.items()))
    if s.deepest:
        lines.append(_("<b>Deepest Ecology reached</b>: {ecology}").format(
            ecology=html.escape(ecology_name(s.deepest))))
    if s.fastest_win:
        lines.append(ngettext("<b>Fastest win</b>: {n} move (commands made)",
                              "<b>Fastest win</b>: {n} moves (commands made)", s.fastest_win.moves).format(
            n=s.fastest_win.moves))
    lines.append(_("<b>Hints asked</b>: {n}").format(n=s.hints))
    if doc.set_aside:
        lines.append(_("<i>An unreadable earlier record was kept as {file}.</i>").format(
            file=html.escape(doc.set_aside[-1])))
    return "<br>".join(lines)


class TitleScene(Scene):
    name = "title"
    window_scaled = True

    def build(self) -> None:
        w, h = self.app.size
        lay = self.app.layout
        m, root = self.manager, self.root
        title_h, sub_h = lay.line(52), lay.line(20)
        top = int(h * 0.16) - lay.u(6)
        UILabel(pygame.Rect(0, top, w, title_h), "Forgotten Depths", m, container=root, object_id="#title")
        self.underline_y = top + title_h + lay.u(2)  # the gold rule between the title and its subtitle
        UILabel(pygame.Rect(0, self.underline_y + lay.u(4), w, sub_h),
                _("a co-operative descent for one to three heroes"), m, container=root, object_id="#subtitle")
        from game.version import __version__
        vh = lay.line(15) + lay.u(4)
        version = _("Version {version}").format(version=__version__)
        vw = min(lay.t(250), lay.text_w(version) + lay.u(24))  # clear of the shortcut line at large text
        self.version_label = UILabel(pygame.Rect(w - lay.t(10) - vw, h - vh - lay.u(6), vw, vh), version, m,
                                     container=root, object_id="#version")
        saves = saves_available(self.app)
        own = own_saves(saves)
        # Continue resumes the player's own latest game, never the tutorial's: continued, that one
        # plays on without its lessons (which start again only from the Tutorial button), so a cut-off
        # tutorial leaves Continue grey and its tooltip, shown on hover while grey, says why
        resume = (_("Resume the latest save") if own else
                  _("Nothing to continue: only the tutorial's game is saved. Load lists it (it plays on without "
                    "the lessons); Tutorial starts the lessons again") if saves else
                  _("Nothing to continue yet: no game has been saved"))
        self.buttons: dict[str, UIButton] = {}
        entries = (
            ("new", _("New game"), _("Choose heroes, players, Ecology and difficulty"), True),
            ("online", _("Play online"), _("Host a game for friends on other machines, or join theirs with an "
                                           "invite code"), True),
            ("daily", _("Daily descent"), _("Today's game, the same for everyone who plays today, and your "
                                            "calendar of days played"), True),
            ("campaign", _("Campaign"), _("A party kept across games: marks, talents and challenge tiers"), True),
            ("tutorial", _("Tutorial"), _("A guided first descent: each rule shown the first time it comes up"),
             True),
            ("continue", _("Continue"), resume, bool(own)),
            ("load", _("Load..."), _("Choose a saved game") if saves else _("No saved game yet"), bool(saves)),
            ("settings", _("Settings"), _("UI scale, language, animation speed, fullscreen, colour-blind markers "
                                          "({key})").format(key=key_for("settings")), True),
            ("quit", _("Quit"), _("Leave the depths"), True))
        paired = {"settings", "quit"}  # the last row holds both, side by side, so the column stays short
        slots = len(entries) - len(paired) + 1
        y, bh, step = self._button_column(slots, self.underline_y + sub_h)
        col_w, cols = lay.t(300), 1
        if y + (slots - 1) * step + bh > self._foot():  # large text: one column overruns the window: two
            need = [lay.text_w(label, *((18, True) if key == "new" else (15, False))) + lay.u(24)
                    for key, label, _tip, _on in entries if key not in paired]
            need.append(sum(lay.text_w(label) + lay.u(24) for key, label, _tip, _on in entries if key in paired)
                        + lay.u(8))
            col_w, cols = min(lay.t(300), max(lay.u(300), *need)), 2
            y, bh, step = self._button_column((slots + 1) // 2, self.underline_y + sub_h)
        gap = lay.u(16)
        left = w // 2 - (cols * col_w + (cols - 1) * gap) // 2
        per_col = (slots + cols - 1) // cols
        buttons_top = y
        half = (col_w - lay.u(8)) // 2
        for i, (key, label, tip, enabled) in enumerate(entries):
            slot = min(i, slots - 1)
            x, row_y = left + (slot // per_col) * (col_w + gap), buttons_top + (slot % per_col) * step
            rect = pygame.Rect(x, row_y, col_w, bh)
            if key == "settings":
                rect.width = half
            elif key == "quit":
                rect = pygame.Rect(x + col_w - half, row_y, half, bh)
            b = ReasonButton(rect, label, m, container=root, tool_tip_text=tip,
                             object_id="#primary" if key == "new" else None)
            if not enabled:
                b.disable()
            self.buttons[key] = b
        self.stats_box = self._stats_panel(left + cols * col_w + (cols - 1) * gap, buttons_top,
                                           buttons_top + (per_col - 1) * step + bh)
        self.t = 0.0

    def _button_column(self, count: int, above: int) -> tuple[int, int, int]:
        """Where the column of `count` buttons starts, each button's height and the step between them:
        below the subtitle (`above`) and clear of the shortcut line at the foot, closer together when
        the UI scale leaves less room."""
        h = self.app.size[1]
        lay = self.app.layout
        bh, step = lay.line(18) + lay.u(10), lay.line(18) + lay.u(20)
        foot = self._foot()
        y = max(int(h * 0.42), above + lay.u(20))
        if y + (count - 1) * step + bh > foot:
            step = max(bh + lay.u(3), (foot - y - bh) // (count - 1))
            y = max(above + lay.u(8), min(y, foot - bh - (count - 1) * step))
        return y, bh, step

    def _foot(self) -> int:
        """The top of the shortcut line at the foot of the window."""
        lay = self.app.layout
        return self.app.size[1] - lay.line(14) - lay.line(14) // 2 - lay.u(6)

    def _stats_panel(self, right: int, top: int, bottom: int) -> UITextBox:
        """The player's record (game.saves.stats) to the right of the buttons (their right edge: `right`)."""
        w = self.app.size[0]
        lay = self.app.layout
        x = right + lay.u(30)
        width = min(lay.t(360), w - x - lay.u(24))
        return UITextBox(stats_html(self.app.saves_dir), pygame.Rect(x, top, width, bottom - top), self.manager,
                         container=self.root, object_id="#small")

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons["new"]:
                self.app.show("setup")
            elif event.ui_element is self.buttons["online"]:
                self.app.show("online")
            elif event.ui_element is self.buttons["daily"]:
                self.app.show("daily")
            elif event.ui_element is self.buttons["campaign"]:
                self.app.show("campaign")
            elif event.ui_element is self.buttons["tutorial"]:
                from ..tutorial import start_tutorial
                start_tutorial(self.app)
            elif event.ui_element is self.buttons["continue"]:
                self.continue_latest()
            elif event.ui_element is self.buttons["load"]:
                self.app.show("load")
            elif event.ui_element is self.buttons["settings"]:
                self.app.overlays.toggle_settings()
            elif event.ui_element is self.buttons["quit"]:
                self.app.quit()
        elif event.type == pygame.KEYDOWN and actions.pressed(event, "confirm"):
            self.app.show("setup")

    def continue_latest(self) -> None:
        """Resume the most recently played campaign; a broken one opens the load list instead."""
        from game.saves import SaveError
        names = own_saves(saves_available(self.app))
        if not names:
            return
        try:
            session = self.app.open_saved_game(names[0])
        except (SaveError, OSError) as exc:
            self.app.show("load", message=str(exc))
            return
        self.app.play(session)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        if not draw_key_art(surface, self.t):
            draw_depths_backdrop(surface, self.t)
        w, h = surface.get_size()
        lay = self.app.layout
        y = self.underline_y
        pygame.draw.line(surface, GOLD, (w // 2 - lay.t(180), y), (w // 2 + lay.t(180), y), max(1, lay.u(1)))
        keys = _("{help} shortcuts  ·  {rules} rules  ·  {settings} settings").format(
            help=key_for("help"), rules=key_for("rules"), settings=key_for("settings"))
        text(surface, keys, (w // 2, h - lay.line(14)), 14, (150, 130, 100), anchor="center")
