"""The encounters that hand out Items: who draws the Item (Chests), a multi-classed hero keeping one
of two, ADD / Replace, and the starting Items of a game begun at a lower Ecology."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _, card_text, ngettext
from game.rules import (
    ChooseHeroStep,
    ChooseItemStep,
    Command,
    ReplaceStep,
    StartItemsStep,
    card_value,
    is_power,
)

from ... import card_art
from ...dialog import StepDialog
from ...labels import proper_name
from ...look import DIM_INK, INK, UI_SCALE, font, text

if TYPE_CHECKING:
    from ...app import App
    from ...scene import Scene
    from ...session import Session

# --- who draws the Item -----------------------------------------------------------------------

class ChooseHeroDialog(StepDialog):
    """"It's up to the players to decide which Hero will be the one to draw an Item"."""

    name = "choose_hero"
    title = N_("A Chest")  # shown with _()
    step_type = ChooseHeroStep
    handled = frozenset({"choose_hero"})
    window_scaled = True

    def _source_words(self) -> str:
        step = self.step
        c = self.game.content
        if step.source == "chest":
            return _("A Chest")
        if step.source in c.features:
            return c.features[step.source].name
        legendary = getattr(c, "legendary", {}) or {}
        if step.source in legendary:
            return legendary[step.source].name
        return step.source.replace("-", " ").capitalize()

    def deciding_hero(self) -> int | None:
        return None  # the players decide together

    def _columns(self) -> tuple[int, int]:
        """Each hero's column: its width and the gap between columns."""
        p, lay = self.panel, self.lay
        n = max(1, len(self.game.state.heroes))
        gap = lay.u(10)
        return min(lay.u(380), (p.width - 2 * lay.u(20) - (n - 1) * gap) // n), gap

    def _intro(self) -> str:
        return (_("The players decide together which hero draws from their own Item Cards") if not self.step.item
                else _("The players decide together which hero receives this Item:"))

    def title_words(self) -> str:
        if self.step is None:
            return _(self.title)
        return _("{source}: who takes the Item?").format(source=self._source_words())

    def body(self) -> None:
        step = self.step
        p, lay = self.panel, self.lay
        legal = {c.hero: c for c in self.of_kind("choose_hero")}  # type: ignore[attr-defined]
        bw, gap = self._columns()
        y = self.write(None, self._intro(), (p.x + lay.u(20), self.body_top()), 16, INK,
                       p.width - 2 * lay.u(20)) + lay.u(12)
        self._heads_y = y + self.row_h() + lay.u(16)
        for h in range(len(self.game.state.heroes)):
            classes = self.game.content.heroes[self.game.state.heroes[h]].classes
            name = proper_name(self.game, h)
            if step.item:
                takes = _("{hero} takes it")
                words = self.fitting([takes.format(hero=name), takes.format(hero=name.split()[0])], bw, True)
            else:
                left = sum(len(self.game.state.piles.items.get(cl, [])) for cl in classes)
                draws = ngettext("{hero} draws ({n} left)", "{hero} draws ({n} left)", left)
                words = self.fitting([draws.format(hero=name, n=left), draws.format(hero=name.split()[0], n=left),
                                      _("{hero} draws").format(hero=name.split()[0])], bw, True)
            self.command_button(pygame.Rect(p.x + lay.u(20) + h * (bw + gap), y, bw, self.row_h()), words,
                                legal.get(h), primary=True,
                                tip=_("Draws from this hero's own Item Cards") if not step.item else
                                _("{hero} takes the Item").format(hero=name))

    def draw_body(self, surface: pygame.Surface) -> None:
        step = self.step
        if step is None:
            return
        p, lay = self.panel, self.lay
        self.write(surface, self._intro(), (p.x + lay.u(20), self.body_top()), 16, INK, p.width - 2 * lay.u(20))
        bw, gap = self._columns()
        y = getattr(self, "_heads_y", self.body_top())
        bottom = self.refusal_y() - lay.u(6)
        item_w = min(lay.t(86), (bw - 3 * lay.u(6)) // 4)
        extras = [_("hands {used}/2").format(used=sum(self.game.content.items[i].hands for i in hs.equipped))
                  for hs in self.game.state.hero_states]
        head_h = max(self.heading_h(h, extra, bw) for h, extra in enumerate(extras))
        if step.item:
            below = y + head_h + lay.u(6) + int(item_w * 1.4) + lay.u(12)
            big = max(lay.u(60), min(lay.u(200), int((bottom - below) / 1.4)))
            self.card(surface, ("item", step.item), (p.centerx - big // 2, below), big)
        for h, hs in enumerate(self.game.state.hero_states):
            x = p.x + lay.u(20) + h * (bw + gap)
            self.hero_heading(surface, h, (x, y), extras[h], width=bw)
            cx = x
            for item in (hs.equipped + hs.unequipped)[:4]:
                self.card(surface, ("item", item), (cx, y + head_h + lay.u(6)), item_w)
                cx += item_w + lay.u(6)
            if not hs.equipped and not hs.unequipped:
                text(surface, _("no items yet"), (x, y + self.heading_h() + lay.u(6)), 13, DIM_INK)


# --- a multi-classed hero keeps one of two ------------------------------------------------------

class KeepItemDialog(StepDialog):
    """Multi-classed heroes draw one item of each class, keep one (or forfeit it to an ally)."""

    name = "keep_item"
    title = N_("Keep one Item")  # shown with _()
    step_type = ChooseItemStep
    handled = frozenset({"keep_item", "forfeit_item"})
    window_scaled = True

    def _intro(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        return [(_("{hero} drew one Item of each class: keep one; the other goes to the bottom of its pile.")
                 .format(hero=self.session.hero_label(self.step.hero)), 16, INK),
                (_("A Secondary-class Item that Adds Action Cards cannot be kept, but may be given to an ally "
                   "of that Primary Class."), 14, DIM_INK)]

    def _geometry(self) -> tuple[int, int, int, int]:
        """(the cards' top, their width, a column's width, the first column's x)."""
        p, lay = self.panel, self.lay
        y = self.body_top()
        for words, size, colour in self._intro():
            y = self.write(None, words, (p.x + lay.u(20), y), size, colour, p.width - 2 * lay.u(20))
        top = y + lay.u(12)
        gives = max([0] + [len(self._forfeits(i)) for i in self.step.options])
        below = (1 + gives) * (self.row_h() + lay.u(6)) + 4 * lay.line(13) + lay.u(8)
        card_w = max(lay.u(60), min(lay.t(220), int((self.refusal_y() - lay.u(6) - top - below) / 1.4)))
        allies = [f.ally for i in self.step.options for f in self._forfeits(i)]  # type: ignore[attr-defined]
        labels = [_("Keep this Item")] + [_("Give it to {ally}").format(ally=proper_name(self.game, a)) for a in allies]
        col = max([card_w + lay.u(30)] + [self.label_w(lab, True) for lab in labels])
        n = max(1, len(self.step.options))
        col = min(col, (p.width - 2 * lay.u(20) - (n - 1) * lay.u(40)) // n)
        return top, card_w, col, p.x + lay.u(40)

    def body(self) -> None:
        step = self.step
        lay = self.lay
        keeps = {c.item: c for c in self.of_kind("keep_item")}  # type: ignore[attr-defined]
        top, card_w, col, x = self._geometry()
        for item in step.options:
            name = self.game.content.items[item].name
            y = top + int(card_w * 1.4) + lay.u(10)
            self.command_button(pygame.Rect(x, y, col, self.row_h()), _("Keep this Item"), keeps.get(item),
                                primary=True,
                                tip=_("Keep {item}; the other goes to the bottom of its pile").format(item=name))
            for i, f in enumerate(self._forfeits(item)):
                ally = proper_name(self.game, f.ally)  # type: ignore[attr-defined]
                self.command_button(pygame.Rect(x, y + (i + 1) * (self.row_h() + lay.u(6)), col, self.row_h()),
                                    self.fitting([_("Give it to {ally}").format(ally=ally),
                                                  _("Give it to {ally}").format(ally=ally.split()[0])], col), f,
                                    tip=_("Forfeit your draw: the ally with that Primary Class takes the Item"))
            x += col + lay.u(40)

    def draw_body(self, surface: pygame.Surface) -> None:
        step = self.step
        if step is None:
            return
        p, lay = self.panel, self.lay
        y = self.body_top()
        for words, size, colour in self._intro():
            y = self.write(surface, words, (p.x + lay.u(20), y), size, colour, p.width - 2 * lay.u(20))
        from game.rules import keep_problem
        top, card_w, col, x = self._geometry()
        for item in step.options:
            self.card(surface, ("item", item), (x, top), card_w)
            problem = keep_problem(self.game, step.hero, item)
            if problem:
                y = top + int(card_w * 1.4) + lay.u(10) + (1 + len(self._forfeits(item))) * (self.row_h() + lay.u(6))
                for i, line in enumerate(card_art.wrap(problem, font(round(13 * UI_SCALE[0])), col)[:4]):
                    text(surface, line, (x, y + lay.line(13) * i), 13, (240, 160, 130))
            x += col + lay.u(40)

    def _forfeits(self, item: str) -> list[Command]:
        return [c for c in self.of_kind("forfeit_item") if c.item == item]  # type: ignore[attr-defined]


# --- ADD / Replace ----------------------------------------------------------------------------

class ReplaceDialog(StepDialog):
    """ADD / Replace: remove as many cards as were added from the combined Action Card deck."""

    name = "replace"
    title = N_("ADD / Replace")  # shown with _()
    step_type = ReplaceStep
    handled = frozenset({"replace_cards"})
    window_scaled = True

    def __init__(self, app: App, session: Session, backdrop: Scene | None = None) -> None:
        super().__init__(app, session, backdrop)
        self.selected: list[str] = []

    def deck(self) -> list[str]:
        hs = self.game.state.hero_states[self.step.hero]
        return sorted(hs.draw + hs.discard, key=lambda c: (is_power(c), card_value(c) or 0, c))

    def body(self) -> None:
        step = self.step
        self.selected = [c for c in self.selected if c in self.deck()][:step.count]
        ready = len(self.selected) == step.count
        cmd = None
        if ready:
            from game.rules import ReplaceCards
            cmd = ReplaceCards(hero=step.hero, remove=tuple(self.selected))
        values = ", ".join(_("Power") if is_power(c) else str(card_value(c)) for c in self.selected)
        more = step.count - len(self.selected)
        self.main_button(_("Remove {cards}").format(cards=values) if ready else
                         ngettext("Choose {n} more card", "Choose {n} more cards", more).format(n=more), cmd)
        suggested = next(iter(self.of_kind("replace_cards")), None)
        if suggested is not None:
            bw = self.label_w(_("Suggest lowest"))
            b = self.button(pygame.Rect(self.main_button_left() - self.lay.u(8) - bw, self.bottom_row_y(), bw,
                                        self.row_h()), _("Suggest lowest"),
                            tip=_("Select the lowest cards (you can still change the choice)"))
            self._main_left = b.rect.x
            self.controls[b] = "suggest"

    def control(self, what: Any) -> None:
        if what == "suggest":
            options = [c.remove for c in self.of_kind("replace_cards")]  # type: ignore[attr-defined]
            if options:
                self.selected = list(min(options, key=lambda r: sum(card_value(c) or 0 for c in r)))
                self.changed()

    def click(self, value: Any) -> None:
        if value in self.selected:
            self.selected.remove(value)
        elif len(self.selected) < self.step.count:
            self.selected.append(value)
        else:
            self.selected = self.selected[1:] + [value]
        self.changed()

    def draw_body(self, surface: pygame.Surface) -> None:
        step = self.step
        if step is None:
            return
        p = self.panel
        lay = self.lay
        item = self.game.content.items[step.item]
        top = self.body_top()
        item_w = min(lay.t(180), (p.width - 2 * lay.u(20)) // 5)  # (lay.t: cards grow with the UI scale too)
        self.card(surface, ("item", step.item), (p.x + lay.u(20), top), item_w)
        x0 = p.x + lay.u(40) + item_w
        width = p.right - lay.u(20) - x0
        added = _("{hero} Added the Action Cards of {item}.").format(hero=self.session.hero_label(step.hero),
                                                                     item=card_text(item, "name"))
        y = self.write(surface, added, (x0, top), 17, INK, width)
        remove = ngettext("Remove {n} card from the combined draw and discard piles (any card, even one just Added); "
                          "the rest is shuffled into a new draw pile. Click cards to choose them.",
                          "Remove {n} cards from the combined draw and discard piles (any card, even one just Added); "
                          "the rest is shuffled into a new draw pile. Click cards to choose them.",
                          step.count).format(n=step.count)
        y = self.write(surface, remove, (x0, y + lay.u(4)), 14, DIM_INK, width) + lay.u(14)
        deck = self.deck()
        bottom = self.refusal_y() - lay.u(6)
        gap = lay.u(6)
        card_w = lay.t(58)
        while card_w > lay.u(24):  # as big as lets every card fit
            per_row = max(1, (width + gap) // (card_w + gap))
            if -(-len(deck) // per_row) * (int(card_w * 1.4) + lay.u(16)) <= bottom - y:
                break
            card_w -= lay.u(2)
        x = x0
        for card in deck:
            if x + card_w > p.right - lay.u(20):
                x, y = x0, y + int(card_w * 1.4) + lay.u(16)
            self.card(surface, ("action", card), (x, y), card_w, click=card, selected=card in self.selected)
            x += card_w + gap


# --- starting Items (a game begun at a lower Ecology) -------------------------------------------

class StartItemsDialog(StepDialog):
    name = "start_items"
    title = N_("Starting Items")  # shown with _()
    step_type = StartItemsStep
    handled = frozenset({"draw_starting_item"})

    window_scaled = True
    INTRO = N_("Starting below the Ruins, every hero draws Items from their own Item Cards.")  # shown with _()

    def _button_y(self) -> int:
        lay, p = self.lay, self.panel
        y = self.write(None, _(self.INTRO), (p.x + lay.u(20), self.body_top()), 16, INK, p.width - 2 * lay.u(20))
        return y + lay.line(14) + lay.u(16)

    def body(self) -> None:
        p, lay = self.panel, self.lay
        cmd = next(iter(self.of_kind("draw_starting_item")), None)
        who = self.session.hero_label(cmd.hero) if cmd is not None else "?"  # type: ignore[attr-defined]
        label = self.fitting([_("{hero}: draw an Item").format(hero=who), _("Draw an Item")],
                             p.width - 2 * lay.u(20), True)
        bw = max(lay.t(460), self.label_w(label, True))
        self.command_button(pygame.Rect(p.centerx - bw // 2, self._button_y(), bw, self.row_h()), label, cmd,
                            primary=True)

    def draw_body(self, surface: pygame.Surface) -> None:
        p, lay = self.panel, self.lay
        y = self.write(surface, _(self.INTRO), (p.x + lay.u(20), self.body_top()), 16, INK, p.width - 2 * lay.u(20))
        step = self.step
        if step is not None:
            text(surface, _("Draws still to make: {n}").format(n=len(step.remaining)), (p.x + lay.u(20), y), 14,
                 DIM_INK)
        n = max(1, len(self.game.state.heroes))
        col = (p.width - 2 * lay.u(20)) // n
        top = self._button_y() + self.row_h() + lay.u(24)
        most = max([1] + [len(hs.equipped + hs.unequipped) for hs in self.game.state.hero_states])
        head_h = max(self.heading_h(h, width=col - lay.u(12)) for h in range(len(self.game.state.heroes)))
        room = self.refusal_y() - lay.u(6) - (top + head_h + lay.u(8))
        item_w = max(lay.u(30), min(lay.u(110), (col - lay.u(12)) // min(most, 3) - lay.u(6)))
        for h, hs in enumerate(self.game.state.hero_states):
            x = p.x + lay.u(20) + h * col
            self.hero_heading(surface, h, (x, top), width=col - lay.u(12))
            cx, cy = x, top + head_h + lay.u(8)
            for item in hs.equipped + hs.unequipped:
                if cx + item_w > x + col - lay.u(6):
                    cx, cy = x, cy + int(item_w * 1.4) + lay.u(6)
                if cy + int(item_w * 1.4) > top + head_h + lay.u(8) + room:
                    break
                self.card(surface, ("item", item), (cx, cy), item_w)
                cx += item_w + lay.u(6)
