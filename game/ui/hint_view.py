"""The advisor's hint on screen (issue 16): a framed note naming the bot's choice and saying why, and
a pulsing outline around what it points at (a square, a pair, a card, a button).

The words come from game.advisor (the bot's own scoring); the scenes only say where to draw them.
"""

from __future__ import annotations

import atexit
import math
from typing import Any

import pygame

from game.bot.advisor import Hint, odds_lines
from game.bot.odds import OddsWorker
from game.i18n import N_, _
from game.rules import Command, Game, dump

from .card_art import wrap
from .labels import command_label
from .layout import Layout
from .look import INK, UI_SCALE, font, paint, swing, text

HINT: tuple[int, int, int] = (130, 205, 255)  # the hint's colour: apart from the legal green and the gold
HINT_TIP = N_("What the bot would do now, and why ({key}). Each decision you ask about counts once in the game's "
              "record.")  # shown with hint_tip(): {key} is the hint's key as bound now


def hint_tip() -> str:
    """The Hint button's tooltip, naming the key bound now to ask for a hint."""
    from . import actions
    return _(HINT_TIP).format(key=actions.key_for("hint"))
NO_HINT_TIP = N_("Nothing to decide now: the game is over.")


def turn_words(rotation: int) -> str:
    """A tile's turn as the carried tile and the hint both say it: "turned 90°" (a quarter turn
    clockwise per step; Q and E go through the turns legal on the square first, so presses do not count
    quarter turns)."""
    return _("turned {degrees}\u00b0").format(degrees=90 * (rotation % 4))


# the odds lines' header and the line while they are worked out (English, marked: `_()` where shown)
ODDS_HEAD = N_("Your chance to win the game after each move, as the bot would play on (so far):")
# playouts of the Hint's search, its three moves in turn: about 3 s of a core at 19 ms a cut playout,
# when every move's interval is within ± 5 points (docs/odds.md); the progress ring fills with them
HINT_PLAYOUTS = 150
ODDS_WAIT = N_("Working out the chance to win from each move...")


class HintOdds:
    """The odds beside the hint: a worker process (game/bot/odds.py) is asked about each new position
    the hint is shown for and refines its estimates while the player thinks; the note shows the top
    three when ready. The worker is a daemon, closed when the window's process exits (atexit).
    Off unless the player switches it on in Settings (Settings.hint_odds; the App applies it)."""

    def __init__(self, enabled: bool = False) -> None:
        self.enabled = enabled
        self.worker: OddsWorker | None = None
        self._revision: int | None = None

    def set_enabled(self, on: bool) -> None:
        """The player's setting: switched off, the worker stops at once (it takes a core)."""
        self.enabled = on
        if not on:
            self.close()
            self._revision = None

    def lines(self, game: Game, hint: Hint) -> tuple[list[str], float | None]:
        """The note's odds lines and the search's progress (0..1; None: no odds shown)."""
        if not self.enabled or game.outcome is not None or len(game.legal()) < 2:
            return [], None
        if self.worker is None:
            self.worker = OddsWorker()
        if game.revision != self._revision:
            self._revision = game.revision
            self.worker.ask(game, most=3, playouts=HINT_PLAYOUTS)
        report = self.worker.poll()
        if report is None or any(o.playouts == 0 for o in report.odds):
            return [_(ODDS_WAIT)], 0.0 if report is None else report.progress
        return [_(ODDS_HEAD), *odds_lines(game, report.odds, command_label, hint.command)], report.progress

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None


ODDS = HintOdds()
atexit.register(ODDS.close)


def hint_title(game: Game, hint: Hint) -> str:
    """'Hint: ' and the bot's choice in words (a placement by the outlined square, not its numbers)."""
    cmd = hint.command
    if cmd.kind == "place_tile":  # the turn in the words the carried tile shows as Q and E turn it
        turn = turn_words(cmd.rotation)  # type: ignore[attr-defined]
        from . import actions
        return _("Hint: place the tile on the outlined square, {turn} ({left} or {right} turn the carried tile "
                 "until it says \u201c{turn}\u201d)").format(turn=turn, left=actions.key_for("rotate_left"),
                                                           right=actions.key_for("rotate_right"))
    return _("Hint: {move}").format(move=command_label(game, cmd))


def note_size(lay: Layout, game: Game, hint: Hint, width: int, size: int = 14) -> tuple[int, int]:
    """The note's width and height when its text (`size` points) is wrapped to `width` pixels."""
    pad = lay.u(10)
    title, body = _lines(game, hint, width - 2 * pad, size)
    height = 2 * pad + len(title) * lay.line(size + 2) + lay.u(4) + len(body) * lay.line(size)
    return width, height


def _lines(game: Game, hint: Hint, width: int, size: int) -> tuple[list[str], list[str]]:
    title = wrap(hint_title(game, hint), font(round((size + 2) * UI_SCALE[0]), True), width)
    body = wrap(hint.reason, font(round(size * UI_SCALE[0])), width)
    for line in ODDS.lines(game, hint)[0]:
        body += wrap(line, font(round(size * UI_SCALE[0])), width)
    return title, body


def draw_note(surface: pygame.Surface, lay: Layout, game: Game, hint: Hint, left: int, bottom: int,
              width: int, size: int = 14) -> pygame.Rect:
    """The note with its lower left corner at (left, bottom), its text wrapped to `width`."""
    pad = lay.u(10)
    w, h = note_size(lay, game, hint, width, size)
    rect = pygame.Rect(left, bottom - h, w, h)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, paint("hint_note"), panel.get_rect(), border_radius=10)
    surface.blit(panel, rect)
    pygame.draw.rect(surface, HINT, rect, max(2, lay.u(2)), border_radius=10)
    title, body = _lines(game, hint, width - 2 * pad, size)
    y = rect.y + pad
    for line in title:
        text(surface, line, (rect.x + pad, y), size + 2, HINT, bold=True)
        y += lay.line(size + 2)
    y += lay.u(4)
    for line in body:
        text(surface, line, (rect.x + pad, y), size, INK)
        y += lay.line(size)
    progress = ODDS.lines(game, hint)[1]
    if progress is not None and progress < 1.0:  # the odds' progress ring, in the note's corner
        r = lay.u(7)
        ring = pygame.Rect(rect.right - pad - 2 * r, rect.y + pad, 2 * r, 2 * r)
        pygame.draw.circle(surface, (60, 80, 100), ring.center, r, max(2, lay.u(2)))
        if progress > 0:
            pygame.draw.arc(surface, HINT, ring, math.pi / 2 - 2 * math.pi * progress, math.pi / 2, max(2, lay.u(2)))
    return rect


def draw_note_in(surface: pygame.Surface, lay: Layout, game: Game, hint: Hint, room: pygame.Rect) -> pygame.Rect:
    """The note at the top of `room`, its text as large as fits (14 points down to 9)."""
    size = next((s for s in range(14, 9, -1) if note_size(lay, game, hint, room.width, s)[1] <= room.height), 9)
    h = note_size(lay, game, hint, room.width, size)[1]
    return draw_note(surface, lay, game, hint, room.x, room.y + h, room.width, size)


def outline(surface: pygame.Surface, rect: pygame.Rect, t: float, lay: Layout,
            within: pygame.Rect | None = None) -> None:
    """A pulsing frame around what the hint points at; with `within`, never past it (a lane's slot:
    the words under the table stay clear)."""
    pygame.draw.rect(surface, HINT, outline_rect(rect, t, lay, within), max(3, lay.u(4)), border_radius=8)


def outline_rect(rect: pygame.Rect, t: float, lay: Layout, within: pygame.Rect | None = None) -> pygame.Rect:
    """Where outline draws its frame at time `t`."""
    grow = lay.u(4) + round(lay.u(3) * swing(t, 5))
    frame = rect.inflate(2 * grow, 2 * grow)
    return frame.clip(within) if within is not None else frame


# --- what the hint points at, on the map and at the combat table ----------------------------------

def draw_tile_ghost(surface: pygame.Surface, camera: Any, art: Any, cmd: Command, t: float, lay: Layout) -> None:
    """The hinted placement: the drawn tile, turned as the bot would place it, on its square."""
    rect = camera.square_rect(cmd.x, cmd.y)  # type: ignore[attr-defined]
    ghost = art.ghost(cmd.tile, cmd.rotation, camera.px).copy()  # type: ignore[attr-defined]
    ghost.set_alpha(200)
    surface.blit(ghost, rect)
    outline(surface, rect, t, lay)


def element_rect(camera: Any, game: Game, element: str) -> pygame.Rect | None:
    """An element's cell on the map (where a click Encounters it)."""
    el = game.state.elements.get(element)
    if el is None:
        return None
    spot = el.spot
    cell = camera.cell_rect(spot.x, spot.y, spot.cx, spot.cy)
    side = max(cell.width, camera.px // 3)  # as big as the element's icon
    return pygame.Rect(0, 0, side, side).move(cell.centerx - side // 2, cell.centery - side // 2)


def explore_targets(view: Any, cmd: Command) -> list[pygame.Rect]:
    """What the hint points at on the explore screen: the element to Encounter, the button to press
    (the tile's square is drawn as a ghost by draw_tile_ghost)."""
    out = []
    element = getattr(cmd, "element", None)
    if element is not None and view.camera is not None:
        rect = element_rect(view.camera, view.game, element)
        if rect is not None:
            out.append(rect)
    out += [b.rect for b, c in getattr(view, "action_buttons", []) if c == cmd]
    side = {"buy_key": "key", "buy_healing": "heal", "use_item": "items", "equip_item": "items"}.get(cmd.kind)
    if side and side in getattr(view, "buttons", {}):
        out.append(view.buttons[side].rect)
    if cmd.kind == "draw_tile" and hasattr(view, "slot"):
        out.append(view.slot)
    return out


def combat_targets(view: Any, cmd: Command) -> list[tuple[pygame.Rect, pygame.Rect | None]]:
    """What the hint points at on the combat table, each with what its outline stays within (None:
    anywhere): the pair to resolve, the slot for the monster's card (both within their lane), the
    cards to play, the ability or button."""
    d = dump(cmd)
    out: list[tuple[pygame.Rect, pygame.Rect | None]] = []
    rooms = getattr(view, "lane_rooms", {})
    if cmd.kind == "resolve_pair":
        out += [(r, rooms.get(fi)) for r, hero, fi, si in getattr(view, "pair_rects", [])
                if (hero, fi, si) == (d["hero"], d["front"], d["pair"])]
    elif cmd.kind == "play_cards":
        out += [(r, None) for r, card in getattr(view, "hand_rects", []) if card in d["cards"]]
    elif cmd.kind == "place_monster_card":
        out += [(r, rooms.get(d["front"])) for r, c in getattr(view, "place_slots", []) if c == cmd]
    elif cmd.kind == "activate_ability":
        out += [(b.rect, None) for b, ability, hero in getattr(view, "ability_buttons", [])
                if (ability, hero) == (d["ability"], d["hero"])]
    out += [(b.rect, None) for b, c in getattr(view, "action_buttons", []) if c == cmd]
    return out
