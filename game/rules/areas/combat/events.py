"""COMBAT: the commands heroes give, the events combat records (`applying.py` folds them into the state).

The round (rulebook, COMBAT STEPS) is driven by `rounds.py`, `damage.py` and `decide.py`; setup and
the fights other areas start (`start_stair_guardian_fight`, `start_final_entity_fight`) are in
`setup.py`; effect handlers in `effects.py`. Every choice the rulebook gives the players is a
command listed by `Game.legal()`:

    AssignMonsters(foes=[0, 1])              which hero fights which of two Monster Cards
    PlayCards(hero=0, cards=[...])           each hero plays its cards (one command per hero)
    PlaceMonsterCard(hero, front, slot)      move a monster's single card opposite either hero card
    ActivateAbility(hero, ability, front, pair, target, card)
    ResolvePair(hero, front, pair, target)   the Combat Pair the hero resolves, and who takes damage
    FinishAbilities(hero)                    done with Step 4 this round
    AvoidReturnDamage(hero)                  heroes who shared a kill pick who avoids Return Damage

Hidden information: hero and monster draw piles only (hands, played cards, discards are open).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from game.rules.core.messages import Command, Event, Names, Numbers
from game.rules.state.combat_state import CombatKind, Foe, PendingDamage

if TYPE_CHECKING:
    pass


# --- commands ---------------------------------------------------------------------------------

class AssignMonsters(Command):
    """Two Monster Cards: `foes[h]` is the Monster Card hero h fights (each card gets a hero)."""

    kind: Literal["assign_monsters"] = "assign_monsters"
    foes: Numbers


class PlayCards(Command):
    """A hero plays Action Cards from its hand face up (against its current foe)."""

    kind: Literal["play_cards"] = "play_cards"
    listing: ClassVar[Literal["every", "canonical"]] = "canonical"  # one play per distinct set of values
    hero: int
    cards: Names


class PlaceMonsterCard(Command):
    """Move the monster's single played card opposite the hero's card in `slot`."""

    kind: Literal["place_monster_card"] = "place_monster_card"
    hero: int
    front: int
    slot: int


class ActivateAbility(Command):
    """Activate a power-activated (pay Stored Power Cards) or block-activated ability."""

    kind: Literal["activate_ability"] = "activate_ability"
    hero: int
    ability: str
    front: int
    pair: int | None = None
    target: int | None = None
    card: str | None = None


class ResolvePair(Command):
    """Choose the Combat Pair to resolve (Blocks > Monster Hits > Hero Hits) and who takes damage."""

    kind: Literal["resolve_pair"] = "resolve_pair"
    hero: int
    front: int
    pair: int
    target: int | None = None
    # a Horde's excess damage goes first to this individual (None: the weakest living one)
    excess: int | None = None


class FinishAbilities(Command):
    kind: Literal["finish_abilities"] = "finish_abilities"
    hero: int


class AvoidReturnDamage(Command):
    kind: Literal["avoid_return_damage"] = "avoid_return_damage"
    hero: int


# --- events: decks and piles ------------------------------------------------------------------

class MonsterDecksReady(Event):
    """The three Monster Action Decks shuffled at setup (top first)."""

    kind: Literal["monster_decks_ready"] = "monster_decks_ready"
    hidden: ClassVar[tuple[str, ...]] = ("decks.*",)
    decks: dict[str, tuple[str, ...]]


class EcologyCardsReady(Event):
    """An Ecology's Monster and Stair Guardian piles shuffled; some monsters set aside."""

    kind: Literal["ecology_cards_ready"] = "ecology_cards_ready"
    hidden: ClassVar[tuple[str, ...]] = ("monsters", "guardians")
    ecology: str
    monsters: tuple[str, ...]
    set_aside: tuple[str, ...] = ()
    guardians: tuple[str, ...] = ()


class MonsterShuffledIn(Event):
    kind: Literal["monster_shuffled_in"] = "monster_shuffled_in"
    hidden: ClassVar[tuple[str, ...]] = ("pile",)
    ecology: str
    monster: str
    pile: tuple[str, ...]


class MonsterDeckReshuffled(Event):
    """A draw found the pile empty: its discard, shuffled, forms a new draw pile."""

    kind: Literal["monster_deck_reshuffled"] = "monster_deck_reshuffled"
    hidden: ClassVar[tuple[str, ...]] = ("order",)
    deck: str
    order: tuple[str, ...]


class HeroDeckReshuffled(Event):
    kind: Literal["hero_deck_reshuffled"] = "hero_deck_reshuffled"
    hidden: ClassVar[tuple[str, ...]] = ("order",)
    hero: int
    order: tuple[str, ...]


class HeroDrew(Event):
    """Cards from the top of the hero's pile: Power Cards are Stored at once, the rest go to hand."""

    kind: Literal["hero_drew"] = "hero_drew"
    reveals: ClassVar[bool] = True
    hero: int
    cards: tuple[str, ...]


class CardRetrieved(Event):
    kind: Literal["card_retrieved"] = "card_retrieved"
    hero: int
    card: str


# --- events: the fight ------------------------------------------------------------------------

class CombatStarted(Event):
    kind: Literal["combat_started"] = "combat_started"
    reveals: ClassVar[bool] = True
    combat: CombatKind
    element: str | None = None
    foes: tuple[Foe, ...]
    facing: tuple[tuple[int, ...], ...]
    drawn_from: str | None = None  # "monsters:<eco>" / "guardians:<eco>" / "entity"


class MonstersAssigned(Event):
    kind: Literal["monsters_assigned"] = "monsters_assigned"
    facing: tuple[tuple[int, ...], ...]


class RoundStarted(Event):
    kind: Literal["round_started"] = "round_started"
    round: int
    facing: tuple[tuple[int, ...], ...]


class HandShort(Event):
    """Too few cards to draw up to 3: the hero must first play from its hand (Draw Cards)."""

    kind: Literal["hand_short"] = "hand_short"
    hero: int


class CardsPlayed(Event):
    kind: Literal["cards_played"] = "cards_played"
    hero: int
    front: int
    cards: tuple[str, ...]
    done: bool  # all the cards the hero plays here are down


class MonsterDrew(Event):
    kind: Literal["monster_drew"] = "monster_drew"
    reveals: ClassVar[bool] = True
    front: int
    deck: str
    card: str


class MonsterCardsArranged(Event):
    """The monster's cards set opposite the hero's: `slots[i]` faces hero slot i (extra: no hero card)."""

    kind: Literal["monster_cards_arranged"] = "monster_cards_arranged"
    front: int
    slots: tuple[str | None, ...]
    place_pending: bool = False


class MonsterCardPlaced(Event):
    kind: Literal["monster_card_placed"] = "monster_card_placed"
    front: int
    slot: int


class MonsterPowerActivated(Event):
    kind: Literal["monster_power_activated"] = "monster_power_activated"
    foe: int
    front: int
    abilities: tuple[str, ...]  # ability ids resolved (the Final Entity: all its parts')
    advance: bool = True  # move on to the next listed ability next time


class MonsterPowerWasted(Event):
    kind: Literal["monster_power_wasted"] = "monster_power_wasted"
    foe: int
    front: int
    reason: str


class StepChanged(Event):
    kind: Literal["step_changed"] = "step_changed"
    step: Literal["assign", "play", "place", "abilities", "avoid"]


class CardModified(Event):
    kind: Literal["card_modified"] = "card_modified"
    front: int
    side: Literal["hero", "monster"]
    slot: int
    amount: int
    source: str = ""


class CardsSwapped(Event):
    kind: Literal["cards_swapped"] = "cards_swapped"
    front: int
    side: Literal["hero", "monster"]
    source: str = ""


class AbilityActivated(Event):
    kind: Literal["ability_activated"] = "ability_activated"
    hero: int
    ability: str
    spent: tuple[str, ...] = ()  # Stored Power Cards spent (to the discard pile)
    exhaust: bool = False
    block: bool = False


class PairChosen(Event):
    kind: Literal["pair_chosen"] = "pair_chosen"
    hero: int
    front: int
    pair: int
    target: int
    excess: int | None = None


class AbilitiesFinished(Event):
    kind: Literal["abilities_finished"] = "abilities_finished"
    hero: int


class RoundFlag(Event):
    """Ignore Armor (hero's damage this round) or Ignore Results (a front's pairs)."""

    kind: Literal["round_flag"] = "round_flag"
    flag: Literal["ignore_armor", "ignore_results"]
    hero: int
    front: int | None = None


class SpellsRefreshed(Event):
    kind: Literal["spells_refreshed"] = "spells_refreshed"
    heroes: tuple[int, ...]


class DamageDealt(Event):
    """Damage after armor. To a hero (`hero`), or to a foe's individual/part (`foe`, `individual`)."""

    kind: Literal["damage_dealt"] = "damage_dealt"
    to: Literal["hero", "foe"]
    hero: int | None = None
    foe: int | None = None
    individual: int | None = None
    amount: int
    cause: str = ""  # direct / return / ability name
    by: int | None = None  # the hero who dealt it (to a foe)


class Healed(Event):
    kind: Literal["healed"] = "healed"
    to: Literal["hero", "foe"]
    hero: int | None = None
    foe: int | None = None
    individual: int | None = None
    amount: int
    cause: str = ""


class ReturnDamageChoice(Event):
    """Hero damage is done; monster damage waits while the heroes choose who avoids Return Damage."""

    kind: Literal["return_damage_choice"] = "return_damage_choice"
    avoid_all: bool
    candidates: tuple[tuple[int, ...], ...]
    pending: tuple[PendingDamage, ...]


class ReturnDamageAvoided(Event):
    kind: Literal["return_damage_avoided"] = "return_damage_avoided"
    hero: int


class FoeDefeated(Event):
    kind: Literal["foe_defeated"] = "foe_defeated"
    foe: int


class RoundEnded(Event):
    """Step 6: every played card (and set-aside monster Power Card) goes to its discard pile."""

    kind: Literal["round_ended"] = "round_ended"


class CombatWon(Event):
    kind: Literal["combat_won"] = "combat_won"
    changes_board: ClassVar[bool] = True
    combat: CombatKind
    element: str | None = None
    xp: tuple[str, ...] = ()


class GameWon(Event):
    kind: Literal["game_won"] = "game_won"
    reason: str
