"""The in-game menu (Esc or the Menu button): save and quit, settings, rules, shortcuts.

Every accepted move is already saved (autosave); "Save and quit" records the game once more and
leaves it, to the title screen or out of the program.
"""

from __future__ import annotations

from typing import Any

import pygame

from ..look import DIM_INK, INK, text
from .dialog import DialogScene

STORY_TIP = ("Story panels: the intro, each Ecology's arrival, the Stair Guardians and the Final Entity. "
             "The adventure log keeps the story either way.")


def story_label(on: bool) -> str:
    return "Story panels: shown (click to hide)" if on else "Story panels: hidden (click to show)"


class MenuDialog(DialogScene):
    name = "menu"
    title = "Menu"
    closable = True

    def build(self) -> None:
        w, h = self.app.size
        self.panel = pygame.Rect((w - 420) // 2, (h - 470) // 2, 420, 470)
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

    def still_current(self) -> bool:
        return True

    def deciding_hero(self) -> int | None:
        return None

    def control(self, what: Any) -> None:
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
        if self.session.save_problem:
            text(surface, self.session.save_problem[:60], (self.panel.x + 20, self.panel.y + 68), 12, (255, 150, 130))
