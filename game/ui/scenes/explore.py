"""Exploring: the growing Ecology on a pannable, zoomable board, the drawn tile carried by mouse.

This is the scene's input side and its widgets; where things go and the drawing are the view
(game/ui/explore/view.py), so a relayout for a new window size is the view's `lay_out()` alone.

Everything legal comes from `Game.legal()`; a drop or click becomes one `Game.do()` command, and a
refusal shows the engine's sentence. The scene decides no rule: the green squares are the squares
of the legal PlaceTile commands, the ghost's colour and reason come from `game.placement_problem`.
"""

from __future__ import annotations

import html
import math
import time
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox, UITooltip

from game.i18n import _, pgettext
from game.rules import Command

from .. import actions, hint_view
from ..actions import key_for
from ..board_view import BoardView, Camera, Square
from ..explore.carrying import TileCarrying
from ..explore.control_row import control_words
from ..focus import Target
from ..labels import command_label, command_tooltip
from ..log_view import LogView
from ..look import GOLD, HERO_COLOURS, fit_button_words, hex_colour
from ..scene import Scene
from ..session import Session
from ..tile_art import TileArt
from ..undo_control import mark_undo

if TYPE_CHECKING:
    from ..app import App

ON_BOARD = {"place_tile", "encounter", "undo", "unlock_with"}  # commands the board (or its door dialog) offers
# commands the XP and Items dialogs offer (the sidebar's "Buy a Key", "Healing" and "Items" buttons)
IN_DIALOGS = {"buy_key", "buy_healing", "equip_item", "unequip_item", "use_item"}
DRAG_THRESHOLD = 6


class ExploreScene(TileCarrying, Scene):
    name = "explore"
    window_scaled = True  # laid out from app.layout: the map, side panel and text grow with the window

    def __init__(self, app: App, session: Session) -> None:
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
        self._legal_cache: tuple[tuple[int, int], list[Command]] = ((-1, -1), [])
        self._fitted = False
        self.own_camera = False  # the player panned or zoomed: kept (no automatic framing) until Fit
        self._records_seen = sum(1 for e in self.game.events if e.kind == "hero_record_written")
        from ..chest_finds import chest_finds
        self._finds_seen = len(chest_finds(self.game))  # Chest Items shown (issue 39): only new ones from here

    # --- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        self.lay_out()  # the view: where the map, the panel and the slot go at this size
        m, root = self.manager, self.root
        self.buttons: dict[str, UIButton] = {}
        tips = {"undo": _("Take back the last move ({key})").format(key=key_for("undo")),
                "fit": _("Show the whole map ({key})").format(key=key_for("fit")),
                "rules": _("The rules reference, searchable ({key})").format(key=key_for("rules")),
                "menu": _("Save and quit, settings, help ({key})").format(key=key_for("back")),
                "key": _("Buy a Key with XP cards you choose"),
                "heal": _("Buy Healing with XP and share it out"),
                "items": _("Equip, unequip or use the party's Items"),
                "help": _("Shortcuts ({help}); settings: {settings}").format(help=key_for("help"),
                                                                             settings=key_for("settings"))}
        for key, label in control_words().items():
            tip = tips[key]
            self.buttons[key] = UIButton(pygame.Rect(0, 0, self.button_w, self.button_h), label, m, container=root,
                                         tool_tip_text=tip, object_id="#control")
            fit_button_words(self.buttons[key], label, tip)
        mark_undo(self.buttons["undo"])
        self.hint_button = UIButton(self.hint_rect(), pgettext("control", "Hint"), m, container=root,
                                    tool_tip_text=hint_view.hint_tip(), object_id="#control")
        fit_button_words(self.hint_button, pgettext("control", "Hint"), hint_view.hint_tip())
        self.actions_top = 0
        self.action_buttons: list[tuple[UIButton, Command]] = []
        self.log_box = UITextBox("", pygame.Rect(self.side.x + self.pad, 0, self.side_w - 2 * self.pad, 10), m,
                                 container=root, object_id="#log_compact" if self.compact_heroes else "#small")
        self.log = LogView(self.log_box, m, root, self.button_h)
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
        """Place the sidebar's widgets where the view's panel layout puts them."""
        self.lay_out_panel(len(self.action_buttons))
        for i, b in enumerate(self.buttons.values()):
            b.set_relative_position(self.button_rect(i).topleft)
        for i, (b, _cmd) in enumerate(self.action_buttons):
            b.set_relative_position(self.action_rect(i).topleft)
        self.log.place(self.log_rect)

    # --- state --------------------------------------------------------------------------------

    def _sync(self) -> None:
        """Refresh widgets after the state changed."""
        if self.session.version == self._seen_version:
            return
        self._seen_version = self.session.version
        self.refresh_view()
        for b, _cmd in self.action_buttons:
            b.kill()
        listed = [c for c in self.legal() if c.kind not in ON_BOARD and c.kind not in IN_DIALOGS]
        self.action_buttons = []
        for i, cmd in enumerate(listed[:self.actions_room()]):
            b = UIButton(self.action_rect(i), command_label(self.game, cmd), self.manager, container=self.root,
                         tool_tip_text=command_tooltip(self.game, cmd), object_id="#primary" if i == 0 else None)
            self.action_buttons.append((b, cmd))
        self._layout_side()
        kinds = {c.kind for c in self.legal()}
        for key, ok in (("undo", self.session.can_undo()), ("key", "buy_key" in kinds),
                        ("heal", "buy_healing" in kinds),
                        ("items", any(hs.equipped or hs.unequipped for hs in self.game.state.hero_states))):
            if ok:
                self.buttons[key].enable()
            else:
                self.buttons[key].disable()
        undo_reason = self.session.undo_reason()  # online: another player's move to take back
        self.buttons["undo"].set_tooltip(undo_reason
                                         or _("Take back the last move ({key})").format(key=key_for("undo")))
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
            return
        self.show_chest_finds()

    def show_chest_finds(self) -> None:
        """The card of an Item just taken from a Chest, in a panel of its own (issue 39)."""
        from ..chest_finds import chest_finds
        finds = chest_finds(self.game)
        seen, self._finds_seen = self._finds_seen, len(finds)
        if len(finds) > seen and self.game.state.phase == "exploring":
            self.put_back()
            self.app.open("found", self.session, self, finds[seen:])

    def _sync_log(self) -> None:
        self.log.show_lines(self.session.log)

    def _show_refusal(self, sentence: str | None) -> None:
        if self.refusal_box is not None:
            self.refusal_box.kill()
            self.refusal_box = None
        if sentence:
            view = self.camera.view if self.camera else pygame.Rect(0, 0, 800, 600)
            width = min(self.lay.t(720), view.width - self.lay.u(40))
            top = self.banner_rect().bottom + self.lay.u(6)  # never under the turn banner
            strip = getattr(self.session, "strip_rect", None)  # nor under an online game's status strip
            if isinstance(strip, pygame.Rect):
                top = strip.bottom + self.lay.u(6)
            self.refusal_box = UITextBox(html.escape(sentence), pygame.Rect(view.centerx - width // 2, top, width, -1),
                                         self.manager, container=self.root, object_id="#refusal")
            self.refusal_age = 0.0

    def online_strip_slot(self) -> pygame.Rect:
        """Online: the status strip goes under the turn banner, on the map's middle."""
        view = self.camera.view if self.camera else pygame.Rect(0, 0, 800, 600)
        width = min(self.lay.t(520), view.width - self.lay.u(40))
        return pygame.Rect(view.centerx - width // 2, self.banner_rect().bottom + self.lay.u(6), width, 0)

    def _game_over(self) -> None:
        self.app.show("game over", self.session)

    def do(self, cmd: Command) -> bool:
        ok = self.session.do(cmd)
        if not ok:
            self._show_refusal(self.session.refusal)
            self._sync_log()
        return ok

    # --- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if not self.log.handle(event):
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
        if element is self.hint_button:
            self.session.toggle_hint()
        elif element is self.buttons.get("undo"):
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
        """The map's shortcuts, as the action map binds them (game/ui/actions.py)."""
        def on(name: str) -> bool:
            return actions.pressed(event, name)
        if (on("rotate_left") or on("rotate_right")) and self.held:
            self.rotate(-1 if on("rotate_left") else 1)
        elif on("back") and self.held:
            self.put_back()
        elif (on("back") or on("menu")) and not self.app.overlays.any_open:
            self.open_menu()
        elif on("quick"):
            for c in self.legal():
                if c.kind in ("draw_tile", "set_aside_tile"):
                    self.do(c)
                    break
        elif on("undo"):
            self.undo()
        elif on("hint"):
            self.session.toggle_hint()
        elif on("point") and self.camera is not None and hasattr(self.session, "point"):
            x, y = self.camera.square_at(self.mouse)  # online: show everyone this square
            self.session.point({"kind": "square", "x": x, "y": y})
        elif on("fit"):
            self.fit()
        elif on("zoom_in") and self.camera:
            self.camera.zoom(1, self.camera.view.center)
            self.own_camera = True
        elif on("zoom_out") and self.camera:
            self.camera.zoom(-1, self.camera.view.center)
            self.own_camera = True
        elif self.camera and any(on(f"pan_{way}") for way in ("left", "right", "up", "down")):
            step = self.camera.px // 2
            dx = step if on("pan_left") else -step if on("pan_right") else 0
            dy = step if on("pan_up") else -step if on("pan_down") else 0
            self.camera.pan(dx, dy)
            self.own_camera = True

    def undo(self) -> None:
        self.put_back()
        if not self.session.undo():
            self._show_refusal(self.session.refusal)

    # --- the focus ring (game/ui/focus.py): the drawn tile, the glowing elements, the legal squares ---

    def focus_targets(self) -> list[Target]:
        """Carrying a tile: the legal squares only (the tile goes where the ring goes; Enter places it,
        Q / E turn it, Esc puts it back). Else the drawn tile and the elements that can be Encountered."""
        if self.camera is None or self.board is None:
            return []
        camera = self.camera
        if self.held:
            return [Target(camera.square_rect(x, y), self.drop, f"square {x},{y}", ("square", x, y),
                           on_focus=partial(self._carry_to, (x, y)))
                    for (x, y) in sorted(self.legal_squares(), key=lambda q: (q[1], q[0]))]
        out: list[Target] = []
        if self.held_tile:
            out.append(Target(pygame.Rect(self.slot), self.pick_up, "the drawn tile", ("slot",)))
        targets = self.encounter_targets()
        for el in self.game.state.elements.values():
            if el.id in targets:  # scrolled away too: the ring's arrival pans the map to it
                # the element's icon as drawn (its cell is a few pixels on a zoomed-out map: the ring
                # round it looked like a map symbol, a white bullseye, not a ring)
                rect = self.board.element_rect(el)
                out.append(Target(rect, partial(self._press_element, el.id), el.kind, ("element", el.id),
                                  on_focus=partial(self.bring_into_view, rect)))
        return out

    def _press_element(self, element: str) -> None:
        """Enter on an element: as a click on it where it is drawn now."""
        assert self.camera is not None
        spot = self.game.state.elements[element].spot
        self._press(self.camera.cell_rect(spot.x, spot.y, spot.cx, spot.cy).center)

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

    # --- the hint (issue 16) -------------------------------------------------------------------

    def hint_rect(self) -> pygame.Rect:
        """The Hint button: the map's bottom right corner (its note opens above it)."""
        assert self.camera is not None
        lay = self.lay
        return pygame.Rect(self.camera.view.right - lay.t(72) - lay.u(12),
                           self.camera.view.bottom - self.button_h - lay.u(12), lay.t(72), self.button_h)

    def draw_over(self, surface: pygame.Surface) -> None:
        """The hint's ghost and frame under the carried tile (never over it, its tick or cross, its
        reason), then the carried tile, then the hint's note where it covers none of them."""
        if self.camera is not None and getattr(self.session, "points", None):  # online: where players point
            from ..online_session import draw_points
            draw_points(surface, self.session, self.camera.square_rect, self.lay, time.monotonic())
        hint = self.session.current_hint
        self._hint_note: pygame.Rect | None = None
        if hint is None or self.camera is None:
            super().draw_over(surface)
            return
        lay = self.lay
        if hint.command.kind == "place_tile":
            hint_view.draw_tile_ghost(surface, self.camera, self.art, hint.command, self.time, lay)
        for rect in hint_view.explore_targets(self, hint.command):
            hint_view.outline(surface, rect, self.time, lay)
        super().draw_over(surface)
        width = min(lay.t(560), self.camera.view.width - 2 * lay.u(12))
        size = hint_view.note_size(lay, self.game, hint, width)
        spot = self._note_spot(size)
        self._hint_note = hint_view.draw_note(surface, lay, self.game, hint, spot.left, spot.bottom, width)

    def _note_spot(self, size: tuple[int, int]) -> pygame.Rect:
        """The hint's note: above the Hint button, else another corner of the map, where it hides
        neither the carried tile (its tick or cross, its reason), nor the hinted square, nor a refusal."""
        assert self.camera is not None
        lay, area, button = self.lay, self.map_area(), self.hint_button.rect
        avoid = [*self._over, *self._hinted_squares()]
        if self.refusal_box is not None:
            avoid.append(self.refusal_box.rect)
        note = pygame.Rect((0, 0), size)
        m = lay.u(12)
        spots = [note.move(button.right - size[0], button.top - lay.u(8) - size[1]),
                 note.move(area.left + m, area.bottom - m - size[1]),
                 note.move(area.right - m - size[0], area.top + m), note.move(area.left + m, area.top + m)]
        return next((r for r in spots if r.collidelist(avoid) < 0), spots[0])

    def _hinted_squares(self) -> list[pygame.Rect]:
        hint = self.session.current_hint
        if hint is None or self.camera is None or hint.command.kind != "place_tile":
            return []
        cmd: Any = hint.command
        return [self.camera.square_rect(cmd.x, cmd.y)]

    def popup_keep_clear(self) -> list[pygame.Rect]:
        """What no tooltip or callout may cover here (game/ui/popups.py): the hinted square, the hint's
        note, the carried tile with its tick or cross and its reason, the square it is over."""
        out = [*self._hinted_squares(), *self._over]
        note = getattr(self, "_hint_note", None)
        if note is not None:
            out.append(note)
        if self.held and self.square is not None and self.camera is not None:
            out.append(self.camera.square_rect(*self.square))
        return out

    def tooltip_target(self) -> pygame.Rect | None:
        """What the map's tooltip is about: the element under the mouse."""
        if self.hovered is None or self.board is None or self.hovered not in self.game.state.elements:
            return None
        return self.board.element_rect(self.game.state.elements[self.hovered])

    # --- frame --------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        self._sync()
        self.log.observe()  # the player's place in the log (kept across pygame_gui's rebuilds)
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
