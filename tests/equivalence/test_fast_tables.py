"""fast/tables.py: every answer a table remembered while seeded bot games were played is the answer
its plain rule gives for the same arguments (adjacency, rotation tables, rune candidates, hero kits,
ability shapes, plays, payments, covers, card values ...), and with the shortcuts off nothing is
remembered."""

from __future__ import annotations

import pytest

from game.rules import Game, fast
from game.rules.fast.cache import Cache
from game.rules.fast.tables import TABLES
from tests.kits.bot_positions import bot_positions

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def _play(seed: int, ecology: str, decisions: int) -> None:
    game = Game.new(PARTIES[seed % 3], seed=seed, ecology=ecology)
    for n, _ in enumerate(bot_positions(game, seed)):
        if n >= decisions:
            break


@pytest.mark.parametrize(("seed", "ecology"), [(1, "ruins"), (5, "caverns"), (9, "subterranean")])
def test_every_remembered_table_answer_is_the_plain_rules_answer(seed: int, ecology: str) -> None:
    Cache.clear_all()
    _play(seed, ecology, 400)
    checked = {}
    for name, table in TABLES.items():
        entries = list(table.entries())
        for args, value in entries:
            assert table.plain(*args) == value, f"{name}{args!r}"
        checked[name] = len(entries)
    used = {name for name, n in checked.items() if n}
    # the tables every game reads from its first moves on
    assert {"board.adjacency", "board.rotation_table", "hero_cards.card_value", "heroes.kit",
            "engine.listers"} <= used, checked


def test_with_the_shortcuts_off_no_table_remembers_anything() -> None:
    with fast.off():
        _play(3, "ruins", 120)
        assert {name: len(t.store) for name, t in TABLES.items() if t.store} == {}
    assert fast.on()


def test_a_table_tells_one_object_from_another_with_equal_contents() -> None:
    """Keyed by identity, an entry answers only for the very object it was worked out for (a new
    object that happens to reuse a dead one's id is worked out afresh)."""
    from game.rules.fast.tables import per_object

    calls: list[object] = []

    @per_object("test.identity", 4)
    def size(xs: list[int]) -> int:
        calls.append(xs)
        return len(xs)

    try:
        a, b = [1, 2], [1, 2]
        assert size(a) == 2 and size(a) == 2 and size(b) == 2
        assert calls == [a, b] and calls[0] is a and calls[1] is b
    finally:
        store = TABLES.pop("test.identity").store
        Cache.ALL[:] = [c for c in Cache.ALL if c is not store]  # by identity: empty caches are equal
