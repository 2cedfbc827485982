"""The read-only questions the UI and the bots ask the rules: the public face besides Game.

Each answer comes from the rule that decides the matching command, so a screen or a bot never
computes a rule itself (what a card can do now, which fights a hero has, a feature test's target
and total, previews of a combat pair). Nothing here changes a game.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from game.i18n import _
from game.rules.areas.combat.abilities import ability_problem, ability_shape
from game.rules.areas.combat.decide import excess_options
from game.rules.areas.combat.forecast import Forecast, forecast
from game.rules.areas.combat.preview import pair_preview
from game.rules.areas.combat.table import (
    allowed_pairs,
    cards_needed,
    current_front,
    foe_armor,
    foe_bonus,
    foe_name,
    hero_fronts,
    monster_def,
    pair_kind,
)
from game.rules.areas.combat.words import TYPE_WORDS, ability_name, first_name, individual_words, the
from game.rules.areas.descent_record import DescentRecord, descent_record
from game.rules.areas.encounter import encounter_problem
from game.rules.areas.explore import lost_reason
from game.rules.areas.features import cards_words, outcome_text, target, test_total
from game.rules.areas.heroes import hero_abilities, hero_kit, power_pool
from game.rules.areas.items import equip_problem, keep_problem, use_problem
from game.rules.areas.legendary import RuneOutlook
from game.rules.areas.resolving import active as active_step
from game.rules.areas.story import deeds, epilogue, passages_for
from game.rules.areas.story_choices import cost_words, current_choice, option_problem, place_words, reward_words
from game.rules.areas.xp import healing_bought, item_holder, pool_xp, reference, spendable_item, xp_value
from game.rules.content.hero_cards import card_owner, card_value, is_item_card, is_power
from game.rules.content.legendary_cards import LocationCard
from game.rules.content.library import Content, hero_name
from game.rules.content.monster_cards import DECK_NUMERALS
from game.rules.content.rune_patterns import RunePattern
from game.rules.content.runes import SYMMETRIES, has_icon
from game.rules.content.tiles import ecology_label, ecology_name, ecology_title
from game.rules.core.geometry import OPPOSITE
from game.rules.core.messages import Command
from game.rules.core.state_model import deep_copy
from game.rules.describe import counted, describe, plural
from game.rules.protocol import RulesGame
from game.rules.state.progress_state import FeatureTestStep

# what a Monster Card is among the foes: an ordinary Monster, a Stair Guardian, a Legendary
# Location's monster or a card of the Final Entity
FoeRole = Literal["monster", "stair_guardian", "legendary", "final_entity"]


def foe_role(content: Content, card: str) -> FoeRole:
    """What kind of foe the Monster Card `card` is (by the content that holds it)."""
    m = content.monsters
    if card in m.entity_parts:
        return "final_entity"
    if any(card in ids for ids in m.ecology_guardians.values()):
        return "stair_guardian"
    if card in content.legendary:
        return "legendary"
    return "monster"


class FeatureTestProgress(NamedTuple):
    """A Feature test under way: the total the heroes have played and the target to reach."""

    total: int
    target: int

    @property
    def passes(self) -> bool:
        return self.total >= self.target


def next_monster_cards(game: RulesGame) -> dict[str, str]:
    """House rule "open Monster deck": the top card of each Monster action deck (light, medium,
    heavy) by deck, face up. Empty when the house rule is off (draw piles are hidden) and for a deck
    whose draw pile is used up (its next card comes from a reshuffle no one has seen)."""
    s = game.state
    if "open_monster_deck" not in s.house_rules:
        return {}
    return {name: pile.draw[0] for name, pile in s.monster_decks.items() if pile.draw}


def power_cards_to_spend(game: RulesGame, hero: int) -> list[str]:
    """The Stored Power Cards `hero` may spend on a Power-Activated Ability, in the order they are
    spent: their own, and with the house rule "shared Power Cards" every other hero's after them."""
    return power_pool(game.state, hero)


def feature_test_progress(game: RulesGame, step: FeatureTestStep | None = None) -> FeatureTestProgress | None:
    """The total played and the target of the Feature test being played (`step`, else the one
    pending first); None when no test is under way. The same numbers EndFeatureTest decides by."""
    if step is None:
        step = next((s for s in game.state.pending if isinstance(s, FeatureTestStep)), None)
    if step is None:
        return None
    fdef = game.content.features[step.card]
    return FeatureTestProgress(test_total(step), target(game, fdef) if fdef.test else 0)


__all__ = [
    "DECK_NUMERALS", "DescentRecord", "descent_record", "FoeRole", "TYPE_WORDS", "card_owner", "foe_role",
    "is_item_card",
    "FeatureTestProgress", "Forecast", "LocationCard", "OPPOSITE", "RuneOutlook", "RunePattern",
    "SYMMETRIES", "ability_name", "ability_problem", "ability_shape", "active_step", "allowed_pairs",
    "card_value", "cards_needed", "cards_words", "cost_words", "counted", "current_choice", "current_front",
    "deeds", "deep_copy", "describe",
    "ecology_label", "ecology_name", "ecology_title",
    "encounter_problem", "epilogue", "equip_problem", "excess_options",
    "feature_test_progress", "first_name", "foe_armor", "foe_bonus", "foe_name", "forecast", "has_icon",
    "healing_bought", "hero_abilities", "hero_fronts", "hero_kit", "hero_name", "individual_words", "is_power",
    "item_holder", "keep_problem", "monster_def", "next_monster_cards", "option_problem", "outcome_text",
    "pair_kind", "pair_preview", "passages_for", "place_words", "plural", "pool_xp", "power_cards_to_spend",
    "reference", "reward_words", "spendable_item", "the", "use_problem", "xp_value",
]


# commands that name a hero the party chooses, rather than the hero who acts
_NAMES_A_CHOSEN_HERO = frozenset({"choose_hero"})


def acting_hero(game: RulesGame, command: Command) -> int | None:
    """The hero whose player makes `command` (online play lets only that hero's player send it).

    A command naming its `hero` is that hero's own (its cards, its items, its abilities); every other
    is the party's, made by the hero leading it now: the hero of the step being resolved if the step
    names one, else the hero whose turn it is to draw and place a tile (Rulebook, "Exploring": the
    heroes take turns drawing tiles). None once the game is over."""
    s = game.state
    if s.outcome is not None:
        return None
    hero = getattr(command, "hero", None)
    if isinstance(hero, int) and command.kind not in _NAMES_A_CHOSEN_HERO and 0 <= hero < len(s.heroes):
        return hero
    step = s.pending[0] if s.pending else None
    stepping = getattr(step, "hero", None)
    return stepping if isinstance(stepping, int) else s.turn


def deciding_heroes(game: RulesGame) -> list[int]:
    """The heroes with a move open to them now (whom the other players wait for), in order."""
    return sorted({h for c in game.legal() if (h := acting_hero(game, c)) is not None})


def outcome_words(game: RulesGame) -> str:
    """Why the game ended (won or lost), in the current language; "" while it goes on. The state
    holds the event's English sentence (saves hold no other language): told again here."""
    reason = game.state.outcome_reason or ""
    if not reason:
        return ""
    return lost_reason(reason) if game.state.outcome == "lost" else _(reason)
