"""The documents of a game's save folder (see store.py for the folder's layout): their file names,
campaign.json and the Hero Record files as models, one Ecology's save (Segment), and the reading of a
whole-file JSON document (migrated to this format, then validated; anything wrong a SaveError)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from game.i18n import _

from .errors import SaveError
from .files import read_file
from .migrations import check_version, migrate
from .records import HeroRecord

CAMPAIGN_FILE = "campaign.json"
GAME_ADVENTURE_FILE = "adventure.txt"
RECORD_SUFFIX = ".record.json"
ADVENTURE_SUFFIX = ".adventure.txt"
SETUP_EVENT = "ecology_set_up"  # the event that lays out a (new) Ecology


def now_text() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class SaveMeta(BaseModel):
    """campaign.json (the file keeps its first name): written once when the save folder is created."""

    model_config = ConfigDict(extra="ignore")
    format: int
    game_version: str | None = None  # the game that wrote it (None: before versions were saved)
    kind: Literal["forgotten-depths/campaign"]
    name: str
    created: str
    heroes: list[str]
    seed: int
    variants: list[str] = []
    ecology: str
    packs: list[tuple[str, str, str]] = []  # content packs played with: name, version, hash (saves/packs.py)


class RecordDoc(BaseModel):
    """<n>-<ecology>.record.json: the Hero Record an Ecology was entered with."""

    model_config = ConfigDict(extra="ignore")
    format: int
    game_version: str | None = None
    kind: Literal["forgotten-depths/ecology-record"]
    index: int
    ecology: str
    start: int  # index in the whole game's event list where this Ecology's log begins
    entered: str
    record: HeroRecord


@dataclass
class Segment:
    """One Ecology's save inside a campaign."""

    index: int
    ecology: str
    start: int

    @property
    def stem(self) -> str:
        return f"{self.index}-{self.ecology}"



def pretty_json(doc: dict[str, Any]) -> bytes:
    return (json.dumps(doc, indent=2, ensure_ascii=True) + "\n").encode()


def validation_message(path: Path, exc: ValidationError, line: int | None = None) -> str:
    """What pydantic found wrong in a document (or in its log line `line`), as a sentence naming the file
    and the field (the field's name as saved; pydantic's own words stay English)."""
    first = exc.errors()[0]
    field = ".".join(str(p) for p in first["loc"])
    problem = first["msg"].lower()
    if line is not None:
        if not field:
            return _("{file} is damaged at line {line}: {problem}.").format(file=path.name, line=line,
                                                                           problem=problem)
        return _("{file} is damaged at line {line}: {field}: {problem}.").format(file=path.name, line=line,
                                                                                field=field, problem=problem)
    if not field:
        return _("{file} is damaged: {problem}.").format(file=path.name, problem=problem)
    return _("{file} is damaged: {field}: {problem}.").format(file=path.name, field=field, problem=problem)


def read_json_doc(path: Path, doc_kind: str, model: type[BaseModel]) -> Any:
    """Read a whole-file JSON document (campaign.json, record files), migrate and validate it."""
    raw = read_file(path)
    try:
        doc = json.loads(raw)
    except (ValueError, RecursionError) as exc:  # bad JSON or bytes, numbers too long, nesting too deep
        if isinstance(exc, json.JSONDecodeError) and exc.pos >= len(raw.rstrip()) - 1 and raw.strip():
            raise SaveError(_("{file} is cut short: it ends in the middle of its data.").format(file=path.name),
                            "truncated", path) from None
        raise SaveError(_("{file} is damaged: it is not readable JSON.").format(file=path.name), "damaged",
                        path) from None
    if not isinstance(doc, dict) or not str(doc.get("kind", "")).startswith("forgotten-depths/"):
        raise SaveError(_("{file} is not a Forgotten Depths save.").format(file=path.name), "not_a_save", path)
    version = check_version(doc.get("format"), path, doc.get("game_version"))
    doc = migrate(doc, doc_kind, version, path)
    try:
        return model.model_validate(doc)
    except ValidationError as exc:
        raise SaveError(validation_message(path, exc), "damaged", path) from None
