"""LEVEL UP and the Hero Record.

Level Up (after the Stair Guardian, or at the start of a game begun lower down): each hero's new
maximum Health and healing are shown; "Each Hero may buy one Ability [...] draw two of their Ability
Cards, select one to keep" — both drawn cards are shown side by side to choose from. Then the Hero
Record ("record information on each Hero, and note the Ecology they're facing next") before the
heroes go on to the next Ecology.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _, ngettext
from game.rules import BuyAbility, ChooseAbilityStep, LevelUpStep, ecology_name, hero_name, reference, variant_name

from .. import card_art
from ..dialog import DialogScene, StepDialog, resolving_step
from ..labels import ability_name
from ..look import DIM_INK, GOLD, INK, LEGAL, UI_SCALE, ellipsized, font, text
from ..pay_picker import PayPicker

if TYPE_CHECKING:
    from game.rules import Game

    from ..app import App
    from ..scene import Scene
    from ..session import Session


class LevelUpDialog(StepDialog):
    name = "level_up"
    title = N_("Level Up!")
    step_type = (LevelUpStep, ChooseAbilityStep)  # type: ignore[assignment]
    handled = frozenset({"buy_ability", "pass_ability", "choose_ability"})
    window_scaled = True

    def __init__(self, app: App, session: Session, backdrop: Scene | None = None) -> None:
        super().__init__(app, session, backdrop)
        self.picker = PayPicker(self)

    def level_step(self) -> LevelUpStep | None:
        return next((s for s in self.game.state.pending if isinstance(s, LevelUpStep)), None)

    def leveled(self) -> Any:
        """The last HeroesLeveledUp event: each hero's new level, maximum Health and Health."""
        return next((e for e in reversed(self.game.events) if e.kind == "heroes_leveled_up"), None)

    def _intro(self) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        """The sentences above the rows: (words, size, colour, bold)."""
        step = self.step
        if isinstance(step, ChooseAbilityStep):
            return [(_("{hero} drew two Ability Cards: keep one; the other goes to the bottom of the Ability "
                       "pile.").format(hero=self.session.hero_label(step.hero)), 17, INK, False)]
        lvl, ev = self.level_step(), self.leveled()
        out: list[tuple[str, int, tuple[int, int, int], bool]] = []
        if ev is not None and lvl is not None and not lvl.free:
            lv = ev.heroes[0].level
            state = self.game.state
            heal = _("healed to full") if not state.plays("no_level_up_healing") else (
                _("no healing (Fearless tier)") if "no_level_up_healing" not in state.variants
                else _("no healing (variant)"))
            if "full_heal_after_guardian" in state.house_rules:
                heal = _("healed to full (house rule)")
            out.append((_("The Stair Guardian is Defeated: every hero reaches level {level}, new maximum Health, "
                          "{healing}.").format(level=lv, healing=heal), 16, INK, False))
        elif lvl is not None and lvl.free:
            out.append((_("Starting lower down: every hero gains an Ability (round {n} of {rounds}).").format(
                n=lvl.round + 1, rounds=lvl.rounds), 16, INK, False))
        if lvl is not None and not lvl.free:
            cost = reference(self.game).ability_cost
            total = self.picker.total()
            out.append((_("An Ability costs {cost} XP. Chosen to pay: {total} XP (click cards; none chosen: the "
                          "suggested payment).").format(cost=cost, total=total), 15, LEGAL if total >= cost else GOLD,
                        False))
        return out

    def _intro_lines(self) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        """The intro wrapped to the panel's width, one entry per line."""
        width = self.panel.width - 2 * self.lay.u(20)
        lines = []
        for words, size, colour, bold in self._intro():
            for line in card_art.wrap(words, font(round(size * UI_SCALE[0]), bold), width):
                lines.append((line, size, colour, bold))
        return lines

    def _geometry(self) -> tuple[int, int, int, int]:
        """(the intro's top, the XP cards' top, the heroes' rows' top, a row's height)."""
        p, lay = self.panel, self.lay
        top = p.y + lay.u(12) + lay.line(24) + lay.u(8)
        y = top + sum(lay.line(size) for _words, size, _colour, _bold in self._intro_lines()) + lay.u(6)
        picker_top = y
        n = max(1, len(self.game.state.heroes))
        row_min = self.heading_h() + lay.line(13) + lay.u(8)  # the heading and the Abilities line
        if self._side_by_side():  # one row of columns: the headings, the Abilities lines, the buttons
            n, row_min = 1, self._heads_h() + self._abilities_h() + lay.u(8) + self.row_h() + lay.u(8)
        bottom = self.refusal_y() - lay.u(4)
        lvl = self.level_step()
        if lvl is not None and not lvl.free:
            width = p.width - 2 * lay.u(20)
            y += self.picker.height(width, max(lay.u(40), bottom - y - n * row_min)) + lay.u(6)
        return top, picker_top, y, max(row_min, (bottom - y) // n)

    def _side_by_side(self) -> bool:
        """The heroes in columns side by side (a heading, the Abilities line and the buttons under it)
        rather than one row each: at large text, or where the rows would not fit under the intro and the
        XP cards (a longer language's intro)."""
        n = len(self.game.state.heroes)
        if n < 2 or self.lay.large_text:
            return n > 1
        p, lay = self.panel, self.lay
        y = p.y + lay.u(12) + lay.line(24) + lay.u(8)
        y += sum(lay.line(size) for _words, size, _colour, _bold in self._intro_lines()) + lay.u(6)
        lvl = self.level_step()
        if lvl is not None and not lvl.free:
            y += self.picker.height(p.width - 2 * lay.u(20), lay.u(40)) + lay.u(6)
        return y + n * (self.heading_h() + lay.line(13) + lay.u(8)) > self.refusal_y() - lay.u(4)

    def _hero_column(self, hero: int) -> pygame.Rect:
        """A hero's column when side by side (its x and width; the height is the rows' own)."""
        p, lay = self.panel, self.lay
        n, gap = max(1, len(self.game.state.heroes)), lay.u(10)
        width = (p.width - 2 * lay.u(20) - (n - 1) * gap) // n
        return pygame.Rect(p.x + lay.u(20) + hero * (width + gap), 0, width, 0)

    def _extra(self, hero: int) -> str:
        """The heading's news: the hero's new maximum Health, after a Stair Guardian (side by side, only
        where "Health x/y" beside it does not already say it)."""
        ev = self.leveled()
        if ev is None or hero >= len(ev.heroes):
            return ""
        most = ev.heroes[hero].max_health
        if self._side_by_side() and most == self.game.state.hero_states[hero].max_health:
            return ""
        return _("max Health now {n}").format(n=most)

    def _heads_h(self) -> int:
        """The tallest hero heading in its column (side by side)."""
        return max(self.heading_h(h, self._extra(h), self._hero_column(h).width - self.lay.u(12))
                   for h in range(len(self.game.state.heroes)))

    def _abilities_words(self, hero: int) -> str:
        """The hero's Abilities line: the cards it holds by name, or that it has none yet."""
        hs = self.game.state.hero_states[hero]
        names = ", ".join(ability_name(self.game, a) for a in hs.abilities) or _("no Ability Cards yet")
        return _("Abilities: {names}").format(names=names)

    def _abilities_lines(self, hero: int) -> list[str]:
        """The Abilities line side by side at the chosen text size (issue 36: at 200 % it read "Abilities:
        no Ability Card..."): a hero without any says so in the short form where the long one does not
        fit its column on one line; the cards' names wrap between words onto as many lines as they need."""
        room = max(1, self._hero_column(hero).width - self.lay.u(12) - self.lay.t(22))
        small = font(round(13 * UI_SCALE[0]))
        words = self._abilities_words(hero)
        if not self.game.state.hero_states[hero].abilities and small.size(words)[0] > room:
            words = _("Abilities: none yet")
        return card_art.wrap(words, small, room) or [""]

    def _abilities_h(self) -> int:
        """The height of the longest Abilities lines side by side."""
        return max(len(self._abilities_lines(h)) for h in range(len(self.game.state.heroes))) * self.lay.line(13)

    def _columns(self) -> tuple[int, int]:
        """The heroes' heading column's width and where their buttons begin."""
        p, lay = self.panel, self.lay
        ev = self.leveled()
        head, sub = font(round(17 * UI_SCALE[0]), True), font(round(13 * UI_SCALE[0]))
        widest = 0
        for h, hs in enumerate(self.game.state.hero_states):
            extra = (" · " + _("max Health now {n}").format(n=ev.heroes[h].max_health)
                     if ev is not None and h < len(ev.heroes) else "")
            heading = _("Health {health}/{most} · level {level}").format(health=hs.health, most=hs.max_health,
                                                                          level=hs.level)
            widest = max(widest, head.size(self.session.hero_label(h))[0], sub.size(heading + extra)[0])
        col = min(widest + lay.t(22) + lay.u(16), (p.width - 2 * lay.u(20)) // 2)
        return col, p.x + lay.u(20) + col

    def body(self) -> None:
        step = self.step
        lvl = self.level_step()
        free = bool(lvl and lvl.free)
        self.title = N_("Starting Abilities") if free else N_("Level Up!")
        p, lay = self.panel, self.lay
        if isinstance(step, ChooseAbilityStep):
            keeps = {c.ability: c for c in self.of_kind("choose_ability")}  # type: ignore[attr-defined]
            card_w, xs, y = self._ability_spots()
            for ab, x in zip(step.options, xs, strict=False):
                label = _("Keep {ability}").format(ability=ability_name(self.game, ab))[:30]
                room = abs(xs[1] - xs[0]) - lay.u(8) if len(xs) > 1 else p.width  # the buttons stay apart
                label = self.fitting([label, _("Keep")], room, primary=True)  # a longer language: "Keep" alone
                bw = min(room, max(card_w, self.label_w(label, primary=True)))
                self.command_button(pygame.Rect(x + (card_w - bw) // 2, y, bw, self.row_h()), label, keeps.get(ab),
                                    primary=True)
            return
        cost = reference(self.game).ability_cost
        buys = self.of_kind("buy_ability")
        passes = {c.hero: c for c in self.of_kind("pass_ability")}  # type: ignore[attr-defined]
        _picker, _cards, top, row_h = self._geometry()
        _col, bx = self._columns()
        room = p.right - lay.u(20) - bx
        gap = lay.u(6)
        side_by_side = self._side_by_side()
        for h in range(len(self.game.state.heroes)):
            y = top + (row_h - self.row_h()) // 2 + h * row_h
            if side_by_side:
                column = self._hero_column(h)
                bx, room = column.x, column.width
                y = top + self._heads_h() + self._abilities_h() + lay.u(8)
            mine = [c for c in buys if isinstance(c, BuyAbility) and c.hero == h]  # (every buy_ability is one)
            modes = sorted({c.mode for c in mine}, reverse=True)
            buttons: list[tuple[str, Any, str | None, str]] = []  # (label, command, tip, short label)
            for mode in modes:
                suggested = next(c for c in mine if c.mode == mode)
                what = _("one of each class") if mode == "both" else _("two Abilities")
                short = _("One of each class") if mode == "both" else _("Two Abilities")
                if free:
                    buttons.append((_("Draw {what}").format(what=what), suggested, None, short))
                else:
                    chosen = self.picker.pay()
                    cmd = BuyAbility(hero=h, pay=tuple(chosen), mode=mode) if chosen else suggested
                    paid = self.picker.total() if chosen else sum(_xp(self.game, c) for c in suggested.pay)
                    buttons.append((_("Pay {paid} XP: draw {what}").format(paid=paid, what=what), cmd,
                                    _("An Ability costs {cost} XP: pays {paid} XP with the chosen cards (or the "
                                      "suggested ones if none are chosen) and draws {what}").format(
                                        cost=cost, paid=paid, what=what), short))
            pass_w = self.label_w(_("Pass")) if h in passes else 0
            narrow = sum(self.label_w(b[0], True) + gap for b in buttons) + pass_w > room
            x = bx
            for label, cmd, tip, short in buttons:
                if narrow:  # no room for the price on the button: it is in the tooltip and the line above
                    label = short
                bw = self.label_w(label, True)
                self.command_button(pygame.Rect(x, y, bw, self.row_h()), label, cmd, primary=True, tip=tip)
                x += bw + gap
            if h in passes:
                self.command_button(pygame.Rect(x, y, pass_w, self.row_h()), _("Pass"), passes[h],
                                    tip=_("Buy no Ability this Level Up"))

    def _ability_spots(self) -> tuple[int, list[int], int]:
        """The two drawn Abilities: their width, their x positions and the y of their Keep buttons."""
        step, p, lay = self.step, self.panel, self.lay
        top, cards_top, _rows, _row_h = self._geometry()
        bottom = self.refusal_y() - lay.u(6) - self.row_h() - lay.u(8)
        card_w = max(lay.u(60), min(lay.u(230), int((bottom - cards_top - lay.u(12)) / 1.4)))
        labels = [self.label_w(f"Keep {ability_name(self.game, ab)}"[:30], True) for ab in step.options]
        step_w = max([card_w] + labels) + lay.u(40)
        x = p.centerx - (len(step.options) * step_w - lay.u(40)) // 2 + (step_w - lay.u(40) - card_w) // 2
        button_y = cards_top + lay.u(12) + int(card_w * 1.4) + lay.u(8)
        return card_w, [x + i * step_w for i in range(len(step.options))], button_y

    def control(self, what: Any) -> None:
        pass

    def click(self, value: Any) -> None:
        if isinstance(value, tuple) and value[0] == "pay":
            self.picker.toggle(value[1])
            self.changed()

    def draw_body(self, surface: pygame.Surface) -> None:
        step = self.step
        if step is None:
            return
        p, lay = self.panel, self.lay
        top, picker_top, rows_top, row_h = self._geometry()
        y = top
        for line, size, colour, bold in self._intro_lines():
            text(surface, line, (p.x + lay.u(20), y), size, colour, bold=bold)
            y += lay.line(size)
        if isinstance(step, ChooseAbilityStep):
            card_w, xs, _keep_y = self._ability_spots()
            for ab, x in zip(step.options, xs, strict=False):
                self.card(surface, ("ability", ab), (x, picker_top + lay.u(12)), card_w)
            return
        lvl = self.level_step()
        if lvl is not None and not lvl.free:
            area = pygame.Rect(p.x + lay.u(20), picker_top, p.width - 2 * lay.u(20), rows_top - lay.u(6) - picker_top)
            self.picker.draw(surface, area)
        col, bx = self._columns()
        small = font(round(13 * UI_SCALE[0]))
        side_by_side = self._side_by_side()
        for h in range(len(self.game.state.hero_states)):
            x, y, head_h, width = p.x + lay.u(20), rows_top + h * row_h, self.heading_h(), None
            decided_at = (bx, y + (row_h - lay.line(16)) // 2)
            if side_by_side:
                column = self._hero_column(h)
                x, y, head_h, width = column.x, rows_top, self._heads_h(), column.width - lay.u(12)
                decided_at = (x, y + head_h + self._abilities_h() + lay.u(8))
            self.hero_heading(surface, h, (x, y), self._extra(h), width=width)
            if side_by_side:
                for k, line in enumerate(self._abilities_lines(h)):
                    text(surface, line, (x + lay.t(22), y + head_h + k * lay.line(13)), 13, DIM_INK)
            else:
                room = bx - lay.u(8) - (x + lay.t(22))
                words = ellipsized(self._abilities_words(h), room, lambda w: small.size(w)[0], keep=11, strip=" ,")
                text(surface, words, (x + lay.t(22), y + head_h), 13, DIM_INK)
            if lvl is not None and h in lvl.decided:
                text(surface, _("decided"), decided_at, 16, LEGAL, bold=True)


def _xp(game: Game, card: str) -> int:
    from game.rules import xp_value
    return xp_value(game, card)


class RecordDialog(DialogScene):
    """The Hero Record written just after Leveling Up, and the Ecology the heroes face next: laid out
    from the window (app.layout) like the other dialogs, one column per hero."""

    name = "hero_record"
    title = N_("Hero Record")
    closable = False
    fallback = False
    window_scaled = True
    CARDS = 4  # Abilities (and Items) shown per hero; more are counted

    def __init__(self, app: App, session: Session, backdrop: Scene | None, record: Any) -> None:
        super().__init__(app, session, backdrop)
        self.record = record

    def still_current(self) -> bool:
        return True

    def _next(self) -> str:
        return ecology_name(self.record.next_ecology)

    def body(self) -> None:
        self.title = _("Hero Record, on to {ecology}").format(ecology=self._next())
        label = _("Descend to {ecology}").format(ecology=self._next())
        bw = self.label_w(label, primary=True)
        rect = pygame.Rect(self.panel.right - self.lay.u(14) - bw, self.bottom_row_y(), bw, self.row_h())
        self._main_left = rect.x
        self.controls[self.button(rect, label, primary=True, tip=_("Close the Hero Record and go on"))] = "close"

    def deciding_hero(self) -> int | None:
        return None

    def _summary(self) -> str:
        r = self.record
        cards = ngettext("{n} card", "{n} cards", len(r.xp_pool)).format(n=len(r.xp_pool))
        variants = ", ".join(variant_name(v) for v in r.variants) or _("none")
        return _("Keys: {keys} · XP pool: {xp} XP in {cards} · variants: {variants}").format(
            keys=r.keys, xp=sum(_xp(self.game, c) for c in r.xp_pool), cards=cards, variants=variants)

    def _sheet_lines(self, sheet: Any) -> list[str]:
        return [_("Level {n}").format(n=sheet.level), _("Health {health}/{most}").format(health=sheet.health,
                                                                                           most=sheet.max_health),
                _("Action deck: {cards} cards, {power} Power Stored").format(cards=len(sheet.action_deck),
                                                                             power=len(sheet.stored))]

    def _card_width(self, col_w: int, text_h: int, top: int) -> int:
        """The cards' width: four side by side in a column, two rows (Abilities, Items) in the height left."""
        lay = self.lay
        gap = lay.u(6)
        label = lay.line(14) + lay.u(4)
        room_h = self.bottom_row_y() - lay.u(10) - top - text_h - 2 * label - lay.u(10)
        by_width = (col_w - lay.u(12) - (self.CARDS - 1) * gap) // self.CARDS
        return max(lay.u(30), min(lay.u(120), by_width, int(room_h / 2 / 1.4)))

    def draw_body(self, surface: pygame.Surface) -> None:
        p, lay, r = self.panel, self.lay, self.record
        left, width = p.x + lay.u(20), p.width - 2 * lay.u(20)
        top = self.write(surface, self._summary(), (left, self.body_top()), 15, INK, width) + lay.u(10)
        n = max(1, len(r.heroes))
        col_w = width // n
        texts = [self._sheet_text_h(sheet, col_w) for sheet in r.heroes]
        card_w = self._card_width(col_w, max(texts, default=0), top)
        gap = lay.u(6)
        for i, sheet in enumerate(r.heroes):
            x = left + i * col_w
            mat = self.game.content.heroes.get(sheet.hero)
            y = self.write(surface, getattr(mat, "name", "") or hero_name(sheet.hero), (x, top), 19, GOLD,
                           col_w - lay.u(12), bold=True)
            for line in self._sheet_lines(sheet):
                y = self.write(surface, line, (x, y), 15, INK, col_w - lay.u(12))
            y = top + max(texts) + lay.u(6)
            for heading, cards, kind in ((_("Abilities"), sheet.abilities, "ability"),
                                         (_("Items"), sheet.equipped + sheet.unequipped, "item")):
                more = _(" (+{n} more)").format(n=len(cards) - self.CARDS) if len(cards) > self.CARDS else ""
                text(surface, heading + more if cards else _("{heading}: none").format(heading=heading), (x, y), 14,
                     DIM_INK)
                y += lay.line(14) + lay.u(4)
                for k, card in enumerate(cards[:self.CARDS]):
                    self.card(surface, (kind, card), (x + k * (card_w + gap), y), card_w)
                y += int(card_w * 1.4) + lay.u(10)

    def _sheet_text_h(self, sheet: Any, col_w: int) -> int:
        """The height of a hero's name and sheet lines, wrapped to the column."""
        mat = self.game.content.heroes.get(sheet.hero)
        y = self.write(None, getattr(mat, "name", "") or hero_name(sheet.hero), (0, 0), 19, GOLD,
                       col_w - self.lay.u(12), bold=True)
        for line in self._sheet_lines(sheet):
            y = self.write(None, line, (0, y), 15, INK, col_w - self.lay.u(12))
        return y


__all__ = ["LevelUpDialog", "RecordDialog", "resolving_step"]
