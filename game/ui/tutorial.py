"""The guided first descent: a fixed solo Ruins game whose script introduces each mechanic the first
time it appears, with a callout (a box and an arrow) pointing at the thing on screen.

The tutorial only watches: each frame it reads the scene on top and the game's events, marks done
the lessons whose move the player has made, and shows the first lesson not yet done whose moment is
on screen. It never takes a click meant for the game (only its own Next, Finish and Skip buttons),
so every move the rules allow stays open; the player may do the moves in any order or skip it all.

`Guide` is the layer the App draws over every scene: the tutorial while one runs, else the
first-time tips (game/ui/tips.py). The lessons and what they read of the screen are in
tutorial_lessons.py; where a callout goes and its arrow, in callout.py.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _

from .callout import Callout, draw_arrow, keep_clear, place_box, stage, widget_rects
from .card_paint import wrap
from .labels import PLAY_CARDS
from .layout import Layout
from .look import GOLD, INK, contrast, font, paint
from .tips import Tips, button_size, draw_button, guide_layout
from .tutorial_lessons import LESSONS, Lesson, Look

if TYPE_CHECKING:
    from .app import App
    from .scene import Scene
    from .session import Session

# The tutorial's game: the Fighter alone in the Ruins, the map tiles stacked so that a Monster, a
# Feature, a Door with a Chest, a Campfire and the Stairs come one after another (the rest of the
# pile is shuffled by the seed).
TUTORIAL_HEROES = ["fighter"]
TUTORIAL_SEED = 8  # a first fight where the Monster plays one card against two (the lone card lesson)
TUTORIAL_TILES = ["ruins-11", "ruins-17", "ruins-07", "ruins-02", "ruins-05"]
# Its game is saved (the player may play on into the Caverns) under this name, "Tutorial-2" and so on
# for later runs: the Load list shows it as the tutorial, and the title's Continue passes it over.
TUTORIAL_SAVE = "Tutorial"
_TUTORIAL_SAVE = re.compile(rf"{TUTORIAL_SAVE}(-\d+)?")


def lesson_words(lesson: Lesson) -> str:
    """A lesson's words in the current language, the Play Cards button named as it shows."""
    return _(lesson.words).format(play=_(PLAY_CARDS))


def tutorial_game_options() -> dict[str, Any]:
    """What `Game.new` is given for the tutorial (tests replay the same game on the engine alone)."""
    return {"heroes": list(TUTORIAL_HEROES), "seed": TUTORIAL_SEED, "ecology": "ruins",
            "stacked": {"tiles": list(TUTORIAL_TILES)}}


def is_tutorial_save(name: str) -> bool:
    """Whether a saved game is a tutorial's game (named by `start_tutorial`)."""
    return _TUTORIAL_SAVE.fullmatch(name) is not None


def start_tutorial(app: App) -> None:
    """Title screen's Tutorial: a new game on the tutorial's seed and tiles, the script watching it."""
    opts = tutorial_game_options()
    session = app.new_session(opts["heroes"], None, opts["seed"], opts["ecology"], [], stacked=opts["stacked"],
                              save_name=TUTORIAL_SAVE)
    app.play(session)
    app.guide.tutorial = Tutorial(app, session)


class Tutorial:
    """The script running over one session: which lessons are done and which one is shown now."""

    def __init__(self, app: App, session: Session, lessons: list[Lesson] | None = None) -> None:
        self.app = app
        self.session = session
        self.lessons = lessons if lessons is not None else LESSONS
        self.start = len(session.game.events)
        self.done: set[str] = set()
        self.current: Lesson | None = None
        self.finished = False
        self.shown: list[str] = []  # the lessons in the order they were first shown
        self.look: Look | None = None  # the frame the lesson shown was chosen from
        self._counted: tuple[int, Counter[str]] = (-1, Counter())

    def counts(self) -> Counter[str]:
        """Events of each kind since the tutorial began (recounted only when the log changes length)."""
        events = self.session.game.events
        if self._counted[0] != len(events):
            self._counted = (len(events), Counter(e.kind for e in events[self.start:]))
        return self._counted[1]

    def on_screen(self, scene: Scene) -> bool:
        """Whether the scene on top shows the tutorial's game."""
        return getattr(scene, "session", None) is self.session

    def update(self, scene: Scene) -> None:
        if self.finished:
            return
        if self.session.game.outcome is not None:  # the game is over: nothing left to teach
            self.finished = True
            self.current = None
            return
        if not self.on_screen(scene):
            self.current = None
            return
        look = Look(scene, self.session.game, self.counts())
        for lesson in self.lessons:
            if lesson.key not in self.done and lesson.done(look):
                self.done.add(lesson.key)
        self.current = next((lesson for lesson in self.lessons
                             if lesson.key not in self.done and lesson.ready(look)), None)
        if self.current is not None and self.current.key not in self.shown:
            self.shown.append(self.current.key)
        self.look = look

    def next(self) -> None:
        """The callout's Next (or Finish): this lesson is read."""
        if self.current is None:
            return
        self.done.add(self.current.key)
        if self.current.key == "end":
            self.finished = True
        self.current = None

    def skip(self) -> None:
        self.finished = True
        self.current = None

    def target(self) -> pygame.Rect | None:
        """What the lesson shown points at (None: its callout has no arrow)."""
        if self.current is None or self.look is None:
            return None
        return self.current.where(self.look)


class Guide:
    """The teaching layer over every scene: the tutorial's callouts and Skip button while a tutorial
    runs, else the first-time tips. It takes only clicks on its own buttons."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.tutorial: Tutorial | None = None
        self.tips = Tips(app)
        self.callout: Callout | None = None
        self.skip_rect: pygame.Rect | None = None
        self.time = 0.0
        self._swallow_up = False

    @property
    def teaching(self) -> bool:
        return self.tutorial is not None and not self.tutorial.finished

    def update(self, dt: float) -> None:
        self.time += dt
        scene = self.app.scene
        if self.tutorial is not None:
            if not any(self.tutorial.on_screen(s) for s in self.app.scenes):
                self.tutorial.finished = True  # its game left (the title, another game): the tutorial ends
            self.tutorial.update(scene)
            if self.tutorial.finished:
                self.tutorial = None
        if self.teaching:
            self.tips.dismiss()
        else:
            self.callout = None
            self.skip_rect = None
            self.tips.update(scene)

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on Next, Finish, Skip tutorial or a tip's Got it; the release after it too."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._swallow_up:
            self._swallow_up = False
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.app.overlays.any_open:
            return False
        taken = False
        if self.teaching and self.tutorial is not None:
            if self.skip_rect is not None and self.skip_rect.collidepoint(event.pos):
                self.tutorial.skip()
                taken = True
            elif self.callout and self.callout.button and self.callout.button.collidepoint(event.pos):
                self.tutorial.next()
                taken = True
        elif self.tips.handle(event):
            taken = True
        if taken:
            self.callout = None
            self._swallow_up = True
        return taken

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.app.overlays.any_open:
            return
        if not self.teaching:
            self.tips.draw(surface)
            return
        scene = self.app.scene
        if self.tutorial is None or not self.tutorial.on_screen(scene):
            self.skip_rect = None
            return
        lay = guide_layout(self.app)
        area = stage(scene, lay, self.app.size)
        self.skip_rect = self._draw_skip(surface, scene, lay, area)
        lesson = self.tutorial.current
        if lesson is None:
            self.callout = None
            return
        self.callout = self._draw_callout(surface, scene, lay, area, lesson, self.tutorial.target())

    def skip_place(self, scene: Scene, lay: Layout, area: pygame.Rect) -> tuple[tuple[int, int], str]:
        """Where the Skip tutorial button sits: the foot of the map, beside the combat sidebar's "Heroes"
        heading, the window's top right over a dialog."""
        if scene.name == "explore":
            return (area.x + lay.u(10), area.bottom - lay.u(10)), "bottomleft"
        L = getattr(scene, "L", None)
        if scene.name == "combat" and L is not None:
            return (L.side.right - L.pad, L.hero_row(0).top - lay.u(3)), "bottomright"
        return (self.app.size[0] - lay.u(10), lay.u(4)), "topright"

    def _draw_skip(self, surface: pygame.Surface, scene: Scene, lay: Layout, area: pygame.Rect) -> pygame.Rect:
        at, anchor = self.skip_place(scene, lay, area)
        return draw_button(surface, lay, _("Skip tutorial"), at, 13, anchor=anchor)

    def _draw_callout(self, surface: pygame.Surface, scene: Scene, lay: Layout, area: pygame.Rect,
                      lesson: Lesson, target: pygame.Rect | None) -> Callout:
        body_f, title_f = font(lay.font_size(14)), font(lay.font_size(16), True)
        pad = lay.u(12)
        width = min(lay.t(340), area.width - 2 * lay.u(10))
        lines = wrap(lesson_words(lesson), body_f, width - 2 * pad)
        title = wrap(_(lesson.title), title_f, width - 2 * pad)
        bw, bh = button_size(_(lesson.button), 14, lay) if lesson.button else (0, 0)
        h = (pad + len(title) * title_f.get_linesize() + lay.u(4) + len(lines) * body_f.get_linesize()
             + (lay.u(8) + bh if lesson.button else 0) + pad)
        avoid = keep_clear(self.app, scene) + ([self.skip_rect] if self.skip_rect else [])
        box = place_box((width, h), target, area, avoid, lay.u(56))
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, paint("lesson"), shade.get_rect(), border_radius=lay.u(10))
        surface.blit(shade, box)
        pygame.draw.rect(surface, GOLD, box, max(2, lay.u(2)), border_radius=lay.u(10))
        y = box.y + pad
        for line in title:
            surface.blit(title_f.render(line, True, contrast(GOLD)), (box.x + pad, y))
            y += title_f.get_linesize()
        y += lay.u(4)
        for line in lines:
            surface.blit(body_f.render(line, True, contrast(INK)), (box.x + pad, y))
            y += body_f.get_linesize()
        button = None
        if lesson.button:
            button = draw_button(surface, lay, _(lesson.button), (box.right - pad, box.bottom - pad), 14,
                                 anchor="bottomright", primary=True)
        if target is not None:
            draw_arrow(surface, box, target, max(3, lay.u(4)), self.time)
        return Callout(box, target, button)

    def probe(self) -> dict[str, Any]:
        """What a test may click: the lesson shown, its button, Skip, a tip's Got it."""
        out: dict[str, Any] = {"lesson": self.tutorial.current.key if self.tutorial and self.tutorial.current
                               else None, "tip": self.tips.key}
        if self.callout is not None and self.callout.button is not None:
            out["next"] = list(self.callout.button.center)
        if self.skip_rect is not None:
            out["skip"] = list(self.skip_rect.center)
        if self.tips.close_rect is not None and self.tips.key:
            out["got_it"] = list(self.tips.close_rect.center)
        return out


__all__ = ["LESSONS", "Guide", "Lesson", "TUTORIAL_SAVE", "Tutorial", "is_tutorial_save", "stage",
           "start_tutorial", "tutorial_game_options", "widget_rects"]
