"""Combat Setup: the Monster Action Decks, the Ecology's Monster and Stair Guardian piles, and the
three ways a fight starts — a Monster element Encountered, a Stair Guardian, the Final Entity.

Stacked piles for tests and scenarios (`Game.new(stacked=...)`), top first:
    "monster_deck:light" / ":medium" / ":heavy": ["5", "4", "power", ...]   (values, "power", ids)
    "monsters:<ecology>": [monster ids]        "guardians:<ecology>": [guardian ids]
    "entity": [part ids]                       "hero:<hero id>": see heroes.py
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.rules.areas.combat.events import CombatStarted, EcologyCardsReady, MonsterDecksReady, StepChanged
from game.rules.areas.combat.rounds import begin_round
from game.rules.areas.encounter import encounters
from game.rules.areas.heroes import take_stacked
from game.rules.areas.resolving import encounter_empty_lair
from game.rules.content.hero_cards import numbered_ids, power_ids
from game.rules.core.errors import RuleViolation
from game.rules.registry import on_ecology_setup, on_game_setup
from game.rules.state.combat_state import CombatKind, Foe
from game.rules.state.game_state import ElementState

if TYPE_CHECKING:
    from game.rules.content.monster_cards import MonsterDef
    from game.rules.protocol import RulesGame


def _stacked_order(game: RulesGame, key: str, cards: list[str], rng_shuffle: bool = True) -> tuple[str, ...]:
    pool = list(cards)
    top = [c for c in game.state.stacked.get(key, []) if c in pool]
    rest = [c for c in pool if c not in top]
    if rng_shuffle:
        game.rng.shuffle(rest)
    return tuple(top + rest)


@on_game_setup
def set_up_monster_decks(game: RulesGame) -> None:
    """"Shuffle each deck" (Monster Action Deck); they persist, unshuffled, from fight to fight."""
    decks: dict[str, tuple[str, ...]] = {}
    for deck_id, d in game.content.monsters.decks.items():
        cards = numbered_ids(deck_id, d.cards)
        powers = power_ids(deck_id, d.power_cards)
        top = take_stacked(game.state.stacked.get(f"monster_deck:{deck_id}", []), cards, powers)
        rest = cards + powers
        game.rng.shuffle(rest)
        decks[deck_id] = tuple(top + rest)
    game.emit(MonsterDecksReady(decks=decks))


@on_ecology_setup
def set_up_ecology_cards(game: RulesGame) -> None:
    """"Make separate shuffled draw piles for the Monster Cards, Feature Cards, and Stair Guardians";
    the Crazed Bipedal Saurian waits aside until a card shuffles it in."""
    eco = game.state.ecology
    mc = game.content.monsters
    stacked = game.state.stacked.get(f"monsters:{eco}", [])
    ids = mc.ecology_monsters.get(eco, [])
    aside = [m for m in ids if mc.monsters[m].set_aside and m not in stacked]
    monsters = _stacked_order(game, f"monsters:{eco}", [m for m in ids if m not in aside])
    guardians = _stacked_order(game, f"guardians:{eco}", mc.ecology_guardians.get(eco, []))
    game.emit(EcologyCardsReady(ecology=eco, monsters=monsters, set_aside=tuple(aside), guardians=guardians))


def foe_from_card(game: RulesGame, m: MonsterDef) -> Foe:
    """One health token per individual, at the value for the number of heroes."""
    hp = m.health[len(game.state.heroes) - 1]
    return Foe(card=m.id, deck=m.difficulty, health=[hp] * m.count, max_health=[hp] * m.count)


def start_fight(game: RulesGame, kind: CombatKind, foes: list[Foe], element: str | None = None,
                drawn_from: str | None = None) -> None:
    """Emit the fight's start, then assign two Monster Cards (a choice) or begin round one."""
    n = len(game.state.heroes)
    two_cards = len(foes) == 2 and n > 1
    facing = tuple([() if two_cards else tuple(range(len(foes))) for _ in range(n)])
    game.emit(CombatStarted(combat=kind, element=element, foes=tuple(foes), facing=facing, drawn_from=drawn_from))
    if two_cards:
        game.emit(StepChanged(step="assign"))  # "The players decide which Monster will be assigned ..."
    else:
        begin_round(game)


def monster_problem(game: RulesGame, el: ElementState) -> str | None:
    return None  # an empty Monster deck leaves the place empty (resolving.encounter_empty_lair)


@encounters("monster", check=monster_problem)
def encounter_monster(game: RulesGame, el: ElementState) -> None:
    """"Draw the next Monster Card for the Level you're Exploring. If two Monster icons are present,
    draw two Monster Cards." Then Combat."""
    eco = game.state.ecology
    pile = game.state.monster_piles.get(eco, [])
    if not pile:
        encounter_empty_lair(game, el)
        return
    cards = pile[:max(1, el.icons)]
    mc = game.content.monsters.monsters
    start_fight(game, "monster", [foe_from_card(game, mc[c]) for c in cards], element=el.id,
                drawn_from=f"monsters:{eco}")


def start_stair_guardian_fight(game: RulesGame) -> None:
    """"Draw a Stair Guardian Card from the three possible for the Ecology" and fight it.

    Call from inside a decider (the stairs encounter). On victory a `combat_won` event with
    combat="stair_guardian" is emitted, then `COMBAT_WON_HOOKS["stair_guardian"]` runs.
    """
    eco = game.state.ecology
    pile = game.state.guardian_piles.get(eco, [])
    if not pile:
        raise RuleViolation(_("There is no Stair Guardian in this Ecology."))
    guardian = game.content.monsters.monsters[pile[0]]
    start_fight(game, "stair_guardian", [foe_from_card(game, guardian)], drawn_from=f"guardians:{eco}")


def start_final_entity_fight(game: RulesGame) -> None:
    """The Final Entity: a Head I, Head II and Body drawn from their piles, with the Tail, as one
    enemy all heroes face together. Winning it wins the game."""
    mc = game.content.monsters
    lore = mc.entity_lore
    assert lore is not None
    stacked = game.state.stacked.get("entity", [])
    chosen = []
    for part in ("head1", "head2", "body", "tail"):
        options = [p.id for p in mc.entity_parts.values() if p.part == part]
        pick = next((p for p in stacked if p in options), None) or game.rng.choice(options)
        chosen.append(pick)
    n = len(game.state.heroes)
    health = [mc.entity_parts[p].health[n - 1] for p in chosen]
    foe = Foe(card="final-entity", deck=lore.difficulty, health=health, max_health=list(health), parts=chosen)
    start_fight(game, "final_entity", [foe])

