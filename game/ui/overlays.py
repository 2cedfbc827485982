"""Windows over any scene: F1 shortcuts, the searchable rules reference, settings."""

from __future__ import annotations

import html
import re
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import (
    UIButton,
    UIHorizontalSlider,
    UILabel,
    UISelectionList,
    UITextBox,
    UITextEntryLine,
    UIWindow,
)

from game.i18n import LANGUAGES, _
from game.rules import HOUSE_RULES, TALENTS, TIERS, Game

from . import keyboard
from .look import PROJECT_ROOT

if TYPE_CHECKING:
    from .app import App

SHORTCUTS = [
    ("F1", "this help"), ("F2", "rules reference (searchable)"), ("F3", "settings"),
    ("Drag the drawn tile", "carry it over the map; a ghost snaps to the grid"),
    ("Wheel / right-click / Q, E", "turn the carried tile (legal turns first)"),
    ("Release on a green square", "place the tile; elsewhere it goes back"),
    ("Esc", "put the carried tile back / close a window"),
    ("Space or D", "draw a map tile"),
    ("Ctrl+Z or U", "undo (never past a drawn tile or card)"),
    ("Wheel (not carrying)", "zoom toward the cursor"),
    ("Drag empty space / arrows", "pan the map"),
    ("F", "fit the whole map on screen"),
    ("+ / -", "zoom in / out"),
    ("Click a glowing element", "Encounter it (hover for what it costs)"),
    ("Right-click a card", "close-up of the card"),
    ("Click during an animation", "skip it"),
    ("H", "a hint: the move the bot would make, and why (counted in the game's record)"),
    ("M", "sound on / off"),
    ("Replay: Space, Left / Right", "play or pause; one move back or on (Home / End, Page Up / Down: marks)"),
]

RULES_REFERENCE = PROJECT_ROOT / "assets" / "ui" / "rules-reference.md"
UI_SCALES = (0.9, 1.0, 1.15, 1.3, 1.5)


@lru_cache(maxsize=1)
def rulebook_sections() -> list[tuple[str, str]]:
    """Our own rules summary (assets/ui/rules-reference.md), split at its "## " headings."""
    if not RULES_REFERENCE.exists():
        return [("Rules reference not found", "assets/ui/rules-reference.md is missing from this copy.")]
    sections: list[tuple[str, list[str]]] = []
    for line in RULES_REFERENCE.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            sections.append((line[3:].strip(), []))
        elif sections and not line.startswith("# "):
            sections[-1][1].append(line.rstrip())
    return [(t, "\n".join(body).strip()) for t, body in sections if "\n".join(body).strip()]


IN_PLAY = "In play this game: tier, house rules, talents"


def options_section(game: Game | None) -> tuple[str, str] | None:
    """The rules window's first topic while a game plays beside the rulebook: its challenge tier,
    its house rules and its heroes' talents, each in one line; None for the rulebook game."""
    if game is None:
        return None
    s = game.state
    lines = []
    if s.tier != "standard":
        tier = TIERS[s.tier]
        lines.append(f"Challenge tier, {tier.name}: {tier.text}")
    lines += [f"House rule, {HOUSE_RULES[r].name}: {HOUSE_RULES[r].text}" for r in s.house_rules]
    for h, held in enumerate(s.talents):
        name = game.content.heroes[s.heroes[h]].name
        lines += [f"{name}'s talent, {TALENTS[t].name}: {TALENTS[t].text}" for t in held]
    return (IN_PLAY, "\n\n".join(lines)) if lines else None


class Overlays:
    def __init__(self, app: App) -> None:
        self.app = app
        self.help: UIWindow | None = None
        self.rules: UIWindow | None = None
        self.settings: UIWindow | None = None
        self._rules_list: UISelectionList | None = None
        self._rules_text: UITextBox | None = None
        self._rules_search: UITextEntryLine | None = None
        self._titles: list[str] = []
        self._sliders: dict[str, UIHorizontalSlider] = {}
        self._toggles: dict[str, UIButton] = {}
        self._scales: dict[float, UIButton] = {}
        self._languages: dict[str, UIButton] = {}

    def close_all(self) -> None:
        for w in (self.help, self.rules, self.settings):
            if w is not None and w.alive():
                w.kill()

    @property
    def any_open(self) -> bool:
        return any(w is not None and w.alive() for w in (self.help, self.rules, self.settings))

    def handle(self, event: pygame.event.Event, consumed: bool) -> bool:
        """Global keys and overlay widgets; True if the event was theirs."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.any_open:
            # Esc closes the windows even while the rules search box has the keyboard, and is not
            # passed on: the Menu never opens behind a window
            self.close_all()
            return True
        if event.type == pygame.KEYDOWN and not self._typing():
            if event.key == pygame.K_F1:
                self.toggle_help()
                return True
            if event.key == pygame.K_F2:
                self.toggle_rules()
                return True
            if event.key == pygame.K_F3:
                self.toggle_settings()
                return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self._rules_search:
            self._fill_rules(event.text)
            return True
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self._rules_list:
            self._show_section(event.text)
            return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element in self._sliders.values():
            for name, slider in self._sliders.items():
                if slider is event.ui_element:
                    setattr(self.app.settings, name, round(float(event.value), 2))
            self.app.settings.save(self.app.saves_dir / "settings.json")
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._scales.values():
            scale = next(k for k, b in self._scales.items() if b is event.ui_element)
            self.app.set_ui_scale(scale)
            self.toggle_settings()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self._pick_language(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._toggles.values():
            for name, button in self._toggles.items():
                if button is event.ui_element:
                    setattr(self.app.settings, name, not getattr(self.app.settings, name))
            self.app.apply_settings()
            if self.settings is not None:
                self.settings.kill()
            self.toggle_settings()
            return True
        return False

    def _typing(self) -> bool:
        return keyboard.typing(self.app.manager)

    def _window(self, title: str, w: int, h: int) -> UIWindow:
        sw, sh = self.app.size
        w, h = min(w, sw - 40), min(h, sh - 40)
        return UIWindow(pygame.Rect((sw - w) // 2, (sh - h) // 2, w, h), self.app.manager, title,
                        object_id="#overlay")

    # --- help ---------------------------------------------------------------------------------

    def toggle_help(self) -> None:
        if self.help is not None and self.help.alive():
            self.help.kill()
            return
        lay = self.app.layout
        self.help = self._window("Shortcuts (F1)", lay.t(620), lay.t(560))
        rows = "".join(f"<b>{html.escape(k)}</b> — {html.escape(v)}<br>" for k, v in SHORTCUTS)
        box = self.help.get_container().get_rect()
        UITextBox(rows, pygame.Rect(0, 0, box.width, box.height), self.app.manager, container=self.help)

    # --- rules reference ----------------------------------------------------------------------

    def toggle_rules(self, query: str = "") -> None:
        if self.rules is not None and self.rules.alive():
            self.rules.kill()
            return
        lay = self.app.layout
        self.rules = self._window("Rules reference (F2)", lay.u(980), lay.u(640))
        m = self.app.manager
        r = self.rules.get_container().get_rect()
        row = lay.line(15) + lay.t(8)  # a line of the search box's text
        label_w, list_w = lay.t(84), lay.t(272)
        UILabel(pygame.Rect(8, 8, label_w, row), "Search", m, container=self.rules)
        self._rules_search = UITextEntryLine(pygame.Rect(8 + label_w, 8, list_w - label_w, row), m,
                                             container=self.rules)
        self._rules_list = UISelectionList(pygame.Rect(8, row + 16, list_w, r.height - row - 24), [], m,
                                           container=self.rules)
        self._rules_text = UITextBox("", pygame.Rect(list_w + 16, 8, r.width - list_w - 24, r.height - 16), m,
                                     container=self.rules)
        if query:
            self._rules_search.set_text(query)
        m.set_focus_set(self._rules_search)  # the search box has the keyboard: type at once
        self._fill_rules(query)

    def _fill_rules(self, query: str) -> None:
        q = query.strip().lower()
        self._titles = [t for t, body in self._sections() if not q or q in t.lower() or q in body.lower()]
        if self._rules_list is not None:  # a new list: the old search's selection is gone with it
            items: list[str | tuple[str, str]] = [*self._titles] or ["Nothing matches that search"]
            self._rules_list.set_item_list(items)
        if self._titles:
            self._show_section(self._titles[0])

    def _sections(self) -> list[tuple[str, str]]:
        """The rulebook's topics, after the options the game being played adds to them."""
        session = getattr(self.app.scene, "session", None)
        extra = options_section(getattr(session, "game", None))
        return [extra, *rulebook_sections()] if extra else rulebook_sections()

    def _show_section(self, title: str) -> None:
        body = dict(self._sections()).get(title, "")
        text = html.escape(body)
        q = self._rules_search.get_text().strip() if self._rules_search else ""
        if q:
            text = re.sub(re.escape(html.escape(q)), lambda m: f"<b><font color='#ffd070'>{m.group(0)}</font></b>",
                          text, flags=re.IGNORECASE)
        text = re.sub(r"\n{2,}", "<br><br>", text).replace("\n", " ")
        if self._rules_text is not None:
            heading = max(8, round(20 * self.app.font_scale()))  # a preloaded size (widget_manager.preload_fonts)
            self._rules_text.set_text(f"<font pixel_size={heading}><b>{html.escape(title)}</b></font><br><br>{text}")

    # --- settings -----------------------------------------------------------------------------

    def toggle_settings(self) -> None:
        if self.settings is not None and self.settings.alive():
            self.settings.kill()
            return
        s = self.app.settings
        m = self.app.manager
        lay = self.app.layout  # the window's text grows with the UI scale and the window: so do its rows
        pad, inner = lay.t(10), lay.t(480)
        row, line = lay.line(15) + lay.t(12), lay.line(15) + lay.t(4)
        rows_h = (line + lay.t(2)) + (row + lay.t(10)) + (line + row + lay.t(12)) + 4 * (row + lay.t(8))
        rows_h += row + lay.t(8)  # the language row
        title_bar = max(28, lay.t(30))  # look.scaled_theme's title bar
        self.settings = self._window("Settings (F3)", inner + 2 * pad + lay.t(20),
                                     title_bar + 2 * pad + rows_h + lay.t(12))
        self._sliders, self._toggles, self._scales = {}, {}, {}
        y = pad
        UILabel(pygame.Rect(pad, y, inner, line), "UI scale (text, panels, cards, board zoom)", m,
                container=self.settings)
        y += line + lay.t(2)
        bw = inner // len(UI_SCALES)
        for i, k in enumerate(UI_SCALES):
            on = abs(s.ui_scale - k) < 0.01
            self._scales[k] = UIButton(pygame.Rect(pad + i * bw, y, bw - lay.t(6), row), f"{round(k * 100)}%", m,
                                       container=self.settings, object_id="#toggle_on" if on else None)
        y += row + lay.t(10)
        for name, label, lo, hi in (("anim_speed", "Animation speed (0 = off; click skips)", 0.0, 3.0),):
            UILabel(pygame.Rect(pad, y, inner, line), f"{label}", m, container=self.settings)
            self._sliders[name] = UIHorizontalSlider(pygame.Rect(pad, y + line + lay.t(2), inner, row),
                                                     float(getattr(s, name)), (lo, hi), m, container=self.settings,
                                                     click_increment=0.25)
            y += line + row + lay.t(12)
        for name, label, tip in (
                ("fullscreen", "Fullscreen", "Fill the whole screen"),
                ("colour_blind", "Colour-blind markers", "Shapes as well as colours on hero tokens and pairs"),
                ("tips", "Show tips", "One line the first time something new appears; each tip shows once"),
                ("closeup_hover", "Card close-ups on hover",
                 "On: rest the pointer on a card to see it large. Off: right-click a card to see it large")):
            on = bool(getattr(s, name))
            self._toggles[name] = UIButton(pygame.Rect(pad, y, inner, row), f"{'[x]' if on else '[ ]'}  {label}", m,
                                           container=self.settings, object_id="#toggle_on" if on else None,
                                           tool_tip_text=tip)
            y += row + lay.t(8)
        self._language_row(pad, y, inner, row)

    # --- language (game/i18n): one button a language, in its own name; a click speaks it at once --------

    def _language_row(self, x: int, y: int, width: int, height: int) -> None:
        assert self.settings is not None
        m, lay = self.app.manager, self.app.layout
        label_w = width * 2 // 5
        UILabel(pygame.Rect(x, y, label_w, height), _("Language"), m, container=self.settings)
        self._languages = {}
        bw = (width - label_w) // len(LANGUAGES)
        for i, (code, name) in enumerate(LANGUAGES.items()):
            on = code == self.app.settings.language
            self._languages[code] = UIButton(pygame.Rect(x + label_w + i * bw, y, bw - lay.t(6), height), name, m,
                                             container=self.settings, object_id="#toggle_on" if on else None)

    def _pick_language(self, event: pygame.event.Event) -> bool:
        code = next((k for k, b in self._languages.items() if b is event.ui_element), None)
        if code is None:
            return False
        self.app.set_language(code)  # every scene's words at once; the windows close with the relayout
        self.toggle_settings()
        return True
