"""Whose keyboard it is: a text field's while it has the focus, else the game's shortcuts'.

While a text field (the rules search, a player's name, the seed, a saved game's name) has the keyboard,
every key is the field's: no game shortcut acts (issue 39). The App asks `typing()` before it hands a
key to anything but the widgets; Esc then only closes the windows over the game, or lets go of the
field, so a second Esc reaches the game.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryBox, UITextEntryLine

KEY_EVENTS = (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING)


def typing(manager: pygame_gui.UIManager) -> bool:
    """Whether a live text field has the keyboard."""
    focused = manager.get_focus_set() or set()
    return any(isinstance(e, UITextEntryLine | UITextEntryBox) and e.alive() for e in focused)


def typed(event: pygame.event.Event, manager: pygame_gui.UIManager) -> bool:
    """Whether `event` is a key meant for the text field that has the keyboard (none of the game's)."""
    return event.type in KEY_EVENTS and typing(manager)
