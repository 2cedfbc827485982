"""CAMPFIRES: "Heroes may Rest at a Campfire once per Ecology. When Heroes Rest, the following
occurs: All Heroes receive Healing equal to 1/2 of their current maximum Health. Heroes Shuffle
their Action Card Discard and Draw Piles to form new Draw Piles. Stored Power Cards remain Stored.
Refresh all Exhausted Spells. Remove all Defeated Monster Tokens from the Map Tiles. Monsters are
present at these locations again."

House rule "knocked out, not killed": a knocked-out hero is revived, healed to full Health.

Random Campfire Healing (variant): "each Hero Draws 2 Cards and Heals equal to the highest Value
Card." The two cards come off the draw pile (a Power Card turned up is Stored and another drawn)
and join the discard pile before the reshuffle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from game.i18n import _, ngettext
from game.rules.areas.encounter import encounters
from game.rules.areas.heroes import hero_label
from game.rules.areas.resolving import ElementResolved, hurt_heroes
from game.rules.content.hero_cards import card_value, is_power
from game.rules.core.messages import Event
from game.rules.describe import describes
from game.rules.registry import applies
from game.rules.state.game_state import ElementState

if TYPE_CHECKING:
    from game.rules.protocol import RulesGame

RAVENOUS_BITE = 4


class CampfireCardsDrawn(Event):
    """Random Campfire Healing: the cards a hero turned up (Power Cards among them are Stored)."""

    kind: Literal["campfire_cards_drawn"] = "campfire_cards_drawn"
    reveals: ClassVar[bool] = True
    hero: int
    cards: tuple[str, ...]


class HeroesRested(Event):
    kind: Literal["heroes_rested"] = "heroes_rested"
    hidden: ClassVar[tuple[str, ...]] = ("orders.*",)
    changes_board: ClassVar[bool] = True
    element: str
    heal: tuple[int, ...]
    orders: tuple[tuple[str, ...], ...]  # each hero's new draw pile, top first
    returned: tuple[str, ...]  # monster elements present again


class HeroesRevived(Event):
    """House rule "knocked out, not killed": the rest revives the knocked-out heroes (to full Health)."""

    kind: Literal["heroes_revived"] = "heroes_revived"
    heroes: tuple[int, ...]


def rest_heal(game: RulesGame) -> list[int]:
    """Half of each hero's current maximum Health, rounded down (or the variant's draw)."""
    return [hs.max_health // 2 for hs in game.state.hero_states]


@encounters("campfire")
def encounter_campfire(game: RulesGame, el: ElementState) -> None:
    s = game.state
    if s.plays("random_campfire_healing"):
        heal = []
        for h, hs in enumerate(s.hero_states):
            drawn: list[str] = []
            values = 0
            for card in hs.draw:
                drawn.append(card)
                if not is_power(card):
                    values += 1
                if values == 2:
                    break
            if drawn:
                game.emit(CampfireCardsDrawn(hero=h, cards=tuple(drawn)))
            heal.append(max((card_value(c) or 0 for c in drawn if not is_power(c)), default=0))
    else:
        heal = rest_heal(game)
    orders: list[tuple[str, ...]] = []
    for hs in s.hero_states:
        pile = hs.draw + hs.discard
        game.rng.shuffle(pile)
        orders.append(tuple(pile))
    returned = tuple([e.id for e in s.elements.values() if e.kind == "monster" and e.status == "defeated"])
    for h in s.knocked_out:  # house rule "knocked out, not killed": revived, healed to full
        heal[h] = s.hero_states[h].max_health
    heal = [max(0, min(a, hs.max_health - hs.health)) for a, hs in zip(heal, s.hero_states, strict=True)]
    if s.knocked_out:
        game.emit(HeroesRevived(heroes=tuple(s.knocked_out)))  # healed to full by the rest below
    game.emit(HeroesRested(element=el.id, heal=tuple(heal), orders=tuple(orders), returned=returned))
    game.emit(ElementResolved(element=el.id))
    ravenous_bite(game, "the Fabled Blade feeds as they rest")


def ravenous_bite(game: RulesGame, cause: str) -> None:
    """A ravenous Fabled Blade takes its due from its wielder (never below 1 Health)."""
    amounts = []
    for hs in game.state.hero_states:
        bite = any(game.content.items[i].drawback == "ravenous" for i in hs.equipped)
        amounts.append(min(RAVENOUS_BITE, hs.health - 1) if bite else 0)
    hurt_heroes(game, amounts, cause)


@applies(HeroesRevived)
def apply_revived(game: RulesGame, e: HeroesRevived) -> None:
    game.state.knocked_out = [h for h in game.state.knocked_out if h not in e.heroes]


@applies(CampfireCardsDrawn)
def apply_campfire_drawn(game: RulesGame, e: CampfireCardsDrawn) -> None:
    hs = game.state.hero_states[e.hero]
    for c in e.cards:
        hs.draw.remove(c)
        (hs.stored if is_power(c) else hs.discard).append(c)


@applies(HeroesRested)
def apply_rested(game: RulesGame, e: HeroesRested) -> None:
    s = game.state
    for hs, heal, order in zip(s.hero_states, e.heal, e.orders, strict=True):
        hs.health = min(hs.max_health, hs.health + heal)
        hs.draw, hs.discard = list(order), []
        hs.exhausted = []
    for el in e.returned:
        s.elements[el].status = "discovered"



@describes("campfire_cards_drawn")
def _d_drawn(game: RulesGame, e: CampfireCardsDrawn) -> str:
    values = ", ".join(_("Power") if is_power(c) else str(card_value(c)) for c in e.cards)
    return _("{hero} draws {cards} at the Campfire.").format(hero=hero_label(game, e.hero), cards=values)


@describes("heroes_rested")
def _d_rested(game: RulesGame, e: HeroesRested) -> str:
    healed = ", ".join(f"{hero_label(game, i)} +{h}" for i, h in enumerate(e.heal))
    line = _("The heroes rest at the Campfire: {healed}; decks reshuffled, Spells refreshed.").format(healed=healed)
    if e.returned:
        n = len(e.returned)
        line += " " + ngettext("{n} defeated Monster returns.", "{n} defeated Monsters return.", n).format(n=n)
    return line


@describes("heroes_revived")
def _d_revived(game: RulesGame, e: HeroesRevived) -> str:
    if len(e.heroes) == 1:
        return _("{hero} is revived at the Campfire (house rule): healed to full.").format(
            hero=hero_label(game, e.heroes[0]))
    return _("{heroes} are revived at the Campfire (house rule): healed to full.").format(
        heroes=_("{first} and {last}").format(first=" and ".join(hero_label(game, h) for h in e.heroes[:-1]),
                                              last=hero_label(game, e.heroes[-1])))
