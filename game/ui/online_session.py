"""A game played online, as the screens see it: the same Session the local game has, whose moves go
to the host and whose events come from it.

`poll()` (every frame, from the App) takes what the host said: new events are told in the log with
their sounds, as a local move's are; an undo or a fresh copy replaces the game; refusals, points and
seat changes are kept for the screens. `do()` sends a move only for a hero this player holds, and
says whose move it is otherwise. The host saves the game; this side saves nothing.
"""

from __future__ import annotations

import html
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.i18n import N_, _
from game.online import is_hosted
from game.online.client import Client
from game.online.hosting import HostThread, autosaving, host_seat, rehosted_table, table_for
from game.online.invite import parse_invite
from game.online.protocol import MAX_NAME
from game.online.words import holder_words
from game.rules import Command, Game, acting_hero, parse_command

from . import sound_cues
from .session import Session

if TYPE_CHECKING:
    from .app import App
    from .layout import Layout

POINT_SECONDS = 4.0  # how long a pointing marker stays
OPEN_SEAT = N_("open seat")  # a free seat's player (shown with _())

# what the table waits for, by the kind of the deciding hero's first legal move ("...to choose a pair"),
# shown with _()
DECISIONS = {
    "draw_tile": N_("draw a tile"), "place_tile": N_("place the tile"), "set_aside_tile": N_("place the tile"),
    "encounter": N_("choose the next encounter"), "unlock_with": N_("choose the next encounter"),
    "play_cards": N_("play cards"), "resolve_pair": N_("choose a pair"), "finish_abilities": N_("choose a pair"),
    "activate_ability": N_("use an ability or choose a pair"), "place_monster_card": N_("place a monster"),
    "assign_monsters": N_("place the monsters"), "avoid_return_damage": N_("decide on the damage"),
    "choose_ability": N_("choose an ability"), "pass_ability": N_("choose an ability"),
    "buy_ability": N_("choose an ability"),
    "choose_hero": N_("choose a hero"), "keep_item": N_("choose an item"), "forfeit_item": N_("choose an item"),
    "draw_starting_item": N_("draw an item"), "equip_item": N_("equip items"), "unequip_item": N_("equip items"),
    "use_item": N_("use an item"), "choose_location_option": N_("choose at the location"),
    "continue_location": N_("go on at the location"), "choose_story_option": N_("choose how the story goes"),
    "play_feature_card": N_("play a card for the test"), "end_feature_test": N_("finish the test"),
    "replace_cards": N_("replace cards"), "buy_key": N_("spend experience"), "buy_healing": N_("spend experience"),
}


@dataclass
class PointMark:
    target: dict[str, Any]
    by: str
    at: float


@dataclass
class OnlineSession(Session):
    client: Client | None = None
    hosting: HostThread | None = None  # this window hosts the game (stopped with it)
    points: list[PointMark] = field(default_factory=list)
    strip_rect: Any = None  # where the status strip was last drawn (None: not shown)
    _mine: tuple[Any, list[Command]] = field(default=(None, []), repr=False)  # legal(): (key, its moves)
    _holders: list[Any] = field(default_factory=list, repr=False)  # who held each seat at the last poll
    _holders_shown: list[str | None] = field(default_factory=list, repr=False)  # as this window names them

    @classmethod
    def joining(cls, client: Client, hosting: HostThread | None = None) -> OnlineSession:
        """A session for a client that is joining (the game arrives with the host's welcome)."""
        return cls(game=Game(client.content), players=[], client=client, hosting=hosting)

    @property
    def online(self) -> Client:
        assert self.client is not None
        return self.client

    @property
    def welcomed(self) -> bool:
        return self.online.game is not None

    # --- what the host said --------------------------------------------------------------------

    def poll(self) -> bool:
        """Take what the host said since the last frame; whether anything changed on screen."""
        client = self.online
        update = client.pump()
        changed = False
        if client.game is not None and client.game is not self.game:
            first = not self.game.events
            self.game = client.game
            if update.undone and not first:
                self.log.append(_("{undone} (a move was taken back).").format(undone="<i>" + _("Undone") + "</i>"))
                self._described = len(self.game.events)
            elif first or self._described > len(self.game.events):
                self._described = 0 if first else len(self.game.events)
            changed = True
        if update.new_events:
            start = self._described
            self.catch_up()
            sound_cues.cue_events(self.game.events[start:])
            self.refusal = None
            changed = True
        if update.seats_changed or update.new_events:
            self._tell_hand_overs()
            self.players = self.seat_names()
            changed = True
        for reason in update.refused:
            self.refusal = reason
            self.log.append("<i>" + html.escape(_("Not allowed:")) + f"</i> {html.escape(reason)}")
            sound_cues.cue_refusal()
            changed = True
        now = time.monotonic()
        for p in update.points:
            self.points.append(PointMark(dict(p.get("target", {})), str(p.get("by", "")), now))
        if self.points and now - self.points[0].at > POINT_SECONDS:
            self.points = [p for p in self.points if now - p.at <= POINT_SECONDS]
            changed = True
        changed = changed or bool(update.points) or update.closed is not None
        if changed:
            self.version += 1
        return changed

    def _tell_hand_overs(self) -> None:
        """A seat that changed hands is told in the log ("Ilse Marrowlight's seat: Bo now plays it.")."""
        from .labels import proper_name

        holders = [s.get("player") for s in self.online.table]
        before, was_shown = self._holders, self._holders_shown
        self._holders, self._holders_shown = holders, [holder_words(s) for s in self.online.table]
        if not before or self.game.outcome is not None or not self.welcomed:
            return
        for seat, (was, now) in enumerate(zip(before, holders, strict=False)):
            if was == now or seat >= len(self.game.state.heroes):
                continue
            who = _("a machine player") if now and self.online.table[seat].get("machine") else now
            gone = was_shown[seat] if seat < len(was_shown) else was  # a machine player as this window names it
            hero = proper_name(self.game, seat)
            told = (_("{hero}'s seat: {player} now plays it.").format(hero=hero, player=who) if now else
                    _("{hero}'s seat is open: {player} gave it up.").format(hero=hero, player=gone))
            self.log.append(f"<i>{html.escape(told)}</i>")

    def seat_names(self) -> list[str]:
        """Who plays each hero, in hero order ("open seat" for a free one; yours says so)."""
        names = []
        for seat in self.online.table:
            player = holder_words(seat)
            mine = seat.get("seat") in self.online.seats
            names.append(_("{player} (you)").format(player=player) if mine and player else str(player) if player
                         else _(OPEN_SEAT))
        return names

    # --- moves ---------------------------------------------------------------------------------

    def legal(self) -> list[Command]:
        """The moves this window may send: the legal ones of the heroes in its seats, while connected
        (nothing while watching or away). The screens draw every other move's control disabled, its
        hover saying why (`waiting_reason`)."""
        client, game = self.online, self.game
        key = (id(game), game.revision, tuple(client.seats), client.connected and client.closed is None)
        if self._mine[0] != key:
            seats = set(client.seats) if key[3] else set()
            self._mine = (key, [c for c in game.legal() if c.kind != "undo" and acting_hero(game, c) in seats])
        return self._mine[1]

    def waiting_reason(self) -> str | None:
        """Why this window cannot move now, in a sentence for a disabled control's hover: the connection's
        trouble, or whom the table waits for and to do what; None when one of its heroes decides."""
        client = self.online
        if client.closed or not client.connected or not self.welcomed:
            return self.status_words()
        game = self.game
        if game.outcome is not None:
            return _("The game is over.")
        if set(client.deciding) & set(client.seats):
            return None
        who = self.waiting_for()
        if not who:
            return None
        first = next((c for c in game.legal() if acting_hero(game, c) == client.deciding[0]), None)
        what = _(DECISIONS.get(first.kind, N_("decide"))) if first is not None else _("decide")
        waiting = _("Waiting for {who} to {what}.").format(who=who, what=what)
        return _("You are watching. {waiting}").format(waiting=waiting) if not client.seats else waiting

    def do(self, command: Command) -> bool:
        """Send a move of one of this player's heroes to the host (it appears when the host has made
        it); False with the reason in `refusal` when it is not this player's to send."""
        client = self.online
        if not client.connected:
            return self._refuse(_("Not connected to the host: trying again..."))
        hero = acting_hero(self.game, command)
        if hero not in client.seats:
            whose = self.hero_label(hero) if hero is not None else _("nobody")
            return self._refuse(self.waiting_reason() or _("That move is {hero}'s to make, not yours.").format(
                hero=whose))
        return client.send_command(command) is not None or self._refuse(_("Not connected to the host."))

    def can_undo(self) -> bool:
        """Only the player whose move an undo takes back may send it (the host names that hero)."""
        return self.game.can_undo() and self.online.may_undo and self.online.closed is None

    def undo_reason(self) -> str | None:
        """Whose move the last one was, when it is not this player's: 'Only Bo can take back their move.'"""
        client = self.online
        hero = client.undo_seat
        if not self.game.can_undo() or hero is None or hero in client.seats:
            return None
        who = next((holder_words(seat) for seat in client.table if seat.get("seat") == hero), None)
        if not who:
            from .labels import proper_name

            return _("Only the player of {hero} can take back their move.").format(hero=proper_name(self.game, hero))
        return _("Only {player} can take back their move.").format(player=who)

    def undo(self) -> bool:
        if not self.game.can_undo():
            return self._refuse(_("There is nothing to undo."))
        reason = self.undo_reason()
        if reason:
            return self._refuse(reason)
        return self.online.send_command(parse_command({"kind": "undo"})) is not None

    def _refuse(self, reason: str) -> bool:
        self.refusal = reason
        self.log.append("<i>" + html.escape(_("Not allowed:")) + f"</i> {html.escape(reason)}")
        self.version += 1
        return False

    def autosave(self) -> None:
        """The host saves every move; nothing is saved here."""

    def point(self, target: dict[str, Any]) -> None:
        """Show everyone where this player points (a square, a cell, a card) for a few seconds."""
        self.online.point(target)

    def give_options(self) -> dict[int, dict[str, str]]:
        """For each seat: the menu of whom this player may hand it to ({words: name, or "" for a
        machine player}); empty for a seat it may not give (someone else's while they are here)."""
        client = self.online
        out: dict[int, dict[str, str]] = {}
        for view in client.table:
            seat, holder = int(view["seat"]), view.get("player")
            mine = seat in client.seats
            may = mine or (client.is_host and (not holder or not view.get("connected") or view.get("machine")))
            options: dict[str, str] = {}
            if may and client.connected:
                for name in dict.fromkeys(client.present):
                    if name != holder:
                        options[_("To me") if name == client.name else _("To {player}").format(player=name)] = name
                options[_("To a machine player")] = ""
            out[seat] = options
        return out

    # --- what the screens say ------------------------------------------------------------------

    def deciding_hero(self) -> int | None:
        deciding = self.online.deciding
        mine = [h for h in deciding if h in self.online.seats]
        first = mine or deciding
        return first[0] if first else None

    def status_words(self) -> str | None:
        """One line for the top of the screen: the connection's trouble, else whom the table waits for
        (None while it is this player's move)."""
        client = self.online
        if client.closed:
            return client.closed
        if not client.connected:
            return _("Connection lost: reconnecting to the host...")
        if not self.welcomed:
            return _("Joining the game...")
        if self.game.outcome is not None or not client.deciding:
            return None
        if set(client.deciding) & set(client.seats):
            return None
        return _("Waiting for {who}...").format(who=self.waiting_for())

    def waiting_for(self) -> str:
        """The players (and heroes) the table waits for: "Bo (Ilse Marrowlight)"."""
        from .labels import proper_name

        names = self.players
        return ", ".join(f"{names[h]} ({proper_name(self.game, h)})" if h < len(names) and names[h] != _(OPEN_SEAT)
                         else proper_name(self.game, h) for h in self.online.deciding)

    def leave(self) -> None:
        """Close the connection (and the host, if this window hosts the game)."""
        self.online.stop()
        if self.hosting is not None:
            self.hosting.stop()
            self.hosting = None


def host_session(app: App, session: Session, name: str) -> OnlineSession:
    """Serve a local session's new game online (its save goes on being written by the host) and join
    it from this window, holding the first hero. Raises OSError when no port can be had."""
    table = table_for(session.game, None)
    token = host_seat(table, name, [0])
    if session.saved_game is not None:
        autosaving(table, session.saved_game, host_token=token)
    return _hosted(app, table, name, token, session)


def host_again(app: App, session: Session) -> OnlineSession | None:
    """A loaded game this machine hosted online, hosted again in its room (the same invite code) with
    this window back in its own seats; None when it was not hosted from a window. OSError when the
    port cannot be had."""
    saved = session.saved_game
    if saved is None or not is_hosted(saved.folder):
        return None
    table, token = rehosted_table(session.game, saved)
    if token is None:
        return None
    host = table.player_with(token)
    return _hosted(app, table, host.name if host else _("Host"), token, session)


def _hosted(app: App, table: Any, name: str, token: str, session: Session) -> OnlineSession:
    hosting = HostThread(table, bind=app.options.online_bind, port=app.options.online_port,
                         machine=app.settings.machine_level)
    invite = hosting.start()
    client = Client(invite, name, token=token, content=session.game.content).start()
    online = OnlineSession.joining(client, hosting)
    online.log = list(session.log)
    return online


def join_session(app: App, code: str, name: str, watch: bool = False) -> OnlineSession:
    """Join the game an invite code names (InviteError for a code that is not one)."""
    invite = parse_invite(code)
    client = Client(invite, name.strip()[:MAX_NAME] or _("Player"), watch=watch, content=app.load_content()).start()
    return OnlineSession.joining(client)


STRIP_LINES = 3  # the status strip wraps to at most this many lines (then ends in "...")


def draw_online_status(surface: Any, session: OnlineSession, lay: Layout, slot: Any = None) -> Any:
    """The strip of every screen of an online game: whom the table waits for, or the connection's
    trouble (nothing while it is this player's move). `slot` is the place the screen keeps free for it
    (its left, top and width: the strip's height follows its lines); without one, the top middle
    (screens with no banner or panel there). Where it was drawn, or None."""
    import pygame

    from .card_art import wrap
    from .look import GOLD, INK, UI_SCALE, font, paint, text

    words = session.status_words()
    session.strip_rect = None
    if not words:
        return None
    w = surface.get_width()
    if slot is None:
        slot = pygame.Rect(w // 2 - lay.t(260), lay.u(8) + lay.line(17) + lay.u(22), lay.t(520), 0)
    size, pad = 15, lay.u(5)
    lines = wrap(words, font(round(size * UI_SCALE[0])), slot.width - 2 * lay.u(8))
    if len(lines) > STRIP_LINES:
        lines = [*lines[:STRIP_LINES - 1], lines[STRIP_LINES - 1].rstrip(".…") + "…"]
    if slot.height > 0:  # a slot of a fixed height (a row of buttons): as many lines as fit in it
        room = max(1, (slot.height - 2 * pad) // lay.line(size))
        if len(lines) > room:
            lines = [*lines[:room - 1], lines[room - 1].rstrip(".…") + "…"]
    strip = pygame.Rect(slot.x, slot.y, slot.width, len(lines) * lay.line(size) + 2 * pad)
    if slot.height > 0:
        strip.centery = slot.centery
    shade = pygame.Surface(strip.size, pygame.SRCALPHA)
    shade.fill(paint("strip", 215))
    surface.blit(shade, strip)
    pygame.draw.rect(surface, GOLD, strip, max(1, lay.u(1)), border_radius=lay.u(6))
    for i, line in enumerate(lines):
        text(surface, line, (strip.centerx, strip.y + pad + i * lay.line(size) + lay.line(size) // 2), size, INK,
             anchor="center")
    session.strip_rect = strip
    return strip


def draw_points(surface: Any, session: OnlineSession, square_rect: Any, lay: Layout, now: float) -> None:
    """Where players point on the map: a ring round the square and who points, for a few seconds."""
    import pygame

    from .look import GOLD, WINDOW_TEXT

    for mark in session.points:
        if mark.target.get("kind") != "square":
            continue
        r = square_rect(int(mark.target.get("x", 0)), int(mark.target.get("y", 0)))
        age = now - mark.at
        grow = int(lay.u(4) * (1 + (age * 3) % 1))
        pygame.draw.rect(surface, GOLD, r.inflate(grow * 2, grow * 2), max(2, lay.u(3)), border_radius=lay.u(8))
        widest = r.inflate(lay.u(16), lay.u(16))  # the pulsing ring at its widest: the label keeps still
        shaded_label(surface, _("{player} points here").format(player=mark.by)[:40], (r.centerx, widest.top),
                     lay, around=widest, keep_clear=list(WINDOW_TEXT))  # (the map's words)


def draw_online_over(app: Any) -> list[Any]:
    """What an online game draws over every screen (the App's one hook): the status strip, and while
    this window cannot move, the reason beside the pointer over a disabled control or a spot of the
    board or table another player would click. Where it drew (for the App's partial redraws)."""
    import pygame
    from pygame_gui.elements import UIButton, UILabel, UITextBox

    session: OnlineSession = app.online
    slot = getattr(app.scene, "online_strip_slot", None)  # where the screen keeps room for the strip
    strip = draw_online_status(app.screen, session, app.layout, slot() if slot is not None else None)
    if not session.welcomed or getattr(app.scene, "session", None) is not session:
        return [strip] if strip is not None else []
    drawn = [strip] if strip is not None else []
    widgets = [s.rect for s in app.manager.get_sprite_group().sprites()
               if isinstance(s, UIButton | UILabel | UITextBox) and s.visible and s.alive()]
    drawn += draw_card_points(app.screen, session, getattr(app.scene, "spots", []), app.layout, time.monotonic(),
                              widgets)
    pos = pygame.mouse.get_pos()
    reason = (session.undo_reason() if on_undo(app, pos) else session.waiting_reason()) \
        if pygame.mouse.get_focused() else None
    if reason and waits_at(app, pos):
        drawn.append(draw_reason_tip(app.screen, reason, pos, app.layout))
    return drawn


def card_key(ref: tuple[str, Any]) -> str:
    """A card or monster on the table as a pointing target names it: "action:<card>", "monster:<id>"."""
    return f"{ref[0]}:{ref[1]}"[:80]


def point_at_card(scene: Any, pos: tuple[int, int]) -> bool:
    """P on the combat table: show everyone the card or monster under the pointer (the topmost drawn)."""
    for rect, ref in reversed(getattr(scene, "spots", [])):
        if rect.collidepoint(pos):
            scene.session.point({"kind": "card", "card": card_key(ref)})
            return True
    return False


def draw_card_points(surface: Any, session: OnlineSession, spots: list[Any], lay: Any, now: float,
                     widgets: list[Any] | None = None) -> list[Any]:
    """Where players point on the table: a ring round each drawn copy of the card and who points (the
    label clear of the other cards, of the lines of text drawn and of the `widgets`' rects)."""
    import pygame

    from .look import GOLD, WINDOW_TEXT

    drawn: list[Any] = []
    taken: list[Any] = []  # the labels drawn: another player's goes clear of them
    for mark in session.points:
        if mark.target.get("kind") != "card":
            continue
        want = str(mark.target.get("card", ""))
        for rect, ref in spots:
            if card_key(ref) != want:
                continue
            grow = int(lay.u(4) * (1 + ((now - mark.at) * 3) % 1))
            ring = rect.inflate(grow * 2, grow * 2)
            pygame.draw.rect(surface, GOLD, ring, max(2, lay.u(3)), border_radius=lay.u(10))
            # the label beside the ring where it covers no other card and no line of text (a card's
            # heading, a hand's title): above it, else below, else the nearest clear place
            widest = rect.inflate(lay.u(16), lay.u(16))  # the pulsing ring at its widest: the label keeps still
            keep_clear = [r for r, _ref in spots if not r.colliderect(rect)] + [
                t for t in WINDOW_TEXT if not rect.contains(t)] + list(widgets or []) + taken
            label = shaded_label(surface, _("{player} points here").format(player=mark.by)[:40],
                                 (rect.centerx, widest.top - lay.u(4)), lay, around=widest, keep_clear=keep_clear)
            taken.append(label)
            drawn += [ring.inflate(lay.u(8), lay.u(8)), label]
    return drawn


def on_undo(app: Any, pos: tuple[int, int]) -> bool:
    """Whether the pointer is on a greyed Undo button (its reason is whose move it would take back)."""
    from pygame_gui.elements import UIButton

    from .undo_control import is_undo

    return any(isinstance(s, UIButton) and s.visible and not s.is_enabled and is_undo(s) and s.rect.collidepoint(pos)
               for s in app.manager.get_sprite_group().sprites())


def waits_at(app: Any, pos: tuple[int, int]) -> bool:
    """Whether the pointer is on a control that would make a move were it this window's turn: a disabled
    button of the screen, a card in the deciding hand, a monster, a room on the map, the tile to place."""
    import pygame
    from pygame_gui.elements import UIButton

    for sprite in app.manager.get_sprite_group().sprites():
        if isinstance(sprite, UIButton) and sprite.visible and not sprite.is_enabled and sprite.rect.collidepoint(pos):
            return True
    scene = app.scene
    rects = [r for r, _ in getattr(scene, "hand_rects", [])] + list(getattr(scene, "foe_rects", {}).values())
    slot = getattr(scene, "slot", None)
    if isinstance(slot, pygame.Rect) and getattr(scene, "held_tile", None):
        rects.append(slot)
    if any(r.collidepoint(pos) for r in rects):
        return True
    board = getattr(scene, "board", None)
    return board is not None and board.element_at(pos) is not None


def draw_reason_tip(surface: Any, reason: str, pos: tuple[int, int], lay: Any) -> Any:
    """The reason in a small framed box below and right of the pointer, kept inside the window."""
    import pygame

    from .card_art import wrap
    from .look import GOLD, INK, UI_SCALE, font, paint, text

    size = 14
    f = font(round(size * UI_SCALE[0]))
    lines = wrap(reason, f, lay.t(320))[:4]
    pad = lay.u(8)
    w = max(f.size(line)[0] for line in lines) + 2 * pad
    h = len(lines) * lay.line(size) + 2 * pad
    box = pygame.Rect(pos[0] + lay.u(16), pos[1] + lay.u(20), w, h)
    box.clamp_ip(surface.get_rect())
    if box.collidepoint(pos):  # never under the pointer: above it instead
        box.bottom = pos[1] - lay.u(6)
        box.clamp_ip(surface.get_rect())
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill(paint("strip", 235))
    surface.blit(shade, box)
    pygame.draw.rect(surface, GOLD, box, max(1, lay.u(1)), border_radius=lay.u(4))
    for i, line in enumerate(lines):
        text(surface, line, (box.x + pad, box.y + pad + i * lay.line(size)), size, INK)
    return box


def shaded_label(surface: Any, words: str, midbottom: tuple[int, int], lay: Any, around: Any = None,
                 keep_clear: list[Any] | None = None) -> Any:
    """Who points, on a dark pill so it reads over cards and tiles alike; where it was drawn. With
    `around` (the ring round what is pointed at): the first of above it and below it that lies in the
    window clear of the ring and of `keep_clear`, else the nearest clear place beside it."""
    import pygame

    from . import popups
    from .look import GOLD, INK, UI_SCALE, font, paint, text

    size = 14
    w, h = font(round(size * UI_SCALE[0])).size(words)
    pill = pygame.Rect(0, 0, w + lay.u(12), h + lay.u(4))
    pill.midbottom = midbottom
    window = surface.get_rect()
    pill.clamp_ip(window)
    if around is not None:
        strict = [around, *(keep_clear or [])]
        below = pill.copy()
        below.midtop = (around.centerx, around.bottom + lay.u(4))
        fits = [r for r in (pill, below.clamp(window)) if window.contains(r) and r.collidelist(strict) < 0]
        found = fits[0] if fits else popups.place(pill.size, around, window, strict[1:], [])
        pill = found if found is not None else pill
    shade = pygame.Surface(pill.size, pygame.SRCALPHA)
    shade.fill(paint("strip", 225))
    surface.blit(shade, pill)
    pygame.draw.rect(surface, GOLD, pill, 1, border_radius=lay.u(4))
    text(surface, words, pill.center, size, INK, anchor="center")
    return pill
