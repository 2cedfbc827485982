"""The replay viewer's drawing over the map: the side panel (what is watched, the party's Keys, tiles and XP,
each hero's row) and the caption over the map's top edge."""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from game.i18n import _, ngettext
from game.rules import ecology_title, pool_xp

from ...labels import proper_name, short_name
from ...look import DIM_INK, GOLD, HERO_COLOURS, HERO_SHAPES, INK, draw_shape, ellipsized, font, ground_box, paint, text


class SideRows(NamedTuple):
    top: int  # where the heroes' rows begin
    row_h: int  # a row's height (its gap below included)
    compact: bool  # a line a hero, without the game's name, the party line or the "Heroes" heading


def side_rows(self: Any) -> SideRows:
    """Where the panel's hero rows go: under the game's name, facts, party and a heading, two lines a
    hero; where that leaves no line of the log in the stage (large text), compact (see SideRows)."""
    lay = self.lay
    full = SideRows(lay.u(6) + lay.line(18) + 3 * lay.line(13) + lay.u(12) + lay.line(16),
                    lay.line(15) + lay.line(12) + lay.u(6), False)
    heroes = len(self.game.state.heroes)
    log = lay.u(4) + lay.line(16) + lay.u(2) + lay.line(13) + self.pad  # its heading and one line
    if full.top + heroes * full.row_h + log <= self.stage.height:
        return full
    return SideRows(lay.u(6) + lay.line(18) + lay.line(13) + lay.u(8), lay.line(15) + lay.u(6), True)


def draw_side_panel(self: Any, surface: pygame.Surface) -> None:
    """The replay scene `self`'s panel: what is watched, the party's Keys, tiles and XP, and each hero."""
    s, lay = self.game.state, self.lay
    rows = side_rows(self)
    surface.fill(paint("panel"), self.side)
    pygame.draw.line(surface, paint("divider"), self.side.topleft, self.side.bottomleft, 2)
    x0, width = self.side.x + self.pad, self.side_w - 2 * self.pad
    y = lay.u(6)
    text(surface, _("Replay"), (x0, y), 18, GOLD, bold=True)
    y += lay.line(18)
    if not rows.compact:
        text(surface, self._fitting(self.replay.name or _("a saved game"), 13, width), (x0, y), 13, DIM_INK)
        y += lay.line(13) + lay.u(6)
    facts = _("Keys {keys} · map tiles left {tiles} · XP {xp}").format(keys=s.keys, tiles=len(s.tile_pile),
                                                                      xp=pool_xp(self.game))
    text(surface, self._fitting(facts, 13, width), (x0, y), 13, INK)
    y += lay.line(13)
    if not rows.compact:
        # the heroes' whole names, else their first names (the rows below name them whole)
        party = [ngettext("{n} hero: {names}", "{n} heroes: {names}", len(s.heroes)).format(
            n=len(s.heroes), names=", ".join(name(self.game, i) for i in range(len(s.heroes))))
            for name in (proper_name, short_name)]
        text(surface, self._fitting(party, 13, width), (x0, y), 13, DIM_INK)
        text(surface, _("Heroes"), (x0, rows.top - lay.line(16)), 16, GOLD, bold=True)
    for i, hs in enumerate(s.hero_states):
        row = pygame.Rect(x0, rows.top + i * rows.row_h, width, rows.row_h - lay.u(4))
        colour = HERO_COLOURS.get(hs.hero, GOLD)
        ground_box(surface, "row", row, 6)
        draw_shape(surface, HERO_SHAPES.get(hs.hero, "circle"), colour, (row.x + lay.t(14), row.centery), lay.t(8))
        left = row.x + lay.t(28)
        n = len(hs.abilities)
        if rows.compact:  # the first name, and the facts beside it
            name = text(surface, self._fitting(proper_name(self.game, i).split()[0], 15, (row.right - left) // 2,
                                               True), (left, row.y + lay.u(1)), 15, colour, bold=True)
            facts = _("{health}/{most} Health · Lv {level}").format(health=hs.health, most=hs.max_health,
                                                                      level=hs.level)
            text(surface, self._fitting(facts, 12, row.right - name.right - lay.u(14)),
                 (name.right + lay.u(8), name.bottom - lay.u(2)), 12, DIM_INK, anchor="bottomleft")
            continue
        name = text(surface, self._fitting(proper_name(self.game, i), 15, row.right - left - lay.u(6), True),
                    (left, row.y + lay.u(1)), 15, colour, bold=True)
        facts = (_("Health {health}/{most} · level {level}").format(health=hs.health, most=hs.max_health,
                                                                    level=hs.level)
                 + " · " + ngettext("{n} Ability", "{n} Abilities", n).format(n=n))
        text(surface, self._fitting(facts, 12, row.right - left - lay.u(6)), (left, name.bottom), 12,
             DIM_INK)


def draw_caption_over_map(self: Any, surface: pygame.Surface) -> None:
    """The Ecology and the outcome over the map's top edge."""
    assert self.camera is not None
    words = ecology_title(self.game.state.ecology) if self.game.state.ecology else ""
    if self.game.outcome:
        words += " — " + (_("the heroes won") if self.game.outcome == "won" else _("the heroes lost"))
    lay = self.lay
    view = self.camera.view
    f = font(lay.font_size(15), True)
    words = ellipsized(words, view.width - lay.u(40), lambda s: f.size(s)[0])
    text(surface, words, (view.centerx, lay.u(8)), 15, GOLD, bold=True, anchor="midtop")
