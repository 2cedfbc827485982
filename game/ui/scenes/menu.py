"""The in-game menu (Esc or the Menu button): save and quit, settings, rules, shortcuts, sound volumes,
and the game's share code to copy.

Every accepted move is already saved (autosave); "Save and quit" records the game once more and
leaves it, to the title screen or out of the program.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider, UILabel

from game.i18n import N_, _

from ..actions import key_for
from ..dialog import DialogScene
from ..look import DIM_INK, INK, text

STORY_TIP = N_("Story panels: the intro, each Ecology's arrival, the Stair Guardians and the Final Entity. "
               "The adventure log keeps the story either way.")


def story_label(on: bool) -> str:
    return _("Story panels: shown (click to hide)") if on else _("Story panels: hidden (click to show)")


SOUND_SLIDERS = (("master_volume", N_("All sound")), ("music_volume", N_("Music")),
                 ("effects_volume", N_("Sound effects")))


class MenuDialog(DialogScene):
    name = "menu"
    title = N_("Menu")
    closable = True
    window_scaled = True

    def build(self) -> None:
        w, h = self.app.size
        lay = self.app.layout
        self.col = lay.t(400)  # the left column's width: the longest label at the UI scale
        bh, step = lay.line(16) + lay.u(10), lay.line(16) + lay.u(16)
        self.top = lay.line(24) + lay.line(14) + lay.line(12) + lay.u(24)  # title, "Saved as", a save problem
        pw = min(w - lay.u(40), self.col * 2 + lay.u(80))
        # the right column holds at least the share code's button (at 200 % the left one gives way)
        from game.saves.share_code import code_of_game
        code_w = lay.text_w(_("Copy share code {code}").format(code=code_of_game(self.session.game) or "")) + lay.u(16)
        self.col = min(self.col, pw - lay.u(80) - code_w)
        online = getattr(self.session, "client", None) is not None  # an online game: its table (issue 35)
        ph = min(h - lay.u(20), self.top + (8 if online else 7) * step + lay.u(20))
        self.panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        self.spots, self.clicks, self.commands, self.controls = [], [], {}, {}
        self._seen = self.session.version
        y = self.panel.y + self.top
        for key, label in (("title", _("Save and return to the title")), ("quit", _("Save and quit the game")),
                           ("settings", _("Settings ({key})").format(key=key_for("settings"))),
                           ("rules", _("Rules reference ({key})").format(key=key_for("rules"))),
                           ("help", _("Shortcuts ({key})").format(key=key_for("help"))),
                           ("story", story_label(self.app.settings.story)),
                           *((("table", _("The table: seats, invite code")),) if online else ()),
                           ("close", _("Back to the game ({key})").format(key=key_for("back")))):
            b = self.button(pygame.Rect(self.panel.x + lay.u(20), y, self.col, bh), label, primary=key == "title",
                            tip=_(STORY_TIP) if key == "story" else None)
            self.controls[b] = key
            y += step
        x = self.panel.x + lay.u(40) + self.col
        self._sound_controls(pygame.Rect(x, self.panel.y + self.top, self.panel.right - lay.u(20) - x, 0))
        self._code_button(pygame.Rect(x, self.panel.y + lay.u(14), self.panel.right - lay.u(20) - x,
                                      lay.line(14) + lay.u(10)))

    def _code_button(self, rect: pygame.Rect) -> None:
        """The game's share code (issue 38) on a button that copies it, top right."""
        from game.saves.share_code import code_of_game, no_code_reason
        self.code = code_of_game(self.session.game)
        if self.code is None:
            self.code_button = self.button(rect, _("This game has no share code"),
                                           tip=no_code_reason(self.session.game), enabled=False)
            return
        self.code_button = self.button(rect, _("Copy share code {code}").format(code=self.code),
                                       tip=_("Copy this game's share code: typed in at New game (or with --code), "
                                             "it sets up this very game, the same heroes, seed and options."))
        self.controls[self.code_button] = "copy code"

    def _sound_controls(self, area: pygame.Rect) -> None:
        """A slider for each volume (0-100 %) and the mute button, in the menu's right column."""
        s = self.app.settings
        self.sliders: dict[UIHorizontalSlider, str] = {}
        self.slider_labels: dict[str, UILabel] = {}
        lay = self.app.layout
        lh, sh = lay.line(15) + lay.u(4), lay.t(26)
        y = area.y
        for name, label in SOUND_SLIDERS:
            self.slider_labels[name] = UILabel(pygame.Rect(area.x, y, area.w, lh), self._volume_words(name, label),
                                               self.manager, container=self.root)
            slider = UIHorizontalSlider(pygame.Rect(area.x, y + lh + lay.u(2), area.w, sh),
                                        round(getattr(s, name) * 100), (0, 100), self.manager,
                                        container=self.root, click_increment=5)
            self.sliders[slider] = name
            y += lh + sh + lay.u(14)
        self.sound_bottom = y + lay.line(16) + lay.u(14)  # under the mute button: the no-device line
        self.mute_button = self.button(pygame.Rect(area.x, y + lay.u(4), area.w, lay.line(16) + lay.u(10)),
                                       self._mute_words(),
                                       tip=_("{key} turns all sound off and on again from any screen.").format(
                                           key=key_for("mute")))
        self.controls[self.mute_button] = "mute"

    def _volume_words(self, name: str, label: str) -> str:
        return _("{label}: {percent}%").format(label=_(label), percent=round(getattr(self.app.settings, name) * 100))

    def _mute_words(self) -> str:
        words = _("Sound is off: turn it on ({key})") if self.app.settings.muted else _("Turn all sound off ({key})")
        return words.format(key=key_for("mute"))

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element in self.sliders:
            name = self.sliders[event.ui_element]
            setattr(self.app.settings, name, max(0, min(100, int(event.value))) / 100)
            self.slider_labels[name].set_text(self._volume_words(name, dict(SOUND_SLIDERS)[name]))
            self.app.audio.apply_volume()
            self.app.settings.save(self.app.saves_dir / "settings.json")
            now = pygame.time.get_ticks()
            if name != "music_volume" and now - getattr(self, "_heard_at", -1000) > 250:
                self._heard_at = now
                self.app.audio.play("card_play")  # hear the new level (not once per step of a drag)
            return
        super().handle(event, consumed)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.root is not None and self.mute_button.text != self._mute_words():  # M pressed while open
            self.mute_button.set_text(self._mute_words())

    def still_current(self) -> bool:
        return True

    def deciding_hero(self) -> int | None:
        return None

    def control(self, what: Any) -> None:
        if what == "mute":
            self.app.toggle_mute()
            return
        if what == "copy code":
            from ..share import copy_to_clipboard
            copied = self.code is not None and copy_to_clipboard(self.code)
            self.code_button.set_text(_("Copied: {code}").format(code=self.code) if copied
                                      else _("Share code {code}").format(code=self.code))
            return
        if what == "table":
            self.app.show("lobby", self.session)
            return
        self.session.autosave()
        if what == "title":
            self.app.show("title")
        elif what == "quit":
            self.app.quit()
        elif what == "settings":
            self.app.overlays.toggle_settings()
        elif what == "help":
            self.app.overlays.toggle_help()
        elif what == "story":
            self.app.settings.story = not self.app.settings.story
            self.app.apply_settings()  # saved with the other settings
            self.rebuild()

    def draw_body(self, surface: pygame.Surface) -> None:
        lay = self.app.layout
        c = self.session.saved_game
        words = _("Saved as “{name}”").format(name=c.name) if c is not None else _("This game is not being saved.")
        y = self.panel.y + lay.u(12) + lay.line(24)
        text(surface, words, (self.panel.x + lay.u(20), y), 14, INK if c is not None else DIM_INK)
        if self.session.save_problem:
            text(surface, self.session.save_problem[:60], (self.panel.x + lay.u(20), y + lay.line(14)), 12,
                 (255, 150, 130))
        x = self.panel.x + lay.u(40) + self.col
        if self.app.audio.problem:
            text(surface, _("No sound device: the game plays in silence."), (x, self.sound_bottom), 12, DIM_INK)
