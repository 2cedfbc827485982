"""The replay viewer's scene: the stage (the map, or the combat table while a fight is on), the side
panel with the adventure log, the controls and the timeline (timeline.py); see the package's note."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox, UITooltip

from game.headless.replay import Mark, Replay
from game.i18n import N_, _
from game.rules import Game, Passage

from ... import actions
from ...board_view import BoardView, Camera
from ...labels import LANTERN_NOTE, element_note, element_title
from ...look import GOLD, font, paint, text
from ...scene import Scene
from ...session import Session, story_log_line
from ...tile_art import TileArt
from .controls import PLAY_LABELS, SPEED_LABELS, SPEED_TIPS, SPEEDS, STATUS_WORDS, STEP_TIPS, keyed
from .log_place import place_log, show_log, side_hand_slot
from .side import draw_caption_over_map, draw_side_panel, side_rows
from .table import ReplayTable
from .timeline import Timeline, fitted
from .turning import Turning, draw_marks, place_turning_list, review

if TYPE_CHECKING:
    from ...app import App

TURNING_LABEL = N_("Turning points")
NO_TURNING = N_("No move lowered the chance to win.")
LOG_LINES = 30  # log lines shown (speed: pygame_gui lays the whole text out again on each move)
LOG_SLACK = 30  # lines appended before the box is written again with the last LOG_LINES


class ReplayScene(Scene):
    name = "replay"
    action_scope = "replay"  # its own keys (Left and Right step) go to it before the focus ring
    window_scaled = True

    def __init__(self, app: App, replay: Replay, back: str = "title") -> None:
        super().__init__(app)
        self.replay = replay
        self.back = back  # the scene Close goes back to: "title" or "load"
        self.step = 0
        self.playing = False
        self.speed = "1x"
        self.wait = 0.0  # time since the last move while playing
        self.time = 0.0
        self.version = 0  # bumped on every move shown (the board's shading follows it)
        self.players = app.players_of(replay.name) if replay.name else None
        self.game = replay.game_at(0)
        self.session = self._session(self.game)
        self.art = TileArt(self.game.content)
        self.camera: Camera | None = None
        self.board: BoardView | None = None
        self.table = ReplayTable(app, self.session)
        self.timeline = Timeline(replay)
        self.own_camera = False  # the viewer panned or zoomed: kept until Fit
        self.pan_from: tuple[int, int] | None = None
        self.scrubbing = False
        self.mouse = (0, 0)
        self.hovered: str | None = None  # the map element (or "lantern") under the pointer
        self.tooltip: UITooltip | None = None
        self._log_shown = -1
        self.log_room = True  # the side has room for the log under a fight's heroes (log_place.place_log)
        self.log_heading = pygame.Rect(0, 0, 0, 0)  # the log's heading (log_place.place_log)
        self._log_in_box = 0
        self._log_age = 0.0
        self._story_told = False  # the setup's story (the intro) is told when the viewer first runs
        self.turnings: list[Turning] | None = None  # the turning points, worked out when first asked for
        self.turning_shown = False  # their list is open over the stage

    def _session(self, game: Game) -> Session:
        """A session to read the game through (hero labels); players unknown (a friend's save): one
        name for every hero, so the heroes' own names are shown alone."""
        n = len(game.state.heroes)
        known = list(self.players or [])[:n]
        # `version`: what views cache by the session's version (the legal moves) is read afresh
        return Session(game=game, players=known if len(known) == n else [_("Player")] * n, version=self.version)

    # --- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        w, h = self.app.size
        lay = self.lay = self.app.layout
        pad = self.pad = lay.u(10)
        self.button_h = lay.line(15) + lay.u(10)
        controls = [(key, label, keyed(STEP_TIPS[key])) for key, label in (
            ("start", _("Start")), ("back", _("Step back")), ("play", _("Play")), ("next", _("Step on")),
            ("end", _("End")))]
        widths = [self._button_w(*(_(p) for p in PLAY_LABELS), points=18, bold=True) if key == "play"
                  else self._button_w(label) for key, label, _tip in controls] + [
            self._button_w(_(SPEED_LABELS[s])) for s in SPEEDS] + [
            self._button_w(_(TURNING_LABEL)), self._button_w(_("Fit map")), self._button_w(_("Close"))]
        gap = lay.u(6)
        # the buttons in one row, or (large text) the moves' in one and the speeds, Fit map and Close under it
        row_w = sum(widths) + (len(widths) - 1) * gap + lay.u(12)
        # Turning points adds no row: without room in the controls' row it goes to the caption line's end
        turning_in_caption = row_w > w - 2 * pad and row_w - widths[-3] - gap <= w - 2 * pad
        two_rows = row_w - (widths[-3] + gap if turning_in_caption else 0) > w - 2 * pad
        rows_h = self.button_h + (self.button_h + gap if two_rows else 0)
        bar_h = lay.line(15) + lay.u(6) + Timeline.lanes_height(lay) + lay.t(14) + lay.u(8) + rows_h + pad
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        self.stage = pygame.Rect(0, 0, w, h - bar_h)
        self.side_w = min(int(w * 0.4), max(lay.t(300), min(lay.t(420), int(w * 0.25))))
        self.side = pygame.Rect(w - self.side_w, 0, self.side_w, self.stage.height)
        view = pygame.Rect(0, 0, w - self.side_w, self.stage.height)
        if self.camera is None:
            self.camera = Camera(view, int(144 * lay.k))
        else:
            self.camera.view = view
        self.board = BoardView(self.game, self.art, self.camera)
        self.board.colour_blind = self.app.settings.colour_blind
        self.timeline.place(lay, self.bar, pad)
        # the controls
        m, root = self.manager, self.root
        y = h - pad - rows_h
        self.buttons: dict[str, UIButton] = {}
        x = pad
        for (key, label, tip), bw in zip(controls, widths, strict=False):
            self.buttons[key] = UIButton(pygame.Rect(x, y, bw, self.button_h), label, m, container=root,
                                         tool_tip_text=tip, object_id="#primary" if key == "play" else None)
            x += bw + gap
        x += lay.u(12)
        if two_rows:
            x, y = pad, h - pad - self.button_h
        for speed, bw in zip(SPEEDS, widths[len(controls):], strict=False):
            self.buttons[speed] = UIButton(pygame.Rect(x, y, bw, self.button_h), _(SPEED_LABELS[speed]), m,
                                           container=root, tool_tip_text=keyed(SPEED_TIPS[speed]))
            x += bw + gap
        close_w, fit_w, turning_w = widths[-1], widths[-2], widths[-3]
        self.buttons["close"] = UIButton(pygame.Rect(w - pad - close_w, y, close_w, self.button_h), _("Close"), m,
                                         container=root,
                                         tool_tip_text=_("Stop watching ({key})").format(key=actions.key_for("back")))
        self.buttons["fit"] = UIButton(pygame.Rect(w - pad - close_w - gap - fit_w, y, fit_w, self.button_h),
                                       _("Fit map"), m, container=root,
                                       tool_tip_text=_("Show the whole map ({key})").format(
                                           key=actions.key_for("replay_fit")))
        self.timeline.reserve = turning_w + gap if turning_in_caption else 0
        self.buttons["turning"] = UIButton(
            pygame.Rect(w - pad - turning_w, self.bar.y + lay.u(2), turning_w, lay.line(15) + lay.u(4))
            if turning_in_caption else
            pygame.Rect(w - pad - close_w - fit_w - turning_w - 2 * gap, y, turning_w, self.button_h),
            _(TURNING_LABEL), m, container=root,
            tool_tip_text=_("The three moves where the chance to win fell most, and what the odds would have played"))
        self._place_turning()
        self.log_box = UITextBox("", pygame.Rect(self.side.x + pad, 0, self.side_w - 2 * pad, 10), m,
                                 container=root, object_id="#small")
        self._log_shown = -1
        self._refresh()

    def _button_w(self, *labels: str, points: int = 15, bold: bool = False) -> int:
        """A button as wide as the longest of its labels at the theme's font (15 pt; Play: 18 pt bold)."""
        f = font(self.lay.font_size(points), bold)
        return max(f.size(label)[0] for label in labels) + self.lay.t(22)

    @property
    def heroes_top(self) -> int:
        return side_rows(self).top

    def hero_row_h(self) -> int:
        return side_rows(self).row_h

    @property
    def fighting(self) -> bool:
        return self.game.state.phase == "combat" and self.game.state.combat is not None

    # --- moving through the game --------------------------------------------------------------

    def go(self, step: int, story: bool = False) -> None:
        """Show the game after its first `step` commands (folded afresh from the saved events);
        `story`: a move played or stepped on, whose story passages open in panels as in play."""
        step = self.replay.clamp(step)
        if step == self.step and self.version:
            return
        one_on = step == self.step + 1
        self.step = step
        self.game = self.replay.game_at(step)
        self.version += 1
        self.session = self._session(self.game)
        if one_on and self.fighting and self.table.combat is not None:
            self.table.follow(self.session)
        else:  # a jump, a step back or a new fight: the table as it stands, nothing to animate
            self.table = ReplayTable(self.app, self.session)
        if self.board is not None:
            self.board.game = self.game
        if step >= self.replay.steps:
            self.playing = False
        self._last_round_pairs()
        self._hover(None)  # the map under the pointer changed: hover again for the new words
        self._refresh()
        if story and one_on:
            self.tell_story(step)

    def tell_story(self, step: int) -> bool:
        """The story passages the game told at `step`, in a panel over the viewer (the game shows
        them so while it is played); False when there are none or the story setting is off."""
        passages = [line for line in self.replay.told(step) if isinstance(line, Passage)]
        if not passages:
            return False
        session = self._session(self.game)
        session.story = passages
        panel = self.app.make("story", session, self)
        if panel is None:
            return False
        self.app.push(panel)  # the viewer waits under it: playing goes on when it closes
        return True

    def _last_round_pairs(self) -> None:
        """After a jump into a fight between rounds: the pairs of the round just over, found in the
        moves before (a move on keeps them itself, as the combat table does)."""
        c = self.game.state.combat
        if c is None or self.table.prev_fronts or any(f.slots for f in c.fronts) or c.round <= 1:
            return
        for k in range(self.step - 1, max(-1, self.step - 30), -1):
            before = self.replay.game_at(k).state.combat
            if before is None:
                return
            if before.round < c.round and any(f.slots for f in before.fronts):
                self.table.keep_pairs(before.fronts, c.round)
                return

    def step_on(self) -> None:
        self.go(self.step + 1, story=True)

    def step_back(self) -> None:
        self.go(self.step - 1)

    def toggle_play(self) -> None:
        if self.replay.steps == 0:
            return
        if not self.playing and self.step >= self.replay.steps:
            self.go(0)  # at the end, Play watches it again
        self.playing = not self.playing
        self.wait = 0.0
        self._refresh_buttons()

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        self._refresh_buttons()

    def jump(self, mark: Mark) -> None:
        self.playing = False
        self.go(mark.step)

    # --- turning points (issue 38; turning.py) ------------------------------------------------

    def toggle_turning(self) -> None:
        """Open (working them out the first time: a second or two) or close the turning points' list."""
        if self.turnings is None:
            self.turnings = review(self.replay)
        self.turning_shown = not self.turning_shown
        self._place_turning()

    def jump_to_turning(self, i: int) -> None:
        """Show the `i`th turning point's move (the position after it, its caption and tile)."""
        if self.turnings and 0 <= i < len(self.turnings):
            self.playing = False
            self.go(self.turnings[i].step)

    def _place_turning(self) -> None:
        place_turning_list(self, _(NO_TURNING))

    def _refresh(self) -> None:
        """After a move shown or a rebuild: the board's shading, the camera, the buttons, the log."""
        if self.root is None or self.board is None:
            return
        self.board.refresh(self.version)
        place_log(self)
        if not self.own_camera:
            self.fit()
        self._refresh_buttons()
        if not self.playing or self.speed != "instant":
            self._refresh_log()

    def fit(self) -> None:
        assert self.camera is not None
        view = self.camera.view
        area = pygame.Rect(view.x, view.y + self.lay.line(15) + self.lay.u(14), view.width,
                           view.height - self.lay.line(15) - self.lay.u(14))
        self.camera.fit([(p.x, p.y) for p in self.game.state.placements], margin=1, area=area)
        self.own_camera = False

    def _refresh_buttons(self) -> None:
        b = self.buttons
        at_start, at_end = self.step <= 0, self.step >= self.replay.steps
        for key, off, why in (("start", at_start, _("Already at the start")),
                              ("back", at_start, _("Already at the start")),
                              ("next", at_end, _("The game ends here")), ("end", at_end, _("Already at the end"))):
            if off:
                b[key].disable()
                b[key].set_tooltip(why)
            else:
                b[key].enable()
                b[key].set_tooltip(keyed(STEP_TIPS[key]))
        play = b["play"]
        label = _(PLAY_LABELS[1] if self.playing else PLAY_LABELS[2] if at_end else PLAY_LABELS[0])
        if play.text != label:
            play.set_text(label)
            key = actions.key_for("replay_play")
            play.set_tooltip(_("Stop here ({key})").format(key=key) if self.playing else
                             _("From the start again ({key})").format(key=key) if at_end else
                             keyed(STEP_TIPS["play"]))
        if self.replay.steps == 0:
            play.disable()
            play.set_tooltip(_("Nothing to watch yet: the game was saved before its first move"))
        for speed in SPEEDS:
            if speed == self.speed:
                b[speed].select()
            else:
                b[speed].unselect()
        if self.fighting:
            b["fit"].disable()
            b["fit"].set_tooltip(_("The map comes back when the fight is over"))
        else:
            b["fit"].enable()
            b["fit"].set_tooltip(_("Show the whole map ({key})").format(key=actions.key_for("replay_fit")))

    def _refresh_log(self) -> None:
        """The adventure log up to the move shown: one move on appends its lines (as the game's own
        log grows), anything else writes the box again (speed: pygame_gui lays out the whole text)."""
        if self._log_shown == self.step:
            return
        new = self._told_html(self.step)
        if (self._log_shown == self.step - 1 and self._log_in_box
                and self._log_in_box + len(new) <= LOG_LINES + LOG_SLACK):
            if new:  # one append (speed: pygame_gui renders the box again on each)
                self.log_box.append_html_text("<br>" + "<br>".join(new))
            self._log_in_box += len(new)
        else:
            lines: list[str] = []
            for k in range(self.step, -1, -1):  # the last LOG_LINES lines, from the moves before this one
                lines[:0] = self._told_html(k)
                if len(lines) >= LOG_LINES:
                    break
            lines = lines[-LOG_LINES:]
            self.log_box.set_text("<br>".join(lines))
            self._log_in_box = len(lines)
        self._log_shown = self.step
        if self.log_box.scroll_bar is not None:  # the newest line in view
            self.log_box.scroll_bar.set_scroll_from_start_percentage(1.0)
            self.log_box.update(0.0)

    def _told_html(self, step: int) -> list[str]:
        """A step's log lines; the setup's end with what loading noted (as a continued game's log does)."""
        lines = [line if isinstance(line, str) else story_log_line(line) for line in self.replay.told(step)]
        return lines + [f"<i>{html.escape(note)}</i>" for note in self.replay.notes] if step == 0 else lines

    # --- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._hover(None if self.fighting or consumed else self.element_at(event.pos))
            if self.scrubbing:
                self.go(self.timeline.step_at(event.pos[0]))
            elif self.pan_from is not None and self.camera is not None:
                self.camera.pan(event.pos[0] - self.pan_from[0], event.pos[1] - self.pan_from[1])
                self.own_camera = self.own_camera or event.pos != self.pan_from
                self.pan_from = event.pos
        elif event.type == pygame.MOUSEWHEEL and not consumed and not self.fighting and self.camera is not None:
            if self.camera.view.collidepoint(self.mouse):
                self.camera.zoom(1 if event.y > 0 else -1, self.mouse)
                self.own_camera = True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not consumed:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pan_from = None
            self.scrubbing = False

    def element_at(self, pos: tuple[int, int]) -> str | None:
        """The map element (or "lantern") under `pos`, if any."""
        if self.board is None or self.camera is None or not self.camera.view.collidepoint(pos):
            return None
        lantern = self.game.state.lantern
        if lantern is not None and self.camera.cell_rect(lantern.x, lantern.y, lantern.cx,
                                                         lantern.cy).inflate(8, 8).collidepoint(pos):
            return "lantern"
        return self.board.element_at(pos)

    def tooltip_html(self, element: str) -> str:
        """A map element's name and what it is; whether it is dealt with yet (nothing to click here)."""
        if element == "lantern":
            return "<b>" + html.escape(_("The Lantern")) + f"</b><br>{html.escape(_(LANTERN_NOTE))}"
        el = self.game.state.elements[element]
        note = element_note(el.kind)
        if el.status != "discovered":
            done = _(STATUS_WORDS[el.status]) if el.status in STATUS_WORDS else _("Already dealt with.")
            note = f"{note} {done}" if note else done
        return f"<b>{html.escape(element_title(el.kind, el.icons))}</b><br>{html.escape(note)}"

    def _hover(self, element: str | None) -> None:
        if element == self.hovered:
            if self.tooltip is not None:
                self.tooltip.find_valid_position(pygame.math.Vector2(self.mouse))
            return
        self.hovered = element
        if self.tooltip is not None:
            self.tooltip.kill()
            self.tooltip = None
        if element is not None:
            self.tooltip = UITooltip(self.tooltip_html(element), (0, 16), self.manager)
            self.tooltip.find_valid_position(pygame.math.Vector2(self.mouse))

    def leave(self) -> None:
        """The element tooltip is not inside the scene's container: close it with the scene."""
        self._hover(None)
        super().leave()

    def _press(self, pos: tuple[int, int]) -> None:
        mark = self.timeline.mark_at(pos)
        if mark is not None:
            self.jump(mark)
        elif self.timeline.track.inflate(0, self.lay.u(6)).collidepoint(pos):
            self.playing = False
            self.scrubbing = True
            self.go(self.timeline.step_at(pos[0]))
        elif not self.fighting and self.camera is not None and self.camera.view.collidepoint(pos):
            self.pan_from = pos

    def _button(self, element: Any) -> None:
        key = next((k for k, b in self.buttons.items() if b is element), None)
        actions = {"start": lambda: self.go(0), "back": self.step_back, "next": self.step_on,
                   "end": lambda: self.go(self.replay.steps), "play": self.toggle_play, "fit": self.fit,
                   "close": self.close}
        if key in SPEEDS:
            self.set_speed(key)
        elif key == "turning":
            self.toggle_turning()
        elif key is not None and key.startswith("turning-") and key[8:].isdigit():
            self.jump_to_turning(int(key[8:]))
        elif key in actions:
            if key in ("start", "back", "next", "end"):
                self.playing = False
            actions[key]()

    def _key(self, event: pygame.event.Event) -> None:
        """The viewer's keys, as the action map binds them (game/ui/actions.py)."""
        def on(name: str) -> bool:
            return actions.pressed(event, name)
        speeds = {"replay_speed_1": "1x", "replay_speed_2": "2x", "replay_speed_4": "4x", "replay_instant": "instant"}
        speed = next((v for k, v in speeds.items() if on(k)), None)
        if on("replay_play"):
            self.toggle_play()
        elif speed is not None:
            self.set_speed(speed)
        elif on("back"):
            self.close()
        elif on("replay_fit") and not self.fighting:
            self.fit()
        elif on("replay_mark_back") or on("replay_mark_on"):
            self.playing = False
            mark = (self.replay.previous_mark(self.step) if on("replay_mark_back")
                    else self.replay.next_mark(self.step))
            if mark is not None:
                self.jump(mark)
        elif on("replay_back") or on("replay_on") or on("replay_first") or on("replay_last"):
            self.playing = False
            to = (self.step - 1 if on("replay_back") else self.step + 1 if on("replay_on")
                  else 0 if on("replay_first") else self.replay.steps)
            self.go(to, story=on("replay_on"))
            self._refresh_buttons()

    def close(self) -> None:
        self.playing = False
        self.app.show(self.back)

    # --- frame --------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if not self._story_told:  # the game's opening story, as a new game opens with it
            self._story_told = True
            if self.step == 0 and self.tell_story(0):
                return
        self.time += dt
        self.table.time = self.time
        self.table.motion.update(dt)
        if self.playing and self.step >= self.replay.steps:  # the end: nothing more to play
            self.playing = False
            self._refresh_buttons()
        elif self.playing:
            self.wait += dt
            interval = SPEEDS[self.speed]
            if self.wait >= interval:
                self.wait = 0.0 if interval == 0 else self.wait - interval
                self.step_on()
        if self.playing and self.speed == "instant":  # the log follows ten times a second
            self._log_age += dt
            if self._log_age >= 0.1:
                self._log_age = 0.0
                self._refresh_log()
        elif self._log_shown != self.step:
            self._refresh_log()

    def animating(self) -> bool:
        return self.playing or self.scrubbing or (self.fighting and self.table.motion.busy)

    def draw(self, surface: pygame.Surface) -> None:
        if self.fighting:
            stage = surface.subsurface(self.stage)
            self.table.show(self.stage.size, self.app.settings.ui_scale)
            self.table.draw(stage)
            side = self.table.L.side
            slot = side_hand_slot(self)
            show_log(self, self.log_room and slot is None)
            if self.log_room or slot is not None:
                surface.fill(paint("panel"), pygame.Rect(side.x + 2, self.log_heading.y - self.lay.u(2), side.width - 2,
                                                   self.stage.bottom - self.log_heading.y + self.lay.u(2)))
            if slot is not None:
                self.table.draw_hand_row(stage, slot)
        else:
            assert self.board is not None
            self.board.draw(surface, None, set(), self.time)
            self._draw_move_on_map(surface)
            self._draw_side(surface)
            self._draw_caption_over_map(surface)
        if self.log_box.visible:
            text(surface, _("Adventure log"), self.log_heading.topleft, 16, GOLD, bold=True)
        self.timeline.draw(surface, self.step, self.caption(), self.mouse)
        if self.turnings:
            draw_marks(surface, self.turnings, self.timeline.x, self.timeline.track, max(4, self.lay.u(5)))

    def _draw_move_on_map(self, surface: pygame.Surface) -> None:
        """Where the move shown happened: the map tile it laid framed in gold (the Lantern and the
        elements it moved or revealed are on the map itself)."""
        assert self.camera is not None
        for event in self.replay.step_events(self.step):
            if event.kind == "tile_placed":
                rect = self.camera.square_rect(event.x, event.y)  # type: ignore[attr-defined]
                pygame.draw.rect(surface, GOLD, rect, max(2, self.lay.u(3)), border_radius=4)

    def _draw_caption_over_map(self, surface: pygame.Surface) -> None:
        draw_caption_over_map(self, surface)

    def _draw_side(self, surface: pygame.Surface) -> None:
        draw_side_panel(self, surface)

    def _fitting(self, words: str | list[str], points: int, width: int, bold: bool = False) -> str:
        return fitted(self.lay, words, points, width, bold)

    def caption(self) -> str:
        """What the move shown did: its first line in the log."""
        told = [line for line in self.replay.told(self.step) if isinstance(line, str)]
        if self.step == 0:
            return _("The heroes set out: {first}").format(first=told[0]) if told else _("The heroes set out.")
        return told[0] if told else _("A move with nothing to tell.")

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.fighting:  # the damage rising from the move just shown
            self.table.draw_over(surface.subsurface(self.stage))
        self.timeline.draw_hover(surface, self.mouse, self.app.size)

    # --- the timeline (timeline.py), for tests and scripts ------------------------------------

    def mark_at(self, pos: tuple[int, int]) -> Mark | None:
        return self.timeline.mark_at(pos)

    def mark_point(self, mark: Mark) -> tuple[int, int]:
        return self.timeline.mark_point(mark)

    def hover_words(self, pos: tuple[int, int]) -> str | None:
        return self.timeline.hover_words(pos)

    # --- for tests and scripts ----------------------------------------------------------------

    def probe(self) -> dict[str, Any]:
        return {"step": self.step, "steps": self.replay.steps, "playing": self.playing, "speed": self.speed,
                "fighting": self.fighting, "buttons": {k: list(b.rect.center) for k, b in self.buttons.items()},
                "marks": [[*self.mark_point(m), m.kind, m.step] for m in self.replay.marks[:400]],
                "track": [self.timeline.track.x, self.timeline.track.centery, self.timeline.track.right],
                "turning": [[t.step, t.label()] for t in self.turnings or []] if self.turning_shown else []}


def log_lines(replay: Replay, step: int) -> list[str]:
    """The adventure log as the game wrote it up to `step` (story passages as the log shows them)."""
    return [line if isinstance(line, str) else story_log_line(line) for line in replay.log_until(step)]

