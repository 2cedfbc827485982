"""The combat preview: what choosing a Combat Pair will deal and take, before the player commits.

The numbers are the engine's forecast (`game.rules.areas.combat.forecast`), worked out by Step 5's own
code on a scratch copy of the table: armor, bonus damage, a kill sparing Return Damage, a Horde's
excess and the other heroes' chosen pairs are all in it. The UI only draws them, remembered per
position (`Game.revision`; the forecast costs about half a millisecond).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.i18n import _
from game.rules import Forecast, forecast

if TYPE_CHECKING:
    from game.rules import Game

_CACHE: dict[tuple[int, int, int, int | None], Forecast | None] = {}


def pair_forecast(game: Game, fi: int, pair: int, target: int | None = None) -> Forecast | None:
    key = (game.revision, fi, pair, target)
    if key not in _CACHE:
        if len(_CACHE) > 400:
            _CACHE.clear()
        _CACHE[key] = forecast(game, fi, pair, target)
    return _CACHE[key]


def pair_numbers(game: Game, front: Any, slot: Any) -> tuple[str, int, int] | None:
    """(kind, damage to the monster, damage to the hero) for a pair, or None when it is not a pair yet (the
    rules' `pair_preview` is the engine's own preview of Step 5)."""
    c = game.state.combat
    if c is None:
        return None
    fi = next((i for i, f in enumerate(c.fronts) if f is front), None)
    if fi is None:
        return None
    si = next((i for i, s in enumerate(front.slots) if s is slot), None)
    if si is None:
        return None
    found = pair_forecast(game, fi, si)
    return None if found is None else (found.kind, found.deal, found.take)


def preview_parts(f: Forecast) -> list[tuple[str, str]]:
    """The pill's second line in its phrases, each with what joins it to the one before:
    [("deal 6, dies", ""), ("take 1", " · "), ("(0 if spared)", " ")] (a narrow pill gives a phrase a
    line of its own rather than cut one)."""
    deal = (_("deal {n}, {kills} die").format(n=f.deal, kills=f.kills) if f.kills > 1
            else _("deal {n}, dies").format(n=f.deal) if f.kills == 1 else _("deal {n}").format(n=f.deal))
    parts = [(deal, ""), (_("take {n}").format(n=f.take), " · ")]
    if f.take_if_chosen is not None:
        parts.append((_("({n} if spared)").format(n=f.take_if_chosen), " "))
    return parts


def preview_words(f: Forecast) -> str:
    """The pill's second line: "deal 6 · take 1", "deal 10, 2 die · take 0", "take 4 (0 if spared)".
    A kill's sparing of Return Damage is already in "take"; the log tells who was spared."""
    return "".join(joint + words for words, joint in preview_parts(f))
