"""The bot's valuation follows the difficulty variants in play: where the rulebook's Campfire rest
heals half of each hero's maximum, a party that lost a third of its Health rests; under "Random
Campfire Healing" (a rest heals one drawn card's value) it buys Healing and rests only when badly
hurt; it buys a Key for a
locked Chest only under "Chests Are Locked"; with Keys to spare (the Key variants) it spends a Key
on a Door and keeps its Spells, Power Cards and Items for the fights."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from game.bot import advisor
from game.bot import heuristic as bot
from game.rules import Command, Game, pool_xp
from tests.kits.story_kit import with_events

HEROES = ["fighter", "wizard"]


def first_position(wanted: Callable[[Game], bool], variants: tuple[str, ...] = (), seeds: range = range(6),
                   limit: int = 3000) -> Game:
    """A replayed copy of the first position of a seeded bot game (with `variants`) where `wanted` holds."""
    for seed in seeds:
        game = Game.new(HEROES, seed=seed, variants=variants)
        rng = random.Random(seed)
        for _ in range(limit):
            if game.outcome is not None:
                break
            if wanted(game):
                return Game.replay(game.events)
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)
    raise AssertionError("no seed reaches the position")


def _exploring(game: Game) -> bool:
    return game.state.phase == "exploring" and not game.state.pending


def _campfire_in_reach(game: Game) -> bool:
    """Exploring, a Campfire in reach, the Monster deck able to face the Monsters a rest brings back."""
    if not (_exploring(game) and bot._monsters_to_spare(game)):
        return False
    elements = game.state.elements
    return any(c.kind == "encounter" and elements[c.element].kind == "campfire"  # type: ignore[attr-defined]
               for c in game.legal())


def _hurt_to(game: Game, share: float) -> Game:
    """The game with each hero brought down to `share` of their maximum Health (with XP to spend)."""
    amounts = [max(0, hs.health - int(hs.max_health * share)) for hs in game.state.hero_states]
    return with_events(game, {"kind": "heroes_hurt", "amounts": amounts, "cause": "a test"})


def _best(game: Game) -> Command:
    legal = game.legal()
    scores = bot.score_all(game, legal)
    return legal[max(range(len(legal)), key=lambda i: scores[i])]


def _score_of(game: Game, kind: str, element_kind: str | None = None) -> float:
    scores = [bot.score_command(game, c) for c in game.legal() if c.kind == kind and (
        element_kind is None or game.state.elements[c.element].kind == element_kind)]  # type: ignore[attr-defined]
    assert scores, f"no {kind} offered"
    return max(scores)


def test_under_the_rulebook_rest_a_party_that_lost_a_third_of_its_health_rests() -> None:
    game = _hurt_to(first_position(_campfire_in_reach), 0.6)
    assert _score_of(game, "encounter", "campfire") > 0


def test_under_random_campfire_healing_the_heroes_buy_healing_rather_than_rest() -> None:
    variant = ("random_campfire_healing",)
    game = _hurt_to(first_position(lambda g: _campfire_in_reach(g) and pool_xp(g) > 0, variant), 0.6)
    assert game.state.plays("random_campfire_healing")
    assert _score_of(game, "buy_healing") > 0
    assert _score_of(game, "encounter", "campfire") < 0
    assert _best(game).kind == "buy_healing"
    hint = advisor.advise(game)
    assert hint is not None and hint.command.kind == "buy_healing"


def test_a_badly_hurt_party_rests_even_under_random_campfire_healing() -> None:
    game = first_position(_campfire_in_reach, ("random_campfire_healing",))
    assert _score_of(_hurt_to(game, 0.3), "encounter", "campfire") > 0


def _with_keys(game: Game, keys: int) -> Game:
    """The game with the party holding `keys` Keys."""
    return with_events(game, {"kind": "keys_changed", "amount": keys - game.state.keys, "cause": "a test"})


def _door_and_spell(game: Game) -> bool:
    return _exploring(game) and any(c.kind == "unlock_with" for c in game.legal())


def test_with_keys_to_spare_a_key_opens_the_door_and_the_spell_or_item_is_kept() -> None:
    game = first_position(_door_and_spell, ("more_keys",), seeds=range(12))
    keys = _with_keys(game, 3)
    assert keys.state.keys > bot.KEYS_KEPT
    door = _score_of(keys, "encounter", "door")
    assert _score_of(keys, "unlock_with") < door
    # the last Key is kept while a Spell or Item can open the Door
    last = _with_keys(game, 1)
    assert last.state.keys == 1
    assert _score_of(last, "unlock_with") > _score_of(last, "encounter", "door")


def _chest_without_door(game: Game) -> bool:
    """Exploring, with XP in the pool for a Key, a Chest found and no Door found."""
    found = [e.kind for e in game.state.elements.values() if e.status == "discovered"]
    key_cost = game.content.references[game.state.ecology].key_cost
    return _exploring(game) and pool_xp(game) >= key_cost and "chest" in found and "door" not in found


def test_a_key_is_bought_for_a_locked_chest_only_when_chests_are_locked() -> None:
    locked = _with_keys(first_position(_chest_without_door, ("chests_locked",), seeds=range(12)), 0)
    assert any(c.kind == "buy_key" for c in locked.legal())
    assert _score_of(locked, "buy_key") > 0
    rulebook = _with_keys(first_position(_chest_without_door, seeds=range(12)), 0)
    assert _score_of(rulebook, "buy_key") == bot.NOT_WORTH


def _chest_and_door_in_reach(game: Game) -> bool:
    """Exploring, a Chest offered to Encounter and a shut Door found (its Encounter offered with a Key)."""
    if not _exploring(game) or not bot._door_waiting(game):
        return False
    return any(c.kind == "encounter" and game.state.elements[c.element].kind == "chest"  # type: ignore[attr-defined]
               for c in game.legal())


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_under_chests_are_locked_a_door_is_opened_before_a_chest_with_the_one_key() -> None:
    """The Key a Chest would take is the one a shut Door needs to open the way on (with the pile
    used up, the way to the stairs: the bot's dead ends under the variant came from this)."""
    game = _with_keys(first_position(_chest_and_door_in_reach, ("chests_locked",), seeds=range(30)), 1)
    assert _score_of(game, "encounter", "door") > _score_of(game, "encounter", "chest")
    rulebook = _with_keys(first_position(_chest_and_door_in_reach, seeds=range(30)), 1)
    assert _score_of(rulebook, "encounter", "chest") > _score_of(rulebook, "encounter", "door")
