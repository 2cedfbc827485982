"""Card close-ups: hover a card for a moment (or right-click it) to see it large beside the mouse.

Scenes list the cards they show with `card_spots()`: [(screen rect, (kind, id))]; the kinds are
those `card_art.card_image` draws. The App asks this helper every frame and draws it on top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from . import card_art
from .look import DIM_INK, text

if TYPE_CHECKING:
    from .app import App

CardRef = tuple[str, str]
HOVER_DELAY = 0.45  # seconds on a card before its close-up opens
CLOSEUP_WIDTH = 280


class CloseUp:
    def __init__(self, app: App) -> None:
        self.app = app
        self.ref: CardRef | None = None  # the card under the mouse
        self.since = 0.0
        self.pinned: CardRef | None = None  # opened by right-click: stays until the mouse leaves it
        self.mouse = (0, 0)
        self.drawn: pygame.Rect | None = None  # where the last frame drew the close-up (game/ui/redraw.py)

    def _spot_at(self, pos: tuple[int, int]) -> CardRef | None:
        spots = getattr(self.app.scene, "card_spots", None)
        if not callable(spots):
            return None
        for rect, ref in reversed(spots()):
            if rect.collidepoint(pos):
                return ref
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """Right-click on a card opens its close-up (True: the click was ours)."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            ref = self._spot_at(event.pos)
            if ref is not None and not getattr(self.app.scene, "wants_right_click", lambda: False)():
                self.pinned = ref
                self.mouse = event.pos
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pinned = None
            self.since = 0.0
        return False

    def update(self, dt: float) -> None:
        ref = self._spot_at(self.mouse)
        if ref != self.ref:
            self.ref, self.since = ref, 0.0
            if ref != self.pinned:
                self.pinned = None
        else:
            self.since += dt

    @property
    def showing(self) -> CardRef | None:
        if self.pinned is not None:
            return self.pinned
        if self.ref is not None and self.since >= HOVER_DELAY:
            return self.ref
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = None
        ref = self.showing
        game = getattr(self.app.scene, "game", None)
        if ref is None or game is None:
            return
        width = int(CLOSEUP_WIDTH * min(1.3, max(0.8, self.app.settings.ui_scale)))
        img: Any = card_art.card_image(game, ref, width)
        if img is None:
            return
        rect = img.get_rect()
        x, y = self.mouse
        rect.topleft = (x + 24, y - rect.height // 2)
        if rect.right > surface.get_width() - 8:
            rect.right = x - 24
        rect.clamp_ip(surface.get_rect().inflate(-16, -16))
        keep = getattr(self.app.scene, "closeup_keep_clear", None)  # e.g. the pair a card is compared in
        if callable(keep) and (clear := keep(ref)) and any(rect.inflate(20, 40).colliderect(r) for r in clear):
            spots = [rect.move(dx, 0) for dx in range(-surface.get_width(), surface.get_width(), 40)]
            spots = [s.clamp(surface.get_rect().inflate(-16, -16)) for s in spots]
            rect = min(spots, key=lambda s: (any(s.inflate(20, 40).colliderect(r) for r in clear), abs(s.centerx - x)))
        shade = pygame.Surface(rect.inflate(16, 36).size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, rect.inflate(16, 36).move(0, 10))
        surface.blit(img, rect)
        words = text(surface, "close-up (right-click a card to keep it open)", (rect.centerx, rect.bottom + 4), 12,
                     DIM_INK, anchor="midtop")
        self.drawn = rect.inflate(16, 36).move(0, 10).union(words.inflate(4, 4))
