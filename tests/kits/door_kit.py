"""A game whose first map tile holds a Door the party can Encounter at once."""

from __future__ import annotations

import pytest

from game.rules import Content, Game, PlaceTile
from game.rules.areas.explore import DrawTile


def door_in_reach(content: Content) -> Game:
    """A Ruins tile with a Door placed by the Entry, the Door Discovered and in reach."""
    for tile_id in content.ecology_tiles["ruins"]:
        if not any(el.kind == "door" for el in content.tiles[tile_id].elements):
            continue
        game = Game.new(["fighter", "wizard"], seed=1, stacked={"tiles": [tile_id]})
        game.do(DrawTile())
        for cmd in game.legal():
            if not isinstance(cmd, PlaceTile):
                continue
            trial = Game.replay(game.events)
            trial.do(cmd)
            if any(trial.state.elements[e].kind == "door" for e in trial.encounterable()):
                return trial
    pytest.skip("no Ruins door tile can be placed next to the Entry with its Door in reach")
