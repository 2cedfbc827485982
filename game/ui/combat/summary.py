"""The end-of-fight summary: who won, damage dealt and taken per hero, cards and powers used, XP
gained. Worked out from the log of the fight (its events), so it is the same for a loaded game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.i18n import _, ngettext
from game.rules import ability_name, first_name, foe_name, the

from .. import actions
from ..look import DIM_INK, GOLD, HERO_COLOURS, INK, paint, text


@dataclass
class HeroLine:
    name: str
    hero_id: str
    dealt: int = 0
    taken: int = 0
    healed: int = 0
    cards: int = 0
    powers: int = 0  # Stored Power Cards spent
    abilities: list[str] = field(default_factory=list)


@dataclass
class FightSummary:
    title: str
    won: bool
    rounds: int
    heroes: list[HeroLine]
    xp: int
    loot: list[str]  # what joins the XP pool (monster cards) and what else the fight brought


def summarise(game: Any) -> FightSummary | None:
    """The last fight in the log (None if there was none)."""
    events = game.events
    start = next((i for i in range(len(events) - 1, -1, -1) if events[i].kind == "combat_started"), None)
    if start is None:
        return None
    began = events[start]
    names = [the(foe_name(game, f), f.card) for f in began.foes]  # in the current language
    title = {"final_entity": _("The Final Entity"), "stair_guardian": _("The Stair Guardian")}.get(began.combat, "")
    together = _(" and ").join(names)
    title = f"{title}: {together}" if title else together[:1].upper() + together[1:]  # a line of its own
    states = game.state.hero_states
    heroes = [HeroLine(first_name(game, h), states[h].hero) for h in range(len(states))]
    rounds, won, xp, loot = 0, False, 0, []
    for e in events[start:]:
        k = e.kind
        if k == "round_started":
            rounds = e.round
        elif k == "damage_dealt":
            if e.to == "foe" and e.by is not None and e.by < len(heroes):
                heroes[e.by].dealt += e.amount
            elif e.to == "hero" and e.hero is not None and e.hero < len(heroes):
                heroes[e.hero].taken += e.amount
        elif k == "healed" and e.to == "hero" and e.hero is not None and e.hero < len(heroes):
            heroes[e.hero].healed += e.amount
        elif k == "cards_played" and e.hero < len(heroes):
            heroes[e.hero].cards += len(e.cards)
        elif k == "ability_activated" and e.hero < len(heroes):
            heroes[e.hero].powers += len(e.spent)
            heroes[e.hero].abilities.append(ability_name(game, e.ability))
        elif k == "combat_won":
            won = True
            for card in e.xp:
                m = game.content.monsters.monsters.get(card)
                if m is not None:
                    xp += m.xp
                    loot.append(_("{name} ({n} XP)").format(name=m.name, n=m.xp))
        elif k in ("item_gained",) and won:
            item = game.content.items.get(getattr(e, "item", ""), None) if hasattr(game.content, "items") else None
            loot.append(getattr(item, "name", None) or _("an Item"))
        elif k == "game_lost":
            won = False
    return FightSummary(title, won, rounds, heroes, xp, loot)


def summary_lines(s: FightSummary) -> list[tuple[str, tuple[int, int, int], bool]]:
    """The panel's lines: (words, colour, bold)."""
    out: list[tuple[str, tuple[int, int, int], bool]] = [
        (_("Victory!") if s.won else _("Defeat"), GOLD if s.won else (240, 110, 100), True),
        (s.title + " — " + ngettext("{n} round", "{n} rounds", s.rounds).format(n=s.rounds), INK, False)]
    for h in s.heroes:
        used = f" · {', '.join(dict.fromkeys(h.abilities))}" if h.abilities else ""
        out.append((_("{name}: dealt {dealt}, took {taken}").format(name=h.name, dealt=h.dealt, taken=h.taken)
                    + (_(", healed {n}").format(n=h.healed) if h.healed else ""),
                    HERO_COLOURS.get(h.hero_id, GOLD), True))
        out.append((ngettext("{n} card played", "{n} cards played", h.cards).format(n=h.cards) + " · "
                    + ngettext("{n} Power Card spent", "{n} Power Cards spent", h.powers).format(n=h.powers) + used,
                    DIM_INK, False))
    if s.won:
        out.append((_("XP gained: {n}").format(n=s.xp) + (f" — {', '.join(s.loot)}" if s.loot else ""), INK, False))
    out.append((_("Click anywhere or press {key} to go on").format(key=actions.key_for("confirm")), DIM_INK, False))
    return out


def draw_summary(surface: pygame.Surface, s: FightSummary, area: pygame.Rect) -> pygame.Rect:
    """The panel, centred in `area`, every line shrunk to fit its width. Returns the panel's rect.
    Sizes are of the 1280x720 design: look's text scale (the window's and the player's) grows them."""
    from ..look import UI_SCALE, font
    lines = summary_lines(s)
    base = [22 if i == 0 else 15 for i in range(len(lines))]
    width = min(area.width - 40, int(620 * UI_SCALE[0]))
    sizes = []
    for (words, _colour, bold), size in zip(lines, base, strict=True):
        while size > 9 and font(round(size * UI_SCALE[0]), bold).size(words)[0] > width - 40:
            size -= 1
        sizes.append(size)
    heights = [font(round(sz * UI_SCALE[0]), b).get_linesize() + 4 for sz, (_, _, b) in zip(sizes, lines, strict=True)]
    panel = pygame.Rect(0, 0, width, sum(heights) + 36)
    panel.center = area.center
    shade = pygame.Surface(panel.size, pygame.SRCALPHA)
    shade.fill(paint("summary"))
    surface.blit(shade, panel)
    pygame.draw.rect(surface, GOLD if s.won else (170, 70, 60), panel, 3, border_radius=12)
    y = panel.y + 18
    for (words, colour, bold), size, hgt in zip(lines, sizes, heights, strict=True):
        text(surface, words, (panel.centerx, y), size, colour, bold=bold, anchor="midtop")
        y += hgt
    return panel
