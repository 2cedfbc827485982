"""fast/positions.py: what a game remembers about its positions (XP and item offers, a hero's usable
abilities, step 4's listing kept while other heroes move) and what the board keeps (its reach,
extended from the last one; placements per reach; what can be Encountered per version) give, at
every position of seeded bot games, the listing and answers the plain rules give with the
shortcuts off."""

from __future__ import annotations

import pytest

from game.rules import Game, fast
from tests.kits.bot_positions import bot_positions

PARTIES = [["fighter"], ["fighter", "wizard"], ["fighter", "wizard", "rogue"]]


def _plain(game: Game) -> tuple[list[object], list[str], list[tuple[int, int, int, int]], tuple[int, int]]:
    return game.legal(), game.encounterable(), game.accessible_cells(), game.tiles_that_still_fit()


@pytest.mark.parametrize(("seed", "ecology"), [(2, "ruins"), (4, "caverns"), (7, "subterranean")])
def test_every_position_lists_what_the_plain_rules_list(seed: int, ecology: str) -> None:
    game = Game.new(PARTIES[seed % 3], seed=seed, ecology=ecology)
    phases = set()
    for n, position in enumerate(bot_positions(game, seed)):
        if n >= 300:
            break
        fast_answer = _plain(position)
        with fast.off():
            plain = _plain(position)
        assert fast_answer == plain, f"decision {n}, phase {position.state.phase}"
        phases.add(position.state.phase)
    assert {"exploring", "combat"} <= phases


def test_a_remembered_result_is_worked_out_afresh_with_the_shortcuts_off() -> None:
    from game.rules.fast.positions import remembered

    game = Game.new(["fighter"], seed=1)
    calls: list[int] = []

    def compute() -> int:
        calls.append(1)
        return 7

    assert remembered(game, ("test",), compute) == remembered(game, ("test",), compute) == 7
    assert len(calls) == 1
    with fast.off():
        assert remembered(game, ("test",), compute) == 7
    assert len(calls) == 2


def test_a_kept_listing_is_listed_again_only_while_the_events_since_leave_it() -> None:
    from game.rules.core.messages import CommandAccepted
    from game.rules.fast.positions import kept_listing

    game = Game.new(["fighter"], seed=1)
    made: list[int] = []

    def compute() -> tuple[list[int], bool]:
        made.append(len(game.events))
        return [len(made)], True

    def harmless(e: object) -> bool:
        return isinstance(e, CommandAccepted)

    first = kept_listing(game, ("test",), harmless, compute)
    assert kept_listing(game, ("test",), harmless, compute) == first and len(made) == 1
    game.do(game.legal()[0])  # events that are not all harmless: listed afresh
    assert kept_listing(game, ("test",), harmless, compute) == [2]
