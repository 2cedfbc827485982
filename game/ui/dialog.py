"""The base of every encounter and progression dialog: a framed panel over the dimmed map.

A dialog never decides a rule. It shows what the game is waiting for, turns clicks into the
commands `Game.legal()` lists (or, where the player composes a choice — which XP cards pay, which
cards to remove — into one command `Game.do()` judges), and shows the refusal's sentence. Every
legal command a dialog does not draw itself still gets a plain button, so no click is dead.

Subclasses fill `body()` (widgets and card spots inside `self.panel`) and `draw_body()`; the
panel is rebuilt whenever the game changes (`session.version`).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIScrollingContainer, UITextBox

from game.i18n import N_, _
from game.rules import Command, dump

from . import actions, card_art, hint_view
from .focus import Target, scroll_rect_into_view, scroll_to, scrolled, scrolling_column
from .hint_view import hint_tip
from .labels import command_label, command_tooltip, proper_name
from .layout import Layout
from .look import DIM_INK, GOLD, HERO_COLOURS, HERO_SHAPES, INK, UI_SCALE, draw_shape, ellipsized, font, paint, text
from .scene import Scene
from .session import Session
from .undo_control import mark_undo

if TYPE_CHECKING:
    from game.rules import Game

    from .app import App

CardRef = tuple[str, str]


class DialogScene(Scene):
    name = "dialog"
    title = N_("Decision")  # each dialog's title, marked for the catalogue: shown with _()
    handled: frozenset[str] = frozenset()  # command kinds the dialog draws itself (others: plain buttons)
    closable = False  # an explore-time dialog (XP, items) may be closed; a pending step may not
    rules_topic = ""  # what the Rules button searches the rules reference for
    fallback = True  # plain buttons for legal commands the dialog does not draw

    def __init__(self, app: App, session: Session, backdrop: Scene | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.backdrop = backdrop
        self._seen = -1
        self.spots: list[tuple[pygame.Rect, CardRef]] = []
        self.clicks: list[tuple[pygame.Rect, Any]] = []  # (rect, value) clickable drawn things
        self.commands: dict[UIButton, Command] = {}
        self.controls: dict[UIButton, Any] = {}
        # a body too tall for the panel (large text) scrolls in this (scrolling_body); its drawn cards
        # all, however far scrolled away, for the focus ring (the mouse reaches those in view: clicks)
        self.body_scroller: UIScrollingContainer | None = None
        self._reach: list[tuple[pygame.Rect, Any]] = []
        self._mouse: tuple[int, int] | None = None  # where the pointer last moved (the wheel scrolls under it)
        self._hint_scrolled: Any = None  # the hint whose card a scrolling body brought into view
        self.time = 0.0
        # a refusal from before the dialog opened is not about it: only its own are shown (issue 39: the
        # map's refusal showed through the Menu)
        self._refusal_before = session.refusal

    # --- state --------------------------------------------------------------------------------

    def legal(self) -> list[Command]:
        return self.session.legal()  # this window's own moves (online: its seats' alone)

    def of_kind(self, *kinds: str) -> list[Command]:
        return [c for c in self.legal() if c.kind in kinds]

    def still_current(self) -> bool:
        """Whether the game still waits for this dialog (else it closes and the map decides what next)."""
        return self.game.outcome is None

    def deciding_hero(self) -> int | None:
        for c in self.legal():
            h = getattr(c, "hero", None)
            if isinstance(h, int) and c.kind in self.handled:
                return h
        return None

    # --- layout -------------------------------------------------------------------------------

    @property
    def lay(self) -> Layout:
        return self.app.layout

    def row_h(self) -> int:
        """The height of a row of buttons: a primary (18 pt bold) label and its padding."""
        return self.lay.line(18) + self.lay.u(10)

    def label_w(self, label: str, primary: bool = False) -> int:
        """The width a button needs for `label` at the current text scale."""
        size = 18 if primary else 15
        return font(round(size * UI_SCALE[0]), primary).size(label)[0] + self.lay.u(24)

    def build(self) -> None:
        w, h = self.app.size
        lay = self.lay
        top = lay.u(10) if lay.large_text else lay.u(40)  # large text: over the turn banner (the panel says whose)
        pw, ph = min(lay.u(1180), w - lay.u(40)), h - top - lay.u(20)
        hint = self.session.current_hint  # its note goes under the panel, which makes room for it
        self._note_h = hint_view.note_size(lay, self.game, hint, pw)[1] + lay.u(8) if hint is not None else 0
        self.panel = pygame.Rect((w - pw) // 2, top, pw, ph - self._note_h)
        self.spots, self.clicks, self.commands, self.controls = [], [], {}, {}
        self._seen = self.session.version
        self._main_left = self.panel.right
        self.body()
        self._fallback_row()

    def body(self) -> None:
        """Widgets and card spots for this dialog (inside self.panel)."""

    # --- a scrolling body (large text: what does not fit the panel scrolls, nothing is cut) --------

    def scrolling_body(self, area: pygame.Rect, height_for: Callable[[int], int]) -> UIScrollingContainer:
        """The body's scrolling view in `area` (focus.scrolling_column with nothing in it but its height:
        `height_for(width)`, the body drawn that wide); draw_body draws it scrolled (`scrolled`), clipped
        to the view, then calls keep_in_view. A rebuild (a card played) keeps how far it was scrolled."""
        old = self.body_scroller
        by = scrolled(old) if old is not None else 0  # (read from the killed one's last place)
        box = scrolling_column(self.manager, self.root, area, lambda _inner, width: height_for(width))
        self.body_scroller = box
        scroll_to(box, by)
        return box

    def keep_in_view(self, view: pygame.Rect) -> None:
        """After a scrolling body was drawn: the mouse reaches (clicks, close-ups) only what its view
        shows; the focus ring reaches every drawn card (focus_targets) and scrolls it into view."""
        self._reach = list(self.clicks)
        self.clicks = [(r.clip(view), v) for r, v in self.clicks if r.colliderect(view)]
        self.spots = [(r.clip(view), ref) for r, ref in self.spots if r.colliderect(view)]
        hint, box = self.session.current_hint, self.body_scroller
        if hint is not None and hint is not self._hint_scrolled and box is not None:
            self._hint_scrolled = hint  # the card the hint outlines scrolled into view once (then as scrolled)
            at = next((r for r, v in self._reach if _points_at(hint.command, v)), None)
            if at is not None:
                scroll_rect_into_view(box, at, self.lay.u(8))

    def focus_targets(self) -> list[Target]:
        """The drawn cards to click, for the focus ring (focus.scene_targets): in a scrolling body all of
        them, the ring's arrival scrolling one into view."""
        box = self.body_scroller
        if box is None or not box.alive():
            return [Target(pygame.Rect(r), partial(self.click, v), str(v), ("click", str(v), i))
                    for i, (r, v) in enumerate(self.clicks)]
        margin = self.lay.u(8)  # the ring's width round it
        return [Target(pygame.Rect(r), partial(self.click, v), str(v), ("click", str(v), i),
                       partial(scroll_rect_into_view, box, pygame.Rect(r), margin))
                for i, (r, v) in enumerate(self._reach)]

    def refusal_y(self) -> int:
        """Where the refusal's sentence is drawn: just above the bottom row of buttons."""
        lay = self.app.layout
        return self.panel.bottom - self.row_h() - lay.u(12) - lay.line(15) - lay.u(4)

    def online_strip_slot(self) -> pygame.Rect | None:
        """Online: the status strip goes in the widest gap of the bottom row of buttons (the dialog's
        title, cards and text keep the rest of the panel); None when the row has no room for it."""
        from pygame_gui.elements import UIButton

        lay, y, h = self.lay, self.bottom_row_y(), self.row_h()
        band = pygame.Rect(self.panel.x + lay.u(14), y, self.panel.width - 2 * lay.u(14), h)
        taken = sorted((s.rect.left, s.rect.right) for s in self.manager.get_sprite_group().sprites()
                       if isinstance(s, UIButton) and s.visible and s.rect.colliderect(band))
        best, left = (0, 0), band.left
        for start, end in [*taken, (band.right, band.right)]:
            if start - left > best[1] - best[0]:
                best = (left, start)
            left = max(left, end)
        gap = lay.u(10)
        if best[1] - best[0] - 2 * gap < lay.t(180):
            return None
        return pygame.Rect(best[0] + gap, y, best[1] - best[0] - 2 * gap, h)

    def bottom_row_y(self) -> int:
        """The top of the bottom row of buttons (Undo, Rules, the dialog's main button)."""
        return self.panel.bottom - self.row_h() - self.lay.u(12)

    def _fallback_row(self) -> None:
        """Undo, Rules, and a plain button for every legal command the dialog does not draw."""
        p, lay = self.panel, self.lay
        x, y, bh, gap = p.x + lay.u(14), self.bottom_row_y(), self.row_h(), lay.u(6)
        uw = self.label_w(_("Undo"))
        undo = self.button(pygame.Rect(x, y, uw, bh), _("Undo"), tip=_("Take back the last decision ({key})").format(
            key=actions.key_for("undo")))
        mark_undo(undo)
        if not self.session.can_undo():
            undo.disable()
            if self.session.undo_reason():
                undo.set_tooltip(self.session.undo_reason())
        self.controls[undo] = "undo"
        rw = self.label_w(_("Rules"))
        rules = self.button(pygame.Rect(x + uw + gap, y, rw, bh), _("Rules"),
                            tip=_("The rules reference ({key})").format(key=actions.key_for("rules")))
        self.controls[rules] = "rules"
        hw = self.label_w(_("Hint"))
        hint = self.button(pygame.Rect(x + uw + rw + 2 * gap, y, hw, bh), _("Hint"), tip=hint_tip())
        self.controls[hint] = "hint"
        uw += hw + gap
        right = p.right - lay.u(14)
        if self.closable:
            cw = self.label_w(_("Close"))
            close = self.button(pygame.Rect(right - cw, y, cw, bh), _("Close"), tip=_("Back to the map ({key})").format(
                key=actions.key_for("back")))
            self.controls[close] = "close"
            right -= cw + gap
        right = min(right, self.main_button_left() - gap)
        x += uw + rw + 2 * gap + lay.u(10)
        for cmd in [c for c in self.legal() if c.kind not in self.handled and self.fallback][:4]:
            label = command_label(self.game, cmd)[:34]
            bw = self.label_w(label)
            if x + bw > right:
                break  # no room left on the row (the dialog's own buttons come first)
            b = self.button(pygame.Rect(x, y, bw, bh), label, tip=command_tooltip(self.game, cmd))
            self.commands[b] = cmd
            x += bw + gap

    def body_top(self) -> int:
        """The first y under the dialog's title."""
        return self.panel.y + self.lay.u(12) + self.lay.line(24) + self.lay.u(8)

    def write(self, surface: pygame.Surface | None, words: str, pos: tuple[int, int], size: int,
              colour: tuple[int, int, int], width: int, bold: bool = False) -> int:
        """Words wrapped to `width` pixels from `pos` (only measured when `surface` is None); the y below."""
        from .card_art import wrap
        x, y = pos
        for line in wrap(words, font(round(size * UI_SCALE[0]), bold), width):
            if surface is not None:
                text(surface, line, (x, y), size, colour, bold=bold)
            y += self.lay.line(size)
        return y

    def fitting(self, labels: list[str], width: int, primary: bool = False) -> str:
        """The first of `labels` (longest first) that fits a button `width` wide; else the last, cut."""
        for label in labels:
            if self.label_w(label, primary) <= width:
                return label
        return ellipsized(labels[-1], width, lambda w: self.label_w(w, primary), keep=4, whole_words=True)

    def main_button_left(self) -> int:
        """Where the dialog's own buttons on the bottom row begin (the fallback row stops before)."""
        return getattr(self, "_main_left", self.panel.right)

    def main_button(self, label: str, cmd: Command | None, tip: str | None = None) -> UIButton:
        """The dialog's main command at the bottom right of the panel, as wide as its label."""
        bw = self.label_w(label, primary=True)
        right = self.panel.right - self.lay.u(14)
        if self.closable:  # Close keeps the bottom right corner
            right -= self.label_w(_("Close")) + self.lay.u(6)
        rect = pygame.Rect(right - bw, self.bottom_row_y(), bw, self.row_h())
        self._main_left = rect.x
        return self.command_button(rect, label, cmd, tip=tip, primary=True)

    def button(self, rect: pygame.Rect, label: str, tip: str | None = None, primary: bool = False,
               enabled: bool = True) -> UIButton:
        b = UIButton(rect, label, self.manager, container=self.root, tool_tip_text=tip,
                     object_id="#primary" if primary else None)
        if not enabled:
            b.disable()
        return b

    def command_button(self, rect: pygame.Rect, label: str, cmd: Command | None, tip: str | None = None,
                       primary: bool = False) -> UIButton:
        """A button for one command; disabled (with the reason as tooltip) when it is not legal."""
        b = self.button(rect, label, tip=tip, primary=primary, enabled=cmd is not None)
        if cmd is not None:
            self.commands[b] = cmd
        return b

    def text_box(self, rect: pygame.Rect, html_text: str, small: bool = False) -> UITextBox:
        return UITextBox(html_text, rect, self.manager, container=self.root, object_id="#small" if small else None)

    def card(self, surface: pygame.Surface, ref: CardRef, topleft: tuple[int, int], width: int,
             click: Any = None, selected: bool = False, veiled: bool = False) -> pygame.Rect:
        """Draw a card from the card data; remember it for close-ups (and clicks)."""
        img = card_art.card_image(self.game, ref, width)
        if img is None:
            img = card_art.card_back(width)
        rect = img.get_rect(topleft=topleft)
        if selected:
            rect.y -= self.lay.u(10)
        surface.blit(img, rect)
        if selected:
            pygame.draw.rect(surface, (90, 200, 110), rect, 3, border_radius=10)
        if veiled:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 110))
            surface.blit(veil, rect)
        self.spots.append((rect, ref))
        if click is not None:
            self.clicks.append((rect, click))
        return rect

    # --- input --------------------------------------------------------------------------------

    def do(self, cmd: Command) -> bool:
        return self.session.do(cmd)

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el in self.commands:
                self.do(self.commands[el])
                return
            if el in self.controls:
                what = self.controls[el]
                if what == "undo":
                    self.session.undo()
                elif what == "rules":
                    self.app.overlays.toggle_rules(self.rules_topic)
                elif what == "hint":
                    self.session.toggle_hint()
                elif what == "close":
                    self.app.pop()
                else:
                    self.control(what)
            return
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        box, at = self.body_scroller, self._mouse or pygame.mouse.get_pos()
        if event.type == pygame.MOUSEWHEEL and not consumed and box is not None and box.alive() \
                and box.rect.collidepoint(at):  # the wheel over a scrolling body
            scroll_to(box, scrolled(box) - event.y * 3 * self.lay.line(15))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not consumed:
            for rect, value in reversed(self.clicks):
                if rect.collidepoint(event.pos):
                    self.click(value)
                    return
        if event.type == pygame.KEYDOWN:
            if actions.pressed(event, "back") and self.closable:
                self.app.pop()
            elif actions.pressed(event, "undo"):
                self.session.undo()
            elif actions.pressed(event, "hint"):
                self.session.toggle_hint()


    def control(self, what: Any) -> None:
        """A dialog's own button (not a command) was pressed."""

    def click(self, value: Any) -> None:
        """A drawn card or spot registered with `click=value` was clicked."""

    def changed(self) -> None:
        """Something in the dialog changed (a selection): redraw its widgets."""
        self.rebuild()

    # --- frame --------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        if self.session.version != self._seen:
            if not self.still_current() or self.game.outcome is not None:
                self.app.pop()
                return
            self.rebuild()

    def card_spots(self) -> list[tuple[pygame.Rect, CardRef]]:
        return self.spots

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            self.backdrop.draw(surface)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((8, 6, 5, 150))
        surface.blit(veil, (0, 0))
        panel = pygame.Surface(self.panel.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, paint("dialog"), panel.get_rect(), border_radius=12)
        surface.blit(panel, self.panel)
        pygame.draw.rect(surface, paint("dialog_edge"), self.panel, 2, border_radius=12)
        lay = self.app.layout
        text(surface, self.title_words(), (self.panel.x + lay.u(20), self.panel.y + lay.u(12)), 24, GOLD, bold=True)
        self.spots, self.clicks = [], []  # drawn cards register themselves again below
        self.draw_body(surface)
        self._draw_who(surface)
        if self.session.refusal and self.session.refusal is not self._refusal_before:
            text(surface, self.session.refusal[:140], (self.panel.x + lay.u(20), self.refusal_y()), 15,
                 (255, 150, 130), bold=True)
        self._draw_hint(surface)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The hint asked for (H): its button outlined, its note under the panel (build made room)."""
        hint = self.session.current_hint
        if hint is None or not getattr(self, "_note_h", 0):
            return
        lay = self.lay
        for b, cmd in self.commands.items():
            if cmd == hint.command:
                hint_view.outline(surface, b.rect, self.time, lay)
        for rect, value in self.clicks:
            if _points_at(hint.command, value):
                hint_view.outline(surface, rect, self.time, lay)
        hint_view.draw_note(surface, lay, self.game, hint, self.panel.x, self.panel.bottom + self._note_h,
                            self.panel.width)

    def title_words(self) -> str:
        """The title as shown: `title` in the current language (a dialog whose title holds a name
        overrides this with its own sentence)."""
        return _(self.title)

    def draw_body(self, surface: pygame.Surface) -> None:
        """The dialog's cards and words."""

    def _draw_who(self, surface: pygame.Surface) -> None:
        """Whose decision it is: the hero's colour, shape and name (top right of the panel)."""
        hero = self.deciding_hero()
        if hero is None or hero >= len(self.game.state.heroes):
            return
        hid = self.game.state.heroes[hero]
        colour = HERO_COLOURS.get(hid, GOLD)
        words = _("{hero} decides").format(hero=self.session.hero_label(hero))
        lay = self.lay
        r = text(surface, words, (self.panel.right - lay.u(20), self.panel.y + lay.u(16)), 18, colour, bold=True,
                 anchor="topright")
        draw_shape(surface, HERO_SHAPES.get(hid, "circle"), colour, (r.x - lay.t(16), r.centery), lay.t(9))

    def hero_heading(self, surface: pygame.Surface, hero: int, pos: tuple[int, int], extra: str = "",
                     width: int | None = None, facts_shown: bool = True) -> pygame.Rect:
        """The hero's name (and player) and its Health, level and `extra`, from `pos`: in `width` when
        given (large text in a narrow column: a shorter name, the facts over more lines); without
        `facts_shown`, the name alone (a row too short for more)."""
        hid = self.game.state.heroes[hero]
        colour = HERO_COLOURS.get(hid, GOLD)
        lay = self.lay
        draw_shape(surface, HERO_SHAPES.get(hid, "circle"), colour, (pos[0] + lay.t(8), pos[1] + lay.line(17) // 2),
                   lay.t(8))
        name, facts = self.heading_lines(hero, extra, width)
        r = text(surface, name, (pos[0] + lay.t(22), pos[1]), 17, colour, bold=True)
        for i, line in enumerate(facts if facts_shown else []):
            text(surface, line, (pos[0] + lay.t(22), pos[1] + lay.line(17) + i * lay.line(13)), 13, DIM_INK)
        return r  # heading_h() tall

    def heading_lines(self, hero: int, extra: str = "", width: int | None = None) -> tuple[str, list[str]]:
        """hero_heading's name line and facts lines: as they are when they fit `width`, else the name
        shortened (the first name, then cut) and the facts broken at their dots."""
        hs = self.game.state.hero_states[hero]
        words = _("Health {health}/{most} · level {level}").format(health=hs.health, most=hs.max_health, level=hs.level)
        facts = words + (f" · {extra}" if extra else "")
        name = self.session.hero_label(hero)
        if width is None:
            return name, [facts]
        lay = self.lay
        room = width - lay.t(22)
        bold, small = font(round(17 * UI_SCALE[0]), True), font(round(13 * UI_SCALE[0]))  # as text() draws them
        if bold.size(name)[0] > room:
            first = name.split()[0]
            player = name[len(proper_name(self.game, hero)):]  # " (Ann)" when someone else plays beside
            name = first + player if bold.size(first + player)[0] <= room else first
            name = ellipsized(name, room, lambda w: bold.size(w)[0], keep=2)
        lines = [""]
        for part in facts.split(" · "):
            joined = f"{lines[-1]} · {part}" if lines[-1] else part
            if lines[-1] and small.size(joined)[0] > room:
                lines.append(part)
            else:
                lines[-1] = joined
        return name, [ellipsized(line, room, lambda w: small.size(w)[0], keep=2) for line in lines]

    def heading_h(self, hero: int | None = None, extra: str = "", width: int | None = None) -> int:
        """The height of hero_heading's lines (two unless a narrow `width` breaks the facts)."""
        if hero is None or width is None:
            return self.lay.line(17) + self.lay.line(13)
        return self.lay.line(17) + len(self.heading_lines(hero, extra, width)[1]) * self.lay.line(13)

    def probe(self) -> dict[str, Any]:
        return {"dialog": self.name, "events": len(self.game.events),
                "buttons": [[list(b.rect.center), c.kind] for b, c in self.commands.items() if b.is_enabled],
                "controls": [[list(b.rect.center), str(v)] for b, v in self.controls.items() if b.is_enabled],
                "clicks": [[list(r.center), str(v)] for r, v in self.clicks]}


def _points_at(cmd: Command, value: Any) -> bool:
    """Whether a drawn card clicked with `value` is what `cmd` plays or removes: (hero, card) in a
    Feature test, a card to remove."""
    d = dump(cmd)
    if isinstance(value, tuple) and len(value) == 2 and "card" in d:
        return (d.get("hero"), d["card"]) == value
    return isinstance(value, str) and (value == d.get("card") or value in (d.get("remove") or ()))


def resolving_step(game: Game) -> Any:
    """The pending step a dialog shows: the first one while the game is resolving, else None (the
    rules' `active_step` is the first pending step in any phase)."""
    pending = game.state.pending
    return pending[0] if game.state.phase == "resolving" and pending else None


class StepDialog(DialogScene):
    """A dialog for one kind of pending step."""

    step_type: type = object

    @property
    def step(self) -> Any:
        return resolving_step(self.game)

    def still_current(self) -> bool:
        return isinstance(self.step, self.step_type)


def esc(words: str) -> str:
    return html.escape(words)


__all__ = ["DialogScene", "INK", "StepDialog", "resolving_step", "esc"]
