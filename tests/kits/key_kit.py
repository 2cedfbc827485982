"""The bot's moves made with the keyboard alone (no tests here): key presses posted as a keyboard sends
them (KEYDOWN then KEYUP), the focus ring moved with Tab / Shift+Tab to what the mouse would have
clicked and pressed with Enter, the drawn tile carried across the legal squares and turned with E.
No mouse event is ever posted. Used by tests/ui/test_keys_whole_game.py and the focus tests."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from game.bot import heuristic as bot
from game.rules import Game
from game.ui.app import App
from tests.kits.mouse_kit import make, offers
from tests.kits.ui_kit import steps

MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)


def key(app: App, name: str, mod: int = 0, frames: int = 1) -> None:
    """One key pressed and let go (`name` as pygame names keys: "tab", "return", "e")."""
    code = pygame.key.key_code(name)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0))
    steps(app, frames)


def ring_on(app: App, pick: Callable[[Any], bool]) -> None:
    """Tab (or Shift+Tab, whichever is fewer presses) until the ring is on the target `pick` chooses."""
    focus = app.input.focus
    targets = focus.targets()
    want = next((i for i, t in enumerate(targets) if pick(t)), None)
    assert want is not None, f"no focus target wanted in {app.scene.name}: {[t.label for t in targets]}"
    if not focus.visible:
        key(app, "tab", frames=0)  # the first Tab shows the ring on the first target
        targets = focus.targets()
    now = focus.current(targets)
    at = next(i for i, t in enumerate(targets) if t is now)
    n = len(targets)
    forward = (want - at) % n
    presses = [("tab", 0)] * forward if forward <= n - forward else [("tab", pygame.KMOD_SHIFT)] * (n - forward)
    for name, mod in presses:
        code = pygame.key.key_code(name)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0))
    steps(app)
    assert pick(focus.current()), f"the ring did not reach the target in {app.scene.name}"


def press_on(app: App, pos: tuple[int, int]) -> None:
    """What a click at `pos` does, with keys: the ring to the smallest target there, then Enter."""
    targets = app.input.focus.targets()
    there = [t for t in targets if t.rect.collidepoint(pos)]
    assert there, f"nothing the ring can reach at {pos} in {app.scene.name}"
    wanted = min(there, key=lambda t: t.rect.width * t.rect.height)
    ring_on(app, lambda t: t is not None and t.key == wanted.key)
    key(app, "return", frames=3)


def carry(app: App, where: tuple[int, int, int]) -> None:
    """The drawn tile to square (x, y) turned to `rotation`: the ring on the drawn tile, Enter picks it
    up, Tab across the legal squares (the tile goes with the ring), E turns it, Enter places it."""
    x, y, rotation = where
    sc: Any = app.scene
    ring_on(app, lambda t: t is not None and t.key == ("slot",))
    key(app, "return", frames=2)
    assert sc.held, "Enter on the drawn tile picks it up"
    ring_on(app, lambda t: t is not None and t.key == ("square", x, y))
    for _ in range(4):
        if sc.rotation == rotation:
            break
        key(app, "e")
    assert sc.square == (x, y) and sc.rotation == rotation
    key(app, "return", frames=2)


def play_with_the_keys(app: App, game: Game, rng: random.Random, stop: Callable[[App], bool],
                       limit: int = 3000) -> set[str]:
    """Make the bot's moves with key presses only until `stop(app)`; every move must be reachable by
    the focus ring and change the game."""
    seen: set[str] = set()
    for _ in range(limit):
        steps(app)
        seen.add(app.scene.name)
        if stop(app):
            break
        if getattr(app.scene, "summary", None) is not None or app.scene.name == "found":
            key(app, "escape" if app.scene.name == "found" else "return", frames=2)  # the fight panel; a Chest's card
            continue
        offered = offers(app)
        assert offered, f"nothing to press in {app.scene.name} (phase {game.state.phase})"
        wanted = bot.choose(game, rng)
        offer = next((o for o in offered if o[2] == wanted), None)
        assert offer is not None, f"the bot's move {wanted!r} cannot be reached in {app.scene.name}"
        before = len(game.events)
        make(app, offer, tap=press_on, carry=carry)
        assert len(game.events) > before, f"pressing {offer[0]} for {offer[2].kind} in {app.scene.name} did " \
                                          f"nothing ({app.scenes[0].session.refusal})"
    steps(app, 2)
    seen.add(app.scene.name)
    return seen
