"""The guided first descent: a fixed solo Ruins game whose script introduces each mechanic the first
time it appears, with a callout (a box and an arrow) pointing at the thing on screen.

The tutorial only watches: each frame it reads the scene on top and the game's events, marks done
the lessons whose move the player has made, and shows the first lesson not yet done whose moment is
on screen. It never takes a click meant for the game (only its own Next, Finish and Skip buttons),
so every move the rules allow stays open; the player may do the moves in any order or skip it all.

`Guide` is the layer the App draws over every scene: the tutorial while one runs, else the
first-time tips (game/ui/tips.py).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import pygame

from game.rules import pool_xp

from .labels import PLAY_CARDS
from .layout import Layout
from .look import GOLD, INK, font, swing
from .tips import Tips, button_size, draw_button, guide_layout

# The tutorial's game: the Fighter alone in the Ruins, the map tiles stacked so that a Monster, a
# Feature, a Door with a Chest, a Campfire and the Stairs come one after another (the rest of the
# pile is shuffled by the seed).
TUTORIAL_HEROES = ["fighter"]
TUTORIAL_SEED = 3
TUTORIAL_TILES = ["ruins-11", "ruins-17", "ruins-07", "ruins-02", "ruins-05"]
# Its game is saved (the player may play on into the Caverns) under this name, "Tutorial-2" and so on
# for later runs: the Load list shows it as the tutorial, and the title's Continue passes it over.
TUTORIAL_SAVE = "Tutorial"
_TUTORIAL_SAVE = re.compile(rf"{TUTORIAL_SAVE}(-\d+)?")


def tutorial_game_options() -> dict[str, Any]:
    """What `Game.new` is given for the tutorial (tests replay the same game on the engine alone)."""
    return {"heroes": list(TUTORIAL_HEROES), "seed": TUTORIAL_SEED, "ecology": "ruins",
            "stacked": {"tiles": list(TUTORIAL_TILES)}}


def is_tutorial_save(name: str) -> bool:
    """Whether a saved campaign is a tutorial's game (named by `start_tutorial`)."""
    return _TUTORIAL_SAVE.fullmatch(name) is not None


def start_tutorial(app: Any) -> None:
    """Title screen's Tutorial: a new game on the tutorial's seed and tiles, the script watching it."""
    opts = tutorial_game_options()
    session = app.new_session(opts["heroes"], None, opts["seed"], opts["ecology"], [], stacked=opts["stacked"],
                              save_name=TUTORIAL_SAVE)
    app.play(session)
    app.guide.tutorial = Tutorial(app, session)


# --- what the tutorial reads of the screen ----------------------------------------------------

class Look:
    """One frame's view of the tutorial's game: the scene on top, events counted since the start."""

    def __init__(self, scene: Any, game: Any, counts: Counter[str]) -> None:
        self.scene = scene
        self.game = game
        self.counts = counts
        self.name = getattr(scene, "name", "")

    def count(self, kind: str) -> int:
        return self.counts[kind]

    @property
    def exploring(self) -> bool:
        return self.name == "explore" and self.game.state.phase == "exploring"

    def step(self) -> str | None:
        """The combat step on the table, if a fight is on screen."""
        combat = self.game.state.combat
        return combat.step if self.name == "combat" and combat is not None else None

    @cached_property
    def targets(self) -> set[str]:
        """The elements a click can Encounter now (asked of the rules once a frame)."""
        return {c.element for c in self.game.legal() if c.kind in ("encounter", "unlock_with")}

    def reachable(self, kind: str) -> Any:
        """The first discovered element of `kind` a click can Encounter now (on the map screen)."""
        if not self.exploring:
            return None
        return next((el for el in self.game.state.elements.values()
                     if el.kind == kind and el.id in self.targets), None)


def _union(rects: list[pygame.Rect]) -> pygame.Rect | None:
    return rects[0].unionall(rects[1:]) if rects else None


def element_rect(look: Look, kind: str) -> pygame.Rect | None:
    el = look.reachable(kind)
    camera = getattr(look.scene, "camera", None)
    if el is None or camera is None:
        return None
    return camera.cell_rect(el.spot.x, el.spot.y, el.spot.cx, el.spot.cy).inflate(8, 8)


def lantern_rect(look: Look) -> pygame.Rect | None:
    lantern, camera = look.game.state.lantern, getattr(look.scene, "camera", None)
    if lantern is None or camera is None:
        return None
    return camera.cell_rect(lantern.x, lantern.y, lantern.cx, lantern.cy).inflate(10, 10)


def draw_button_rect(look: Look) -> pygame.Rect | None:
    return next((b.rect for b, c in getattr(look.scene, "action_buttons", []) if c.kind == "draw_tile"), None)


def slot_rect(look: Look) -> pygame.Rect | None:
    return getattr(look.scene, "slot", None)


def square_rect(look: Look) -> pygame.Rect | None:
    """The green square the carried tile is over, else the first green square."""
    sc = look.scene
    squares = sc.legal_squares() if hasattr(sc, "legal_squares") else {}
    if not squares or getattr(sc, "camera", None) is None:
        return None
    square = sc.square if getattr(sc, "square", None) in squares else sorted(squares)[0]
    return sc.camera.square_rect(*square)


def xp_rect(look: Look) -> pygame.Rect | None:
    return getattr(look.scene, "xp_rect", None)


def hand_rect(look: Look) -> pygame.Rect | None:
    return _union([r for r, _ in getattr(look.scene, "hand_rects", [])])


def pairs_rect(look: Look) -> pygame.Rect | None:
    return _union([r for r, *_ in getattr(look.scene, "pair_rects", [])])


def abilities_rect(look: Look) -> pygame.Rect | None:
    return _union([b.rect for b, *_ in getattr(look.scene, "ability_buttons", [])]) or pairs_rect(look)


def lone_card_rect(look: Look) -> pygame.Rect | None:
    source = getattr(look.scene, "place_source", None)
    return source[0] if source else None


def hero_row_rect(look: Look) -> pygame.Rect | None:
    row = getattr(look.scene, "hero_row", None)
    return row(0) if callable(row) else None


def feature_rect(look: Look) -> pygame.Rect | None:
    return _union([r for r, _ in getattr(look.scene, "clicks", [])])


def dialog_buttons_rect(look: Look) -> pygame.Rect | None:
    return _union([b.rect for b in getattr(look.scene, "commands", {})])


# --- the script -------------------------------------------------------------------------------

Check = Callable[[Look], bool]
Where = Callable[[Look], "pygame.Rect | None"]


@dataclass(frozen=True)
class Lesson:
    key: str
    title: str
    words: str
    ready: Check  # its moment is on screen now
    done: Check  # the player has made the move it teaches
    where: Where  # what the callout points at (None: a box with no arrow)
    button: str = ""  # "Next" for a lesson that only explains; "" when the player's move ends it


def _guardian_fight(look: Look) -> bool:
    combat = look.game.state.combat
    return combat is not None and combat.kind == "stair_guardian"


def _fight_step(step: str) -> Check:
    return lambda k: k.step() == step


LESSONS: list[Lesson] = [
    Lesson("lantern", "The Lantern",
           "The Lantern marks where your hero stands. Everything joined to it by open paths is lit and "
           "within reach; Encountering something carries the Lantern there.",
           lambda k: k.exploring and k.count("tile_placed") == 0,
           lambda k: k.count("tile_drawn") > 0, lantern_rect, "Next"),
    Lesson("draw", "Draw a map tile",
           "Each turn you either draw a map tile or Encounter something in reach. Click here (or press "
           "Space) to draw the first tile.",
           lambda k: k.exploring and k.count("tile_placed") == 0,
           lambda k: k.count("tile_drawn") > 0, draw_button_rect),
    Lesson("place", "Place the tile",
           "The drawn tile waits here. Drag it onto the map: the squares where it fits glow green.",
           lambda k: k.name == "explore" and k.game.state.phase == "placing" and not getattr(k.scene, "held", False),
           lambda k: k.count("tile_placed") > 0 or getattr(k.scene, "held", False), slot_rect),
    Lesson("rotate", "Turn it to fit",
           "Turn the tile with the mouse wheel, a right-click or Q and E until its paths meet the map's "
           "open paths, then let go on a green square.",
           lambda k: k.name == "explore" and bool(getattr(k.scene, "held", False)),
           lambda k: k.count("tile_placed") > 0, square_rect),
    Lesson("monster", "A Monster",
           "A Monster blocks the way. Click it to Encounter it: the Lantern moves there and the fight "
           "begins.",
           lambda k: k.reachable("monster") is not None,
           lambda k: k.count("combat_started") > 0, lambda k: element_rect(k, "monster")),
    Lesson("fight-draw", "Fight, step 1 of 6: Draw",
           "Each round you draw up to three Action Cards. Power Cards drawn are Stored beside them, to "
           "pay for Abilities.",
           _fight_step("play"),
           lambda k: k.count("cards_played") > 0 or bool(getattr(k.scene, "selected", [])), hand_rect, "Next"),
    Lesson("fight-play", "Step 2: Play Cards",
           f"Click the cards to play (the table says how many), then the {PLAY_CARDS} button. Your cards are "
           "played before the Monster's.",
           _fight_step("play"),
           lambda k: k.count("cards_played") > 0, hand_rect),
    Lesson("fight-pairs", "Step 3: Evaluate the Combat Pairs",
           "Each of your cards faces one of the Monster's. Equal values are a Block; a higher Monster "
           "card is a Monster Hit, which must be chosen before a Hero Hit.",
           _fight_step("abilities"),
           lambda k: k.count("pair_chosen") > 0, pairs_rect, "Next"),
    Lesson("fight-abilities", "Step 4: Abilities",
           "Before choosing, Abilities may change a pair: their buttons light up when usable. Power "
           "Abilities spend Stored Power Cards.",
           _fight_step("abilities"),
           lambda k: k.count("pair_chosen") > 0, abilities_rect, "Next"),
    Lesson("fight-damage", "Step 5: Resolve Damage",
           "Click the pair to resolve. Its label shows the damage dealt and the Return Damage taken: "
           "the difference of the two cards.",
           _fight_step("abilities"),
           lambda k: k.count("pair_chosen") > 0, pairs_rect),
    Lesson("fight-discard", "Step 6: Discard",
           "Played cards go to the discard piles and the next round starts by drawing again, until the "
           "Monster or your hero falls.",
           lambda k: k.name == "combat" and k.count("pair_chosen") > 0,
           lambda k: k.count("cards_played") > 1 or k.count("combat_won") > 0 and k.name != "combat",
           hero_row_rect, "Next"),
    Lesson("xp", "XP and Keys",
           "Beaten Monsters join the party's XP pool. XP buys Keys (Buy Key) and Healing while exploring; "
           "Keys open Doors and Chests.",
           lambda k: k.exploring and pool_xp(k.game) > 0,
           lambda k: k.count("xp_spent") > 0, xp_rect, "Next"),
    Lesson("feature", "A Feature",
           "A Feature is a test of skill. Click it to draw its card.",
           lambda k: k.reachable("feature") is not None,
           lambda k: k.count("feature_drawn") > 0, lambda k: element_rect(k, "feature")),
    Lesson("feature-test", "The Feature test",
           "Play Action Cards from your hand, or straight from the top of your draw pile: their values add "
           "up against the target. You gain its XP whether it passes or fails.",
           lambda k: k.name == "feature",
           lambda k: k.count("feature_test_ended") > 0, feature_rect, "Next"),
    Lesson("door", "A locked Door",
           "A Door blocks the way until a Key (you start with three) or an unlocking Item opens it. "
           "Click it to unlock it.",
           lambda k: k.reachable("door") is not None,
           lambda k: k.count("door_unlocked") > 0, lambda k: element_rect(k, "door")),
    Lesson("chest", "A Chest",
           "A Chest holds an Item for one of your heroes. Click it to open it.",
           lambda k: k.reachable("chest") is not None,
           lambda k: k.count("items_drawn") > 0 or k.count("item_gained") > 0, lambda k: element_rect(k, "chest")),
    Lesson("campfire", "A Campfire",
           "Once per Ecology the party may rest here: every hero heals half their Health and reshuffles, "
           "but beaten Monsters come back.",
           lambda k: k.reachable("campfire") is not None,
           lambda k: k.count("heroes_rested") > 0, lambda k: element_rect(k, "campfire"), "Next"),
    Lesson("fight-place", "The lone Monster card",
           "The Monster played one card against your two. Drag it onto the card of yours it should face "
           "(or click that card): the other of yours faces nothing.",
           _fight_step("place"),
           lambda k: k.count("monster_card_placed") > 0, lone_card_rect),
    Lesson("stairs", "The Stairs",
           "The way down. The Stair Guardian waits there: beat it to level up and enter the next Ecology "
           "(there is no way back). Click the Stairs when you are ready.",
           lambda k: k.reachable("stairs") is not None,
           lambda k: k.count("stairs_descended") > 0 or _guardian_fight(k),
           lambda k: element_rect(k, "stairs")),
    Lesson("level-up", "Level up",
           "Every hero goes up a level: more maximum Health, healed. Each may buy one Ability with XP: two "
           "are drawn and you keep one.",
           lambda k: k.name == "level_up",
           lambda k: k.count("hero_record_written") > 0, dialog_buttons_rect, "Next"),
    Lesson("end", "The tutorial is complete",
           "You have met every step of the descent. Play on into the Caverns, or leave from the Menu.",
           lambda k: k.count("hero_record_written") > 0 and k.name == "explore",
           lambda k: False, lambda k: None, "Finish"),
]


class Tutorial:
    """The script running over one session: which lessons are done and which one is shown now."""

    def __init__(self, app: Any, session: Any, lessons: list[Lesson] | None = None) -> None:
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

    def on_screen(self, scene: Any) -> bool:
        """Whether the scene on top shows the tutorial's game."""
        return getattr(scene, "session", None) is self.session

    def update(self, scene: Any) -> None:
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


# --- the callout: a box with an arrow ---------------------------------------------------------

def stage(scene: Any, lay: Layout, size: tuple[int, int]) -> pygame.Rect:
    """Where a callout may go on this scene: the map (clear of the side panel and the turn banner), the
    combat table below its heading, else the window."""
    if scene.name == "explore" and hasattr(scene, "map_area"):
        return scene.map_area()
    L = getattr(scene, "L", None)
    if scene.name == "combat" and L is not None:
        top = L.px(10) + lay.line(19) + lay.u(8)
        return pygame.Rect(L.table.x, top, L.table.width, L.size[1] - top)
    return pygame.Rect((0, 0), size)


def keep_clear(app: Any, scene: Any) -> list[pygame.Rect]:
    """What a callout should not hide: the scene's widgets and the cards it draws (the close-up's spots,
    the combat table's hand, pairs and Monster Cards), the map's hinted square, hint note and carried
    tile, and the squares the carried tile may go to."""
    rects = widget_rects(app, scene)
    rects += [r for r, _ in getattr(scene, "spots", [])] + [r for r, *_ in getattr(scene, "clicks", [])]
    rects += [r for r, *_ in getattr(scene, "hand_rects", [])] + [r for r, *_ in getattr(scene, "pair_rects", [])]
    rects += list(getattr(scene, "foe_rects", {}).values())
    keep = getattr(scene, "popup_keep_clear", None)  # the map's hinted square, the carried tile (issue 39)
    if callable(keep):
        rects += list(keep())
    camera = getattr(scene, "camera", None)
    if getattr(scene, "held", False) and camera is not None:  # where the carried tile may go: the green squares
        rects += [camera.square_rect(*sq) for sq in scene.legal_squares()]
    return [r for r in rects if isinstance(r, pygame.Rect)]


def widget_rects(app: Any, scene: Any) -> list[pygame.Rect]:
    """The scene's visible widgets: a callout never lies over one."""
    root = getattr(scene, "root", None)
    out = []
    for el in app.manager.get_sprite_group().sprites():
        if el is root or not el.visible or not el.alive():
            continue
        if getattr(el, "ui_container", None) is root:
            out.append(el.rect)
    return out


def wrap(words: str, f: pygame.font.Font, width: int) -> list[str]:
    lines, line = [], ""
    for word in words.split():
        trial = f"{line} {word}".strip()
        if line and f.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


def place_box(size: tuple[int, int], target: pygame.Rect | None, area: pygame.Rect,
              avoid: list[pygame.Rect], gap: int) -> pygame.Rect:
    """The callout's box: beside the target (right, left, below, above), inside `area`, clear of the
    target and of `avoid`; the candidate covering least of them when none is clear."""
    box = pygame.Rect((0, 0), size)
    if target is None:  # a closing word: at the top of the stage, clear of the map's middle
        box.midtop = (area.centerx, area.y + gap)
        return box.clamp(area)
    area = area.copy()  # a target outside the stage (the side panel): keep the arrow's length from it
    if target.left >= area.right:
        area.width -= gap
    elif target.right <= area.left:
        area.width -= gap
        area.x += gap
    if target.top >= area.bottom:
        area.height -= gap
    candidates = []
    for side in ("right", "left", "below", "above"):
        b = box.copy()
        if side == "right":
            b.midleft = (target.right + gap, target.centery)
        elif side == "left":
            b.midright = (target.left - gap, target.centery)
        elif side == "below":
            b.midtop = (target.centerx, target.bottom + gap)
        else:
            b.midbottom = (target.centerx, target.top - gap)
        candidates.append(b.clamp(area))
    inner = area.inflate(-2 * gap, -2 * gap) if area.width > 2 * gap and area.height > 2 * gap else area
    for corner in ("topleft", "topright", "bottomleft", "bottomright", "midtop", "midbottom"):
        b = box.copy()
        setattr(b, corner, getattr(inner, corner))
        candidates.append(b.clamp(area))

    def covered(b: pygame.Rect) -> tuple[int, float]:
        """What it would hide (the target and `avoid`), then how far it is from the target."""
        clip = [b.clip(r) for r in [target, *avoid]]
        return sum(c.width * c.height for c in clip), math.dist(b.center, target.center)
    return min(candidates, key=covered)


def draw_arrow(surface: pygame.Surface, box: pygame.Rect, target: pygame.Rect, width: int, t: float) -> None:
    """A gold arrow from the box's edge to the target's, and a pulsing frame around the target."""
    tip_x = min(max(box.centerx, target.left), target.right)
    tip_y = min(max(box.centery, target.top), target.bottom)
    start = (min(max(tip_x, box.left), box.right), min(max(tip_y, box.top), box.bottom))
    if box.colliderect(target):
        start = box.center
    pulse = int(4 * swing(t, 5))
    pygame.draw.rect(surface, GOLD, target.inflate(pulse * 2, pulse * 2), width, border_radius=6)
    dx, dy = tip_x - start[0], tip_y - start[1]
    length = math.hypot(dx, dy)
    if length < width * 4:
        return
    ux, uy = dx / length, dy / length
    head = width * 4
    base = (tip_x - ux * head, tip_y - uy * head)
    pygame.draw.line(surface, GOLD, start, base, width)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, GOLD, [(tip_x, tip_y), left, right])


@dataclass
class Callout:
    """Where the callout of the lesson shown was last drawn (tests and clicks read it)."""
    box: pygame.Rect
    target: pygame.Rect | None
    button: pygame.Rect | None


class Guide:
    """The teaching layer over every scene: the tutorial's callouts and Skip button while a tutorial
    runs, else the first-time tips. It takes only clicks on its own buttons."""

    def __init__(self, app: Any) -> None:
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

    def skip_place(self, scene: Any, lay: Layout, area: pygame.Rect) -> tuple[tuple[int, int], str]:
        """Where the Skip tutorial button sits: the foot of the map, beside the combat sidebar's "Heroes"
        heading, the window's top right over a dialog."""
        if scene.name == "explore":
            return (area.x + lay.u(10), area.bottom - lay.u(10)), "bottomleft"
        L = getattr(scene, "L", None)
        if scene.name == "combat" and L is not None:
            return (L.side.right - L.pad, L.hero_row(0).top - lay.u(3)), "bottomright"
        return (self.app.size[0] - lay.u(10), lay.u(4)), "topright"

    def _draw_skip(self, surface: pygame.Surface, scene: Any, lay: Layout, area: pygame.Rect) -> pygame.Rect:
        at, anchor = self.skip_place(scene, lay, area)
        return draw_button(surface, lay, "Skip tutorial", at, 13, anchor=anchor)

    def _draw_callout(self, surface: pygame.Surface, scene: Any, lay: Layout, area: pygame.Rect,
                      lesson: Lesson, target: pygame.Rect | None) -> Callout:
        body_f, title_f = font(lay.font_size(14)), font(lay.font_size(16), True)
        pad = lay.u(12)
        width = min(lay.t(340), area.width - 2 * lay.u(10))
        lines = wrap(lesson.words, body_f, width - 2 * pad)
        title = wrap(lesson.title, title_f, width - 2 * pad)
        bw, bh = button_size(lesson.button, 14, lay) if lesson.button else (0, 0)
        h = (pad + len(title) * title_f.get_linesize() + lay.u(4) + len(lines) * body_f.get_linesize()
             + (lay.u(8) + bh if lesson.button else 0) + pad)
        avoid = keep_clear(self.app, scene) + ([self.skip_rect] if self.skip_rect else [])
        box = place_box((width, h), target, area, avoid, lay.u(56))
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (22, 18, 14, 240), shade.get_rect(), border_radius=lay.u(10))
        surface.blit(shade, box)
        pygame.draw.rect(surface, GOLD, box, max(2, lay.u(2)), border_radius=lay.u(10))
        y = box.y + pad
        for line in title:
            surface.blit(title_f.render(line, True, GOLD), (box.x + pad, y))
            y += title_f.get_linesize()
        y += lay.u(4)
        for line in lines:
            surface.blit(body_f.render(line, True, INK), (box.x + pad, y))
            y += body_f.get_linesize()
        button = None
        if lesson.button:
            button = draw_button(surface, lay, lesson.button, (box.right - pad, box.bottom - pad), 14,
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

