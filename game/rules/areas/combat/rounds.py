"""A round's automatic parts: the heroes draw (step 1), the monsters play (steps 1-3), a dead hero ends the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_
from game.rules.areas.combat.events import (
    CardsPlayed,
    HandShort,
    HeroDeckReshuffled,
    HeroDrew,
    MonsterCardsArranged,
    MonsterDeckReshuffled,
    MonsterDrew,
    MonsterPowerActivated,
    MonsterPowerWasted,
    RoundStarted,
    StepChanged,
)
from game.rules.areas.combat.table import (
    HAND_SIZE,
    cards_needed,
    cards_to_play,
    combat_of,
    current_front,
    foe_abilities,
    over,
)
from game.rules.areas.effect_rules import EffectContext, run_effects
from game.rules.areas.explore import KILLED_IN_COMBAT, GameLost
from game.rules.areas.heroes import hero_label
from game.rules.areas.resolving import knocked_out_instead
from game.rules.content.hero_cards import AbilityDef, card_value, is_power
from game.rules.state.combat_state import Foe

if TYPE_CHECKING:

    from game.rules.protocol import RulesGame


def reshuffle_hero(game: RulesGame, hero: int) -> None:
    hs = game.state.hero_states[hero]
    if hs.discard:
        order = list(hs.discard)
        game.rng.shuffle(order)
        game.emit(HeroDeckReshuffled(hero=hero, order=tuple(order)))


def draw_hero_cards(game: RulesGame, hero: int, count: int, reshuffle: bool = False) -> None:
    """Draw `count` cards to hand; Power Cards drawn are Stored and do not count."""
    hs = game.state.hero_states[hero]
    taken: list[str] = []
    got = 0
    # the next card is the first of the pile not yet taken: the pile does not change between
    # emits and `taken` only grows, so the search goes on from where it stopped
    draw, at = hs.draw, 0
    while got < count:
        while at < len(draw) and draw[at] in taken:
            at += 1
        if at >= len(draw):
            if not reshuffle or not hs.discard:
                break
            if taken:
                game.emit(HeroDrew(hero=hero, cards=tuple(taken)))
                taken = []
            reshuffle_hero(game, hero)
            draw, at = hs.draw, 0
            continue
        card = draw[at]
        taken.append(card)
        if not is_power(card):
            got += 1
    if taken:
        game.emit(HeroDrew(hero=hero, cards=tuple(taken)))


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
        game.emit(CardsPlayed(hero=hero, front=fi, cards=(), done=True))
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
    facing: list[tuple[int, ...]] = []
    for h in range(len(game.state.heroes)):
        mine = [f for f in (c.facing[h] if h < len(c.facing) else []) if f in living]
        facing.append(tuple(mine or living))
    game.emit(RoundStarted(round=c.round + 1, facing=tuple(facing)))
    for h in range(len(game.state.heroes)):
        draw_for_front(game, h)
        if over(game):
            return


def draw_monster_card(game: RulesGame, deck: str, fi: int) -> str | None:
    pile = game.state.monster_decks[deck]
    if not pile.draw:
        if not pile.discard:
            return None
        order = list(pile.discard)
        game.rng.shuffle(order)
        game.emit(MonsterDeckReshuffled(deck=deck, order=tuple(order)))
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
                game.emit(MonsterPowerWasted(foe=front.foe, front=fi, reason=N_("it has no power ability")))
            elif foe.powered:
                game.emit(MonsterPowerWasted(foe=front.foe, front=fi,
                                             reason=N_("it already used its power this round")))
            elif foe.parts:  # the Final Entity "activates all of its card's Power-Activated Abilities"
                game.emit(MonsterPowerActivated(foe=front.foe, front=fi, abilities=tuple([a.id for a in powers]),
                                                advance=False))
                activations.append(powers)
            else:
                chosen = powers[foe.power_index % len(powers)]
                game.emit(MonsterPowerActivated(foe=front.foe, front=fi, abilities=(chosen.id,)))
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
    slots: tuple[str | None, ...] = tuple(held)
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


def check_heroes_alive(game: RulesGame) -> bool:
    """A dead hero loses the game (unless the house rule knocks them out instead). True if the game
    just ended."""
    for i, hs in enumerate(game.state.hero_states):
        if hs.health <= 0 and not knocked_out_instead(game, i):
            game.emit(GameLost(reason=KILLED_IN_COMBAT.format(hero=hero_label(game, i))))  # English, as events are
            return True
    return False
