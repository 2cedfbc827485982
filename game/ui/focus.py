"""The focus ring: one keyboard and controller focus over everything a player can press.

Each frame's targets are the scene's own drawn things (`scene.focus_targets()`: map squares while a
tile is carried, the drawn tile, glowing elements, cards in hand, pairs, a dialog's drawn cards) and
every live, shown, enabled pygame_gui button, field and list item (only those of the window on top
when one is open). Disabled controls are skipped: another player's turn online presses nothing.
Tab and Shift+Tab go through them in order; the arrows (the D-pad, the stick) go to the nearest one
that way; Enter (A) presses the one with the ring, as a click would. The ring is a thick two-tone
outline (black around white), so it reads on any colour, and shows from the first key or button
until the next mouse click.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIScrollingContainer, UITextEntryLine, UIVerticalScrollBar, UIWindow

from . import actions

RING_OUTER = (10, 8, 6)  # a dark band outside and inside a light one: visible on light and dark alike
RING_INNER = (255, 250, 235)


@dataclass
class Target:
    """One thing the ring can land on: where it is drawn, what pressing it does."""

    rect: pygame.Rect
    confirm: Callable[[], None]
    label: str = ""
    key: Hashable = None  # the same thing across frames (the ring stays on it when the screen redraws)
    on_focus: Callable[[], None] | None = None  # the ring arrived (the carried tile follows it)


def _press_widget(element: Any) -> None:
    """What a click on a pygame_gui button sends the scenes: its pressed event (the next frame's)."""
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {
        "ui_element": element, "ui_object_id": getattr(element, "most_specific_combined_id", ""),
        "mouse_button": 1}))


def _type_into(manager: Any, element: Any) -> Callable[[], None]:
    return lambda: manager.set_focus_set(element)


def top_window(manager: Any) -> Any:
    windows = [w for w in manager.get_sprite_group().sprites() if isinstance(w, UIWindow) and w.alive() and w.visible]
    return max(windows, key=lambda w: w.get_top_layer(), default=None)


def _inside(element: Any, window: Any) -> bool:
    """Whether `element` is one of `window`'s own (in its container, however deep, or its title bar's
    close button: a window's own control, which is not in the container of its contents)."""
    if element is getattr(window, "close_window_button", None):
        return True
    container, seen = getattr(element, "ui_container", None), 0
    inner = window.get_container()
    while container is not None and seen < 32:
        if container is inner or container is window:
            return True
        parent = getattr(container, "ui_container", None)
        container, seen = (None if parent is container else parent), seen + 1
    return False


SCROLL_BAR = 20  # the width of pygame_gui's scroll bar beside a scrolling container's options (not themed)


def scrolling_column(manager: Any, container: Any, area: pygame.Rect,
                     fill: Callable[[Any, int], int]) -> UIScrollingContainer:
    """A column of widgets in `area`'s top: `fill(inner, width)` places them in the container's inner
    container and returns their height; the container is as tall as they are, at most `area`'s height
    (then it scrolls, and they are placed again narrower by the scroll bar)."""
    width = area.width
    while True:
        box = UIScrollingContainer(pygame.Rect(area.topleft, (area.width, max(1, area.height))), manager,
                                   container=container, allow_scroll_x=False)
        height = fill(box.get_container(), width)
        if height <= area.height or width < area.width:
            break
        box.kill()
        width = area.width - SCROLL_BAR  # too tall: again, beside the scroll bar
    box.set_scrollable_area_dimensions((width, height))
    box.set_dimensions((area.width, min(height, area.height)))
    return box


def scrolled(scroller: UIScrollingContainer) -> int:
    """How far a scrolling container's options are scrolled up (pixels)."""
    return scroller.rect.top - scroller.get_container().rect.top


def scroll_to(scroller: UIScrollingContainer, by: int) -> None:
    """Scroll a scrolling container's options `by` pixels up (as far as they go)."""
    bar, content, view = scroller.vert_scroll_bar, scroller.get_container().rect, scroller.rect
    if bar is None or not scroller.vert_scroll_bar_active or content.height <= view.height:
        return
    bar.set_scroll_from_start_percentage(max(0, min(by, content.height - view.height)) / content.height)
    scroller.update(0.0)  # the options move now, not next frame


def scroll_into_view(scroller: UIScrollingContainer, element: Any) -> None:
    """Scroll `scroller` just enough that `element` (one of its options) is in its view."""
    scroll_rect_into_view(scroller, element.rect)


def scroll_rect_into_view(scroller: UIScrollingContainer, rect: pygame.Rect, margin: int = 0) -> None:
    """Scroll `scroller` just enough that `rect` (where something in it is now, `margin` round it: a
    drawn card with the ring) is in its view."""
    view, by = scroller.rect, scrolled(scroller)
    if rect.top - margin < view.top:
        scroll_to(scroller, by - (view.top - rect.top + margin))
    elif rect.bottom + margin > view.bottom:
        scroll_to(scroller, by + rect.bottom + margin - view.bottom)


def _scroll_page(bar: UIVerticalScrollBar, by: int) -> None:
    """A scroll bar's arrow pressed from the keyboard: its text moves most of a page up (-1) or down
    (+1). (A click holds the arrow down and scrolls while it is held; Enter holds nothing.)"""
    page = bar.visible_percentage
    bar.set_scroll_from_start_percentage(max(0.0, min(1.0 - page, bar.start_percentage + by * 0.9 * page)))


def _scroll_arrows(sprites: list[Any]) -> dict[int, Callable[[], None] | None]:
    """The vertical scroll bars' buttons: each arrow with what Enter on it does (a page that way),
    the bar's sliding thumb with None (dragged by the mouse only: the arrows move it)."""
    out: dict[int, Callable[[], None] | None] = {}
    for bar in sprites:
        if isinstance(bar, UIVerticalScrollBar) and bar.alive():
            for button, by in ((bar.top_button, -1), (bar.bottom_button, 1)):
                if button is not None:
                    out[id(button)] = partial(_scroll_page, bar, by)
            if bar.sliding_button is not None:
                out[id(bar.sliding_button)] = None
    return out


def widget_targets(manager: Any, screen: pygame.Rect) -> list[Target]:
    """The pressable widgets on screen, in reading order (those of the top window only, if one is open).
    The options of a scrolling container count where it is on screen, in their order in it, however
    far they are scrolled away: the ring's arrival scrolls one into view."""
    top = top_window(manager)
    sprites = manager.get_sprite_group().sprites()
    scrollers = {id(s.get_container()): s for s in sprites
                 if isinstance(s, UIScrollingContainer) and s.alive() and s.visible}
    arrows = _scroll_arrows(sprites)
    out: list[tuple[tuple[int, int, int, int], Target]] = []
    for el in sprites:
        if not isinstance(el, UIButton | UITextEntryLine) or not el.alive() or not el.visible:
            continue
        if isinstance(el, UIButton) and not el.is_enabled:
            continue
        scrolls = arrows.get(id(el), False)
        if scrolls is None:
            continue  # a scroll bar's thumb: its arrows scroll by keys
        rect = pygame.Rect(el.rect)
        scroller = scrollers.get(id(el.ui_container))
        at = rect if scroller is None else pygame.Rect(scroller.rect)  # where it counts on screen
        if rect.width <= 2 or rect.height <= 2 or not screen.contains(at.clip(screen)) or not screen.colliderect(at):
            continue
        if top is not None and not _inside(el, top):
            continue
        own = (0, 0) if scroller is None else (int(el.relative_rect.top) // 8, int(el.relative_rect.left))
        place = rect if scroller is None else el.relative_rect  # (a scrolled option's place in its container)
        arrive = None if scroller is None else partial(scroll_into_view, scroller, el)
        if isinstance(el, UITextEntryLine):
            target = Target(rect, _type_into(manager, el), "text field", ("field", place.topleft), arrive)
        else:
            text = str(getattr(el, "text", ""))
            press = scrolls if callable(scrolls) else partial(_press_widget, el)
            target = Target(rect, press, text, ("button", text, place.center), arrive)
        out.append(((at.top // 8, at.left, *own), target))
    out.sort(key=lambda pair: pair[0])
    return [target for _, target in out]


def scene_targets(scene: Any) -> list[Target]:
    """The scene's own drawn targets: its `focus_targets()`, else a dialog's drawn clickable cards."""
    own = getattr(scene, "focus_targets", None)
    if callable(own):
        return list(own())
    clicks, click = getattr(scene, "clicks", None), getattr(scene, "click", None)
    if isinstance(clicks, list) and callable(click):
        return [Target(pygame.Rect(r), partial(click, v), str(v), ("click", str(v), i))
                for i, (r, v) in enumerate(clicks)]
    return []


def guide_targets(guide: Any) -> list[Target]:
    """The tutorial's Next / Finish and Skip tutorial, or a first-time tip's close button (drawn by the
    guide over every scene, not widgets): pressed as their clicks are."""
    out: list[Target] = []
    tutorial = getattr(guide, "tutorial", None)
    if getattr(guide, "teaching", False) and tutorial is not None:
        def then(act: Callable[[], None]) -> Callable[[], None]:
            def press() -> None:
                act()
                guide.callout = None
            return press
        callout = getattr(guide, "callout", None)
        if callout is not None and getattr(callout, "button", None) is not None:
            out.append(Target(pygame.Rect(callout.button), then(tutorial.next), "next", ("guide", "next")))
        if getattr(guide, "skip_rect", None) is not None:
            out.append(Target(pygame.Rect(guide.skip_rect), then(tutorial.skip), "skip tutorial", ("guide", "skip")))
        return out
    tips = getattr(guide, "tips", None)
    if tips is not None and getattr(tips, "key", None) is not None and getattr(tips, "close_rect", None) is not None:
        out.append(Target(pygame.Rect(tips.close_rect), tips.dismiss, "got it", ("guide", "tip", tips.key)))
    return out


class Focus:
    """The ring: where it is and how keys move it (one per App)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.visible = False  # shown after a key or button; a mouse click hides it
        self.key: Hashable = None
        self.rect: pygame.Rect | None = None  # where it was last (the nearest target takes over)
        self._scene: Any = None

    def targets(self) -> list[Target]:
        app = self.app
        screen = pygame.Rect((0, 0), app.size)
        window_open = top_window(app.manager) is not None  # a window over the game: its controls only
        own = [] if window_open or not app.scenes else scene_targets(app.scene)
        # a carried tile goes to the legal squares only; a panel over the scene (the end of a fight)
        # is the only thing to press until it goes
        modal = getattr(app.scene, "modal_panels", None) if app.scenes else None
        only_own = bool(getattr(app.scene, "held", False)) or (callable(modal) and bool(modal()))
        if only_own and own:
            return own
        guided = [] if window_open else guide_targets(getattr(app, "guide", None))
        return guided + own + widget_targets(app.manager, screen)

    def current(self, targets: list[Target] | None = None) -> Target | None:
        """The target with the ring (the nearest to where it was when its own is gone)."""
        targets = self.targets() if targets is None else targets
        if not targets:
            return None
        scene = self.app.scene if self.app.scenes else None
        found = next((t for t in targets if t.key == self.key), None)
        if found is None:
            if scene is self._scene and self.rect is not None:
                at = self.rect.center
                found = min(targets, key=lambda t: math.dist(t.rect.center, at))
            else:
                found = targets[0]
            self._land(found)
        self._scene = scene
        return found

    def _land(self, target: Target) -> None:
        self.key, self.rect = target.key, pygame.Rect(target.rect)
        self._scene = self.app.scene if self.app.scenes else None
        if target.on_focus is not None:
            target.on_focus()
        self.app.redraw.everything()

    def step(self, by: int) -> bool:
        """Tab (+1) or Shift+Tab (-1): the next or previous target, round the end."""
        targets = self.targets()
        if not targets:
            return False
        now = self.current(targets) if self.visible else None
        if now is None:
            self._land(targets[0] if by > 0 else targets[-1])
        else:
            i = next(i for i, t in enumerate(targets) if t is now)
            self._land(targets[(i + by) % len(targets)])
        self.visible = True
        return True

    def move(self, dx: int, dy: int) -> bool:
        """An arrow: the nearest target whose centre lies that way (nearer the line counts more)."""
        targets = self.targets()
        if not targets:
            return False
        now = self.current(targets)
        if now is None or not self.visible:
            self.visible = True
            if now is not None:
                self._land(now)
            return True
        cx, cy = now.rect.center
        best, best_score = None, math.inf
        for t in targets:
            if t is now:
                continue
            ox, oy = t.rect.centerx - cx, t.rect.centery - cy
            along = ox * dx + oy * dy  # how far that way
            across = abs(ox * dy) + abs(oy * dx)  # how far off the line
            if along <= 0:
                continue
            score = along + 2 * across
            if score < best_score:
                best, best_score = t, score
        if best is not None:
            self._land(best)
        return True

    def confirm(self) -> bool:
        """Enter / A: press the target with the ring (False: no ring shown, the scene's own Enter acts)."""
        if not self.visible:
            return False
        now = self.current()
        if now is None:
            return False
        self.app.redraw.everything()
        now.confirm()
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """A key or controller button for the ring; True when the ring took it."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            if self.visible:
                self.visible = False
                self.app.redraw.everything()
            return False
        if event.type not in (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN):
            return False
        if actions.pressed(event, "focus_next"):
            return self.step(1)
        if actions.pressed(event, "focus_prev"):
            return self.step(-1)
        scope = getattr(self.app.scene, "action_scope", None) if self.app.scenes else None
        if scope is not None and actions.scene_takes(event, scope):
            return False  # the scene's own key (the replay's Left and Right step through the game)
        for name, (dx, dy) in actions.MOVES.items():
            if actions.pressed(event, name):
                return self.move(dx, dy)
        if actions.pressed(event, "confirm") and not getattr(event, "from_pad", False):
            return self.confirm()  # (A with no ring shown posts Enter for the scene's own Enter: not ours)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or not self.app.scenes:
            return
        now = self.current()
        if now is None:
            return
        k = max(1.0, float(getattr(self.app.layout, "k", 1.0)))  # thicker on a bigger window
        light, dark = round(4 * k), round(2 * k)  # a light band between two dark ones
        ring = now.rect.inflate(2 * (light + dark), 2 * (light + dark))
        # the ring whole inside the window its target is in (a scroll arrow or close button at a window's
        # edge: the ring overlaps the control there rather than spill onto the game behind)
        window = top_window(self.app.manager)
        bounds = pygame.Rect(window.rect) if window is not None else pygame.Rect((0, 0), self.app.size)
        outer = ring.inflate(2 * dark, 2 * dark)
        if bounds.colliderect(now.rect) and not bounds.contains(outer):
            ring = outer.clip(bounds).inflate(-2 * dark, -2 * dark)
        pygame.draw.rect(surface, RING_OUTER, ring.inflate(2 * dark, 2 * dark), light + 2 * dark,
                         border_radius=light + 2 * dark)
        pygame.draw.rect(surface, RING_INNER, ring, light, border_radius=light + dark)
