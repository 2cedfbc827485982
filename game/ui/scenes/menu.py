"""The in-game menu (Esc or the Menu button): save and quit, settings, rules, shortcuts, sound volumes.

Every accepted move is already saved (autosave); "Save and quit" records the game once more and
leaves it, to the title screen or out of the program.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider, UILabel

from ..look import DIM_INK, INK, text
from .dialog import DialogScene

STORY_TIP = ("Story panels: the intro, each Ecology's arrival, the Stair Guardians and the Final Entity. "
             "The adventure log keeps the story either way.")


def story_label(on: bool) -> str:
    return "Story panels: shown (click to hide)" if on else "Story panels: hidden (click to show)"


SOUND_SLIDERS = (("master_volume", "All sound"), ("music_volume", "Music"), ("effects_volume", "Sound effects"))


class MenuDialog(DialogScene):
    name = "menu"
    title = "Menu"
    closable = True

    def build(self) -> None:
        w, h = self.app.size
        self.panel = pygame.Rect((w - 760) // 2, (h - 470) // 2, 760, 470)
        self.spots, self.clicks, self.commands, self.controls = [], [], {}, {}
        self._seen = self.session.version
        y = self.panel.y + 90
        for key, label in (("title", "Save and return to the title"), ("quit", "Save and quit the game"),
                           ("settings", "Settings (F3)"), ("rules", "Rules reference (F2)"),
                           ("help", "Shortcuts (F1)"), ("story", story_label(self.app.settings.story)),
                           ("close", "Back to the game (Esc)")):
            b = self.button(pygame.Rect(self.panel.x + 40, y, 340, 40), label, primary=key == "title",
                            tip=STORY_TIP if key == "story" else None)
            self.controls[b] = key
            y += 48
        self._sound_controls(pygame.Rect(self.panel.x + 420, self.panel.y + 90, 300, 300))

    def _sound_controls(self, area: pygame.Rect) -> None:
        """A slider for each volume (0-100 %) and the mute button, in the menu's right column."""
        s = self.app.settings
        self.sliders: dict[UIHorizontalSlider, str] = {}
        self.slider_labels: dict[str, UILabel] = {}
        y = area.y
        for name, label in SOUND_SLIDERS:
            self.slider_labels[name] = UILabel(pygame.Rect(area.x, y, area.w, 22), self._volume_words(name, label),
                                               self.manager, container=self.root)
            slider = UIHorizontalSlider(pygame.Rect(area.x, y + 24, area.w, 26), round(getattr(s, name) * 100),
                                        (0, 100), self.manager, container=self.root, click_increment=5)
            self.sliders[slider] = name
            y += 64
        self.mute_button = self.button(pygame.Rect(area.x, y + 4, area.w, 40), self._mute_words(),
                                       tip="M turns all sound off and on again from any screen.")
        self.controls[self.mute_button] = "mute"

    def _volume_words(self, name: str, label: str) -> str:
        return f"{label}: {round(getattr(self.app.settings, name) * 100)}%"

    def _mute_words(self) -> str:
        return "Sound is off: turn it on (M)" if self.app.settings.muted else "Turn all sound off (M)"

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
        self.session.autosave()
        if what == "title":
            from .title import TitleScene
            self.app.switch(TitleScene(self.app))
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
        c = self.session.campaign
        words = f"Saved as “{c.name}”" if c is not None else "This game is not being saved."
        text(surface, words, (self.panel.x + 20, self.panel.y + 50), 14, INK if c is not None else DIM_INK)
        text(surface, "Sound", (self.panel.x + 420, self.panel.y + 62), 16, INK, bold=True)
        if self.app.audio.problem:
            text(surface, "No sound device: the game plays in silence.",
                 (self.panel.x + 420, self.panel.y + 372), 12, DIM_INK)
        if self.session.save_problem:
            text(surface, self.session.save_problem[:60], (self.panel.x + 20, self.panel.y + 68), 12, (255, 150, 130))
