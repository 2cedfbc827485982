"""The explore screen's view: where everything goes (from the window size and the UI scale) and the
drawing — the Ecology on its board, the carried tile and its ghost, the turn banner and the side panel.

`ExploreView` is a mixin: the explore scene (game/ui/scenes/explore.py) adds the widgets and turns
mouse and keys into commands; another scene (a replay) can draw a game read-only with it alone:

    class Viewer(ExploreView, Scene):
        def __init__(self, app, session):
            super().__init__(app)
            self.session, self.game = session, session.game
            self.art = TileArt(self.game.content)
        def build(self):
            self.lay_out()          # a new window size: only this again
            self.lay_out_panel(0)
        def update(self, dt):
            self.refresh_view()     # after the game changed (cheap when it did not)

What the player does (a carried tile, the hovered element, the pan) is read from attributes the
input side sets; their defaults below draw an untouched map.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.rules import Command

from .. import card_art, icons, map_hover
from ..board_view import BoardView, Camera, Square
from ..card_paint import wrap
from ..focus import top_window
from ..hint_view import turn_words
from ..labels import proper_name
from ..layout import Layout
from ..log_view import FEWEST_LOG_LINES
from ..look import (
    DIM_INK,
    GOLD,
    HERO_COLOURS,
    HERO_SHAPES,
    ILLEGAL,
    INK,
    LEGAL,
    draw_shape,
    font,
    ground_box,
    paint,
    swing,
    text,
    tick,
    turn_marker,
)
from ..tile_art import TileArt
from .control_row import button_w_for, control_cols, rows_for
from .side_facts import SideFacts

if TYPE_CHECKING:
    from game.rules import Game

    from ..app import App

# what the turn banner says while a pending step waits on the heroes (phase "resolving")
PENDING_WORDS = {  # marked for the catalogue, shown with _()
    "feature_test": N_("take the Feature test"),
    "choose_hero": N_("choose which hero takes it"),
    "choose_item": N_("choose an Item to keep"),
    "replace": N_("remove cards from the deck"),
    "choose_ability": N_("keep one of two Abilities"),
    "level_up": N_("level up"),
    "start_items": N_("draw the starting Items"),
    "legendary": N_("play the Legendary Location's cards"),
    "story_choice": N_("make the story choice"),
}


FIT_MARGIN = 1  # squares round the map when it is framed: the squares beside it, where tiles go, in view
FIT_MOST = 320  # the largest a square is framed at 1280x720 and 100 % (a map of one or two tiles)


def risk_word(fits: int, left: int) -> str:
    """The dead-end meter's colour in a word (issue 36): none while every tile left would fit now,
    some while more than half would, else high."""
    if left == 0 or fits == left:
        return "none"
    return "some" if fits / left > 0.5 else "high"

class ExploreView(SideFacts):
    """Layout and drawing of the explore screen (a mixin of ExploreScene; see the module's note)."""

    app: App
    session: Any  # game.ui.session.Session: the game, whose decision it is, the players' names
    game: Game
    art: TileArt
    lay: Layout
    # what the player is doing (the input side sets these; the defaults draw an untouched map)
    camera: Camera | None = None
    board: BoardView | None = None
    held = False  # the drawn tile is carried by the mouse
    rotation = 0
    square: Square | None = None  # the free square the carried tile snaps to
    mouse: tuple[int, int] = (0, 0)
    returning: tuple[tuple[float, float], float] | None = None  # a dropped tile going home: (from, elapsed)
    flying: tuple[Square, int, float] | None = None  # a just-drawn tile flying in
    hovered: str | None = None  # the map element under the mouse ("lantern" for the Lantern)
    time = 0.0
    own_camera = False  # the player panned or zoomed: kept (no automatic framing) until Fit
    compact_heroes = False  # a hero a line (the panel short of room for the log's lines)
    heroes_heading_h = 0
    _fitted = False
    _legal_cache: tuple[tuple[int, int], list[Command]] = ((-1, -1), [])
    _shown: tuple[Any, ...] | None = None  # what the last frame drawn showed (changed_regions)
    _over: tuple[pygame.Rect, ...] = ()  # where draw_over drew the carried tile, its reason, the slot's tile

    # --- layout -------------------------------------------------------------------------------

    def lay_out(self) -> None:
        """Where the map, the side panel and the tile slot go at this window size and UI scale (a
        relayout is this again: the camera keeps the player's pan and zoom)."""
        w, h = self.app.size
        lay = self.lay = self.app.layout
        self.side_w = min(int(w * 0.4), max(lay.t(300), min(lay.t(420), int(w * 0.25))))
        self.side = pygame.Rect(w - self.side_w, 0, self.side_w, h)
        self.button_h = lay.line(15) + lay.u(10)
        # large text: the panel's two rows of small buttons go in a strip under the map, which keeps the
        # panel's height for the heroes, the actions and the log
        self.tools_under_map = lay.large_text
        font = self.app.manager.get_theme().get_font(["#control"])  # fewer to a row where a word needs it
        self.button_cols = control_cols((w - self.side_w) if self.tools_under_map else self.side_w, lay.u(10),
                                        lambda words: font.size(words)[0])
        tools_h = self.control_rows() * (self.button_h + lay.u(4)) + lay.u(4) if self.tools_under_map else 0
        view = pygame.Rect(0, 0, w - self.side_w, h - tools_h)
        if self.camera is None:
            self.camera = Camera(view, int(144 * lay.k))
        else:
            self.camera.view = view
        if not self.own_camera:
            self._fitted = False  # a new window size: frame the map again (unless the player moved it)
        self.board = BoardView(self.game, self.art, self.camera)
        self.board.colour_blind = self.app.settings.colour_blind
        pad = self.pad = lay.u(10)
        # the tile slot: as big as the room beside the counters (~170 px of text) and above the rest of
        # the panel (XP line, heroes, one action, two button rows, the log's lines) allows
        top = lay.line(16) + lay.u(8)
        rows = len(self.game.state.heroes)
        line = lay.line(13)
        # the log shows at least its last FEWEST_LOG_LINES lines (issue 39: at 150 % it was down to 3 or 4), as
        # far as the counters beside the smallest slot leave room. Where the panel's rows would leave
        # fewer (1280x720, 150 %, three heroes) it goes compact: each hero takes one line (its facts
        # beside its name) without the "Heroes" heading, Keys and Tiles left share a line of smaller
        # counters and the slot is as tall as they are, the buttons hold their text with less margin,
        # and the log's lines are set closer (two lines at the very least). Large text (past 150 %,
        # issue 36) has no "Heroes" heading either, keeps no room for an action button while there is
        # none, its small buttons under the map (as tall as ever: the strip is laid out for them) and the
        # log down to one line (it scrolls)
        for compact in (False, True):
            self.compact_heroes = compact
            small_buttons = compact and not self.tools_under_map
            self.button_h = lay.line(14) + lay.u(6) if small_buttons else lay.line(15) + lay.u(10)
            self.action_h = lay.line(16) + lay.u(6) if compact else lay.line(18) + lay.u(8)
            self.hero_row_h = lay.line(15) + lay.u(4) if compact else lay.line(15) + lay.line(12) + lay.u(4)
            self.heroes_heading_h = 0 if compact or lay.large_text else lay.line(16) + lay.u(4)
            counters = self.counters_h()
            below = (2 * lay.line(13) + self.heroes_heading_h + lay.u(14) + (self.hero_row_h + lay.u(4)) * rows
                     + lay.u(12) + self.action_h + lay.u(8) + self._panel_buttons_h() + pad)
            room = h - top - max(lay.u(64), counters) - below - lay.u(4)
            if room - lay.u(12) >= FEWEST_LOG_LINES * line:
                break
        least = 1 if lay.large_text else 2
        self.log_min_h = max(least * line, min(FEWEST_LOG_LINES * line, room - lay.u(12))) + lay.u(12)
        below += self.log_min_h
        # (compact: as tall as the counters without a set-aside tile's line, which pushes the rows down
        # the rare times one is set aside)
        most = min(lay.u(150), max(lay.u(64), self.counters_h(False))) if self.compact_heroes else lay.u(150)
        side = max(lay.u(64), min(most, self.side_w - 2 * pad - lay.t(170), h - top - below))
        self.slot = pygame.Rect(self.side.x + pad, top, side, side)
        self.button_w = button_w_for(view.width if self.tools_under_map else self.side_w, pad, self.button_cols)

    def control_rows(self) -> int:
        """The rows the eight small buttons take (two rows of four, or more rows of fewer)."""
        return rows_for(self.button_cols)

    def _panel_buttons_h(self) -> int:
        """The height the rows of small buttons take in the side panel (none when under the map)."""
        return 0 if self.tools_under_map else self.control_rows() * (self.button_h + self.lay.u(4))

    def tools_rect(self) -> pygame.Rect:
        """The strip under the map that holds the small buttons at large text (empty otherwise)."""
        assert self.camera is not None
        view = self.camera.view
        return pygame.Rect(view.x, view.bottom, view.width, self.app.size[1] - view.bottom)

    def counters_h(self, set_aside: bool = True) -> int:
        """The height of the counters beside the slot (Keys, Tiles left, the dead-end risk and its bar,
        what would fit, a tile set aside)."""
        lay = self.lay
        keys = lay.line(13) if self.compact_heroes else 2 * lay.line(16)
        return keys + lay.u(2) + lay.line(13) + lay.t(12) + lay.u(2) + lay.line(12) * (2 if set_aside else 1)

    def button_rect(self, i: int) -> pygame.Rect:
        """The i-th of the panel's eight buttons (rows of four, or of fewer), at the top of its row's band: in the
        side panel, or at large text in the strip under the map; fewer to a row where a word needs it)."""
        lay, cols = self.lay, self.button_cols
        if self.tools_under_map:
            strip = self.tools_rect()
            return pygame.Rect(strip.x + self.pad + (i % cols) * (self.button_w + 4),
                               strip.y + lay.u(4) + (self.button_h + lay.u(4)) * (i // cols), self.button_w,
                               self.button_h)
        return pygame.Rect(self.side.x + self.pad + (i % cols) * (self.button_w + 4),
                           self.buttons_top + (self.button_h + lay.u(4)) * (i // cols), self.button_w,
                           self.button_h)

    def action_rect(self, i: int) -> pygame.Rect:
        """The i-th action button (Draw a map tile, End the turn ...), under the heroes."""
        return pygame.Rect(self.side.x + self.pad, self.actions_top + i * (self.action_h + self.lay.u(4)),
                           self.side_w - 2 * self.pad, self.action_h)

    def actions_room(self) -> int:
        """How many action buttons fit: what the two button rows and a few log lines leave (1 to 6)."""
        lay = self.lay
        room = (self.app.size[1] - self.actions_top - lay.u(4) - self._panel_buttons_h() - lay.u(4)
                - self.log_min_h - self.pad)
        return max(1, min(6, room // (self.action_h + lay.u(4))))

    def lay_out_panel(self, actions: int) -> None:
        """The side panel's rows under the slot: hint, XP line, heroes, `actions` action buttons, the
        two button rows, then the log to the bottom. Every height comes from the text it holds, so
        nothing overlaps at any UI scale."""
        lay, pad = self.lay, self.pad
        x0 = self.side.x
        # under the slot and the counters beside it: the slot's hint line, the XP line, the "Heroes" heading
        counters_bottom = self.slot.y + self.counters_h(bool(self.game.state.set_aside_tile))
        self.hint_top = max(self.slot.bottom, counters_bottom) + lay.u(3)
        self.xp_top = self.hint_top + lay.line(13) + lay.u(3)
        heroes_top = self.xp_top + lay.line(13) + lay.u(4) + self.heroes_heading_h
        rows = len(self.game.state.heroes)
        self.heroes_rect = pygame.Rect(x0 + pad, heroes_top, self.side_w - 2 * pad,
                                       lay.u(4) + (self.hero_row_h + lay.u(4)) * rows)
        self.actions_top = self.heroes_rect.bottom + lay.u(8)
        kept = actions if lay.large_text else max(1, actions)
        self.buttons_top = self.actions_top + kept * (self.action_h + lay.u(4)) + lay.u(4)
        log_top = self.buttons_top + self._panel_buttons_h() + lay.u(4)
        self.log_rect = pygame.Rect(x0 + pad, log_top, self.side_w - 2 * pad,
                                    max(self.log_min_h, self.app.size[1] - log_top - pad))

    def refresh_view(self) -> None:
        """After the game changed: the board's tiles again, and the map framed anew when it outgrew the
        view (unless the player moved it)."""
        assert self.board is not None
        self.board.refresh(self.session.version)
        if not self.own_camera and (not self._fitted or not self._map_in_view()):
            self.fit()
            self._fitted = True

    # --- reading the game ---------------------------------------------------------------------

    def legal(self) -> list[Command]:
        v = (self.game.revision, self.session.version)
        if self._legal_cache[0] != v:
            self._legal_cache = (v, self.session.legal())  # this window's own moves (online: its seats')
        return self._legal_cache[1]

    @property
    def held_tile(self) -> str | None:
        s = self.game.state
        return s.drawn_tile if s.phase == "placing" else s.set_aside_tile if s.phase == "exploring" else None

    def legal_squares(self) -> dict[Square, list[int]]:
        out: dict[Square, list[int]] = {}
        for c in self.legal():
            if c.kind == "place_tile":
                out.setdefault((c.x, c.y), []).append(c.rotation)  # type: ignore[attr-defined]
        return out

    def encounter_targets(self) -> set[str]:
        """Elements a click can Encounter now: with a Key or, for Doors, an unlocking Item or Ability."""
        return {c.element for c in self.legal() if c.kind in ("encounter", "unlock_with")}  # type: ignore[attr-defined]

    def map_area(self) -> pygame.Rect:
        """Where the map frames itself: the view left of the side panel, below the turn banner."""
        assert self.camera is not None
        view = self.camera.view
        top = self.banner_rect().bottom + self.lay.u(6)
        return pygame.Rect(view.x, top, view.width, view.bottom - top)

    def _map_in_view(self) -> bool:
        """Whether every placed tile is in the map area (the view refits when the map outgrows it)."""
        assert self.camera is not None
        area = self.map_area()
        return all(area.contains(self.camera.square_rect(p.x, p.y)) for p in self.game.state.placements)

    def fit(self) -> None:
        """Frame the whole Ecology clear of the side panel and the banner; the player's own pan and
        zoom are dropped (the map frames itself again after each placement)."""
        assert self.camera is not None
        squares = [(p.x, p.y) for p in self.game.state.placements]
        # as large as fills the map's area (issue 39: a small island at 2560x1440, the zoom steps
        # leaving up to a fifth unused), FIT_MARGIN squares spare round it, and no larger than FIT_MOST
        # grown with the window and the UI scale
        self.camera.fit(squares, margin=FIT_MARGIN, area=self.map_area(), most=int(FIT_MOST * self.lay.k))
        self.own_camera = False

    def tooltip_html(self, key: str) -> str:
        """The tooltip of what the mouse points at on the map (a hover key of map_hover.thing_at)."""
        return map_hover.tooltip_html(self.game, key)

    # --- what changes from frame to frame (game/ui/redraw.py) ------------------------------------

    def changed_regions(self) -> list[pygame.Rect] | None:
        """Everything when the game moved on, the map was panned or zoomed, the tile was picked up or
        put back, or a setting changed; else nothing under the widgets but what moves (the pulsing
        rings, the carried tile: moving_regions), and the hovered element's ring."""
        cam = self.camera
        if cam is None or self.board is None or getattr(self.session, "current_hint", None) is not None:
            return None  # (a hint's frame pulses wherever it points: the whole window while one shows)
        shown = (self.session.version, cam.px, cam.ox, cam.oy, tuple(cam.view), self.held, self.held_tile,
                 self.app.settings.still(), self.lay)
        hovered = self.hovered
        if self._shown is None or shown != self._shown[:-1]:
            self._shown = (*shown, hovered)
            return None
        before = self._shown[-1]
        self._shown = (*shown, hovered)
        return [self._ring(e) for e in {before, hovered} if e and e in self.game.state.elements] if before != hovered \
            else []

    def moving_regions(self) -> list[pygame.Rect]:
        """The rings pulsing around what may be Encountered, and what draw_over drew (the carried tile
        and its reason, the tile in the slot with its pulsing frame)."""
        assert self.camera is not None
        rings = [self._ring(e) for e in self.encounter_targets() if e in self.game.state.elements]
        return [r.clip(self.camera.view) for r in rings] + list(self._over)

    def _ring(self, element: str) -> pygame.Rect:
        """Where the board draws an element's ring (with its pulse and the colour-blind pointer)."""
        assert self.board is not None
        rect = self.board.element_rect(self.game.state.elements[element])
        ring = rect.inflate(rect.width // 2, rect.height // 2).inflate(10, 10)
        return ring.union(pygame.Rect(ring.centerx - 8, ring.top - 14, 16, 16))

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        assert self.board is not None and self.camera is not None
        self.board.draw(surface, self.hovered, self.encounter_targets(), self.time)
        if self.held:
            self._draw_legal_squares(surface)
        self._draw_side(surface)
        self._draw_banner(surface)  # under the widgets: tooltips and refusals are never hidden by it

    def draw_over(self, surface: pygame.Surface) -> None:
        tile = self.held_tile
        self._over = ()
        if tile is not None and self.held:
            self._draw_ghost(surface, tile)
        elif tile is not None and top_window(self.app.manager) is None:  # (a window over the map hides it)
            self._draw_slot_tile(surface, tile)

    def _draw_legal_squares(self, surface: pygame.Surface) -> None:
        assert self.camera is not None
        shade = pygame.Surface((self.camera.px, self.camera.px), pygame.SRCALPHA)
        shade.fill((*LEGAL, 46))
        for sq in self.legal_squares():
            rect = self.camera.square_rect(*sq)
            surface.blit(shade, rect)
            pygame.draw.rect(surface, LEGAL, rect.inflate(-6, -6), 2, border_radius=6)
            tick(surface, rect, LEGAL)  # a shape as well as the colour (issue 36)

    def _draw_ghost(self, surface: pygame.Surface, tile: str) -> None:
        assert self.camera is not None
        if self.square is None:  # off the board: carried under the mouse
            size = 120
            img = self.art.ghost(tile, self.rotation, size)
            self._over += (surface.blit(img, img.get_rect(center=self.mouse)),)
            return
        rect = self.camera.square_rect(*self.square)
        self._over += (rect.inflate(4, 4),)
        surface.blit(self.art.ghost(tile, self.rotation, self.camera.px), rect)
        problem = self.game.placement_problem(tile, self.square[0], self.square[1], self.rotation)
        colour = LEGAL if problem is None else ILLEGAL
        pygame.draw.rect(surface, colour, rect, 4, border_radius=4)
        # its turn, in the words the hint uses ("turned 90°"): Q and E until it says what the hint says
        words = text(surface, turn_words(self.rotation), (rect.centerx, rect.bottom - 6), 13, INK,
                     anchor="midbottom", bold=True)
        self._over += (words.inflate(4, 4),)
        # a tick or a cross as well as the colour, for colour-blind players
        cx, cy = rect.right - 16, rect.top + 16
        if problem is None:
            pygame.draw.lines(surface, colour, False, [(cx - 8, cy), (cx - 2, cy + 6), (cx + 8, cy - 6)], 4)
        else:
            pygame.draw.line(surface, colour, (cx - 7, cy - 7), (cx + 7, cy + 7), 4)
            pygame.draw.line(surface, colour, (cx - 7, cy + 7), (cx + 7, cy - 7), 4)
        if problem:
            self._reason(surface, problem, rect)

    def _reason(self, surface: pygame.Surface, words: str, rect: pygame.Rect) -> None:
        """The refusal's sentence beside the red ghost, wrapped to a small card."""
        lay = self.lay
        f = font(lay.font_size(15))
        wrap, step = lay.t(300), f.get_linesize()
        lines, line = [], ""
        for word in words.split():
            trial = (line + " " + word).strip()
            if f.size(trial)[0] > wrap and line:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
        h = lay.u(10) + step * len(lines)
        box = pygame.Rect(rect.right + lay.u(10), rect.top, wrap + lay.u(20), h)
        if box.right > self.camera.view.right if self.camera else False:
            box.right = rect.left - lay.u(10)
        box.clamp_ip(self.map_area() if self.camera else surface.get_rect())  # never under the banner
        self._over += (box.inflate(4, 4),)
        pygame.draw.rect(surface, paint("refusal"), box, border_radius=6)
        pygame.draw.rect(surface, ILLEGAL, box, 2, border_radius=6)
        for i, ln in enumerate(lines):
            text(surface, ln, (box.x + lay.u(10), box.y + lay.u(5) + step * i), 15, (255, 220, 210))

    def _draw_slot_tile(self, surface: pygame.Surface, tile: str) -> None:
        img = self.art.get(tile, self.rotation, self.slot.width)
        rect = self.slot.copy()
        if self.returning:
            start, t = self.returning
            k = min(1.0, t / max(1e-6, self.app.settings.duration(0.25)))
            k = 1 - (1 - k) ** 3
            rect.center = (int(start[0] + (self.slot.centerx - start[0]) * k),
                           int(start[1] + (self.slot.centery - start[1]) * k))
        elif self.flying:
            _, _, t = self.flying
            k = min(1.0, t / max(1e-6, self.app.settings.duration(0.35)))
            img = pygame.transform.smoothscale(img, (max(4, int(self.slot.width * k)),) * 2)
            rect = img.get_rect(center=self.slot.center)
        self._over += (surface.blit(img, rect), self.slot.inflate(12, 12))
        pulse = int(4 * swing(self.time, 5))
        pygame.draw.rect(surface, GOLD, self.slot.inflate(pulse * 2, pulse * 2), 2, border_radius=4)

    def _banner_words(self) -> tuple[str, str] | None:
        """(hero, "Name: what to do") for the turn banner, None when no hero decides."""
        s = self.game.state
        hero_i = self.session.deciding_hero()
        if hero_i is None:
            return None
        what = {"exploring": _("draw a map tile or Encounter something"),
                "placing": _("place the drawn map tile"),
                "dead_end": _("a dead end: set the tile aside"),
                "combat": _("fight"),
                "over": _("the game is over")}.get(s.phase)
        if what is None:  # resolving: say what the step waiting on the heroes asks
            step = s.pending[0].step if s.pending else ""
            what = _(PENDING_WORDS[step]) if step in PENDING_WORDS else _("finish what was encountered")
        return s.heroes[hero_i], _("{hero}: {what}").format(hero=self.session.hero_label(hero_i), what=what)

    def _banner_lines(self, words: str) -> tuple[int, list[str]]:
        """The banner's text size and lines: 18 pt, smaller only if the words would not fit over the map;
        in two lines (at the largest size they fit) when not even 11 pt fits on one, or at large text
        15 pt (its words shrink no further than that on one line)."""
        lay = self.lay
        room = (self.camera.view.width if self.camera else 800) - lay.u(20) - lay.t(60)
        for points in range(18, 14 if lay.large_text else 10, -1):
            if font(lay.font_size(points), True).size(words)[0] <= room:
                return points, [words]
        for points in range(18, 10, -1):
            lines = card_art.wrap(words, font(lay.font_size(points), True), room)
            if len(lines) <= 2:
                break
        return points, lines

    def banner_rect(self) -> pygame.Rect:
        """Where the turn banner sits (the map, refusals and tooltips stay below it)."""
        lay = self.lay
        view = self.camera.view if self.camera else pygame.Rect(0, 0, 800, 600)
        found = self._banner_words()
        words = found[1] if found else _("Somebody: draw a map tile or Encounter something")
        points, lines = self._banner_lines(words)
        f = font(lay.font_size(points), True)
        box = pygame.Rect(0, lay.u(8), max(f.size(line)[0] for line in lines) + lay.t(60),
                          lay.line(points) * len(lines) + lay.u(10))
        box.centerx = view.centerx
        return box

    def _draw_banner(self, surface: pygame.Surface) -> None:
        """Whose decision it is, in the hero's colour and name, and what it is."""
        assert self.camera is not None
        found = self._banner_words()
        if found is None:
            return
        hero, words = found
        lay = self.lay
        box = self.banner_rect()
        pygame.draw.rect(surface, paint("note"), box, border_radius=lay.u(8))
        colour = HERO_COLOURS.get(hero, GOLD)
        pygame.draw.rect(surface, colour, box, max(2, lay.u(3)), border_radius=lay.u(8))
        draw_shape(surface, HERO_SHAPES.get(hero, "circle"), colour, (box.x + lay.t(24), box.centery), lay.t(11))
        points, lines = self._banner_lines(words)
        top = box.centery - lay.line(points) * len(lines) // 2
        for i, line in enumerate(lines):
            text(surface, line, (box.x + lay.t(44), top + lay.line(points) * i + lay.line(points) // 2), points,
                 colour, bold=True, anchor="midleft")

    def _draw_side(self, surface: pygame.Surface) -> None:
        s = self.game.state
        lay = self.lay
        surface.fill(paint("panel"), self.side)
        pygame.draw.line(surface, paint("divider"), self.side.topleft, self.side.bottomleft, 2)
        if self.tools_under_map:
            strip = self.tools_rect()
            surface.fill(paint("panel"), strip)
            pygame.draw.line(surface, paint("divider"), strip.topleft, strip.topright, 2)
        x0 = self.side.x + self.pad
        tile = self.held_tile
        text(surface, _("Drawn map tile") if tile else _("Map tile pile"), (x0, lay.u(4)), 16, GOLD, bold=True)
        pygame.draw.rect(surface, paint("slot"), self.slot, border_radius=6)
        pygame.draw.rect(surface, paint("slot_edge"), self.slot, 2, border_radius=6)
        if tile:
            hint = _("drag onto the map") if not self.held else _("carried...")
            text(surface, hint, (self.slot.x, self.hint_top), 13, DIM_INK)
        else:
            # (wrapped inside the slot where it is narrow: the compact panel's)
            lines = wrap(_("{n} face down").format(n=len(s.tile_pile)), font(lay.font_size(13)), self.slot.width - 8)
            for k, words in enumerate(lines):
                text(surface, words, (self.slot.centerx, self.slot.centery + (k - (len(lines) - 1) / 2) * lay.line(13)),
                     13, DIM_INK, anchor="center")
        # counters beside the slot, one line under the other
        cx = self.slot.right + lay.u(12)
        y = self.slot.y
        if self.compact_heroes:  # Keys and Tiles left on one line of smaller text
            icons.draw_key(surface, (cx + lay.t(8), y + lay.line(13) // 2), lay.t(8))
            keys = text(surface, _("Keys: {n}").format(n=s.keys), (cx + lay.t(20), y), 13)
            text(surface, _("Tiles left: {n}").format(n=len(s.tile_pile)), (keys.right + lay.u(12), y), 13)
            y += lay.line(13) + lay.u(2)
        else:
            icons.draw_key(surface, (cx + lay.t(10), y + lay.line(16) // 2), lay.t(10))
            text(surface, _("Keys: {n}").format(n=s.keys), (cx + lay.t(26), y), 16)
            y += lay.line(16)
            text(surface, _("Tiles left: {n}").format(n=len(s.tile_pile)), (cx, y), 16)
            y += lay.line(16) + lay.u(2)
        fits, left = self._risk()
        risk = {"none": _("none"), "some": _("some"), "high": _("high")}[risk_word(fits, left)]
        # i18n: the short form where "Dead-end risk: ..." leaves the panel no room (above the dead-end meter)
        risk_forms = [_("Dead-end risk: {risk}").format(risk=risk), _("Risk: {risk}").format(risk=risk)]
        text(surface, self._fitting(risk_forms, 13, self.side.right - cx - lay.u(8)), (cx, y), 13, DIM_INK)
        y += lay.line(13)
        bar = pygame.Rect(cx, y, self.side.right - cx - lay.u(12), lay.t(12))
        pygame.draw.rect(surface, paint("meter"), bar, border_radius=4)
        if left:
            good = bar.copy()
            good.width = int(bar.width * fits / left)
            colour = LEGAL if fits == left else (230, 180, 60) if fits / left > 0.5 else ILLEGAL
            pygame.draw.rect(surface, colour, good, border_radius=4)
        pygame.draw.rect(surface, paint("meter_edge"), bar, 1, border_radius=4)
        y = bar.bottom + lay.u(2)
        text(surface, _("{fits} of {left} would fit now").format(fits=fits, left=left), (cx, y), 12, DIM_INK)
        if s.set_aside_tile and s.phase == "exploring":
            text(surface, _("Set aside (One Dead-End)"), (cx, y + lay.line(12)), 12, GOLD)
        # the party's XP and what it buys now
        self.xp_rect = self._draw_xp(surface, x0, self.side.right - x0 - lay.u(8), free_above=not tile)
        # heroes
        r = self.heroes_rect
        if self.heroes_heading_h:
            text(surface, _("Heroes"), (r.x, r.y - lay.line(16) - lay.u(2)), 16, GOLD, bold=True)
        turn = self.session.deciding_hero()
        self.hero_spots = []
        row_h = self.hero_row_h
        for i, hero in enumerate(s.heroes):
            row = pygame.Rect(r.x, r.y + i * (row_h + lay.u(4)), r.width, row_h)
            colour = HERO_COLOURS.get(hero, GOLD)
            ground_box(surface, "row", row, 6)
            if i == turn:  # whose decision: the hero's colour round the row, and a pointer beside it
                pygame.draw.rect(surface, colour, row, 2, border_radius=6)
                turn_marker(surface, row, lay.t(7))
            draw_shape(surface, HERO_SHAPES.get(hero, "circle"), colour, (row.x + lay.t(14), row.centery), lay.t(8))
            left_x = row.x + lay.t(28)
            player = ""
            if i < len(self.session.players) and len(set(self.session.players)) > 1:
                player = self.session.players[i]
            player_rect = (text(surface, player, (row.right - lay.u(6), row.y + lay.u(2)), 13, INK, anchor="topright")
                           if player else pygame.Rect(row.right, row.y, 0, 0))
            room = player_rect.x - left_x - lay.u(6)
            full = proper_name(self.game, i) if not self.compact_heroes else self._name_beside_health(i, room)
            name = text(surface, self._fitting(full, 15, room, bold=True), (left_x, row.y + lay.u(1)), 15, colour,
                        bold=True)
            self.hero_spots.append((name, ("hero", hero)))  # the name opens the hero's card, portrait and all
            if self.compact_heroes:  # one line: the facts beside the name, the chips before the player's name
                chips = min(3, self._chip_count(i)) * (lay.t(11) + 3)
                fx = name.right + lay.u(8)
                facts = self._facts_fitting(i, player_rect.x - fx - lay.u(6) - chips)
                facts_rect = text(surface, facts, (fx, name.bottom), 12, DIM_INK, anchor="bottomleft")
                self._card_chips(surface, i, facts_rect.right + lay.u(4), row, player_rect.x - lay.u(6))
                continue
            facts = self._facts_fitting(i, row.right - left_x - lay.u(6))
            facts_rect = text(surface, facts, (left_x, name.bottom), 12, DIM_INK)  # (touching: never over it)
            self._card_chips(surface, i, max(name.right, facts_rect.right) + lay.u(8), row)
