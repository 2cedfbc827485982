"""The log's box: it stays on its newest line unless the player scrolled up to read, and then says
"new lines below" (a button that brings the newest line back) when lines come in (issue 39).

pygame_gui's text box starts its scroll bar again at the top whenever it rebuilds: on `set_text`, on
the first line that overflows, and a fifth of a second after any `set_dimensions` (even to the same
size), which is how a draw or a placement sent the map's log back to its first line. This keeps the
player's place across all of them: it reads the scroll bar only while the bar is the one it last saw,
and puts a new bar where the player was.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox

from game.i18n import N_, _

NEW_LINES = N_("New lines below")  # the button's words (shown with _())
AT_END = 0.98  # a bar this far down shows the newest line
FEWEST_LOG_LINES = 8  # the fewest lines of the log a side panel keeps readable, at any window and UI scale
LOG_LINES = 40  # the log's last lines a side panel's box is written with (the map's and the combat table's)
LOG_SLACK = 40  # lines appended to it before it is written again with the last LOG_LINES


class LogView:
    """A UITextBox of log lines, and the "new lines below" button over its foot."""

    def __init__(self, box: UITextBox, manager: pygame_gui.UIManager, container: Any, button_h: int) -> None:
        self.box = box
        self._shown = 0  # lines of the log the box has been given
        self._in_box = 0  # lines in the box now
        self.follow = True  # the newest line is in view (False: the player scrolled up)
        self.unseen = False  # lines came in below while the player read above
        self._start = 0.0  # where the player's bar starts, while not following
        self._bar: Any = box.scroll_bar
        self.button = UIButton(pygame.Rect(0, 0, 200, button_h), _(NEW_LINES), manager, container=container,
                               tool_tip_text=_("Show the newest line of the log"), object_id="#control")
        self.button.hide()
        self._place_button()

    # --- the player's place -------------------------------------------------------------------

    def observe(self) -> None:
        """Read the player's place from the bar they see; a bar pygame_gui made anew is put back there."""
        bar = self.box.scroll_bar
        if bar is None:
            self._bar = None
            return
        if bar is not self._bar:  # rebuilt: at the top, whatever the player was reading
            self._restore()
            return
        self.follow = bar.start_percentage + bar.visible_percentage >= AT_END
        if self.follow:
            self.unseen = False
        else:
            self._start = bar.start_percentage
        self._show_button()

    def _restore(self) -> None:
        bar = self.box.scroll_bar
        self._bar = bar
        if bar is not None:
            bar.set_scroll_from_start_percentage(1.0 if self.follow else self._start)
            self.box.update(0.0)  # the text redrawn at the bar's place now, not next frame
        self._show_button()

    def to_newest(self) -> None:
        """The button: back to the newest line, following again."""
        self.follow, self.unseen = True, False
        self._bar = None
        self._restore()

    # --- changes ------------------------------------------------------------------------------

    def show_lines(self, log: list[str]) -> None:
        """Keep the box on the log's last lines: new lines are appended (pygame_gui lays out only them),
        and the box is written again with the last LOG_LINES when it would pass LOG_LINES + LOG_SLACK
        (pygame_gui keeps the whole laid-out text, surfaces included) or when the log shrank (an undo)."""
        if len(log) < self._shown:
            self._shown = 0
        new = len(log) - self._shown
        if new == 0 and self._shown:
            return
        if self._shown == 0 or self._in_box + new > LOG_LINES + LOG_SLACK:
            self.set_text("<br>".join(log[-LOG_LINES:]))
            self._in_box = min(len(log), LOG_LINES)
        else:
            self.append("".join("<br>" + line for line in log[self._shown:]))
            self._in_box += new
        self._shown = len(log)

    def set_text(self, html_text: str) -> None:
        self.observe()
        self.box.set_text(html_text)
        self._came_in()

    def append(self, html_text: str) -> None:
        self.observe()
        self.box.append_html_text(html_text)  # (it scrolls to the foot by itself: put back below)
        self._came_in()

    def _came_in(self) -> None:
        if not self.follow:
            self.unseen = True
        self._bar = None
        self._restore()

    def place(self, rect: pygame.Rect) -> None:
        """Move the box; a new size is laid out at once (not a fifth of a second later, at the top)."""
        self.observe()
        if self.box.relative_rect.topleft != rect.topleft:
            self.box.set_relative_position(rect.topleft)
        if self.box.relative_rect.size != rect.size:
            self.box.set_dimensions(rect.size)
            self.box.rebuild()
            self.box.should_trigger_full_rebuild = False
            self._bar = None
            self._restore()
        self._place_button()

    def _place_button(self) -> None:
        r = self.box.relative_rect
        bar_w = self.box.scroll_bar.relative_rect.width if self.box.scroll_bar is not None else 0
        w = min(r.width - bar_w - 8, max(120, r.width * 2 // 3))
        h = self.button.relative_rect.height
        self.button.set_dimensions((w, h))
        self.button.set_relative_position((r.x + (r.width - bar_w - w) // 2, r.bottom - h - 4))

    def _show_button(self) -> None:
        wanted = self.unseen and not self.follow and self.box.visible
        if wanted and not self.button.visible:
            self.button.show()
        elif not wanted and self.button.visible:
            self.button.hide()

    def handle(self, event: Any) -> bool:
        """True when `event` was the button's."""
        import pygame_gui
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.to_newest()
            return True
        return False
