"""Card close-ups: hover a card for a moment (or right-click it) to see it large beside the mouse.

Scenes list the cards they show with `card_spots()`: [(screen rect, (kind, id))]; the kinds are
those `card_art.card_image` draws. The App asks this helper every frame and draws it on top.

A close-up never covers a modal panel (a scene's `modal_panels()`, the Victory panel over the
table), the tutorial's callout or what it points at, or a first-time tip: it goes where it covers none
of them, or does not open (issue 39). A card under one of them opens none, nor does a plain number
card (its close-up would only be a bigger number). Hover opens it after HOVER_DELAY unless the player
chose right-click only in Settings (`closeup_hover`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _

from . import card_art
from .look import DIM_INK, text

if TYPE_CHECKING:
    from .app import App

CardRef = tuple[str, str]
HOVER_DELAY = 0.45  # seconds on a card before its close-up opens
CLOSEUP_WIDTH = 280
_PLAIN_NUMBER = re.compile(r"[0-9]+[a-z]?")  # an Action Card's face that is its value alone ("5a")


def plain_number(ref: CardRef) -> bool:
    """A hero's or monster's Action Card that shows nothing but its value: no close-up for it."""
    return ref[0] == "action" and bool(_PLAIN_NUMBER.fullmatch(ref[1].partition(":")[2]))


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
        if not callable(spots) or self.app.overlays.any_open:
            return None
        if any(r.collidepoint(pos) for r in self.covers()):  # a panel or a callout lies over the card
            return None
        for rect, ref in reversed(spots()):
            if rect.collidepoint(pos):
                return None if plain_number(ref) else ref
        return None

    def covers(self) -> list[pygame.Rect]:
        """What lies over the scene's cards now: its modal panels, the tutorial's callout, a tip."""
        out = [pygame.Rect(r) for r in getattr(self.app.scene, "modal_panels", lambda: [])()]
        guide = self.app.guide
        if guide.teaching and guide.callout is not None:
            out.append(guide.callout.box)
        if guide.tips.key is not None and guide.tips.rect is not None:
            out.append(guide.tips.rect)
        return out

    def never_cover(self) -> list[pygame.Rect]:
        """What a close-up must leave in view: the covers, and the target the tutorial points at."""
        out = self.covers()
        guide = self.app.guide
        if guide.teaching and guide.callout is not None and guide.callout.target is not None:
            out.append(guide.callout.target)
        return out

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
        if self.ref is not None and self.since >= HOVER_DELAY and self.app.settings.closeup_hover:
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
        place = self.place(img.get_size(), ref, surface.get_rect())
        if place is None:  # nowhere clear of the panels and callouts: no close-up
            return
        rect = place
        shade = pygame.Surface(rect.inflate(16, 36).size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, rect.inflate(16, 36).move(0, 10))
        surface.blit(img, rect)
        note = (_("close-up (right-click a card to keep it open)") if self.app.settings.closeup_hover
                else _("close-up (move off the card to close it)"))
        words = text(surface, note, (rect.centerx, rect.bottom + 4), 12, DIM_INK, anchor="midtop")
        self.drawn = rect.inflate(16, 36).move(0, 10).union(words.inflate(4, 4))

    def place(self, size: tuple[int, int], ref: CardRef, window: pygame.Rect) -> pygame.Rect | None:
        """Where the close-up goes: beside the mouse if that is clear, else the nearest place that
        covers no panel, callout or its target (and, if it can, not what the scene keeps clear: the
        pair the card is compared in); None when every place would cover a panel or a callout."""
        area = window.inflate(-16, -16)
        x, y = self.mouse
        rect = pygame.Rect((0, 0), size)
        rect.topleft = (x + 24, y - rect.height // 2)
        if rect.right > area.right:
            rect.right = x - 24
        first = rect.clamp(area)
        never = self.never_cover()
        keep = getattr(self.app.scene, "closeup_keep_clear", None)  # e.g. the pair a card is compared in
        soft = list(keep(ref)) if callable(keep) else []

        def hits(r: pygame.Rect, rects: list[pygame.Rect]) -> int:
            framed = r.inflate(20, 40).move(0, 10)  # the shade and the words under the card
            return sum(1 for o in rects if framed.colliderect(o))

        if not hits(first, never) and not hits(first, soft):
            return first
        w, h = size
        xs = range(area.left, max(area.left, area.right - w) + 1, 40)
        ys = sorted({first.y, area.top, max(area.top, area.bottom - h - 30),
                     *range(area.top, max(area.top, area.bottom - h - 30) + 1, 60)})
        spots = [pygame.Rect(cx, cy, w, h).clamp(area) for cy in ys for cx in xs]
        best = min(spots, key=lambda s: (hits(s, never), hits(s, soft), abs(s.centerx - x) + abs(s.centery - y)))
        return None if hits(best, never) else best
