"""Rulebook audit: WHOLE games fuzzed over every hero set, starting Ecology and difficulty variant.

Commands come from legal() only — mostly the bot's choice (so games get deep: Level Ups, lower
Ecologies, the Final Entity), sometimes a random one (so odd corners get tried). After every command:
legal() is empty only when the game is over, every action card is in exactly one place; every few
commands a sample of the listed commands is carried out on a replayed copy and must be accepted.
At the end the JSON log replays to the same state.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bot import heuristic as bot
from game.rules import HERO_IDS, VARIANTS, Game, RuleViolation, dump
from tests.kits.combat_kit import conservation_problem

MAX_COMMANDS = 1200


def table_problem(game: Game) -> str | None:
    """Card conservation, counting the cards on the table during a Feature test as played."""
    tests = [s for s in game.state.pending if s.step == "feature_test"]
    if not tests:
        return conservation_problem(game)
    heroes = game.state.hero_states
    saved = [list(hs.discard) for hs in heroes]
    for hs, played in zip(heroes, tests[0].played, strict=True):
        hs.discard.extend(played)
    try:
        return conservation_problem(game)
    finally:
        for hs, discard in zip(heroes, saved, strict=True):
            hs.discard[:] = discard


def fuzz_whole_game(seed: int, heroes: list[str], ecology: str, variants: list[str], wild: float) -> Game:
    rng = random.Random(seed)
    game = Game.new(heroes=heroes, seed=seed, ecology=ecology, variants=variants)
    for n in range(MAX_COMMANDS):
        if game.outcome is not None:
            break
        legal = game.legal()
        assert legal, f"nothing legal in phase {game.state.phase} (pending {game.state.pending[:1]})"
        if n % 10 == 0:
            for cmd in rng.sample(legal, min(3, len(legal))):
                copy = Game.replay(game.events, game.content)
                try:
                    copy.do(cmd)
                except RuleViolation as refusal:
                    raise AssertionError(f"legal() listed {cmd!r} but do() refused: {refusal}") from None
        cmd = rng.choice(legal) if rng.random() < wild else bot.choose(game, rng)
        game.do(cmd)
        problem = table_problem(game)
        assert problem is None, f"after {cmd!r}: {problem}"
    if game.outcome is not None:
        assert game.legal() == []
    replayed = Game.replay([dump(e) for e in game.events], game.content)
    assert replayed.state.model_dump() == game.state.model_dump()
    return game


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
@settings(max_examples=14, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(seed=st.integers(0, 100_000),
       # one hero per Hero Mat: an alternate is printed on the back of its primary's mat
       heroes=st.lists(st.sampled_from(HERO_IDS), min_size=1, max_size=3, unique_by=lambda h: h.split("-")[0]),
       ecology=st.sampled_from(["ruins", "caverns", "subterranean"]),
       variants=st.lists(st.sampled_from(sorted(VARIANTS)), unique=True),
       wild=st.sampled_from([0.1, 0.3, 0.6]))
def test_whole_games_never_list_a_refused_command_nor_run_out_of_commands(
        seed: int, heroes: list[str], ecology: str, variants: list[str], wild: float) -> None:
    fuzz_whole_game(seed, heroes, ecology, variants, wild)


@pytest.mark.slow  # end-to-end: a whole game (README, testing notes)
def test_every_variant_alone_through_a_whole_game() -> None:
    """Each of the eight variants on its own, with a three-hero party holding all the alternates."""
    for i, variant in enumerate(sorted(VARIANTS)):
        fuzz_whole_game(100 + i, ["fighter-wizard", "wizard-rogue", "rogue-fighter"], "ruins", [variant], 0.2)
