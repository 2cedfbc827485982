"""A Legendary Location: its chain of cards laid side by side in the order drawn, what they did, and
the current card's choice."""

from __future__ import annotations

import pygame

from game.i18n import N_, _, ngettext
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
    title = N_("Legendary Location")  # shown with _()
    step_type = LegendaryStep
    handled = frozenset({"choose_location_option", "continue_location"})
    window_scaled = True

    def chain(self) -> tuple[str, list[str]]:
        """The location's name and the cards drawn there so far (read from the event log)."""
        step = self.step
        name = _("Legendary Location")
        cards: list[str] = []
        for e in self.game.events:
            if e.kind == "legendary_entered" and getattr(e, "element", None) == step.element:
                name, cards = e.location, []  # type: ignore[attr-defined]
            elif e.kind == "location_card_drawn":
                cards.append(e.card)  # type: ignore[attr-defined]
        return name, cards

    def deciding_hero(self) -> int | None:
        return None

    INTRO = N_("The heroes cannot move on until every card of the location is Resolved or Defeated. "
               "Each card joins the XP pool.")  # shown with _()

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
                said, hurt = lines.setdefault(name, ([], False))
                said += [(_("{hero} loses {n} Health") if e.kind == "heroes_hurt" else _("{hero} gains {n} Health"))
                         .format(hero=proper_name(self.game, h), n=n)
                         for h, n in enumerate(e.amounts) if n]  # type: ignore[attr-defined]
                lines[name] = (said, hurt or e.kind == "heroes_hurt")
            elif e.kind == "keys_changed" and getattr(e, "cause", "") == name:
                n = e.amount  # type: ignore[attr-defined]
                said, hurt = lines.setdefault(name, ([], False))
                said.append((ngettext("the heroes gain {n} Key", "the heroes gain {n} Keys", n) if n > 0 else
                             ngettext("the heroes lose {n} Key", "the heroes lose {n} Keys", -n)).format(n=abs(n)))
        return [(_("{card}: {effects}.").format(card=card, effects=", ".join(said)), HURT if hurt else LEGAL)
                for card, (said, hurt) in lines.items() if said]

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
            words = (_("{number}. {option}  (next: a card marked {mark})") if opt.next
                     else _("{number}. {option}  (the location ends)"))
            out.append((words.format(number=cmd.option + 1, option=opt.label, mark=opt.next),  # type: ignore[attr-defined]
                        cmd))
        for cmd in self.of_kind("continue_location"):
            out.append((_("Draw the next card (marked {mark})").format(mark=step.next) if step.next
                        else _("Leave the Legendary Location"), cmd))
        return out

    def _geometry(self) -> tuple[int, int, int]:
        """(the cards' top, their width, the first button's top)."""
        p, lay = self.panel, self.lay
        top = self.write(None, _(self.INTRO), (p.x + lay.u(20), self.body_top()), 14, DIM_INK,
                         p.width - 2 * lay.u(20)) + lay.u(8)
        buttons = len(self._labels()) * (self.row_h() + lay.u(6))
        effects = len(self._effect_lines()) * lay.line(14)
        room = self.refusal_y() - lay.u(6) - buttons - lay.u(16) - lay.line(12) - effects - top
        card_w = max(lay.u(50), min(lay.u(170), int(room / 1.4)))
        return top, card_w, top + int(card_w * 1.4) + lay.line(12) + effects + lay.u(16)

    def title_words(self) -> str:
        return self.chain()[0] if self.step is not None else _(self.title)

    def body(self) -> None:
        p, lay = self.panel, self.lay
        y = self._geometry()[2]
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
        cards = self.chain()[1]
        self.write(surface, _(self.INTRO), (p.x + lay.u(20), self.body_top()), 14, DIM_INK, p.width - 2 * lay.u(20))
        top, card_w = self._geometry()[:2]
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
            text(surface, _("(+{n} earlier)").format(n=len(cards) - room), (p.x + lay.u(20), y), 12, DIM_INK)
        y += lay.line(12)
        for line, colour in self._effect_lines():  # what the cards did: Health lost or gained, Keys
            text(surface, line, (p.x + lay.u(20), y), 14, colour, bold=True)
            y += lay.line(14)
