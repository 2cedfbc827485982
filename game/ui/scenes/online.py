"""Playing online (issue 35): host a game for friends, or join one with its invite code; then the
lobby shows the code and who holds which hero until the game is entered.

Hosting sets the party up on the setup screen as for a local game (its save is made there); the
window then serves it (game.online) and joins it itself, holding the first hero. Joining asks for
the code and a name; a joiner takes the first free hero, or watches.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextBox, UITextEntryLine

from game.i18n import _, pgettext
from game.online.invite import InviteError
from game.online.protocol import MAX_NAME
from game.online.words import holder_words

from ..backdrop import draw_depths_backdrop
from ..look import HERO_TITLES, title_label
from ..online_session import OnlineSession, join_session
from ..scene import Scene

if TYPE_CHECKING:
    from ..app import App


class OnlineScene(Scene):
    """Host a game, or join one with a code."""

    name = "online"
    window_scaled = True

    def build(self) -> None:
        w, h = self.app.size
        lay, m, root = self.app.layout, self.manager, self.root
        bh = lay.line(18) + lay.u(10)
        eh = lay.line(16) + lay.u(10)
        # The join column under its text box (two fields and the buttons) must end above Back: with
        # large text the title moves up and the text boxes give up lines (they scroll) first.
        below = lay.u(12) + 2 * eh + lay.u(8) + lay.u(12) + bh
        floor = h - bh - lay.u(30) - lay.u(10)
        box_h = lay.line(15) * 8
        top = max(lay.u(10), min(int(h * 0.1), floor - below - box_h - lay.line(52) - lay.u(20)))
        y = top + lay.line(52) + lay.u(20)
        box_h = max(lay.line(15) * 3, min(box_h, floor - below - y))
        title_label(pygame.Rect(0, top, w, lay.line(52)), _("Play online"), m, root)
        col = min(lay.t(460), (w - lay.u(80)) // 2)
        left, right = w // 2 - col - lay.u(20), w // 2 + lay.u(20)
        UITextBox("<b>" + html.escape(_("Host a game")) + "</b><br>"
                  + html.escape(_("Choose the heroes as for any game; then share the invite code with friends. They "
                                  "join from their own machines; you hold the first hero and may take more. Every "
                                  "move is saved on this machine.")), pygame.Rect(left, y, col, box_h), m,
                  container=root)
        self.host_button = UIButton(pygame.Rect(left, y + box_h + lay.u(12), col, bh), _("Set up and host"), m,
                                    container=root, object_id="#primary",
                                    tool_tip_text=_("The setup screen; Descend! then opens the game to your friends"))
        UITextBox("<b>" + html.escape(_("Join a game")) + "</b><br>"
                  + html.escape(_("Paste the invite code your host gave you (it looks like {example}) and the name "
                                  "the others will see.").format(example="FD-7K3Q-9XWM@192.168.1.20:47100")),
                  pygame.Rect(right, y, col, box_h), m, container=root)
        ey = y + box_h + lay.u(12)
        UILabel(pygame.Rect(right, ey, lay.t(110), eh), pgettext("field", "Code"), m, container=root)
        self.code_entry = UITextEntryLine(pygame.Rect(right + lay.t(115), ey, col - lay.t(115), eh), m, container=root,
                                          placeholder_text=_("FD-....-....@address:port"))
        self.code_entry.set_text_length_limit(80)
        ey += eh + lay.u(8)
        UILabel(pygame.Rect(right, ey, lay.t(110), eh), _("Your name"), m, container=root)
        self.name_entry = UITextEntryLine(pygame.Rect(right + lay.t(115), ey, col - lay.t(115), eh), m, container=root)
        self.name_entry.set_text_length_limit(MAX_NAME)
        self.name_entry.set_text(self.app.options.players[0] if self.app.options.players else _("Player"))
        ey += eh + lay.u(12)
        half = (col - lay.u(10)) // 2
        self.join_button = UIButton(pygame.Rect(right, ey, half, bh), _("Join"), m, container=root,
                                    tool_tip_text=_("Join and take the first free hero"))
        self.watch_button = UIButton(pygame.Rect(right + half + lay.u(10), ey, half, bh), _("Watch"), m,
                                     container=root,
                                     tool_tip_text=_("Join to watch: you see the table as the players do, and cannot "
                                                     "move"))
        self.error = UITextBox("", pygame.Rect(right, ey + bh + lay.u(12), col, lay.line(15) * 3), m, container=root,
                               object_id="#small")
        self.error.hide()
        self.back = UIButton(pygame.Rect(left, h - bh - lay.u(30), lay.t(140), bh), _("Back"), m, container=root)

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.host_button:
            self.app.show("setup", online=True)
        elif event.ui_element in (self.join_button, self.watch_button):
            self.join(watch=event.ui_element is self.watch_button)
        elif event.ui_element is self.back:
            self.app.show("title")

    def join(self, watch: bool) -> None:
        try:
            session = join_session(self.app, self.code_entry.get_text(), self.name_entry.get_text(), watch)
        except InviteError as exc:
            self.error.set_text(html.escape(str(exc)))
            self.error.show()
            return
        self.app.go_online(session)

    def draw(self, surface: pygame.Surface) -> None:
        draw_depths_backdrop(surface, 0.0)


class LobbyScene(Scene):
    """The invite code and the seats, until the game is entered (everyone may enter at any time)."""

    name = "lobby"
    window_scaled = True

    def __init__(self, app: App, session: OnlineSession) -> None:
        super().__init__(app)
        self.session = session
        self._seen = -1

    def build(self) -> None:
        w, h = self.app.size
        lay, m, root = self.app.layout, self.manager, self.root
        top = int(h * 0.08)
        title_label(pygame.Rect(0, top, w, lay.line(52)), _("The table"), m, root)
        col = min(lay.t(640), w - lay.u(80))
        x = (w - col) // 2
        y = top + lay.line(52) + lay.u(16)
        bh = lay.line(18) + lay.u(10)
        self.code_box = UITextBox("", pygame.Rect(x, y, col, lay.line(18) * 3), m, container=root)
        y += lay.line(18) * 3 + lay.u(8)
        self.copy_button = UIButton(pygame.Rect(x, y, lay.t(220), bh), _("Copy invite code"), m,
                                    container=root, tool_tip_text=_("Copy the code to send it to your friends"))
        y += bh + lay.u(16)
        self.seats_box = UITextBox("", pygame.Rect(x, y, col, lay.line(16) * 6), m, container=root)
        y += lay.line(16) * 6 + lay.u(10)
        self.seat_buttons: dict[UIButton, int] = {}
        bw = (col - lay.u(20)) // 3
        for seat in range(3):
            b = UIButton(pygame.Rect(x + seat * (bw + lay.u(10)), y, bw, bh), _("Take seat {n}").format(n=seat + 1), m,
                         container=root)
            self.seat_buttons[b] = seat
        y += bh + lay.u(8)
        self.give_row = [pygame.Rect(x + seat * (bw + lay.u(10)), y, bw, bh) for seat in range(3)]
        self.give_menus: dict[int, tuple[UIDropDownMenu, dict[str, str]]] = {}  # seat: (menu, option: to whom)
        y += bh + lay.u(20)
        self.enter_button = UIButton(pygame.Rect(x + col - lay.t(260), y, lay.t(260), bh), _("Enter the game"), m,
                                     container=root, object_id="#primary")
        self.leave_button = UIButton(pygame.Rect(x, y, lay.t(200), bh), _("Leave"), m, container=root,
                                     tool_tip_text=_("Leave the table (a host's game stays saved: Continue hosts it "
                                                     "again)"))
        self._seen = -1
        self.refresh()

    def refresh(self) -> None:
        client = self.session.online
        invite = str(client.invite)
        hosting = self.session.hosting is not None
        self.code_box.set_text("<b>" + html.escape(_("Invite code")) + f"</b>: {html.escape(invite)}<br>" + (
            html.escape(_("Send it to your friends: they choose {online}, then {join}.")).format(
                online="<i>" + html.escape(_("Play online")) + "</i>", join="<i>" + html.escape(_("Join")) + "</i>")
            if hosting else html.escape(_("You watch this table.") if client.watch and not client.seats
                                        else _("You play at this table."))))
        lines = []
        for view in client.table:
            who = holder_words(view)
            state = ("" if not who else _("{player} (machine player)") if view.get("machine") else
                     _("{player} (here)") if view.get("connected") else _("{player} (away)"))
            mine = " <b>" + html.escape(_("you")) + "</b>" if view["seat"] in client.seats else ""
            hero = HERO_TITLES.get(str(view["hero"])) or str(view["hero"]).title()
            held = (html.escape(state.format(player=who)) if who
                    else "<i>" + html.escape(_("open: waiting for a player")) + "</i>")
            lines.append(html.escape(_("Seat {n}: {hero}").format(n=view["seat"] + 1, hero=hero)) + f" - {held}{mine}")
        lines.append(html.escape(_("Watching: {n}").format(n=client.watchers)))
        words = self.session.status_words()
        if words and not client.connected:
            lines.append(f"<i>{html.escape(words)}</i>")
        joining = "<i>" + html.escape(_("Joining the table...")) + "</i>"
        self.seats_box.set_text("<br>".join(lines) if client.table else joining)
        taken = {s["seat"]: s.get("player") for s in client.table}
        for b, seat in self.seat_buttons.items():
            if seat >= len(client.table):
                b.hide()
                continue
            b.show()
            if seat in client.seats:
                b.set_text(_("Leave seat {n}").format(n=seat + 1))
                b.enable()
            elif taken.get(seat):
                b.set_text(_("Seat {n} taken").format(n=seat + 1))
                b.disable()
            else:
                b.set_text(_("Take seat {n}").format(n=seat + 1))
                b.enable()
        self._refresh_give_menus()
        if self.session.welcomed:
            self.enter_button.enable()
        else:
            self.enter_button.disable()

    def _refresh_give_menus(self) -> None:
        """Under each seat this player may hand over (its own; the host's too for an away player's, a
        machine player's or a free one): a menu of whom to give it to."""
        for seat, options in self.session.give_options().items():
            shown = self.give_menus.get(seat)
            if shown is not None and list(shown[1]) == list(options):
                continue
            if shown is not None:
                shown[0].kill()
            if not options:
                self.give_menus.pop(seat, None)
                continue
            head = _("Hand seat {n} over...").format(n=seat + 1)
            menu = UIDropDownMenu([head, *options], head, self.give_row[seat], self.manager, container=self.root,
                                  expansion_height_limit=self.app.layout.line(16) * 8)
            self.give_menus[seat] = (menu, options)

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            for seat, (menu, options) in self.give_menus.items():
                if event.ui_element is menu and event.text in options:
                    self.session.online.give(seat, options[event.text])  # the seats view answers
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        client = self.session.online
        if event.ui_element is self.copy_button:
            from ..share import copy_to_clipboard
            copied = copy_to_clipboard(str(client.invite))
            self.copy_button.set_text(_("Copied") if copied else _("Select the code above"))
        elif event.ui_element in self.seat_buttons:
            seat = self.seat_buttons[event.ui_element]
            wanted = sorted(set(client.seats) ^ {seat})
            client.take_seats(wanted)  # the host answers with the seats now held, or why not
        elif event.ui_element is self.enter_button:
            self.app.play(self.session)
        elif event.ui_element is self.leave_button:
            self.app.leave_online()
            self.app.show("title")

    def update(self, dt: float) -> None:
        if self.session.version != self._seen:
            self._seen = self.session.version
            self.refresh()

    def probe(self) -> dict[str, Any]:
        """For scripts and end-to-end tests: the invite code, the seats, and where to click."""
        client = self.session.online
        return {"code": str(client.invite), "welcomed": self.session.welcomed, "seats": client.table,
                "mine": client.seats, "enter": list(self.enter_button.rect.center),
                "events": len(client.game.events) if client.game is not None else 0}

    def draw(self, surface: pygame.Surface) -> None:
        draw_depths_backdrop(surface, 0.0)
