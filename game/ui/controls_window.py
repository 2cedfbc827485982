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

PER_PAGE = 10  # actions a page lists, fewer when the window's height holds fewer rows (large text)


class ControlsWindow:
    def __init__(self, app: Any, action_map: actions.ActionMap) -> None:
        self.app = app
        self.map = action_map
        self.window: UIWindow | None = None
        self.page = 0
        self.capturing: tuple[str, str] | None = None  # (action, "keys" or "buttons") waiting for a press
        self.message = _("Choose a key or a button to change it.")
        self.rows: dict[Any, tuple[str, str]] = {}  # the Key / Button buttons: what each rebinds
        self.controls: dict[Any, str] = {}  # reset, pages, close
        self.per_page = PER_PAGE
        self.rebound = False  # a key changed while open: the screen is rebuilt on closing (its labels name keys)

    @property
    def is_open(self) -> bool:
        return self.window is not None and self.window.alive()

    def open(self) -> None:
        self.app.overlays.close_all()
        self.capturing = None
        self.message = _("Choose a key or a button to change it.")
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
        return (len(actions.ACTIONS) + self.per_page - 1) // self.per_page

    def build(self) -> None:
        """The window and its widgets (once; `refresh` writes the page's words into them)."""
        if self.window is not None:
            self.window.kill()
        lay = self.app.layout
        m = self.app.manager
        row = lay.line(15) + lay.t(10)
        sw, sh = self.app.size
        w = min(lay.t(900), sw - 40)
        chrome = max(28, lay.t(30)) + 3 * (row + lay.t(4)) + lay.t(30)  # title bar, message, bottom row
        self.per_page = max(1, min(PER_PAGE, (sh - 40 - chrome) // (row + lay.t(4))))
        self.page = min(self.page, self.pages() - 1)
        h = min(chrome + self.per_page * (row + lay.t(4)), sh - 40)
        self.window = UIWindow(pygame.Rect((sw - w) // 2, (sh - h) // 2, w, h), m, _("Keys and controller buttons"),
                               object_id="#overlay")
        inner = self.window.get_container().get_rect()
        pad = lay.t(8)
        key_w, pad_w = lay.t(190), lay.t(190)
        words_w = inner.width - key_w - pad_w - 4 * pad
        self._widths = (words_w, key_w, pad_w)
        self.controls = {}
        y = pad
        self._message = UILabel(pygame.Rect(pad, y, inner.width - 2 * pad, row), "", m, container=self.window)
        y += row + lay.t(4)
        self._slots: list[tuple[UILabel, UIButton, UIButton]] = []
        for _slot in range(self.per_page):
            label = UILabel(pygame.Rect(pad, y, words_w, row), "", m, container=self.window)
            keys = UIButton(pygame.Rect(2 * pad + words_w, y, key_w, row), "", m, container=self.window)
            buttons = UIButton(pygame.Rect(3 * pad + words_w + key_w, y, pad_w, row), "", m, container=self.window)
            self._slots.append((label, keys, buttons))
            y += row + lay.t(4)
        y = inner.height - row - pad
        bw = (inner.width - 5 * pad) // 4
        for i, (what, label_words) in enumerate((("prev", _("Previous page")), ("next", _("Next page")),
                                                 ("reset", _("Reset to defaults")), ("close", _("Close")))):
            b = UIButton(pygame.Rect(pad + i * (bw + pad), y, bw, row), label_words, m, container=self.window)
            self.controls[b] = what
        self.refresh()

    def refresh(self) -> None:
        """This page's actions, their keys and buttons as bound now, and the last message."""
        if not self.is_open:
            return
        assert self.window is not None
        lay = self.app.layout
        words_w, key_w, pad_w = self._widths
        self.window.set_display_title(_("Keys and controller buttons (page {page} of {pages})").format(
            page=self.page + 1, pages=self.pages()))
        self._message.set_text(self.message[:150])
        shown = actions.ACTIONS[self.page * self.per_page:(self.page + 1) * self.per_page]
        self.rows = {}
        for i, (label, keys_b, buttons_b) in enumerate(self._slots):
            if i >= len(shown):
                for widget in (label, keys_b, buttons_b):
                    widget.hide()
                continue
            a = shown[i]
            keys = " / ".join(actions.key_words(k) for k in self.map.keys[a.name]) or _("no key")
            buttons = " / ".join(actions.button_words(b) for b in self.map.buttons[a.name]) or _("no button")
            does = actions.action_words(a.name)
            label.set_text(_cut(does, words_w, lay))
            for b, kind, words, width in ((keys_b, "keys", keys, key_w), (buttons_b, "buttons", buttons, pad_w)):
                b.set_text(_("press…") if self.capturing == (a.name, kind) else _cut(words, width, lay))
                b.set_tooltip((_("Change the key for: {action}") if kind == "keys"
                               else _("Change the controller button for: {action}")).format(action=does))
                self.rows[b] = (a.name, kind)
            for widget in (label, keys_b, buttons_b):
                widget.show()
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
            self.message = _("Nothing changed.")
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
            self.message = _("{key} now does: {action}").format(key=shown, action=actions.action_words(name))
            self.app.input.save()
            self.rebound = True
        else:
            self.message = refusal
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
            self.message = (_("Press the new key for “{action}” (Esc: leave it as it is).") if kind == "keys"
                            else _("Press the new controller button for “{action}” (Esc: leave it as it is).")
                            ).format(action=does)
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
            self.message = _("Every key and button is back to its default.")
            self.refresh()
        else:
            self.page = max(0, min(self.pages() - 1, self.page + (1 if what == "next" else -1)))
            self.refresh()
        return True


def _cut(words: str, width: int, lay: Any) -> str:
    """Words cut to what a box of `width` shows (about half a text size a letter)."""
    most = max(6, int(width / max(1, lay.t(8))))
    return words if len(words) <= most else words[:most - 1].rstrip() + "…"
