"""Story panels: a passage of the story (cards/story.toml) over the dimmed game.

The session queues the passages the game's events call for (`Session.story`: the intro and the
first Ecology at the start, each new Ecology, a Stair Guardian fight, the Final Entity Lore); the map
opens this scene while any wait. A click, Space or Enter goes on to the next passage; Esc skips
them all. The "story" setting (Menu) turns the panels off; the log has the story either way.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.rules import Passage

from ..card_art import wrap
from ..look import DIM_INK, GOLD, font
from ..look import UI_SCALE as _UI_SCALE
from ..scene import Scene
from ..session import Session

PARCHMENT_BG = (36, 29, 22, 250)
EDGE = (200, 150, 70)
BODY_INK = (236, 224, 200)
HINT = "Click or press Space to go on · Esc skips the story · Menu: story panels on or off"


def wants_story(app: Any, session: Session) -> bool:
    """Whether a story panel should open now: passages wait and the story setting is on.

    With the setting off the waiting passages are dropped (they are in the log already)."""
    if not session.story:
        return False
    if not getattr(app.settings, "story", True):
        session.story.clear()
        return False
    return True


def story_if_wanted(app: Any, session: Session, backdrop: Scene | None = None) -> StoryScene | None:
    """The story panel, when one should open now (see wants_story); else None (the registry's "story")."""
    return StoryScene(app, session, backdrop) if wants_story(app, session) else None


class StoryScene(Scene):
    name = "story"
    window_scaled = True  # the panel and its words grow with the window (the text scale includes it)

    def __init__(self, app: Any, session: Session, backdrop: Scene | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.backdrop = backdrop
        self._page: tuple[Passage, tuple[int, int], float] | None = None
        self._image: pygame.Surface | None = None

    @property
    def passage(self) -> Passage | None:
        return self.session.story[0] if self.session.story else None

    # --- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if consumed:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.next()
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.skip()
            elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.next()

    def next(self) -> None:
        """On to the next passage; the last one closes the panel."""
        if self.session.story:
            self.session.story.pop(0)
        if not self.session.story:
            self.app.pop()

    def skip(self) -> None:
        """Every waiting passage skipped (the log keeps them)."""
        self.session.story.clear()
        self.app.pop()

    def update(self, dt: float) -> None:
        if self.passage is None:
            self.app.pop()

    # --- drawing ------------------------------------------------------------------------------

    def panel_image(self) -> pygame.Surface | None:
        """The panel with its words, made once per passage, window size and UI scale."""
        passage = self.passage
        if passage is None:
            return None
        key = (passage, self.app.size, _UI_SCALE[0])
        if self._page != key or self._image is None:
            self._page = key
            self._image = render_panel(passage, self.app.size, _UI_SCALE[0])
        return self._image

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            self.backdrop.draw(surface)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((6, 5, 4, 140))
        surface.blit(veil, (0, 0))
        img = self.panel_image()
        if img is not None:
            surface.blit(img, img.get_rect(center=surface.get_rect().center))

    def probe(self) -> dict[str, Any]:
        p = self.passage
        return {"story": p.title if p else "", "waiting": len(self.session.story)}


def render_panel(passage: Passage, window: tuple[int, int], scale: float = 1.0) -> pygame.Surface:
    """A framed panel: the title, the passage's paragraphs and the hint, sized to fit the window.

    `scale` is the text scale (the UI scale times the window's factor); margins grow with the window.
    The text shrinks (down to a floor) until it fits the window's height."""
    from ..layout import window_factor
    w, h = window
    m = window_factor(window)
    u = lambda n: round(n * m)  # noqa: E731  (a length drawn for 1280x720, at this window)
    width = min(int(820 * scale), w - u(60))
    height = 0
    for size in range(round(19 * scale), 11, -1):
        title_f, body_f, hint_f = font(round(size * 1.5), True), font(size, False, True), font(max(11, size - 5))
        lines: list[str | None] = []
        for para in passage.paragraphs():
            if lines:
                lines.append(None)  # a blank line between paragraphs
            lines.extend(wrap(para, body_f, width - 2 * u(32)))
        gap = body_f.get_linesize() // 2
        height = (u(32) + title_f.get_linesize() + u(18)
                  + sum(gap if ln is None else body_f.get_linesize() for ln in lines)
                  + u(24) + hint_f.get_linesize() + u(22))
        if height <= h - u(40):
            break
    panel = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = panel.get_rect()
    pygame.draw.rect(panel, PARCHMENT_BG, rect, border_radius=14)
    pygame.draw.rect(panel, EDGE, rect, 2, border_radius=14)
    pygame.draw.rect(panel, (EDGE[0] // 2, EDGE[1] // 2, EDGE[2] // 2), rect.inflate(-u(12), -u(12)), 1,
                     border_radius=10)
    y = u(32)
    title = title_f.render(passage.title, True, GOLD)
    panel.blit(title, title.get_rect(midtop=(rect.centerx, y)))
    y += title_f.get_linesize() + u(4)
    pygame.draw.line(panel, EDGE, (rect.centerx - u(120), y + u(4)), (rect.centerx + u(120), y + u(4)), max(1, u(1)))
    y += u(14)
    for line in lines:
        if line is None:
            y += gap
            continue
        panel.blit(body_f.render(line, True, BODY_INK), (u(32), y))
        y += body_f.get_linesize()
    y += u(24)
    hint = hint_f.render(HINT, True, DIM_INK)
    if hint.get_width() > width - u(40):
        hint = hint_f.render("Click to go on · Esc skips", True, DIM_INK)
    panel.blit(hint, hint.get_rect(midtop=(rect.centerx, y)))
    return panel
