"""Set up a position by hand, for tests and tools: a fight against named Monster Cards, a Stair
Guardian or the Final Entity, a Level Up, the next Ecology, cards drawn into a hand, Keys, the XP
pool, a hero's Health and Items.

Each step runs the rules' own code or emits the rules' own events through the game's public
`emit`, inside `game.chance(seed)`: nothing writes a game's private fields or its state by hand,
so the log replays to the position and the engine keeps the listing, the memo and the board's
version right (it follows every event it applies). Start from Game.new (its `stacked` fixes the
top of any deck); then drive the game with legal() and do() as usual.

    game = Game.new(heroes=["fighter", "wizard"], seed=5)
    scenario.monster_fight(game, ["lintel-creeper", "dust-sentry"])
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import Any, Literal, Protocol, cast

from game.i18n import N_
from game.rules.areas.combat.events import HeroDrew
from game.rules.areas.combat.setup import (
    foe_from_card,
    start_fight,
    start_final_entity_fight,
    start_stair_guardian_fight,
)
from game.rules.areas.explore import set_up_ecology
from game.rules.areas.features import KeysChanged
from game.rules.areas.items import ItemEquipped, ItemGained, ItemUnequipped
from game.rules.areas.progression import raise_level
from game.rules.areas.resolving import ElementResolved, HeroesHealed, HeroesHurt, push
from game.rules.areas.xp import XpSpent
from game.rules.content.tiles import ECOLOGIES
from game.rules.protocol import RulesGame
from game.rules.state.progress_state import LevelUpStep

SET_UP = N_("setting up the position")  # the cause and purpose the scenario's events give


class ScenarioGame(RulesGame, Protocol):
    """A game that can have a position set up: the rules' view of it plus Game.chance."""

    def chance(self, seed: int | str = 0) -> AbstractContextManager[Any]:
        ...


def _not_fighting(game: ScenarioGame) -> None:
    if game.state.combat is not None or game.state.outcome is not None:
        raise ValueError("A fight can be set up only while no fight is on and the game is not over.")


def _hero(game: ScenarioGame, hero: int) -> None:
    if hero not in range(len(game.state.hero_states)):
        raise ValueError(f"There is no hero {hero!r}: the party has {len(game.state.hero_states)} "
                         f"(hero numbers start at 0).")


def monster_fight(game: ScenarioGame, monsters: Sequence[str], seed: int | str = 0) -> None:
    """The heroes fight these Monster Cards (one, or two as a Monster element with two icons shows)
    of any Ecology; a card still in its Ecology's pile leaves it, as a drawn one would. With two
    cards and more than one hero, the fight opens with the heroes assigning them."""
    _not_fighting(game)
    known = game.content.monsters.monsters
    unknown = [m for m in monsters if m not in known]
    if unknown or len(monsters) not in (1, 2):
        raise ValueError(f"{unknown[0]!r} is no Monster Card." if unknown
                         else f"A fight is against one or two Monster Cards, not {len(monsters)}.")
    ecology = next((eco for eco, ids in game.content.monsters.ecology_monsters.items() if monsters[0] in ids),
                   game.state.ecology)
    with game.chance(seed):
        start_fight(game, "monster", [foe_from_card(game, known[m]) for m in monsters],
                    drawn_from=f"monsters:{ecology}")


def stair_guardian_fight(game: ScenarioGame, seed: int | str = 0) -> None:
    """The heroes fight the top Stair Guardian of their Ecology, as at the stairs."""
    _not_fighting(game)
    with game.chance(seed):
        start_stair_guardian_fight(game)


def final_entity_fight(game: ScenarioGame, seed: int | str = 0) -> None:
    """The heroes fight the Final Entity, its parts drawn with chance from `seed` (Game.new's
    stacked {"entity": [head I, head II, body]} fixes them)."""
    _not_fighting(game)
    with game.chance(seed):
        start_final_entity_fight(game)


def level_up(game: ScenarioGame, then: str = "descend", seed: int | str = 0) -> None:
    """The Level Up step opens, as a defeated Stair Guardian opens it (`then`: "descend" to the
    next Ecology afterwards, or "explore")."""
    if then not in ("descend", "explore"):
        raise ValueError(f"After a Level Up the heroes descend or explore, not {then!r}.")
    with game.chance(seed):
        push(game, LevelUpStep(then=cast(Literal["descend", "explore"], then)))  # (checked just above)


def raise_heroes_to(game: ScenarioGame, level: int, heal: bool = True, seed: int | str = 0) -> None:
    """Every hero reaches `level` (its Health, Power Abilities; spells refreshed), healed to full
    when `heal`, as Leveling Up does."""
    if level not in (1, 2, 3):
        raise ValueError(f"Hero levels are 1, 2 and 3, not {level!r}.")
    with game.chance(seed):
        raise_level(game, level, heal=heal, stored=False)


def next_ecology(game: ScenarioGame, ecology: str, keys_added: int | None = None, seed: int | str = 0) -> None:
    """Lay out `ecology` as the descent does (its Entry tile, tile pile and cards); `keys_added`
    Keys join the heroes' (None: the starting Keys of a new game)."""
    if ecology not in ECOLOGIES:
        raise ValueError(f"{ecology!r} is no Ecology (one of {', '.join(ECOLOGIES)}).")
    with game.chance(seed):
        set_up_ecology(game, ecology, keys_added)


def draw(game: ScenarioGame, hero: int, cards: Sequence[str]) -> None:
    """The hero draws these cards from anywhere in their draw pile (Power Cards are Stored)."""
    _hero(game, hero)
    pile = list(game.state.hero_states[hero].draw)
    for card in cards:
        if card not in pile:
            raise ValueError(f"{card!r} is not in hero {hero}'s draw pile.")
        pile.remove(card)
    with game.chance():
        game.emit(HeroDrew(hero=hero, cards=tuple(cards)))


def set_keys(game: ScenarioGame, keys: int) -> None:
    """The heroes hold `keys` Keys."""
    if keys < 0:
        raise ValueError(f"The heroes cannot hold {keys} Keys.")
    if keys != game.state.keys:
        with game.chance():
            game.emit(KeysChanged(amount=keys - game.state.keys, cause=SET_UP))


def set_xp_pool(game: ScenarioGame, cards: Sequence[str]) -> None:
    """The communal XP pool holds exactly these cards (Monster, Feature or other XP cards)."""
    with game.chance():
        if game.state.xp_pool:
            game.emit(XpSpent(cards=tuple(game.state.xp_pool), value=0, cost=0, purpose=SET_UP))
        for card in cards:
            game.emit(ElementResolved(element="", xp_card=card))


def set_health(game: ScenarioGame, hero: int, health: int) -> None:
    """The hero has `health` Health (between 0 and their maximum)."""
    _hero(game, hero)
    hs = game.state.hero_states[hero]
    if health not in range(hs.max_health + 1):
        raise ValueError(f"Hero {hero}'s Health runs from 0 to {hs.max_health}, not {health!r}.")
    amounts = [0] * len(game.state.hero_states)
    amounts[hero] = abs(health - hs.health)
    if health != hs.health:
        with game.chance():
            game.emit((HeroesHurt if health < hs.health else HeroesHealed)(amounts=tuple(amounts), cause=SET_UP))


def set_items(game: ScenarioGame, hero: int, equipped: Sequence[str] = (), unequipped: Sequence[str] = ()) -> None:
    """The hero holds exactly these Items, equipped or not (whether they fit the hands is not
    checked: a test may want a hero who holds too much)."""
    _hero(game, hero)
    equipped, unequipped = list(equipped), list(unequipped)  # copies: the hero's own lists change below
    unknown = [i for i in [*equipped, *unequipped] if i not in game.content.items]
    if unknown:
        raise ValueError(f"{unknown[0]!r} is no Item.")
    hs = game.state.hero_states[hero]
    with game.chance():
        dropped = [i for i in [*hs.equipped, *hs.unequipped] if i not in equipped and i not in unequipped]
        if dropped:
            game.emit(XpSpent(cards=tuple(dropped), value=0, cost=0, purpose=SET_UP))
        for item in [i for i in hs.equipped if i in unequipped]:
            game.emit(ItemUnequipped(hero=hero, item=item))
        for item in [i for i in hs.unequipped if i in equipped]:
            game.emit(ItemEquipped(hero=hero, item=item))
        for item in equipped:
            if item not in hs.equipped:
                game.emit(ItemGained(hero=hero, item=item, equipped=True))
        for item in unequipped:
            if item not in hs.unequipped:
                game.emit(ItemGained(hero=hero, item=item, equipped=False))
