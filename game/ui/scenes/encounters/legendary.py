"""A Legendary Location: its chain of cards laid side by side in the order drawn, what they did, and
the current card's choice."""

from __future__ import annotations

import pygame

from game.rules import (
    Command,
    LegendaryStep,
)

from ... import card_art
from ...dialog import StepDialog
from ...labels import proper_name
from ...look import DIM_INK, GOLD, LEGAL, UI_SCALE, font, text

HURT = (255, 150, 130)  # Health a Legendary Location's card cost


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
