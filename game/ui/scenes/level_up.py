"""LEVEL UP and the Hero Record.

Level Up (after the Stair Guardian, or at the start of a game begun lower down): each hero's new
maximum Health and healing are shown; "Each Hero may buy one Ability [...] draw two of their Ability
Cards, select one to keep" — both drawn cards are shown side by side to choose from. Then the Hero
Record ("record information on each Hero, and note the Ecology they're facing next") before the
heroes go on to the next Ecology.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.rules import ECOLOGY_NAMES, VARIANTS, ChooseAbilityStep, LevelUpStep, hero_name, reference

from ..labels import ability_name
from ..look import DIM_INK, GOLD, INK, LEGAL, text
from .dialog import DialogScene
from .encounters import StepDialog, active_step
from .spending import PayPicker


class LevelUpDialog(StepDialog):
    name = "level_up"
    title = "Level Up!"
    step_type = (LevelUpStep, ChooseAbilityStep)  # type: ignore[assignment]
    handled = frozenset({"buy_ability", "pass_ability", "choose_ability"})
    ABILITY_W = 230

    def __init__(self, app: Any, session: Any, backdrop: Any = None) -> None:
        super().__init__(app, session, backdrop)
        self.picker = PayPicker(self)

    def level_step(self) -> LevelUpStep | None:
        return next((s for s in self.game.state.pending if isinstance(s, LevelUpStep)), None)

    def leveled(self) -> Any:
        """The last HeroesLeveledUp event: each hero's new level, maximum Health and Health."""
        return next((e for e in reversed(self.game.events) if e.kind == "heroes_leveled_up"), None)

    def body(self) -> None:
        step = self.step
        lvl = self.level_step()
        free = bool(lvl and lvl.free)
        self.title = "Starting Abilities" if free else "Level Up!"
        p = self.panel
        if isinstance(step, ChooseAbilityStep):
            x = p.centerx - (len(step.options) * (self.ABILITY_W + 40) - 40) // 2
            keeps = {c.ability: c for c in self.of_kind("choose_ability")}  # type: ignore[attr-defined]
            for ab in step.options:
                self.command_button(pygame.Rect(x, p.y + 130 + int(self.ABILITY_W * 1.4) + 12, self.ABILITY_W, 40),
                                    f"Keep {ability_name(self.game, ab)}"[:30], keeps.get(ab), primary=True)
                x += self.ABILITY_W + 40
            return
        cost = reference(self.game).ability_cost
        buys = self.of_kind("buy_ability")
        passes = {c.hero: c for c in self.of_kind("pass_ability")}  # type: ignore[attr-defined]
        top = self._rows_top()
        row_h = self._row_h()
        for h in range(len(self.game.state.heroes)):
            y = top + h * row_h + 30
            x = p.x + 420
            mine = [c for c in buys if c.hero == h]  # type: ignore[attr-defined]
            modes = sorted({c.mode for c in mine}, reverse=True)  # type: ignore[attr-defined]
            for mode in modes:
                suggested = next(c for c in mine if c.mode == mode)  # type: ignore[attr-defined]
                what = "one of each class" if mode == "both" else "two Abilities"
                if free:
                    self.command_button(pygame.Rect(x, y, 280, 36), f"Draw {what}", suggested, primary=True)
                else:
                    from game.rules import BuyAbility
                    chosen = self.picker.pay()
                    cmd = BuyAbility(hero=h, pay=chosen, mode=mode) if chosen else suggested
                    paid = self.picker.total() if chosen else sum(_xp(self.game, c) for c in suggested.pay)  # type: ignore[attr-defined]
                    self.command_button(pygame.Rect(x, y, 280, 36), f"Pay {paid} XP: draw {what}", cmd,
                                        primary=True, tip=f"An Ability costs {cost} XP: pays with the chosen cards "
                                        "(or the suggested ones if none are chosen)")
                x += 286
            if h in passes:
                self.command_button(pygame.Rect(x, y, 120, 36), "Pass", passes[h], tip="Buy no Ability this Level Up")

    def _rows_top(self) -> int:
        lvl = self.level_step()
        return self.panel.y + (96 if lvl and lvl.free else 100 + 2 * (int(66 * 1.4) + 30))

    def _row_h(self) -> int:
        n = len(self.game.state.heroes)
        return max(70, (self.panel.bottom - 60 - self._rows_top()) // n)

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
        p = self.panel
        if isinstance(step, ChooseAbilityStep):
            text(surface, f"{self.session.hero_label(step.hero)} drew two Ability Cards: keep one; the other goes to "
                 "the bottom of the Ability pile.", (p.x + 20, p.y + 60), 17, INK)
            x = p.centerx - (len(step.options) * (self.ABILITY_W + 40) - 40) // 2
            for ab in step.options:
                self.card(surface, ("ability", ab), (x, p.y + 120), self.ABILITY_W)
                x += self.ABILITY_W + 40
            return
        lvl = self.level_step()
        ev = self.leveled()
        if ev is not None and lvl is not None and not lvl.free:
            lv = ev.heroes[0].level
            heal = "healed to full" if "no_level_up_healing" not in self.game.state.variants else "no healing (variant)"
            text(surface, f"The Stair Guardian is Defeated: every hero reaches level {lv}, new maximum Health, {heal}.",
                 (p.x + 20, p.y + 52), 16, INK)
        elif lvl is not None and lvl.free:
            text(surface, f"Starting lower down: every hero gains an Ability (round {lvl.round + 1} of {lvl.rounds}).",
                 (p.x + 20, p.y + 52), 16, INK)
        if lvl is not None and not lvl.free:
            cost = reference(self.game).ability_cost
            total = self.picker.total()
            text(surface, f"An Ability costs {cost} XP. Chosen to pay: {total} XP (click cards; none chosen: the "
                 "suggested payment).", (p.x + 20, p.y + 76), 15, LEGAL if total >= cost else GOLD)
            self.picker.draw(surface, pygame.Rect(p.x + 20, p.y + 94, p.width - 40, 2 * (int(66 * 1.4) + 30)))
        top, row_h = self._rows_top(), self._row_h()
        for h, hs in enumerate(self.game.state.hero_states):
            y = top + h * row_h
            extra = ""
            if ev is not None and h < len(ev.heroes):
                extra = f"max Health now {ev.heroes[h].max_health}"
            self.hero_heading(surface, h, (p.x + 20, y), extra)
            names = ", ".join(ability_name(self.game, a) for a in hs.abilities) or "no Ability Cards yet"
            text(surface, f"Abilities: {names}"[:60], (p.x + 42, y + 40), 13, DIM_INK)
            if lvl is not None and h in lvl.decided:
                text(surface, "decided", (p.x + 420, y + 36), 16, LEGAL, bold=True)


def _xp(game: Any, card: str) -> int:
    from game.rules import xp_value
    return xp_value(game, card)


class RecordDialog(DialogScene):
    """The Hero Record written just after Leveling Up, and the Ecology the heroes face next."""

    name = "hero_record"
    title = "Hero Record"
    closable = False
    fallback = False

    def __init__(self, app: Any, session: Any, backdrop: Any, record: Any) -> None:
        super().__init__(app, session, backdrop)
        self.record = record

    def still_current(self) -> bool:
        return True

    def body(self) -> None:
        p = self.panel
        nxt = ECOLOGY_NAMES.get(self.record.next_ecology, self.record.next_ecology)
        self.title = f"Hero Record — on to {nxt}"
        b = self.button(pygame.Rect(p.right - 330, p.bottom - 46, 316, 38), f"Descend to {nxt}", primary=True)
        self.controls[b] = "close"

    def deciding_hero(self) -> int | None:
        return None

    def draw_body(self, surface: pygame.Surface) -> None:
        p = self.panel
        r = self.record
        cards = f"{len(r.xp_pool)} card{'' if len(r.xp_pool) == 1 else 's'}"
        variants = ", ".join(VARIANTS.get(v, v).split(":")[0].rstrip(".") for v in r.variants) or "none"
        text(surface, f"Keys: {r.keys} · XP pool: {sum(_xp(self.game, c) for c in r.xp_pool)} XP in {cards} · "
                      f"variants: {variants}",
             (p.x + 20, p.y + 52), 15, INK)
        n = max(1, len(r.heroes))
        col_w = (p.width - 40) // n
        for i, sheet in enumerate(r.heroes):
            x, y = p.x + 20 + i * col_w, p.y + 84
            mat = self.game.content.heroes.get(sheet.hero)
            text(surface, getattr(mat, "name", "") or hero_name(sheet.hero), (x, y), 19, GOLD, bold=True)
            lines = [f"Level {sheet.level}", f"Health {sheet.health}/{sheet.max_health}",
                     f"Action deck: {len(sheet.action_deck)} cards, {len(sheet.stored)} Power Stored"]
            for k, line in enumerate(lines):
                text(surface, line, (x, y + 28 + 20 * k), 15, INK)
            cy = y + 96
            text(surface, "Abilities", (x, cy), 14, DIM_INK)
            cx = x
            for a in sheet.abilities[:4]:
                self.card(surface, ("ability", a), (cx, cy + 18), 84)
                cx += 90
            cy += 18 + int(84 * 1.4) + 10
            text(surface, "Items", (x, cy), 14, DIM_INK)
            cx = x
            for it in (sheet.equipped + sheet.unequipped)[:4]:
                self.card(surface, ("item", it), (cx, cy + 18), 84)
                cx += 90


__all__ = ["LevelUpDialog", "RecordDialog", "active_step"]
