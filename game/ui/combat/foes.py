"""The combat table's foes: Monster Cards side by side with their health tokens and bars (or the Final
Entity as one creature), the markers of the heroes facing each, and each Monster Action Deck with
its discard pile."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import N_, _, content_text, pgettext
from game.rules import foe_name, monster_def, next_monster_cards

from .. import card_art, final_entity_art
from ..look import DIM_INK, GOLD, HERO_COLOURS, HERO_SHAPES, INK, UI_SCALE, draw_shape, font, notched, paint, text
from .drawing import TableDrawing, fit, fit_first, fit_lines

DECK_WORDS = {"light": N_("I · Light"), "medium": N_("II · Medium"), "heavy": N_("III · Heavy")}  # shown with _()
DECK_NUMERALS = {"light": "I", "medium": "II", "heavy": "III"}  # the same decks by their numerals alone



def monster_card_scale(ui: float) -> float:
    """How much larger the table's Monster Cards are at UI scale `ui` (their text is sized by their
    width): most of the UI scale, the fronts beside them keeping their room."""
    return max(1.0, min(1.3, 1 + (ui - 1) * 0.6))


def value_words(value: str) -> str:
    """An Action Card's value as a line names it: its number, or "Power" in the player's language."""
    return _("Power") if value == "Power" else value


def chip_words(value: str) -> str:
    """An Action Card's value on its small chip: its number, or the Power Card's letter ("P", "K")."""
    return pgettext("power card chip", "P") if value == "Power" else value

class FoeColumn(TableDrawing):
    """Drawing of the foes' side of the table (a part of CombatView)."""

    def _draw_foe_column(self, surface: pygame.Surface, c: Any, top: int, bottom: int) -> int:
        """Monster Cards side by side on the left, each with its health tokens (one per individual) and
        health bar, a number and the markers of the heroes facing it when there are two; then each
        monster deck. Returns the column's right edge."""
        k = self.L.k
        n = len(c.foes)
        # the card (and so its text) grows with the UI scale too (issue 39: ~7 px text at 150 %)
        width = int((170 if n == 1 else 124) * k * monster_card_scale(self.L.ui))
        x = 20
        card_bottom = top
        numbered = n > 1
        label_h = self.L.px(20) if numbered else 0
        for i, foe in enumerate(c.foes):
            m = monster_def(self.game, foe)
            if m is None:
                continue
            img = card_art.monster_card(m, len(self.game.state.heroes), self.game.state.ecology, width,
                                        alive=len(foe.alive()), content=self.game.content)
            rows = -(-len(foe.max_health) // max(1, (width - 4) // self._token_step()))
            room = self.column_floor(bottom) - top - label_h - (8 + self.L.px(8) + self._token_step() * rows + 10)
            if img.get_height() > room > 0:  # a short stage (the replay's fight at 200 %): a smaller card, its
                width = max(60, width * room // img.get_height())  # health bar and tokens above the stage's foot
                img = card_art.monster_card(m, len(self.game.state.heroes), self.game.state.ecology, width,
                                            alive=len(foe.alive()), content=self.game.content)
            rect = img.get_rect(topleft=(x + self.motion.shake(("foe", i)), top + label_h))
            surface.blit(img, rect)
            self.spots.append((rect, ("monster", m.id)))
            self.foe_rects[i] = rect
            if numbered:
                label = text(surface, _("Card {n}").format(n=i + 1), (rect.x + 2, top - 2), self.fs(13), GOLD,
                             bold=True)
                self._draw_foe_heroes(surface, c, i, (label.right + 14, label.centery - 12))
            below = self._health_bar(surface, ("foe", i, 0), sum(foe.health), sum(foe.max_health),
                                     pygame.Rect(rect.x, rect.bottom + 4, rect.width, self.L.px(8)))
            rows = self._tokens(surface, i, foe.health, foe.max_health, pygame.Rect(rect.x, below + 4, rect.width, 0))
            if foe.defeated:
                self._cross(surface, rect)
            card_bottom = max(card_bottom, below + 10 + self._token_step() * rows)
            x = rect.right + 10
        right = max(x - 10, 20 + int(200 * k))
        y = card_bottom + 6
        for deck in dict.fromkeys(foe.deck for foe in c.foes):  # one panel per deck in play
            powered = any(foe.powered for foe in c.foes if foe.deck == deck)
            y = self._draw_deck(surface, deck, pygame.Rect(20, y, right - 20, max(0, bottom - y)), powered) + 8
        return right

    def _health_bar(self, surface: pygame.Surface, key: tuple[str, int, int], now: int, full: int,
                    bar: pygame.Rect) -> int:
        """A bar that slides to the new health when damage lands. Returns its bottom."""
        shown = self.motion.bar(key, now)
        pygame.draw.rect(surface, (70, 30, 30), bar, border_radius=4)
        fill = bar.copy()
        fill.width = int(bar.width * max(0.0, shown) / max(1, full))
        pygame.draw.rect(surface, (200, 70, 80), fill, border_radius=4)
        if shown > now + 0.01:  # the part just lost, fading
            lost = bar.copy()
            lost.x = bar.x + int(bar.width * now / max(1, full))
            lost.width = fill.right - lost.x
            pygame.draw.rect(surface, (250, 200, 120), lost, border_radius=4)
        notched(surface, bar, now, full)  # the points as notches and the lost part hatched: not by colour alone
        return bar.bottom

    def _draw_entity(self, surface: pygame.Surface, c: Any, top: int) -> int:
        """THE FINAL ENTITY: one creature of Head I, Head II, Body and Tail every hero faces, each part
        with its health and armor; its monster deck beside it. Returns the bottom."""
        k = self.L.k
        foe = next(f for f in c.foes if f.parts)
        fi = c.foes.index(foe)
        deck_w = int(230 * k)
        x = 20
        name = content_text(foe_name(self.game, foe))  # what wins the fight kept where the line is short
        fit_first(surface, [_("{name} — one enemy all heroes face: defeat both Heads, or a Head and the Body").format(
            name=name), _("{name}: defeat both Heads, or a Head and the Body").format(name=name), name],
            (x, top - 2), self.fs(14), (230, 170, 200), self.L.table.width - 40, bold=True)
        below = top + self.lh(14, True) + 2
        # the creature as tall as leaves the heroes' rows room for two cards and the pill between
        lanes_need = 2 * (6 + self.lh(15, True) + self.lh(13)) + 4 + self.lh(12, True) + self.lh(11) + 8 + 2 * 70
        if foe.powered:  # the deck's "its power is used this round" line may reach below the creature
            lanes_need += self.lh(12) + 4
        room = self.banner_top() - below - lanes_need - 14
        view = final_entity_art.entity_view(final_entity_art.part_states(self.game, foe),
                                            max(92, min(int(240 * k), room)))
        rect = surface.blit(view.surface, (x + self.motion.shake(("foe", fi)), below))
        self.foe_rects[fi] = rect
        for r, pid in view.spots:
            spot = r.move(rect.topleft)
            self.spots.append((spot, ("monster", pid)))
            if pid in foe.parts:
                self.token_points[(fi, foe.parts.index(pid))] = spot.center
        bottom, x = rect.bottom + 8, max(rect.right, self.L.table.width - deck_w - 40)
        deck_area = pygame.Rect(x + 12, below, deck_w, bottom - below)
        deck_bottom = self._draw_deck(surface, foe.deck, deck_area, foe.powered)
        return max(bottom, deck_bottom + 4)  # the heroes' rows start below the creature and its deck

    def column_floor(self, bottom: int) -> int:
        """How low a Monster Card, its health bar and tokens may reach: above the hand's banner."""
        return bottom

    def _draw_foe_heroes(self, surface: pygame.Surface, c: Any, foe_i: int, at: tuple[int, int]) -> None:
        """Markers of the heroes fighting this Monster Card (so two Monster Cards read clearly)."""
        heroes = [h for h, foes in enumerate(c.facing) if foe_i in foes]
        x = at[0]
        for h in heroes:
            hid = self.game.state.heroes[h]
            colour = HERO_COLOURS.get(hid, GOLD)
            pygame.draw.circle(surface, (20, 16, 12), (x, at[1] + 12), 11)
            draw_shape(surface, HERO_SHAPES.get(hid, "circle"), colour, (x, at[1] + 12), 8)
            x += 22

    def _cross(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 130))
        surface.blit(veil, rect)
        fit(surface, _("DEFEATED"), rect.center, self.fs(15), (250, 120, 100), rect.width - 8, bold=True,
            anchor="center")

    def _draw_deck(self, surface: pygame.Surface, deck: str, area: pygame.Rect, powered: bool) -> int:
        """A Monster Action Deck, open information: the number left to draw and the whole discard pile
        (newest first). Returns the bottom of what was drawn."""
        pile = (getattr(self.game.state, "monster_decks", {}) or {}).get(deck)
        if pile is None:
            return area.y
        k = self.L.k
        x, y = area.topleft
        # the pile's back as wide as "to draw" under it at its least size (200 % text: "zu…")
        least = font(round(max(8, int(self.fs(11) * 0.7)) * UI_SCALE[0])).size(_("to draw"))[0]
        back = card_art.card_back(max(int(44 * k), least - 14), (60, 40, 44))
        shown = next_monster_cards(self.game).get(deck)  # house rule "open Monster deck": its top card
        if area.height < self.lh(14, True) + back.get_height() + self.lh(11) + 6:  # no room: a line or two
            if area.height >= self.lh(13):
                nxt = _(", next {value}").format(value=value_words(self._value(shown))) if shown else ""
                # in words, on as many lines as the room holds (200 % text: "Deck III · Heavy: 15…"), the
                # deck by its numeral alone where its name leaves no room
                numeral = DECK_NUMERALS.get(deck, deck)
                r = fit_lines(surface, [_("Deck {deck}: {draw} to draw{next}, {discard} discarded").format(
                    deck=name, draw=len(pile.draw), next=nxt, discard=len(pile.discard))
                    for name in (_(DECK_WORDS.get(deck, deck)), numeral)]
                    # the fewest words, on one line: the cards left to draw, the discards left out
                    + [_("Deck {deck}: {draw} to draw").format(deck=numeral, draw=len(pile.draw)),
                       # i18n: the Monster deck's cards left to draw, in the fewest words ("Deck III: 16")
                       _("Deck {deck}: {draw}").format(deck=numeral, draw=len(pile.draw))],
                    area, self.fs(13), card_art.DECK_COLOURS.get(deck, INK))
                self.deck_spots[deck] = r.center
                return r.bottom
            return y
        fit_first(surface, [_("Monster deck {deck}").format(deck=name) for name in (
            _(DECK_WORDS.get(deck, deck)), DECK_NUMERALS.get(deck, deck))], (x, y), self.fs(14),
            card_art.DECK_COLOURS.get(deck, INK), area.width, bold=True)
        r = surface.blit(back, (x, y + self.lh(14, True) + 2))
        self.deck_spots[deck] = r.center
        text(surface, str(len(pile.draw)), r.center, self.fs(18), INK, bold=True, anchor="center")
        fit(surface, _("to draw"), (r.centerx, r.bottom + 1), self.fs(11), DIM_INK, r.width + 16,
            anchor="midtop")
        if shown:  # the open top card, face up on the pile's corner (hover: the card)
            value = self._value(shown)
            chip = pygame.Rect(0, 0, max(int(20 * k), self.lh(12, True)), max(int(20 * k), self.lh(12, True)))
            chip.center = r.topright
            pygame.draw.rect(surface, paint("power_chip") if value == "Power" else (226, 210, 178), chip,
                             border_radius=4)
            pygame.draw.rect(surface, (250, 220, 120), chip, 2, border_radius=4)
            text(surface, chip_words(value), chip.center, self.fs(12), (40, 30, 22), bold=True,
                 anchor="center", shadow=False)
            self.spots.append((chip.copy(), ("action", shown)))
        dx = r.right + 10
        fit(surface, _("discard pile ({n})").format(n=len(pile.discard)), (dx, r.y), self.fs(12), DIM_INK,
            area.right - dx)
        cx, cy = dx, r.y + self.lh(12) + 2
        side = max(int(22 * k), self.lh(12, True) + 2)
        chip = pygame.Rect(0, 0, side, side)
        bottom = r.bottom + self.lh(11) + 2
        for card in reversed(pile.discard):  # newest first
            if cx + chip.width > area.right:
                cx, cy = dx, cy + chip.height + 3
                if cy + chip.height > area.bottom:
                    break  # the count above says how many there are
            chip.topleft = (cx, cy)
            value = self._value(card)
            power = value == "Power"
            pygame.draw.rect(surface, paint("power_chip") if power else (226, 210, 178), chip, border_radius=4)
            pygame.draw.rect(surface, card_art.DECK_COLOURS.get(deck, INK), chip, 1, border_radius=4)
            text(surface, chip_words(value), chip.center, self.fs(12), INK if power else (40, 30, 22),
                 bold=True, anchor="center", shadow=False)
            self.spots.append((chip.copy(), ("action", card)))
            bottom = max(bottom, chip.bottom)
            cx += chip.width + 3
        if not pile.discard:
            text(surface, _("empty"), (dx, cy), self.fs(12), DIM_INK)
        if powered:
            fit(surface, _("its power is used this round"), (x, bottom + 4), self.fs(12), (200, 150, 240), area.width)
            bottom += self.lh(12) + 4
        return bottom

    def _token_step(self) -> int:
        """A health token's width and gap: a two-digit health's number inside its disc at any text size
        (at 200 % the number was wider than the disc, over its rim and the health bar above)."""
        return max(self.L.px(28), font(round(self.fs(13) * UI_SCALE[0]), True).size("88")[0] + 10)

    def _tokens(self, surface: pygame.Surface, foe_i: int, health: list[int], max_health: list[int],
                under: pygame.Rect) -> int:
        """One health token per individual: purple discs with the health left (x when dead; a token
        fades out as its individual dies). Returns the rows drawn."""
        step = self._token_step()
        radius = step // 2 - 1
        per_row = max(1, (under.width - 4) // step)
        for i, hp in enumerate(health[:len(max_health)]):
            centre = (under.x + radius + 1 + (i % per_row) * step, under.y + radius + (i // per_row) * step)
            self.token_points[(foe_i, i)] = centre
            alive = hp > 0
            pygame.draw.circle(surface, (120, 60, 160) if alive else (60, 50, 60), centre, radius)
            pygame.draw.circle(surface, (230, 200, 250), centre, radius, 2)
            text(surface, str(hp) if alive else "x", centre, self.fs(13), INK, bold=True, anchor="center")
            fade = self.motion.fade((foe_i, i))
            if fade > 0:  # the token of an individual just killed, shrinking away
                ghost = pygame.Surface((2 * radius + 2, 2 * radius + 2), pygame.SRCALPHA)
                pygame.draw.circle(ghost, (200, 80, 120, int(220 * fade)), (radius + 1, radius + 1),
                                   max(2, int(radius * (0.4 + 0.6 * fade))))
                surface.blit(ghost, (centre[0] - radius - 1, centre[1] - radius - 1))
        return (len(max_health) + per_row - 1) // per_row
