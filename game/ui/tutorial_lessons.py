"""The tutorial's script: what it reads of the screen (`Look`: the scene on top, the game, the events
since it began; where each thing it points at is drawn) and its lessons in order, each with the
moment it is shown, the move that ends it and what its callout points at."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import pygame

from game.i18n import N_
from game.rules import pool_xp

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
    title: str  # the title and words marked N_(): translated with _() where the callout is drawn
    words: str  # {play}: the Play Cards button's words
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
    Lesson("lantern", N_("The Lantern"),
           N_("The Lantern marks where your hero stands. Everything joined to it by open paths is lit and "
           "within reach; Encountering something carries the Lantern there."),
           lambda k: k.exploring and k.count("tile_placed") == 0,
           lambda k: k.count("tile_drawn") > 0, lantern_rect, N_("Next")),
    Lesson("draw", N_("Draw a map tile"),
           N_("Each turn you either draw a map tile or Encounter something in reach. Click here (or press "
           "Space) to draw the first tile."),
           lambda k: k.exploring and k.count("tile_placed") == 0,
           lambda k: k.count("tile_drawn") > 0, draw_button_rect),
    Lesson("place", N_("Place the tile"),
           N_("The drawn tile waits here. Drag it onto the map: the squares where it fits glow green."),
           lambda k: k.name == "explore" and k.game.state.phase == "placing" and not getattr(k.scene, "held", False),
           lambda k: k.count("tile_placed") > 0 or getattr(k.scene, "held", False), slot_rect),
    Lesson("rotate", N_("Turn it to fit"),
           N_("Turn the tile with the mouse wheel, a right-click or Q and E until its paths meet the map's "
           "open paths, then let go on a green square."),
           lambda k: k.name == "explore" and bool(getattr(k.scene, "held", False)),
           lambda k: k.count("tile_placed") > 0, square_rect),
    Lesson("monster", N_("A Monster"),
           N_("A Monster blocks the way. Click it to Encounter it: the Lantern moves there and the fight "
           "begins."),
           lambda k: k.reachable("monster") is not None,
           lambda k: k.count("combat_started") > 0, lambda k: element_rect(k, "monster")),
    Lesson("fight-draw", N_("Fight, step 1 of 6: Draw"),
           N_("Each round you draw up to three Action Cards. Power Cards drawn are Stored beside them, to "
           "pay for Abilities."),
           _fight_step("play"),
           lambda k: k.count("cards_played") > 0 or bool(getattr(k.scene, "selected", [])), hand_rect, N_("Next")),
    Lesson("fight-play", N_("Step 2: Play Cards"),
           N_("Click the cards to play (the table says how many), then the {play} button. Your cards are "
           "played before the Monster's."),
           _fight_step("play"),
           lambda k: k.count("cards_played") > 0, hand_rect),
    Lesson("fight-pairs", N_("Step 3: Evaluate the Combat Pairs"),
           N_("Each of your cards faces one of the Monster's. Equal values are a Block; a higher Monster "
           "card is a Monster Hit, which must be chosen before a Hero Hit."),
           _fight_step("abilities"),
           lambda k: k.count("pair_chosen") > 0, pairs_rect, N_("Next")),
    Lesson("fight-abilities", N_("Step 4: Abilities"),
           N_("Before choosing, Abilities may change a pair: their buttons light up when usable. Power "
           "Abilities spend Stored Power Cards."),
           _fight_step("abilities"),
           lambda k: k.count("pair_chosen") > 0, abilities_rect, N_("Next")),
    Lesson("fight-damage", N_("Step 5: Resolve Damage"),
           N_("Click the pair to resolve. Its label shows the damage dealt and the Return Damage taken: "
           "the difference of the two cards."),
           _fight_step("abilities"),
           lambda k: k.count("pair_chosen") > 0, pairs_rect),
    Lesson("fight-discard", N_("Step 6: Discard"),
           N_("Played cards go to the discard piles and the next round starts by drawing again, until the "
           "Monster or your hero falls."),
           lambda k: k.name == "combat" and k.count("pair_chosen") > 0,
           lambda k: k.count("cards_played") > 1 or k.count("combat_won") > 0 and k.name != "combat",
           hero_row_rect, N_("Next")),
    Lesson("fight-place", N_("The lone Monster card"),
           N_("The Monster played one card against your two. Drag it onto the card of yours it should face "
           "(or click that card): the other of yours faces nothing."),
           _fight_step("place"),
           lambda k: k.count("monster_card_placed") > 0, lone_card_rect),
    Lesson("xp", N_("XP and Keys"),
           N_("Beaten Monsters join the party's XP pool. XP buys Keys (Buy Key) and Healing while exploring; "
           "Keys open Doors and Chests."),
           lambda k: k.exploring and pool_xp(k.game) > 0,
           lambda k: k.count("xp_spent") > 0, xp_rect, N_("Next")),
    Lesson("feature", N_("A Feature"),
           N_("A Feature is a test of skill. Click it to draw its card."),
           lambda k: k.reachable("feature") is not None,
           lambda k: k.count("feature_drawn") > 0, lambda k: element_rect(k, "feature")),
    Lesson("feature-test", N_("The Feature test"),
           N_("Play Action Cards from your hand, or straight from the top of your draw pile: their values add "
           "up against the target. You gain its XP whether it passes or fails."),
           lambda k: k.name == "feature",
           lambda k: k.count("feature_test_ended") > 0, feature_rect, N_("Next")),
    Lesson("door", N_("A locked Door"),
           N_("A Door blocks the way until a Key (you start with three) or an unlocking Item opens it. "
           "Click it to unlock it."),
           lambda k: k.reachable("door") is not None,
           lambda k: k.count("door_unlocked") > 0, lambda k: element_rect(k, "door")),
    Lesson("chest", N_("A Chest"),
           N_("A Chest holds an Item for one of your heroes. Click it to open it."),
           lambda k: k.reachable("chest") is not None,
           lambda k: k.count("items_drawn") > 0 or k.count("item_gained") > 0, lambda k: element_rect(k, "chest")),
    Lesson("campfire", N_("A Campfire"),
           N_("Once per Ecology the party may rest here: every hero heals half their Health and reshuffles, "
           "but beaten Monsters come back."),
           lambda k: k.reachable("campfire") is not None,
           lambda k: k.count("heroes_rested") > 0, lambda k: element_rect(k, "campfire"), N_("Next")),
    Lesson("stairs", N_("The Stairs"),
           N_("The way down. The Stair Guardian waits there: beat it to level up and enter the next Ecology "
           "(there is no way back). Click the Stairs when you are ready."),
           lambda k: k.reachable("stairs") is not None,
           lambda k: k.count("stairs_descended") > 0 or _guardian_fight(k),
           lambda k: element_rect(k, "stairs")),
    Lesson("level-up", N_("Level up"),
           N_("Every hero goes up a level: more maximum Health, healed. Each may buy one Ability with XP: two "
           "are drawn and you keep one."),
           lambda k: k.name == "level_up",
           lambda k: k.count("hero_record_written") > 0, dialog_buttons_rect, N_("Next")),
    Lesson("end", N_("The tutorial is complete"),
           N_("You have met every step of the descent. Play on into the Caverns, or leave from the Menu."),
           lambda k: k.count("hero_record_written") > 0 and k.name == "explore",
           lambda k: False, lambda k: None, N_("Finish")),
]
