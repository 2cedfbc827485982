"""Listing the legal combat commands: every play, ability activation, resolution and finish a hero may make."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, NamedTuple

from game.rules.areas.combat.abilities import (
    AbilityShape,
    ability_front_problem,
    ability_pick_problem,
    ability_round_problem,
    ability_shape,
    front_activation_problem,
    hero_activation_problem,
)
from game.rules.areas.combat.decide import assignments, excess_options, unfinished_pairs
from game.rules.areas.combat.events import (
    AbilitiesFinished,
    ActivateAbility,
    AssignMonsters,
    AvoidReturnDamage,
    FinishAbilities,
    PairChosen,
    PlaceMonsterCard,
    PlayCards,
    ResolvePair,
)
from game.rules.areas.combat.preview import is_horde
from game.rules.areas.combat.table import cards_to_play, current_front, hero_fronts
from game.rules.areas.heroes import HeroKit, hero_kit, power_pool
from game.rules.content.hero_cards import AbilityDef, card_value
from game.rules.core.messages import Command, CommandAccepted, Event
from game.rules.fast.commands import command
from game.rules.fast.positions import kept_listing, remembered
from game.rules.fast.tables import per_object, per_value
from game.rules.registry import lists_legal
from game.rules.state.combat_state import CombatState

if TYPE_CHECKING:

    from game.rules.protocol import RulesGame


def play_options(game: RulesGame, hero: int, want: int) -> list[list[str]]:
    """Distinct plays by value (two 5s are the same play): each first `want` cards of the hand
    (in the order combinations go) with values not played before."""
    hand = game.state.hero_states[hero].hand
    return [[hand[i] for i in combo] for combo in _play_indexes(tuple([card_value(x) or 0 for x in hand]), want)]


@per_value("combat.play_indexes")
def _play_indexes(values: tuple[int, ...], want: int) -> tuple[tuple[int, ...], ...]:
    """play_options as indexes into the hand: they depend only on the hand's values in order."""
    seen: set[tuple[int, ...]] = set()
    out = []
    for combo in combinations(range(len(values)), want):
        key = tuple(sorted([values[i] for i in combo]))
        if key not in seen:
            seen.add(key)
            out.append(combo)
    return tuple(out)


@per_value("combat.plays")
def _plays(hero: int, hand: tuple[str, ...], want: int) -> list[Command]:
    """PlayCards for each of play_options (the hero's hand, `want` cards), in its order."""
    values = tuple([card_value(x) or 0 for x in hand])
    return [command(PlayCards, hero, tuple([hand[i] for i in combo]))
            for combo in _play_indexes(values, want)]


class _Active(NamedTuple):
    """One of a kit's abilities that can be activated, with what listing reads of it."""

    ability: AbilityDef
    shape: AbilityShape
    checked: AbilityDef  # the first of the kit's abilities with its id (what ability_problem checks)
    trigger: str
    spell: bool
    id: str
    cost: int


@per_object("combat.actives")
def _actives(kit: HeroKit) -> tuple[_Active, ...]:
    return tuple(_Active(a, ability_shape(a), kit.by_id[a.id], a.trigger, a.spell, a.id, a.cost)
                 for a in kit.abilities if a.trigger != "passive")


def _usable(game: RulesGame, c: CombatState, hero: int) -> tuple[_Active, ...]:
    """The hero's abilities that may be activated this round on some front (ability_round_problem:
    what they cost, what was used this round), in the kit's order."""
    hs = game.state.hero_states[hero]
    stored = len(power_pool(game.state, hero))
    # the key names all it reads (the kit is made of the hero, its ability cards and equipped items)
    key = ("ability_usable", hero, hs.hero, tuple(hs.abilities), tuple(hs.equipped), tuple(hs.exhausted), stored,
           c.block_used[hero])
    return remembered(game, key, lambda: tuple(
        x for x in _actives(hero_kit(game, hero))
        if ability_round_problem(game, c, hero, x.ability) is None
        and (x.checked is x.ability or ability_round_problem(game, c, hero, x.checked) is None)))


def ability_options(game: RulesGame, c: CombatState, hero: int) -> list[Command]:
    """Every activation ability_problem accepts now: its checks asked step by step, each once for
    all the choices it covers (no command is built for a choice refused)."""
    return _activations(game, c, hero)[0]


def _activations(game: RulesGame, c: CombatState, hero: int) -> tuple[list[Command], bool]:
    """ability_options, and whether it read only the hero's own fronts: False when some ability's
    choices were checked in full (effects_problem may read anything)."""
    out: list[Command] = []
    if hero_activation_problem(game, c, hero) is not None:
        return out, True
    usable = _usable(game, c, hero)
    if not usable:
        return out, True  # most heroes have nothing left to activate, so this is usually the end
    own = True
    hs = game.state.hero_states[hero]
    in_fight = game.state.phase == "combat"
    discarded: list[str | None] | None = None
    for fi in hero_fronts(c, hero):
        if front_activation_problem(c, hero, fi) is not None:
            continue
        front = c.fronts[fi]
        foe = c.foes[front.foe]
        for a, shape, checked, _, _, aid, _ in usable:
            # the ability checked is the first of the hero's with that id, as ability_problem's
            if ability_front_problem(c, fi, checked) is not None:
                continue
            pairs: list[int | None] = [None]
            if shape.pair:
                pairs = list(range(len(front.slots)))
            targets: list[int | None] = [None]
            if shape.aims:
                alive = foe.alive()
                if len(alive) > 1:
                    targets = list(alive)
            cards: list[str | None] = [None]
            if shape.card:
                if discarded is None:
                    seen: dict[int | None, str] = {}
                    for held in hs.discard:
                        seen.setdefault(card_value(held), held)
                    discarded = list(seen.values())
                cards = discarded
            plan = shape.plan if checked is a and in_fight else None
            if plan is None:
                own = False
                for p in pairs:
                    for t in targets:
                        for card in cards:
                            if ability_pick_problem(game, c, hero, fi, checked, p, t, card) is None:
                                out.append(command(ActivateAbility, hero, aid, fi, p, t, card))
                continue
            # ability_pick_problem by the plan: the pairs, the living targets and the discarded
            # cards listed above are each fine or not on their own
            fine, two, in_discard = plan
            if not fine or (two and len(front.slots) < 2):
                continue
            if shape.pair:
                side = shape.side
                pairs = [p for p in pairs if p is not None and getattr(front.slots[p], side) is not None]
            if shape.card or in_discard:
                cards = [card for card in cards if card is not None and card in hs.discard]
            for p in pairs:
                for t in targets:
                    for card in cards:
                        out.append(command(ActivateAbility, hero, aid, fi, p, t, card))
    return out, own


@lists_legal("combat")
def legal_combat(game: RulesGame) -> list[Command]:
    s = game.state
    c = s.combat
    if c is None or s.phase != "combat":
        return []
    out: list[Command] = []
    if c.step == "assign":
        out += [AssignMonsters(foes=a) for a in assignments(game)]
    elif c.step == "play":
        for h in range(len(s.heroes)):
            fi = current_front(c, h)
            if fi is not None:
                out += _plays(h, tuple(s.hero_states[h].hand), cards_to_play(game, c, fi))
    elif c.step == "place":
        for fi, front in enumerate(c.fronts):
            if front.place_pending:
                out += [PlaceMonsterCard(hero=front.hero, front=fi, slot=i)
                        for i, slot in enumerate(front.slots) if slot.hero is not None]
    elif c.step == "abilities":
        for h in range(len(s.heroes)):
            if not c.finished[h]:
                out += _step_four(game, c, h)
    elif c.step == "avoid" and c.avoid_candidates:
        out += [AvoidReturnDamage(hero=h) for h in c.avoid_candidates[0]]
    return out


def _step_four(game: RulesGame, c: CombatState, hero: int) -> list[Command]:
    """What the hero may do in step 4: activate abilities, choose the pair to resolve on each front
    (where the damage goes), or, every pair chosen, finish. Another hero's finishing or choosing a
    pair on its own front leaves it as it was (_leaves_listing)."""
    return kept_listing(game, ("step_four", hero), lambda e: _leaves_listing(hero, e),
                        lambda: _step_four_now(game, c, hero))


def _step_four_now(game: RulesGame, c: CombatState, hero: int) -> tuple[list[Command], bool]:
    """_step_four's listing, and whether it read only the hero's own fronts (else an ability's
    choices were checked in full, and another hero's move may change it)."""
    out, own = _activations(game, c, hero)
    todo = unfinished_pairs(c, hero)
    for fi, allowed in todo:
        foe = c.foes[c.fronts[fi].foe]
        alive = foe.alive()
        targets: list[int | None] = list(alive) if len(alive) > 1 else [None]
        # the players choose where a Horde's excess goes (the weakest by default)
        horde = is_horde(game, foe)
        for p in allowed:
            for t in targets:
                out.append(command(ResolvePair, hero, fi, p, t, None))
                if horde:
                    out += [command(ResolvePair, hero, fi, p, t, x)
                            for x in excess_options(game, c, fi, p, t)]
    if not todo:
        out.append(command(FinishAbilities, hero))
    return out, own


def _leaves_listing(hero: int, e: Event) -> bool:
    """Whether event `e` leaves `hero`'s step 4 listing as it was (see _step_four)."""
    if isinstance(e, CommandAccepted):
        return True
    if isinstance(e, (AbilitiesFinished, PairChosen)):  # a pair is chosen by the front's hero
        return e.hero != hero
    return False
