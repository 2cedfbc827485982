"""The rule areas that make up the game, and the order their hooks run in.

Importing this module imports every rule area (each registers its commands, events, listers and
hooks). The orders below are the rules' own, written out rather than left to import order: the
heroes' mats are laid out before the item piles are dealt (a hero's starting items come from
them), the Ecology's monster cards are set up before its feature pile, and so on. The legal
commands are listed area by area in LISTING's order (the UI and the bots see them in that order);
the XP sources are asked in XP_VALUES' order (the first to know a card gives its value).
Every registry is declared in registry.py; the keyed ones (won fights, finished steps, Encounters,
effects, deciders, appliers, sentences) take one entry per key, so no order can decide them, and
the hooks among them are written out below too.

The engine imports only this module; no rule area imports the engine or this module.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.i18n import _
from game.rules import registry
from game.rules.areas import (
    campfire,
    chests,
    encounter,
    explore,
    features,
    heroes,
    items,
    legendary,
    progression,
    restore,
    starts,
    story_choices,
    xp,
)
from game.rules.areas.combat import applying as combat_applying  # noqa: F401  (combat events folded into the state)
from game.rules.areas.combat import decide as combat_decide  # noqa: F401  (the players' combat commands decided)
from game.rules.areas.combat import effects as combat_effects  # noqa: F401  (effects carried out at the table)
from game.rules.areas.combat import legal as combat_legal
from game.rules.areas.combat import narration as combat_narration  # noqa: F401  (combat events in words)
from game.rules.areas.combat import setup as combat_setup
from game.rules.areas.party import party_problem
from game.rules.areas.restore import PartyRecord
from game.rules.content.tiles import ECOLOGIES
from game.rules.core.errors import RuleViolation
from game.rules.core.options import options_problem
from game.rules.core.tiers import STANDARD
from game.rules.core.variants import VARIANTS
from game.rules.protocol import RulesGame

GAME_SETUP: tuple[registry.SetupHook, ...] = (
    heroes.set_up_heroes,  # each Hero Mat laid out, Power Cards Stored, decks shuffled
    items.set_up_item_piles,  # Item and Ability piles for the classes the party holds
    combat_setup.set_up_monster_decks,  # the Monster action decks (light, medium, heavy)
)
ECOLOGY_SETUP: tuple[registry.SetupHook, ...] = (
    combat_setup.set_up_ecology_cards,  # the Ecology's Monster, Stair Guardian and Final Entity cards
    features.set_up_feature_pile,
    starts.starting_boons,  # a lower-Ecology start: starting Items and Abilities
    legendary.set_up_location_piles,
)
TILE_PLACED: tuple[registry.PlacedHook, ...] = (
    legendary.discover_locations,  # rune patterns matched by the new tile
)
LISTING: tuple[registry.LegalLister, ...] = (
    encounter.legal_encounters,
    explore.legal_exploring,
    items.legal_items,
    chests.legal_chests,
    combat_legal.legal_combat,
    features.legal_features,
    xp.legal_xp,
    progression.legal_level_up,
    starts.legal_starts,
    legendary.legal_location,
    story_choices.legal_story_choice,
)
XP_VALUES: tuple[registry.XpSource, ...] = (
    story_choices.story_reward_xp,  # "story:<choice>:<option>" cards
    legendary.location_card_xp,  # Legendary Location cards
)
# the keyed hooks: one per key (a second registration is refused); written out so that a hook
# added or lost shows here
COMBAT_WON: dict[str, registry.CombatWonHook] = {
    "stair_guardian": progression.begin_level_up,  # the Stair Guardian defeated: the Level Up
    "legendary": legendary.after_location_fight,  # a Legendary Location's fight: its next card
}
STEP_DONE: dict[str, registry.StepDoneHook] = {
    "story_choice": story_choices.after_choice,
    "choose_ability": progression.after_choose_ability,
    "level_up": progression.after_level_up,
}
ENCOUNTERS: dict[str, registry.EncounterHandler] = {
    "door": encounter.encounter_door,
    "monster": combat_setup.encounter_monster,
    "chest": chests.encounter_chest,
    "feature": features.encounter_feature,
    "campfire": campfire.encounter_campfire,
    "stairs": progression.encounter_stairs,
    "legendary": legendary.encounter_location,
}


def _in_order(registered: list[Any], order: Sequence[Any], what: str) -> None:
    """Put the registered hooks in `order`; a hook registered but not placed here is a mistake."""
    unplaced = [f"{f.__module__}.{f.__name__}" for f in registered if f not in order]
    missing = [f"{f.__module__}.{f.__name__}" for f in order if f not in registered]
    if unplaced or missing:
        raise RuntimeError(f"ruleset.py: {what}: place {unplaced} in the order; {missing} are not registered")
    registered[:] = order


def _all_placed(registered: Mapping[str, Any], placed: Mapping[str, Any], what: str) -> None:
    """A keyed registry holds exactly the hooks written out here (one per key, so order is moot)."""
    if dict(registered) != dict(placed):
        unplaced = sorted(k for k in registered if registered[k] is not placed.get(k))
        missing = sorted(k for k in placed if k not in registered)
        raise RuntimeError(f"ruleset.py: {what}: place {unplaced} here; {missing} are not registered")


_in_order(registry.GAME_SETUP_HOOKS, GAME_SETUP, "GAME_SETUP")
_in_order(registry.ECOLOGY_SETUP_HOOKS, ECOLOGY_SETUP, "ECOLOGY_SETUP")
_in_order(registry.TILE_PLACED_HOOKS, TILE_PLACED, "TILE_PLACED")
_in_order(registry.LEGAL_LISTERS, LISTING, "LISTING")
_in_order(registry.XP_SOURCES, XP_VALUES, "XP_VALUES")
_all_placed(registry.COMBAT_WON_HOOKS, COMBAT_WON, "COMBAT_WON")
_all_placed(registry.STEP_DONE_HOOKS, STEP_DONE, "STEP_DONE")
_all_placed(registry.ENCOUNTER_HANDLERS, ENCOUNTERS, "ENCOUNTERS")


# --- what the engine asks of the rules ------------------------------------------------------------

def set_up_new_game(game: RulesGame, heroes: list[str], seed: int, ecology: str, variants: list[str],
                    stacked: dict[str, list[str]], single_class: list[str], tier: str = STANDARD,
                    house_rules: Sequence[str] = (), talents: Sequence[Sequence[str]] = (),
                    story_mode: bool = False) -> None:
    """Check the party and options, then set the game up (inside Game.new: `game.rng` is the
    setup's chance)."""
    problem = party_problem(game.content, heroes, single_class)
    if problem:
        raise RuleViolation(problem)
    if ecology not in ECOLOGIES:
        raise RuleViolation(_("There is no Ecology called {name} (choose from {ecologies}).").format(
            name=repr(ecology), ecologies=", ".join(ECOLOGIES)))
    for v in variants:
        if v not in VARIANTS:
            raise RuleViolation(_("There is no difficulty variant called {name}.").format(name=repr(v)))
    problem = options_problem(tier, house_rules, talents)
    if problem:
        raise RuleViolation(problem)
    game.emit(explore.GameStarted(seed=seed, heroes=tuple(heroes), variants=tuple(variants), ecology=ecology,
                                  stacked={k: tuple(v) for k, v in stacked.items()},
                                  single_class=tuple(single_class), tier=tier, house_rules=tuple(house_rules),
                                  talents=tuple(tuple(t) for t in talents), story_mode=story_mode))
    for hook in registry.GAME_SETUP_HOOKS:
        hook(game)
    explore.set_up_ecology(game, ecology)


def read_record(record: dict[str, Any] | PartyRecord, game: RulesGame) -> PartyRecord:
    """A Hero Record checked against the game's content (RuleViolation says what is wrong)."""
    return restore.read_record(record, game.content)


def set_up_from_record(game: RulesGame, record: PartyRecord, seed: int) -> None:
    """Set a new game up at the record's Ecology with the recorded party."""
    restore.set_up_from_record(game, record, seed)


def after_command(game: RulesGame) -> None:
    """What the rules check after every command: the loss the moment no way forward remains
    (only while exploring with the tile pile empty)."""
    if game.state.phase == "exploring" and not game.state.tile_pile:
        explore.decide_no_way_forward(game)


def placement_problem(game: RulesGame, tile: str, x: int, y: int, rotation: int) -> str | None:
    """Why `tile` may not be placed there now (the same check as the PlaceTile command)."""
    return explore.place_tile_problem(game, tile, x, y, rotation)


def listers_for(phase: str) -> list[registry.LegalLister]:
    """The listers that can list something in `phase`, in LISTING's order."""
    return registry.listers_for(phase)


DECIDERS: dict[str, registry.Decider] = registry.DECIDERS
CHECKS: dict[str, registry.Checker] = registry.CHECKS
APPLIERS: dict[str, registry.Applier] = registry.APPLIERS
__all__ = ["APPLIERS", "CHECKS", "COMBAT_WON", "DECIDERS", "ECOLOGY_SETUP", "ENCOUNTERS", "GAME_SETUP", "LISTING",
           "STEP_DONE", "TILE_PLACED", "XP_VALUES", "after_command",
           "listers_for", "options_problem", "placement_problem", "read_record", "set_up_from_record",
           "set_up_new_game"]
