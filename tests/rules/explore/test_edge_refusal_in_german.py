"""A map tile refused because its edges do not match (issue 36): in German the whole sentence is German,
the edge's side and what touches what (one name each, in the tile rules' own table, translated where
told) and the neighbouring map tile's name from the cards catalogue ("des Kartenteils „Eingangshalle“");
English unchanged."""

from __future__ import annotations

from game.i18n import content_text, set_language
from game.rules import Game
from game.rules.areas.explore import DrawTile

ENGLISH = ("a wall", "open ground", "upper level", "lower level", "north", "east", "south", "west", " of ")


def edge_refusal(game: Game) -> tuple[str, tuple[int, int, int]]:
    """The drawn tile beside the Entry where its edges do not match: the refusal, and where (x, y, rotation)."""
    tile = game.state.drawn_tile
    assert tile is not None
    for x, y in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        for rotation in range(4):
            problem = game.placement_problem(tile, x, y, rotation)
            if problem is not None and " edge would put " in problem:
                return problem, (x, y, rotation)
    raise AssertionError("every way beside the Entry fits: no edge to refuse")


def test_an_edge_refusal_is_all_german_in_german():
    game = Game.new(["fighter", "wizard"], seed=1)
    game.do(DrawTile())
    english, where = edge_refusal(game)
    entry = game.state.placement_at(0, 0).tile
    assert english.endswith(f"of {game.content.tiles[entry].name}: touching edges must match."), english
    set_language("de")
    german = game.placement_problem(game.state.drawn_tile, *where)
    assert german is not None and german.startswith("Die Kante im ")
    assert not [w for w in ENGLISH if w in german], f"English words in a German refusal: {german}"
    assert any(w in german for w in ("eine Wand", "offenen Boden", "Ebene")), german
    name = content_text(game.content.tiles[entry].name, entry)
    assert name != game.content.tiles[entry].name, "the Entry's tile has a German name"
    assert f"des Kartenteils „{name}“" in german, german
