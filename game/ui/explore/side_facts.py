"""What the explore screen's side panel says of the party: each hero's facts and Item and Ability
chips, the XP pool and what it buys, the dead-end risk (a mixin of ExploreView, which draws them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.rules import Command, pool_xp, reference

from .. import card_art
from ..labels import proper_name
from ..layout import Layout
from ..look import DIM_INK, INK, first_fitting, font, text

if TYPE_CHECKING:
    from game.rules import Game


class SideFacts:
    """The side panel's facts, worked out from the game and the session."""

    session: Any  # game.ui.session.Session
    game: Game
    lay: Layout
    xp_top: int
    hero_spots: list[tuple[pygame.Rect, tuple[str, str]]]
    _risk_cache: tuple[Any, tuple[int, int]]

    def legal(self) -> list[Command]:
        raise NotImplementedError  # ExploreView's

    def _fitting(self, words: str | list[str], points: int, width: int, bold: bool = False) -> str:
        """`words` (or the first of several forms, fullest first, that fits whole) to fit `width` pixels
        at `points`, the last form cut with an ellipsis where none fits (never over its neighbour)."""
        f = font(self.lay.font_size(points), bold)
        return first_fitting(words, width, lambda w: f.size(w)[0], whole_words=True)

    def _xp_line(self) -> str:
        """The party's XP pool and what it buys now (a Key, Healing), for the side panel."""
        kinds = {c.kind for c in self.legal()}
        buys = [w for k, w in (("buy_key", _("a Key")), ("buy_healing", _("Healing"))) if k in kinds]
        xp = pool_xp(self.game)
        try:
            cost = reference(self.game).key_cost
        except (AttributeError, KeyError):
            cost = 0
        if buys:  # Items may pay what the pool lacks
            either = _(" or ").join(buys)
            return _("XP {xp}: buys {what} now").format(xp=xp, what=either) if xp >= cost else \
                _("XP {xp}: Items can pay for {what} now").format(xp=xp, what=either)
        return _("XP {xp} (a Key costs {cost})").format(xp=xp, cost=cost) if cost else _("XP {xp}").format(xp=xp)

    def _draw_xp(self, surface: pygame.Surface, x: int, width: int, free_above: bool) -> pygame.Rect:
        """The XP line at `xp_top`; too wide for one line (200 % text: "XP 31: buys a Key or…"), on two,
        the first on the slot's hint line above it where that is `free_above` (no tile held), else cut."""
        words, lay = self._xp_line(), self.lay
        lines = card_art.wrap(words, font(lay.font_size(13)), width)
        if len(lines) != 2 or not free_above:
            return text(surface, self._fitting(words, 13, width), (x, self.xp_top), 13, INK)
        top = self.xp_top - lay.line(13)  # (the hint line's place, lay_out_panel's hint_top and below)
        rects = [text(surface, line, (x, top + k * lay.line(13)), 13, INK) for k, line in enumerate(lines)]
        return rects[0].union(rects[1])

    def _chip_count(self, i: int) -> int:
        """How many Items and Abilities hero `i` has (a chip each)."""
        hs_list = getattr(self.game.state, "hero_states", None) or []
        if i >= len(hs_list):
            return 0
        hs = hs_list[i]
        return len(hs.equipped) + len(hs.unequipped) + len(hs.abilities)

    def _card_chips(self, surface: pygame.Surface, i: int, x: int, row: pygame.Rect, right: int | None = None) -> None:
        """A hero's Items and Abilities as small chips (hover one for its close-up), from `right` (the
        row's right edge) leftwards; when they do not fit, the last chip says how many more."""
        hs_list = getattr(self.game.state, "hero_states", None) or []
        if i >= len(hs_list):
            return
        hs = hs_list[i]
        refs = [("item", it) for it in hs.equipped + hs.unequipped] + [("ability", a) for a in hs.abilities]
        size = self.lay.t(11)
        right = row.right - self.lay.u(6) if right is None else right
        y = row.bottom - size - self.lay.u(4)
        room = max(0, (right - x) // (size + 3))
        for n, ref in enumerate(refs):
            chip = pygame.Rect(right - (n + 1) * (size + 3) + 3, y, size, size)
            if n >= room - 1 and len(refs) > room:
                text(surface, f"+{len(refs) - n}", (chip.right, chip.centery), 11, DIM_INK, anchor="midright")
                break
            card_art.draw_chip(surface, self.game.content, ref, chip)  # the card's own pixel icon
            self.hero_spots.append((chip, ref))

    def card_spots(self) -> list[tuple[pygame.Rect, tuple[str, str]]]:
        """Cards the close-up can show: each hero's own card (by the name) and Item and Ability chips."""
        return list(getattr(self, "hero_spots", []))

    def _hero_facts(self, i: int) -> str:
        """What the state knows about a hero (grows as rule areas add health, hands, items)."""
        s = self.game.state
        facts = []
        heroes_state = getattr(s, "hero_states", None)
        if isinstance(heroes_state, list) and i < len(heroes_state):
            h = heroes_state[i]
            if getattr(h, "health", None) is not None:
                facts.append(_("HP {health}/{most}").format(health=h.health, most=getattr(h, "max_health", h.health)))
            for attr, label in (("level", _("Lv")), ("hand", _("hand")), ("stored", _("power"))):
                v = getattr(h, attr, None)
                if v is not None and (v or attr in ("level", "hand")):
                    facts.append(f"{label} {len(v) if isinstance(v, list) else v}")
            if i in getattr(s, "knocked_out", []):  # house rule: until the next Campfire rest revives them
                facts.insert(1, _("knocked out"))
        if not facts:
            facts.append(_("places tiles in turn") if len(s.heroes) > 1 else _("explores alone"))
        return " · ".join(facts)

    def _facts_fitting(self, i: int, width: int) -> str:
        """As many of a hero's facts as fit `width` whole, the first ones kept (its health, level): at
        200 % text beside the Item chips the row read "HP 19/19 · Lv 1…" (the hero's card, opened by its
        name, has them all); only a first fact too wide on its own is cut."""
        facts, f = self._hero_facts(i).split(" · "), font(self.lay.font_size(12))
        while len(facts) > 1 and f.size(" · ".join(facts))[0] > width:
            facts.pop()
        return self._fitting(" · ".join(facts), 12, width)

    def _name_beside_health(self, i: int, room: int) -> str:
        """A hero's name on a row of one line (its facts beside it): the first name alone where the
        whole name leaves no room for the health after it (at 200 % text the row read "Harrow
        Stonebrook …", the health gone)."""
        name = proper_name(self.game, i)
        health = self._hero_facts(i).split(" · ")[0] + "…"  # (cut after it: the ellipsis too)
        lay = self.lay
        need = (font(lay.font_size(12)).size(health)[0] + lay.u(14)
                + min(3, self._chip_count(i)) * (lay.t(11) + 3))
        if font(lay.font_size(15), True).size(name)[0] + need <= room:
            return name
        return name.split()[0]

    def _risk(self) -> tuple[int, int]:
        key = self.session.version
        if getattr(self, "_risk_cache", (None,))[0] != key:
            self._risk_cache = (key, self.game.tiles_that_still_fit())
        return self._risk_cache[1]
