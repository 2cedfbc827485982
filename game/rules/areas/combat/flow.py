"""The six COMBAT STEPS, decided: 1 Draw, 2 Play, 3 Evaluate, 4 Abilities, 5 Damage, 6 Discard.

Automatic parts (drawing, the monster's play, damage, discarding) run inside the command that
completes the players' part before them, so `Game.legal()` always offers the next real choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from game.rules.areas.combat.events import (
    AbilitiesFinished,
    AbilityActivated,
    ActivateAbility,
    AssignMonsters,
    AvoidReturnDamage,
    CardsPlayed,
    CombatWon,
    DamageDealt,
    FinishAbilities,
    FoeDefeated,
    GameWon,
    HandShort,
    HeroDeckReshuffled,
    HeroDrew,
    MonsterCardPlaced,
    MonsterCardsArranged,
    MonsterDeckReshuffled,
    MonsterDrew,
    MonsterPowerActivated,
    MonsterPowerWasted,
    MonstersAssigned,
    PairChosen,
    PendingDamage,
    PlaceMonsterCard,
    PlayCards,
    ResolvePair,
    ReturnDamageAvoided,
    ReturnDamageChoice,
    RoundEnded,
    RoundStarted,
    StepChanged,
)
from game.rules.areas.effect_rules import EffectContext, effects_problem, hero_effects_plan, run_effects
from game.rules.areas.explore import GameLost
from game.rules.areas.heroes import HeroKit, hero_armor, hero_bonus_damage, hero_kit, hero_label
from game.rules.content.hero_cards import AbilityDef, card_value, is_power
from game.rules.core.caching import Cache
from game.rules.core.effects import needs_card, needs_pair, touches_cards
from game.rules.core.errors import RuleViolation
from game.rules.core.messages import Command
from game.rules.registry import decides, lists_legal
from game.rules.state.combat_state import CombatState, Foe, Front, Slot

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from game.rules.content.monster_cards import MonsterDef
    from game.rules.protocol import RulesGame

HAND_SIZE = 3
# what other areas do after a won fight (e.g. the stairs area levels the heroes up)
COMBAT_WON_HOOKS: dict[str, Callable[[RulesGame], None]] = {}


# --- reading the table ------------------------------------------------------------------------

def combat_of(game: RulesGame) -> CombatState:
    c = game.state.combat
    if c is None or game.state.phase != "combat":
        raise RuleViolation("There is no fight going on.")
    return c


def monster_def(game: RulesGame, foe: Foe) -> MonsterDef | None:
    return game.content.monsters.monsters.get(foe.card)


def foe_name(game: RulesGame, foe: Foe) -> str:
    m = monster_def(game, foe)
    if m:
        return m.name
    lore = game.content.monsters.entity_lore
    return lore.name if lore else foe.card


def foe_abilities(game: RulesGame, foe: Foe, individual: int | None = None) -> list[AbilityDef]:
    """A monster card's abilities; the Final Entity's are those of its living parts (or one part)."""
    if foe.parts:
        parts = foe.parts if individual is None else [foe.parts[individual]]
        return [a for i, p in enumerate(foe.parts) if p in parts and foe.health[i] > 0
                for a in game.content.monsters.entity_parts[p].abilities]
    m = monster_def(game, foe)
    return list(m.abilities) if m else []


def foe_armor(game: RulesGame, foe: Foe, individual: int) -> int:
    """Armor of one individual; on the Final Entity armor "only affect[s] damage done to that body part"."""
    abilities = foe_abilities(game, foe, individual if foe.parts else None)
    return sum(e.amount for a in abilities if a.trigger == "passive" for e in a.effects if e.op == "armor")


def foe_bonus(game: RulesGame, foe: Foe) -> int:
    return sum(e.amount for a in foe_abilities(game, foe) if a.trigger == "passive"
               for e in a.effects if e.op == "bonus_damage")


def cards_needed(game: RulesGame, foe: Foe) -> tuple[int, int]:
    """(monster cards, hero cards) this round: 2 and 2, or as the current Monster Health State says."""
    m = monster_def(game, foe)
    if m is None or not m.states:
        return 2, 2
    alive = len(foe.alive())
    state = m.states[max(0, min(len(m.states) - 1, m.count - alive))]
    return state.monster, state.hero


def value(card: str | None, mod: int) -> int:
    v = card_value(card) if card else 0
    return max(0, (v or 0) + mod)


def pair_kind(slot: Slot) -> str | None:
    """'block' (values match), 'monster' (Monster Hit) or 'hero' (Hero Hit); None if not a pair."""
    hero, monster = slot.hero, slot.monster
    if hero is None or monster is None:
        return None
    # speed: value() and kind_of(), inline (asked for every slot at every listing)
    h = max(0, ((card_value(hero) or 0) if hero else 0) + slot.hero_mod)
    m = max(0, ((card_value(monster) or 0) if monster else 0) + slot.monster_mod)
    return "block" if h == m else ("monster" if m > h else "hero")


def kind_of(h: int, m: int) -> str:
    """The kind of a pair with these values (see pair_kind)."""
    return "block" if h == m else ("monster" if m > h else "hero")


def allowed_pairs(front: Front) -> list[int]:
    """Blocks may always be chosen; Monster Hits "must always be chosen over any Hero Hits"."""
    return allowed_among([pair_kind(s) for s in front.slots])


def allowed_among(kinds: list[str | None]) -> list[int]:
    """allowed_pairs, given each slot's pair kind (None: not a pair)."""
    if "monster" in kinds:
        return [i for i, k in enumerate(kinds) if k == "block" or k == "monster"]
    return [i for i, k in enumerate(kinds) if k]


def hero_fronts(c: CombatState, hero: int) -> list[int]:
    return [i for i, f in enumerate(c.fronts) if f.hero == hero]


def current_front(c: CombatState, hero: int) -> int | None:
    """The front the hero is playing cards on now (a lone hero does steps 1-2 for each foe in turn)."""
    for i, f in enumerate(c.fronts):
        if f.hero == hero and not f.hero_done:
            return i
    return None


def cards_to_play(game: RulesGame, c: CombatState, fi: int) -> int:
    front = c.fronts[fi]
    hs = game.state.hero_states[front.hero]
    need = cards_needed(game, c.foes[front.foe])[1] - len(front.slots)
    return max(0, min(need, len(hs.hand)))


def entity_defeated(game: RulesGame, foe: Foe) -> bool:
    """"Heroes must either Defeat both of its heads, or one of its heads and its body.\""""
    dead = {game.content.monsters.entity_parts[p].part for i, p in enumerate(foe.parts) if foe.health[i] <= 0}
    heads = len(dead & {"head1", "head2"})
    return heads == 2 or (heads == 1 and "body" in dead)


def foe_is_beaten(game: RulesGame, foe: Foe) -> bool:
    return entity_defeated(game, foe) if foe.parts else not foe.alive()


def over(game: RulesGame) -> bool:
    return game.state.outcome is not None or game.state.combat is None


# --- drawing ----------------------------------------------------------------------------------

def reshuffle_hero(game: RulesGame, hero: int) -> None:
    hs = game.state.hero_states[hero]
    if hs.discard:
        order = list(hs.discard)
        game.rng.shuffle(order)
        game.emit(HeroDeckReshuffled(hero=hero, order=order))


def draw_hero_cards(game: RulesGame, hero: int, count: int, reshuffle: bool = False) -> None:
    """Draw `count` cards to hand; Power Cards drawn are Stored and do not count."""
    hs = game.state.hero_states[hero]
    taken: list[str] = []
    got = 0
    # speed: the next card is the first of the pile not yet taken; the pile does not change
    # between emits and `taken` only grows, so a pointer finds it without re-listing the pile
    draw, at = hs.draw, 0
    while got < count:
        while at < len(draw) and draw[at] in taken:
            at += 1
        if at >= len(draw):
            if not reshuffle or not hs.discard:
                break
            if taken:
                game.emit(HeroDrew(hero=hero, cards=taken))
                taken = []
            reshuffle_hero(game, hero)
            draw, at = hs.draw, 0
            continue
        card = draw[at]
        taken.append(card)
        if not is_power(card):
            got += 1
    if taken:
        game.emit(HeroDrew(hero=hero, cards=taken))


def draw_for_front(game: RulesGame, hero: int) -> None:
    """Step 1 for the hero's next front: draw up to a hand of 3.

    "If a Hero does not have enough Cards in their Draw Pile to Draw up to a Hand of 3, they must
    first Play from any Cards currently in their Hand" — then shuffle the discard (after playing).
    """
    c = combat_of(game)
    fi = current_front(c, hero)
    if fi is None:
        return
    hs = game.state.hero_states[hero]
    draw_hero_cards(game, hero, HAND_SIZE - len(hs.hand))
    if len(hs.hand) < HAND_SIZE and hs.discard:
        if hs.hand and cards_to_play(game, c, fi) > 0:
            game.emit(HandShort(hero=hero))
            return
        draw_hero_cards(game, hero, HAND_SIZE - len(hs.hand), reshuffle=True)
    if cards_to_play(game, c, fi) == 0:
        game.emit(CardsPlayed(hero=hero, front=fi, cards=[], done=True))
        after_hero_played(game, hero)


def after_hero_played(game: RulesGame, hero: int) -> None:
    c = combat_of(game)
    if current_front(c, hero) is not None:
        draw_for_front(game, hero)
        return
    if all(f.hero_done for f in c.fronts):
        monsters_play(game)


def begin_round(game: RulesGame) -> None:
    """A new round: heroes whose foe is gone join the rest ("heroes battle the remaining Monster
    Card together"), then each hero draws for its first foe."""
    c = combat_of(game)
    living = [i for i, f in enumerate(c.foes) if not f.defeated]
    facing = []
    for h in range(len(game.state.heroes)):
        mine = [f for f in (c.facing[h] if h < len(c.facing) else []) if f in living]
        facing.append(mine or list(living))
    game.emit(RoundStarted(round=c.round + 1, facing=facing))
    for h in range(len(game.state.heroes)):
        draw_for_front(game, h)
        if over(game):
            return


# --- the monsters play ------------------------------------------------------------------------

def draw_monster_card(game: RulesGame, deck: str, fi: int) -> str | None:
    pile = game.state.monster_decks[deck]
    if not pile.draw:
        if not pile.discard:
            return None
        order = list(pile.discard)
        game.rng.shuffle(order)
        game.emit(MonsterDeckReshuffled(deck=deck, order=order))
    card = pile.draw[0]
    game.emit(MonsterDrew(front=fi, deck=deck, card=card))
    return card


def power_abilities(game: RulesGame, foe: Foe) -> list[AbilityDef]:
    return [a for a in foe_abilities(game, foe) if a.trigger == "power"]


def monsters_play(game: RulesGame) -> None:
    """Step 2, monsters: each foe draws and plays opposite each hero it faces; Power Cards drawn
    are set aside, replaced, and activate its Power-Activated Ability (once per round)."""
    c = combat_of(game)
    for fi, front in enumerate(c.fronts):
        foe = c.foes[front.foe]
        if foe.defeated:
            continue
        wanted = cards_needed(game, foe)[0]
        activations: list[list[AbilityDef]] = []
        while len(front.held) < wanted:
            card = draw_monster_card(game, foe.deck, fi)
            if card is None:
                break
            if not is_power(card):
                continue
            powers = power_abilities(game, foe)
            if not powers:
                game.emit(MonsterPowerWasted(foe=front.foe, front=fi, reason="it has no power ability"))
            elif foe.powered:
                game.emit(MonsterPowerWasted(foe=front.foe, front=fi, reason="it already used its power this round"))
            elif foe.parts:  # the Final Entity "activates all of its card's Power-Activated Abilities"
                game.emit(MonsterPowerActivated(foe=front.foe, front=fi, abilities=[a.id for a in powers],
                                                advance=False))
                activations.append(powers)
            else:
                chosen = powers[foe.power_index % len(powers)]
                game.emit(MonsterPowerActivated(foe=front.foe, front=fi, abilities=[chosen.id]))
                activations.append([chosen])
        arrange_monster_cards(game, fi)
        for abilities in activations:
            for a in abilities:
                run_effects(game, a.effects, EffectContext(user=("foe", front.foe), front=fi, source=a.name))
                if check_heroes_alive(game):
                    return
    if any(f.place_pending for f in c.fronts):
        game.emit(StepChanged(step="place"))
    else:
        after_monster_cards_set(game)


def arrange_monster_cards(game: RulesGame, fi: int) -> None:
    """Monster cards go opposite the hero's; a lone hero card faces the highest monster card."""
    front = combat_of(game).fronts[fi]
    held = list(front.held)
    n = len(front.slots)
    if n == 1 and len(held) >= 2:
        held.sort(key=lambda card: -(card_value(card) or 0))
    slots: list[str | None] = list(held)
    pending = n == 2 and len(held) == 1
    if slots:
        game.emit(MonsterCardsArranged(front=fi, slots=slots, place_pending=pending))


def after_monster_cards_set(game: RulesGame) -> None:
    """Monster passives that act once the cards are down, then Step 3-4 for the heroes."""
    c = combat_of(game)
    for fi, front in enumerate(c.fronts):
        foe = c.foes[front.foe]
        for a in foe_abilities(game, foe):
            if a.trigger == "passive" and a.timing == "after_play":
                run_effects(game, a.effects, EffectContext(user=("foe", front.foe), front=fi, source=a.name))
    game.emit(StepChanged(step="abilities"))


# --- damage (step 5) and the end of the round -------------------------------------------------

def check_heroes_alive(game: RulesGame) -> bool:
    """A dead hero loses the game. True if the game just ended."""
    for i, hs in enumerate(game.state.hero_states):
        if hs.health <= 0:
            game.emit(GameLost(reason=f"{hero_label(game, i)} was killed in combat."))
            return True
    return False


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
    """A PendingDamage while Step 5 works it out (speed: a plain tuple; a model only in the event)."""

    hero: int
    foe: int
    amount: int
    kind: str  # "direct" or "return"


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
    candidates: list[list[int]] = []
    for (fi, ind), per in contributions.items():
        if c.foes[fi].health[ind] > 0 or start[(fi, ind)] <= 0:
            continue
        # "killed the Monster just by applying their own Damage": judged against its health at the
        # start of Step 5, whatever the seating
        solo = [h for h, amount in per.items() if amount >= start[(fi, ind)]]
        if solo or len(per) == 1:
            avoid_all = True  # "ALL Heroes avoid ANY Return Damage this Round"
        else:
            candidates.append(sorted(per))
    if candidates and not avoid_all and any(p.kind == "return" for p in pending):
        game.emit(ReturnDamageChoice(avoid_all=False, candidates=candidates, pending=[
            PendingDamage(hero=p.hero, foe=p.foe, amount=p.amount, kind=p.kind) for p in pending]))
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
    xp = [f.card for f in c.foes if c.kind != "final_entity"]
    kind, element = c.kind, c.element
    game.emit(CombatWon(combat=kind, element=element, xp=xp))
    if kind == "final_entity":
        game.emit(GameWon(reason="The Final Entity is destroyed: the heroes have won!"))
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


# --- deciding ---------------------------------------------------------------------------------

def _need_step(c: CombatState, *steps: str) -> None:
    if c.step not in steps:
        words = {"assign": "the Monster Cards must be assigned to heroes first",
                 "play": "heroes are playing their Action Cards",
                 "place": "a monster's single card may be moved first",
                 "abilities": "heroes are choosing pairs and abilities",
                 "avoid": "the heroes must choose who avoids Return Damage"}
        raise RuleViolation(f"Not now: {words[c.step]}.")


def _hero(game: RulesGame, hero: int) -> None:
    if not 0 <= hero < len(game.state.heroes):
        raise RuleViolation("There is no such hero.")


def assignments(game: RulesGame) -> list[tuple[int, ...]]:
    """Every way to give each hero one of two Monster Cards so that each card gets a hero."""
    n = len(game.state.heroes)
    out = []
    for mask in range(2 ** n):
        foes = tuple((mask >> h) & 1 for h in range(n))
        if set(foes) == {0, 1}:
            out.append(foes)
    return out


@decides(AssignMonsters)
def decide_assign(game: RulesGame, cmd: AssignMonsters) -> None:
    c = combat_of(game)
    _need_step(c, "assign")
    if cmd.foes not in assignments(game):
        raise RuleViolation("Each hero fights one of the two Monster Cards, and each card must have a hero.")
    game.emit(MonstersAssigned(facing=[[f] for f in cmd.foes]))
    begin_round(game)


@decides(PlayCards)
def decide_play(game: RulesGame, cmd: PlayCards) -> None:
    c = combat_of(game)
    _need_step(c, "play")
    _hero(game, cmd.hero)
    fi = current_front(c, cmd.hero)
    if fi is None:
        raise RuleViolation(f"{hero_label(game, cmd.hero)} has already played this round.")
    hs = game.state.hero_states[cmd.hero]
    if len(set(cmd.cards)) != len(cmd.cards) or any(card not in hs.hand for card in cmd.cards):
        raise RuleViolation("Cards can only be played from the hero's hand.")
    want = cards_to_play(game, c, fi)
    if len(cmd.cards) != want:
        raise RuleViolation(f"{hero_label(game, cmd.hero)} must play {want} card{'s' if want != 1 else ''} now.")
    short = c.short[cmd.hero]
    done = not short
    game.emit(CardsPlayed(hero=cmd.hero, front=fi, cards=list(cmd.cards), done=done))
    if short:
        # "...shuffle their Discard to form a new Draw Pile, and Draw up to a total of 3 Cards,
        # including the Card or Cards they have just played."
        played = len(c.fronts[fi].slots)
        draw_hero_cards(game, cmd.hero, max(0, HAND_SIZE - played - len(hs.hand)), reshuffle=True)
        if cards_to_play(game, c, fi) > 0:
            return
        game.emit(CardsPlayed(hero=cmd.hero, front=fi, cards=[], done=True))
    after_hero_played(game, cmd.hero)


@decides(PlaceMonsterCard)
def decide_place(game: RulesGame, cmd: PlaceMonsterCard) -> None:
    c = combat_of(game)
    _need_step(c, "place")
    if not 0 <= cmd.front < len(c.fronts) or c.fronts[cmd.front].hero != cmd.hero:
        raise RuleViolation("That is not one of this hero's fights.")
    front = c.fronts[cmd.front]
    if not front.place_pending:
        raise RuleViolation("There is no single monster card to move there.")
    if not 0 <= cmd.slot < len(front.slots) or front.slots[cmd.slot].hero is None:
        raise RuleViolation("The monster's card can only be moved opposite one of the hero's played cards.")
    game.emit(MonsterCardPlaced(front=cmd.front, slot=cmd.slot))
    if not any(f.place_pending for f in c.fronts):
        after_monster_cards_set(game)


def target_problem(game: RulesGame, c: CombatState, fi: int, target: int | None) -> str | None:
    foe = c.foes[c.fronts[fi].foe]
    if target is None:
        return None
    if not 0 <= target < len(foe.health) or foe.health[target] <= 0:
        return "Damage can only be assigned to a living individual of that monster."
    return None


def ability_problem(game: RulesGame, cmd: ActivateAbility) -> str | None:
    c = combat_of(game)
    if c.step != "abilities":
        return "Abilities are activated after the cards are played and evaluated (Step 4)."
    if not 0 <= cmd.hero < len(game.state.heroes):
        return "There is no such hero."
    if c.finished[cmd.hero]:
        return f"{hero_label(game, cmd.hero)} is done with abilities this round."
    if not 0 <= cmd.front < len(c.fronts) or c.fronts[cmd.front].hero != cmd.hero:
        return "That is not one of this hero's fights."
    front = c.fronts[cmd.front]
    if c.foes[front.foe].defeated:
        return "That monster is already dead."
    ability = hero_kit(game, cmd.hero).by_id.get(cmd.ability)
    return _ability_choice_problem(game, c, cmd.hero, cmd.front, ability, cmd.pair, cmd.target, cmd.card)


def _ability_choice_problem(game: RulesGame, c: CombatState, hero: int, fi: int, ability: AbilityDef | None,
                            pair: int | None, target: int | None, card: str | None) -> str | None:
    """The rest of ability_problem, once the step, hero, front and foe are known to be fine."""
    problem = _ability_ready_problem(game, c, hero, fi, ability)
    if problem or ability is None:
        return problem
    return _ability_pick_problem(game, c, hero, fi, ability, pair, target, card)


def _ability_ready_problem(game: RulesGame, c: CombatState, hero: int, fi: int,
                           ability: AbilityDef | None) -> str | None:
    """Why the ability cannot be activated on this front, whatever the player names."""
    if ability is None or ability.trigger == "passive":
        return "The hero has no such ability to activate."
    front = c.fronts[fi]
    hs = game.state.hero_states[hero]
    if ability.spell and ability.id in hs.exhausted:
        return f"{ability.name} is Exhausted until it is Refreshed."
    if ability.trigger == "power" and len(hs.stored) < ability.cost:
        return f"{ability.name} costs {ability.cost} Stored Power Card{'s' if ability.cost != 1 else ''}."
    if ability.trigger == "block":
        if c.block_used[hero]:
            return "Only one Block-Activated Ability may be activated each round."
        if front.chosen is None or pair_kind(front.slots[front.chosen]) != "block":
            return "A Block-Activated Ability needs a Block chosen as the pair to resolve."
    if ability_shape(ability).touches and front.chosen is not None:
        return "The pair to resolve is already chosen; the cards can no longer be changed."
    return None


def _ability_pick_problem(game: RulesGame, c: CombatState, hero: int, fi: int, ability: AbilityDef,
                          pair: int | None, target: int | None, card: str | None) -> str | None:
    """Why the pair, individual or card the player names does not do for the ability."""
    front = c.fronts[fi]
    hs = game.state.hero_states[hero]
    shape = ability_shape(ability)
    # a choice the ability does not ask for must be left empty, not ignored
    if pair is not None and not shape.pair:
        return f"{ability.name} does not use a chosen card: leave the pair empty."
    if shape.aims:
        several = len(c.foes[front.foe].alive()) > 1
        if several and target is None:
            return f"Choose which individual {ability.name} aims at."
        if not several and target is not None:
            return "There is only one individual to aim at: leave the target empty."
    elif target is not None:
        return f"{ability.name} does not aim at one individual: leave the target empty."
    if card is not None and not shape.card:
        return f"{ability.name} does not Retrieve a card: leave the card empty."
    if shape.pair and (pair is None or not 0 <= pair < len(front.slots)
                       or getattr(front.slots[pair], shape.side) is None):
        return "Choose one of the played cards for that ability."
    problem = target_problem(game, c, fi, target)
    if problem:
        return problem
    if shape.card and (card is None or card not in hs.discard):
        return "Choose a card from the discard pile to Retrieve."
    return effects_problem(game, ability.effects, EffectContext(
        user=("hero", hero), front=fi, pair=pair, target=target, card=card, source=ability.id))


def ctx_for(cmd: ActivateAbility) -> EffectContext:
    return EffectContext(user=("hero", cmd.hero), front=cmd.front, pair=cmd.pair, target=cmd.target,
                         card=cmd.card, source=cmd.ability)


@decides(ActivateAbility)
def decide_activate(game: RulesGame, cmd: ActivateAbility) -> None:
    problem = ability_problem(game, cmd)
    if problem:
        raise RuleViolation(problem)
    ability = hero_kit(game, cmd.hero).by_id[cmd.ability]
    hs = game.state.hero_states[cmd.hero]
    spent = hs.stored[:ability.cost] if ability.trigger == "power" else []
    game.emit(AbilityActivated(hero=cmd.hero, ability=ability.id, spent=spent, exhaust=ability.spell,
                               block=ability.trigger == "block"))
    run_effects(game, ability.effects, ctx_for(cmd))
    after_ability_damage(game)


@decides(ResolvePair)
def decide_resolve(game: RulesGame, cmd: ResolvePair) -> None:
    c = combat_of(game)
    _need_step(c, "abilities")
    _hero(game, cmd.hero)
    if c.finished[cmd.hero]:
        raise RuleViolation(f"{hero_label(game, cmd.hero)} is done this round.")
    if not 0 <= cmd.front < len(c.fronts) or c.fronts[cmd.front].hero != cmd.hero:
        raise RuleViolation("That is not one of this hero's fights.")
    front = c.fronts[cmd.front]
    if front.chosen is not None:
        raise RuleViolation("The pair to resolve is already chosen.")
    if front.ignored:
        raise RuleViolation("This hero's Combat Pair results are ignored this round: there is no pair to choose.")
    if c.foes[front.foe].defeated:
        raise RuleViolation("That monster is already dead.")
    if cmd.pair not in allowed_pairs(front):
        if 0 <= cmd.pair < len(front.slots) and pair_kind(front.slots[cmd.pair]) == "hero":
            raise RuleViolation("Monster Hits must always be chosen over Hero Hits (a Block may be chosen instead).")
        raise RuleViolation("That is not a Combat Pair.")
    foe = c.foes[front.foe]
    target = cmd.target
    several = len(foe.alive()) > 1
    if target is not None and not several:
        raise RuleViolation("There is only one individual to hit: leave the target empty.")
    if target is None and several:
        raise RuleViolation("Choose which individual the pair's damage goes to.")
    if target is None:
        target = foe.alive()[0]
    problem = target_problem(game, c, cmd.front, target) or excess_problem(game, foe, target, cmd.excess)
    if problem:
        raise RuleViolation(problem)
    if cmd.excess is not None and cmd.excess not in excess_options(game, c, cmd.front, cmd.pair, target):
        raise RuleViolation("Excess damage is sent on only when the pair leaves excess: leave it empty for the "
                            "weakest individual.")
    game.emit(PairChosen(hero=cmd.hero, front=cmd.front, pair=cmd.pair, target=target, excess=cmd.excess))


def excess_problem(game: RulesGame, foe: Foe, target: int, excess: int | None) -> str | None:
    """Why excess damage cannot be sent to `excess`: "any excess damage may be applied to any other
    Individual Monster in that Horde Type Set"."""
    if excess is None:
        return None
    if not _is_horde(game, foe):
        return "Only a Horde's excess damage carries on to another individual."
    if excess == target or not 0 <= excess < len(foe.health) or foe.health[excess] <= 0:
        return "Excess damage goes to another living individual of the Horde."
    return None


def excess_options(game: RulesGame, c: CombatState, fi: int, pair: int, target: int | None) -> list[int]:
    """The individuals the players may send a Horde's excess damage to, besides the default (the
    weakest): listed only when resolving this pair now would leave excess and there is a choice."""
    front = c.fronts[fi]
    foe = c.foes[front.foe]
    if not _is_horde(game, foe):
        return []
    alive = foe.alive()
    t = target if target is not None else (alive or [0])[0]
    others = [i for i in alive if i != t]
    if len(others) < 2:
        return []
    preview = pair_preview(game, front, front.slots[pair], t)
    if preview is None or preview.deal <= foe.health[t]:
        return []
    default = min(others, key=lambda i: (foe.health[i], i))
    return [i for i in others if i != default]


def unfinished_fronts(c: CombatState, hero: int) -> list[int]:
    return [fi for fi, _ in _unfinished(c, hero)]


def _unfinished(c: CombatState, hero: int) -> list[tuple[int, list[int]]]:
    """The hero's fronts still to choose a pair on, each with the pairs it may choose."""
    out = []
    for fi in hero_fronts(c, hero):
        front = c.fronts[fi]
        # "ignore the results of your Combat Pairs": no pair is chosen where results are ignored
        if not c.foes[front.foe].defeated and front.chosen is None and not front.ignored:
            allowed = allowed_pairs(front)
            if allowed:
                out.append((fi, allowed))
    return out


@decides(FinishAbilities)
def decide_finish(game: RulesGame, cmd: FinishAbilities) -> None:
    c = combat_of(game)
    _need_step(c, "abilities")
    _hero(game, cmd.hero)
    if c.finished[cmd.hero]:
        raise RuleViolation(f"{hero_label(game, cmd.hero)} is already done this round.")
    if unfinished_fronts(c, cmd.hero):
        raise RuleViolation("First choose which Combat Pair to resolve.")
    game.emit(AbilitiesFinished(hero=cmd.hero))
    maybe_resolve(game)


@decides(AvoidReturnDamage)
def decide_avoid(game: RulesGame, cmd: AvoidReturnDamage) -> None:
    c = combat_of(game)
    _need_step(c, "avoid")
    if not c.avoid_candidates or cmd.hero not in c.avoid_candidates[0]:
        raise RuleViolation("Only a hero who helped kill that monster may avoid its Return Damage.")
    game.emit(ReturnDamageAvoided(hero=cmd.hero))
    if not c.avoid_candidates:
        finish_damage(game, list(c.pending), c.avoid_all, list(c.avoiders))


# --- listing ----------------------------------------------------------------------------------

def play_options(game: RulesGame, hero: int, want: int) -> list[list[str]]:
    """Distinct plays by value (two 5s are the same play)."""
    hand = game.state.hero_states[hero].hand
    seen: set[tuple[int, ...]] = set()
    out = []
    from itertools import combinations
    for combo in combinations(hand, want):
        key = tuple(sorted(card_value(x) or 0 for x in combo))
        if key not in seen:
            seen.add(key)
            out.append(list(combo))
    return out


# speed: the PlayCards listed for a hand and a number of cards, by hero, hand and number (the
# commands are frozen and shared like _COMMANDS'; play_options reads only the hand and card values)
_PLAYS: Cache[tuple[int, tuple[str, ...], int], list[Command]] = Cache("combat_flow._PLAYS", 20_000)


def _plays(game: RulesGame, hero: int, want: int) -> list[Command]:
    """PlayCards for each of play_options(game, hero, want), in its order."""
    key = (hero, tuple(game.state.hero_states[hero].hand), want)
    got = _PLAYS.get(key)
    if got is None:
        got = _PLAYS.put(key, [PlayCards(hero=hero, cards=cards) for cards in play_options(game, hero, want)])
    return got


class AbilityShape(NamedTuple):
    """What an ability's effects ask of the player, read once per ability (content is fixed)."""

    touches: bool  # it changes the played cards (touches_cards)
    pair: bool  # the player names a Combat Pair (needs_pair) ...
    side: str  # ... whose card on this side ("hero" for own_chosen, else "monster")
    aims: bool  # it damages "the opponent": the player names the individual
    card: bool  # the player names a card of the discard pile (needs_card)
    # what effects_problem asks of a hero's activation on a front (effect_rules.hero_effects_plan)
    plan: tuple[bool, bool, bool] | None


# speed: by id(ability), the ability kept alive with it so the id cannot be reused
_SHAPES: Cache[int, tuple[AbilityDef, AbilityShape]] = Cache("combat_flow._SHAPES", 20_000)


def ability_shape(a: AbilityDef) -> AbilityShape:
    got = _SHAPES.get(id(a))
    if got is not None and got[0] is a:
        return got[1]
    effects = a.effects
    shape = AbilityShape(
        touches=touches_cards(effects), pair=needs_pair(effects),
        side="hero" if any(e.op == "modify" and e.card == "own_chosen" for e in effects) else "monster",
        aims=any(e.op == "damage" and e.to == "opponent" for e in effects), card=needs_card(effects),
        plan=hero_effects_plan(effects))
    _SHAPES.put(id(a), (a, shape))
    return shape


# speed: the commands listed are frozen and hold only ints, strings and None: one object per
# distinct command, shared by every listing (building a pydantic model costs ~1.5 us)
_COMMANDS: Cache[tuple[object, ...], Command] = Cache("combat_flow._COMMANDS", 50_000)


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
_ACTIVES: Cache[int, tuple[HeroKit, tuple[_Active, ...]]] = Cache("combat_flow._ACTIVES", 20_000)


def _actives(kit: HeroKit) -> tuple[_Active, ...]:
    got = _ACTIVES.get(id(kit))
    if got is not None and got[0] is kit:
        return got[1]
    actives = tuple(_Active(a, ability_shape(a), kit.by_id[a.id], a.trigger, a.spell, a.id, a.cost)
                    for a in kit.abilities if a.trigger != "passive")
    _ACTIVES.put(id(kit), (kit, actives))
    return actives


def ability_options(game: RulesGame, c: CombatState, hero: int) -> list[Command]:
    out: list[Command] = []
    hs = game.state.hero_states[hero]
    if c.step != "abilities" or not 0 <= hero < len(game.state.heroes) or c.finished[hero]:
        return out  # what ability_problem refuses first, whatever the ability
    # speed: skip what ability_problem would refuse on any front whatever the choices (no commands
    # built); most heroes have nothing left to activate, so this is usually the end
    exhausted, stored, block_used = hs.exhausted, len(hs.stored), c.block_used[hero]
    usable = [x for x in _actives(hero_kit(game, hero))
              if not ((x.spell and x.id in exhausted) or (x.trigger == "power" and stored < x.cost)
                      or (x.trigger == "block" and block_used))]
    if not usable:
        return out
    in_fight = game.state.phase == "combat"
    discarded: list[str | None] | None = None
    for fi, front in enumerate(c.fronts):
        if front.hero != hero:
            continue
        foe = c.foes[front.foe]
        if foe.defeated:
            continue
        chosen = front.chosen
        for a, shape, checked, trigger, _, aid, _ in usable:
            if trigger == "block" and chosen is None:
                continue
            if chosen is not None and shape.touches:
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
                    for card in hs.discard:
                        seen.setdefault(card_value(card), card)
                    discarded = list(seen.values())
                cards = discarded
            # speed: the checks ability_problem makes, without building a command for every choice
            # (the ability checked is the first of the hero's with that id, as ability_problem's)
            if _ability_ready_problem(game, c, hero, fi, checked) is not None:
                continue
            plan = shape.plan if checked is a and in_fight else None
            if plan is None:
                for p in pairs:
                    for t in targets:
                        for card in cards:
                            if _ability_pick_problem(game, c, hero, fi, checked, p, t, card) is None:
                                out.append(_activation(hero, aid, fi, p, t, card))
                continue
            # speed: _ability_pick_problem by the plan: the pairs, the living targets and the
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
    return out


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
            if c.finished[h]:
                continue
            out += ability_options(game, c, h)
            todo = _unfinished(c, h)
            for fi, allowed in todo:
                foe = c.foes[c.fronts[fi].foe]
                alive = foe.alive()
                targets: list[int | None] = list(alive) if len(alive) > 1 else [None]
                for p in allowed:
                    for t in targets:
                        out.append(_resolution(h, fi, p, t))
                        # the players choose where a Horde's excess goes (the weakest by default)
                        out += [_resolution(h, fi, p, t, x) for x in excess_options(game, c, fi, p, t)]
            if not todo:
                out.append(_finishing(h))
    elif c.step == "avoid" and c.avoid_candidates:
        out += [AvoidReturnDamage(hero=h) for h in c.avoid_candidates[0]]
    return out


# --- the combat preview (read-only: what the UI shows on each pair before a hero commits) ---------

class PairPreview(NamedTuple):
    kind: str  # "block", "monster" (Monster Hit) or "hero" (Hero Hit)
    deal: int  # damage the monster would take (after its armor)
    take: int  # damage the hero would take (after the hero's armor; Return Damage may be avoided)


def pair_preview(game: RulesGame, front: Front, slot: Slot, target: int | None = None) -> PairPreview | None:
    """What resolving this pair would deal and take, by Step 5's arithmetic (`resolve_damage`):
    a Hero Hit deals the hero's value (+ bonus damage) and the hero takes the difference as Return
    Damage; a Monster Hit deals the monster's value (+ bonus) to the hero and the monster takes the
    difference as Return Damage; a Block deals nothing. Armor reduces each side's damage. None when
    the slot is not a pair yet. Abilities activated later may still change the outcome."""
    kind = pair_kind(slot)
    if kind is None:
        return None
    if kind == "block":
        return PairPreview("block", 0, 0)
    hv, mv = value(slot.hero, slot.hero_mod), value(slot.monster, slot.monster_mod)
    c = game.state.combat
    foe = c.foes[front.foe] if c is not None else None
    if kind == "hero":
        to_foe, to_hero = hv + hero_bonus_damage(game, front.hero), hv - mv
    else:
        to_foe, to_hero = mv - hv, mv + (foe_bonus(game, foe) if foe is not None else 0)
    if foe is not None:
        if target is None:
            target = front.target if front.target is not None else (foe.alive() or [0])[0]
        if not (c is not None and front.hero < len(c.ignore_armor) and c.ignore_armor[front.hero]):
            to_foe = max(0, to_foe - foe_armor(game, foe, target))
        to_foe = min(to_foe, sum(foe.health)) if _is_horde(game, foe) else min(to_foe, foe.health[target])
    return PairPreview(kind, max(0, to_foe), max(0, to_hero - hero_armor(game, front.hero)))


def _is_horde(game: RulesGame, foe: Foe) -> bool:
    m = monster_def(game, foe)
    return m is not None and m.type == "horde"
