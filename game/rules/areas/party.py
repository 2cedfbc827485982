"""Who may form a party: one to three heroes, each Hero Mat used once, alternates single-classed or not."""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _
from game.rules.content.library import HERO_IDS, Content
from game.rules.core.errors import quoted


def party_problem(content: Content, heroes: Sequence[str], single_class: Sequence[str] = ()) -> str | None:
    """Why this party cannot play, as a sentence; None if it can.

    "Each player selects a Hero, and places that Hero's Mat in front of them." The alternate heroes
    are printed on the back of the same mats ("double-sided Hero Mats with alternate versions of the
    Hero on the back"), so a hero and its alternate never play together.
    """
    if not 1 <= len(heroes) <= 3:
        return _("Forgotten Depths is played with one to three heroes.")
    for h in heroes:
        if h not in HERO_IDS or h not in content.heroes:
            return _("There is no hero called {name} (choose from {heroes}).").format(name=quoted(h),
                                                                                      heroes=", ".join(HERO_IDS))
    if len(set(heroes)) != len(heroes):
        return _("Each hero can join the party only once.")
    mats: dict[str, str] = {}
    for h in heroes:
        mat = content.heroes[h].classes[0]
        if mat in mats:
            a, b = content.heroes[mats[mat]], content.heroes[h]
            return _("{hero} and {other} are the two sides of one Hero Mat: only one of them can join the "
                     "party.").format(hero=a.name, other=b.name)
        mats[mat] = h
    for h in single_class:
        if h not in heroes:
            return _("{name} is not in the party, so it cannot be played single-classed.").format(name=quoted(h))
        if len(content.heroes[h].classes) < 2:
            return _("{hero} has one class already: only the alternate (multi-classed) heroes can be played "
                     "single-classed.").format(hero=content.heroes[h].name)
    return None
