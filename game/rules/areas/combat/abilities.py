"""Whether an ability may be activated now (step 4), and the shape of an ability's choice."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from game.i18n import _, ngettext
from game.rules.areas.combat.events import (
    ActivateAbility,
)
from game.rules.areas.combat.table import combat_of, pair_kind
from game.rules.areas.effect_rules import EffectContext, effects_problem, hero_effects_plan
from game.rules.areas.heroes import hero_kit, hero_label, power_pool
from game.rules.content.hero_cards import AbilityDef
from game.rules.core.effects import needs_card, needs_pair, touches_cards
from game.rules.fast.tables import per_object
from game.rules.state.combat_state import CombatState

if TYPE_CHECKING:

    from game.rules.protocol import RulesGame


def target_problem(game: RulesGame, c: CombatState, fi: int, target: int | None) -> str | None:
    foe = c.foes[c.fronts[fi].foe]
    if target is None:
        return None
    if not 0 <= target < len(foe.health) or foe.health[target] <= 0:
        return _("Damage can only be assigned to a living individual of that monster.")
    return None


def ability_problem(game: RulesGame, cmd: ActivateAbility) -> str | None:
    c = combat_of(game)
    problem = hero_activation_problem(game, c, cmd.hero) or front_activation_problem(c, cmd.hero, cmd.front)
    if problem:
        return problem
    ability = hero_kit(game, cmd.hero).by_id.get(cmd.ability)
    return ability_choice_problem(game, c, cmd.hero, cmd.front, ability, cmd.pair, cmd.target, cmd.card)


# The checks of an activation, step by step, shared by deciding (ability_problem) and listing
# (legal.ability_options, which asks each once for all the choices it covers).

def hero_activation_problem(game: RulesGame, c: CombatState, hero: int) -> str | None:
    """Why the hero can activate nothing now, whatever the ability and the front."""
    if c.step != "abilities":
        return _("Abilities are activated after the cards are played and evaluated (Step 4).")
    if not 0 <= hero < len(game.state.heroes):
        return _("There is no such hero.")
    if c.finished[hero]:
        return _("{hero} is done with abilities this round.").format(hero=hero_label(game, hero))
    return None


def front_activation_problem(c: CombatState, hero: int, fi: int) -> str | None:
    """Why the hero can activate nothing on front `fi`, whatever the ability."""
    if not 0 <= fi < len(c.fronts) or c.fronts[fi].hero != hero:
        return _("That is not one of this hero's fights.")
    if c.foes[c.fronts[fi].foe].defeated:
        return _("That monster is already dead.")
    return None


def ability_choice_problem(game: RulesGame, c: CombatState, hero: int, fi: int, ability: AbilityDef | None,
                            pair: int | None, target: int | None, card: str | None) -> str | None:
    """The rest of ability_problem, once the step, hero, front and foe are known to be fine."""
    problem = ability_ready_problem(game, c, hero, fi, ability)
    if problem or ability is None:
        return problem
    return ability_pick_problem(game, c, hero, fi, ability, pair, target, card)


def ability_ready_problem(game: RulesGame, c: CombatState, hero: int, fi: int,
                           ability: AbilityDef | None) -> str | None:
    """Why the ability cannot be activated on this front, whatever the player names."""
    problem = ability_round_problem(game, c, hero, ability)
    if problem or ability is None:
        return problem
    return ability_front_problem(c, fi, ability)


def ability_round_problem(game: RulesGame, c: CombatState, hero: int, ability: AbilityDef | None) -> str | None:
    """Why the ability cannot be activated now on any of the hero's fronts (what it costs, what
    was used this round)."""
    if ability is None or ability.trigger == "passive":
        return _("The hero has no such ability to activate.")
    if ability.spell and ability.id in game.state.hero_states[hero].exhausted:
        return _("{ability} is Exhausted until it is Refreshed.").format(ability=ability.name)
    if ability.trigger == "power" and len(power_pool(game.state, hero)) < ability.cost:
        return ngettext("{ability} costs {n} Stored Power Card.", "{ability} costs {n} Stored Power Cards.",
                        ability.cost).format(ability=ability.name, n=ability.cost)
    if ability.trigger == "block" and c.block_used[hero]:
        return _("Only one Block-Activated Ability may be activated each round.")
    return None


def ability_front_problem(c: CombatState, fi: int, ability: AbilityDef) -> str | None:
    """Why the ability (fine this round) cannot be activated on front `fi` as its pairs are."""
    front = c.fronts[fi]
    if ability.trigger == "block" and (front.chosen is None or pair_kind(front.slots[front.chosen]) != "block"):
        return _("A Block-Activated Ability needs a Block chosen as the pair to resolve.")
    if front.chosen is not None and ability_shape(ability).touches:
        return _("The pair to resolve is already chosen; the cards can no longer be changed.")
    return None


def ability_pick_problem(game: RulesGame, c: CombatState, hero: int, fi: int, ability: AbilityDef,
                          pair: int | None, target: int | None, card: str | None) -> str | None:
    """Why the pair, individual or card the player names does not do for the ability."""
    front = c.fronts[fi]
    hs = game.state.hero_states[hero]
    shape = ability_shape(ability)
    # a choice the ability does not ask for must be left empty, not ignored
    if pair is not None and not shape.pair:
        return _("{ability} does not use a chosen card: leave the pair empty.").format(ability=ability.name)
    if shape.aims:
        several = len(c.foes[front.foe].alive()) > 1
        if several and target is None:
            return _("Choose which individual {ability} aims at.").format(ability=ability.name)
        if not several and target is not None:
            return _("There is only one individual to aim at: leave the target empty.")
    elif target is not None:
        return _("{ability} does not aim at one individual: leave the target empty.").format(ability=ability.name)
    if card is not None and not shape.card:
        return _("{ability} does not Retrieve a card: leave the card empty.").format(ability=ability.name)
    if shape.pair and (pair is None or not 0 <= pair < len(front.slots)
                       or getattr(front.slots[pair], shape.side) is None):
        return _("Choose one of the played cards for that ability.")
    problem = target_problem(game, c, fi, target)
    if problem:
        return problem
    if shape.card and (card is None or card not in hs.discard):
        return _("Choose a card from the discard pile to Retrieve.")
    return effects_problem(game, ability.effects, EffectContext(
        user=("hero", hero), front=fi, pair=pair, target=target, card=card, source=ability.id))


def ctx_for(cmd: ActivateAbility) -> EffectContext:
    return EffectContext(user=("hero", cmd.hero), front=cmd.front, pair=cmd.pair, target=cmd.target,
                         card=cmd.card, source=cmd.ability)


class AbilityShape(NamedTuple):
    """What an ability's effects ask of the player, read once per ability (content is fixed)."""

    touches: bool  # it changes the played cards (touches_cards)
    pair: bool  # the player names a Combat Pair (needs_pair) ...
    side: str  # ... whose card on this side ("hero" for own_chosen, else "monster")
    aims: bool  # it damages "the opponent": the player names the individual
    card: bool  # the player names a card of the discard pile (needs_card)
    # what effects_problem asks of a hero's activation on a front (effect_rules.hero_effects_plan)
    plan: tuple[bool, bool, bool] | None


@per_object("combat.ability_shape")
def ability_shape(a: AbilityDef) -> AbilityShape:
    effects = a.effects
    return AbilityShape(
        touches=touches_cards(effects), pair=needs_pair(effects),
        side="hero" if any(e.op == "modify" and e.card == "own_chosen" for e in effects) else "monster",
        aims=any(e.op == "damage" and e.to == "opponent" for e in effects), card=needs_card(effects),
        plan=hero_effects_plan(effects))
