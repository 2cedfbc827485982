"""Readable for all eyes, captions and narration (issue 36): what the App does for them each frame.

- Captions (game/ui/captions.py) hear every sound cue through audio.LISTENERS and are drawn over
  everything at the window's foot while the `captions` setting is on.
- The narrator (game/ui/narrator.py) reads the log lines the scene's session adds, while the
  `speech` setting is on and a speech engine exists.
- The high-contrast theme is look.HIGH_CONTRAST, read by the widget theme and by look.text.
- Shapes and words beside colours are always drawn (settings.py says why `colour_blind` stays).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from . import audio, look, narrator
from .captions import Captions

if TYPE_CHECKING:
    from .app import App


class Access:
    def __init__(self, app: App) -> None:
        self.app = app
        self.captions = Captions(lambda: bool(app.settings.captions))
        audio.LISTENERS[:] = [self.captions.heard]  # one window at a time hears the cues
        self.narrator = narrator.Narrator()
        self._speech_problem: str | None | bool = False  # False: not asked yet (asking runs ldconfig once)
        look.HIGH_CONTRAST[0] = bool(app.settings.high_contrast)

    def speech_problem(self) -> str | None:
        """Why the log cannot be read aloud here (None: it can)."""
        if self._speech_problem is False:
            self._speech_problem = narrator.unavailable()
        problem = self._speech_problem
        assert problem is None or isinstance(problem, str)
        return self.narrator.problem or problem

    def update(self) -> None:
        look.STILL[0] = self.app.settings.still()
        on = bool(self.app.settings.speech) and self.speech_problem() is None
        self.narrator.follow(getattr(self.app.scene, "session", None) if self.app.scenes else None, on)

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        return self.captions.draw(surface, self.app.font_scale())

    def contrast_changed(self) -> None:
        """The high-contrast setting was toggled: the widgets are rebuilt in its colours."""
        look.HIGH_CONTRAST[0] = bool(self.app.settings.high_contrast)
        look.clear_rendered()
        self.app.relayout()
