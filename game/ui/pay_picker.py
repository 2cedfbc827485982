"""Choosing which XP cards pay: the XP pool (and the Items heroes may spend for their XP) as cards to
click, used by the Buy Key/Healing dialog and the level-up dialog."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules import first_name, item_holder, spendable_item, xp_value

from .look import DIM_INK, GOLD, UI_SCALE, ellipsized, font, text

if TYPE_CHECKING:
    from game.rules import Game

    from .dialog import DialogScene

SMALL_W = 66


def xp_ref(game: Game, card: str) -> tuple[str, str]:
    """How to draw a card of the XP pool (or a held item spent for its XP)."""
    c = game.content
    if card in c.monsters.monsters:
        return ("monster", card)
    if card in c.features:
        return ("feature", card)
    if card in c.items:
        return ("item", card)
    return ("legendary", card)


class PayPicker:
    """The XP pool (and the items heroes may spend) as cards to click; the chosen ones pay."""

    def __init__(self, dialog: DialogScene, with_items: bool = True) -> None:
        self.dialog = dialog
        self.with_items = with_items
        self.selected: list[int] = []  # indexes into `cards()` (the pool may hold equal ids)

    def cards(self) -> list[str]:
        game = self.dialog.game
        out = list(game.state.xp_pool)
        if self.with_items:
            for hs in game.state.hero_states:
                out += [i for i in hs.equipped + hs.unequipped if spendable_item(game, i)]
        return out

    def pay(self) -> list[str]:
        cards = self.cards()
        return [cards[i] for i in self.selected if i < len(cards)]

    def total(self) -> int:
        return sum(xp_value(self.dialog.game, c) for c in self.pay())

    def choose(self, pay: list[str]) -> None:
        """Select exactly these cards (the engine's suggested payment)."""
        cards, chosen = self.cards(), []
        for card in pay:
            i = next((j for j, c in enumerate(cards) if c == card and j not in chosen), None)
            if i is not None:
                chosen.append(i)
        self.selected = chosen

    def toggle(self, index: int) -> None:
        if index in self.selected:
            self.selected.remove(index)
        else:
            self.selected.append(index)

    def _step(self, card_w: int, compact: int = 0) -> tuple[int, int]:
        """A card's horizontal step (its width or its label, whichever is wider) and a row's height
        (the holder's name above, the card, its XP label below) at `card_w`. `compact` (when the room
        is short): 1 leaves the holder's name to the card's hover, 2 also shortens "N XP item" to "N XP"."""
        lay = self.dialog.lay
        label_w = font(round(12 * UI_SCALE[0])).size(_xp_label(99, compact < 2))[0]
        holder_h = 0 if compact else lay.line(11) + lay.u(10)
        return (max(card_w, label_w) + lay.u(8),
                holder_h + lay.u(6) + int(card_w * 1.4) + lay.line(12) + lay.u(8))  # (a chosen card rises)

    def layout(self, width: int, max_h: int = 0) -> tuple[int, int]:
        """(card width, compact level): the widest card (at most SMALL_W at this window) whose rows fit
        `width` x `max_h` (0: any), in the least compact form that fits."""
        lay, n = self.dialog.lay, max(1, len(self.cards()))
        card_w = lay.u(SMALL_W)
        for compact in (0, 1, 2):
            card_w = lay.u(SMALL_W)
            while True:
                dx, dy = self._step(card_w, compact)
                per_row = max(1, width // dx)
                if not max_h or -(-n // per_row) * dy <= max_h:
                    return card_w, compact
                if card_w <= lay.u(24):
                    break
                card_w -= lay.u(4)
        return card_w, 2

    def card_width(self, width: int, max_h: int = 0) -> int:
        """The widest card whose rows fit `width` x `max_h` (see layout)."""
        return self.layout(width, max_h)[0]

    def height(self, width: int, max_h: int = 0) -> int:
        """How tall draw() is inside `width` (the rows of cards, or the empty pool's line)."""
        if not self.cards():
            return self.dialog.lay.line(15) + self.dialog.lay.u(4)
        dx, dy = self._step(*self.layout(width, max_h))
        per_row = max(1, width // dx)
        return -(-len(self.cards()) // per_row) * dy

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """Draw the cards in rows inside `area` (as small as its height needs); returns the y below them."""
        game = self.dialog.game
        lay = self.dialog.lay
        x, y = area.x, area.y
        cards = self.cards()
        pool_n = len(game.state.xp_pool)
        if not cards:
            text(surface, _("The XP pool is empty."), (x, y), 15, DIM_INK)
            return y + lay.line(15) + lay.u(4)
        card_w, compact = self.layout(area.width, area.height)
        dx, dy = self._step(card_w, compact)
        holder_h = 0 if compact else lay.line(11) + lay.u(10)
        name_font = font(round(11 * UI_SCALE[0]))

        def name_width(words: str) -> int:
            return name_font.size(words)[0]

        for i, card in enumerate(cards):
            if x + dx - lay.u(8) > area.right:
                x, y = area.x, y + dy
            rect = self.dialog.card(surface, xp_ref(game, card), (x + (dx - lay.u(8) - card_w) // 2,
                                    y + holder_h + lay.u(6)), card_w, click=("pay", i),
                                    selected=i in self.selected)
            label = _xp_label(xp_value(game, card), i >= pool_n and compact < 2)
            text(surface, label, (rect.centerx, rect.bottom + lay.u(2)), 12,
                 GOLD if i in self.selected else DIM_INK, anchor="midtop")
            if i >= pool_n and not compact:
                holder = item_holder(game, card)
                if holder is not None:
                    name = ellipsized(first_name(game, holder), dx - lay.u(8), name_width)
                    text(surface, name, (rect.centerx, rect.y - lay.u(2)), 11, DIM_INK, anchor="midbottom")
            x += dx
        return y + dy


def _xp_label(xp: int, item: bool) -> str:
    """The label under a card that may pay: its XP ("4 XP"), an Item's said so ("4 XP item")."""
    return (_("{xp} XP item") if item else _("{xp} XP")).format(xp=xp)
