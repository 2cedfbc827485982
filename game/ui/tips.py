"""First-time tips: one line, the first time a player meets each mechanic (outside the tutorial).

A tip shows once: its key goes into the settings file (`Settings.tips_seen`) the moment it is shown,
and the "Show tips" setting (F3) turns them all off. A tip is a strip at the foot of the map or of
the combat table with a close button; it never takes a click meant for the game.

`met_now(scene)` says which mechanics a screen shows now; the tutorial (game/ui/tutorial.py) reads
the same answers to know when to introduce each one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.rules import pool_xp

from .layout import Layout
from .look import GOLD, INK, contrast, ellipsized, font, paint

if TYPE_CHECKING:
    from .app import App
    from .settings import Settings

# the mechanics, in the order their tips are offered when several appear at once
TIPS: dict[str, str] = {
    "tile": N_("Drag the drawn tile onto a green square; the wheel or Q/E turn it."),
    "lantern": N_("The Lantern marks where the party stands: open paths from it are in reach."),
    "monster": N_("A Monster: click it to fight. Beaten Monsters join the party's XP pool."),
    "combat": N_("Play cards against the Monster's; equal values Block, the higher card Hits."),
    "feature": N_("A Feature: click it for a test; the cards you play add up against its target."),
    "door": N_("A locked Door: a Key, or an Item or Ability that unlocks, opens it."),
    "chest": N_("A Chest: click it to draw an Item for one of your heroes."),
    "campfire": N_("A Campfire: rest once per Ecology to heal; beaten Monsters come back."),
    "xp": N_("XP buys Keys and Healing while exploring (the Buy Key and Healing buttons)."),
    "stairs": N_("The Stairs: beat the Stair Guardian to level up and go deeper."),
    "legendary": N_("A Legendary Location: its cards follow one another until the chain ends."),
}
ELEMENT_TIPS = ("monster", "feature", "door", "chest", "campfire", "stairs", "legendary")


def met_now(scene: Any) -> list[str]:
    """The mechanics the screen shows now (TIPS' keys, in its order): a carried or waiting tile, the
    Lantern, each kind of discovered element on the map, the party's XP, a fight."""
    game = getattr(scene, "game", None)
    if game is None:
        return []
    name = getattr(scene, "name", "")
    found: set[str] = set()
    if name == "combat":
        found.add("combat")
    elif name == "explore":
        state = game.state
        found.add("lantern")
        if state.phase == "placing":
            found.add("tile")
        kinds = {el.kind for el in state.elements.values() if el.status == "discovered"}
        found |= {k for k in ELEMENT_TIPS if k in kinds}
        if state.phase == "exploring" and pool_xp(game) > 0:
            found.add("xp")
    return [k for k in TIPS if k in found]


def seen_tips(settings: Settings) -> list[str]:
    """The tips already shown, as kept in the settings file (anything else there is ignored)."""
    seen = getattr(settings, "tips_seen", [])
    return [k for k in seen if isinstance(k, str)] if isinstance(seen, list) else []


class Tips:
    """The tip strip: which tip is up, where it is drawn, and its close button."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.key: str | None = None  # the tip shown now
        self.scene: Any = None  # the scene it was shown on (another scene on top drops it)
        self.rect: pygame.Rect | None = None
        self.close_rect: pygame.Rect | None = None
        self.shown = ""  # the words as drawn (cut with an ellipsis only if even 11 pt would not fit)

    @property
    def words(self) -> str:
        return _(TIPS.get(self.key or "", ""))  # (marked for the catalogue where TIPS is written)

    def update(self, scene: Any) -> None:
        """Drop the tip when its scene leaves the top; show the first new mechanic's tip (and remember it)."""
        if self.key is not None and scene is not self.scene:
            self.dismiss()
        if self.key is not None or not self.app.settings.tips:
            return
        seen = seen_tips(self.app.settings)
        new = next((k for k in met_now(scene) if k not in seen), None)
        if new is None:
            return
        self.key, self.scene = new, scene
        self.app.settings.tips_seen = [*seen, new]
        self.app.settings.save(self.app.saves_dir / "settings.json")

    def dismiss(self) -> None:
        self.key = self.scene = self.rect = self.close_rect = None

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on the tip's close button (the strip itself lets clicks through to the game)."""
        if self.key is None or self.close_rect is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.close_rect.collidepoint(event.pos):
            self.dismiss()
            return True
        return False

    def area(self, scene: Any) -> pygame.Rect | None:
        """Where the strip may go: the foot of the map (left of the side panel) or of the combat table's
        middle (above the hand), or None on other screens."""
        lay = guide_layout(self.app)
        if scene.name == "explore" and getattr(scene, "camera", None) is not None:
            view = scene.camera.view
            return pygame.Rect(view.x + lay.u(10), view.bottom - lay.u(10), view.width - lay.u(20), 0)
        if scene.name == "combat" and getattr(scene, "L", None) is not None:
            L = scene.L
            return pygame.Rect(L.table.x + L.px(20), L.hand_top - L.px(52), L.table.width - L.px(40), 0)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.key is None or self.scene is None:
            return
        area = self.area(self.scene)
        if area is None:
            return
        lay = guide_layout(self.app)
        pad, close = lay.u(8), button_size(_("Got it"), 13, lay)[0]
        label = _("Tip: ")
        for points in (14, 13, 12, 11):  # smaller words before an ellipsis (a narrow map at 150 %)
            f = font(lay.font_size(points))
            room = area.width - 3 * pad - close - f.size(label)[0]
            if f.size(self.words)[0] <= room:
                break
        words = self.shown = ellipsized(self.words, room, lambda w: f.size(w)[0])
        width = f.size(label + words)[0] + 3 * pad + close
        h = max(f.get_linesize(), button_size(_("Got it"), 13, lay)[1]) + lay.u(8)
        self.rect = pygame.Rect(area.x, area.bottom - h, width, h)
        pygame.draw.rect(surface, paint("tip"), self.rect, border_radius=lay.u(6))
        pygame.draw.rect(surface, GOLD, self.rect, max(1, lay.u(2)), border_radius=lay.u(6))
        x, cy = self.rect.x + pad, self.rect.centery
        shown = f.render(label, True, contrast(GOLD))
        surface.blit(shown, shown.get_rect(midleft=(x, cy)))
        x += shown.get_width()
        line = f.render(words, True, contrast(INK))
        surface.blit(line, line.get_rect(midleft=(x, cy)))
        self.close_rect = draw_button(surface, lay, _("Got it"), (self.rect.right - pad // 2, cy), 13,
                                      anchor="midright")


def guide_layout(app: App) -> Layout:
    """Sizes for tips and callouts: from the window and the UI scale on every screen (the combat table
    lays itself out from the window too, through its own layout)."""
    return Layout(app.size, app.settings.ui_scale)


def button_size(words: str, points: int, lay: Layout) -> tuple[int, int]:
    """The size of a drawn button (`draw_button`) holding `words` at `points`."""
    f = font(lay.font_size(points), True)
    return f.size(words)[0] + lay.u(16), f.get_linesize() + lay.u(4)


def draw_button(surface: pygame.Surface, lay: Layout, words: str, at: tuple[int, int], points: int,
                anchor: str = "topleft", primary: bool = False) -> pygame.Rect:
    """A small button drawn over the game (a tip's or a callout's: they lie over every widget, so they
    are drawn, not widgets); lit while the mouse is over it. Returns its rect, for clicks."""
    f = font(lay.font_size(points), True)
    rect = pygame.Rect((0, 0), button_size(words, points, lay))
    setattr(rect, anchor, at)
    hover = rect.collidepoint(pygame.mouse.get_pos())
    fill = paint("button_primary" if primary else "button")
    pygame.draw.rect(surface, tuple(min(255, c + 30) for c in fill) if hover else fill, rect, border_radius=lay.u(5))
    pygame.draw.rect(surface, GOLD if hover or primary else paint("meter_edge"), rect, max(1, lay.u(1)),
                     border_radius=lay.u(5))
    img = f.render(words, True, contrast(INK))
    surface.blit(img, img.get_rect(center=rect.center))
    return rect

