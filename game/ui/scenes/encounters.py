"""Encounter dialogs: a Feature's test, who draws an Item (Chests), keeping one of two items,
ADD / Replace, starting Items, and a Legendary Location's chain of cards.

Each opens while its pending step is the game's active step (`game.state.pending[0]`, phase
"resolving") and closes when the game moves on; the map then opens whatever comes next.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.rules import (
    ChooseHeroStep,
    ChooseItemStep,
    Command,
    FeatureTestStep,
    LegendaryStep,
    ReplaceStep,
    StartItemsStep,
    card_value,
    cards_words,
    feature_test_progress,
    is_power,
    outcome_text,
)

from .. import card_art
from ..dialog import DialogScene, StepDialog, active_step
from ..labels import proper_name
from ..look import DIM_INK, GOLD, INK, LEGAL, UI_SCALE, font, text

HURT = (255, 150, 130)  # Health a Legendary Location's card cost


# --- Features ---------------------------------------------------------------------------------

class FeatureDialog(StepDialog):
    """FEATURES: the card, its target, and each hero's hand and draw pile to play from."""

    name = "feature"
    title = "Feature"
    step_type = FeatureTestStep
    handled = frozenset({"play_feature_card", "end_feature_test"})
    window_scaled = True

    def body(self) -> None:
        step = self.step
        fdef = self.game.content.features[step.card]
        self.title = f"Feature: {fdef.name}"
        total, goal = self._total(), self._target()
        verdict = "passes" if total >= goal else "fails"
        end = next(iter(self.of_kind("end_feature_test")), None)
        self.main_button(f"End the test: it {verdict} ({total} of {goal})", end,
                         tip="Stop playing cards; the played cards are discarded and XP is gained either way")

    def _target(self) -> int:
        progress = feature_test_progress(self.game, self.step)
        return progress.target if progress else 0

    def _total(self) -> int:
        progress = feature_test_progress(self.game, self.step)
        return progress.total if progress else 0

    def deciding_hero(self) -> int | None:
        return None  # any hero may play to a test, in any order

    def _rules_lines(self, limit: int) -> list[str]:
        return [f"Each hero plays up to {cards_words(limit)},", "from hand or the draw pile.",
                "Power Cards turned up are Stored."]

    def draw_body(self, surface: pygame.Surface) -> None:
        step = self.step
        if step is None:
            return
        fdef = self.game.content.features[step.card]
        p, lay = self.panel, self.lay
        limit = fdef.test.cards if fdef.test else 0
        total, goal = self._total(), self._target()
        small, big = font(round(14 * UI_SCALE[0])), font(round(18 * UI_SCALE[0]), True)
        lines = self._rules_lines(limit)
        top = p.y + lay.u(12) + lay.line(24) + lay.u(8)
        bottom = self.refusal_y() - lay.u(6)
        # the left column: the card, the target bar and the test's rules, as wide as its widest line
        below = lay.line(18) + lay.u(10) + lay.u(18) + lay.u(8) + len(lines) * lay.line(14)
        col = max(min(lay.u(210), int((bottom - top - below) / 1.4)),
                  max(small.size(line)[0] for line in lines), big.size(f"Played {total} of {goal}")[0])
        card_w = min(lay.u(210), int((bottom - top - below) / 1.4))
        card_rect = self.card(surface, ("feature", step.card), (p.x + lay.u(20), top), card_w)
        # the target: a bar filling toward the number the party must reach
        label_y = card_rect.bottom + lay.u(10)
        text(surface, f"Played {total} of {goal}", (card_rect.x, label_y), 18, GOLD, bold=True)
        bar = pygame.Rect(card_rect.x, label_y + lay.line(18), col, lay.u(18))
        pygame.draw.rect(surface, (60, 40, 30), bar, border_radius=5)
        fill = bar.copy()
        fill.width = int(bar.width * min(1.0, total / goal)) if goal else bar.width
        pygame.draw.rect(surface, LEGAL if total >= goal else (220, 160, 60), fill, border_radius=5)
        for i, line in enumerate(lines):
            text(surface, line, (bar.x, bar.bottom + lay.u(8) + i * lay.line(14)), 14, DIM_INK)
        playable = {(c.hero, c.card) for c in self.of_kind("play_feature_card")}  # type: ignore[attr-defined]
        x0 = p.x + lay.u(20) + col + lay.u(30)
        y = self._draw_outcomes(surface, fdef, pygame.Rect(x0, top, p.right - lay.u(20) - x0, 0)) + lay.u(12)
        n = max(1, len(self.game.state.heroes))
        row_h = min(lay.u(200), (bottom - y) // n)
        # each hero's row: the heading on the left, the draw pile and the hand to its right
        head = font(round(17 * UI_SCALE[0]), True)
        sub = font(round(13 * UI_SCALE[0]))
        head_w = max(max(head.size(self.session.hero_label(h))[0], sub.size(
            f"Health {hs.health}/{hs.max_health} · level {hs.level} · played 0/{limit}")[0])
            for h, hs in enumerate(self.game.state.hero_states)) + lay.t(22) + lay.u(12)
        cards_x = x0 + head_w
        label_h = lay.line(12) + lay.u(4)
        most = max(len(hs.hand) + (len(step.played[h]) if h < len(step.played) else 0) + 1
                   for h, hs in enumerate(self.game.state.hero_states))
        gap = lay.u(6)
        hand_w = max(lay.u(20), min(int((row_h - label_h - lay.u(6)) / 1.4), lay.u(62),
                                    (p.right - lay.u(20) - cards_x - lay.u(40)) // most - gap))
        for h, hs in enumerate(self.game.state.hero_states):
            played = step.played[h] if h < len(step.played) else []
            self.hero_heading(surface, h, (x0, y), f"played {len(played)}/{limit}")
            cy = y
            back = card_art.card_back(hand_w)
            can_pile = (h, None) in playable
            rect = back.get_rect(topleft=(cards_x, cy))
            surface.blit(back, rect)
            if can_pile:
                self.clicks.append((rect, (h, None)))
                pygame.draw.rect(surface, GOLD, rect, 2, border_radius=9)
            text(surface, f"pile ({len(hs.draw)})", (rect.centerx, rect.bottom + lay.u(2)), 12,
                 INK if can_pile else DIM_INK, anchor="midtop")
            x = rect.right + max(gap, font(round(12 * UI_SCALE[0])).size(f"pile ({len(hs.draw)})")[0] // 2
                                 - hand_w // 2 + gap)
            for card in hs.hand:
                ok = (h, card) in playable
                self.card(surface, ("action", card), (x, cy), hand_w, click=(h, card) if ok else None,
                          veiled=not ok)
                x += hand_w + gap
            if played:
                x += lay.u(16)
                pygame.draw.line(surface, GOLD, (x - lay.u(9), cy), (x - lay.u(9), cy + int(hand_w * 1.4)), 2)
                for card in played:  # the played cards, after a gold rule
                    self.card(surface, ("action", card), (x, cy), hand_w)
                    x += hand_w + gap
            y += row_h

    def outcome_lines(self, fdef: Any) -> list[tuple[str, str]]:
        """What the card says follows a pass and a failure, in its own words."""
        return [("If you pass: ", outcome_text(fdef, True)), ("If you fail: ", outcome_text(fdef, False))]

    def _draw_outcomes(self, surface: pygame.Surface, fdef: Any, box: pygame.Rect) -> int:
        """The card's success and failure texts above the heroes' rows; returns the y below them."""
        f = font(round(15 * UI_SCALE[0]))
        y = box.y
        for (label, words), colour in zip(self.outcome_lines(fdef), (LEGAL, (235, 130, 110)), strict=True):
            lead = text(surface, label, (box.x, y), 15, colour, bold=True)
            lines = card_art.wrap(words, f, box.width - lead.width)
            for line in lines:
                text(surface, line, (lead.right, y), 15, INK)
                y += f.get_linesize()
            y += self.lay.u(4)
        return y

    def click(self, value: Any) -> None:
        hero, card = value
        cmd = next((c for c in self.of_kind("play_feature_card")
                    if c.hero == hero and c.card == card), None)  # type: ignore[attr-defined]
        if cmd is not None:
            self.do(cmd)


# --- who draws the Item -----------------------------------------------------------------------

class ChooseHeroDialog(StepDialog):
    """"It's up to the players to decide which Hero will be the one to draw an Item"."""

    name = "choose_hero"
    title = "A Chest"
    step_type = ChooseHeroStep
    handled = frozenset({"choose_hero"})
    window_scaled = True

    def _source_words(self) -> str:
        step = self.step
        c = self.game.content
        if step.source == "chest":
            return "A Chest"
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
        return ("The players decide together which hero draws from their own Item Cards" if not self.step.item
                else "The players decide together which hero receives this Item:")

    def body(self) -> None:
        step = self.step
        self.title = f"{self._source_words()}: who takes the Item?"
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
                words = self.fitting([f"{name} takes it", f"{name.split()[0]} takes it"], bw, True)
            else:
                left = sum(len(self.game.state.piles.items.get(cl, [])) for cl in classes)
                words = self.fitting([f"{name} draws ({left} left)", f"{name.split()[0]} draws ({left} left)",
                                      f"{name.split()[0]} draws"], bw, True)
            self.command_button(pygame.Rect(p.x + lay.u(20) + h * (bw + gap), y, bw, self.row_h()), words,
                                legal.get(h), primary=True,
                                tip="Draws from this hero's own Item Cards" if not step.item else
                                f"{name} takes the Item")

    def draw_body(self, surface: pygame.Surface) -> None:
        step = self.step
        if step is None:
            return
        p, lay = self.panel, self.lay
        self.write(surface, self._intro(), (p.x + lay.u(20), self.body_top()), 16, INK, p.width - 2 * lay.u(20))
        bw, gap = self._columns()
        y = getattr(self, "_heads_y", self.body_top())
        bottom = self.refusal_y() - lay.u(6)
        item_w = min(lay.u(86), (bw - 3 * lay.u(6)) // 4)
        if step.item:
            below = y + self.heading_h() + lay.u(6) + int(item_w * 1.4) + lay.u(12)
            big = max(lay.u(60), min(lay.u(200), int((bottom - below) / 1.4)))
            self.card(surface, ("item", step.item), (p.centerx - big // 2, below), big)
        for h, hs in enumerate(self.game.state.hero_states):
            x = p.x + lay.u(20) + h * (bw + gap)
            self.hero_heading(surface, h, (x, y),
                              f"hands used {sum(self.game.content.items[i].hands for i in hs.equipped)}/2")
            cx = x
            for item in (hs.equipped + hs.unequipped)[:4]:
                self.card(surface, ("item", item), (cx, y + self.heading_h() + lay.u(6)), item_w)
                cx += item_w + lay.u(6)
            if not hs.equipped and not hs.unequipped:
                text(surface, "no items yet", (x, y + self.heading_h() + lay.u(6)), 13, DIM_INK)


# --- a multi-classed hero keeps one of two ------------------------------------------------------

class KeepItemDialog(StepDialog):
    """Multi-classed heroes draw one item of each class, keep one (or forfeit it to an ally)."""

    name = "keep_item"
    title = "Keep one Item"
    step_type = ChooseItemStep
    handled = frozenset({"keep_item", "forfeit_item"})
    window_scaled = True

    def _intro(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        return [(f"{self.session.hero_label(self.step.hero)} drew one Item of each class: keep one; the other goes "
                 "to the bottom of its pile.", 16, INK),
                ("A Secondary-class Item that Adds Action Cards cannot be kept, but may be given to an ally "
                 "of that Primary Class.", 14, DIM_INK)]

    def _geometry(self) -> tuple[int, int, int, int]:
        """(the cards' top, their width, a column's width, the first column's x)."""
        p, lay = self.panel, self.lay
        y = self.body_top()
        for words, size, colour in self._intro():
            y = self.write(None, words, (p.x + lay.u(20), y), size, colour, p.width - 2 * lay.u(20))
        top = y + lay.u(12)
        gives = max([0] + [len(self._forfeits(i)) for i in self.step.options])
        below = (1 + gives) * (self.row_h() + lay.u(6)) + 4 * lay.line(13) + lay.u(8)
        card_w = max(lay.u(60), min(lay.u(220), int((self.refusal_y() - lay.u(6) - top - below) / 1.4)))
        labels = ["Keep this Item"] + [f"Give it to {proper_name(self.game, f.ally)}"  # type: ignore[attr-defined]
                                       for i in self.step.options for f in self._forfeits(i)]
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
            self.command_button(pygame.Rect(x, y, col, self.row_h()), "Keep this Item", keeps.get(item), primary=True,
                                tip=f"Keep {name}; the other goes to the bottom of its pile")
            for i, f in enumerate(self._forfeits(item)):
                ally = proper_name(self.game, f.ally)  # type: ignore[attr-defined]
                self.command_button(pygame.Rect(x, y + (i + 1) * (self.row_h() + lay.u(6)), col, self.row_h()),
                                    self.fitting([f"Give it to {ally}", f"Give it to {ally.split()[0]}"], col), f,
                                    tip="Forfeit your draw: the ally with that Primary Class takes the Item")
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
    title = "ADD / Replace"
    step_type = ReplaceStep
    handled = frozenset({"replace_cards"})
    window_scaled = True

    def __init__(self, app: Any, session: Any, backdrop: Any = None) -> None:
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
        values = ", ".join("Power" if is_power(c) else str(card_value(c)) for c in self.selected)
        more = cards_words(step.count - len(self.selected))
        self.main_button(f"Remove {values}" if ready else f"Choose {more} more", cmd)
        suggested = next(iter(self.of_kind("replace_cards")), None)
        if suggested is not None:
            bw = self.label_w("Suggest lowest")
            b = self.button(pygame.Rect(self.main_button_left() - self.lay.u(8) - bw, self.bottom_row_y(), bw,
                                        self.row_h()), "Suggest lowest",
                            tip="Select the lowest cards (you can still change the choice)")
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
        item_w = min(lay.u(180), (p.width - 2 * lay.u(20)) // 5)
        self.card(surface, ("item", step.item), (p.x + lay.u(20), top), item_w)
        x0 = p.x + lay.u(40) + item_w
        width = p.right - lay.u(20) - x0
        y = self.write(surface, f"{self.session.hero_label(step.hero)} Added {item.name}'s Action Cards.", (x0, top),
                       17, INK, width)
        y = self.write(surface, f"Remove {cards_words(step.count)} from the combined draw and discard piles (any card, "
                       "even one just Added); the rest is shuffled into a new draw pile. Click cards to choose them.",
                       (x0, y + lay.u(4)), 14, DIM_INK, width) + lay.u(14)
        deck = self.deck()
        bottom = self.refusal_y() - lay.u(6)
        gap = lay.u(6)
        card_w = lay.u(58)
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
    title = "Starting Items"
    step_type = StartItemsStep
    handled = frozenset({"draw_starting_item"})

    window_scaled = True
    INTRO = "Starting below the Ruins, every hero draws Items from their own Item Cards."

    def _button_y(self) -> int:
        lay, p = self.lay, self.panel
        y = self.write(None, self.INTRO, (p.x + lay.u(20), self.body_top()), 16, INK, p.width - 2 * lay.u(20))
        return y + lay.line(14) + lay.u(16)

    def body(self) -> None:
        p, lay = self.panel, self.lay
        cmd = next(iter(self.of_kind("draw_starting_item")), None)
        who = self.session.hero_label(cmd.hero) if cmd is not None else "?"  # type: ignore[attr-defined]
        label = self.fitting([f"{who}: draw an Item", "Draw an Item"], p.width - 2 * lay.u(20), True)
        bw = max(lay.t(460), self.label_w(label, True))
        self.command_button(pygame.Rect(p.centerx - bw // 2, self._button_y(), bw, self.row_h()), label, cmd,
                            primary=True)

    def draw_body(self, surface: pygame.Surface) -> None:
        p, lay = self.panel, self.lay
        y = self.write(surface, self.INTRO, (p.x + lay.u(20), self.body_top()), 16, INK, p.width - 2 * lay.u(20))
        step = self.step
        if step is not None:
            text(surface, f"Draws still to make: {len(step.remaining)}", (p.x + lay.u(20), y), 14, DIM_INK)
        n = max(1, len(self.game.state.heroes))
        col = (p.width - 2 * lay.u(20)) // n
        top = self._button_y() + self.row_h() + lay.u(24)
        most = max([1] + [len(hs.equipped + hs.unequipped) for hs in self.game.state.hero_states])
        room = self.refusal_y() - lay.u(6) - (top + self.heading_h() + lay.u(8))
        item_w = max(lay.u(30), min(lay.u(110), (col - lay.u(12)) // min(most, 3) - lay.u(6)))
        for h, hs in enumerate(self.game.state.hero_states):
            x = p.x + lay.u(20) + h * col
            self.hero_heading(surface, h, (x, top))
            cx, cy = x, top + self.heading_h() + lay.u(8)
            for item in hs.equipped + hs.unequipped:
                if cx + item_w > x + col - lay.u(6):
                    cx, cy = x, cy + int(item_w * 1.4) + lay.u(6)
                if cy + int(item_w * 1.4) > top + self.heading_h() + lay.u(8) + room:
                    break
                self.card(surface, ("item", item), (cx, cy), item_w)
                cx += item_w + lay.u(6)


# --- Legendary Locations ----------------------------------------------------------------------

class LegendaryDialog(StepDialog):
    """A Legendary Location: its cards laid side by side in the order drawn, the current one's choice."""

    name = "legendary"
    title = "Legendary Location"
    step_type = LegendaryStep
    handled = frozenset({"choose_location_option", "continue_location"})
    window_scaled = True

    def chain(self) -> tuple[str, list[str]]:
        """The location's name and the cards drawn there so far (read from the event log)."""
        step = self.step
        name = "Legendary Location"
        cards: list[str] = []
        for e in self.game.events:
            if e.kind == "legendary_entered" and getattr(e, "element", None) == step.element:
                name, cards = e.location, []  # type: ignore[attr-defined]
            elif e.kind == "location_card_drawn":
                cards.append(e.card)  # type: ignore[attr-defined]
        return name, cards

    def deciding_hero(self) -> int | None:
        return None

    INTRO = ("The heroes cannot move on until every card of the location is Resolved or Defeated. "
             "Each card joins the XP pool.")

    def card_effects(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the cards drawn here did to the heroes, one line per card that did something: the
        Health each hero lost (red) or gained (green) and the Keys, read from the event log."""
        step = self.step
        if step is None:
            return []
        lines: dict[str, tuple[list[str], bool]] = {}  # card name -> (what it did, whether it cost Health)
        here, name = False, ""
        for e in self.game.events:
            if e.kind == "legendary_entered":
                here = getattr(e, "element", None) == step.element
                lines.clear()
            elif not here:
                continue
            elif e.kind == "location_card_drawn":
                card = self.game.content.legendary.get(e.card)  # type: ignore[attr-defined]
                name = card.name if card is not None else ""
            elif e.kind in ("heroes_hurt", "heroes_healed") and getattr(e, "cause", "") == name:
                verb = "loses" if e.kind == "heroes_hurt" else "gains"
                said, hurt = lines.setdefault(name, ([], False))
                said += [f"{proper_name(self.game, h)} {verb} {n} Health"
                         for h, n in enumerate(e.amounts) if n]  # type: ignore[attr-defined]
                lines[name] = (said, hurt or e.kind == "heroes_hurt")
            elif e.kind == "keys_changed" and getattr(e, "cause", "") == name:
                n = e.amount  # type: ignore[attr-defined]
                said, hurt = lines.setdefault(name, ([], False))
                said.append(f"the heroes {'gain' if n > 0 else 'lose'} {abs(n)} Key{'' if abs(n) == 1 else 's'}")
        return [(f"{card}: {', '.join(said)}.", HURT if hurt else LEGAL) for card, (said, hurt) in lines.items()
                if said]

    def _effect_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """card_effects wrapped to the panel's width."""
        width = self.panel.width - 2 * self.lay.u(20)
        return [(line, colour) for words, colour in self.card_effects()
                for line in card_art.wrap(words, font(round(14 * UI_SCALE[0]), True), width)]

    def _labels(self) -> list[tuple[str, Command]]:
        step = self.step
        out = []
        for cmd in self.of_kind("choose_location_option"):
            card = self.game.content.legendary[step.card]
            opt = card.options[cmd.option]  # type: ignore[attr-defined]
            tail = f"  (next: a card marked {opt.next})" if opt.next else "  (the location ends)"
            out.append((f"{cmd.option + 1}. {opt.label}{tail}", cmd))  # type: ignore[attr-defined]
        for cmd in self.of_kind("continue_location"):
            out.append((f"Draw the next card (marked {step.next})" if step.next else "Leave the Legendary Location",
                        cmd))
        return out

    def _geometry(self) -> tuple[int, int, int]:
        """(the cards' top, their width, the first button's top)."""
        p, lay = self.panel, self.lay
        top = self.write(None, self.INTRO, (p.x + lay.u(20), self.body_top()), 14, DIM_INK,
                         p.width - 2 * lay.u(20)) + lay.u(8)
        buttons = len(self._labels()) * (self.row_h() + lay.u(6))
        effects = len(self._effect_lines()) * lay.line(14)
        room = self.refusal_y() - lay.u(6) - buttons - lay.u(16) - lay.line(12) - effects - top
        card_w = max(lay.u(50), min(lay.u(170), int(room / 1.4)))
        return top, card_w, top + int(card_w * 1.4) + lay.line(12) + effects + lay.u(16)

    def body(self) -> None:
        name, _ = self.chain()
        self.title = name
        p, lay = self.panel, self.lay
        _, _, y = self._geometry()
        for words, cmd in self._labels():
            if cmd.kind == "continue_location":
                bw = max(lay.t(400), self.label_w(words, True))
                self.command_button(pygame.Rect(p.centerx - bw // 2, y, bw, self.row_h()), words, cmd, primary=True)
            else:
                width = p.width - 2 * lay.u(30)
                self.command_button(pygame.Rect(p.x + lay.u(30), y, width, self.row_h()),
                                    self.fitting([words, words.split("  (")[0]], width, True), cmd, primary=True,
                                    tip=words)
            y += self.row_h() + lay.u(6)

    def draw_body(self, surface: pygame.Surface) -> None:
        step = self.step
        if step is None:
            return
        p, lay = self.panel, self.lay
        _, cards = self.chain()
        self.write(surface, self.INTRO, (p.x + lay.u(20), self.body_top()), 14, DIM_INK, p.width - 2 * lay.u(20))
        top, card_w, _ = self._geometry()
        gap = lay.u(16)
        room = max(1, (p.width - 2 * lay.u(20)) // (card_w + gap))
        shown = cards[-room:]
        x = p.x + lay.u(20)
        arrow = lay.u(8)
        for i, card in enumerate(shown):
            rect = self.card(surface, ("legendary", card), (x, top), card_w)
            if card == step.card:
                pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=12)
            if i < len(shown) - 1:
                pygame.draw.polygon(surface, GOLD, [(rect.right + 3, rect.centery - arrow),
                                                    (rect.right + 3 + arrow + 2, rect.centery),
                                                    (rect.right + 3, rect.centery + arrow)])
            x += card_w + gap
        y = top + int(card_w * 1.4) + lay.u(4)
        if len(cards) > room:
            text(surface, f"(+{len(cards) - room} earlier)", (p.x + lay.u(20), y), 12, DIM_INK)
        y += lay.line(12)
        for line, colour in self._effect_lines():  # what the cards did: Health lost or gained, Keys
            text(surface, line, (p.x + lay.u(20), y), 14, colour, bold=True)
            y += lay.line(14)


def dialog_for(app: Any, session: Any, backdrop: Any = None) -> DialogScene | None:
    """The dialog for the game's active pending step (None: nothing pending)."""
    step = active_step(session.game)
    if step is None:
        return None
    kinds: dict[str, Any] = {
        "feature_test": FeatureDialog, "choose_hero": ChooseHeroDialog, "choose_item": KeepItemDialog,
        "replace": ReplaceDialog, "start_items": StartItemsDialog, "legendary": LegendaryDialog,
        "level_up": "level up", "choose_ability": "level up",  # by name: level_up.py is another scene module
        "story_choice": "story choice"}  # story.py: story mode's choice
    cls = kinds.get(step.step, GenericStepDialog)
    return app.make(cls, session, backdrop) if isinstance(cls, str) else cls(app, session, backdrop)


class GenericStepDialog(StepDialog):
    """Any pending step without its own dialog: every legal command as a button."""

    name = "pending"
    title = "A decision"
    window_scaled = True

    def still_current(self) -> bool:
        return active_step(self.game) is not None

    def body(self) -> None:
        """One full-width button per legal command, as many as fit above the bottom row."""
        from ..labels import command_label, command_tooltip
        p, lay = self.panel, self.lay
        x, width, gap = p.x + lay.u(30), p.width - 2 * lay.u(30), lay.u(6)
        y = self.body_top() + lay.u(4)
        bottom = self.refusal_y() - lay.u(6)
        for cmd in self.legal():
            if y + self.row_h() > bottom:
                break
            label = command_label(self.game, cmd)
            self.command_button(pygame.Rect(x, y, width, self.row_h()), self.fitting([label], width), cmd,
                                tip=command_tooltip(self.game, cmd))
            y += self.row_h() + gap
        self.handled = frozenset(c.kind for c in self.legal())


__all__ = ["ChooseHeroDialog", "FeatureDialog", "KeepItemDialog", "LegendaryDialog", "ReplaceDialog",
           "StartItemsDialog", "dialog_for"]
