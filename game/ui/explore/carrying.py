"""Carrying the drawn tile over the map: picked up, snapped to the nearest free square, turned
through the legal rotations first, dropped (a legal square places it; anywhere else it goes back).
The mouse, the focus ring and a controller all move it through these (a mixin of ExploreScene)."""

from __future__ import annotations

import math

import pygame

from game.rules import Command, PlaceTile

from .. import audio, map_hover, sound_cues
from ..board_view import Square
from .view import ExploreView


class TileCarrying(ExploreView):
    def do(self, cmd: Command) -> bool:
        """The scene's: one command through the session (True when the rules accepted it)."""
        raise NotImplementedError

    def _hover(self, element: str | None) -> None:
        """The scene's: name what is under the pointer."""
        raise NotImplementedError

    def _carry_to(self, square: Square) -> None:
        """The ring moved the carried tile to `square` (the map pans to keep it in view)."""
        assert self.camera is not None
        self.bring_into_view(self.camera.square_rect(*square))
        self.mouse = self.camera.square_rect(*square).center
        self._track()

    def bring_into_view(self, rect: pygame.Rect) -> None:
        """Pan the map so `rect` (a square or an element, where it is drawn now) is well inside the view:
        the focus ring may go to what the map has scrolled away."""
        assert self.camera is not None
        view = self.camera.view
        if not view.inflate(-rect.width, -rect.height).collidepoint(rect.center):
            self.camera.pan(view.centerx - rect.centerx, view.centery - rect.centery)
            self.own_camera = True

    def pick_up(self) -> None:
        audio.play(sound_cues.PICKED_UP)
        self.held = True
        self.returning = None
        self.square = None
        self._track()

    def put_back(self) -> None:
        if self.held:
            self.returning = ((float(self.mouse[0]), float(self.mouse[1])), 0.0)
        self.held = False
        self.square = None

    def rotation_cycle(self) -> list[int]:
        """Rotations in the order Q/E/wheel visit them: legal ones here first, then the rest."""
        legal = sorted(self.legal_squares().get(self.square, [])) if self.square else []
        return legal + [r for r in range(4) if r not in legal]

    def rotate(self, direction: int) -> None:
        cycle = self.rotation_cycle()
        i = cycle.index(self.rotation) if self.rotation in cycle else 0
        self.rotation = cycle[(i + direction) % 4]
        audio.play(sound_cues.ROTATED)

    def _track(self) -> None:
        """Follow the mouse: snap the carried tile to a free square; else name what is under it."""
        assert self.camera is not None and self.board is not None
        if self.held:
            self._hover(None)
            new = self._snap(self.mouse)
            if new != self.square:
                self.square = new
                legal = self.legal_squares().get(new, []) if new else []
                if legal and self.rotation not in legal:
                    self.rotation = sorted(legal)[0]
            return
        self._hover(map_hover.thing_at(self.board, self.mouse))  # an element, a Node, Water, a hero...

    def _snap(self, pos: tuple[int, int]) -> Square | None:
        """The nearest free grid square to the mouse (None off the board)."""
        assert self.camera is not None
        if not self.camera.view.collidepoint(pos):
            return None
        occupied = {(p.x, p.y) for p in self.game.state.placements}
        sq = self.camera.square_at(pos)
        if sq not in occupied:
            return sq
        best, best_d = None, 1e9
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            cand = (sq[0] + dx, sq[1] + dy)
            if cand in occupied:
                continue
            d = math.dist(pos, self.camera.square_rect(*cand).center)
            if d < best_d:
                best, best_d = cand, d
        return best

    def drop(self) -> None:
        """Drop the carried tile: a legal square places it; anywhere else it goes back."""
        tile = self.held_tile
        if not self.held or tile is None:
            return
        sq = self._snap(self.mouse)
        if sq is None:
            self.put_back()
            return
        if self.do(PlaceTile(tile=tile, x=sq[0], y=sq[1], rotation=self.rotation)):
            self.held = False
            self.square = None
            self.rotation = 0
        else:
            self.put_back()
