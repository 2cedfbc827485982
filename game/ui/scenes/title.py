"""The title screen: new game, continue, load, settings, quit."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from ..backdrop import draw_depths_backdrop, draw_key_art
from ..look import GOLD, text
from ..scene import Scene


def saves_available(app: Any) -> list[str]:
    """Saved campaign names, most recently played first (game.saves); never raises."""
    try:
        return app.store().names()
    except Exception:  # noqa: BLE001  (an unreadable saves folder: nothing to continue)
        return []


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
        UILabel(pygame.Rect(0, self.underline_y + lay.u(4), w, sub_h), "a co-operative descent for one to three heroes",
                m, container=root, object_id="#subtitle")
        from game.version import __version__
        vh = lay.line(15) + lay.u(4)
        self.version_label = UILabel(pygame.Rect(w - lay.t(260), h - vh - lay.u(6), lay.t(250), vh),
                                     f"Version {__version__}", m, container=root, object_id="#version")
        saves = saves_available(self.app)
        self.buttons: dict[str, UIButton] = {}
        y = max(int(h * 0.42), self.underline_y + sub_h + lay.u(20))
        bh, step = lay.line(18) + lay.u(10), lay.line(18) + lay.u(20)
        for key, label, tip, enabled in (
                ("new", "New game", "Choose heroes, players, Ecology and difficulty", True),
                ("continue", "Continue", "Resume the latest save" if saves else "No saved game yet", bool(saves)),
                ("load", "Load...", "Choose a saved game" if saves else "No saved game yet", bool(saves)),
                ("settings", "Settings", "UI scale, animation speed, fullscreen, colour-blind markers (F3)", True),
                ("quit", "Quit", "Leave the depths", True)):
            b = UIButton(pygame.Rect(w // 2 - lay.t(150), y, lay.t(300), bh), label, m, container=root,
                         tool_tip_text=tip, object_id="#primary" if key == "new" else None)
            if not enabled:
                b.disable()
            self.buttons[key] = b
            y += step
        self.t = 0.0

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons["new"]:
                self.app.show("setup")
            elif event.ui_element is self.buttons["continue"]:
                self.continue_latest()
            elif event.ui_element is self.buttons["load"]:
                self.app.show("load")
            elif event.ui_element is self.buttons["settings"]:
                self.app.overlays.toggle_settings()
            elif event.ui_element is self.buttons["quit"]:
                self.app.quit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.app.show("setup")

    def continue_latest(self) -> None:
        """Resume the most recently played campaign; a broken one opens the load list instead."""
        from game.saves import SaveError
        names = saves_available(self.app)
        if not names:
            return
        try:
            session = self.app.open_campaign(names[0])
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
        text(surface, "F1 shortcuts  ·  F2 rules  ·  F3 settings", (w // 2, h - lay.line(14)), 14, (150, 130, 100),
             anchor="center")
