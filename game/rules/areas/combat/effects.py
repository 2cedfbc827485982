"""How the effect vocabulary (effects.py) is carried out at the combat table.

A hero's "opponent" is the foe of the front it activates on (the individual it names, else the
first living one); a monster's "opponent" is the hero the Power Card was drawn against and its
"opponents" all heroes. Healing a monster card heals each of its living individuals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from game.i18n import _
from game.rules.areas.combat.damage import deal_to_foe
from game.rules.areas.combat.events import (
    CardModified,
    CardRetrieved,
    CardsSwapped,
    DamageDealt,
    Healed,
    MonsterShuffledIn,
    RoundFlag,
    SpellsRefreshed,
)
from game.rules.areas.combat.rounds import draw_hero_cards
from game.rules.areas.combat.table import value
from game.rules.areas.effect_rules import EffectContext, handles
from game.rules.areas.heroes import hero_armor
from game.rules.core.effects import Damage, Draw, Effect, Heal, Modify, RefreshSpells, Retrieve, ShuffleIn, Swap

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame
    from game.rules.state.combat_state import CombatState, Front


def _combat(game: RulesGame) -> CombatState | None:
    return game.state.combat if game.state.phase == "combat" else None


def _front(game: RulesGame, ctx: EffectContext) -> Front | None:
    c = _combat(game)
    if c is None or ctx.front is None or not 0 <= ctx.front < len(c.fronts):
        return None
    return c.fronts[ctx.front]


def _in_combat(game: RulesGame, e: Effect, ctx: EffectContext) -> str | None:
    return None if _front(game, ctx) is not None else "That can only be done in combat."


def _opponent_hero(game: RulesGame, ctx: EffectContext) -> int:
    front = _front(game, ctx)
    assert front is not None
    return front.hero


# --- damage and healing -----------------------------------------------------------------------

def _damage_check(game: RulesGame, e: Effect, ctx: EffectContext) -> str | None:
    assert isinstance(e, Damage)
    if ctx.user[0] == "hero" and e.to not in ("opponent", "opponents"):
        return _("A hero's ability deals damage to monsters only.")
    if ctx.user[0] == "foe" and e.to == "opponents":
        return None
    return _in_combat(game, e, ctx)


@handles("damage", check=_damage_check, shape="opponent")
def do_damage(game: RulesGame, e: Effect, ctx: EffectContext) -> None:
    assert isinstance(e, Damage)
    c = _combat(game)
    assert c is not None
    who, index = ctx.user
    if who == "foe":
        heroes = range(len(game.state.heroes)) if e.to == "opponents" else [_opponent_hero(game, ctx)]
        for h in heroes:
            amount = e.amount if e.ignore_armor else max(0, e.amount - hero_armor(game, h))
            if amount:
                game.emit(DamageDealt(to="hero", hero=h, foe=index, amount=amount, cause=ctx.source))
        return
    front = _front(game, ctx)
    assert front is not None
    foe = c.foes[front.foe]
    alive = foe.alive()
    if not alive:
        return
    targets = alive if e.to == "opponents" else [ctx.target if ctx.target in alive else alive[0]]
    for t in targets:
        deal_to_foe(game, index, front.foe, t, e.amount, ctx.source, ignore_armor=e.ignore_armor)


@handles("heal")
def do_heal(game: RulesGame, e: Effect, ctx: EffectContext) -> None:
    assert isinstance(e, Heal)
    who, index = ctx.user
    if who == "hero":
        heroes = range(len(game.state.heroes)) if e.to == "allies" else [index]
        for h in heroes:
            hs = game.state.hero_states[h]
            amount = min(e.amount, hs.max_health - hs.health)
            if amount > 0:
                game.emit(Healed(to="hero", hero=h, amount=amount, cause=ctx.source))
        return
    c = _combat(game)
    if c is None:
        return
    foe = c.foes[index]
    for i in foe.alive():
        amount = min(e.amount, foe.max_health[i] - foe.health[i])
        if amount > 0:
            game.emit(Healed(to="foe", foe=index, individual=i, amount=amount, cause=ctx.source))


# --- changing the played cards ----------------------------------------------------------------

def _sides(ctx: EffectContext, word: str) -> Literal["hero", "monster"]:
    """'own'/'opponent' from the user's seat to the table's 'hero'/'monster'."""
    mine: Literal["hero", "monster"] = "hero" if ctx.user[0] == "hero" else "monster"
    theirs: Literal["hero", "monster"] = "monster" if mine == "hero" else "hero"
    return mine if word.startswith("own") else theirs


@handles("modify", check=_in_combat, shape="any")
def do_modify(game: RulesGame, e: Effect, ctx: EffectContext) -> None:
    assert isinstance(e, Modify) and ctx.front is not None
    front = _front(game, ctx)
    assert front is not None
    side = _sides(ctx, e.card)
    slots = [i for i, s in enumerate(front.slots) if getattr(s, side) is not None]
    if not slots:
        return

    def val(i: int) -> int:
        s = front.slots[i]
        return value(s.hero, s.hero_mod) if side == "hero" else value(s.monster, s.monster_mod)

    if e.card.endswith("_chosen"):
        chosen = [ctx.pair] if ctx.pair in slots else [max(slots, key=val)]
    elif e.card.endswith("_highest"):
        chosen = [max(slots, key=lambda i: (val(i), -i))]
    elif e.card.endswith("_lowest"):
        chosen = [min(slots, key=lambda i: (val(i), i))]
    else:
        chosen = slots
    for i in chosen:
        game.emit(CardModified(front=ctx.front, side=side, slot=i, amount=e.amount, source=ctx.source))


def _swap_check(game: RulesGame, e: Effect, ctx: EffectContext) -> str | None:
    front = _front(game, ctx)
    if front is None:
        return _("That can only be done in combat.")
    if ctx.user[0] == "hero" and len(front.slots) < 2:
        return _("There are not two played cards to swap.")
    return None


@handles("swap", check=_swap_check, shape="two")
def do_swap(game: RulesGame, e: Effect, ctx: EffectContext) -> None:
    assert isinstance(e, Swap) and ctx.front is not None
    front = _front(game, ctx)
    if front is not None and len(front.slots) >= 2:
        game.emit(CardsSwapped(front=ctx.front, side=_sides(ctx, e.side), source=ctx.source))


# --- the hero's cards -------------------------------------------------------------------------

def _hero_only(game: RulesGame, e: Effect, ctx: EffectContext) -> str | None:
    return None if ctx.user[0] == "hero" else "Only a hero can do that."


def _retrieve_check(game: RulesGame, e: Effect, ctx: EffectContext) -> str | None:
    if ctx.user[0] != "hero":
        return _("Only a hero can Retrieve.")
    if ctx.card is None or ctx.card not in game.state.hero_states[ctx.user[1]].discard:
        return _("Choose a card from the discard pile to Retrieve.")
    return None


@handles("retrieve", check=_retrieve_check, shape="card")
def do_retrieve(game: RulesGame, e: Effect, ctx: EffectContext) -> None:
    assert isinstance(e, Retrieve) and ctx.card is not None
    game.emit(CardRetrieved(hero=ctx.user[1], card=ctx.card))


@handles("draw", check=_hero_only, shape="any")
def do_draw(game: RulesGame, e: Effect, ctx: EffectContext) -> None:
    assert isinstance(e, Draw)
    draw_hero_cards(game, ctx.user[1], e.count, reshuffle=True)


@handles("refresh_spells", check=_hero_only, shape="any")
def do_refresh(game: RulesGame, e: Effect, ctx: EffectContext) -> None:
    assert isinstance(e, RefreshSpells)
    heroes = tuple(range(len(game.state.heroes))) if e.to == "allies" else (ctx.user[1],)
    game.emit(SpellsRefreshed(heroes=heroes))


@handles("ignore_armor", check=_in_combat, shape="any")
def do_ignore_armor(game: RulesGame, e: Effect, ctx: EffectContext) -> None:
    if ctx.user[0] == "hero":
        game.emit(RoundFlag(flag="ignore_armor", hero=ctx.user[1]))


def _ignore_results_check(game: RulesGame, e: Effect, ctx: EffectContext) -> str | None:
    front = _front(game, ctx)
    if front is None:
        return _("That can only be done in combat.")
    if front.ignored:
        return _("The results of this hero's Combat Pairs are already ignored this round.")
    return None


@handles("ignore_results", check=_ignore_results_check)
def do_ignore_results(game: RulesGame, e: Effect, ctx: EffectContext) -> None:
    front = _front(game, ctx)
    assert front is not None and ctx.front is not None
    game.emit(RoundFlag(flag="ignore_results", hero=front.hero, front=ctx.front))


# --- Ecology cards ----------------------------------------------------------------------------

@handles("shuffle_in")
def do_shuffle_in(game: RulesGame, e: Effect, ctx: EffectContext) -> None:
    """"One card in The Caverns will instruct you to shuffle the Crazed Bipedal Saurian into the
    Monster deck.\""""
    assert isinstance(e, ShuffleIn)
    s = game.state
    if e.monster not in s.monster_set_aside:
        return
    eco = s.ecology
    pile = list(s.monster_piles.get(eco, [])) + [e.monster]
    game.rng.shuffle(pile)
    game.emit(MonsterShuffledIn(ecology=eco, monster=e.monster, pile=tuple(pile)))
