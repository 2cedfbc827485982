"""Check boxes: a button whose label sits right of a drawn box, ticked when the option is on.

pygame_gui has no check box, so a check box is a UIButton themed "#check" / "#check_on" (its text
left-aligned, with room at its left: `text_horiz_alignment_padding`, scaled with the fonts by
look.scaled_theme) and a box drawn over that room by the scene's `draw_over`, sized from the
button's own height and padding so that it stays clear at every UI scale."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

BOX_FILL = (24, 19, 14)
BOX_EDGE = (240, 226, 192)
TICK = (158, 224, 138)  # the "on" green of the theme's #check_on border


def check_box(rect: pygame.Rect, label: str, on: bool, manager: pygame_gui.UIManager,
              container: object, tip: str | None = None) -> UIButton:
    """A check box's button (draw its box with `draw_check_box` in the scene's draw_over)."""
    return UIButton(rect, label, manager, container=container, tool_tip_text=tip,  # type: ignore[arg-type]
                    object_id="#check_on" if on else "#check")


def box_rect(button: UIButton) -> pygame.Rect:
    """Where the box of a check box button is drawn: centred in the room left of its label."""
    r = button.rect
    pad = int(getattr(button, "text_horiz_alignment_padding", 0) or r.height)
    side = max(10, min(r.height * 3 // 5, pad * 3 // 5))
    return pygame.Rect(r.x + (pad - side) // 2 + 2, r.centery - side // 2, side, side)


def is_on(button: UIButton) -> bool:
    return "#check_on" in button.object_ids


def draw_check_box(surface: pygame.Surface, button: UIButton) -> None:
    """The box of a check box button, with a tick when it is on."""
    if not button.visible:
        return
    box = box_rect(button)
    line = max(2, box.width // 9)
    pygame.draw.rect(surface, BOX_FILL, box, border_radius=max(2, box.width // 6))
    pygame.draw.rect(surface, BOX_EDGE, box, width=line, border_radius=max(2, box.width // 6))
    if is_on(button):
        x, y, s = box.x, box.y, box.width
        points = [(x + s * 0.22, y + s * 0.52), (x + s * 0.43, y + s * 0.74), (x + s * 0.80, y + s * 0.26)]
        pygame.draw.lines(surface, TICK, False, points, max(3, s // 6))


def draw_check_boxes(surface: pygame.Surface, container: object) -> None:
    """The boxes of every check box button in a scene's container."""
    for element in getattr(container, "elements", []):
        if isinstance(element, UIButton) and ("#check" in element.object_ids or is_on(element)):
            draw_check_box(surface, element)
