"""Reading the combat table: foes, their cards and stats, pairs and fronts, whether the fight is over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.rules.content.hero_cards import AbilityDef, card_value
from game.rules.core.errors import RuleViolation
from game.rules.state.combat_state import CombatState, Foe, Front, Slot

if TYPE_CHECKING:

    from game.rules.content.monster_cards import MonsterDef
    from game.rules.protocol import RulesGame


HAND_SIZE = 3


def combat_of(game: RulesGame) -> CombatState:
    c = game.state.combat
    if c is None or game.state.phase != "combat":
        raise RuleViolation(_("There is no fight going on."))
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
    # each card's value() and the pair's kind_of()
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
