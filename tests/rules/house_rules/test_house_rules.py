"""House rules (issue 17): each enforced by the rules when on; the rulebook game when off."""

from __future__ import annotations

import random

import pytest

from game.bot import heuristic as bot
from game.rules import HOUSE_RULES, Encounter, Game, RuleViolation, next_monster_cards
from game.rules.areas.explore import DrawTile
from tests.kits.progress_kit import board_game, element_of, win_fight
from tests.kits.tilekit import CLOSED, CROSS, content_with, entry, tile


def test_every_house_rule_has_one_sentence_and_a_difficulty_note():
    for rule in HOUSE_RULES.values():
        assert rule.name and rule.text.endswith(".") and rule.text.count(". ") == 0 and rule.difficulty


def test_an_unknown_house_rule_is_refused_by_name():
    with pytest.raises(RuleViolation, match="no house rule called 'free_lunch'"):
        Game.new(heroes=["fighter"], seed=1, house_rules=["free_lunch"])


# --- full heal after a Stair Guardian ---------------------------------------------------------

def guardian_beaten(**options):
    def make(seed):
        game = board_game([("stairs", 3, 1)], seed=seed, stacked={"guardians:ruins": ["twin-lamp-keepers"]}, **options)
        game.do(Encounter(element=element_of(game, "stairs")))
        return game
    return win_fight(make)


def test_full_heal_after_a_guardian_even_when_leveling_up_does_not_heal():
    game = guardian_beaten(tier="fearless", house_rules=["full_heal_after_guardian"])
    hs = game.state.hero_states[0]
    assert hs.level == 2 and hs.health == hs.max_health
    healed = [e for e in game.events if e.kind == "heroes_healed"][-1]
    assert healed.cause == "the Stair Guardian is defeated"
    assert game.state.pending[0].step == "level_up", "the Level Up goes on as usual"


def test_without_the_house_rule_a_fearless_hero_stays_wounded():
    hs = guardian_beaten(tier="fearless").state.hero_states[0]
    assert hs.health < hs.max_health


# --- redraw an unplaceable tile ----------------------------------------------------------------

def dead_end_game(**options) -> Game:
    """The first tile drawn (a closed block) fits nowhere; the second (a cross) fits."""
    tiles = [entry(), tile("ruins-x", CLOSED), tile("ruins-y", CROSS), tile("ruins-z", CLOSED)]
    return Game.new(heroes=["fighter"], seed=1, content=content_with(tiles),
                    stacked={"tiles": ["ruins-x", "ruins-y", "ruins-z"]}, **options)


def test_an_unplaceable_tile_goes_to_the_bottom_and_the_next_is_drawn_once_per_ecology():
    game = dead_end_game(house_rules=["redraw_unplaceable"])
    game.do(DrawTile())
    assert game.outcome is None and game.state.phase == "placing" and game.state.drawn_tile == "ruins-y"
    assert game.state.tile_pile[-1] == "ruins-x" and game.state.redraws_used == 1
    assert any(e.kind == "tile_redrawn" and e.tile == "ruins-x" for e in game.events)
    place = next(c for c in game.legal() if c.kind == "place_tile")
    game.do(place)
    game.do(DrawTile())  # ruins-z fits nowhere either: the redraw is used up
    assert game.outcome == "lost" and "Dead end" in game.state.outcome_reason


def test_without_the_house_rule_an_unplaceable_tile_loses():
    game = dead_end_game()
    game.do(DrawTile())
    assert game.outcome == "lost"


# --- open Monster deck ---------------------------------------------------------------------------

def test_the_open_monster_deck_shows_the_card_each_monster_deck_will_turn_next():
    """Before every command of a bot game, the card shown on a deck is the one its next draw turns."""
    game = Game.new(heroes=["fighter"], seed=18, house_rules=["open_monster_deck"])
    assert set(next_monster_cards(game)) == set(game.state.monster_decks)
    rng, checked = random.Random(18), 0
    while game.outcome is None and checked < 6:
        shown = next_monster_cards(game)
        new = game.do(bot.choose(game, rng))
        drew = next((e for e in new if e.kind == "monster_drew"), None)
        if drew is not None and drew.deck in shown:
            assert drew.card == shown[drew.deck]
            checked += 1
    assert checked, "the bot game turned no Monster card"


def test_without_the_house_rule_the_monster_decks_stay_hidden():
    assert next_monster_cards(Game.new(heroes=["fighter"], seed=18)) == {}


# --- knocked out, not killed -------------------------------------------------------------------

def _knocked_out_then_revived(seed: int) -> tuple[Game, Game, Game] | None:
    """A lone Fighter's bot game lost by a death in combat; the same seed under Knocked Out at the fall;
    and that game played on to the next Campfire's revival (the heroes buy no Healing after the fall,
    so the rest has Health to give back). None when the seed's game goes otherwise."""
    plain = bot.play(Game.new(heroes=["fighter"], seed=seed), seed=seed)
    if plain.outcome != "lost" or "killed in combat" not in (plain.state.outcome_reason or ""):
        return None
    game = Game.new(heroes=["fighter"], seed=seed, house_rules=["knocked_out"])
    rng = random.Random(seed)
    while not any(e.kind == "hero_knocked_out" for e in game.events):
        game.do(bot.choose(game, rng))
    at_the_fall = Game.replay(list(game.events))
    for _ in range(3000):
        if any(e.kind == "heroes_revived" for e in game.events):
            return plain, at_the_fall, game
        if game.outcome is not None:
            return None
        legal = [c for c in game.legal() if c.kind != "buy_healing"]
        scores = bot.score_all(game, legal)
        game.do(legal[scores.index(max(scores))])
    return None


@pytest.mark.slow  # whole bot games until a seed goes so (about 30 s)
def test_a_hero_killed_in_combat_is_knocked_out_instead_and_revived_at_the_next_campfire():
    """Rulebook: the game is lost where the lone Fighter falls in a fight. House rule: they go on at 1
    Health, and the next Campfire rest heals them to full (the first seed whose bot game goes so)."""
    found = next((r for seed in range(1, 80) if (r := _knocked_out_then_revived(seed)) is not None), None)
    assert found is not None, "no seed in 80 had a lone Fighter fall in combat and reach a Campfire after"
    plain, fallen, game = found
    assert fallen.outcome is None and fallen.state.hero_states[0].health == 1
    assert fallen.state.knocked_out == [0] and fallen.state.knockout_used
    assert fallen.events[1:len(plain.events) - 1] == plain.events[1:-1], "the same game up to the fall"
    rested = next(e for e in reversed(game.events) if e.kind == "heroes_rested")
    hs = game.state.hero_states[0]
    assert game.state.knocked_out == [] and hs.health == hs.max_health and rested.heal[0] > 0


@pytest.mark.slow  # whole games until one is lost by a death
def test_knocked_out_once_per_game_a_second_fall_loses():
    """A lone Fighter's bot game under Knocked Out that is lost by a death (the first seed that is):
    the first fall knocked him out, the second killed him."""
    for seed in range(1, 80):
        game = bot.play(Game.new(heroes=["fighter"], seed=seed, house_rules=["knocked_out"]), seed=seed)
        if game.outcome == "lost" and "killed" in (game.state.outcome_reason or ""):
            break
    else:
        raise AssertionError("no Knocked Out game in 80 seeds was lost by a death")
    assert [e.kind for e in game.events].count("hero_knocked_out") == 1


# --- shared Power Cards ---------------------------------------------------------------------------

def bolts_until_refused(house_rules: list[str]) -> Game:
    """A fight of Fighter and Wizard at its Abilities step; the Wizard casts Kindled Bolt (1 Power)
    as long as it is listed, at most three times."""
    from tests.kits.combat_kit import fight

    game = fight(["fighter", "wizard"], "dust-choked-sentry", seed=3, house_rules=house_rules)
    rng = random.Random(1)
    while not any(c.kind == "activate_ability" for c in game.legal()):
        game.do(bot.choose(game, rng))
    for _ in range(3):
        bolt = next((c for c in game.legal() if c.kind == "activate_ability" and c.hero == 1
                     and c.ability == "wizard/1"), None)
        if bolt is None:
            break
        game.do(bolt)
    return game


def test_shared_power_cards_a_hero_pays_with_another_heros_stored_power_card_which_goes_to_its_owner():
    plain = bolts_until_refused([])
    assert [len(hs.stored) for hs in plain.state.hero_states] == [2, 0], "rulebook: own Power Cards only"
    shared = bolts_until_refused(["shared_power_cards"])
    fighter, wizard = shared.state.hero_states
    assert len(wizard.stored) == 0 and len(fighter.stored) == 1, "the third Bolt spent the Fighter's card"
    assert fighter.discard == ["fighter:power1"] and wizard.discard == ["wizard:power1", "wizard:power2"]
    last = next(e for e in reversed(shared.events) if e.kind == "ability_activated")
    assert last.hero == 1 and last.spent == ("fighter:power1",)
