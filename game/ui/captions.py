"""Captions: a line of words for each sound cue ("a chest creaks open"), shown at the foot of the
window for a few seconds when the player turns them on (issue 36). Every cue the game plays goes
through audio.play, which tells its listeners; the words for each cue are here, in one table that a
test keeps whole (every sound file has its caption)."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.i18n import N_, _

from .look import GOLD, INK, contrast, font, paint

# sound name -> what a player would hear, in square brackets like a film's subtitles (marked with N_,
# told with _() when shown, so a change of language shows at once)
CAPTIONS: dict[str, str] = {
    "tile_snap": N_("a map tile clicks into place"),
    "tile_pickup": N_("a map tile is lifted"),
    "tile_rotate": N_("the tile turns with a scrape"),
    "tile_refuse": N_("a soft wooden knock: that will not go there"),
    "card_play": N_("cards are laid on the table"),
    "hit": N_("a blow lands on the monster"),
    "hero_hurt": N_("a hero cries out, wounded"),
    "block": N_("a shield rings as a blow is blocked"),
    "kill": N_("the monster falls"),
    "heal": N_("a warm chime: wounds close"),
    "combat_start": N_("steel is drawn: a fight begins"),
    "chest": N_("a chest creaks open"),
    "door": N_("a heavy door grinds open"),
    "key": N_("a key jingles"),
    "campfire": N_("a campfire crackles"),
    "level_up": N_("a rising fanfare: the heroes grow stronger"),
    "descend": N_("footsteps echo down the stairs"),
    "victory": N_("a triumphant fanfare: victory"),
    "defeat": N_("a low, mournful horn: defeat"),
}
SHOW_FOR = 3.5  # seconds a caption stays
AT_ONCE = 3  # the newest lines shown at once


class Captions:
    """The captions heard lately, and their box at the foot of the window."""

    def __init__(self, enabled: Callable[[], bool], clock: Callable[[], float] = time.monotonic) -> None:
        self.enabled = enabled  # the player's setting, asked when a cue plays
        self.clock = clock
        self.lines: list[tuple[float, str]] = []  # (when heard, words)
        self.rect: pygame.Rect | None = None  # where the box was drawn last frame

    def heard(self, name: str) -> None:
        words = CAPTIONS.get(name)
        if words is None or not self.enabled():
            return
        now = self.clock()
        self.lines = [(t, w) for t, w in self.lines if w != words]  # the same sound again: moved to the end
        self.lines.append((now, words))
        self.lines = self.lines[-AT_ONCE:]

    def showing(self) -> list[str]:
        now = self.clock()
        self.lines = [(t, w) for t, w in self.lines if now - t < SHOW_FOR]
        return ["[" + _(w) + "]" for _t, w in self.lines] if self.enabled() else []

    def draw(self, surface: pygame.Surface, text_scale: float) -> pygame.Rect | None:
        """The box over everything, centred near the window's foot (None when nothing shows)."""
        lines = self.showing()
        if not lines:
            self.rect = None
            return None
        f = font(max(10, round(16 * text_scale)), italic=True)
        step = f.get_linesize()
        w = max(f.size(line)[0] for line in lines) + 2 * step
        sw, sh = surface.get_size()
        w = min(w, sw - 20)
        box = pygame.Rect(0, 0, w, step * len(lines) + step // 2)
        box.midbottom = (sw // 2, sh - max(8, sh // 10))
        pygame.draw.rect(surface, paint("caption"), box, border_radius=6)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=6)
        for i, line in enumerate(lines):
            img = f.render(line, True, contrast(INK))
            if img.get_width() > box.width - 8:
                img = img.subsurface(pygame.Rect(0, 0, box.width - 8, img.get_height()))
            surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + step // 4 + i * step)))
        self.rect = box
        return box
