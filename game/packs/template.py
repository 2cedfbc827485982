"""`python3 -m game.packs new NAME`: a new pack folder that checks clean, with examples to copy."""

from __future__ import annotations

from pathlib import Path

from game.version import __version__

MANIFEST_TEMPLATE = '''# The pack's manifest (docs/packs.md explains every field).
name = "{name}"
version = "0.1"
author = "Your name"
game_version = "{game_version}"   # the oldest version of the game this pack works with
description = "What the pack changes, in a sentence."

# Ids of the game's cards (or map tiles) this pack replaces with its own card of the same id.
# A card with a new id is simply added; a card whose id the game already has, and which is not
# listed here, is an id clash.
replaces = []
# Ids of the game's cards (or map tiles) to take out (each Ecology keeps the rulebook's counts:
# add a monster, remove one).
removes = []
'''

MONSTERS_TEMPLATE = '''# Monster cards of the Ruins, written like cards/ruins/monsters.toml
# (docs/schema/monsters.schema.json lists every field). Uncomment and edit; add the replaced id
# to `replaces` in pack.toml, or give the card a new id and remove one of the game's monsters
# (`removes`).
#
# [[monster]]
# id = "ruins-example"
# name = "Example Lurker"
# description = "What the heroes see."
# difficulty = "light"        # light, medium or heavy: the Monster Action Deck it draws from
# type = "singular"           # singular, pair, group or horde (horde: give count)
# health = "6/10/14"          # by number of heroes: one / two / three
# xp = 1
'''


def new_pack(name: str, where: Path) -> Path:
    """Write the template pack in `where/name`; the folder must not exist yet."""
    folder = where / name
    folder.mkdir(parents=True)
    (folder / "pack.toml").write_text(MANIFEST_TEMPLATE.format(name=name, game_version=__version__),
                                      encoding="utf-8")
    (folder / "cards" / "ruins").mkdir(parents=True)
    (folder / "cards" / "ruins" / "monsters.toml").write_text(MONSTERS_TEMPLATE, encoding="utf-8")
    (folder / "tiles").mkdir()
    return folder
