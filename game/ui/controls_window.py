"""The Controls window (from Settings): every action with its keys and controller buttons, rebound by
pressing the new key or button. A key another action already uses where this one acts is refused with
a sentence naming that action; Reset puts every default back. Rebinds are saved with the settings."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIWindow

from game.i18n import _

from . import actions
from .card_paint import wrap
from .look import ellipsized, fit_button_words

PER_PAGE = 10  # actions a page lists at most (fewer where their rows fill the window's height first)
MESSAGE_LINES = 2  # the most lines the message above the rows takes (a long action's name in a prompt)


class ControlsWindow:
    def __init__(self, app: Any, action_map: actions.ActionMap) -> None:
        self.app = app
        self.map = action_map
        self.window: UIWindow | None = None
        self.page = 0
        self.capturing: tuple[str, str] | None = None  # (action, "keys" or "buttons") waiting for a press
        self.message = _("Choose a key or a button to change it.")
        self.short_message: str | None = None  # the message's shorter form, where it outgrows its lines
        self.rows: dict[Any, tuple[str, str]] = {}  # the Key / Button buttons: what each rebinds
        self.words: dict[str, list[UILabel]] = {}  # this page's actions: the lines of each one's words
        self.controls: dict[Any, str] = {}  # reset, pages, close
        self.spans: list[tuple[int, int]] = [(0, len(actions.ACTIONS))]  # each page's actions (start, end)
        self.rebound = False  # a key changed while open: the screen is rebuilt on closing (its labels name keys)
        self._row_widgets: list[Any] = []
        self._message_lines: list[UILabel] = []

    @property
    def is_open(self) -> bool:
        return self.window is not None and self.window.alive()

    def open(self) -> None:
        self.app.overlays.close_all()
        self.capturing = None
        self._say(_("Choose a key or a button to change it."))
        self.build()

    def close(self) -> None:
        if self.window is not None:
            self.window.kill()
        self.window = None
        self.capturing = None
        if self.rebound:  # labels and tooltips name keys: the screen shows the new ones
            self.rebound = False
            self.app.relayout()

    def pages(self) -> int:
        return len(self.spans)

    def _say(self, message: str, short: str | None = None) -> None:
        self.message, self.short_message = message, short

    # --- layout ------------------------------------------------------------------------------

    def _keys(self, name: str) -> str:
        return " / ".join(actions.key_words(k) for k in self.map.keys[name]) or _("no key")

    def _buttons(self, name: str) -> str:
        return " / ".join(actions.button_words(b) for b in self.map.buttons[name]) or _("no button")

    def _lines(self, words: str, width: int) -> list[str]:
        """`words` in whole-word lines no wider than `width` (in the face of the window's labels)."""
        return wrap(words, self._font, width) or [""]

    def _columns(self, shown: tuple[actions.Action, ...]) -> tuple[tuple[int, int, int], list[int]]:
        """These actions' rows on one page: the widths of the words, Key and Button columns (the last two
        as wide as their widest words there: the actions' words take the rest, wrapped onto as many lines
        as each needs), and each row's height with the gap under it."""
        lay, (pad, gap, row, line, _said) = self.app.layout, self._geometry
        room = lay.t(16)  # round a button's words
        key_w = min(max(lay.t(100), *(lay.text_w(self._keys(a.name)) + room for a in shown)), 2 * self._inner_w // 5)
        pad_w = min(max(lay.t(100), *(lay.text_w(self._buttons(a.name)) + room for a in shown)), self._inner_w // 3)
        words_w = self._inner_w - key_w - pad_w - 4 * pad
        heights = [max(row, len(self._lines(actions.action_words(a.name), words_w - room)) * line + lay.t(10)) + gap
                   for a in shown]
        return (words_w, key_w, pad_w), heights

    def _pack(self, body: int) -> list[tuple[int, int]]:
        """The actions in pages (start, end) whose rows fit `body`'s height, PER_PAGE at most, one at least."""
        spans: list[tuple[int, int]] = []
        start = 0
        for end in range(1, len(actions.ACTIONS) + 1):
            if end - start > 1 and (end - start > PER_PAGE or sum(self._columns(actions.ACTIONS[start:end])[1]) > body):
                spans.append((start, end - 1))
                start = end - 1
        spans.append((start, len(actions.ACTIONS)))
        return spans

    def build(self) -> None:
        """The window, sized for its fullest page: each action's whole words, wrapped onto as many
        lines as its row needs beside Key and Button columns as wide as that page's keys and buttons
        (issue 36: at 200 % text they were cut with an ellipsis). Rows are packed into pages by height."""
        if self.window is not None:
            self.window.kill()
        lay = self.app.layout
        self._font = self.app.manager.get_theme().get_font(["label"])
        sw, sh = self.app.size
        w = min(lay.t(900), sw - 40)
        self.window = UIWindow(pygame.Rect((sw - w) // 2, 20, w, sh - 40), self.app.manager,
                               _("Keys and controller buttons"), object_id="#overlay")
        inner = self.window.get_container().get_rect()
        self._inner_w = inner.width
        pad, gap, row, line = lay.t(8), lay.t(4), lay.line(15) + lay.t(10), lay.line(15)
        # the message's lines: as many as the longest prompt or refusal needs (two at most)
        prompts = [said.format(key=actions.key_words("shift+tab"), action=actions.action_words(a.name))
                   for a in actions.ACTIONS
                   for said in (_("Press the new controller button for “{action}” (Esc: leave it as it is)."),
                                _("{key} already does “{action}”: change that first, or choose another key."))]
        msg_lines = min(MESSAGE_LINES, max(len(self._lines(p, inner.width - 2 * pad - lay.t(16))) for p in prompts))
        self._geometry = (pad, gap, row, line, msg_lines)
        self._top = pad + msg_lines * line + lay.t(10) + gap  # the rows start below the message
        self._body = inner.height - self._top - row - 2 * pad  # and end a little above the bottom row
        self.spans = self._pack(self._body)
        tallest = max(sum(self._columns(actions.ACTIONS[a:b])[1]) for a, b in self.spans)
        h = min(sh - 40, sh - 40 - max(0, self._body - tallest))
        self._body = min(self._body, tallest)
        self.window.set_dimensions((w, h))
        self.window.set_position(((sw - w) // 2, (sh - h) // 2))
        inner = self.window.get_container().get_rect()
        self.controls = {}
        self._message_lines = [UILabel(pygame.Rect(pad, pad + i * line, inner.width - 2 * pad, line), "",
                                       self.app.manager, container=self.window) for i in range(msg_lines)]
        self._bottom_row(inner, pad, row)
        self.refresh()

    def _bottom_row(self, inner: pygame.Rect, pad: int, row: int) -> None:
        """Previous page, Next page, Reset to defaults and Close along the bottom, each as wide as its
        words need and the room left shared out evenly (Reset's German is long)."""
        lay, y = self.app.layout, inner.height - row - pad
        named = (("prev", _("Previous page")), ("next", _("Next page")), ("reset", _("Reset to defaults")),
                 ("close", _("Close")))
        needs = [lay.text_w(words) + lay.t(16) for _what, words in named]
        spare = inner.width - 5 * pad - sum(needs)
        x = pad
        for (what, words), need in zip(named, needs, strict=True):
            bw = need + spare // len(named) if spare > 0 else (inner.width - 5 * pad) // len(named)
            b = UIButton(pygame.Rect(x, y, bw, row), words, self.app.manager, container=self.window)
            self.controls[b] = what
            x += bw + pad

    def _show_message(self) -> None:
        """The message on its lines: its shorter form where the whole one needs more lines than it has."""
        room = self._message_lines[0].rect.width - self.app.layout.t(16)
        said = self._lines(self.message, room)
        if len(said) > len(self._message_lines) and self.short_message is not None:
            said = self._lines(self.short_message, room)
        if len(said) > len(self._message_lines):  # (cut between words: no message is so long today)
            said = said[:len(self._message_lines) - 1] + [" ".join(said[len(self._message_lines) - 1:])]
        for i, label in enumerate(self._message_lines):
            words = said[i] if i < len(said) else ""
            label.set_text(ellipsized(words, room, lambda w: self._font.size(w)[0], keep=2, whole_words=True))

    def refresh(self) -> None:
        """This page's actions, their keys and buttons as bound now, and the last message."""
        if not self.is_open:
            return
        assert self.window is not None
        m = self.app.manager
        pad, gap, row, line, _said = self._geometry
        self.spans = self._pack(self._body)  # (a rebind may widen a column: the pages again)
        self.page = min(self.page, self.pages() - 1)
        self.window.set_display_title(_("Keys and controller buttons (page {page} of {pages})").format(
            page=self.page + 1, pages=self.pages()))
        self._show_message()
        for widget in self._row_widgets:
            widget.kill()
        self._row_widgets, self.rows, self.words = [], {}, {}
        start, end = self.spans[self.page]
        shown = actions.ACTIONS[start:end]
        (words_w, key_w, pad_w), heights = self._columns(shown)
        room = self.app.layout.t(16)
        y = self._top
        for a, h in zip(shown, heights, strict=True):
            h -= gap
            does = actions.action_words(a.name)
            lines = self._lines(does, words_w - room)
            first = y + (h - len(lines) * line) // 2
            self.words[a.name] = [UILabel(pygame.Rect(pad, first + i * line, words_w, line), words, m,
                                          container=self.window, object_id="#words_left")
                                  for i, words in enumerate(lines)]
            self._row_widgets += self.words[a.name]
            x = 2 * pad + words_w
            for kind, words, width in (("keys", self._keys(a.name), key_w), ("buttons", self._buttons(a.name), pad_w)):
                tip = (_("Change the key for: {action}") if kind == "keys"
                       else _("Change the controller button for: {action}")).format(action=does)
                b = UIButton(pygame.Rect(x, y + (h - row) // 2, width, row),
                             _("press…") if self.capturing == (a.name, kind) else words, m,
                             container=self.window, tool_tip_text=tip)
                fit_button_words(b, b.text, tip)  # (wider than the window's column: whole in its tooltip)
                self.rows[b] = (a.name, kind)
                self._row_widgets.append(b)
                x += width + pad
            y += h + gap
        for b, what in self.controls.items():
            off = (what == "prev" and self.page == 0) or (what == "next" and self.page >= self.pages() - 1)
            b.disable() if off else b.enable()

    # --- input -------------------------------------------------------------------------------

    def capture(self, event: pygame.event.Event) -> bool:
        """While waiting for a new key or button, the next press is it (Esc cancels). True: used up."""
        if self.capturing is None or not self.is_open:
            return False
        name, kind = self.capturing
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.capturing = None
            self._say(_("Nothing changed."))
            self.refresh()
            return True
        if kind == "keys" and event.type == pygame.KEYDOWN:
            chord = actions.chord(event)
            if chord is None:
                return True  # a modifier alone: wait for the key it goes with
            self._rebind(name, kind, chord)
            return True
        if kind == "buttons" and event.type == pygame.CONTROLLERBUTTONDOWN:
            button = actions.button_name(getattr(event, "button", -1))
            if button is not None:
                self._rebind(name, kind, button)
            return True
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.CONTROLLERBUTTONDOWN,
                              pygame.CONTROLLERBUTTONUP)

    def _rebind(self, name: str, kind: str, bound: str) -> None:
        refusal = self.map.rebind(name, kind, bound)
        self.capturing = None
        if refusal is None:
            shown = actions.key_words(bound) if kind == "keys" else actions.button_words(bound)
            self._say(_("{key} now does: {action}").format(key=shown, action=actions.action_words(name)))
            self.app.input.save()
            self.rebound = True
        else:  # its shorter form (a long action's name at 200 % text) without the advice
            other = self.map.owner(kind, bound, actions.BY_NAME[name].where, but=name)
            shown = actions.key_words(bound) if kind == "keys" else actions.button_words(bound)
            self._say(refusal, None if other is None else _("{key} already does “{action}”.").format(
                key=shown, action=actions.action_words(other)))
        self.refresh()

    def handle(self, event: pygame.event.Event) -> bool:
        """The window's buttons, and Esc to close it."""
        if not self.is_open:
            return False
        if event.type == pygame.KEYDOWN and actions.pressed(event, "back"):
            self.close()
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        el = event.ui_element
        if el in self.rows:
            self.capturing = self.rows[el]
            name, kind = self.capturing
            does = actions.action_words(name)
            # the whole prompt names the action; its shorter form (where the whole one outgrows the
            # message's lines: a long action at 200 % text) leaves that to the row's "press…"
            if kind == "keys":
                self._say(_("Press the new key for “{action}” (Esc: leave it as it is).").format(action=does),
                          _("Press the new key (Esc: leave it as it is)."))
            else:
                self._say(_("Press the new controller button for “{action}” (Esc: leave it as it is).").format(
                    action=does), _("Press the new controller button (Esc: leave it as it is)."))
            self.refresh()
            return True
        what = self.controls.get(el)
        if what is None:
            return False
        if what == "close":
            self.close()
        elif what == "reset":
            self.map.reset()
            self.app.input.save()
            self.rebound = True
            self._say(_("Every key and button is back to its default."))
            self.refresh()
        else:
            self.page = max(0, min(self.pages() - 1, self.page + (1 if what == "next" else -1)))
            self.refresh()
        return True
