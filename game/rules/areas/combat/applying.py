"""COMBAT: how the events combat records fold into the state (one applier per event kind)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.areas.combat.events import (
    AbilitiesFinished,
    AbilityActivated,
    CardModified,
    CardRetrieved,
    CardsPlayed,
    CardsSwapped,
    CombatStarted,
    CombatWon,
    DamageDealt,
    EcologyCardsReady,
    FoeDefeated,
    GameWon,
    HandShort,
    Healed,
    HeroDeckReshuffled,
    HeroDrew,
    MonsterCardPlaced,
    MonsterCardsArranged,
    MonsterDeckReshuffled,
    MonsterDecksReady,
    MonsterDrew,
    MonsterPowerActivated,
    MonstersAssigned,
    MonsterShuffledIn,
    PairChosen,
    ReturnDamageAvoided,
    ReturnDamageChoice,
    RoundEnded,
    RoundFlag,
    RoundStarted,
    SpellsRefreshed,
    StepChanged,
)
from game.rules.areas.heroes import discard_spent
from game.rules.content.hero_cards import is_power
from game.rules.core.state_model import deep_copy
from game.rules.registry import applies
from game.rules.state.combat_state import CombatState, Front, MonsterPile, Slot

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame


def _combat(game: RulesGame) -> CombatState:
    c = game.state.combat
    assert c is not None
    return c


@applies(MonsterDecksReady)
def apply_decks_ready(game: RulesGame, e: MonsterDecksReady) -> None:
    game.state.monster_decks = {k: MonsterPile(draw=list(v)) for k, v in e.decks.items()}


@applies(EcologyCardsReady)
def apply_ecology_cards(game: RulesGame, e: EcologyCardsReady) -> None:
    s = game.state
    s.monster_piles[e.ecology] = list(e.monsters)
    s.monster_set_aside = list(e.set_aside)
    if e.guardians:
        s.guardian_piles[e.ecology] = list(e.guardians)


@applies(MonsterShuffledIn)
def apply_shuffled_in(game: RulesGame, e: MonsterShuffledIn) -> None:
    s = game.state
    if e.monster in s.monster_set_aside:
        s.monster_set_aside.remove(e.monster)
    s.monster_piles[e.ecology] = list(e.pile)


@applies(MonsterDeckReshuffled)
def apply_monster_reshuffle(game: RulesGame, e: MonsterDeckReshuffled) -> None:
    pile = game.state.monster_decks[e.deck]
    pile.draw = pile.draw + list(e.order)
    pile.discard = [c for c in pile.discard if c not in e.order]


@applies(HeroDeckReshuffled)
def apply_hero_reshuffle(game: RulesGame, e: HeroDeckReshuffled) -> None:
    hs = game.state.hero_states[e.hero]
    hs.draw = hs.draw + list(e.order)
    hs.discard = [c for c in hs.discard if c not in e.order]


@applies(HeroDrew)
def apply_hero_drew(game: RulesGame, e: HeroDrew) -> None:
    hs = game.state.hero_states[e.hero]
    for card in e.cards:
        hs.draw.remove(card)
        (hs.stored if is_power(card) else hs.hand).append(card)


@applies(CardRetrieved)
def apply_retrieved(game: RulesGame, e: CardRetrieved) -> None:
    hs = game.state.hero_states[e.hero]
    hs.discard.remove(e.card)
    hs.draw.insert(0, e.card)


@applies(CombatStarted)
def apply_combat_started(game: RulesGame, e: CombatStarted) -> None:
    s = game.state
    n = len(s.heroes)
    s.combat = CombatState(kind=e.combat, element=e.element, foes=[deep_copy(f) for f in e.foes],
                           facing=[list(f) for f in e.facing], step="play",
                           short=[False] * n, finished=[False] * n, block_used=[False] * n,
                           ignore_armor=[False] * n)
    s.phase = "combat"
    if e.drawn_from:
        area, _, eco = e.drawn_from.partition(":")
        piles = {"monsters": s.monster_piles, "guardians": s.guardian_piles}.get(area)
        if piles is not None:
            for f in e.foes:
                if f.card in piles.get(eco, []):
                    piles[eco].remove(f.card)


@applies(MonstersAssigned)
def apply_assigned(game: RulesGame, e: MonstersAssigned) -> None:
    c = _combat(game)
    c.facing = [list(f) for f in e.facing]


@applies(RoundStarted)
def apply_round_started(game: RulesGame, e: RoundStarted) -> None:
    c = _combat(game)
    n = len(game.state.heroes)
    c.round = e.round
    c.facing = [list(f) for f in e.facing]
    c.fronts = [Front(hero=h, foe=f) for h in range(n) for f in c.facing[h]]
    c.step = "play"
    c.short = [False] * n
    c.finished = [False] * n
    c.block_used = [False] * n
    c.ignore_armor = [False] * n
    c.avoid_all, c.avoiders, c.avoid_candidates, c.pending = False, [], [], []
    for foe in c.foes:
        foe.powered = False


@applies(HandShort)
def apply_hand_short(game: RulesGame, e: HandShort) -> None:
    _combat(game).short[e.hero] = True


@applies(CardsPlayed)
def apply_cards_played(game: RulesGame, e: CardsPlayed) -> None:
    c = _combat(game)
    hs = game.state.hero_states[e.hero]
    front = c.fronts[e.front]
    for card in e.cards:
        hs.hand.remove(card)
        front.slots.append(Slot(hero=card))
    front.hero_done = e.done
    c.short[e.hero] = False


@applies(MonsterDrew)
def apply_monster_drew(game: RulesGame, e: MonsterDrew) -> None:
    c = _combat(game)
    game.state.monster_decks[e.deck].draw.remove(e.card)
    front = c.fronts[e.front]
    (front.set_aside if is_power(e.card) else front.held).append(e.card)


@applies(MonsterCardsArranged)
def apply_arranged(game: RulesGame, e: MonsterCardsArranged) -> None:
    front = _combat(game).fronts[e.front]
    slots = front.slots
    for i, card in enumerate(e.slots):
        if i >= len(slots):
            slots.append(Slot(monster=card))
        else:
            slots[i].monster = card
        if card is not None:
            front.held.remove(card)
    front.place_pending = e.place_pending


@applies(MonsterCardPlaced)
def apply_placed(game: RulesGame, e: MonsterCardPlaced) -> None:
    front = _combat(game).fronts[e.front]
    card = next(s.monster for s in front.slots if s.monster is not None)
    mod = next(s.monster_mod for s in front.slots if s.monster is not None)
    for s in front.slots:
        s.monster, s.monster_mod = None, 0
    front.slots[e.slot].monster, front.slots[e.slot].monster_mod = card, mod
    front.place_pending = False


@applies(MonsterPowerActivated)
def apply_power_activated(game: RulesGame, e: MonsterPowerActivated) -> None:
    foe = _combat(game).foes[e.foe]
    foe.powered = True
    if e.advance:
        foe.power_index += 1


@applies(StepChanged)
def apply_step(game: RulesGame, e: StepChanged) -> None:
    _combat(game).step = e.step


@applies(CardModified)
def apply_modified(game: RulesGame, e: CardModified) -> None:
    slot = _combat(game).fronts[e.front].slots[e.slot]
    if e.side == "hero":
        slot.hero_mod += e.amount
    else:
        slot.monster_mod += e.amount


@applies(CardsSwapped)
def apply_swapped(game: RulesGame, e: CardsSwapped) -> None:
    slots = _combat(game).fronts[e.front].slots
    a, b = slots[0], slots[1]
    if e.side == "hero":
        a.hero, b.hero, a.hero_mod, b.hero_mod = b.hero, a.hero, b.hero_mod, a.hero_mod
    else:
        a.monster, b.monster, a.monster_mod, b.monster_mod = b.monster, a.monster, b.monster_mod, a.monster_mod


@applies(AbilityActivated)
def apply_ability(game: RulesGame, e: AbilityActivated) -> None:
    c = _combat(game)
    hs = game.state.hero_states[e.hero]
    discard_spent(game.state, e.spent)  # "When a Power Card is Spent it is Discarded." (to its owner)
    if e.exhaust:
        hs.exhausted.append(e.ability)
    if e.block:
        c.block_used[e.hero] = True


@applies(PairChosen)
def apply_pair_chosen(game: RulesGame, e: PairChosen) -> None:
    front = _combat(game).fronts[e.front]
    front.chosen, front.target, front.excess = e.pair, e.target, e.excess


@applies(AbilitiesFinished)
def apply_finished(game: RulesGame, e: AbilitiesFinished) -> None:
    _combat(game).finished[e.hero] = True


@applies(RoundFlag)
def apply_flag(game: RulesGame, e: RoundFlag) -> None:
    c = _combat(game)
    if e.flag == "ignore_armor":
        c.ignore_armor[e.hero] = True
    elif e.front is not None:
        # "ignore the results of your Combat Pairs this round": all of the hero's fights, at once
        for front in c.fronts:
            if front.hero == e.hero:
                front.ignored = True


@applies(SpellsRefreshed)
def apply_refreshed(game: RulesGame, e: SpellsRefreshed) -> None:
    for h in e.heroes:
        game.state.hero_states[h].exhausted = []


@applies(DamageDealt)
def apply_damage(game: RulesGame, e: DamageDealt) -> None:
    if e.to == "hero":
        assert e.hero is not None
        hs = game.state.hero_states[e.hero]
        hs.health = max(0, hs.health - e.amount)
    else:
        assert e.foe is not None and e.individual is not None
        foe = _combat(game).foes[e.foe]
        foe.health[e.individual] = max(0, foe.health[e.individual] - e.amount)


@applies(Healed)
def apply_healed(game: RulesGame, e: Healed) -> None:
    if e.to == "hero":
        assert e.hero is not None
        hs = game.state.hero_states[e.hero]
        hs.health = min(hs.max_health, hs.health + e.amount)
    else:
        assert e.foe is not None and e.individual is not None
        foe = _combat(game).foes[e.foe]
        foe.health[e.individual] = min(foe.max_health[e.individual], foe.health[e.individual] + e.amount)


@applies(ReturnDamageChoice)
def apply_return_choice(game: RulesGame, e: ReturnDamageChoice) -> None:
    c = _combat(game)
    c.avoid_all = e.avoid_all
    c.avoid_candidates = [list(x) for x in e.candidates]
    c.pending = [p.model_copy() for p in e.pending]
    c.step = "avoid"


@applies(ReturnDamageAvoided)
def apply_avoided(game: RulesGame, e: ReturnDamageAvoided) -> None:
    c = _combat(game)
    c.avoiders.append(e.hero)
    c.avoid_candidates.pop(0)


@applies(FoeDefeated)
def apply_foe_defeated(game: RulesGame, e: FoeDefeated) -> None:
    _combat(game).foes[e.foe].defeated = True


@applies(RoundEnded)
def apply_round_ended(game: RulesGame, e: RoundEnded) -> None:
    s = game.state
    c = _combat(game)
    for front in c.fronts:
        hs = s.hero_states[front.hero]
        pile = s.monster_decks[c.foes[front.foe].deck]
        for slot in front.slots:
            if slot.hero:
                hs.discard.append(slot.hero)
            if slot.monster:
                pile.discard.append(slot.monster)
        pile.discard.extend(front.held + front.set_aside)
    c.fronts = []
    c.pending = []


@applies(CombatWon)
def apply_combat_won(game: RulesGame, e: CombatWon) -> None:
    s = game.state
    s.xp_pool.extend(e.xp)
    if e.element and e.element in s.elements:
        s.elements[e.element].status = "defeated"
    s.combat = None
    s.phase = "exploring"


@applies(GameWon)
def apply_game_won(game: RulesGame, e: GameWon) -> None:
    game.state.outcome = "won"
    game.state.outcome_reason = e.reason
    game.state.phase = "over"
