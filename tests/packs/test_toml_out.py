"""A layered content folder is written back as TOML: every card file of the game reads back as
the very data it was written from (game/packs/toml_out.py)."""

from __future__ import annotations

import tomllib

import pytest

from game.packs.toml_out import dumps
from game.rules import CARD_FILES, PROJECT_ROOT


@pytest.mark.parametrize("rel", sorted(CARD_FILES))
def test_every_card_file_reads_back_as_written(rel: str) -> None:
    data = tomllib.loads((PROJECT_ROOT / "cards" / rel).read_text(encoding="utf-8"))
    assert tomllib.loads(dumps(data)) == data


def test_quotes_newlines_and_odd_keys_survive() -> None:
    data = {"odd key": 'a "quoted"\nline\\ and ünïcode 🜂', "n": 1.5, "flag": False, "empty": [],
            "t": {"x": [1, {"y": "z"}]}, "cards": [{"id": "a", "nested": {"k": [1, 2]}}, {"id": "b"}]}
    assert tomllib.loads(dumps(data)) == data
