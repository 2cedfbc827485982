"""A Feature's test: the card's text and what passing or failing does, each hero's cards towards the
target, the total so far."""

from __future__ import annotations

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
from ...look import DIM_INK, GOLD, INK, LEGAL, UI_SCALE, ellipsized, font, text


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
        cap = max(lay.u(210), (p.width - 2 * lay.u(20)) * 3 // 10)  # large text: the rules wrap, the hands keep room
        if max(small.size(line)[0] for line in lines) > cap:
            lines = card_art.wrap(" ".join(lines), small, cap)
        top = p.y + lay.u(12) + lay.line(24) + lay.u(8)
        bottom = self.refusal_y() - lay.u(6)
        # the left column: the card, the target bar and the test's rules, as wide as its widest line
        below = lay.line(18) + lay.u(10) + lay.u(18) + lay.u(8) + len(lines) * lay.line(14)
        col = max(min(lay.u(210), int((bottom - top - below) / 1.4)),
                  max(small.size(line)[0] for line in lines), big.size(self._played(total, goal))[0])
        card_w = min(lay.u(210), int((bottom - top - below) / 1.4))
        card_rect = self.card(surface, ("feature", step.card), (p.x + lay.u(20), top), card_w)
        # the target: a bar filling toward the number the party must reach
        label_y = card_rect.bottom + lay.u(10)
        text(surface, self._played(total, goal), (card_rect.x, label_y), 18, GOLD, bold=True)
        bar = pygame.Rect(card_rect.x, label_y + lay.line(18), col, lay.u(18))
        pygame.draw.rect(surface, (60, 40, 30), bar, border_radius=5)
        fill = bar.copy()
        fill.width = int(bar.width * min(1.0, total / goal)) if goal else bar.width
        pygame.draw.rect(surface, LEGAL if total >= goal else (220, 160, 60), fill, border_radius=5)
        for i, line in enumerate(lines):
            text(surface, line, (bar.x, bar.bottom + lay.u(8) + i * lay.line(14)), 14, DIM_INK)
        playable = {(c.hero, c.card) for c in self.of_kind("play_feature_card")}  # type: ignore[attr-defined]
        x0 = p.x + lay.u(20) + col + lay.u(30)
        n = max(1, len(self.game.state.heroes))
        box = pygame.Rect(x0, top, p.right - lay.u(20) - x0, 0)
        # large text with the hint open: the outcomes a line each (cut), so each hero's row keeps its heading
        fold = (bottom - top - self._outcomes_h(fdef, box.width) - lay.u(12)) // n < lay.line(17) + lay.line(13)
        y = self._draw_outcomes(surface, fdef, box, fold) + (0 if fold else lay.u(12))
        row_h = min(lay.u(200), (bottom - y) // n)
        # each hero's row: the heading on the left, the draw pile and the hand to its right
        head = font(round(17 * UI_SCALE[0]), True)
        sub = font(round(13 * UI_SCALE[0]))
        head_w = max(max(head.size(self.session.hero_label(h))[0], sub.size(
            _("Health {health}/{most} · level {level}").format(health=hs.health, most=hs.max_health, level=hs.level)
            + " · " + self._played_of(0, limit))[0])
            for h, hs in enumerate(self.game.state.hero_states)) + lay.t(22) + lay.u(12)
        head_w = min(head_w, (p.right - lay.u(20) - x0) * 2 // 3)  # large text: the headings leave the cards room
        cards_x = x0 + head_w
        label_h = lay.line(12) + lay.u(4)
        most = max(len(hs.hand) + (len(step.played[h]) if h < len(step.played) else 0) + 1
                   for h, hs in enumerate(self.game.state.hero_states))
        gap = lay.u(6)
        hand_w = max(lay.u(20), min(int((row_h - label_h - lay.u(6)) / 1.4), lay.u(62),
                                    (p.right - lay.u(20) - cards_x - lay.u(40)) // most - gap))
        for h, hs in enumerate(self.game.state.hero_states):
            played = step.played[h] if h < len(step.played) else []
            extra, head_room = self._played_of(len(played), limit), head_w - lay.u(12)
            # a row shorter than the heading's lines (large text, the hint open): the name alone
            self.hero_heading(surface, h, (x0, y), extra, width=head_room,
                              facts_shown=self.heading_h(h, extra, head_room) <= row_h)
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
            y += row_h

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

    def _outcomes_h(self, fdef: Any, width: int) -> int:
        """The height of the outcomes drawn in full in `width`."""
        f = font(round(15 * UI_SCALE[0]))
        return sum(len(lines) * f.get_linesize() + self.lay.u(4) for _label, lines in self._outcome_rows(fdef, width))

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
