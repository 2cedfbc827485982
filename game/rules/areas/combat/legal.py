"""Listing the legal combat commands: every play, ability activation, resolution and finish a hero may make."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any, NamedTuple

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
from game.rules.core.caching import Cache
from game.rules.core.messages import Command, CommandAccepted, Event
from game.rules.registry import lists_legal
from game.rules.state.combat_state import CombatState

if TYPE_CHECKING:

    from game.rules.protocol import RulesGame


def play_options(game: RulesGame, hero: int, want: int) -> list[list[str]]:
    """Distinct plays by value (two 5s are the same play): each first `want` cards of the hand
    (in the order combinations go) with values not played before."""
    hand = game.state.hero_states[hero].hand
    return [[hand[i] for i in combo] for combo in _play_indexes(tuple([card_value(x) or 0 for x in hand]), want)]


def _play_indexes(values: tuple[int, ...], want: int) -> tuple[tuple[int, ...], ...]:
    """play_options as indexes into the hand: they depend only on the hand's values in order.

    speed: remembered by the values (a hand of other cards with the same values plays alike)."""
    got = _PLAY_INDEXES.get((values, want))
    if got is None:
        seen: set[tuple[int, ...]] = set()
        out = []
        for combo in combinations(range(len(values)), want):
            key = tuple(sorted([values[i] for i in combo]))
            if key not in seen:
                seen.add(key)
                out.append(combo)
        got = _PLAY_INDEXES.put((values, want), tuple(out))
    return got


_PLAY_INDEXES: Cache[tuple[tuple[int, ...], int], tuple[tuple[int, ...], ...]] = Cache("combat._PLAY_INDEXES", 20_000)

# speed: the PlayCards listed for a hand and a number of cards, by hero, hand and number (the
# commands are frozen and shared like _COMMANDS'; play_options reads only the hand and card values)
_PLAYS: Cache[tuple[int, tuple[str, ...], int], list[Command]] = Cache("combat._PLAYS", 20_000)


def _plays(game: RulesGame, hero: int, want: int) -> list[Command]:
    """PlayCards for each of play_options(game, hero, want), in its order."""
    key = (hero, tuple(game.state.hero_states[hero].hand), want)
    got = _PLAYS.get(key)
    if got is None:
        got = _PLAYS.put(key, [_play(hero, tuple(cards)) for cards in play_options(game, hero, want)])
    return got


def _play(hero: int, cards: tuple[str, ...]) -> Command:
    """speed: one PlayCards per hero and cards, shared by every listing (hands come round again)."""
    key = ("p", hero, cards)
    cmd = _COMMANDS.get(key)
    if cmd is None:
        cmd = _COMMANDS.put(key, PlayCards(hero=hero, cards=cards))
    return cmd


# speed: the commands listed are frozen and hold only ints, strings and None: one object per
# distinct command, shared by every listing (building a pydantic model costs ~1.5 us)
_COMMANDS: Cache[tuple[object, ...], Command] = Cache("combat._COMMANDS", 50_000)


def _activation(hero: int, ability: str, fi: int, pair: int | None, target: int | None,
                card: str | None) -> Command:
    key = ("a", hero, ability, fi, pair, target, card)
    cmd = _COMMANDS.get(key)
    if cmd is None:
        cmd = _COMMANDS.put(key, ActivateAbility(hero=hero, ability=ability, front=fi, pair=pair, target=target,
                                                 card=card))
    return cmd


def _resolution(hero: int, fi: int, pair: int, target: int | None, excess: int | None = None) -> Command:
    key = ("r", hero, fi, pair, target, excess)
    cmd = _COMMANDS.get(key)
    if cmd is None:
        cmd = _COMMANDS.put(key, ResolvePair(hero=hero, front=fi, pair=pair, target=target, excess=excess))
    return cmd


def _finishing(hero: int) -> Command:
    key = ("f", hero)
    cmd = _COMMANDS.get(key)
    if cmd is None:
        cmd = _COMMANDS.put(key, FinishAbilities(hero=hero))
    return cmd


class _Active(NamedTuple):
    """One of a kit's abilities that can be activated, with what listing it reads (speed: once per kit)."""

    ability: AbilityDef
    shape: AbilityShape
    checked: AbilityDef  # the first of the kit's abilities with its id (what ability_problem checks)
    trigger: str
    spell: bool
    id: str
    cost: int


# speed: by id(kit), the kit kept alive with it so the id cannot be reused
_ACTIVES: Cache[int, tuple[HeroKit, tuple[_Active, ...]]] = Cache("combat._ACTIVES", 20_000)


def _actives(kit: HeroKit) -> tuple[_Active, ...]:
    got = _ACTIVES.get(id(kit))
    if got is not None and got[0] is kit:
        return got[1]
    actives = tuple(_Active(a, ability_shape(a), kit.by_id[a.id], a.trigger, a.spell, a.id, a.cost)
                    for a in kit.abilities if a.trigger != "passive")
    _ACTIVES.put(id(kit), (kit, actives))
    return actives


def _usable(game: RulesGame, c: CombatState, hero: int) -> tuple[_Active, ...]:
    """The hero's abilities that may be activated this round on some front (ability_round_problem:
    what they cost, what was used this round), in the kit's order."""
    hs = game.state.hero_states[hero]
    stored = len(power_pool(game.state, hero))
    # speed: asked at every decision of step 4 for every hero not done; remembered by all it reads
    # (the kit is made of the hero, its ability cards and equipped items; the content is the game's)
    key = ("ability_usable", hero, hs.hero, tuple(hs.abilities), tuple(hs.equipped), tuple(hs.exhausted), stored,
           c.block_used[hero])
    return game.remember(key, lambda: tuple(
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
                                out.append(_activation(hero, aid, fi, p, t, card))
                continue
            # speed: ability_pick_problem by the plan: the pairs, the living targets and the
            # discarded cards listed above are each fine or not on their own
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
                        out.append(_activation(hero, aid, fi, p, t, card))
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
                out += _plays(game, h, cards_to_play(game, c, fi))
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
    (where the damage goes), or, every pair chosen, finish.

    speed: remembered with the event log's length, and listed again as it was while every event
    since is another hero's finishing or choosing a pair on its own front (they change only that
    hero's flag or front, which this listing does not read: it reads the hero's own fronts only,
    unless an ability's choices were checked in full, and then it is not remembered)."""
    events = game.events
    kept: list[Any] = game.remember(("step_four", hero), list)  # this game's slot for the hero
    if kept:
        since, last, listed = kept
        if since <= len(events) and (since == 0 or events[since - 1] is last) \
                and all(_leaves_listing(hero, e) for e in events[since:]):
            return listed
    out, own = _activations(game, c, hero)
    todo = unfinished_pairs(c, hero)
    for fi, allowed in todo:
        foe = c.foes[c.fronts[fi].foe]
        alive = foe.alive()
        targets: list[int | None] = list(alive) if len(alive) > 1 else [None]
        # the players choose where a Horde's excess goes (the weakest by default); speed:
        # excess_options lists nothing for a foe that is no Horde, asked once per front
        horde = is_horde(game, foe)
        for p in allowed:
            for t in targets:
                out.append(_resolution(hero, fi, p, t))
                if horde:
                    out += [_resolution(hero, fi, p, t, x) for x in excess_options(game, c, fi, p, t)]
    if not todo:
        out.append(_finishing(hero))
    kept[:] = (len(events), events[-1] if events else None, out) if own else ()
    return out


def _leaves_listing(hero: int, e: Event) -> bool:
    """Whether event `e` leaves `hero`'s step 4 listing as it was (see _step_four)."""
    if isinstance(e, CommandAccepted):
        return True
    if isinstance(e, (AbilitiesFinished, PairChosen)):  # a pair is chosen by the front's hero
        return e.hero != hero
    return False
