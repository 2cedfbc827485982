"""Spending Experience Points while exploring: buying a Key or Healing (choosing which XP cards
pay, and how the Health is shared), and the party's Items (equip, unequip, use: two hands each).

The player composes the payment; `Game.do` judges it (no change is given for overpaying, an exact
cost must be covered) and a refusal's sentence is shown. The suggested payment is the engine's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _, ngettext, pgettext
from game.rules import (
    Command,
    equip_problem,
    healing_bought,
    reference,
)

from ..dialog import DialogScene
from ..look import DIM_INK, GOLD, INK, LEGAL, UI_SCALE, font, text
from ..pay_picker import PayPicker

if TYPE_CHECKING:
    from ..app import App
    from ..scene import Scene
    from ..session import Session


class PaymentDialog(DialogScene):
    """Buy a Key or Healing with cards the players choose (the map's "Buy..." buttons)."""

    name = "payment"
    closable = True
    window_scaled = True
    fallback = False  # the map's other moves wait behind Close (a stray button here could spend XP)

    def __init__(self, app: App, session: Session, backdrop: Scene | None, purpose: str) -> None:
        super().__init__(app, session, backdrop)
        self.purpose = purpose  # "key" or "healing"
        self.picker = PayPicker(self)
        self.heal: list[int] = [0] * len(session.game.state.heroes)
        self.title = N_("Buy a Key") if purpose == "key" else N_("Buy Healing")  # shown with _()
        self.handled = frozenset({"buy_key"} if purpose == "key" else {"buy_healing"})
        suggested = self.suggested()
        if suggested is not None:
            self.picker.choose(list(suggested.pay))  # type: ignore[attr-defined]
            if purpose == "healing":
                self.heal = list(suggested.heal)  # type: ignore[attr-defined]

    def suggested(self) -> Command | None:
        return next(iter(self.of_kind(*self.handled)), None)

    def still_current(self) -> bool:
        return self.game.state.phase in ("exploring", "placing", "dead_end")

    def deciding_hero(self) -> int | None:
        return None

    def cost(self) -> int:
        ref = reference(self.game)
        return ref.key_cost if self.purpose == "key" else ref.healing.xp

    def health_bought(self) -> int:
        return healing_bought(self.game, self.picker.total()) if self.purpose == "healing" else 0

    def command(self) -> Command:
        from game.rules import BuyHealing, BuyKey
        if self.purpose == "key":
            return BuyKey(pay=tuple(self.picker.pay()))
        return BuyHealing(pay=tuple(self.picker.pay()), heal=tuple(self.heal))

    def _heal_top(self) -> int:
        """The top of the healing rows (under "Health bought"), above the bottom row."""
        lay = self.lay
        return self.refusal_y() - lay.u(8) - self._heads_h() - self.row_h() - lay.u(6)

    def _head_w(self) -> int:
        """The room of a hero's heading in its column of the healing rows."""
        return (self.panel.width - 2 * self.lay.u(20)) // max(1, len(self.game.state.heroes)) - self.lay.u(12)

    def _heads_h(self) -> int:
        """The height of the tallest hero heading in the healing rows (large text breaks them)."""
        return max(self.heading_h(h, width=self._head_w()) for h in range(len(self.game.state.heroes)))

    def body(self) -> None:
        p, lay = self.panel, self.lay
        self.heal = (self.heal + [0] * 3)[:len(self.game.state.heroes)]
        if self.purpose == "healing":
            total = self.health_bought()
            while sum(self.heal) > total and any(self.heal):  # fewer points bought: take back the excess
                i = max(range(len(self.heal)), key=lambda j: self.heal[j])
                self.heal[i] -= 1
            y = self._heal_top() + self._heads_h() + lay.u(6)
            col = (p.width - 2 * lay.u(20)) // max(1, len(self.game.state.heroes))
            bw = self.label_w("+")
            for h, hs in enumerate(self.game.state.hero_states):
                x = p.x + lay.u(20) + h * col + lay.t(22) + lay.t(70)
                minus = self.button(pygame.Rect(x, y, bw, self.row_h()), "-", enabled=self.heal[h] > 0,
                                    tip=_("Give this hero one Health less") if self.heal[h] > 0 else
                                    _("This hero is given no Health yet"))
                can = sum(self.heal) < total and hs.health + self.heal[h] < hs.max_health
                why = (_("Give this hero one more Health") if can else _("All the Health bought is given out")
                       if sum(self.heal) >= total else _("This hero would be at full Health"))
                plus = self.button(pygame.Rect(x + bw + lay.u(6), y, bw, self.row_h()), "+", enabled=can, tip=why)
                self.controls[minus], self.controls[plus] = ("heal", h, -1), ("heal", h, 1)
        words = (_("Buy a Key with {xp} XP").format(xp=self.picker.total()) if self.purpose == "key"
                 else _("Heal {health} for {xp} XP").format(health=sum(self.heal), xp=self.picker.total()))
        self.main_button(words, self.command(),
                         tip=_("The engine checks the payment: it must cover the cost (no change is given)"))
        if self.suggested() is not None:
            bw = self.label_w(_("Suggest a payment"))
            b = self.button(pygame.Rect(self.main_button_left() - lay.u(8) - bw, self.bottom_row_y(), bw,
                                        self.row_h()), _("Suggest a payment"),
                            tip=_("The fewest cards that cover the cost"))
            self._main_left = b.rect.x
            self.controls[b] = "suggest"

    def control(self, what: Any) -> None:
        if what == "suggest":
            s = self.suggested()
            if s is not None:
                self.picker.choose(list(s.pay))  # type: ignore[attr-defined]
                if self.purpose == "healing":
                    self.heal = list(s.heal)  # type: ignore[attr-defined]
        elif isinstance(what, tuple) and what[0] == "heal":
            h, d = what[1], what[2]
            self.heal[h] = max(0, self.heal[h] + d)
        self.changed()

    def click(self, value: Any) -> None:
        if isinstance(value, tuple) and value[0] == "pay":
            self.picker.toggle(value[1])
            self.changed()

    def do(self, cmd: Command) -> bool:
        ok = super().do(cmd)
        if ok:
            self.app.pop()
        return ok

    def draw_body(self, surface: pygame.Surface) -> None:
        p = self.panel
        cost = self.cost()
        if self.purpose == "key":
            what = _("A Key costs {xp} XP. Keys may be bought while exploring, never between drawing a tile and "
                     "placing it.").format(xp=cost)
        else:
            ref = reference(self.game).healing
            what = _("Every {xp} XP buys {health} Health per hero in the game; the players share it out. "
                     "Not while Encountering.").format(xp=ref.xp, health=ref.health)
        lay = self.lay
        y = self.write(surface, what, (p.x + lay.u(20), self.body_top()), 15, INK, p.width - 2 * lay.u(20))
        total = self.picker.total()
        colour = LEGAL if total >= cost else (240, 150, 120)
        text(surface, _("Chosen: {xp} XP of {cost} needed (no change is given)").format(xp=total, cost=cost),
             (p.x + lay.u(20), y), 16, colour, bold=True)
        y += lay.line(16) + lay.u(6)
        bottom = (self._heal_top() - lay.line(16) - lay.u(8) if self.purpose == "healing"
                  else self.refusal_y() - lay.u(6))
        self.picker.draw(surface, pygame.Rect(p.x + lay.u(20), y, p.width - 2 * lay.u(20), bottom - y))
        if self.purpose == "healing":
            y = self._heal_top()
            text(surface, _("Health bought: {bought} to share · given: {given}").format(
                bought=self.health_bought(), given=sum(self.heal)),
                 (p.x + lay.u(20), y - lay.line(16) - lay.u(4)), 16, GOLD, bold=True)
            col = (p.width - 2 * lay.u(20)) // max(1, len(self.game.state.heroes))
            for h in range(len(self.game.state.heroes)):
                x = p.x + lay.u(20) + h * col
                self.hero_heading(surface, h, (x, y), width=self._head_w())
                text(surface, f"+{self.heal[h]}", (x + lay.t(22), y + self._heads_h() + lay.u(6)), 20,
                     LEGAL if self.heal[h] else DIM_INK, bold=True)


class ItemsDialog(DialogScene):
    """The party's Items: equipped (two hands each) and unequipped, with Equip / Unequip / Use."""

    name = "items"
    title = N_("Items")  # shown with _()
    closable = True
    fallback = False
    handled = frozenset({"equip_item", "unequip_item", "use_item"})
    window_scaled = True

    def still_current(self) -> bool:  # also opened from the combat table, to read (equipping waits)
        return self.game.state.phase in ("exploring", "placing", "dead_end", "combat")

    def deciding_hero(self) -> int | None:
        return None

    INTRO = N_("Items may be equipped or unequipped while exploring (two hand icons each), never while "
               "Encountering.")  # shown with _()
    WORDS = {"equip_item": N_("Equip"), "unequip_item": N_("Unequip"), "use_item": "use"}  # shown by _words()

    def _words(self, kind: str) -> str:
        """A button's word: "Use" an Item told apart from the settings' "Use" (apply)."""
        return pgettext("item", "Use") if kind == "use_item" else _(self.WORDS[kind])

    def _tag(self, hs: Any, item: str) -> str:
        uses = self.game.state.item_uses.get(item)
        if uses is None:
            return _("equipped") if item in hs.equipped else _("unequipped")
        if item in hs.equipped:
            return ngettext("equipped · {n} use left", "equipped · {n} uses left", uses).format(n=uses)
        return ngettext("unequipped · {n} use left", "unequipped · {n} uses left", uses).format(n=uses)

    def _geometry(self) -> tuple[int, int, int, int, int]:
        """(the rows' top, a row's height, the cards' x, a card's width, the buttons' height)."""
        p, lay = self.panel, self.lay
        top = self.write(None, _(self.INTRO), (p.x + lay.u(20), self.body_top()), 14, DIM_INK,
                         p.width - 2 * lay.u(20)) + lay.u(8)
        n = max(1, len(self.game.state.heroes))
        row = (self.refusal_y() - lay.u(6) - top) // n
        head, sub = font(round(17 * UI_SCALE[0]), True), font(round(13 * UI_SCALE[0]))
        col = max(max(head.size(self.session.hero_label(h))[0], sub.size(
            _("Health {health}/{most} · level {level}").format(health=hs.health, most=hs.max_health, level=hs.level)
            + " · " + _("hands {used}/2").format(used=2))[0])
            for h, hs in enumerate(self.game.state.hero_states)) + lay.t(22) + lay.u(16)
        bh = lay.line(15) + lay.u(8)
        card_w = max(lay.u(30), min(lay.u(130), int((row - lay.line(12) - bh - lay.u(16)) / 1.4)))
        return top, row, p.x + lay.u(20) + col, card_w, bh

    def _unequippable(self, h: int, item: str, legal: list[Command]) -> str | None:
        """Why an unequipped item cannot be equipped now by the rules of hands and classes (None: it
        can, or no Item can be equipped at this moment at all)."""
        hs = self.game.state.hero_states[h]
        if item not in hs.unequipped or not any(c.kind in ("equip_item", "unequip_item") for c in legal):
            return None
        if any(c.kind == "equip_item" and c.hero == h and c.item == item for c in legal):  # type: ignore[attr-defined]
            return None
        return equip_problem(self.game, h, item)

    def _column_w(self, hs: Any, item: str, card_w: int, legal: list[Command], h: int) -> int:
        """A card's column: the card, its tag or its buttons, whichever is widest."""
        lay = self.lay
        kinds = [c.kind for c in legal if c.hero == h and c.item == item]  # type: ignore[attr-defined]
        if self._unequippable(h, item, legal):
            kinds.append("equip_item")
        buttons = sum(self.label_w(self._words(k)) + lay.u(4) for k in kinds)
        return max(card_w, buttons, font(round(12 * UI_SCALE[0])).size(self._tag(hs, item))[0]) + lay.u(12)

    def body(self) -> None:
        lay = self.lay
        legal = self.of_kind(*self.handled)
        top, row, x0, card_w, bh = self._geometry()
        for h, hs in enumerate(self.game.state.hero_states):
            y = top + h * row + int(card_w * 1.4) + lay.line(12) + lay.u(8)
            x = x0
            for item in hs.equipped + hs.unequipped:
                bx = x
                for cmd in (c for c in legal if c.hero == h and c.item == item):  # type: ignore[attr-defined]
                    words = self._words(cmd.kind)
                    bw = self.label_w(words)
                    self.command_button(pygame.Rect(bx, y, bw, bh), words, cmd)
                    bx += bw + lay.u(4)
                why = self._unequippable(h, item, legal)
                if why:  # a disabled Equip that says why (two hands full, another class's Item)
                    self.command_button(pygame.Rect(bx, y, self.label_w(_("Equip")), bh), _("Equip"), None,
                                        tip=why)
                x += self._column_w(hs, item, card_w, legal, h)

    def draw_body(self, surface: pygame.Surface) -> None:
        p, lay = self.panel, self.lay
        self.write(surface, _(self.INTRO), (p.x + lay.u(20), self.body_top()), 14, DIM_INK, p.width - 2 * lay.u(20))
        legal = self.of_kind(*self.handled)
        top, row, x0, card_w = self._geometry()[:4]
        for h, hs in enumerate(self.game.state.hero_states):
            y = top + h * row
            hands = sum(self.game.content.items[i].hands for i in hs.equipped)
            self.hero_heading(surface, h, (p.x + lay.u(20), y), _("hands {used}/2").format(used=hands))
            x = x0
            for item in hs.equipped + hs.unequipped:
                rect = self.card(surface, ("item", item), (x, y), card_w, veiled=item in hs.unequipped)
                text(surface, self._tag(hs, item), (rect.x, rect.bottom + lay.u(4)), 12,
                     GOLD if item in hs.equipped else INK)
                x += self._column_w(hs, item, card_w, legal, h)
            if not hs.equipped and not hs.unequipped:
                text(surface, _("No items yet: Chests and some Features give them."), (x0, y), 14, DIM_INK)
