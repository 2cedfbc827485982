"""fast/__init__.py and fast/switch.py: a whole seeded game played with every shortcut of the rules
switched off is the same game (the same events, in the same order) as with them on, and the
switch comes back on after the block."""

from __future__ import annotations

import json

import pytest

from game.bot import heuristic as bot
from game.rules import Game, dump, fast


def _played(heroes: list[str], seed: int, ecology: str) -> list[str]:
    game = Game.new(heroes, seed=seed, ecology=ecology)
    bot.play(game, seed)
    return [json.dumps(dump(e)) for e in game.events]


@pytest.mark.slow
@pytest.mark.parametrize(("heroes", "seed", "ecology"), [(["fighter", "wizard"], 11, "ruins"),
                                                         (["rogue"], 4, "caverns")])
def test_a_whole_game_played_with_the_shortcuts_off_is_the_same_game(heroes: list[str], seed: int,
                                                                      ecology: str) -> None:
    with fast.off():
        assert not fast.on()
        plain = _played(heroes, seed, ecology)
    assert fast.on()
    assert _played(heroes, seed, ecology) == plain


def test_the_switch_comes_back_on_after_an_error_inside_the_block() -> None:
    with pytest.raises(ValueError), fast.off():
        raise ValueError
    assert fast.on()
