"""Exploring: the growing Ecology on a pannable, zoomable board, the drawn tile carried by mouse.

Everything legal comes from `Game.legal()`; a drop or click becomes one `Game.do()` command, and a
refusal shows the engine's sentence. The scene decides no rule: the green squares are the squares
of the legal PlaceTile commands, the ghost's colour and reason come from `game.placement_problem`.
"""

from __future__ import annotations

import html
import math
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox, UITooltip

from game.rules import Command, encounter_problem, pool_xp, reference

from .. import audio, card_art, icons, sound_cues
from ..board_view import BoardView, Camera, Square
from ..labels import LANTERN_NOTE, command_label, command_tooltip, element_note, element_title, proper_name
from ..look import (
    DIM_INK,
    GOLD,
    HERO_COLOURS,
    HERO_SHAPES,
    ILLEGAL,
    INK,
    LEGAL,
    PANEL_BG,
    draw_shape,
    ellipsized,
    font,
    hex_colour,
    text,
)
from ..scene import Scene
from ..session import Session
from ..tile_art import TileArt

ENCOUNTERABLE_KINDS = {"monster", "feature", "door", "chest", "campfire", "stairs", "legendary"}
ON_BOARD = {"place_tile", "encounter", "undo", "unlock_with"}  # commands the board (or its door dialog) offers
# commands the XP and Items dialogs offer (the sidebar's "Buy a Key", "Healing" and "Items" buttons)
IN_DIALOGS = {"buy_key", "buy_healing", "equip_item", "unequip_item", "use_item"}
DRAG_THRESHOLD = 6
LOG_LINES = 40  # log lines kept in the sidebar box (the combat table shows 40 too)
LOG_SLACK = 40  # lines appended before the box is cut back to LOG_LINES


class ExploreScene(Scene):
    name = "explore"
    window_scaled = True  # laid out from app.layout: the map, side panel and text grow with the window

    def __init__(self, app: Any, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.art = TileArt(self.game.content)
        self.camera: Camera | None = None
        self.board: BoardView | None = None
        self.time = 0.0
        # the carried tile
        self.held = False
        self.rotation = 0
        self.square: Square | None = None
        self.mouse = (0, 0)
        self.press_pos: tuple[int, int] | None = None
        self.moved = False
        self.returning: tuple[tuple[float, float], float] | None = None  # (from, elapsed)
        self.flying: tuple[Square, int, float] | None = None  # a just-drawn tile flying in
        # panning
        self.pan_from: tuple[int, int] | None = None
        self.hovered: str | None = None
        self.tooltip: UITooltip | None = None
        self.refusal_box: UITextBox | None = None
        self.refusal_age = 0.0
        self._seen_version = -1
        self._legal_cache: tuple[int, list[Command]] = (-1, [])
        self._log_count = 0
        self._log_in_box = 0
        self._fitted = False
        self.own_camera = False  # the player panned or zoomed: kept (no automatic framing) until Fit
        self._records_seen = sum(1 for e in self.game.events if e.kind == "hero_record_written")

    # --- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        w, h = self.app.size
        lay = self.lay = self.app.layout
        self.side_w = min(int(w * 0.4), max(lay.t(300), min(lay.t(420), int(w * 0.25))))
        self.side = pygame.Rect(w - self.side_w, 0, self.side_w, h)
        view = pygame.Rect(0, 0, w - self.side_w, h)
        if self.camera is None:
            self.camera = Camera(view, int(144 * lay.k))
        else:
            self.camera.view = view
        if not self.own_camera:
            self._fitted = False  # a new window size: frame the map again (unless the player moved it)
        self.board = BoardView(self.game, self.art, self.camera)
        self.board.colour_blind = self.app.settings.colour_blind
        x0, pad = self.side.x, lay.u(10)
        self.pad = pad
        self.button_h = lay.line(15) + lay.u(10)
        self.action_h = lay.line(18) + lay.u(8)
        self.hero_row_h = lay.line(15) + lay.line(12) + lay.u(4)
        self.log_min_h = 2 * lay.line(13) + lay.u(12)  # the log shows at least its last two lines
        # the tile slot: as big as the room beside the counters (~170 px of text) and above the rest of
        # the panel (XP line, heroes, one action, two button rows, a few log lines) allows
        top = lay.line(16) + lay.u(8)
        rows = len(self.game.state.heroes)
        below = (2 * lay.line(13) + lay.line(16) + lay.u(18) + (self.hero_row_h + lay.u(4)) * rows + lay.u(12)
                 + self.action_h + lay.u(8) + 2 * (self.button_h + lay.u(4)) + self.log_min_h + pad)
        side = max(lay.u(64), min(lay.u(150), self.side_w - 2 * pad - lay.t(170), h - top - below))
        self.slot = pygame.Rect(x0 + pad, top, side, side)
        m, root = self.manager, self.root
        self.buttons: dict[str, UIButton] = {}
        bw = (self.side_w - 2 * pad - 12) // 4
        for i, (key, label, tip) in enumerate((("undo", "Undo", "Take back the last move (Ctrl+Z)"),
                                               ("fit", "Fit map", "Show the whole map (F)"),
                                               ("rules", "Rules", "The rules reference, searchable (F2)"),
                                               ("menu", "Menu", "Save and quit, settings, help (Esc)"),
                                               ("key", "Buy Key", "Buy a Key with XP cards you choose"),
                                               ("heal", "Healing", "Buy Healing with XP and share it out"),
                                               ("items", "Items", "Equip, unequip or use the party's Items"),
                                               ("help", "Help", "Shortcuts (F1); settings: F3"))):
            self.buttons[key] = UIButton(pygame.Rect(x0 + pad + (i % 4) * (bw + 4), 0, bw, self.button_h), label, m,
                                         container=root, tool_tip_text=tip)
        self.actions_top = 0
        self.action_buttons: list[tuple[UIButton, Command]] = []
        self.log_box = UITextBox("", pygame.Rect(x0 + pad, 0, self.side_w - 2 * pad, 10), m, container=root,
                                 object_id="#small")
        self._log_count = 0
        self._log_in_box = 0
        self._layout_side()
        self.refusal_box = None
        self._seen_version = -1

    def leave(self) -> None:
        """The element tooltip is not inside the scene's container: close it with the scene."""
        if self.tooltip is not None:
            self.tooltip.kill()
            self.tooltip = None
        self.hovered = None
        super().leave()

    def _layout_side(self) -> None:
        """Place the sidebar's widgets: actions under the heroes, buttons, then the log to the bottom.
        Every height comes from the text it holds (app.layout), so nothing overlaps at any UI scale."""
        lay, pad = self.lay, self.pad
        x0 = self.side.x
        # under the slot and the counters beside it: the slot's hint line, the XP line, the "Heroes" heading
        counters_bottom = (self.slot.y + 2 * lay.line(16) + lay.u(2) + lay.line(13) + lay.t(12) + lay.u(2)
                           + lay.line(12) * (2 if self.game.state.set_aside_tile else 1))
        self.hint_top = max(self.slot.bottom, counters_bottom) + lay.u(3)
        self.xp_top = self.hint_top + lay.line(13) + lay.u(3)
        heroes_top = self.xp_top + lay.line(13) + lay.u(4) + lay.line(16) + lay.u(4)
        rows = len(self.game.state.heroes)
        self.heroes_rect = pygame.Rect(x0 + pad, heroes_top, self.side_w - 2 * pad,
                                       lay.u(4) + (self.hero_row_h + lay.u(4)) * rows)
        self.actions_top = self.heroes_rect.bottom + lay.u(8)
        n_actions = max(1, len(self.action_buttons))
        y = self.actions_top + n_actions * (self.action_h + lay.u(4)) + lay.u(4)
        for i, b in enumerate(self.buttons.values()):
            b.set_relative_position((b.relative_rect.x, y + (self.button_h + lay.u(4)) * (i // 4)))
        log_top = y + 2 * (self.button_h + lay.u(4)) + lay.u(4)
        self.log_box.set_relative_position((x0 + pad, log_top))
        self.log_box.set_dimensions((self.side_w - 2 * pad, max(self.log_min_h, self.app.size[1] - log_top - pad)))

    # --- state --------------------------------------------------------------------------------

    def legal(self) -> list[Command]:
        v = self.session.version
        if self._legal_cache[0] != v:
            self._legal_cache = (v, self.game.legal())
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

    def _sync(self) -> None:
        """Refresh widgets after the state changed."""
        if self.session.version == self._seen_version:
            return
        self._seen_version = self.session.version
        assert self.board is not None and self.camera is not None
        self.board.refresh(self.session.version)
        if not self.own_camera and (not self._fitted or not self._map_in_view()):
            self.fit()
            self._fitted = True
        for b, _ in self.action_buttons:
            b.kill()
        self.action_buttons = []
        x0, pad = self.side.x, self.pad
        listed = [c for c in self.legal() if c.kind not in ON_BOARD and c.kind not in IN_DIALOGS]
        self.action_buttons = []
        lay = self.lay  # room for action buttons: what the two button rows and a few log lines leave
        room = (self.app.size[1] - self.actions_top - lay.u(4) - 2 * (self.button_h + lay.u(4)) - lay.u(4)
                - self.log_min_h - self.pad)
        most = max(1, min(6, room // (self.action_h + lay.u(4))))
        for i, cmd in enumerate(listed[:most]):
            b = UIButton(pygame.Rect(x0 + pad, 0, self.side_w - 2 * pad, self.action_h), command_label(self.game, cmd),
                         self.manager, container=self.root, tool_tip_text=command_tooltip(self.game, cmd),
                         object_id="#primary" if i == 0 else None)
            self.action_buttons.append((b, cmd))
        self._layout_side()
        for i, (b, _) in enumerate(self.action_buttons):
            b.set_relative_position((x0 + pad, self.actions_top + i * (self.action_h + self.lay.u(4))))
        kinds = {c.kind for c in self.legal()}
        for key, ok in (("undo", self.game.can_undo()), ("key", "buy_key" in kinds),
                        ("heal", "buy_healing" in kinds),
                        ("items", any(hs.equipped or hs.unequipped for hs in self.game.state.hero_states))):
            if ok:
                self.buttons[key].enable()
            else:
                self.buttons[key].disable()
        self._sync_log()
        if self.game.outcome is not None:
            self._game_over()
            return
        self._show_refusal(self.session.refusal)
        self.open_what_waits()

    def open_what_waits(self) -> None:
        """Open the scene the game now waits for: the Hero Record, a pending step's dialog, a fight."""
        records = [e for e in self.game.events if e.kind == "hero_record_written"]
        if len(records) > self._records_seen:
            self._records_seen = len(records)
            self.app.open("record", self.session, self, records[-1])
            return
        self._records_seen = len(records)
        story = self.app.make("story", self.session, self)
        if story is not None:  # the story before what follows: an arrival, a guardian
            self.put_back()
            self.app.push(story)
            return
        if self.game.state.phase == "resolving":
            dialog = self.app.make("step", self.session, self)
            if dialog is not None:
                self.put_back()
                self.app.push(dialog)
            return
        if self.game.state.phase == "combat" and getattr(self.game.state, "combat", None) is not None:
            self.app.open("combat", self.session)

    @property
    def _log_follows(self) -> bool:
        """Whether the log box shows its last line (or has no scroll bar yet): new lines keep it there."""
        bar = self.log_box.scroll_bar
        if bar is None:
            return True
        return bar.start_percentage + bar.visible_percentage >= 0.98

    def _sync_log(self) -> None:
        follows = self._log_follows
        log = self.session.log
        if len(log) < self._log_count:
            self._log_count = 0
        self._log_in_box = 0
        new = len(log) - self._log_count
        # the box holds the last LOG_LINES lines and never grows much past them: pygame_gui keeps the
        # whole laid-out text (surfaces included), so an ever-appended log grows all game long
        if self._log_count == 0 or self._log_in_box + new > LOG_LINES + LOG_SLACK:
            self.log_box.set_text("<br>".join(log[-LOG_LINES:]))
            self._log_in_box = min(len(log), LOG_LINES)
        else:
            for line in log[self._log_count:]:
                self.log_box.append_html_text("<br>" + line)
            self._log_in_box += new
        self._log_count = len(log)
        # the newest line stays in view, unless the player scrolled up to read
        if follows and self.log_box.scroll_bar is not None:
            self.log_box.scroll_bar.set_scroll_from_start_percentage(1.0)
            self.log_box.update(0.0)

    def _show_refusal(self, sentence: str | None) -> None:
        if self.refusal_box is not None:
            self.refusal_box.kill()
            self.refusal_box = None
        if sentence:
            view = self.camera.view if self.camera else pygame.Rect(0, 0, 800, 600)
            width = min(self.lay.t(720), view.width - self.lay.u(40))
            top = self.banner_rect().bottom + self.lay.u(6)  # never under the turn banner
            self.refusal_box = UITextBox(html.escape(sentence), pygame.Rect(view.centerx - width // 2, top, width, -1),
                                         self.manager, container=self.root, object_id="#refusal")
            self.refusal_age = 0.0

    def _game_over(self) -> None:
        self.app.show("game over", self.session)

    def do(self, cmd: Command) -> bool:
        ok = self.session.do(cmd)
        if not ok:
            self._show_refusal(self.session.refusal)
            self._sync_log()
        return ok

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
        self.camera.fit(squares, margin=1, area=self.map_area())
        self.own_camera = False

    # --- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.press_pos and math.dist(event.pos, self.press_pos) > DRAG_THRESHOLD:
                self.moved = True
            if self.pan_from is not None and not self.held:
                assert self.camera is not None
                self.camera.pan(event.pos[0] - self.pan_from[0], event.pos[1] - self.pan_from[1])
                self.own_camera = self.own_camera or event.pos != self.pan_from
                self.pan_from = event.pos
            self._track()
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.held:
                self.rotate(1 if event.y < 0 else -1)
            elif self.camera and self.camera.view.collidepoint(self.mouse) and not consumed:
                self.camera.zoom(1 if event.y > 0 else -1, self.mouse)
                self.own_camera = True
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if self.returning or self.flying:  # a click skips the animation
                self.returning = self.flying = None
            if consumed:
                return
            if event.button == 3 and self.held:
                self.rotate(1)
            elif event.button == 1:
                self._press(event.pos)
            elif event.button == 2:
                self.pan_from = event.pos
            return
        if event.type == pygame.MOUSEBUTTONUP:
            self.mouse = event.pos
            if event.button in (1, 2):
                if self.held and event.button == 1 and (self.moved or not self.slot.collidepoint(event.pos)):
                    self.drop()
                self.pan_from = None
                self.press_pos = None
            return

    def _press(self, pos: tuple[int, int]) -> None:
        self.press_pos = pos
        self.moved = False
        if self.held:
            self.drop()  # click-to-carry: the second click puts it down
            self.press_pos = None
            return
        if self.slot.collidepoint(pos) and self.held_tile:
            self.pick_up()
            return
        assert self.board is not None and self.camera is not None
        el = self.board.element_at(pos)
        if el is not None:
            if self.app.open("door", self.session, self, el):  # a Key, Item, Ability or Spell: players choose
                return
            self.do(self._encounter_command(el))
            return
        if self.camera.view.collidepoint(pos):
            self.pan_from = pos

    def _encounter_command(self, element: str) -> Command:
        from game.rules import Encounter
        return Encounter(element=element)

    def _button(self, element: Any) -> None:
        for b, cmd in self.action_buttons:
            if b is element:
                self.do(cmd)
                if cmd.kind == "draw_tile" and self.game.state.drawn_tile:
                    self.flying = ((0, 0), 0, 0.0)
                return
        if element is self.buttons.get("undo"):
            self.undo()
        elif element is self.buttons.get("fit"):
            self.fit()
        elif element is self.buttons.get("rules"):
            self.app.overlays.toggle_rules()
        elif element is self.buttons.get("help"):
            self.app.overlays.toggle_help()
        elif element is self.buttons.get("menu"):
            self.open_menu()
        elif element is self.buttons.get("key") or element is self.buttons.get("heal"):
            self.put_back()
            self.app.open("payment", self.session, self, "key" if element is self.buttons.get("key") else "healing")
        elif element is self.buttons.get("items"):
            self.put_back()
            self.app.open("items", self.session, self)

    def open_menu(self) -> None:
        self.put_back()
        self.app.overlays.close_all()  # the Menu never opens behind the rules or help window
        self.app.open("menu", self.session, self)

    def wants_right_click(self) -> bool:
        return self.held

    def _key(self, event: pygame.event.Event) -> None:
        k = event.key
        if k in (pygame.K_q, pygame.K_e) and self.held:
            self.rotate(-1 if k == pygame.K_q else 1)
        elif k == pygame.K_ESCAPE and self.held:
            self.put_back()
        elif k == pygame.K_ESCAPE and not self.app.overlays.any_open:
            self.open_menu()
        elif k in (pygame.K_SPACE, pygame.K_d):
            for c in self.legal():
                if c.kind in ("draw_tile", "set_aside_tile"):
                    self.do(c)
                    break
        elif k == pygame.K_u or (k == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            self.undo()
        elif k == pygame.K_f:
            self.fit()
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS) and self.camera:
            self.camera.zoom(1, self.camera.view.center)
            self.own_camera = True
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS) and self.camera:
            self.camera.zoom(-1, self.camera.view.center)
            self.own_camera = True
        elif k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and self.camera:
            step = self.camera.px // 2
            dx = {pygame.K_LEFT: step, pygame.K_RIGHT: -step}.get(k, 0)
            dy = {pygame.K_UP: step, pygame.K_DOWN: -step}.get(k, 0)
            self.camera.pan(dx, dy)
            self.own_camera = True

    def undo(self) -> None:
        self.put_back()
        if not self.session.undo():
            self._show_refusal(self.session.refusal)

    # --- carrying the tile --------------------------------------------------------------------

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
        """Follow the mouse: snap the carried tile to a free square; hover elements."""
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
        found = self.board.element_at(self.mouse)
        if found is None and self._over_lantern(self.mouse):
            found = "lantern"
        self._hover(found)

    def _over_lantern(self, pos: tuple[int, int]) -> bool:
        lantern = self.game.state.lantern
        if lantern is None or self.camera is None or not self.camera.view.collidepoint(pos):
            return False
        return self.camera.cell_rect(lantern.x, lantern.y, lantern.cx, lantern.cy).inflate(8, 8).collidepoint(pos)

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
        from game.rules import PlaceTile
        if self.do(PlaceTile(tile=tile, x=sq[0], y=sq[1], rotation=self.rotation)):
            self.held = False
            self.square = None
            self.rotation = 0
        else:
            self.put_back()

    def _hover(self, element: str | None) -> None:
        if element == self.hovered:
            return
        self.hovered = element
        if self.tooltip is not None:
            self.tooltip.kill()
            self.tooltip = None
        if element is None:
            return
        self.tooltip = UITooltip(self.tooltip_html(element), (0, 16), self.manager)
        self.tooltip.find_valid_position(pygame.math.Vector2(self.mouse))

    def tooltip_html(self, element: str) -> str:
        """The tooltip of a map element (or "lantern"): its name and, in plain words, what it is or costs."""
        if element == "lantern":
            return f"<b>The Lantern</b><br>{html.escape(LANTERN_NOTE)}"
        el = self.game.state.elements[element]
        title = element_title(el.kind, el.icons)
        if el.kind not in ENCOUNTERABLE_KINDS:
            return f"<b>{html.escape(title)}</b><br>{html.escape(element_note(el.kind))}"
        if el.status != "discovered":
            body = html.escape(f"{element_note(el.kind)} Already {el.status}.")
        else:
            problem = encounter_problem(self.game, element)
            note = element_note(el.kind)
            if el.kind == "door":
                note += f" Keys: {self.game.state.keys}."
            body = html.escape(note) + ("<br><font color='#9ee08a'>Click to Encounter.</font>" if problem is None
                                        else f"<br><font color='#ff9080'>{html.escape(problem)}</font>")
        return f"<b>{html.escape(title)}</b><br>{body}"

    # --- frame --------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        self._sync()
        if self.refusal_box is not None:
            self.refusal_age += dt
            if self.refusal_age > 7:
                self.refusal_box.kill()
                self.refusal_box = None
        speed = self.app.settings.duration(0.25)
        if self.returning:
            start, t = self.returning
            t += dt
            self.returning = None if t >= speed else (start, t)
        if self.flying:
            sq, r, t = self.flying
            t += dt
            self.flying = None if t >= self.app.settings.duration(0.35) else (sq, r, t)
        if self.tooltip is not None and self.hovered:
            self.tooltip.find_valid_position(pygame.math.Vector2(self.mouse))

    def draw(self, surface: pygame.Surface) -> None:
        assert self.board is not None and self.camera is not None
        self.board.colour_blind = self.app.settings.colour_blind  # the setting's toggle shows at once
        self.board.draw(surface, self.hovered, self.encounter_targets(), self.time)
        if self.held:
            self._draw_legal_squares(surface)
        self._draw_side(surface)
        self._draw_banner(surface)  # under the widgets: tooltips and refusals are never hidden by it

    def draw_over(self, surface: pygame.Surface) -> None:
        tile = self.held_tile
        if tile is not None and self.held:
            self._draw_ghost(surface, tile)
        elif tile is not None:
            self._draw_slot_tile(surface, tile)

    def _draw_legal_squares(self, surface: pygame.Surface) -> None:
        assert self.camera is not None
        shade = pygame.Surface((self.camera.px, self.camera.px), pygame.SRCALPHA)
        shade.fill((*LEGAL, 46))
        for sq in self.legal_squares():
            rect = self.camera.square_rect(*sq)
            surface.blit(shade, rect)
            pygame.draw.rect(surface, LEGAL, rect.inflate(-6, -6), 2, border_radius=6)

    def _draw_ghost(self, surface: pygame.Surface, tile: str) -> None:
        assert self.camera is not None
        if self.square is None:  # off the board: carried under the mouse
            size = 120
            img = self.art.ghost(tile, self.rotation, size)
            surface.blit(img, img.get_rect(center=self.mouse))
            return
        rect = self.camera.square_rect(*self.square)
        surface.blit(self.art.ghost(tile, self.rotation, self.camera.px), rect)
        problem = self.game.placement_problem(tile, self.square[0], self.square[1], self.rotation)
        colour = LEGAL if problem is None else ILLEGAL
        pygame.draw.rect(surface, colour, rect, 4, border_radius=4)
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
        from ..look import font
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
        pygame.draw.rect(surface, (40, 12, 12), box, border_radius=6)
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
        surface.blit(img, rect)
        pulse = int(2 + 2 * math.sin(self.time * 5))
        pygame.draw.rect(surface, GOLD, self.slot.inflate(pulse * 2, pulse * 2), 2, border_radius=4)

    def _banner_words(self) -> tuple[str, str] | None:
        """(hero, "Name: what to do") for the turn banner, None when no hero decides."""
        s = self.game.state
        hero_i = self.session.deciding_hero()
        if hero_i is None:
            return None
        what = {"exploring": "draw a map tile or Encounter something",
                "placing": "place the drawn map tile",
                "dead_end": "a dead end: set the tile aside"}.get(s.phase, s.phase.replace("_", " "))
        return s.heroes[hero_i], f"{self.session.hero_label(hero_i)}: {what}"

    def _banner_points(self, words: str) -> int:
        """The banner's text size: 18 pt, smaller only if the words would not fit over the map."""
        from ..look import font
        lay = self.lay
        room = (self.camera.view.width if self.camera else 800) - lay.u(20) - lay.t(60)
        points = 18
        while points > 11 and font(lay.font_size(points), True).size(words)[0] > room:
            points -= 1
        return points

    def banner_rect(self) -> pygame.Rect:
        """Where the turn banner sits (the map, refusals and tooltips stay below it)."""
        from ..look import font
        lay = self.lay
        view = self.camera.view if self.camera else pygame.Rect(0, 0, 800, 600)
        found = self._banner_words()
        words = found[1] if found else "Somebody: draw a map tile or Encounter something"
        points = self._banner_points(words)
        box = pygame.Rect(0, lay.u(8), font(lay.font_size(points), True).size(words)[0] + lay.t(60),
                          lay.line(points) + lay.u(10))
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
        pygame.draw.rect(surface, (24, 19, 15), box, border_radius=lay.u(8))
        colour = HERO_COLOURS.get(hero, GOLD)
        pygame.draw.rect(surface, colour, box, max(2, lay.u(3)), border_radius=lay.u(8))
        draw_shape(surface, HERO_SHAPES.get(hero, "circle"), colour, (box.x + lay.t(24), box.centery), lay.t(11))
        points = self._banner_points(words)
        text(surface, words, (box.x + lay.t(44), box.centery), points, colour,
             bold=True, anchor="midleft")

    def _draw_side(self, surface: pygame.Surface) -> None:
        s = self.game.state
        lay = self.lay
        surface.fill(PANEL_BG, self.side)
        pygame.draw.line(surface, (160, 120, 60), self.side.topleft, self.side.bottomleft, 2)
        x0 = self.side.x + self.pad
        tile = self.held_tile
        text(surface, "Drawn map tile" if tile else "Map tile pile", (x0, lay.u(4)), 16, GOLD, bold=True)
        pygame.draw.rect(surface, (50, 42, 34), self.slot, border_radius=6)
        pygame.draw.rect(surface, (120, 96, 60), self.slot, 2, border_radius=6)
        if tile:
            hint = "drag onto the map" if not self.held else "carried..."
            text(surface, hint, (self.slot.x, self.hint_top), 13, DIM_INK)
        else:
            text(surface, f"{len(s.tile_pile)} face down", self.slot.center, 13, DIM_INK, anchor="center")
        # counters beside the slot, one line under the other
        cx = self.slot.right + lay.u(12)
        y = self.slot.y
        icons.draw_key(surface, (cx + lay.t(10), y + lay.line(16) // 2), lay.t(10))
        text(surface, f"Keys: {s.keys}", (cx + lay.t(26), y), 16)
        y += lay.line(16)
        text(surface, f"Tiles left: {len(s.tile_pile)}", (cx, y), 16)
        y += lay.line(16) + lay.u(2)
        fits, left = self._risk()
        text(surface, "Dead-end risk", (cx, y), 13, DIM_INK)
        y += lay.line(13)
        bar = pygame.Rect(cx, y, self.side.right - cx - lay.u(12), lay.t(12))
        pygame.draw.rect(surface, (60, 30, 26), bar, border_radius=4)
        if left:
            good = bar.copy()
            good.width = int(bar.width * fits / left)
            colour = LEGAL if fits == left else (230, 180, 60) if fits / left > 0.5 else ILLEGAL
            pygame.draw.rect(surface, colour, good, border_radius=4)
        pygame.draw.rect(surface, (150, 120, 80), bar, 1, border_radius=4)
        y = bar.bottom + lay.u(2)
        text(surface, f"{fits} of {left} would fit now", (cx, y), 12, DIM_INK)
        if s.set_aside_tile and s.phase == "exploring":
            text(surface, "Set aside (One Dead-End)", (cx, y + lay.line(12)), 12, GOLD)
        # the party's XP and what it buys now
        self.xp_rect = text(surface, self._xp_line(), (x0, self.xp_top), 13, INK)
        # heroes
        r = self.heroes_rect
        text(surface, "Heroes", (r.x, r.y - lay.line(16) - lay.u(2)), 16, GOLD, bold=True)
        turn = self.session.deciding_hero()
        self.hero_spots = []
        row_h = self.hero_row_h
        for i, hero in enumerate(s.heroes):
            row = pygame.Rect(r.x, r.y + i * (row_h + lay.u(4)), r.width, row_h)
            colour = HERO_COLOURS.get(hero, GOLD)
            pygame.draw.rect(surface, (40, 33, 26), row, border_radius=6)
            if i == turn:
                pygame.draw.rect(surface, colour, row, 2, border_radius=6)
            draw_shape(surface, HERO_SHAPES.get(hero, "circle"), colour, (row.x + lay.t(14), row.centery), lay.t(8))
            left_x = row.x + lay.t(28)
            player = ""
            if i < len(self.session.players) and len(set(self.session.players)) > 1:
                player = self.session.players[i]
            player_rect = (text(surface, player, (row.right - lay.u(6), row.y + lay.u(2)), 13, INK, anchor="topright")
                           if player else pygame.Rect(row.right, row.y, 0, 0))
            name = text(surface, self._fitting(proper_name(self.game, i), 15, player_rect.x - left_x - lay.u(6),
                                               bold=True),
                        (left_x, row.y + lay.u(1)), 15, colour, bold=True)
            self.hero_spots.append((name, ("hero", hero)))  # the name opens the hero's card, portrait and all
            facts = self._fitting(self._hero_facts(i), 12, row.right - left_x - lay.u(6))
            facts_rect = text(surface, facts, (left_x, name.bottom - lay.u(1)), 12, DIM_INK)
            self._card_chips(surface, i, max(name.right, facts_rect.right) + lay.u(8), row)

    def _fitting(self, words: str, points: int, width: int, bold: bool = False) -> str:
        """`words` cut with an ellipsis to fit `width` pixels at `points` (never over its neighbour)."""
        f = font(self.lay.font_size(points), bold)
        return ellipsized(words, width, lambda w: f.size(w)[0], strip=" ·")

    def _xp_line(self) -> str:
        """The party's XP pool and what it buys now (a Key, Healing), for the side panel."""
        kinds = {c.kind for c in self.legal()}
        buys = [w for k, w in (("buy_key", "a Key"), ("buy_healing", "Healing")) if k in kinds]
        xp = pool_xp(self.game)
        try:
            cost = reference(self.game).key_cost
        except (AttributeError, KeyError):
            cost = 0
        if buys:  # Items may pay what the pool lacks
            return f"XP {xp}: buys {' or '.join(buys)} now" if xp >= cost else \
                f"XP {xp}; with Items: {' or '.join(buys)} now"
        return f"XP {xp} (a Key costs {cost})" if cost else f"XP {xp}"

    def _card_chips(self, surface: pygame.Surface, i: int, x: int, row: pygame.Rect) -> None:
        """A hero's Items and Abilities as small chips (hover one for its close-up); when they do not
        fit, the last chip says how many more."""
        hs_list = getattr(self.game.state, "hero_states", None) or []
        if i >= len(hs_list):
            return
        hs = hs_list[i]
        refs = [("item", it) for it in hs.equipped + hs.unequipped] + [("ability", a) for a in hs.abilities]
        size = self.lay.t(11)
        right = row.right - self.lay.u(6)
        y = row.bottom - size - self.lay.u(4)
        room = max(0, (right - x) // (size + 3))
        for n, ref in enumerate(refs):
            chip = pygame.Rect(right - (n + 1) * (size + 3) + 3, y, size, size)
            if n >= room - 1 and len(refs) > room:
                text(surface, f"+{len(refs) - n}", (chip.right, chip.centery), 11, DIM_INK, anchor="midright")
                break
            card_art.draw_chip(surface, self.game.content, ref, chip)  # the card's own pixel icon
            self.hero_spots.append((chip, ref))

    def card_spots(self) -> list[tuple[pygame.Rect, tuple[str, str]]]:
        """Cards the close-up can show: each hero's own card (by the name) and Item and Ability chips."""
        return list(getattr(self, "hero_spots", []))

    def _hero_facts(self, i: int) -> str:
        """What the state knows about a hero (grows as rule areas add health, hands, items)."""
        s = self.game.state
        facts = []
        heroes_state = getattr(s, "hero_states", None)
        if isinstance(heroes_state, list) and i < len(heroes_state):
            h = heroes_state[i]
            if getattr(h, "health", None) is not None:
                facts.append(f"HP {h.health}/{getattr(h, 'max_health', h.health)}")
            for attr, label in (("level", "Lv"), ("hand", "hand"), ("stored", "power")):
                v = getattr(h, attr, None)
                if v is not None and (v or attr in ("level", "hand")):
                    facts.append(f"{label} {len(v) if isinstance(v, list) else v}")
        if not facts:
            facts.append("places tiles in turn" if len(s.heroes) > 1 else "explores alone")
        return " · ".join(facts)

    def _risk(self) -> tuple[int, int]:
        key = self.session.version
        if getattr(self, "_risk_cache", (None,))[0] != key:
            self._risk_cache = (key, self.game.tiles_that_still_fit())
        return self._risk_cache[1]

    # --- for tests and scripts ----------------------------------------------------------------

    def probe(self) -> dict[str, Any]:
        assert self.camera is not None
        targets = self.encounter_targets()
        return {
            "slot": list(self.slot.center),
            "held_tile": self.held_tile,
            "held": self.held,
            "rotation": self.rotation,
            "phase": self.game.state.phase,
            "events": len(self.game.events),
            "legal_squares": {f"{x},{y}": [list(self.camera.square_rect(x, y).center), rots]
                              for (x, y), rots in self.legal_squares().items()},
            "occupied": [list(self.camera.square_rect(p.x, p.y).center) for p in self.game.state.placements],
            "elements": {el.id: [list(self.camera.cell_rect(el.spot.x, el.spot.y, el.spot.cx, el.spot.cy).center),
                                 el.id in targets, el.status, el.kind]
                         for el in self.game.state.elements.values()},
            "actions": [[list(b.rect.center), c.kind] for b, c in self.action_buttons],
            "undo": list(self.buttons["undo"].rect.center),
            "refusal": self.session.refusal,
        }


def hero_colour_hex(hero: str) -> str:
    return hex_colour(HERO_COLOURS.get(hero, GOLD))
