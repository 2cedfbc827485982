"""Rune patterns (ENCOUNTERING 6. LEGENDARY LOCATIONS; Caverns: Water, Boat and Sword Icons),
checked through Game.new / legal() / do() on hand-drawn tiles.

Ruins patterns (cards/ruins/runes.toml): 1 end-90-end, 2 end-double-end in a line, 3 two ends
node to node, 4 end-90-double-end. Caverns: 3 a node pair plus water flowing on from the first
tile to a third; 4 the Boat tile's node meeting the Sword tile's node.
"""

from __future__ import annotations

from game.rules import Encounter, Game
from game.rules.areas.legendary import ContinueLocation
from tests.kits.runes_kit import entry, game_on, place
from tests.kits.tilekit import CROSS, tile

# water across the middle row: it meets the west and east edges at their middle cell
RIVER = """
##...##
##...##
.......
~~~~~~~
.......
##...##
##...##
"""
# a pond in the middle: water touches no edge
POND = """
##...##
##...##
...~...
..~~~..
...~...
##...##
##...##
"""


def found(game: Game) -> list[int]:
    """The rune pattern of every discovered Legendary Location, sorted."""
    ls = game.state.legendary
    return sorted(ls.matches[eid].pattern for eid, el in game.state.elements.items()
                  if el.kind == "legendary" and el.status == "discovered")


def test_two_facing_nodes_discover_a_legendary_location_listed_as_an_encounter():
    """"To Discover a Legendary Location, players must place Map Tiles with Nodes in an arrangement
    matching the Rune pattern" -- Ruins pattern 3 is two tiles node to node."""
    game = game_on([entry(["E"]), tile("ruins-a", nodes=["W"])], ["ruins-a"])
    assert found(game) == []
    place(game, 1, 0)
    assert found(game) == [3]
    el = next(e for e in game.state.elements.values() if e.kind == "legendary")
    assert Encounter(element=el.id) in game.legal()


def test_nodes_that_do_not_face_each_other_match_nothing():
    game = game_on([entry(["E"]), tile("ruins-a", nodes=["N"])], ["ruins-a"])
    place(game, 1, 0)
    assert found(game) == []


def test_a_rotated_tile_brings_its_node_round():
    """The tile's node is on its north side as printed; a quarter turn clockwise faces it east...
    placed west of the entry, three quarter turns face it east, toward the entry's west node."""
    game = game_on([entry(["W"]), tile("ruins-a", nodes=["N"])], ["ruins-a"])
    place(game, -1, 0, rotation=1)
    assert found(game) == [3]


def test_a_pattern_matches_rotated_and_mirrored():
    """"A Rune Pattern may be mirrored or rotated in order to match the layout of Map Tiles and
    Nodes." Pattern 1 (end, 90-degree, end) goes south then east on the card; here it goes east
    then south (a mirror image turned), and in a second game north then west."""
    tiles = [entry(["E"]), tile("ruins-a", nodes=["W", "S"]), tile("ruins-b", nodes=["N"])]
    game = game_on(tiles, ["ruins-a", "ruins-b"])
    place(game, 1, 0)
    assert 1 not in found(game)
    place(game, 1, 1)
    assert 1 in found(game)

    tiles = [entry(["N"]), tile("ruins-a", nodes=["S", "W"]), tile("ruins-b", nodes=["E"])]
    game = game_on(tiles, ["ruins-a", "ruins-b"])
    place(game, 0, -1)
    place(game, -1, -1)
    assert 1 in found(game)


def test_a_tile_may_carry_more_nodes_than_its_rune_square():
    """A portion of the map matches: a double-node tile serves as an end of pattern 3, and its
    other node stays free."""
    game = game_on([entry(["E"]), tile("ruins-a", nodes=["W", "E"])], ["ruins-a"])
    place(game, 1, 0)
    assert found(game) == [3]


def test_tiles_need_not_be_accessible_to_match():
    """"It is not required for Heroes to have access to all parts of a Map Tile in order for it to
    be used for matching": the second tile is held by a Monster, the location is still Discovered,
    and the heroes can Encounter it from the tile they stand on."""
    game = game_on([entry(["E"]), tile("ruins-a", CROSS, [("monster", 3, 3)], nodes=["W"])], ["ruins-a"])
    place(game, 1, 0)
    assert found(game) == [3]
    el = next(e for e in game.state.elements.values() if e.kind == "legendary")
    assert (el.spot.x, el.spot.y) == (0, 0)
    assert Encounter(element=el.id) in game.legal()


def test_matched_nodes_are_used_once_and_matched_patterns_cannot_overlap():
    """"These Nodes cannot be used again for matching a Rune Pattern." "Since each Node can only be
    used once, however, matched Rune Patterns cannot overlap." A line of three tiles matches
    pattern 2 once and pattern 3 twice; Encountering pattern 3 on the first pair spends those
    nodes, so pattern 2 (which needs them) is no longer Discovered."""
    tiles = [entry(["E"]), tile("ruins-a", nodes=["W", "E"]), tile("ruins-b", nodes=["W"])]
    game = game_on(tiles, ["ruins-a", "ruins-b"], stacked={"legendary:ruins:3": ["ruins-ll-3-two-seals"],
                                                          "legendary:ruins:3A": ["ruins-ll-3a1-sunlit-vault"]})
    place(game, 1, 0)
    place(game, 2, 0)
    assert found(game) == [2, 3, 3]
    first = next(eid for eid, m in game.state.legendary.matches.items()
                 if m.pattern == 3 and (0, 0) in [tuple(s) for s in m.squares])
    game.do(Encounter(element=first))
    assert sorted(tuple(n) for n in game.state.legendary.used_nodes) == [(0, 0, "E"), (1, 0, "W")]
    assert list(game.state.legendary.matches) == [first]  # pattern 2 would overlap; pattern 3 is spent
    game.do(ContinueLocation())
    assert game.state.phase == "exploring"
    assert game.state.elements[first].status == "resolved"


def test_each_rune_pattern_is_encountered_once_per_ecology():
    """"Each Rune Pattern can only be Encountered once per Ecology": after pattern 3 is
    Encountered, a new node pair does not Discover it again."""
    tiles = [entry(["E", "S"]), tile("ruins-a", nodes=["W"]), tile("ruins-b", nodes=["N"])]
    game = game_on(tiles, ["ruins-a", "ruins-b"], stacked={"legendary:ruins:3": ["ruins-ll-3-two-seals"],
                                                          "legendary:ruins:3A": ["ruins-ll-3a1-sunlit-vault"]})
    place(game, 1, 0)
    el = next(e.id for e in game.state.elements.values() if e.kind == "legendary")
    game.do(Encounter(element=el))
    game.do(ContinueLocation())
    place(game, 0, 1)
    assert found(game) == []


def test_every_match_is_offered_and_one_encounter_spends_its_pattern_and_nodes():
    """The heroes choose where to lay the tokens: both node pairs match pattern 3 (and together
    the 90-degree entry makes pattern 1). Encountering one pattern-3 pair removes the other
    (the pattern is spent) and pattern 1 (it would overlap)."""
    tiles = [entry(["E", "S"]), tile("ruins-a", nodes=["W"]), tile("ruins-b", nodes=["N"])]
    game = game_on(tiles, ["ruins-a", "ruins-b"])
    place(game, 1, 0)
    place(game, 0, 1)
    assert found(game) == [1, 3, 3]
    threes = [eid for eid, m in game.state.legendary.matches.items() if m.pattern == 3]
    assert {Encounter(element=eid) for eid in threes} <= set(game.legal())
    game.do(Encounter(element=threes[1]))
    assert list(game.state.legendary.matches) == [threes[1]]
    assert threes[0] not in game.state.elements


# --- Caverns: water and the Boat and Sword -------------------------------------------------

def test_connected_water_discovers_the_singing_water():
    """"For water to be connected, water-must-meet-water in at least one corner of orthogonally
    adjacent tiles." Pattern 3: the entry's south node faces a node, and its river meets the river
    of the tile to the east."""
    tiles = [entry(["S"], "caverns", RIVER), tile("caverns-a", nodes=["N"], ecology="caverns"),
             tile("caverns-river", RIVER, ecology="caverns")]
    game = game_on(tiles, ["caverns-a", "caverns-river"], ecology="caverns")
    place(game, 0, 1)
    assert 3 not in found(game)
    place(game, 1, 0)
    assert 3 in found(game)


def test_water_that_does_not_reach_the_shared_edge_is_not_connected():
    tiles = [entry(["S"], "caverns", RIVER), tile("caverns-a", nodes=["N"], ecology="caverns"),
             tile("caverns-pond", POND, ecology="caverns")]
    game = game_on(tiles, ["caverns-a", "caverns-pond"], ecology="caverns")
    place(game, 0, 1)
    place(game, 1, 0)
    assert 3 not in found(game)


def test_the_boat_and_sword_are_the_first_and_last_parts_of_their_pattern():
    """"One Caverns Map Tile contains a Boat Icon, and another contains a Sword Icon. These are
    first and last parts of a particular Rune Pattern": pattern 4 runs from the Boat tile's node to
    the Sword tile's node (cards/caverns/runes.toml)."""
    def build(boat: bool, sword: bool = True) -> Game:
        tiles = [entry(["S"], "caverns", elements=[("boat", 1, 1)] if boat else []),
                 tile("caverns-sword", CROSS, [("sword", 2, 2)] if sword else [], nodes=["N"], ecology="caverns")]
        game = game_on(tiles, ["caverns-sword"], ecology="caverns")
        place(game, 0, 1)
        return game

    assert 4 in found(build(boat=True))
    for without in (build(boat=False), build(boat=True, sword=False)):
        assert 4 not in found(without)
        assert 1 in found(without)  # the same nodes still make the plain pair of ends
