"""The Tiled project (assets/tiles/forgotten-depths.tiled-project, issue 37): its custom property
types give tile authors a drop-down of the game's element kinds and terrain cells, and they are
exactly the kinds the rules read (game/rules/content/tiles.py)."""

from __future__ import annotations

import json
import re

from game.rules import PROJECT_ROOT
from game.rules.content.tiles import CELL_CODES, ELEMENT_KINDS

PROJECT = PROJECT_ROOT / "assets" / "tiles" / "forgotten-depths.tiled-project"


def property_types() -> dict[str, dict]:
    data = json.loads(PROJECT.read_text(encoding="utf-8"))
    assert data["folders"] == ["."] and data["compatibilityVersion"] >= 1100  # Tiled 1.10 and later read it
    types = data["propertyTypes"]
    assert len({t["id"] for t in types}) == len(types), "each property type has an id of its own"
    return {t["name"]: t for t in types}


def test_the_element_kind_drop_down_holds_the_rules_element_kinds_and_node() -> None:
    enum = property_types()["ElementKind"]
    assert enum["type"] == "enum" and enum["storageType"] == "string"
    assert enum["values"] == [*ELEMENT_KINDS, "node"]


def test_every_element_kind_is_an_object_class_and_a_monster_carries_its_icons() -> None:
    types = property_types()
    for kind in [*ELEMENT_KINDS, "node"]:
        assert types[kind]["type"] == "class" and "object" in types[kind]["useAs"], kind
    assert types["monster"]["members"] == [{"name": "icons", "type": "int", "value": 1}]


def test_the_cell_drop_down_holds_the_terrain_cells_the_rules_read() -> None:
    types = property_types()
    assert types["CellKind"]["values"] == list(CELL_CODES)
    [member] = types["terrain"]["members"]
    assert member["name"] == "cell" and member["propertyType"] == "CellKind"


def test_every_object_of_the_games_tiles_is_a_kind_of_the_project() -> None:
    enum = set(property_types()["ElementKind"]["values"])
    used = set()
    for path in (PROJECT_ROOT / "assets" / "tiles").glob("*/*.tmx"):
        used |= set(re.findall(r'<object [^>]*?(?:type|class)="([^"]+)"', path.read_text(encoding="utf-8")))
    assert used and used <= enum, used - enum
