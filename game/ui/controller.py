"""Game controllers (SDL GameController through pygame-ce): plugged in and out while the game runs.

A button acts as the action it is bound to (game/ui/actions.py): the focus ring's actions (the D-pad,
A) move and press the ring at once; any other action's button acts as that action's key would (a key
press is posted for it), so every scene that knows the key knows the button. The left stick pushed
past half way moves the ring once per push, like the D-pad.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pygame

from . import actions

STICK_PUSH = 16384  # half way: a push past it moves the ring once
STICK_BACK = 8192  # back under a quarter: the stick is at rest again


def init() -> None:
    """Start SDL's controller support (quietly nothing where it cannot start)."""
    with contextlib.suppress(Exception):
        from pygame._sdl2 import controller
        if not controller.get_init():
            controller.init()


class Pads:
    """The controllers plugged in, by SDL instance id."""

    def __init__(self) -> None:
        self.open: dict[int, Any] = {}
        self._pushed: dict[int, int] = {}  # stick axis -> -1 / 0 / 1 as last seen
        init()

    def plugged(self, event: pygame.event.Event) -> bool:
        """Hot-plugging: open a controller when it arrives, forget it when it leaves."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            with contextlib.suppress(Exception):  # gone again already, or not a controller after all
                from pygame._sdl2 import controller
                pad = controller.Controller(int(getattr(event, "device_index", 0)))
                joystick = pad.as_joystick()
                self.open[int(joystick.get_instance_id())] = pad
            return True
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            pad = self.open.pop(int(getattr(event, "instance_id", -1)), None)
            if pad is not None:
                with contextlib.suppress(Exception):
                    pad.quit()
            return True
        return False

    def stick(self, event: pygame.event.Event) -> str | None:
        """The move a left-stick motion makes ("move_left" ...), once per push; None otherwise."""
        axis, value = getattr(event, "axis", -1), int(getattr(event, "value", 0))
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return None
        was = self._pushed.get(axis, 0)
        now = 1 if value > STICK_PUSH else -1 if value < -STICK_PUSH else was if abs(value) > STICK_BACK else 0
        self._pushed[axis] = now
        if now == 0 or now == was:
            return None
        if axis == pygame.CONTROLLER_AXIS_LEFTX:
            return "move_right" if now > 0 else "move_left"
        return "move_down" if now > 0 else "move_up"


def key_event(chord_name: str) -> pygame.event.Event | None:
    """The KEYDOWN a chord is ("shift+tab": Tab with Shift held)."""
    *mods, name = chord_name.split("+") if chord_name not in ("+", "[+]") else [chord_name]
    if name == "" and chord_name.endswith("+"):
        name = "+"
    try:
        key = pygame.key.key_code(name)
    except (ValueError, pygame.error):
        return None
    mod = 0
    for word, bit in actions.MODIFIERS:
        if word in mods:
            mod |= bit
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0, from_pad=True)


def post_keys_for(event: pygame.event.Event) -> int:
    """A controller button's actions, each as a press of its first key (posted for the next frame)."""
    posted: set[str] = set()
    amap = actions.current()
    for name in amap.actions_of(event):
        keys = amap.keys[name]
        if keys and keys[0] not in posted:
            down = key_event(keys[0])
            if down is not None:
                posted.add(keys[0])
                pygame.event.post(down)
    return len(posted)
