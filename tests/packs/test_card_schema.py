"""The JSON Schema of every card file in docs/schema/ is the one the models make now, and every
field the game's own card files use is in it (issue 37)."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib

from game.packs.schema import schemas
from game.rules import CARD_FILES, PROJECT_ROOT

SCHEMA_DIR = PROJECT_ROOT / "docs" / "schema"


def test_the_committed_schemas_are_the_models_own() -> None:
    committed = {p.name: p.read_text(encoding="utf-8") for p in SCHEMA_DIR.glob("*.json")}
    assert committed == schemas(), "docs/schema/ is out of date: run python3 tools/make_schema.py"


def test_every_field_of_the_games_card_files_is_in_its_schema() -> None:
    for rel, spec in CARD_FILES.items():
        schema = json.loads((SCHEMA_DIR / f"{spec.kind}.schema.json").read_text())
        data = tomllib.loads((PROJECT_ROOT / "cards" / rel).read_text(encoding="utf-8"))
        for key, value in data.items():
            if spec.whole is not None:
                assert key in schema["properties"], (rel, key)
                continue
            model = schema["properties"][key]
            ref = (model.get("items") or model)["$ref"].rsplit("/", 1)[1]
            fields = schema["$defs"][ref]["properties"]
            for card in value if isinstance(value, list) else [value]:
                assert set(card) <= set(fields), (rel, card.get(spec.key), set(card) - set(fields))


def test_the_schema_script_says_when_a_schema_is_stale() -> None:
    result = subprocess.run([sys.executable, str(PROJECT_ROOT / "tools" / "make_schema.py"), "--check"],
                            capture_output=True, text=True, cwd=PROJECT_ROOT)
    assert result.returncode == 0 and result.stderr == ""
