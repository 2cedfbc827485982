"""Listed commands are shared between games (the listing caches them), so they must be immutable all
the way down: a command's sequence fields are tuples, never lists."""

from __future__ import annotations

import pytest

from game.rules import Game, dump
from tests.kits.bot_positions import bot_positions


def _first_position_with(kind: str, heroes: list[str], seed: int) -> Game:
    for game in bot_positions(Game.new(heroes=heroes, seed=seed), seed):
        if any(c.kind == kind for c in game.legal()):
            return game
    raise AssertionError(f"no {kind} in the game")


def test_changing_one_games_listed_play_cannot_change_another_games_listing() -> None:
    """The bug: PlayCards held a list, so appending to a command listed in one game changed the
    (shared, cached) command another game at the same position lists."""
    game = _first_position_with("play_cards", ["fighter", "wizard"], 1)
    other = Game.replay(list(game.events), game.content)
    before = [dump(c) for c in other.legal()]
    play = next(c for c in game.legal() if c.kind == "play_cards")
    with pytest.raises(AttributeError):
        play.cards.append("fighter:1a")  # type: ignore[attr-defined]
    assert [dump(c) for c in other.legal()] == before


def test_monster_assignments_are_tuples() -> None:
    game = _first_position_with("assign_monsters", ["fighter", "wizard"], 2)
    for c in game.legal():
        if c.kind == "assign_monsters":
            assert type(c.foes) is tuple  # type: ignore[attr-defined]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_listed_command_is_hashable_so_nothing_in_it_can_change(seed: int) -> None:
    """hash() fails on a frozen model holding a list or dict: every field must be immutable."""
    heroes = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]][seed]
    for game in bot_positions(Game.new(heroes=heroes, seed=seed), seed):
        for c in game.legal():
            hash(c)
