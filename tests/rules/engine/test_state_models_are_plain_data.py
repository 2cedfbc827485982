"""State models are slotted dataclasses that keep the manners the rules relied on from pydantic:
their own copies of the lists given, nested models from their JSON form, copies and dumps."""

from __future__ import annotations

import dataclasses
import gc
import json

import pytest

from game.bot import heuristic as bot
from game.rules import Game
from game.rules.core.state_model import StateModel
from game.rules.state.combat_state import CombatState, Foe, Front
from game.rules.state.game_state import ElementState, GameState, Spot
from game.rules.state.hero_state import HeroState
from game.rules.state.progress_state import FeatureTestStep, LegendaryMatch, LevelUpStep


def test_a_state_model_takes_its_own_copy_of_the_lists_given() -> None:
    hand = ["a1", "a2"]
    hs = HeroState(hero="fighter", max_health=10, health=10, hand=hand)
    hand.append("a3")
    assert hs.hand == ["a1", "a2"]
    played = [["x"], []]
    step = FeatureTestStep(element="e", card="c", played=played)
    played[0].append("y")
    assert step.played == [["x"], []]


def test_a_list_default_is_fresh_for_every_model() -> None:
    one, two = Front(hero=0, foe=0), Front(hero=1, foe=0)
    one.held.append("m1")
    assert two.held == []
    assert GameState(seed=1, heroes=[], variants=[]).piles is not GameState(seed=2, heroes=[], variants=[]).piles


def test_tuples_and_nested_models_are_taken_from_their_json_form() -> None:
    match = LegendaryMatch(pattern=1, squares=[[0, 0], [1, 0]], nodes=[[0, 0, "n"]])  # type: ignore[list-item]
    assert match.squares == [(0, 0), (1, 0)] and match.nodes == [(0, 0, "n")]
    element = ElementState(id="m-1", kind="monster", tile="t", spot={"x": 1, "y": 2, "cx": 0, "cy": 1})  # type: ignore[arg-type]
    assert element.spot == Spot(x=1, y=2, cx=0, cy=1)
    state = GameState(seed=1, heroes=["fighter"], variants=[],
                      pending=[{"step": "level_up", "decided": [0]}])  # type: ignore[list-item]
    assert state.pending == [LevelUpStep(decided=[0])]


def test_a_state_model_has_no_room_for_a_misspelt_field() -> None:
    foe = Foe(card="m", deck="light", health=[3], max_health=[3])
    with pytest.raises(AttributeError):
        foe.helth = [2]  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        Foe(card="m", deck="light", health=[3], max_health=[3], shield=1)  # type: ignore[call-arg]


def test_copies_shallow_and_deep() -> None:
    foe = Foe(card="m", deck="light", health=[3, 2], max_health=[3, 3])
    shallow, deep = foe.model_copy(), foe.model_copy(deep=True)
    assert shallow == foe == deep
    assert shallow.health is foe.health and deep.health is not foe.health
    changed = foe.model_copy(update={"powered": True})
    assert changed.powered and not foe.powered
    combat = CombatState(kind="monster", foes=[foe], facing=[[0]], fronts=[Front(hero=0, foe=0)])
    copy = combat.model_copy(deep=True)
    copy.foes[0].health[0] = 0
    copy.fronts[0].held.append("x")
    assert foe.health[0] == 3 and combat.fronts[0].held == []


def test_the_dump_round_trips_and_the_json_dump_has_no_tuples() -> None:
    game = bot.play(Game.new(heroes=["fighter", "wizard"], seed=4), seed=4, max_commands=400)
    dumped = game.state.model_dump(mode="json")
    assert json.loads(json.dumps(dumped)) == dumped
    again = GameState.model_validate(dumped)
    assert again == game.state and again.model_dump(mode="json") == dumped


def test_a_rulebook_games_dump_leaves_the_options_at_default_out() -> None:
    state = GameState(seed=1, heroes=["fighter"], variants=[])
    dumped = state.model_dump()
    assert not {"tier", "house_rules", "talents", "story_mode", "knocked_out"} & set(dumped)
    state.story_mode = True
    assert state.model_dump()["story_mode"] is True


def test_every_state_model_is_slotted() -> None:
    gc.collect()  # (the classes dataclass(slots=True) replaced: gone)
    models = StateModel.__subclasses__()
    assert {HeroState, Foe, Front, CombatState, GameState, ElementState, FeatureTestStep} <= set(models)
    for cls in models:
        assert "__slots__" in vars(cls) and not hasattr(cls(**_required(cls)), "__dict__"), cls


def _required(cls: type[StateModel]) -> dict[str, object]:
    """Values for a model's fields without defaults (of the right shape or not: only constructed)."""
    return {f.name: [] for f in dataclasses.fields(cls)  # type: ignore[arg-type]
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}
