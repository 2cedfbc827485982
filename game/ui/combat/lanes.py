"""The words at the head of a hero's lane on the combat table: whom the lane faces (fullest first,
the fewest words last, for `fit_first`) and its status."""

from __future__ import annotations

from typing import Any

from game.i18n import _, ngettext
from game.rules import foe_name, named


def versus_choices(game: Any, c: Any, front: Any, numbered: bool) -> list[str]:
    """The lane's "vs ..." line and its shorter forms: a narrow lane (three heroes at a large text size)
    names its foe by card number, or not at all where one card faces every lane (its card is beside
    them); the monster Power Cards set aside in the fewest words last ("" where there are none)."""
    foe = c.foes[front.foe]
    card = game.content.monsters.monsters.get(foe.card)
    versus = ((_("Card {n}: ").format(n=front.foe + 1) if numbered else "")  # "vs" takes the accusative
              + named(foe_name(game, foe), foe.card, card.count if card else 1).accusative)
    n_aside = len(front.set_aside)
    tail = (ngettext(" · {n} monster Power Card set aside", " · {n} monster Power Cards set aside",
                     n_aside).format(n=n_aside) if n_aside else "")
    # i18n: the fewest words for a lane's monster Power Cards set aside (a narrow lane at a large text size)
    least = ngettext("{n} set aside", "{n} set aside", n_aside).format(n=n_aside) if n_aside else ""
    shorter = ([_("vs Card {n}").format(n=front.foe + 1) + tail] if numbered else []) \
        + [tail.removeprefix(" · "), least]
    return [_("vs {foe}").format(foe=versus) + tail, *shorter]


def lane_status(front: Any, before: bool) -> str:
    """A lane's status: ready, the pair it resolves, or the last round's."""
    status = _("ready") if front.hero_done else ""
    if front.chosen is not None:
        status = (_("resolved pair {n}") if before else _("resolves pair {n}")).format(n=front.chosen + 1)
    if before:
        status = _("last round · {status}").format(status=status) if status else _("last round")
    return status
