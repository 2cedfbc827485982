"""What a Chest held (issue 39: a Chest's Item showed only as a log line and a tiny icon): the Item's
card, large, with who took it, in a panel over the map until the player closes it (Enter, Esc or
"Take it")."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import N_, _

from ..actions import key_for
from ..dialog import DialogScene
from ..labels import proper_name
from ..look import GOLD, INK

CARD_W = 220  # at UI scale 1: large enough to read the card's text


class FoundItemDialog(DialogScene):
    name = "found"
    title = N_("In the Chest")  # shown with _()
    closable = True
    fallback = False
    rules_topic = "chest"
    window_scaled = True

    def __init__(self, app: Any, session: Any, backdrop: Any, finds: list[tuple[int, str]]) -> None:
        super().__init__(app, session, backdrop)
        self.finds = finds

    def still_current(self) -> bool:
        return self.game.state.phase == "exploring"

    def card_w(self) -> int:
        lay, p = self.lay, self.panel
        room = (self.refusal_y() - self.body_top() - lay.line(16) * 3) / 1.4
        across = (p.width - lay.u(40)) // max(1, len(self.finds)) - lay.u(20)
        return max(lay.u(80), min(lay.u(CARD_W), int(room), across))

    def body(self) -> None:
        bw = self.label_w(_("Take it"), primary=True)
        right = self.panel.right - self.lay.u(14) - self.label_w(_("Close")) - self.lay.u(6)
        take = self.button(pygame.Rect(right - bw, self.bottom_row_y(), bw, self.row_h()), _("Take it"),
                           tip=_("Back to the map ({key})").format(key=key_for("confirm")), primary=True)
        self.controls[take] = "close"
        self.take = take

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) \
                and not consumed:
            self.app.pop()
            return
        super().handle(event, consumed)

    def draw_body(self, surface: pygame.Surface) -> None:
        p, lay = self.panel, self.lay
        w = self.card_w()
        col = w + lay.u(40)
        x = p.centerx - col * len(self.finds) // 2 + lay.u(20)
        top = self.body_top() + lay.u(6)
        for hero, item in self.finds:
            idef = self.game.content.items[item]
            self.write(surface, _("{hero} takes {item}").format(hero=proper_name(self.game, hero), item=idef.name),
                       (x, top), 16, GOLD, col)
            self.card(surface, ("item", item), (x, top + lay.line(16) * 2 + lay.u(6)), w)
            x += col
        self.write(surface, _("Its card is in the hero's Items (the Items button on the map)."),
                   (p.x + lay.u(20), self.refusal_y() - lay.line(14)), 14, INK, p.width - lay.u(40))
