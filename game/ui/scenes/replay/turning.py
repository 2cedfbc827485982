"""The replay viewer's turning points (issue 38): the three moves where the chance to win fell most
(game/bot/odds_review.py, the review the game over screen shows), each with the move the odds
preferred there, marked on the position bar and listed as buttons that jump to the move."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
from pygame_gui.elements import UIButton

from game.bot.odds_calibration import calibrated
from game.bot.odds_review import Preferred, TurningPoint, preferred, turning_points
from game.headless.replay import Replay
from game.i18n import _

from ...labels import command_label
from .timeline import fitted

FALL_RED = (226, 84, 64)


@dataclass(frozen=True)
class Turning:
    """A turning point of the game watched: the move (its step in the viewer: the position after
    it), the words of its fall, and the odds' preferred move in words."""

    point: TurningPoint
    preferred: Preferred
    fall: str
    better: str

    @property
    def step(self) -> int:
        return self.point.move

    def short(self) -> str:
        """"Move 312: 71 % to 38 %", a button's label."""
        before, after = self.point.shown
        return _("Move {move}: {before} % to {after} %").format(
            move=self.point.move, before=round(100 * before), after=round(100 * after))

    def words(self) -> str:
        return f"{self.fall}. {self.better}"

    def label(self) -> str:
        """A button's words: the fall and the odds' move."""
        return f"{self.short()} · {self.better}"


def review(replay: Replay, most: int = 3, at_least: float = 0.005) -> list[Turning]:
    """The game's `most` steepest falls of the chance to win (of at least `at_least`: half a point,
    however small the steepest are), each with the odds' preferred move."""
    out = []
    for point in turning_points(replay.events, replay.content, most=most, at_least=at_least, falls=True):
        at = replay.game_at(point.move - 1)
        pick = preferred(replay.events, point, replay.content)
        if pick.only:
            better = _("It was the only move.")
        elif pick.same:
            better = _("The odds would have made the same move.")
        else:
            better = _("The odds preferred: {move} (about {theirs} % against {made} %).").format(
                move=command_label(at, pick.command), theirs=round(100 * calibrated(pick.chance)),
                made=round(100 * calibrated(pick.made_chance)))
        out.append(Turning(point, pick, point.words(command_label(at, point.command)), better))
    return out


def draw_marks(surface: pygame.Surface, turnings: list[Turning], x_of: Callable[[int], int], track: pygame.Rect,
               size: int) -> None:
    """A red triangle over the position bar at each turning point's move."""
    for t in turnings:
        x = x_of(t.step)
        tip = (x, track.y - 1)
        pygame.draw.polygon(surface, FALL_RED, [tip, (x - size, tip[1] - size - 2), (x + size, tip[1] - size - 2)])


def place_turning_list(self: Any, none_words: str) -> None:
    """The replay scene `self`'s list of turning points, when it is open: buttons over the stage's
    top edge, one a turning point (`none_words` alone for a game without one)."""
    for key in [k for k in self.buttons if k.startswith("turning-")]:
        self.buttons.pop(key).kill()
    if not self.turning_shown or self.turnings is None or self.camera is None:
        return
    lay, view = self.lay, self.camera.view
    width = view.width - 2 * self.pad
    y = lay.line(15) + lay.u(16)
    rows = self.turnings or []
    if not rows:  # a game without a fall worth naming
        self.buttons["turning-none"] = UIButton(pygame.Rect(view.x + self.pad, y, width, self.button_h),
                                                fitted(lay, none_words, 15, width - lay.u(20)), self.manager,
                                                container=self.root)
        return
    for i, t in enumerate(rows):
        rect = pygame.Rect(view.x + self.pad, y + i * (self.button_h + lay.u(4)), width, self.button_h)
        self.buttons[f"turning-{i}"] = UIButton(rect, fitted(lay, t.label(), 15, width - lay.u(20)), self.manager,
                                                container=self.root, tool_tip_text=t.words())
