"""Random legal commands through whole fights: never a crash, never an empty legal list in combat,
never a legal command that do() refuses, card conservation after every command, and the log
replays to the live state."""

from __future__ import annotations

import random

import pytest

from game.rules import Game, RuleViolation, dump, scenario
from tests.kits.combat_kit import conservation_problem, fight, play_out, sensible

PARTIES = [["fighter"], ["wizard", "rogue"], ["fighter-wizard", "wizard-rogue", "rogue-fighter"]]


def _random_fight(game: Game, seed: int) -> None:
    rng = random.Random(seed)
    steps = 0
    while game.state.phase == "combat" and game.outcome is None:
        legal = game.legal()
        assert legal, f"empty legal list in combat step {game.state.combat.step}"
        cmd = rng.choice(legal)
        try:
            game.do(cmd)
        except RuleViolation as exc:  # pragma: no cover - the failure message is the point
            pytest.fail(f"legal() listed {cmd!r} but do() refused: {exc}")
        problem = conservation_problem(game)
        assert problem is None, problem
        steps += 1
        assert steps < 3000
    replayed = Game.replay([dump(e) for e in game.events], game.content)
    assert replayed.state.model_dump() == game.state.model_dump()


@pytest.mark.parametrize("seed", range(12))
def test_random_legal_commands_through_monster_fights(seed: int) -> None:
    eco = ("ruins", "caverns", "subterranean")[seed % 3]
    monsters = Game.new(heroes=["fighter"], seed=0).content.monsters.ecology_monsters[eco]
    monster = monsters[seed % len(monsters)]
    game = fight(PARTIES[seed % 3], monster, ecology=eco, seed=seed, icons=1 + (seed % 4 == 0))
    _random_fight(game, seed)


@pytest.mark.parametrize("seed", range(3))
def test_random_legal_commands_against_the_final_entity(seed: int) -> None:
    game = Game.new(heroes=PARTIES[seed], seed=seed)
    scenario.final_entity_fight(game, seed=seed)
    _random_fight(game, seed)


def test_sensible_play_wins_most_ruins_fights() -> None:
    """Not a balance test: a plain policy should beat single Ruins monsters far more often than not."""
    wins = 0
    monsters = Game.new(heroes=["fighter"], seed=0).content.monsters.ecology_monsters["ruins"]
    for i, m in enumerate(monsters):
        game = fight(["fighter", "rogue"], m, seed=i)
        play_out(game, sensible, seed=i, check=False)
        wins += game.outcome is None
    assert wins >= 7
