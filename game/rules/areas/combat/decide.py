"""The six COMBAT STEPS, decided: 1 Draw, 2 Play, 3 Evaluate, 4 Abilities, 5 Damage, 6 Discard.

The players' commands are decided here (assigning monsters, playing cards, placing monster cards,
abilities, resolving pairs, finishing abilities, avoiding return damage). The automatic parts
(drawing and the monsters' play: rounds.py; damage and discarding: damage.py) run inside the command
that completes the players' part before them, so `Game.legal()` always offers the next real choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _, ngettext
from game.rules.areas.combat.abilities import ability_problem, ctx_for, target_problem
from game.rules.areas.combat.damage import after_ability_damage, finish_damage, maybe_resolve
from game.rules.areas.combat.events import (
    AbilitiesFinished,
    AbilityActivated,
    ActivateAbility,
    AssignMonsters,
    AvoidReturnDamage,
    CardsPlayed,
    FinishAbilities,
    MonsterCardPlaced,
    MonstersAssigned,
    PairChosen,
    PlaceMonsterCard,
    PlayCards,
    ResolvePair,
    ReturnDamageAvoided,
)
from game.rules.areas.combat.preview import is_horde, pair_preview
from game.rules.areas.combat.rounds import after_hero_played, after_monster_cards_set, begin_round, draw_hero_cards
from game.rules.areas.combat.table import (
    HAND_SIZE,
    allowed_pairs,
    cards_to_play,
    combat_of,
    current_front,
    hero_fronts,
    pair_kind,
)
from game.rules.areas.effect_rules import run_effects
from game.rules.areas.heroes import hero_kit, hero_label, power_pool
from game.rules.core.errors import RuleViolation
from game.rules.registry import decides
from game.rules.state.combat_state import CombatState, Foe

if TYPE_CHECKING:

    from game.rules.protocol import RulesGame


def _need_step(c: CombatState, *steps: str) -> None:
    if c.step not in steps:
        words = {"assign": _("Not now: the Monster Cards must be assigned to heroes first."),
                 "play": _("Not now: heroes are playing their Action Cards."),
                 "place": _("Not now: a monster's single card may be moved first."),
                 "abilities": _("Not now: heroes are choosing pairs and abilities."),
                 "avoid": _("Not now: the heroes must choose who avoids Return Damage.")}
        raise RuleViolation(words[c.step])


def _hero(game: RulesGame, hero: int) -> None:
    if not 0 <= hero < len(game.state.heroes):
        raise RuleViolation(_("There is no such hero."))


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
        raise RuleViolation(_("Each hero fights one of the two Monster Cards, and each card must have a hero."))
    game.emit(MonstersAssigned(facing=tuple([(f,) for f in cmd.foes])))
    begin_round(game)


def check_play(game: RulesGame, cmd: PlayCards) -> None:
    c = combat_of(game)
    _need_step(c, "play")
    _hero(game, cmd.hero)
    fi = current_front(c, cmd.hero)
    if fi is None:
        raise RuleViolation(_("{hero} has already played this round.").format(hero=hero_label(game, cmd.hero)))
    hs = game.state.hero_states[cmd.hero]
    if len(set(cmd.cards)) != len(cmd.cards) or any(card not in hs.hand for card in cmd.cards):
        raise RuleViolation(_("Cards can only be played from the hero's hand."))
    want = cards_to_play(game, c, fi)
    if len(cmd.cards) != want:
        raise RuleViolation(ngettext("{hero} must play {n} card now.", "{hero} must play {n} cards now.", want).format(
            hero=hero_label(game, cmd.hero), n=want))


@decides(PlayCards, check=check_play)
def decide_play(game: RulesGame, cmd: PlayCards) -> None:
    c = combat_of(game)
    fi = current_front(c, cmd.hero)
    assert fi is not None
    hs = game.state.hero_states[cmd.hero]
    short = c.short[cmd.hero]
    done = not short
    game.emit(CardsPlayed(hero=cmd.hero, front=fi, cards=cmd.cards, done=done))
    if short:
        # "...shuffle their Discard to form a new Draw Pile, and Draw up to a total of 3 Cards,
        # including the Card or Cards they have just played."
        played = len(c.fronts[fi].slots)
        draw_hero_cards(game, cmd.hero, max(0, HAND_SIZE - played - len(hs.hand)), reshuffle=True)
        if cards_to_play(game, c, fi) > 0:
            return
        game.emit(CardsPlayed(hero=cmd.hero, front=fi, cards=(), done=True))
    after_hero_played(game, cmd.hero)


@decides(PlaceMonsterCard)
def decide_place(game: RulesGame, cmd: PlaceMonsterCard) -> None:
    c = combat_of(game)
    _need_step(c, "place")
    if not 0 <= cmd.front < len(c.fronts) or c.fronts[cmd.front].hero != cmd.hero:
        raise RuleViolation(_("That is not one of this hero's fights."))
    front = c.fronts[cmd.front]
    if not front.place_pending:
        raise RuleViolation(_("There is no single monster card to move there."))
    if not 0 <= cmd.slot < len(front.slots) or front.slots[cmd.slot].hero is None:
        raise RuleViolation(_("The monster's card can only be moved opposite one of the hero's played cards."))
    game.emit(MonsterCardPlaced(front=cmd.front, slot=cmd.slot))
    if not any(f.place_pending for f in c.fronts):
        after_monster_cards_set(game)


def check_activate(game: RulesGame, cmd: ActivateAbility) -> None:
    problem = ability_problem(game, cmd)
    if problem:
        raise RuleViolation(problem)


@decides(ActivateAbility, check=check_activate)
def decide_activate(game: RulesGame, cmd: ActivateAbility) -> None:
    ability = hero_kit(game, cmd.hero).by_id[cmd.ability]
    spent = tuple(power_pool(game.state, cmd.hero)[:ability.cost]) if ability.trigger == "power" else ()
    game.emit(AbilityActivated(hero=cmd.hero, ability=ability.id, spent=spent, exhaust=ability.spell,
                               block=ability.trigger == "block"))
    run_effects(game, ability.effects, ctx_for(cmd))
    after_ability_damage(game)


def check_resolve(game: RulesGame, cmd: ResolvePair) -> None:
    c = combat_of(game)
    _need_step(c, "abilities")
    _hero(game, cmd.hero)
    if c.finished[cmd.hero]:
        raise RuleViolation(_("{hero} is done this round.").format(hero=hero_label(game, cmd.hero)))
    if not 0 <= cmd.front < len(c.fronts) or c.fronts[cmd.front].hero != cmd.hero:
        raise RuleViolation(_("That is not one of this hero's fights."))
    front = c.fronts[cmd.front]
    if front.chosen is not None:
        raise RuleViolation(_("The pair to resolve is already chosen."))
    if front.ignored:
        raise RuleViolation(_("This hero's Combat Pair results are ignored this round: there is no pair to choose."))
    if c.foes[front.foe].defeated:
        raise RuleViolation(_("That monster is already dead."))
    if cmd.pair not in allowed_pairs(front):
        if 0 <= cmd.pair < len(front.slots) and pair_kind(front.slots[cmd.pair]) == "hero":
            raise RuleViolation(_("Monster Hits must always be chosen over Hero Hits (a Block may be chosen instead)."))
        raise RuleViolation(_("That is not a Combat Pair."))
    foe = c.foes[front.foe]
    target = cmd.target
    several = len(foe.alive()) > 1
    if target is not None and not several:
        raise RuleViolation(_("There is only one individual to hit: leave the target empty."))
    if target is None and several:
        raise RuleViolation(_("Choose which individual the pair's damage goes to."))
    if target is None:
        target = foe.alive()[0]
    problem = target_problem(game, c, cmd.front, target) or excess_problem(game, foe, target, cmd.excess)
    if problem:
        raise RuleViolation(problem)
    if cmd.excess is not None and cmd.excess not in excess_options(game, c, cmd.front, cmd.pair, target):
        raise RuleViolation(_("Excess damage is sent on only when the pair leaves excess: leave it empty for the "
                              "weakest individual."))


@decides(ResolvePair, check=check_resolve)
def decide_resolve(game: RulesGame, cmd: ResolvePair) -> None:
    c = combat_of(game)
    target = cmd.target
    if target is None:  # the foe's one living individual
        target = c.foes[c.fronts[cmd.front].foe].alive()[0]
    game.emit(PairChosen(hero=cmd.hero, front=cmd.front, pair=cmd.pair, target=target, excess=cmd.excess))


def excess_problem(game: RulesGame, foe: Foe, target: int, excess: int | None) -> str | None:
    """Why excess damage cannot be sent to `excess`: "any excess damage may be applied to any other
    Individual Monster in that Horde Type Set"."""
    if excess is None:
        return None
    if not is_horde(game, foe):
        return _("Only a Horde's excess damage carries on to another individual.")
    if excess == target or not 0 <= excess < len(foe.health) or foe.health[excess] <= 0:
        return _("Excess damage goes to another living individual of the Horde.")
    return None


def excess_options(game: RulesGame, c: CombatState, fi: int, pair: int, target: int | None) -> list[int]:
    """The individuals the players may send a Horde's excess damage to, besides the default (the
    weakest): listed only when resolving this pair now would leave excess and there is a choice."""
    front = c.fronts[fi]
    foe = c.foes[front.foe]
    if not is_horde(game, foe):
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
    return [fi for fi, _ in unfinished_pairs(c, hero)]


def unfinished_pairs(c: CombatState, hero: int) -> list[tuple[int, list[int]]]:
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


def check_finish(game: RulesGame, cmd: FinishAbilities) -> None:
    c = combat_of(game)
    _need_step(c, "abilities")
    _hero(game, cmd.hero)
    if c.finished[cmd.hero]:
        raise RuleViolation(_("{hero} is already done this round.").format(hero=hero_label(game, cmd.hero)))
    if unfinished_fronts(c, cmd.hero):
        raise RuleViolation(_("First choose which Combat Pair to resolve."))


@decides(FinishAbilities, check=check_finish)
def decide_finish(game: RulesGame, cmd: FinishAbilities) -> None:
    game.emit(AbilitiesFinished(hero=cmd.hero))
    maybe_resolve(game)


@decides(AvoidReturnDamage)
def decide_avoid(game: RulesGame, cmd: AvoidReturnDamage) -> None:
    c = combat_of(game)
    _need_step(c, "avoid")
    if not c.avoid_candidates or cmd.hero not in c.avoid_candidates[0]:
        raise RuleViolation(_("Only a hero who helped kill that monster may avoid its Return Damage."))
    game.emit(ReturnDamageAvoided(hero=cmd.hero))
    if not c.avoid_candidates:
        finish_damage(game, list(c.pending), c.avoid_all, list(c.avoiders))
