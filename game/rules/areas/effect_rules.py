"""How the effect vocabulary (effects.py) is carried out: the handlers and checks registered.

A rule area registers how it carries out an op (`@handles("damage")` in combat, "unlock" or "heal"
outside it; registry.py holds the tables, one handler per op). `run_effects` refuses (RuleViolation)
an op nobody can carry out now.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _
from game.rules.core.effects import STATIC_OPS, Damage, Effect
from game.rules.core.errors import RuleViolation
from game.rules.protocol import RulesGame
from game.rules.registry import EFFECT_CHECK_SHAPES as CHECK_SHAPES
from game.rules.registry import EFFECT_CHECKS as CHECKS
from game.rules.registry import EFFECT_HANDLERS as HANDLERS
from game.rules.registry import CheckShape, EffectCheck, EffectHandler, handles

__all__ = ["CHECKS", "CHECK_SHAPES", "HANDLERS", "CheckShape", "EffectCheck", "EffectContext", "EffectHandler",
           "effects_problem", "handles", "hero_effects_plan", "run_effects"]


@dataclass
class EffectContext:
    """Who uses the effects and what they chose.

    `user` is ("hero", hero index) or ("foe", foe index); `front` the engagement (a hero facing
    one monster card) it is used in; `pair` a chosen Combat Pair slot; `target` a chosen individual
    monster (or Final Entity part); `card` a chosen card (Retrieve).
    """

    user: tuple[str, int]
    front: int | None = None
    pair: int | None = None
    target: int | None = None
    card: str | None = None
    source: str = ""


def effects_problem(game: RulesGame, effects: list[Effect], ctx: EffectContext) -> str | None:
    """Why these effects cannot be carried out now; None if they can."""
    for e in effects:
        if e.op in STATIC_OPS:
            continue
        if e.op not in HANDLERS:
            return _("That cannot be done here ({what}).").format(what=e.op.replace("_", " "))
        check = CHECKS.get(e.op)
        problem = check(game, e, ctx) if check else None
        if problem:
            return problem
    return None


def run_effects(game: RulesGame, effects: list[Effect], ctx: EffectContext) -> None:
    """Carry out effects in order (each handler emits its own events)."""
    problem = effects_problem(game, effects, ctx)
    if problem:
        raise RuleViolation(problem)
    for e in effects:
        if e.op not in STATIC_OPS:
            HANDLERS[e.op](game, e, ctx)


def hero_effects_plan(effects: list[Effect]) -> tuple[bool, bool, bool] | None:
    """What `effects_problem` asks of a hero's ability used on one of its fronts in the fight:
    (fine whatever is named, needs two played cards, needs the named card in the discard pile).
    None when some check reads more than that (then each choice must be checked in full)."""
    fine, two, card = True, False, False
    for e in effects:
        op = e.op
        if op in STATIC_OPS:
            continue
        if op not in HANDLERS:
            fine = False
            continue
        if op not in CHECKS:
            continue
        shape = CHECK_SHAPES[op]
        if shape == "any":
            continue
        if shape == "opponent":
            assert isinstance(e, Damage)
            if e.to not in ("opponent", "opponents"):
                fine = False
        elif shape == "two":
            two = True
        elif shape == "card":
            card = True
        else:
            return None
    return fine, two, card
