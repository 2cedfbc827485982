"""The rules of Forgotten Depths as pure Python. Never imports pygame; never writes files.

The public face: the UI, the bots and tools import only these names (Game, its commands and
events, the state and content types they read, the read-only questions in queries.py, and
`scenario`, which sets up a position by hand for tests and tools);
the modules behind them are the rules' own and may move.
"""

from __future__ import annotations

from game.rules import fast, scenario
from game.rules.areas.combat.events import (
    ActivateAbility,
    AssignMonsters,
    AvoidReturnDamage,
    FinishAbilities,
    PlaceMonsterCard,
    PlayCards,
    ResolvePair,
)
from game.rules.areas.combat.words import named
from game.rules.areas.encounter import Encounter
from game.rules.areas.explore import PlaceTile
from game.rules.areas.heroes import HeroKit
from game.rules.areas.items import ReplaceCards
from game.rules.areas.progression import BuyAbility
from game.rules.areas.starts import START_LEVEL
from game.rules.areas.story import Passage
from game.rules.areas.story_choices import ChooseStoryOption
from game.rules.areas.xp import BuyHealing, BuyKey
from game.rules.board import LentTile, Reach
from game.rules.content.card_files import CARD_FILES, CardFile
from game.rules.content.hero_cards import AbilityDef
from game.rules.content.library import HERO_IDS, PROJECT_ROOT, Content, load_content
from game.rules.content.story_choice_cards import Stakes, StoryChoice, StoryOption
from game.rules.content.tiles import (
    ECOLOGIES,
    ECOLOGY_NAMES,
    OBSTRUCTING,
    N,
    TileDef,
    TileGeometry,
    compile_tile,
    parse_tile,
)
from game.rules.core.errors import ContentError, RuleViolation, shortened
from game.rules.core.geometry import STEP
from game.rules.core.house_rules import HOUSE_RULES, HouseRule
from game.rules.core.messages import Command, CommandAccepted, Event, dump, parse_command, parse_event
from game.rules.core.talents import TALENTS, TOUGH_HEALTH, Talent
from game.rules.core.tiers import TIERS, Tier
from game.rules.core.variants import EASIER, HARDER, VARIANTS, variant_name, variant_text
from game.rules.engine import Game
from game.rules.fast.cache import Cache
from game.rules.fast.tables import by_identity, per_object, per_value
from game.rules.public_view import STATE_HIDDEN, public_event, public_hash, public_state, redeal
from game.rules.queries import (
    DECK_NUMERALS,
    OPPOSITE,
    SYMMETRIES,
    TYPE_WORDS,
    DescentRecord,
    FeatureTestProgress,
    FoeRole,
    Forecast,
    LocationCard,
    RuneOutlook,
    RunePattern,
    ability_name,
    ability_problem,
    ability_shape,
    acting_hero,
    active_step,
    allowed_pairs,
    card_owner,
    card_value,
    cards_needed,
    cards_words,
    cost_words,
    counted,
    current_choice,
    current_front,
    deciding_heroes,
    deeds,
    deep_copy,
    descent_record,
    describe,
    ecology_label,
    ecology_name,
    ecology_title,
    encounter_problem,
    epilogue,
    equip_problem,
    excess_options,
    feature_test_progress,
    first_name,
    foe_armor,
    foe_bonus,
    foe_name,
    foe_role,
    forecast,
    has_icon,
    healing_bought,
    hero_abilities,
    hero_fronts,
    hero_kit,
    hero_name,
    individual_words,
    is_item_card,
    is_power,
    item_holder,
    keep_problem,
    monster_def,
    next_monster_cards,
    option_problem,
    outcome_text,
    outcome_words,
    pair_kind,
    pair_preview,
    passages_for,
    place_words,
    plural,
    pool_xp,
    power_cards_to_spend,
    reference,
    reward_words,
    spendable_item,
    the,
    use_problem,
    xp_value,
)
from game.rules.state.combat_state import CombatState, Foe, Front, Slot
from game.rules.state.game_state import GameState
from game.rules.state.progress_state import (
    ChooseAbilityStep,
    ChooseHeroStep,
    ChooseItemStep,
    FeatureTestStep,
    LegendaryStep,
    LevelUpStep,
    ReplaceStep,
    StartItemsStep,
    StoryChoiceStep,
)
from game.rules.telling import Teller, command_groups

__all__ = [
    "outcome_words",
    "START_LEVEL",
    "dump", "CommandAccepted", "GameState", "acting_hero", "deciding_heroes",
    "public_event", "public_hash", "public_state", "redeal", "STATE_HIDDEN", "shortened",
    "ability_name", "ability_problem", "ability_shape", "AbilityDef", "ActivateAbility", "active_step",
    "allowed_pairs", "AssignMonsters", "AvoidReturnDamage", "BuyAbility", "BuyHealing", "BuyKey", "Cache",
    "by_identity", "fast", "per_object", "per_value",
    "CARD_FILES", "card_owner", "card_value", "CardFile", "DECK_NUMERALS", "foe_role", "FoeRole", "is_item_card",
    "TYPE_WORDS",
    "cards_needed", "compile_tile", "cards_words", "ChooseAbilityStep", "ChooseHeroStep", "ChooseItemStep",
    "ChooseStoryOption", "cost_words", "current_choice",
    "CombatState", "Command", "Content", "ContentError", "counted", "current_front", "deep_copy", "describe",
    "DescentRecord", "descent_record",
    "EASIER", "ECOLOGIES", "ECOLOGY_NAMES",
    "ecology_label", "ecology_name", "ecology_title", "Encounter", "encounter_problem", "epilogue", "deeds",
    "equip_problem", "Event", "excess_options", "feature_test_progress", "FeatureTestProgress",
    "FeatureTestStep", "FinishAbilities", "first_name", "Foe", "foe_armor", "foe_bonus", "foe_name", "Forecast",
    "forecast", "Front", "Game", "Teller", "command_groups", "HARDER", "has_icon", "healing_bought",
    "hero_abilities", "hero_fronts",
    "HERO_IDS", "hero_kit", "hero_name", "HeroKit", "HOUSE_RULES", "HouseRule", "individual_words", "named", "is_power",
    "item_holder",
    "keep_problem", "LegendaryStep", "LentTile", "LevelUpStep", "load_content", "LocationCard", "monster_def",
    "N", "next_monster_cards", "OBSTRUCTING", "OPPOSITE", "option_problem", "outcome_text", "pair_kind",
    "pair_preview", "parse_command", "parse_event",
    "parse_tile", "PROJECT_ROOT", "Passage", "passages_for", "place_words", "PlaceMonsterCard",
    "PlaceTile", "PlayCards", "plural", "pool_xp", "power_cards_to_spend", "Reach", "reward_words", "Stakes",
    "StoryChoice", "StoryChoiceStep", "StoryOption",
    "reference", "ReplaceCards", "ReplaceStep", "ResolvePair", "RuleViolation", "RuneOutlook", "RunePattern",
    "scenario", "Slot", "spendable_item", "StartItemsStep", "STEP", "SYMMETRIES", "TALENTS", "TOUGH_HEALTH", "Talent",
    "the",
    "TIERS", "Tier", "TileDef", "TileGeometry",
    "use_problem", "VARIANTS", "variant_name", "variant_text", "xp_value",
]
