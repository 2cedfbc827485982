"""Where the replay viewer's log goes in the side column (under the map's panel or a fight's heroes),
and where a fight's deciding hand goes when the stage has no room for it (the scene passes itself)."""

from __future__ import annotations

from typing import Any

import pygame


def place_log(self: Any) -> None:
    """The log fills the side column under what the stage shows there (the map's panel or the
    combat table's heroes)."""
    lay, pad = self.lay, self.pad
    if self.fighting:
        self.table.show(self.stage.size, self.app.settings.ui_scale)
        side = self.table.L.side
        top = self.table.L.hero_row(len(self.game.state.heroes) - 1).bottom + lay.u(6)
    else:
        side = self.side
        top = self.heroes_top + len(self.game.state.heroes) * self.hero_row_h() + lay.u(4)
    self.log_heading = pygame.Rect(side.x + pad, top, side.width - 2 * pad, lay.line(16))
    least = 1 if lay.large_text else 2  # large text: the log down to one line (it scrolls)
    box = pygame.Rect(side.x + pad, self.log_heading.bottom + lay.u(2), side.width - 2 * pad,
                      max(least * lay.line(13), self.stage.bottom - self.log_heading.bottom - lay.u(2) - pad))
    # a fight's heroes fill the side to the stage's foot (large text in a short window): no log there
    # (the moves' captions tell the story), rather than a box over the timeline under the stage
    self.log_room = box.bottom <= self.stage.bottom
    show_log(self, self.log_room)
    if self.log_box.relative_rect != box:
        self.log_box.set_relative_position(box.topleft)
        self.log_box.set_dimensions(box.size)

def show_log(self: Any, shown: bool) -> None:
    if shown and not self.log_box.visible:
        self.log_box.show()
    elif not shown and self.log_box.visible:
        self.log_box.hide()

def side_hand_slot(self: Any) -> pygame.Rect | None:
    """Where a fight's deciding hand goes in the side, in the log's place, when the stage has no room
    for it under the lanes (200 % in 1280x720): None when the lanes have it, or the side no room."""
    table = self.table
    if table.combat is None or not table.hand_left_out or table.hand_row is not None:
        return None
    side = table.L.side
    slot = pygame.Rect(side.x + self.pad, self.log_heading.y, side.width - 2 * self.pad, table.hand_row_h())
    return slot if slot.bottom <= self.stage.bottom - self.pad else None
