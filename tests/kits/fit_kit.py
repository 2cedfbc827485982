"""The fit check: render a scene at a window size and UI scale and list what does not fit.

A problem is any of:
- a pygame_gui size warning ("Label Rect is too small", clamped borders: the box is too small);
- a button or label whose text is wider or taller than its box;
- two widgets of the scene whose boxes overlap (one hides the other's text);
- text the scene draws itself that runs off the window, over another such text, or under a widget
  (what of it shows: a scrolling body's text is clipped to its view), or past the edge of the stage or
  panel it is drawn on (a part of the window, a subsurface: the replay's fight), which would cut it.

Positions come from seeded bot games played once per test session (Game.replay of their events).
"""

from __future__ import annotations

import random
import sys
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame
from pygame_gui.elements import (
    UIButton,
    UIHorizontalSlider,
    UILabel,
    UIScrollingContainer,
    UITextBox,
    UITextEntryLine,
    UIWindow,
)

from game.bot import heuristic as bot
from game.rules import Game
from game.ui import look
from game.ui.app import App, AppOptions
from game.ui.session import Session
from game.ui.settings import Settings

SIZES = [(1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)]
STEAM_DECK = (1280, 800)  # the Steam Deck's screen (16:10): every screen fits it too (issue 36)
SCALES = [1.0, 1.15, 1.3, 1.5]
LEAVES = (UIButton, UILabel, UITextBox, UITextEntryLine, UIHorizontalSlider)


def moment_key(game: Game) -> str:
    """Which screen a position shows: the phase, the pending step, or the Final Entity's table."""
    s = game.state
    if game.outcome is not None:
        return "game_over"
    if s.phase == "resolving" and s.pending:
        paid = s.pending[0].step == "level_up" and not getattr(s.pending[0], "free", True)
        return "step:" + s.pending[0].step + (":paid" if paid else "")  # a Level Up after a Stair Guardian
    if s.phase == "combat" and s.combat is not None:
        return "combat:final" if any(f.parts for f in s.combat.foes) else "combat"
    return s.phase


def collect_moments(runs: list[tuple[list[str], str, int]]) -> dict[str, list[Any]]:
    """The events up to the first moment of each kind, from seeded bot games."""
    found: dict[str, list[Any]] = {}
    most = 0
    for heroes, ecology, seed in runs:
        game = Game.new(heroes, seed=seed, ecology=ecology)
        rng = random.Random(seed)
        for _ in range(5000):
            key = moment_key(game)
            found.setdefault(key, list(game.events))
            if key == "exploring" and any(e.kind in ("door", "chest") and e.status == "discovered"
                                          for e in game.state.elements.values()):
                found.setdefault("exploring:door", list(game.events))  # a locked Door or Chest to open
            if key == "exploring" and len(game.state.elements) > most:  # the fullest map seen
                most = len(game.state.elements)
                found["exploring:fullest"] = list(game.events)
            if game.outcome is not None:
                break
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            before = len(game.events)
            game.do(cmd)
            if any(e.kind == "hero_record_written" for e in game.events[before:]):
                found.setdefault("record", list(game.events))  # the Hero Record just written
    return found


RECORDING = {"on": True}  # off while a dialog draws the map under it (the dialog's panel covers that text)


class Drawn(list[tuple[pygame.Rect, str]]):
    """The lines drawn (what of each shows, in the window's coordinates), and in `cut` the lines a
    stage or panel drawn on a part of the window (a subsurface: the replay's fight) clips at its edge."""

    def __init__(self) -> None:
        super().__init__()
        self.cut: list[tuple[pygame.Rect, str]] = []

    def clear(self) -> None:
        super().clear()
        self.cut.clear()


def _on_a_part_of_the_window(surface: pygame.Surface) -> bool:
    return surface.get_parent() is not None and surface.get_abs_parent() is pygame.display.get_surface()


@contextmanager
def recorded_text() -> Iterator[Drawn]:
    """Record every line drawn by look.text (patched in each game.ui module that imported it)."""
    import importlib
    import pkgutil

    import game.ui.scenes
    for mod in pkgutil.iter_modules(game.ui.scenes.__path__):  # scenes import each other lazily: all now
        importlib.import_module(f"game.ui.scenes.{mod.name}")
    drawn = Drawn()
    original = look.text
    state = RECORDING
    state["on"] = True

    def recorder(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = original(surface, words, *args, **kwargs)
        shown = rect.clip(surface.get_clip())  # a scrolling body draws clipped to its view: what shows
        at = surface.get_abs_offset()  # a stage drawn on a part of the window: its lines where they show
        if state["on"] and words.strip() and shown.size != (0, 0):
            drawn.append((shown.move(at), words))
        if state["on"] and words.strip() and _on_a_part_of_the_window(surface) and \
                not surface.get_rect().contains(rect):
            drawn.cut.append((rect.move(at), words))  # cut by the stage's edge, not scrolled away
        return rect

    modules = [m for name, m in list(sys.modules.items())
               if name.startswith("game.ui") and getattr(m, "text", None) is original]
    for m in modules:
        m.text = recorder  # type: ignore[attr-defined]
    try:
        yield drawn
    finally:
        for m in modules:
            m.text = original  # type: ignore[attr-defined]


def _widgets(app: App) -> list[Any]:
    """Visible widgets, not the parts of another widget (a text box's scroll bar, a slider's arrows)."""
    return [e for e in app.manager.get_sprite_group().sprites()
            if e.visible and e.alive() and getattr(e, "parent_element", None) is None]


def _in_window(element: Any) -> bool:
    parent, seen = element.ui_container, set()
    while parent is not None and id(parent) not in seen:
        seen.add(id(parent))
        if isinstance(parent, UIWindow) or isinstance(getattr(parent, "parent_element", None), UIWindow):
            return True
        parent = getattr(parent, "ui_container", None)
    return False


def _shown(app: App) -> Callable[[Any], pygame.Rect]:
    """What of a widget is seen: a scrolling container shows only what lies in its view (the rest is
    scrolled away, not off the window or under another widget)."""
    views = {id(e.get_container()): e.rect for e in app.manager.get_sprite_group().sprites()
             if isinstance(e, UIScrollingContainer) and e.alive() and e.visible}

    def shown(element: Any) -> pygame.Rect:
        view = views.get(id(element.ui_container))
        return pygame.Rect(element.rect) if view is None else element.rect.clip(view)
    return shown


def _text_size(element: Any) -> tuple[int, int] | None:
    font = getattr(element, "font", None)
    words = getattr(element, "text", "")
    if font is None or not words:
        return None
    return font.size(words)


def problems(app: App, own_text: list[tuple[pygame.Rect, str]], caught: list[warnings.WarningMessage],
             windows: bool = False) -> list[str]:
    """Everything on screen that does not fit (see the module docstring)."""
    out = [f"pygame_gui warns: {w.message}" for w in caught
           if any(s in str(w.message) for s in ("too small", "Clamping", "unusually large"))]
    screen = pygame.Rect((0, 0), app.size)
    shown = _shown(app)
    leaves = [e for e in _widgets(app)
              if isinstance(e, LEAVES) and _in_window(e) == windows and shown(e).size != (0, 0)]
    for e in leaves:
        if not screen.contains(shown(e)):
            out.append(f"{type(e).__name__} {getattr(e, 'text', '')!r} off the window at {e.rect}")
        if isinstance(e, (UIButton, UILabel)):
            size = _text_size(e)
            # the line height includes the font's leading: the glyphs take about 80 % of it
            if size is not None and (size[0] > e.rect.width - 8 or size[1] * 0.8 > e.rect.height - 4):
                out.append(f"{type(e).__name__} text {e.text!r} ({size[0]}x{size[1]}) does not fit "
                           f"its box {e.rect.size}")
    for i, a in enumerate(leaves):
        for b in leaves[i + 1:]:
            clip = shown(a).clip(shown(b))
            if clip.width > 2 and clip.height > 2:
                out.append(f"{type(a).__name__} {getattr(a, 'text', '')[:30]!r} overlaps "
                           f"{type(b).__name__} {getattr(b, 'text', '')[:30]!r}")
    if not windows:
        out += [f"drawn text {words!r} is cut by the edge of the stage it is drawn on at {rect}"
                for rect, words in getattr(own_text, "cut", [])]
        boxes = [shown(e) for e in leaves]
        for i, (rect, words) in enumerate(own_text):
            if not screen.contains(rect):
                out.append(f"drawn text {words!r} runs off the window at {rect}")
            for other, other_words in own_text[i + 1:]:
                clip = rect.clip(other)
                if clip.width > 2 and clip.height > 2:
                    out.append(f"drawn text {words!r} overlaps drawn text {other_words!r}")
            for box in boxes:
                clip = rect.clip(box)
                if clip.width > 2 and clip.height > 2:
                    out.append(f"drawn text {words!r} lies under a widget at {box}")
                    break
    return sorted(set(out))


def open_app(tmp: Path, size: tuple[int, int], scale: float, lang: str | None = None) -> App:
    """A window of `size` at UI scale `scale`, no animations or story panels: saved as the player's
    settings first, so the window opens at that scale (no scene shown yet: the caller shows one);
    speaking `lang` where one is given."""
    Settings(ui_scale=scale, anim_speed=0, story=False).save(tmp / "settings.json")
    with warnings.catch_warnings():  # (a window's making is not what a fit check looks at)
        warnings.simplefilter("ignore")
        app = App(AppOptions(saves_dir=tmp, size=size))
    assert (app.settings.ui_scale, app.settings.anim_speed, app.settings.story) == (scale, 0, False)
    if lang is not None:
        app.set_language(lang)
    return app


def session_for(app: App, events: list[Any]) -> Session:
    game = Game.replay(events, content=app.load_content())
    session = Session(game=game, players=["Ann", "Ben", "Cy"][:len(game.state.heroes)])
    session.catch_up()
    return session


def check(app: App, show: Callable[[App], None], frames: int = 3) -> list[str]:
    """Show a scene (or window) with `show`, run a few frames, and list the problems."""
    with warnings.catch_warnings(record=True) as caught, recorded_text() as drawn:
        warnings.simplefilter("always")
        show(app)
        for _ in range(frames):
            _quiet_backdrop(app)  # (a dialog a scene opens on its first frame has its backdrop only then)
            drawn.clear()
            app.step(1 / 60)
        windows = app.overlays.any_open or app.input.controls.is_open  # (a window: its widgets are checked)
        return problems(app, [] if windows else drawn, list(caught), windows=windows)


def words_drawn(app: App, show: Callable[[App], None]) -> list[str]:
    """Show a scene with `show`, and the lines of text it draws itself in one whole frame."""
    with recorded_text() as drawn:
        show(app)
        for _ in range(3):
            app.step(1 / 60)
        drawn.clear()
        app.draw()
        return [words for _rect, words in drawn]


def _quiet_backdrop(app: App) -> None:
    """The map under a dialog is not checked: the dialog's panel covers its text."""
    backdrop = getattr(app.scene, "backdrop", None)
    if backdrop is None or getattr(backdrop.draw, "quiet", False):
        return
    draw_map = backdrop.draw

    def quietly(surface: pygame.Surface) -> None:
        RECORDING["on"] = False
        try:
            draw_map(surface)
        finally:
            RECORDING["on"] = True
    quietly.quiet = True  # type: ignore[attr-defined]
    backdrop.draw = quietly
