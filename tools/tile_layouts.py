"""Hand-designed layouts of the 72 map tiles (24 per Ecology), as plain data.

Each tile is a 7 x 7 grid of characters, stored at rotation 0 (row 0 is the north edge):

    ``#``  wall / solid rock                 ``.``  floor (Ruins, Caverns)
    ``,``  floor drawn as rubble/pebbles     ``~``  water (Caverns)
    ``u``  upper level (Subterranean)        ``l``  lower level (Subterranean)
    ``s``  stair joining the levels (Subterranean, never on a border cell)

``elements`` is a space separated list of ``kind@x,y`` (cell column x, row y).  ``monster``
means a Monster with one icon, ``monster2`` a Monster with two icons.
``habitat`` names the side(s) whose two-cell-deep strip forms area B of a Habitat Boundary:
one side gives a straight split, two adjacent sides an L-shaped split (empty: no boundary).
``nodes`` lists the sides (N, E, S, W) carrying a Legendary Location node.

tools/make_tiles.py turns these into Tiled maps; tools/check_tiles.py checks the result.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TileDesign:
    name: str
    rows: tuple[str, ...]
    elements: str = ""
    habitat: str = ""
    nodes: str = ""


def T(name: str, grid: str, elements: str = "", habitat: str = "", nodes: str = "") -> TileDesign:
    """Build a TileDesign from a multi-line grid string."""
    rows = tuple(line.strip() for line in grid.strip().splitlines())
    return TileDesign(name, rows, elements, habitat, nodes)


# --------------------------------------------------------------------------------------------
# Ruins: warm sandstone halls, colonnades and crypts.
# --------------------------------------------------------------------------------------------
RUINS: list[TileDesign] = [
    T("Lantern Gatehouse", """
        ##...##
        #.....#
        ..#.#..
        .......
        ..#.#..
        #.....#
        ##...##
    """, "entry@3,3"),
    T("Hearth of the Last Watch", """
        ##...##
        #.....#
        .......
        .......
        .......
        #,...,#
        #######
    """, "campfire@3,4", nodes="S"),
    T("Colonnade of Whispers", """
        ##...##
        #.#.#.#
        .......
        .#...#.
        .......
        #.#.#.#
        ##...##
    """, "secret_passage@1,1", nodes="NS"),
    T("Broken Arcade", """
        #######
        ###.###
        .......
        ..,....
        .......
        #.##.##
        #######
    """, "secret_passage@3,1", nodes="N"),
    T("Reliquary Stair", """
        ##...##
        #.....#
        ###.###
        #.....#
        #..,..#
        #.....#
        #######
    """, "door@3,2 stairs@3,4"),
    T("Miser's Crypt", """
        #######
        #.,.,.#
        .......
        .......
        .......
        #.....#
        ##...##
    """, "monster@3,3 chest@3,1", nodes="NE"),
    T("Sealed Treasury", """
        #######
        ##...##
        .##.##.
        .......
        .......
        #.....#
        ##...##
    """, "door@3,2 chest@3,1"),
    T("Gnawed-Bone Den", """
        #######
        ##...##
        #.,...#
        #.....#
        #...,.#
        ##...##
        ##...##
    """, "monster2@3,2", nodes="N"),
    T("Throne of the Hollow King", """
        ##...##
        #.#.#.#
        .......
        .......
        .......
        #.#.#.#
        ##...##
    """, "monster2@3,2", nodes="WE"),
    T("Guardroom Arch", """
        ##...##
        ##...##
        .......
        .......
        .......
        #.....#
        ##...##
    """, "monster@3,1 secret_passage@5,4", habitat="N"),
    T("Cloister of Bells", """
        ##...##
        #....##
        .......
        ...,...
        .......
        ##....#
        ##...##
    """, "monster@2,2", habitat="ES"),
    T("Shattered Refectory", """
        ##...##
        #.....#
        ......#
        ..,#..#
        ......#
        #.....#
        ##...##
    """, "monster@4,2", nodes="E"),
    T("Ossuary Passage", """
        ##...##
        #.....#
        #......
        #..#...
        #......
        #.....#
        #######
    """, "monster@2,4", nodes="WS"),
    T("Bailiff's Gallery", """
        ##...##
        #.....#
        ..##...
        .......
        ..#....
        ##....#
        ##...##
    """, "monster@1,1", habitat="NW"),
    T("Hall of Chained Saints", """
        ##...##
        #.#.#.#
        .......
        .......
        .......
        #..,..#
        #######
    """, "monster@3,4", nodes="SW"),
    T("Reading Room of Dust", """
        ##...##
        #....##
        ...#...
        .......
        .#.....
        #.....#
        ##...##
    """, "feature@2,5 secret_passage@4,1", habitat="SW"),
    T("Scriptorium Gate", """
        ##...##
        #.....#
        .......
        .......
        .......
        ##...##
        ##...##
    """, "feature@3,5", habitat="S"),
    T("Collapsed Scriptorium", """
        ##...##
        #.,#,.#
        ...#...
        .......
        .,.....
        #..,..#
        ##...##
    """, "feature@4,4", nodes="NS"),
    T("Mural of the Drowned Kings", """
        #######
        #.....#
        .......
        .......
        .......
        #######
        #######
    """, "feature@3,1", nodes="S"),
    T("Moonwell Court", """
        ##...##
        #.....#
        #.#.#..
        #......
        #.#.#..
        #.....#
        ##...##
    """, "feature@3,3"),
    T("Garden of Weeping Statues", """
        ##...##
        #.,.,.#
        ..#.#..
        .......
        ..#.#..
        #.,.,.#
        ##...##
    """, "feature@3,3"),
    T("Altar of Ash", """
        ##...##
        #.....#
        ......#
        ......#
        ......#
        #.....#
        ##...##
    """, "feature@4,3", nodes="ES"),
    T("Dry Fountain Court", """
        #######
        #.#.#.#
        .......
        ...,...
        .......
        #.....#
        ##...##
    """, "feature@3,1"),
    T("Iron-Bound Passage", """
        ##...##
        #.....#
        #.....#
        ###.###
        #.....#
        #.....#
        ##...##
    """, "door@3,3", nodes="WE"),
]

# --------------------------------------------------------------------------------------------
# Caverns: blue-grey rock, underground rivers, glowing fungus.
# --------------------------------------------------------------------------------------------
CAVERNS: list[TileDesign] = [
    T("Mouth of the Glowing Deep", """
        ##...##
        #....##
        .......
        ..,....
        .......
        ##....#
        ##...##
    """, "entry@3,3"),
    T("Fungus-Lit Hollow", """
        ##...##
        #....##
        .....##
        ......#
        ..,..##
        #.....#
        ##...##
    """, "campfire@3,3", nodes="E"),
    T("Whispering River", """
        ##...##
        #.....#
        .......
        ~~~~~~~
        .......
        #..,..#
        ##...##
    """, "boat@1,3", nodes="NS"),
    T("Echoing Narrows", """
        ##...##
        #.....#
        #......
        #..#...
        ##.....
        ###..##
        #######
    """, "warp_portal@2,2", nodes="S"),
    T("Drowned Stair", """
        #######
        #.~~..#
        ...~..#
        ......#
        ..,...#
        #.....#
        #######
    """, "stairs@4,2 monster@2,4", nodes="NE"),
    T("Glimmering Hoard", """
        ##.~.##
        #..~..#
        ...~...
        ...~...
        ...~...
        #..~..#
        ##.~.##
    """, "monster@1,3 chest@5,1"),
    T("Barred Grotto", """
        #######
        ###..##
        .##.##.
        .......
        ..~~...
        #.~~..#
        ##...##
    """, "door@3,2 chest@4,1"),
    T("Maw of the Pale Worm", """
        #######
        ##...##
        #......
        #......
        #......
        ##...##
        #######
    """, "monster2@2,3 sword@2,2", nodes="E"),
    T("Chasm of Grasping Roots", """
        ##...##
        #..,..#
        ..~~...
        ..~~~..
        ...~~..
        #.....#
        ##...##
    """, "monster2@5,3", nodes="WE"),
    T("Spore Curtain", """
        ##...##
        ##...##
        .......
        ~~~~~~~
        .......
        #..,..#
        ##...##
    """, "monster@3,1 warp_portal@5,4", habitat="N"),
    T("Fungal Terrace", """
        ##...##
        #....##
        .......
        ...~~..
        .......
        ##....#
        ##...##
    """, "monster@2,2", habitat="ES"),
    T("Dripstone Gallery", """
        ##...##
        #.#...#
        .....##
        ...#..#
        ......#
        #.#...#
        ##...##
    """, "monster@4,3", nodes="E"),
    T("Sunless Lake", """
        #######
        #..~~.#
        .~~~~~~
        ~~~~~~~
        .~~~~..
        #.....#
        #######
    """, "monster@3,3", nodes="NE"),
    T("Bridge of Bones", """
        ##...##
        #.....#
        ..#~...
        ...~...
        ..#~...
        #..~..#
        ##.~.##
    """, "monster@1,1", habitat="NW"),
    T("Gate of Crystal Teeth", """
        ##...##
        #.....#
        .......
        ...,...
        .......
        ##...##
        #######
    """, "door@3,4"),
    T("Glowcap Meadow", """
        ##...##
        #....##
        .......
        ...~...
        .......
        #.....#
        ##...##
    """, "feature@1,4", habitat="SW", nodes="NW"),
    T("Waterfall Ledge", """
        ##.~.##
        #..~..#
        ...~...
        ...~...
        .......
        ##...##
        ##...##
    """, "feature@3,5", habitat="S"),
    T("Luminous Pool", """
        ##.~.##
        #..~..#
        ...~...
        ~~~~~~~
        ...~...
        #..~..#
        ##.~.##
    """, "feature@5,1", nodes="NS"),
    T("Murmuring Stones", """
        #######
        #.....#
        .......
        .......
        ~~~~~~~
        #~~~..#
        #######
    """, "feature@3,2", nodes="N"),
    T("Sunken Shrine", """
        ##...##
        #.....#
        #..~~..
        #.~~~..
        #..~...
        #.....#
        ##...##
    """, "feature@1,3"),
    T("Hall of Hanging Roots", """
        ##...##
        ##...##
        .......
        .##.#..
        .......
        #....##
        ##...##
    """, "feature@3,3"),
    T("Stalagmite Forest", """
        ##...##
        #.#.#.#
        ......#
        .#.#..#
        ......#
        #.#.#.#
        ##...##
    """, "feature@4,4", nodes="ES"),
    T("Fungus Cathedral", """
        #######
        #.....#
        .......
        ..,....
        .......
        #.....#
        ##...##
    """, "feature@3,2"),
    T("Rusted Sluice Gate", """
        ##~..##
        #.~...#
        #.~~..#
        ###.###
        #..~~.#
        #...~.#
        ##..~##
    """, "door@3,3", nodes="WE"),
]

# --------------------------------------------------------------------------------------------
# Subterranean Architecture: basalt and brass, upper walkways over lower halls.
# --------------------------------------------------------------------------------------------
SUBTERRANEAN: list[TileDesign] = [
    T("Brass Threshold", """
        ##uuu##
        #suuus#
        lllulll
        lllulll
        lllulll
        #suuus#
        ##uuu##
    """, "entry@3,3"),
    T("Forge-Warmth Landing", """
        ##uuu##
        #uuuuu#
        uuuuuu#
        uuuuuu#
        uuusuu#
        #lllll#
        ##lll##
    """, "campfire@2,2", nodes="E"),
    T("Gallery of Cogs", """
        ##lll##
        #lllll#
        uuuuuuu
        uuuuuuu
        uuuuuuu
        #lllll#
        ##lll##
    """, nodes="NS"),
    T("Piston Stair", """
        #######
        #uu####
        uuuslll
        uuuslll
        uuuslll
        ####ll#
        #######
    """, nodes="N"),
    T("Descent of the Brass Ring", """
        ##uuu##
        #uuuuu#
        #uusuu#
        #lllll#
        #lllll#
        #lllll#
        #######
    """, "door@3,1 stairs@3,4"),
    T("Counting-House Vault", """
        #######
        #uuuuu#
        uuuuuuu
        uuuuuuu
        uusuuuu
        #lllll#
        ##lll##
    """, "monster@3,3 chest@4,5", nodes="NW"),
    T("Sealed Brass Archive", """
        #######
        ##lll##
        l##l##l
        lllllll
        lllllll
        #lllll#
        ##lll##
    """, "door@3,2 chest@3,1"),
    T("Crucible of the Furnace Wyrm", """
        ##uuu##
        #uuuuu#
        #uusuu#
        #lllll#
        #lllll#
        ##lll##
        ##lll##
    """, "monster2@3,4", nodes="N"),
    T("Engine Hall", """
        ##lll##
        #lllll#
        uslllsu
        uullluu
        uullluu
        #lllll#
        ##lll##
    """, "monster2@3,3", nodes="WE"),
    T("Sentinel Catwalk", """
        ##uuu##
        ##uuu##
        lllslll
        lllllll
        lllllll
        #lllll#
        ##lll##
    """, "monster@3,1", habitat="N"),
    T("Pipeworks Junction", """
        ##uuu##
        #uuuu##
        uuuuusl
        uuuu#ll
        uuuu#ll
        ##llll#
        ##lll##
    """, "monster@2,3", habitat="ES"),
    T("Clockwork Ossuary", """
        ##lll##
        #lllll#
        uu#lll#
        uu#lll#
        uu#lll#
        #lllll#
        ##lll##
    """, "monster@3,3", nodes="ES"),
    T("Gearwheel Bend", """
        ##uuu##
        #uuuu##
        #uuusll
        #uu#lll
        #uu#lll
        #######
        #######
    """, "monster@2,2", nodes="W"),
    T("Overseer's Balcony", """
        ##uuu##
        #uuuuu#
        uu#llll
        uusllll
        uu#llll
        ##llll#
        ##lll##
    """, "monster@1,1", habitat="NW"),
    T("Smelter's Walk", """
        ##lll##
        #lllll#
        uuuuuuu
        uuuuuuu
        uuuuuuu
        #uuuuu#
        #######
    """, "monster@3,4", nodes="SW"),
    T("Lever Gallery", """
        ##uuu##
        #uuuuu#
        lsuuuuu
        lluuuuu
        lluuuuu
        #lllll#
        ##lll##
    """, "feature@3,5", habitat="SW"),
    T("Valve Chamber", """
        ##uuu##
        #uuuuu#
        uuuuuuu
        uuuuuuu
        uuusuuu
        ##lll##
        ##lll##
    """, "feature@3,5", habitat="S"),
    T("Orrery of Iron Moons", """
        ##uuu##
        #uuuuu#
        llsuuuu
        llluuuu
        llluuuu
        #lll###
        ##lll##
    """, "feature@4,3", nodes="NS"),
    T("Steam Vent Corridor", """
        ##uuu##
        #uusuu#
        lllllll
        lllllll
        lllllll
        #######
        #######
    """, "feature@1,1", nodes="S"),
    T("Bronze Idol Crypt", """
        ##uuu##
        #uuuuu#
        #uuslll
        #uuslll
        #llllll
        #lllll#
        ##lll##
    """, "feature@2,3"),
    T("Hall of Automatons", """
        ##uuu##
        ##usu##
        lllllll
        ll#l#ll
        lllllll
        #lllll#
        ##lll##
    """, "feature@3,3"),
    T("Chain-Lift Shaft", """
        ##uuu##
        #uuuuu#
        uu#u#u#
        uuuuuu#
        uu#u#u#
        #uuuuu#
        ##uuu##
    """, "feature@3,3", nodes="NE"),
    T("Furnace Gallery", """
        #######
        #uuuuu#
        uuuuuuu
        uuuuuuu
        uuuuuuu
        #lllll#
        ##lll##
    """, "feature@3,2"),
    T("Portcullis of Rivets", """
        ##lll##
        #lllll#
        #lllll#
        ###l###
        #lllll#
        #lllll#
        ##lll##
    """, "door@3,3", nodes="WE"),
]

ECOLOGIES: dict[str, list[TileDesign]] = {
    "ruins": RUINS,
    "caverns": CAVERNS,
    "subterranean": SUBTERRANEAN,
}
