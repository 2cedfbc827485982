"""Windows over any scene: F1 shortcuts, the searchable rules reference, settings."""

from __future__ import annotations

import html
import re
from functools import lru_cache
from pathlib import Path
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

from game.i18n import LANGUAGES, N_, _, language
from game.rules import HOUSE_RULES, TALENTS, TIERS, Game

from . import actions, keyboard
from .check_box import check_box, draw_check_boxes
from .look import PROJECT_ROOT, fit_button_words
from .settings import Settings
from .slider import ScaledSlider

if TYPE_CHECKING:
    from .app import App

# the mouse's ways (the keys and buttons come from the action map, game/ui/actions.py), marked for the
# catalogue and shown in the current language
SHORTCUTS = [
    (N_("Drag the drawn tile"), N_("carry it over the map; a ghost snaps to the grid")),
    (N_("Wheel / right-click"), N_("turn the carried tile (legal turns first)")),
    (N_("Release on a green square"), N_("place the tile; elsewhere it goes back")),
    (N_("Wheel (not carrying)"), N_("zoom toward the cursor")),
    (N_("Drag empty space"), N_("pan the map")),
    (N_("Click a glowing element"), N_("Encounter it (hover for what it costs)")),
    (N_("Right-click a card"), N_("close-up of the card")),
    (N_("Click during an animation"), N_("skip it")),
    # {settings}: the key bound now to open the Settings (filled in where the Help window is written)
    (N_("{settings}, Display"), N_("UI and text size from 90 % to 200 % (text, panels, cards, the board's zoom)")),
    (N_("{settings}, Readability & sound"),
     N_("high contrast, reduced motion, no flashing, captions, the log read aloud")),
    (N_("{settings}, Language"),
     N_("the game's words in English or German, switched at once (or start with --lang de)")),
]


def help_rows() -> list[tuple[str, str]]:
    """The Help window's rows: every action with its keys and buttons as bound now, then the mouse."""
    return [row for _title, rows in help_sections() for row in rows]


# the Help window's sections (issue 36), each a button over its text that scrolls the text to it: the
# keys of every screen, the map's own, the replay viewer's, then the mouse and the settings
HELP_KEYS, HELP_MAP, HELP_REPLAY, HELP_MOUSE = N_("Keys"), N_("On the map"), N_("In a replay"), N_("Mouse & settings")
SECTION_OF = {"everywhere": HELP_KEYS, "ring": HELP_KEYS, "play": HELP_KEYS, "map": HELP_MAP, "replay": HELP_REPLAY}


def help_sections() -> list[tuple[str, list[tuple[str, str]]]]:
    """The Help's sections in order, each (its title, marked N_; its rows: keys as bound now and what they do)."""
    amap = actions.current()
    sections: dict[str, list[tuple[str, str]]] = {HELP_KEYS: [], HELP_MAP: [], HELP_REPLAY: []}
    for a in actions.ACTIONS:
        sections[SECTION_OF.get(a.where, HELP_KEYS)].append((amap.words_for(a.name), a.words))
    return [*sections.items(), (HELP_MOUSE, SHORTCUTS)]

RULES_REFERENCE = PROJECT_ROOT / "assets" / "ui" / "rules-reference.md"
UI_SCALES = (0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)  # 200 %: text size for low vision (issue 36)


def rules_reference_path(code: str) -> Path:
    """The rules summary in language `code`: `rules-reference.<code>.md` beside the English one, or the
    English one when that language has no copy."""
    local = RULES_REFERENCE.with_name(f"{RULES_REFERENCE.stem}.{code}.md")
    return local if code != "en" and local.exists() else RULES_REFERENCE


def rulebook_sections(code: str | None = None) -> list[tuple[str, str]]:
    """Our own rules summary (assets/ui/rules-reference.md, or its copy in the current language, e.g.
    rules-reference.de.md), split at its "## " headings: the Rules window shows and searches these."""
    return _sections_of(rules_reference_path(code or language()))


@lru_cache(maxsize=4)
def _sections_of(path: Path) -> list[tuple[str, str]]:
    if not path.exists():
        return [(_("Rules reference not found"), _("assets/ui/rules-reference.md is missing from this copy."))]
    sections: list[tuple[str, list[str]]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            sections.append((line[3:].strip(), []))
        elif sections and not line.startswith("# "):
            sections[-1][1].append(line.rstrip())
    return [(t, "\n".join(body).strip()) for t, body in sections if "\n".join(body).strip()]


IN_PLAY = N_("In play this game: tier, house rules, talents")


def options_section(game: Game | None) -> tuple[str, str] | None:
    """The rules window's first topic while a game plays beside the rulebook: its challenge tier,
    its house rules and its heroes' talents, each in one line; None for the rulebook game."""
    if game is None:
        return None
    s = game.state
    lines = []
    if s.tier != "standard":
        tier = TIERS[s.tier].translated()
        lines.append(_("Challenge tier, {name}: {rule}").format(name=tier.name, rule=tier.text))
    lines += [_("House rule, {name}: {rule}").format(name=_(HOUSE_RULES[r].name), rule=_(HOUSE_RULES[r].text))
              for r in s.house_rules]
    for h, held in enumerate(s.talents):
        name = game.content.heroes[s.heroes[h]].name
        lines += [_("{hero}'s talent, {name}: {rule}").format(hero=name, name=talent.name, rule=talent.text)
                  for talent in (TALENTS[t].translated() for t in held)]
    return (_(IN_PLAY), "\n\n".join(lines)) if lines else None


class Overlays:
    def __init__(self, app: App) -> None:
        self.app = app
        self.help: UIWindow | None = None
        self._help_text: UITextBox | None = None
        self._help_sections: dict[str, UIButton] = {}  # the Help's section buttons, by title (N_)
        self.rules: UIWindow | None = None
        self.settings: UIWindow | None = None
        self._rules_list: UISelectionList | None = None
        self._rules_text: UITextBox | None = None
        self._rules_search: UITextEntryLine | None = None
        self._titles: list[str] = []
        self._sliders: dict[str, UIHorizontalSlider] = {}
        self._toggles: dict[str, UIButton] = {}
        self._scales: dict[float, UIButton] = {}
        self._tabs: dict[str, UIButton] = {}
        self._tab = DISPLAY  # the settings window's section shown
        self._controls_button: UIButton | None = None
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
        if event.type == pygame.KEYDOWN and actions.pressed(event, "back") and self.any_open:
            # Esc closes the windows even while the rules search box has the keyboard, and is not
            # passed on: the Menu never opens behind a window
            self.close_all()
            return True
        if event.type == pygame.KEYDOWN and not self._typing():
            if actions.pressed(event, "help"):
                self.toggle_help()
                return True
            if actions.pressed(event, "rules"):
                self.toggle_rules()
                return True
            if actions.pressed(event, "settings"):
                self.toggle_settings()
                return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self._rules_search:
            self._fill_rules(event.text)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._help_sections.values():
            self._scroll_help_to(next(t for t, b in self._help_sections.items() if b is event.ui_element))
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
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self._controls_button \
                and self._controls_button is not None:
            self.app.input.controls.open()  # (closes this window: the Controls window is the one on top)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._scales.values():
            scale = next(k for k, b in self._scales.items() if b is event.ui_element)
            self.app.set_ui_scale(scale)
            self.toggle_settings()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._tabs.values():
            self._tab = next(k for k, b in self._tabs.items() if b is event.ui_element)
            self.toggle_settings()
            self.toggle_settings()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self._pick_language(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._toggles.values():
            for name, button in self._toggles.items():
                if button is event.ui_element:
                    setattr(self.app.settings, name, not getattr(self.app.settings, name))
                    if name == "high_contrast":
                        self.app.access.contrast_changed()
            self.app.apply_settings()
            if self.settings is not None:
                self.settings.kill()
            self.toggle_settings()
            return True
        return False

    def draw_over(self, surface: pygame.Surface) -> None:
        """The settings window's check boxes, over its buttons (check_box.py)."""
        if self.settings is not None and self.settings.alive():
            draw_check_boxes(surface, self.settings.get_container())

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
        lay, m = self.app.layout, self.app.manager
        self.help = self._window(_("Keys, controller buttons and the mouse"), lay.t(720), lay.t(560))
        settings = actions.key_for("settings")
        lead = html.escape(_("{next}, the arrows or the D-pad move the focus ring; {confirm} or A presses what it is "
                             "on. Settings ({settings}), then Keys and controller buttons, changes any of them.")
                           .format(next=actions.key_for("focus_next"), confirm=actions.key_for("confirm"),
                                   settings=settings))
        rows = ""
        for i, (title, section) in enumerate(help_sections()):  # each under its heading: its button scrolls to it
            rows += ("<br>" if i else "") + f"<b><u>{html.escape(_(title))}</u></b><br>" + (
                lead + "<br><br>" if i == 0 else "") + "".join(
                f"<b>{html.escape(_(k).replace('{settings}', settings))}</b> — {html.escape(_(v))}<br>"
                for k, v in section)
        box = self.help.get_container().get_rect()
        # the section buttons over the text, in as few rows as hold their names whole
        titles = [title for title, _rows in help_sections()]
        pad, row = lay.t(6), lay.line(15) + lay.t(12)
        measure = m.get_theme().get_font(["button"]).size
        per_row = next((n for n in (len(titles), 2, 1) if all(
            measure(_(t))[0] + lay.t(16) <= (box.width - pad) // n - pad for t in titles)), 1)
        lines = -(-len(titles) // per_row)
        top = pad + lines * (row + pad)
        # (the text first: it is the container's first element, as the Help's readers expect)
        self._help_text = UITextBox(rows, pygame.Rect(0, top, box.width, box.height - top), m, container=self.help)
        width = (box.width - pad) // per_row
        self._help_sections = {}
        for i, title in enumerate(titles):
            at = pygame.Rect(pad + (i % per_row) * width, pad + (i // per_row) * (row + pad), width - pad, row)
            self._help_sections[title] = button = UIButton(at, _(title), m, container=self.help)
            fit_button_words(button, _(title), None)

    def _scroll_help_to(self, title: str) -> None:
        """Scroll the Help's text so the heading of section `title` is at its top."""
        box = self._help_text
        bar = getattr(box, "scroll_bar", None)
        if box is None or bar is None:
            return  # (all of it shows: nothing to scroll)
        heading = _(title)
        layout = box.text_box_layout
        if layout is None:
            return
        for line in layout.layout_rows:
            words = "".join(str(getattr(chunk, "text", "") or "") for chunk in line.items).strip()
            if words and heading.startswith(words):
                top = line.y - (layout.layout_rows[0].y if layout.layout_rows else 0)
                bar.set_scroll_from_start_percentage(min(1.0 - bar.visible_percentage,
                                                         top / max(1, layout.layout_rect.height)))
                box.update(0.0)
                return

    # --- rules reference ----------------------------------------------------------------------

    def toggle_rules(self, query: str = "") -> None:
        if self.rules is not None and self.rules.alive():
            self.rules.kill()
            return
        lay = self.app.layout
        self.rules = self._window(_("Rules reference ({key})").format(key=actions.key_for("rules")), lay.u(980),
                                  lay.u(640))
        m = self.app.manager
        r = self.rules.get_container().get_rect()
        row = lay.line(15) + lay.t(8)  # a line of the search box's text
        label_w, list_w = lay.t(84), lay.t(272)
        UILabel(pygame.Rect(8, 8, label_w, row), _("Search"), m, container=self.rules)
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
            items: list[str | tuple[str, str]] = [*self._titles] or [_("Nothing matches that search")]
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
        # the section tabs keep their whole names: a language with longer ones widens the window
        tab_font = m.get_theme().get_font(["button"])
        tab_ws = [tab_font.size(_(name))[0] + lay.t(24) for name in (DISPLAY, READABLE, KEYS_AND_LANGUAGE)]
        inner = max(inner, min(3 * max(tab_ws), self.app.size[0] - 2 * pad - lay.t(60)))
        row, line = lay.line(15) + lay.t(12), lay.line(15) + lay.t(4)
        title_bar = max(28, lay.t(30))  # look.scaled_theme's title bar
        sections = settings_sections(s, self.app.access.speech_problem())
        # the window is as tall as its tallest section: switching sections never moves the tabs
        most = max(len(rows) for rows in sections.values())
        scale_rows = (line + lay.t(2)) + (row + lay.t(10)) + (line + row + lay.t(12))
        # the tabs, then the tallest section: Display's scales and toggles, a section's toggles, or the last
        # section's toggles with the keys' and the languages' rows
        rows_h = (row + lay.t(10)) + max(scale_rows + len(sections[DISPLAY]) * (row + lay.t(8)),
                                         max(most, len(sections[KEYS_AND_LANGUAGE]) + 2) * (row + lay.t(8)))
        self.settings = self._window(_("Settings ({key})").format(key=actions.key_for("settings")),
                                     inner + 2 * pad + lay.t(20),
                                     title_bar + 2 * pad + rows_h + lay.t(12))
        self._sliders, self._toggles, self._scales, self._tabs = {}, {}, {}, {}
        y = pad
        tab_w = inner // len(sections)
        for i, name in enumerate(sections):
            on = name == self._tab
            self._tabs[name] = UIButton(pygame.Rect(pad + i * tab_w, y, tab_w - lay.t(6), row), _(name), m,
                                        container=self.settings, object_id="#toggle_on" if on else None)
        y += row + lay.t(10)
        if self._tab == DISPLAY:
            UILabel(pygame.Rect(pad, y, inner, line), _("UI and text size (text, panels, cards, board zoom)"), m,
                    container=self.settings)
            y += line + lay.t(2)
            bw = inner // len(UI_SCALES)
            for i, k in enumerate(UI_SCALES):
                on = abs(s.ui_scale - k) < 0.01
                self._scales[k] = UIButton(pygame.Rect(pad + i * bw, y, bw - lay.t(6), row), f"{round(k * 100)}%",
                                           m, container=self.settings, object_id="#toggle_on" if on else None)
            y += row + lay.t(10)
            for name, label, lo, hi in (("anim_speed", _("Animation speed (0 = off; click skips)"), 0.0, 3.0),):
                UILabel(pygame.Rect(pad, y, inner, line), f"{label}", m, container=self.settings)
                self._sliders[name] = ScaledSlider(pygame.Rect(pad, y + line + lay.t(2), inner, row),
                                                   float(getattr(s, name)), (lo, hi), m, self.settings, 0.25,
                                                   button_width=max(20, lay.t(20)))
                y += line + row + lay.t(12)
        for name, label, tip, usable in sections[self._tab]:
            on = bool(getattr(s, name)) and usable
            # a real check box (issue 39, item 10): a drawn box, ticked when on (draw_over draws the boxes)
            button = check_box(pygame.Rect(pad, y, inner, row), _(label), on, m, self.settings, _(tip))
            if usable:
                self._toggles[name] = button
            else:
                button.disable()
            y += row + lay.t(8)
        if self._tab == KEYS_AND_LANGUAGE:
            # keys and controller buttons: the Controls window (game/ui/controls_window.py)
            self._controls_button = UIButton(pygame.Rect(pad, y, inner, row), _("Keys and controller buttons…"), m,
                                             container=self.settings,
                                             tool_tip_text=_("Every action's keys and buttons; press one to change "
                                                             "it"))
            self._language_row(pad, y + row + lay.t(8), inner, row)

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


DISPLAY, READABLE, KEYS_AND_LANGUAGE = N_("Display"), N_("Readability & sound"), N_("Keys, hints & more")


def settings_sections(s: Settings, speech_problem: str | None) -> dict[str, list[tuple[str, str, str, bool]]]:
    """The settings window's sections: (setting, label, tooltip, usable here) for each on/off row."""
    speech_tip = (N_("Read each new line of the adventure log aloud (a voice on this computer)")
                  if speech_problem is None else _("Not available here: {reason}").format(reason=speech_problem))
    return {
        DISPLAY: [
            ("fullscreen", N_("Fullscreen"), N_("Fill the whole screen"), True),
            ("tips", N_("Show tips"), N_("One line the first time something new appears; each tip shows once"),
             True),
            ("closeup_hover", N_("Card close-ups on hover"),
             N_("On: rest the pointer on a card to see it large. Off: right-click a card to see it large"), True),
        ],
        # readable for all eyes, captions and narration (issue 36): shapes and words beside every
        # colour are always drawn, so there is no colour-blind switch
        READABLE: [
            ("high_contrast", N_("High contrast"),
             N_("Every panel and window black, text white or in bright colours (at least 7:1), buttons edged in "
                "yellow and panels in white or grey; cards and map tiles keep their look"), True),
            ("reduced_motion", N_("Reduced motion"), N_("No animations, shakes or sliding: every move shows at once"),
             True),
            ("flash_free", N_("No flashing"), N_("Glowing rings and frames hold still instead of pulsing"), True),
            ("captions", N_("Captions for sounds"), N_("A line of words for each sound, e.g. [a chest creaks open]"),
             True),
            ("speech", N_("Read the log aloud") if speech_problem is None
             else N_("Read the log aloud (not available)"), speech_tip, speech_problem is None),
        ],
        # then the Controls window's button and the language row
        KEYS_AND_LANGUAGE: [
            # --- the Hint's odds (issue 38) ---
            ("hint_odds", N_("Chance to win in the Hint"),
             N_("The Hint also shows each move's chance to win the game, worked out while you think (it keeps one "
                "processor core busy)"), True),
            ("machine_thinks", N_("Machine player thinks ahead"),
             N_("On: the Hint's choice and the machine players in the online seats you host play their moves out "
                "first where it matters (stronger, a moment's thought now and then). Off: they play by rules of "
                "thumb at once"), True),
        ],
    }
