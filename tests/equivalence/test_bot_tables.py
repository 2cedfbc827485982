"""game/bot/tables.py: every answer the bot's tables remembered while seeded bot games were played
(a tile's paths from the sides entered, rune patterns turned, the ways a pattern lies over a tile)
is the answer its plain function gives for the same arguments."""

from __future__ import annotations

import pytest

from game.bot import tables as bot_tables
from game.rules import Game
from game.rules.fast.cache import Cache
from game.rules.fast.tables import TABLES
from tests.kits.bot_positions import bot_positions

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


@pytest.mark.parametrize(("seed", "ecology"), [(1, "ruins"), (5, "caverns"), (9, "subterranean")])
def test_every_answer_the_bots_tables_remembered_is_the_plain_one(seed: int, ecology: str) -> None:
    Cache.clear_all()
    game = Game.new(PARTIES[seed % 3], seed=seed, ecology=ecology)
    for n, _ in enumerate(bot_positions(game, seed)):
        if n >= 400:
            break
    mine = {name: table for name, table in TABLES.items() if table.plain.__module__ == bot_tables.__name__}
    assert set(mine) == {"bot.open_sides_from", "bot.sides_after", "bot.sides_beyond", "bot.steps_after",
                         "bot.holeless", "bot.tile_icons", "bot.turned", "bot.lays", "bot.parts"}
    checked = 0
    for name, table in mine.items():
        for args, value in table.entries():
            assert table.plain(*args) == value, f"{name}{args!r}"
            checked += 1
    assert checked > 100
