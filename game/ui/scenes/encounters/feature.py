"""A Feature's test: the card's text and what passing or failing does, each hero's cards towards the
target, the total so far."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import N_, _, card_text, ngettext
from game.rules import (
    FeatureTestStep,
    feature_test_progress,
    outcome_text,
)

from ... import card_art
from ...dialog import StepDialog
from ...focus import scrolled
from ...look import DIM_INK, GOLD, INK, LEGAL, UI_SCALE, ellipsized, font, paint, text


@dataclass
class _Geometry:
    """Where a Feature dialog's body goes (FeatureDialog._geometry)."""

    lines: list[str]  # the test's rules, wrapped for the left column
    card_w: int  # the Feature card's width
    col: int  # the left column's width
    x0: int  # where the outcomes and the heroes' rows begin
    width: int  # their width
    fold: bool  # the outcomes a line each (cut): too little room and no scrolling
    row_h: int  # a hero's row
    head_w: int  # a hero's heading, left of the cards
    hand_w: int  # a card in hand
    height: int  # all of it
    whole: bool  # nothing cut or hidden: the outcomes whole, every heading with its facts


class FeatureDialog(StepDialog):
    """FEATURES: the card, its target, and each hero's hand and draw pile to play from."""

    name = "feature"
    title = N_("Feature")  # shown with _()
    step_type = FeatureTestStep
    handled = frozenset({"play_feature_card", "end_feature_test"})
    window_scaled = True

    def body(self) -> None:
        total, goal = self._total(), self._target()
        words = (_("End the test: it passes ({total} of {goal})") if total >= goal
                 else _("End the test: it fails ({total} of {goal})"))
        end = next(iter(self.of_kind("end_feature_test")), None)
        self.main_button(words.format(total=total, goal=goal), end,
                         tip=_("Stop playing cards; the played cards are discarded and XP is gained either way"))
        step = self.step
        lay, p = self.lay, self.panel
        top, bottom, right = self.body_top(), self.refusal_y() - lay.u(6), p.right - lay.u(20)
        if step is None or self._geometry(top, bottom, right).whole:
            self.body_scroller = None  # all of it fits the panel: no scrolling
            return
        # large text (the hint open at 200 %): the body scrolls, its outcomes and hero rows kept whole
        area = pygame.Rect(p.x + lay.u(20), top, p.right - lay.u(8) - p.x - lay.u(20), bottom - top)
        self.scrolling_body(area, lambda width: self._geometry(top, None, area.x + width - lay.u(8)).height)

    def title_words(self) -> str:
        step = self.step
        if step is None:
            return _(self.title)
        return _("Feature: {name}").format(name=card_text(self.game.content.features[step.card], "name"))

    @staticmethod
    def _played(total: int, goal: int) -> str:
        return _("Played {total} of {goal}").format(total=total, goal=goal)

    @staticmethod
    def _played_of(n: int, limit: int) -> str:
        """A hero's cards played to the test, of the most they may play."""
        return _("played {n}/{limit}").format(n=n, limit=limit)

    @staticmethod
    def _pile(n: int) -> str:
        """The label under a hero's draw pile: its cards."""
        return _("pile ({n})").format(n=n)

    def _target(self) -> int:
        progress = feature_test_progress(self.game, self.step)
        return progress.target if progress else 0

    def _total(self) -> int:
        progress = feature_test_progress(self.game, self.step)
        return progress.total if progress else 0

    def deciding_hero(self) -> int | None:
        return None  # any hero may play to a test, in any order

    def _rules_lines(self, limit: int) -> list[str]:
        return [ngettext("Each hero plays up to {n} card,", "Each hero plays up to {n} cards,", limit).format(n=limit),
                _("from hand or the draw pile."), _("Power Cards turned up are Stored.")]

    def _geometry(self, top: int, bottom: int | None, right: int) -> _Geometry:
        """Where the body's parts go between `top` and `bottom` (None: as tall as they need, to scroll)
        and left of `right`: the card sized to the room, the hands' rows shared out."""
        step = self.step
        fdef = self.game.content.features[step.card]
        p, lay = self.panel, self.lay
        limit = fdef.test.cards if fdef.test else 0
        total, goal = self._total(), self._target()
        small, big = font(round(14 * UI_SCALE[0])), font(round(18 * UI_SCALE[0]), True)
        lines = self._rules_lines(limit)
        cap = max(lay.u(210), (p.width - 2 * lay.u(20)) * 3 // 10)  # large text: the rules wrap, the hands keep room
        if max(small.size(line)[0] for line in lines) > cap:
            lines = card_art.wrap(" ".join(lines), small, cap)
        # the left column: the card, the target bar and the test's rules, as wide as its widest line
        below = lay.line(18) + lay.u(10) + lay.u(18) + lay.u(8) + len(lines) * lay.line(14)
        room = self.refusal_y() - lay.u(6) - top if bottom is None else bottom - top
        card_w = min(lay.u(210), int((room - below) / 1.4))
        if bottom is None:
            card_w = max(card_w, lay.u(90))  # scrolled: a card big enough to read
        col = max(card_w, max(small.size(line)[0] for line in lines), big.size(self._played(total, goal))[0])
        x0 = p.x + lay.u(20) + col + lay.u(30)
        n = max(1, len(self.game.state.heroes))
        width = right - x0
        # each hero's heading on the left of its row, the draw pile and the hand to its right
        head = font(round(17 * UI_SCALE[0]), True)
        sub = font(round(13 * UI_SCALE[0]))
        head_w = max(max(head.size(self.session.hero_label(h))[0], sub.size(
            _("Health {health}/{most} · level {level}").format(health=hs.health, most=hs.max_health, level=hs.level)
            + " · " + self._played_of(0, limit))[0])
            for h, hs in enumerate(self.game.state.hero_states)) + lay.t(22) + lay.u(12)
        head_w = min(head_w, width * 2 // 3)  # large text: the headings leave the cards room
        label_h = lay.line(12) + lay.u(4)
        heading_h = max(self.heading_h(h, self._played_of(len(self._played_by(h)), limit), head_w - lay.u(12))
                        for h in range(len(self.game.state.hero_states)))
        outcomes_h = self._outcomes_h(fdef, width)
        if bottom is None:  # scrolled: every row as tall as its heading and a readable hand
            fold = False
            row_h = max(heading_h, label_h + lay.u(6) + int(lay.u(62) * 1.4))
            height = max(outcomes_h + lay.u(12) + n * row_h, int(card_w * 1.4) + lay.u(10) + below)
        else:
            # too little room: the outcomes a line each (cut), so each hero's row keeps its heading
            fold = (bottom - top - outcomes_h - lay.u(12)) // n < lay.line(17) + lay.line(13)
            rows_y = top + (self._outcomes_h(fdef, width, fold=True) if fold else outcomes_h + lay.u(12))
            row_h = min(lay.u(200), (bottom - rows_y) // n)
            height = bottom - top
        most = max(len(hs.hand) + len(self._played_by(h)) + 1 for h, hs in enumerate(self.game.state.hero_states))
        gap = lay.u(6)
        hand_w = max(lay.u(20), min(int((row_h - label_h - lay.u(6)) / 1.4), lay.u(62),
                                    (right - x0 - head_w - lay.u(40)) // most - gap))
        # whole: nothing cut or hidden, and the hands not shrunk by the rows' height (their width may)
        whole = not fold and heading_h <= row_h and int((row_h - label_h - lay.u(6)) / 1.4) >= lay.u(40)
        return _Geometry(lines, card_w, col, x0, width, fold, row_h, head_w, hand_w, height, whole)

    def _played_by(self, hero: int) -> list[str]:
        step = self.step
        return list(step.played[hero]) if step is not None and hero < len(step.played) else []

    def draw_body(self, surface: pygame.Surface) -> None:
        step = self.step
        if step is None:
            return
        lay = self.lay
        box = self.body_scroller
        if box is None:
            self._draw_test(surface, self._geometry(self.body_top(), self.refusal_y() - lay.u(6),
                                                    self.panel.right - lay.u(20)), self.body_top())
            return
        # the scrolling body: drawn scrolled, only what lies in its view shown
        view = pygame.Rect(box.rect)
        right = view.x + box.get_container().rect.width - lay.u(8)
        shown = surface.get_clip()
        surface.set_clip(view.clip(shown))
        try:
            self._draw_test(surface, self._geometry(self.body_top(), None, right), view.y - scrolled(box))
        finally:
            surface.set_clip(shown)
        self.keep_in_view(view)

    def _draw_test(self, surface: pygame.Surface, g: _Geometry, top: int) -> None:
        step = self.step
        fdef = self.game.content.features[step.card]
        p, lay = self.panel, self.lay
        limit = fdef.test.cards if fdef.test else 0
        total, goal = self._total(), self._target()
        card_rect = self.card(surface, ("feature", step.card), (p.x + lay.u(20), top), g.card_w)
        # the target: a bar filling toward the number the party must reach
        label_y = card_rect.bottom + lay.u(10)
        text(surface, self._played(total, goal), (card_rect.x, label_y), 18, GOLD, bold=True)
        bar = pygame.Rect(card_rect.x, label_y + lay.line(18), g.col, lay.u(18))
        pygame.draw.rect(surface, paint("test_meter"), bar, border_radius=5)
        fill = bar.copy()
        fill.width = int(bar.width * min(1.0, total / goal)) if goal else bar.width
        pygame.draw.rect(surface, LEGAL if total >= goal else (220, 160, 60), fill, border_radius=5)
        for i, line in enumerate(g.lines):
            text(surface, line, (bar.x, bar.bottom + lay.u(8) + i * lay.line(14)), 14, DIM_INK)
        playable = {(c.hero, c.card) for c in self.of_kind("play_feature_card")}  # type: ignore[attr-defined]
        x0 = g.x0
        box = pygame.Rect(x0, top, g.width, 0)
        y = self._draw_outcomes(surface, fdef, box, g.fold) + (0 if g.fold else lay.u(12))
        cards_x = x0 + g.head_w
        hand_w, gap = g.hand_w, lay.u(6)
        for h, hs in enumerate(self.game.state.hero_states):
            played = self._played_by(h)
            extra, head_room = self._played_of(len(played), limit), g.head_w - lay.u(12)
            # a row shorter than the heading's lines (large text, the hint open): the name alone
            self.hero_heading(surface, h, (x0, y), extra, width=head_room,
                              facts_shown=self.heading_h(h, extra, head_room) <= g.row_h)
            cy = y
            back = card_art.card_back(hand_w)
            can_pile = (h, None) in playable
            pile_w = font(round(12 * UI_SCALE[0])).size(f"pile ({len(hs.draw)})")[0]
            rect = back.get_rect(topleft=(cards_x + max(0, pile_w // 2 - hand_w // 2), cy))  # its label clear
            surface.blit(back, rect)
            if can_pile:
                self.clicks.append((rect, (h, None)))
                pygame.draw.rect(surface, GOLD, rect, 2, border_radius=9)
            text(surface, self._pile(len(hs.draw)), (rect.centerx, rect.bottom + lay.u(2)), 12,
                 INK if can_pile else DIM_INK, anchor="midtop")
            x = rect.right + max(gap, font(round(12 * UI_SCALE[0])).size(self._pile(len(hs.draw)))[0] // 2
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
            y += g.row_h

    def outcome_lines(self, fdef: Any) -> list[tuple[str, str]]:
        """What the card says follows a pass and a failure, in its own words."""
        return [(_("If you pass: "), outcome_text(fdef, True)), (_("If you fail: "), outcome_text(fdef, False))]

    def _outcome_rows(self, fdef: Any, width: int, fold: bool = False) -> list[tuple[str, list[str]]]:
        """Each outcome's label and its words' lines in `width` beside it; `fold`: one line, cut."""
        f, lead = font(round(15 * UI_SCALE[0])), font(round(15 * UI_SCALE[0]), True)
        rows = []
        for label, words in self.outcome_lines(fdef):
            room = width - lead.size(label)[0]
            rows.append((label, [ellipsized(words, room, lambda s: f.size(s)[0])] if fold
                         else card_art.wrap(words, f, room)))
        return rows

    def _outcomes_h(self, fdef: Any, width: int, fold: bool = False) -> int:
        """The height of the outcomes drawn in `width` (in full; `fold`: a line each)."""
        f = font(round(15 * UI_SCALE[0]))
        return sum(len(lines) * f.get_linesize() + (0 if fold else self.lay.u(4))
                   for _label, lines in self._outcome_rows(fdef, width, fold))

    def _draw_outcomes(self, surface: pygame.Surface, fdef: Any, box: pygame.Rect, fold: bool = False) -> int:
        """The card's success and failure texts above the heroes' rows (`fold`: a line each); returns the
        y below them."""
        f = font(round(15 * UI_SCALE[0]))
        y = box.y
        for (label, lines), colour in zip(self._outcome_rows(fdef, box.width, fold), (LEGAL, (235, 130, 110)),
                                          strict=True):
            lead = text(surface, label, (box.x, y), 15, colour, bold=True)
            for line in lines:
                text(surface, line, (lead.right, y), 15, INK)
                y += f.get_linesize()
            y += 0 if fold else self.lay.u(4)
        return y

    def click(self, value: Any) -> None:
        hero, card = value
        cmd = next((c for c in self.of_kind("play_feature_card")
                    if c.hero == hero and c.card == card), None)  # type: ignore[attr-defined]
        if cmd is not None:
            self.do(cmd)
