"""JSON Schemas of every kind of card file and of a pack's manifest, made from the models that
validate them (docs/schema/, written by tools/make_schema.py; a test keeps them current).

An editor given a schema (VS Code with the Even Better TOML extension, or any JSON Schema aware
editor) completes field names and flags unknown ones while a card is written."""

from __future__ import annotations

import json
from typing import Any

from game.packs.manifest import Manifest
from game.rules import CARD_FILES, CardFile

SCHEMA_URL = "https://json-schema.org/draft/2020-12/schema"
# fields the models also read from text, as the card files write them ("8/16/24", "2/2")
TRIPLE = {"type": "string", "pattern": r"^\s*\d+\s*/\s*\d+\s*/\s*\d+\s*$",
          "description": "by hero count: one / two / three heroes, like 8/16/24"}
TEXT_FORMS = {("MonsterDef", "health"): TRIPLE, ("EntityPart", "health"): TRIPLE, ("FeatureTest", "target"): TRIPLE}
STATE_TEXT = {"type": "string", "pattern": r"^\d+/\d+$", "description": "monster cards / hero cards, like 2/2"}


def _text_forms(defs: dict[str, Any]) -> None:
    """Let the schema accept the text forms the models accept (see TEXT_FORMS)."""
    for (model, name), text in TEXT_FORMS.items():
        prop = defs.get(model, {}).get("properties", {}).get(name)
        if prop is not None:
            defs[model]["properties"][name] = {"anyOf": [prop, text], "title": prop.get("title", name)}
    states = defs.get("MonsterDef", {}).get("properties", {}).get("states")
    if states is not None:
        states["items"] = {"anyOf": [states["items"], STATE_TEXT]}


def _file_schema(spec: CardFile, files: list[str]) -> dict[str, Any]:
    where = ", ".join(f"cards/{f}" for f in files)
    if spec.whole is not None:
        schema = spec.whole.model_json_schema()
        _text_forms(schema.get("$defs", {}))
        if spec.from_folder:  # taken from the folder, never written in the file
            schema.get("properties", {}).pop(spec.from_folder, None)
            schema["required"] = [r for r in schema.get("required", []) if r != spec.from_folder]
        return {"$schema": SCHEMA_URL, "title": f"{spec.kind} ({where})", **schema}
    defs: dict[str, Any] = {}
    props: dict[str, Any] = {}
    for key, model in [*spec.lists.items(), *spec.tables.items()]:
        card = model.model_json_schema(ref_template="#/$defs/{model}")
        defs.update(card.pop("$defs", {}))
        if spec.from_folder:
            card.get("properties", {}).pop(spec.from_folder, None)
            card["required"] = [r for r in card.get("required", []) if r != spec.from_folder]
        defs[model.__name__] = card
        ref = {"$ref": f"#/$defs/{model.__name__}"}
        props[key] = {"type": "array", "items": ref} if key in spec.lists else ref
    _text_forms(defs)
    return {"$schema": SCHEMA_URL, "title": f"{spec.kind} ({where})", "type": "object", "properties": props,
            "additionalProperties": False, "$defs": defs}


def schemas() -> dict[str, str]:
    """File name under docs/schema/ -> its JSON text, for every kind of card file and pack.toml."""
    kinds: dict[str, tuple[CardFile, list[str]]] = {}
    for rel, spec in CARD_FILES.items():
        kinds.setdefault(spec.kind, (spec, []))[1].append(rel)
    out = {f"{kind}.schema.json": _file_schema(spec, files) for kind, (spec, files) in sorted(kinds.items())}
    out["pack.schema.json"] = {"$schema": SCHEMA_URL, "title": "pack.toml (a content pack's manifest)",
                               **Manifest.model_json_schema()}
    return {name: json.dumps(doc, indent=2, sort_keys=True) + "\n" for name, doc in out.items()}
