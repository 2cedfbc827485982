"""EXPLORING: placing map tiles (rulebook, "Placing Map Tiles" and ECOLOGY-SPECIFIC FEATURES)."""

from __future__ import annotations

import pytest

from game.rules import Encounter, Game, PlaceTile, RuleViolation
from game.rules.areas.explore import DrawTile, SetAsideTile
from tests.kits.tilekit import CLOSED, CROSS, content_with, entry, tile

NORTH_ONLY = """
##...##
##...##
##...##
##...##
##...##
#######
#######
"""
# a corridor from west to east over a southern alcove split off by a habitat boundary
CORRIDOR_OVER_ALCOVE = """
#######
#######
.......
.......
.......
##...##
##...##
"""
ALCOVE_HABITAT = """
AAAAAAA
AAAAAAA
AAAAAAA
AAAAAAA
AAAAAAA
BBBBBBB
BBBBBBB
"""


def new_game(tiles, stack, *, ecology="ruins", heroes=("fighter",), variants=()):
    content = content_with(tiles, ecology)
    game = Game.new(heroes=list(heroes), seed=1, ecology=ecology, variants=variants,
                    stacked={"tiles": stack}, content=content)
    while game.state.phase == "resolving":  # a lower-Ecology start: take the starting Items/Abilities
        game.do(game.legal()[0])
    return game


def draw_and_place(game: Game, x: int, y: int, rotation: int = 0) -> None:
    game.do(DrawTile())
    game.do(PlaceTile(tile=game.state.drawn_tile, x=x, y=y, rotation=rotation))


def refusal(game: Game, command) -> str:
    before = game.state.model_dump()
    count = len(game.events)
    with pytest.raises(RuleViolation) as err:
        game.do(command)
    assert game.state.model_dump() == before and len(game.events) == count, "a refusal changed the game"
    return str(err.value)


def test_entry_tile_starts_in_the_centre_with_the_lantern():
    """"Place the Entry Tile near the center of your play area, and place the Lantern Token on it.\""""
    game = new_game([entry(), tile("ruins-a")], ["ruins-a"])
    assert [(p.tile, p.x, p.y) for p in game.state.placements] == [("ruins-entry", 0, 0)]
    assert (game.state.lantern.x, game.state.lantern.y, game.state.lantern.cx, game.state.lantern.cy) == (0, 0, 3, 3)


def test_keys_start_at_three_or_six_with_more_keys():
    """"Heroes start the game with three Keys" / "Start with More Keys: six keys instead of three.\""""
    assert new_game([entry(), tile("ruins-a")], []).state.keys == 3
    assert new_game([entry(), tile("ruins-a")], [], variants=["more_keys"]).state.keys == 6


def test_real_tile_pile_has_stairs_fourth_from_the_bottom():
    """"This forms a Map Tile Draw Pile with the Stairs Tile located fourth from the bottom.\""""
    for seed in range(5):
        for ecology in ("ruins", "caverns", "subterranean"):
            game = Game.new(heroes=["fighter"], seed=seed, ecology=ecology)
            pile = game.state.tile_pile
            assert len(pile) == 23  # all but the Entry tile
            assert pile[-4] == game.content.stairs_tile[ecology]
            assert game.content.entry_tile[ecology] not in pile


def test_drawn_tile_must_be_placed_before_anything_else():
    """"Players take turns drawing and placing Map Tiles one at a time.\""""
    game = new_game([entry(elements=[]), tile("ruins-a"), tile("ruins-b", CROSS, [("door", 3, 3)])],
                    ["ruins-b", "ruins-a"])
    draw_and_place(game, 1, 0)
    game.do(DrawTile())
    assert {c.kind for c in game.legal()} == {"place_tile"}
    assert "placed first" in refusal(game, DrawTile())
    assert "exploring" in refusal(game, Encounter(element="ruins-b/0"))


def test_heroes_take_turns_drawing_and_placing():
    game = new_game([entry(), tile("ruins-a"), tile("ruins-b")], ["ruins-a", "ruins-b"],
                    heroes=("fighter", "rogue"))
    draw_and_place(game, 1, 0)
    draw_and_place(game, -1, 0)
    placed = [e.hero for e in game.events if e.kind == "tile_placed"]
    assert placed == [0, 1]


def test_new_tile_must_be_orthogonally_adjacent():
    """"New Map Tiles are placed orthogonally adjacent to previously placed Map Tile.\""""
    game = new_game([entry(), tile("ruins-a")], ["ruins-a"])
    game.do(DrawTile())
    assert "orthogonally next to" in refusal(game, PlaceTile(tile="ruins-a", x=1, y=1, rotation=0))
    assert "already a map tile" in refusal(game, PlaceTile(tile="ruins-a", x=0, y=0, rotation=0))


def test_walls_must_touch_walls_and_open_edges_open_edges():
    """"All edges of the new Map Tile must match the edges of all the other tiles they'll touch.\""""
    game = new_game([entry(), tile("ruins-a", NORTH_ONLY)], ["ruins-a"])
    game.do(DrawTile())
    reason = refusal(game, PlaceTile(tile="ruins-a", x=1, y=0, rotation=0))
    assert reason.startswith("The west edge would put a wall against open ground")
    # turned three quarter turns clockwise, its only opening faces west, onto the entry's east opening
    game.do(PlaceTile(tile="ruins-a", x=1, y=0, rotation=3))
    assert game.state.placement_at(1, 0).rotation == 3


def test_every_legal_placement_uses_all_four_rotations():
    game = new_game([entry(), tile("ruins-a", NORTH_ONLY)], ["ruins-a"])
    game.do(DrawTile())
    legal = {(c.x, c.y, c.rotation) for c in game.legal()}
    # the single opening must face the entry: east of it (turned west), north (turned south) ...
    assert legal == {(1, 0, 3), (-1, 0, 1), (0, -1, 2), (0, 1, 0)}


def test_heroes_must_trace_a_path_to_the_new_tile():
    """"Heroes must be able to trace a path from their accessible area ... Heroes cannot move through walls\""""
    game = new_game([entry(), tile("ruins-a", NORTH_ONLY), tile("ruins-b", NORTH_ONLY)], ["ruins-a", "ruins-b"])
    draw_and_place(game, 1, 0, rotation=3)  # opening west: its east side is wall
    game.do(DrawTile())
    # at (2, 0) with its opening north, its west wall meets ruins-a's east wall: edges match ...
    reason = refusal(game, PlaceTile(tile="ruins-b", x=2, y=0, rotation=0))
    assert "cannot trace a path" in reason  # ... but no path leads there


def test_monsters_obstruct_access_to_edges_beyond_them():
    """"Monster, Feature, and Door Ecology Elements obstruct access to Map Tile edges beyond them.\""""
    game = new_game([entry(), tile("ruins-m", CROSS, [("monster", 3, 3)]), tile("ruins-b")],
                    ["ruins-m", "ruins-b"])
    draw_and_place(game, 1, 0)
    game.do(DrawTile())
    assert "cannot trace a path" in refusal(game, PlaceTile(tile="ruins-b", x=2, y=0, rotation=0))
    assert (2, 0) not in {(c.x, c.y) for c in game.legal()}
    assert game.encounterable() == ["ruins-m/0"]


def test_doors_obstruct_until_unlocked_with_a_key():
    """"Doors cannot be moved through until they are Unlocked. Spending a Key Unlocks a Door.\""""
    game = new_game([entry(), tile("ruins-d", CROSS, [("door", 3, 3)]), tile("ruins-b")],
                    ["ruins-d", "ruins-b"])
    draw_and_place(game, 1, 0)
    game.do(Encounter(element="ruins-d/0"))
    assert game.state.keys == 2 and game.state.elements["ruins-d/0"].status == "unlocked"
    assert game.state.lantern.x == 1  # "move the Lantern Token to that location"
    game.do(DrawTile())
    game.do(PlaceTile(tile="ruins-b", x=2, y=0, rotation=0))


def test_a_locked_door_without_keys_is_refused():
    tiles = [entry(), *(tile(f"ruins-d{i}", CROSS, [("door", 3, 3)]) for i in range(4))]
    game = new_game(tiles, [f"ruins-d{i}" for i in range(4)])
    for x, y in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
        draw_and_place(game, x, y)
    for i in range(3):
        game.do(Encounter(element=f"ruins-d{i}/0"))
    assert game.state.keys == 0
    assert "no Key" in refusal(game, Encounter(element="ruins-d3/0"))
    assert Encounter(element="ruins-d3/0") not in game.legal()


def test_habitat_boundary_lets_heroes_pass_on_the_free_side():
    """"Heroes may enter or cross the tile on the side of the Habitat Boundary free of any Monsters
    or Features without Encountering them.\""""
    split = tile("ruins-h", CORRIDOR_OVER_ALCOVE, [("monster", 3, 6)], habitat=ALCOVE_HABITAT)
    game = new_game([entry(), split, tile("ruins-b"), tile("ruins-c")], ["ruins-h", "ruins-b", "ruins-c"])
    draw_and_place(game, 1, 0)
    game.do(DrawTile())
    squares = {(c.x, c.y) for c in game.legal()}
    assert (2, 0) in squares  # through the free corridor
    assert (1, 1) not in squares  # beyond the monster's alcove
    assert "cannot trace a path" in refusal(game, PlaceTile(tile="ruins-b", x=1, y=1, rotation=0))
    assert game.encounterable() == ["ruins-h/0"]


def test_same_tile_without_habitat_boundary_blocks_the_corridor():
    blocked = tile("ruins-h", CORRIDOR_OVER_ALCOVE, [("monster", 3, 6)])
    game = new_game([entry(), blocked, tile("ruins-b")], ["ruins-h", "ruins-b"])
    draw_and_place(game, 1, 0)
    game.do(DrawTile())
    assert (2, 0) not in {(c.x, c.y) for c in game.legal()}


def test_secret_passages_connect_to_each_other():
    """"All Secret Passages connect to all other Secret Passage.\""""
    with_passage = entry(elements=[("secret_passage", 2, 2)])
    sealed = tile("ruins-p", NORTH_ONLY, [("secret_passage", 3, 2)])
    game = new_game([with_passage, tile("ruins-a", NORTH_ONLY), sealed], ["ruins-a", "ruins-p"])
    draw_and_place(game, 1, 0, rotation=3)
    game.do(DrawTile())
    game.do(PlaceTile(tile="ruins-p", x=2, y=0, rotation=0))  # reachable only through the passages


def test_without_a_passage_on_both_ends_there_is_no_shortcut():
    sealed = tile("ruins-p", NORTH_ONLY, [("secret_passage", 3, 2)])
    game = new_game([entry(), tile("ruins-a", NORTH_ONLY), sealed], ["ruins-a", "ruins-p"])
    draw_and_place(game, 1, 0, rotation=3)
    game.do(DrawTile())
    assert "cannot trace a path" in refusal(game, PlaceTile(tile="ruins-p", x=2, y=0, rotation=0))


def test_warp_portals_connect_to_each_other():
    """Caverns: "the Warp Portals connect to each other.\""""
    portal_entry = entry("caverns", elements=[("warp_portal", 2, 2)])
    sealed = tile("caverns-p", NORTH_ONLY, [("warp_portal", 3, 2)], ecology="caverns")
    game = new_game([portal_entry, tile("caverns-a", NORTH_ONLY, ecology="caverns"), sealed],
                    ["caverns-a", "caverns-p"], ecology="caverns")
    draw_and_place(game, 1, 0, rotation=3)
    game.do(DrawTile())
    game.do(PlaceTile(tile="caverns-p", x=2, y=0, rotation=0))


def test_water_edges_may_touch_non_water_edges():
    """Caverns: "When placing Map Tiles, water edges may touch non-water edges.\""""
    river = """
    ##~~~##
    ##~~~##
    ~~~~~~~
    ~~~~~~~
    ~~~~~~~
    ##~~~##
    ##~~~##
    """
    game = new_game([entry("caverns"), tile("caverns-r", river, ecology="caverns")], ["caverns-r"],
                    ecology="caverns")
    draw_and_place(game, 1, 0)
    assert game.state.placement_at(1, 0) is not None


UPPER_CROSS = CROSS.replace(".", "u")
LOWER_CROSS = CROSS.replace(".", "l")
STAIR_DOWN = """
#######
#######
uuuslll
uuuslll
uuuslll
#######
#######
"""
NO_STAIR = STAIR_DOWN.replace("s", "#")


MIXED_ENTRY = """
##uuu##
##uuu##
lllsuuu
lllsuuu
lllsuuu
##uuu##
##uuu##
"""


def test_upper_level_edges_touch_upper_and_lower_touch_lower():
    """"Map Tiles must be placed so that upper level edges touch upper level edges, and lower level
    edges touch lower level edges.\""""
    sub = "subterranean"
    game = new_game([entry(sub, MIXED_ENTRY), tile("subterranean-l", LOWER_CROSS, ecology=sub)],
                    ["subterranean-l"], ecology=sub)
    game.do(DrawTile())
    reason = refusal(game, PlaceTile(tile="subterranean-l", x=1, y=0, rotation=0))
    assert "the lower level against the upper level" in reason
    assert {(c.x, c.y) for c in game.legal() if c.kind == "place_tile"} == {(-1, 0)}


@pytest.mark.parametrize("middle,joined", [(STAIR_DOWN, True), (NO_STAIR, False)])
def test_level_stairs_join_the_levels(middle, joined):
    """"Heroes may only move between upper and lower levels when they can move through a Level Stair.\""""
    sub = "subterranean"
    game = new_game([entry(sub, UPPER_CROSS), tile("subterranean-s", middle, ecology=sub),
                     tile("subterranean-l", LOWER_CROSS, ecology=sub)],
                    ["subterranean-s", "subterranean-l"], ecology=sub)
    draw_and_place(game, 1, 0)
    game.do(DrawTile())
    assert ((2, 0) in {(c.x, c.y) for c in game.legal() if c.kind == "place_tile"}) is joined


def test_drawing_an_unplaceable_tile_loses_the_game():
    """"The Heroes lose if: They Draw a Map Tile that cannot be legally placed.\""""
    game = new_game([entry(), tile("ruins-x", CLOSED)], ["ruins-x"])
    game.do(DrawTile())
    assert game.outcome == "lost" and "Dead end" in game.state.outcome_reason
    assert game.legal() == []
    assert "game is over" in refusal(game, DrawTile())


def test_one_dead_end_per_ecology_sets_the_tile_aside():
    """"Once per Ecology, if players can't legally place a Map Tile they may set it aside and either
    draw a replacement Map Tile or choose to Encounter and Ecology Element. The set aside Map Tile
    remains available and may be placed at any time during Exploration.\""""
    game = new_game([entry(), tile("ruins-x", NORTH_ONLY), tile("ruins-y", CLOSED), tile("ruins-z", CLOSED)],
                    ["ruins-x", "ruins-y", "ruins-z"], variants=["one_dead_end"])
    # fill the entry's four neighbours' options: place ruins-x east, then a closed tile cannot go anywhere
    draw_and_place(game, 1, 0, rotation=3)
    game.do(DrawTile())
    assert game.outcome is None and game.state.phase == "dead_end"
    assert [c.kind for c in game.legal()] == ["set_aside_tile"]
    game.do(SetAsideTile())
    assert game.state.set_aside_tile == "ruins-y" and DrawTile() in game.legal()
    game.do(DrawTile())  # the second dead end of the Ecology loses
    assert game.outcome == "lost"


def test_set_aside_tile_may_be_placed_later():
    """"The set aside Map Tile remains available and may be placed at any time during Exploration.\""""
    game = new_game([entry(rows=NORTH_ONLY), tile("ruins-d", CROSS, [("door", 3, 3)]), tile("ruins-w")],
                    ["ruins-d", "ruins-w"], variants=["one_dead_end"])
    draw_and_place(game, 0, -1)  # the door tile: everything beyond it is obstructed
    game.do(DrawTile())
    game.do(SetAsideTile())
    assert not [c for c in game.legal() if c.kind == "place_tile"]
    game.do(Encounter(element="ruins-d/0"))
    placements = [c for c in game.legal() if c.kind == "place_tile"]
    assert placements and all(c.tile == "ruins-w" for c in placements)
    game.do(placements[0])
    assert game.state.set_aside_tile is None and game.state.dead_end_used
