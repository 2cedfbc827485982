"""Rules as written: a map with no way forward ends the game at once, with its reason (issue 22,
point 6)."""

from __future__ import annotations

from game.rules import BuyKey, Game
from game.rules.areas.explore import DrawTile
from tests.kits.progress_kit import board_game


def _last_tile_placed(pool: list[str]) -> Game:
    """A Door within reach and no Key; the last map tile of the pile is drawn and placed."""
    game = board_game([("door", 3, 1)])
    s = game.state
    s.keys, s.xp_pool, s.tile_pile = 0, list(pool), ["ruins-plain"]
    game.do(DrawTile())
    game.do(game.legal()[0])
    return game


def test_a_map_with_no_way_forward_is_a_dead_end_and_the_game_is_over() -> None:
    """"It is possible to lose by drawing a Map Tile that cannot be placed ... you have effectively
    reached a dead end in your explorations and your game is over. To avoid this, players should keep
    placement options available." With the pile used up, a locked Door the only thing within reach,
    no Key and 1 XP (a Key costs 3: cards/ruins/reference.toml), nothing can take the heroes on: the
    engine decides the loss with its reason the moment that is so, rather than leaving a position
    with nothing to do."""
    game = _last_tile_placed(["votive-niche"])
    assert game.content.references["ruins"].key_cost > 1
    assert game.outcome == "lost"
    assert "Dead end" in (game.state.outcome_reason or "") and "Key" in (game.state.outcome_reason or "")
    assert game.legal() == []


def test_xp_enough_for_a_key_is_still_a_way_forward() -> None:
    """"Keys can be bought while Heroes are Exploring": with 3 XP (a Key's cost) the heroes buy a Key
    and open the Door, so the game goes on."""
    game = _last_tile_placed(["votive-niche", "mosaic-of-warning", "collapsed-colonnade"])
    assert game.content.references["ruins"].key_cost == 3
    assert game.outcome is None
    key = next(c for c in game.legal() if isinstance(c, BuyKey))
    game.do(key)
    assert game.outcome is None and any(c.kind == "encounter" for c in game.legal())
