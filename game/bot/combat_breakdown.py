"""The bot's combat scores taken apart: the named parts whose total is combat_score (the advisor
explains the bot's choice with them)."""

from __future__ import annotations

from typing import NamedTuple

from game.rules import ActivateAbility, Game, PlayCards, ResolvePair, current_front

from .combat import Judge, combat_score
from .combat_facts import cval, slot_values


class PairScore(NamedTuple):
    """What the bot's worth of resolving one Combat Pair is made of (Judge.pair_value)."""

    kind: str  # "block", "hero hit" or "monster hit"
    dealt: int  # damage to the individual the pair's damage goes to, after its armor
    target_health: int  # that individual's health now
    kills: bool  # the damage kills it (a Hero Hit that kills takes no Return Damage)
    taken: int  # damage the hero takes, after armor
    hero_falls: bool  # ... and it is all the hero has left
    value: float  # the kill's health + 3, else dealt less the damage taken, weighted by the hero's hurt;
    #               a Block: what the hero's block ability is worth
    total: float  # combat_score: 50 + value / 100, the weakest target first


def pair_breakdown(game: Game, cmd: ResolvePair, judge: Judge | None = None) -> PairScore:
    """combat_score of a ResolvePair, with the facts it reads."""
    judge = judge or Judge(game)
    front = judge.c.fronts[cmd.front]
    hv, mv = slot_values(front.slots[cmd.pair])
    t = judge.target_of(front.foe, cmd.target)
    weight, health_h, armor_h, bonus, left, armor, foe_extra, _ = judge._facts(cmd.hero, front.foe, t)
    if hv == mv:
        kind, dealt, taken = "block", 0, 0
    elif hv > mv:  # Direct Damage to the Monster, the difference back as Return Damage
        kind, dealt = "hero hit", max(0, hv + bonus - armor)
        taken = 0 if dealt >= left else max(0, hv - mv - armor_h)
    else:  # Direct Damage to the hero, the difference back to the Monster
        kind, dealt, taken = "monster hit", max(0, mv - hv - armor), max(0, mv + foe_extra - armor_h)
    kills = kind != "block" and dealt >= left
    return PairScore(kind, dealt, left, kills, taken, taken > 0 and taken >= health_h,
                     judge.pair_value(cmd.hero, front.foe, hv, mv, t), combat_score(game, cmd, judge))


class PlayScore(NamedTuple):
    """What the bot's worth of playing Action Cards is made of (Judge.play_value)."""

    values: tuple[int, ...]  # the cards' values, lowest first
    monster_cards: int  # the monster cards still to come that the expectation runs over
    expected: float  # the pair the hero will resolve, on average: damage dealt less damage taken


def play_breakdown(game: Game, cmd: PlayCards, judge: Judge | None = None) -> PlayScore:
    judge = judge or Judge(game)
    fi = current_front(judge.c, cmd.hero)
    left = sum(judge.monster_values(judge.c.foes[judge.c.fronts[fi].foe]).values()) if fi is not None else 0
    return PlayScore(tuple(sorted(cval(x) for x in cmd.cards)), left, judge.play_value(cmd))


class AbilityScore(NamedTuple):
    """What the bot's worth of activating an ability is made of (ability_gain less ability_cost)."""

    gain: float  # what its effects are worth now
    cost: float  # Stored Power Cards at POWER_COST each, SPELL_COST for a Spell it Exhausts
    total: float  # combat_score: 100 + gain - cost when that is above 0.25, else -1


def ability_breakdown(game: Game, cmd: ActivateAbility, judge: Judge | None = None) -> AbilityScore:
    judge = judge or Judge(game)
    ability = judge.kit(cmd.hero).by_id.get(cmd.ability)
    if ability is None:
        return AbilityScore(0.0, 0.0, combat_score(game, cmd, judge))
    return AbilityScore(judge.ability_gain(cmd.hero, ability, cmd), judge.ability_cost(ability),
                        combat_score(game, cmd, judge))
