"""Damage (step 5) and the end of the round and of the fight: wounds to foes and heroes, defeats,
and what a won fight brings (COMBAT_WON_HOOKS)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, NamedTuple

from game.i18n import N_
from game.rules.areas.combat.events import (
    CombatWon,
    DamageDealt,
    FoeDefeated,
    GameWon,
    PendingDamage,
    ReturnDamageChoice,
    RoundEnded,
)
from game.rules.areas.combat.rounds import begin_round, check_heroes_alive
from game.rules.areas.combat.table import (
    combat_of,
    foe_abilities,
    foe_armor,
    foe_bonus,
    foe_is_beaten,
    monster_def,
    over,
    pair_kind,
    value,
)
from game.rules.areas.effect_rules import EffectContext, run_effects
from game.rules.areas.heroes import hero_armor, hero_bonus_damage
from game.rules.registry import COMBAT_WON_HOOKS

if TYPE_CHECKING:
    from collections.abc import Sequence

    from game.rules.protocol import RulesGame


# what other areas do after a won fight (e.g. the stairs area levels the heroes up)


def deal_to_foe(game: RulesGame, hero: int, foe_i: int, individual: int, amount: int, cause: str,
                ignore_armor: bool = False, excess: int | None = None) -> dict[int, int]:
    """Apply one hero's damage to one individual (armor first); a Horde's excess carries on, first
    to the individual the players chose (`excess`), then to the weakest living one.

    Returns damage dealt per individual.
    """
    c = combat_of(game)
    foe = c.foes[foe_i]
    if not ignore_armor and not c.ignore_armor[hero]:
        amount = max(0, amount - foe_armor(game, foe, individual))
    dealt: dict[int, int] = {}
    m = monster_def(game, foe)
    while amount > 0 and foe.health[individual] > 0:
        take = min(amount, foe.health[individual])
        game.emit(DamageDealt(to="foe", foe=foe_i, individual=individual, amount=take, cause=cause, by=hero))
        dealt[individual] = dealt.get(individual, 0) + take
        amount -= take
        # "If an Individual Monster within a set of Horde Type Monsters is killed, any excess damage
        # may be applied to any other Individual Monster in that Horde" — to the one the players
        # chose, else (or once it is dead too) to the weakest, to kill most.
        if not (m and m.type == "horde" and amount > 0):
            break
        alive = foe.alive()
        if not alive:
            break
        if excess is not None and excess in alive:
            individual, excess = excess, None
        else:
            individual = min(alive, key=lambda i: (foe.health[i], i))
    return dealt


class _Damage(NamedTuple):
    """A PendingDamage while Step 5 works it out (a plain tuple; a model only in the event)."""

    hero: int
    foe: int
    amount: int
    kind: Literal["direct", "return"]


def resolve_damage(game: RulesGame) -> None:
    """Step 5: heroes' damage first (to learn who killed what), then the monsters' damage."""
    c = combat_of(game)
    contributions: dict[tuple[int, int], dict[int, int]] = {}
    start = {(fi, i): h for fi, foe in enumerate(c.foes) for i, h in enumerate(foe.health)}
    pending: list[_Damage] = []
    for front in c.fronts:
        foe = c.foes[front.foe]
        if foe.defeated or front.chosen is None or front.ignored:
            continue
        slot = front.slots[front.chosen]
        kind = pair_kind(slot)
        hv, mv = value(slot.hero, slot.hero_mod), value(slot.monster, slot.monster_mod)
        if kind == "hero":
            to_foe, cause = hv + hero_bonus_damage(game, front.hero), "direct"
            pending.append(_Damage(front.hero, front.foe, hv - mv, "return"))
        elif kind == "monster":
            to_foe, cause = mv - hv, "return"
            pending.append(_Damage(front.hero, front.foe, mv + foe_bonus(game, foe), "direct"))
        else:
            continue
        target = front.target if front.target is not None else 0
        if foe.health[target] <= 0:
            alive = foe.alive()
            if not alive:
                continue
            target = alive[0]
        # "All Heroes perform each Step simultaneously": a hero's whole damage to its target counts,
        # even when a hero seated before took some of the target's health first
        whole = to_foe if c.ignore_armor[front.hero] else max(0, to_foe - foe_armor(game, foe, target))
        for ind, amount in deal_to_foe(game, front.hero, front.foe, target, to_foe, cause,
                                       excess=front.excess).items():
            per = contributions.setdefault((front.foe, ind), {})
            per[front.hero] = per.get(front.hero, 0) + (max(amount, whole) if ind == target else amount)
    avoid_all = False
    candidates: list[tuple[int, ...]] = []
    for (fi, ind), per in contributions.items():
        if c.foes[fi].health[ind] > 0 or start[(fi, ind)] <= 0:
            continue
        # "killed the Monster just by applying their own Damage": judged against its health at the
        # start of Step 5, whatever the seating
        solo = [h for h, amount in per.items() if amount >= start[(fi, ind)]]
        if solo or len(per) == 1:
            avoid_all = True  # "ALL Heroes avoid ANY Return Damage this Round"
        else:
            candidates.append(tuple(sorted(per)))
    if candidates and not avoid_all and any(p.kind == "return" for p in pending):
        game.emit(ReturnDamageChoice(avoid_all=False, candidates=tuple(candidates), pending=tuple([
            PendingDamage(hero=p.hero, foe=p.foe, amount=p.amount, kind=p.kind) for p in pending])))
        return
    finish_damage(game, pending, avoid_all, [])


def finish_damage(game: RulesGame, pending: Sequence[PendingDamage | _Damage], avoid_all: bool,
                  avoiders: list[int]) -> None:
    for p in pending:
        if p.kind == "return" and (avoid_all or p.hero in avoiders):
            continue
        amount = max(0, p.amount - hero_armor(game, p.hero))
        if amount:
            game.emit(DamageDealt(to="hero", hero=p.hero, foe=p.foe, amount=amount, cause=p.kind))
    if check_heroes_alive(game):
        return
    end_round(game)


def mark_defeated(game: RulesGame) -> None:
    """Foes whose individuals are all dead (the Final Entity: two heads, or a head and the body)."""
    c = combat_of(game)
    for fi, foe in enumerate(c.foes):
        if not foe.defeated and foe_is_beaten(game, foe):
            game.emit(FoeDefeated(foe=fi))
            for a in foe_abilities(game, foe):
                if a.trigger == "passive" and a.timing == "on_defeat":
                    run_effects(game, a.effects, EffectContext(user=("foe", fi), source=a.name))


def end_round(game: RulesGame) -> None:
    """Step 6: discard all played cards; another round unless every foe is dead."""
    c = combat_of(game)
    mark_defeated(game)
    for fi, foe in enumerate(c.foes):
        if foe.defeated:
            continue
        for a in foe_abilities(game, foe):
            if a.trigger == "passive" and a.timing == "round_end":
                run_effects(game, a.effects, EffectContext(user=("foe", fi), source=a.name))
    game.emit(RoundEnded())
    if all(f.defeated for f in c.foes):
        end_fight(game)
    else:
        begin_round(game)


def end_fight(game: RulesGame) -> None:
    c = combat_of(game)
    if c.fronts:
        game.emit(RoundEnded())
    xp = tuple([f.card for f in c.foes if c.kind != "final_entity"])
    kind, element = c.kind, c.element
    game.emit(CombatWon(combat=kind, element=element, xp=xp))
    if kind == "final_entity":
        game.emit(GameWon(reason=N_("The Final Entity is destroyed: the heroes have won!")))
    hook = COMBAT_WON_HOOKS.get(kind)
    if hook:
        hook(game)


def after_ability_damage(game: RulesGame) -> None:
    """An ability may kill: a dead foe stops fighting at once; the last one ends the fight."""
    if over(game) or check_heroes_alive(game):
        return
    mark_defeated(game)
    c = combat_of(game)
    if all(f.defeated for f in c.foes):
        end_fight(game)


def maybe_resolve(game: RulesGame) -> None:
    c = combat_of(game)
    if all(c.finished):
        resolve_damage(game)
