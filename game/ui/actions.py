"""The action map: every named action the player can take without the mouse, and its keys and buttons.

Each action has default keys (chords such as "return", "shift+tab", "ctrl+z", named as pygame names
keys) and controller buttons (SDL GameController names: "a", "leftshoulder", "dpad_up"). The player's
rebinds are kept in the settings (`Settings.controls`: only what differs from the defaults). Every
shortcut of the game asks `pressed(event, "name")`, so a rebind reaches every scene at once, and the
Help window and the Controls window list what is bound now.

Two actions may share a key only where they never meet: an action of the map ("map") and one of the
replay viewer ("replay") may; an action that works everywhere ("everywhere") shares its keys with none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import N_, _


@dataclass(frozen=True)
class Action:
    name: str
    words: str  # what the Help and the Controls windows call it (English, marked N_: `_()` where shown)
    keys: tuple[str, ...]  # the default key chords
    buttons: tuple[str, ...] = ()  # the default controller buttons
    where: str = "everywhere"  # "everywhere", "ring" (the ring's arrows), "play" (the map and the combat
    # table), "map", "replay"


ACTIONS: tuple[Action, ...] = (
    Action("confirm", N_("Press the control with the focus ring"), ("return", "enter"), ("a",)),
    Action("back", N_("Back: put the carried tile back, close a window or dialog, open the menu"), ("escape",), ("b",)),
    Action("focus_next", N_("Move the focus ring to the next control"), ("tab",)),
    Action("focus_prev", N_("Move the focus ring to the previous control"), ("shift+tab",)),
    Action("move_up", N_("Move the focus ring (or the carried tile) up"), ("up",), ("dpad_up",), "ring"),
    Action("move_down", N_("Move the focus ring (or the carried tile) down"), ("down",), ("dpad_down",), "ring"),
    Action("move_left", N_("Move the focus ring (or the carried tile) left"), ("left",), ("dpad_left",), "ring"),
    Action("move_right", N_("Move the focus ring (or the carried tile) right"), ("right",), ("dpad_right",), "ring"),
    Action("menu", N_("Open the menu"), ("f10",), ("start",)),
    Action("help", N_("This help"), ("f1",), ("back",)),
    Action("rules", N_("The rules reference (searchable)"), ("f2",)),
    Action("settings", N_("Settings"), ("f3",)),
    Action("hint", N_("A hint: the move the bot would make, and why"), ("h",), ("rightstick",)),
    Action("undo", N_("Undo (never past a drawn tile or card)"), ("u", "ctrl+z"), ("y",)),
    Action("mute", N_("Sound on / off"), ("m",)),
    Action("quick", N_("Draw a map tile; at the table, the highlighted move; in a story, go on"), ("space", "d"),
           ("x",), "play"),
    Action("rotate_left", N_("Turn the carried tile left"), ("q",), ("leftshoulder",), "map"),
    Action("rotate_right", N_("Turn the carried tile right"), ("e",), ("rightshoulder",), "map"),
    Action("fit", N_("Fit the whole map on screen"), ("f",), ("leftstick",), "map"),
    Action("zoom_in", N_("Zoom in"), ("=", "[+]", "+"), (), "map"),
    Action("zoom_out", N_("Zoom out"), ("-", "[-]"), (), "map"),
    Action("pan_left", N_("Pan the map left"), ("shift+left",), (), "map"),
    Action("pan_right", N_("Pan the map right"), ("shift+right",), (), "map"),
    Action("pan_up", N_("Pan the map up"), ("shift+up",), (), "map"),
    Action("pan_down", N_("Pan the map down"), ("shift+down",), (), "map"),
    Action("point", N_("Online: show everyone the square under the pointer"), ("p",), (), "map"),
    Action("replay_play", N_("Replay: play or pause"), ("space",), ("x",), "replay"),
    Action("replay_back", N_("Replay: one move back"), ("left",), ("leftshoulder",), "replay"),
    Action("replay_on", N_("Replay: one move on"), ("right",), ("rightshoulder",), "replay"),
    Action("replay_first", N_("Replay: the first move"), ("home",), (), "replay"),
    Action("replay_last", N_("Replay: the last move"), ("end",), (), "replay"),
    Action("replay_mark_back", N_("Replay: the previous mark"), ("page up",), (), "replay"),
    Action("replay_mark_on", N_("Replay: the next mark"), ("page down",), (), "replay"),
    Action("replay_fit", N_("Replay: fit the whole map on screen"), ("f",), ("leftstick",), "replay"),
    Action("replay_speed_1", N_("Replay: normal speed"), ("1",), (), "replay"),
    Action("replay_speed_2", N_("Replay: twice as fast"), ("2",), (), "replay"),
    Action("replay_speed_4", N_("Replay: four times as fast"), ("3",), (), "replay"),
    Action("replay_instant", N_("Replay: instant"), ("4",), (), "replay"),
)
BY_NAME = {a.name: a for a in ACTIONS}

# SDL GameController buttons by name, and how the Controls window writes them
BUTTONS: dict[str, int] = {
    name.removeprefix("CONTROLLER_BUTTON_").lower(): getattr(pygame, name)
    for name in dir(pygame) if name.startswith("CONTROLLER_BUTTON_")
    and name not in ("CONTROLLER_BUTTON_INVALID", "CONTROLLER_BUTTON_MAX")}
# how the Controls window writes them (translated where shown: `button_words`)
BUTTON_WORDS = {"a": "A", "b": "B", "x": "X", "y": "Y", "back": N_("Back / Select"), "guide": N_("Guide"),
                "start": N_("Start / Menu"), "leftstick": N_("Left stick press"),
                "rightstick": N_("Right stick press"), "leftshoulder": N_("Left shoulder (LB)"),
                "rightshoulder": N_("Right shoulder (RB)"), "dpad_up": N_("D-pad up"),
                "dpad_down": N_("D-pad down"), "dpad_left": N_("D-pad left"), "dpad_right": N_("D-pad right")}
MODIFIERS = (("ctrl", pygame.KMOD_CTRL), ("alt", pygame.KMOD_ALT), ("shift", pygame.KMOD_SHIFT))
MOVES = {"move_up": (0, -1), "move_down": (0, 1), "move_left": (-1, 0), "move_right": (1, 0)}


def _overlap(a: str, b: str) -> bool:
    """Whether actions of these two places can both act on one key press. The ring's arrows ("ring")
    act everywhere but in the replay viewer, whose Left and Right step through the game (its Up and
    Down, Tab and Enter still move and press the ring)."""
    if "ring" in (a, b):
        return {a, b} != {"ring", "replay"}
    return a == b or "everywhere" in (a, b) or {a, b} == {"play", "map"}


def scene_takes(event: Any, scope: str) -> bool:
    """Whether `event` is one of the actions of `scope` (a scene's own keys: "replay"), which then go
    to the scene before the ring."""
    return any(a.where == scope and _current.pressed(event, a.name) for a in ACTIONS)


def chord(event: Any) -> str | None:
    """The chord a KEYDOWN event is: "shift+tab", "ctrl+z", "q" (None for a bare modifier key)."""
    name = pygame.key.name(event.key)
    if not name or name.endswith(("shift", "ctrl", "alt", "meta", "gui")):
        return None
    mod = getattr(event, "mod", 0)
    held = [word for word, bit in MODIFIERS if mod & bit]
    return "+".join([*held, name])


# the keys with names, as the player reads them (translated where shown)
KEY_NAMES = {"return": N_("Enter"), "enter": N_("Keypad Enter"), "space": N_("Space"), "escape": N_("Esc"),
             "[+]": N_("Keypad +"), "[-]": N_("Keypad -"), "left": N_("Left"), "right": N_("Right"), "up": N_("Up"),
             "down": N_("Down"), "page up": N_("Page Up"), "page down": N_("Page Down"), "home": N_("Home"),
             "end": N_("End"), "backspace": N_("Backspace"), "delete": N_("Delete"), "tab": N_("Tab")}
MODIFIER_NAMES = {"ctrl": N_("Ctrl"), "alt": N_("Alt"), "shift": N_("Shift")}


def key_words(chord_name: str) -> str:
    """A chord as the player reads it, in the current language: "Shift+Tab", "Enter", "Page Up", "Keypad +"."""
    held, rest = [], chord_name
    while any(rest.startswith(m + "+") and len(rest) > len(m) + 1 for m, _bit in MODIFIERS):
        m = next(m for m, _bit in MODIFIERS if rest.startswith(m + "+"))
        held.append(_(MODIFIER_NAMES[m]))
        rest = rest[len(m) + 1:]
    shown = _(KEY_NAMES[rest]) if rest in KEY_NAMES else rest.upper() if len(rest) == 1 else rest.title()
    return "+".join([*held, shown])


def button_words(button: str) -> str:
    """A controller button as the player reads it, in the current language ("Right stick press")."""
    words = BUTTON_WORDS.get(button)
    return button if words is None else words if len(words) == 1 else _(words)


def action_words(name: str) -> str:
    """What action `name` does, in the current language (the Help and the Controls windows)."""
    return _(BY_NAME[name].words)


def button_name(button: int) -> str | None:
    return next((name for name, value in BUTTONS.items() if value == button), None)


class ActionMap:
    """The keys and buttons of every action: the defaults with the player's rebinds over them."""

    def __init__(self, overrides: dict[str, Any] | None = None) -> None:
        self.keys: dict[str, list[str]] = {a.name: list(a.keys) for a in ACTIONS}
        self.buttons: dict[str, list[str]] = {a.name: list(a.buttons) for a in ACTIONS}
        for name, bound in (overrides or {}).items() if isinstance(overrides, dict) else ():
            if name not in BY_NAME or not isinstance(bound, dict):
                continue  # an action of an older or newer version, or a hand-edited file: ignored
            keys, buttons = bound.get("keys"), bound.get("buttons")
            if isinstance(keys, list) and all(isinstance(k, str) for k in keys):
                self.keys[name] = list(keys)
            if isinstance(buttons, list) and all(isinstance(b, str) and b in BUTTONS for b in buttons):
                self.buttons[name] = list(buttons)

    def overrides(self) -> dict[str, dict[str, list[str]]]:
        """What differs from the defaults (saved with the settings)."""
        out: dict[str, dict[str, list[str]]] = {}
        for a in ACTIONS:
            mine: dict[str, list[str]] = {}
            if self.keys[a.name] != list(a.keys):
                mine["keys"] = list(self.keys[a.name])
            if self.buttons[a.name] != list(a.buttons):
                mine["buttons"] = list(self.buttons[a.name])
            if mine:
                out[a.name] = mine
        return out

    # --- what a press means ----------------------------------------------------------------------

    def pressed(self, event: Any, name: str) -> bool:
        """Whether `event` (a key or a controller button going down) is the action `name`.

        A chord with Shift held counts as the same chord without it unless some action is bound to
        it with Shift (Shift+Tab is its own action; Shift+E still turns the tile)."""
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            return button_name(getattr(event, "button", -1)) in self.buttons[name]
        if event.type != pygame.KEYDOWN:
            return False
        c = chord(event)
        if c is None:
            return False
        if c in self.keys[name]:
            return True
        if c.startswith("shift+") or "+shift+" in c:
            plain = c.replace("shift+", "")
            return plain in self.keys[name] and self.owner("keys", c) is None
        return False

    def actions_of(self, event: Any) -> list[str]:
        return [a.name for a in ACTIONS if self.pressed(event, a.name)]

    def owner(self, kind: str, bound: str, beside: str = "everywhere", but: str | None = None) -> str | None:
        """The action (not `but`) that `bound` (a chord or a button) already does where `beside` acts."""
        table = self.keys if kind == "keys" else self.buttons
        for a in ACTIONS:
            if a.name != but and bound in table[a.name] and _overlap(a.where, beside):
                return a.name
        return None

    # --- rebinding ---------------------------------------------------------------------------

    def rebind(self, name: str, kind: str, bound: str) -> str | None:
        """Make `bound` (a chord for kind "keys", a button name for "buttons") the one key or button of
        `name`. Returns None when done, else the sentence saying why not (nothing changes)."""
        action = BY_NAME[name]
        shown = key_words(bound) if kind == "keys" else button_words(bound)
        if kind == "buttons" and bound not in BUTTONS:
            return _("{button} is not a controller button this game knows.").format(button=shown[:24])
        other = self.owner(kind, bound, action.where, but=name)
        if other is not None:
            if kind == "keys":
                return _("{key} already does “{action}”: change that first, or choose another key.").format(
                    key=shown, action=action_words(other))
            return _("{button} already does “{action}”: change that first, or choose another button.").format(
                button=shown, action=action_words(other))
        (self.keys if kind == "keys" else self.buttons)[name] = [bound]
        return None

    def reset(self) -> None:
        self.keys = {a.name: list(a.keys) for a in ACTIONS}
        self.buttons = {a.name: list(a.buttons) for a in ACTIONS}

    def words_for(self, name: str) -> str:
        """The keys and buttons of `name` as the player reads them ("Q · LB"); "none" when unbound."""
        keys = " / ".join(key_words(k) for k in self.keys[name])
        buttons = " / ".join(button_words(b) for b in self.buttons[name])
        return " · ".join(p for p in (keys, buttons) if p) or _("none")


# the map in use: the App installs the one made from its settings; scenes ask `pressed` of it
_current = ActionMap()


def install(action_map: ActionMap) -> None:
    global _current
    _current = action_map


def current() -> ActionMap:
    return _current


def pressed(event: Any, name: str) -> bool:
    """Whether `event` is the action `name` in the map in use."""
    return _current.pressed(event, name)


def key_for(name: str) -> str:
    """The key bound now to action `name`, as a label or tooltip names it ("Ctrl+Z", "H"): its first
    key, else its first controller button, else words saying it has none (a rebind shows at once)."""
    keys, buttons = _current.keys[name], _current.buttons[name]
    if keys:
        return key_words(keys[0])
    if buttons:
        return button_words(buttons[0])
    return _("no key")
