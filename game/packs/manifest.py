"""A content pack on disk: its manifest (pack.toml), its card files and map tiles, and its hash.

    my-pack/
      pack.toml                  name, version, author, game_version, replaces, removes
      cards/ruins/monsters.toml  card files, laid out and written like the game's cards/
      tiles/ruins/ruins-05.tmx   map tiles (Tiled maps), laid out like assets/tiles/
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.i18n import _
from game.version import __version__, version_key

MANIFEST = "pack.toml"
MAX_SHOWN = 60  # quoted input is cut to this many characters
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _-]{0,59}$")


def shown(text: object, limit: int = MAX_SHOWN) -> str:
    """Input quoted back to the designer, cut to a sensible length."""
    s = str(text)
    s = s if s.isprintable() else s.encode("unicode_escape").decode()
    return s if len(s) <= limit else s[: limit - 3] + "..."


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a pack: where (file, card, field) and what, in a sentence."""

    file: str
    message: str
    card: str = ""
    field: str = ""

    def __str__(self) -> str:
        where = _("{file}: card {card}").format(file=self.file, card=repr(shown(self.card))) if self.card else self.file
        return f"{where}: {self.field + ': ' if self.field else ''}{self.message}"


class Manifest(BaseModel):
    """pack.toml: who made the pack, which game it needs, and which base cards it replaces or removes."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(description="The pack's name: letters, digits, spaces, '-' and '_'.")
    version: str = Field(description="The pack's own version, like 1.0.")
    author: str = Field(min_length=1)
    game_version: str = Field(description="The oldest version of the game the pack works with, like 0.1.")
    description: str = ""
    replaces: list[str] = Field(default=[], description="Ids of base cards or tiles the pack replaces "
                                "(a whole table: 'ruins/reference.toml#key_cost').")
    removes: list[str] = Field(default=[], description="Ids of base cards or tiles the pack takes out.")
    rating: str = Field(default="rating.toml", pattern=r"^[A-Za-z0-9_-][A-Za-z0-9 ._-]{0,59}\.toml$",
                        description="The file beside pack.toml that `python3 -m game.packs rate` writes the "
                        "pack's win rates into (not part of the pack's content).")

    @field_validator("name")
    @classmethod
    def _name(cls, v: str) -> str:
        if not NAME.match(v):
            raise ValueError(_("use letters, digits, spaces, '-' and '_' (at most 60), starting with a letter or "
                               "digit"))
        return v

    @field_validator("rating")
    @classmethod
    def _rating(cls, v: str) -> str:
        if v == MANIFEST:
            raise ValueError(_("the rating has a file of its own, not {file}").format(file=MANIFEST))
        return v

    @field_validator("version", "game_version")
    @classmethod
    def _version(cls, v: str) -> str:
        if not version_key(v):
            raise ValueError(_("expected a version number like 1.0"))
        return v


@dataclass
class Pack:
    """A pack as read: its folder, manifest, files (path in the pack -> bytes) and their hash."""

    folder: Path
    manifest: Manifest
    files: dict[str, bytes] = field(default_factory=dict)  # "cards/ruins/monsters.toml" -> bytes

    @property
    def hash(self) -> str:
        """A short hash of everything in the pack (manifest, cards and tiles)."""
        digest = hashlib.sha256()
        for name in sorted(self.files):
            digest.update(name.encode() + b"\0" + self.files[name] + b"\0")
        return digest.hexdigest()[:16]

    @property
    def stamp(self) -> tuple[str, str, str]:
        """What a game records of the pack: (name, version, hash)."""
        return self.manifest.name, self.manifest.version, self.hash


def field_problems(exc: ValidationError, file: str, card: str = "") -> list[Problem]:
    """Every error of a pydantic validation, one Problem each, naming the field."""
    out = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in err["loc"]) or ""
        message = err["msg"]
        if err["type"] == "extra_forbidden":
            message = _("unknown field (not one the game reads; check its spelling)")
        elif err["type"] == "missing":
            message = _("missing (this field is required)")
        out.append(Problem(file, message, card, loc))
    return out


def read_pack(folder: Path) -> tuple[Pack | None, list[Problem]]:
    """Read a pack folder: its manifest and every file under cards/ and tiles/ (not yet checked)."""
    manifest_path = folder / MANIFEST
    if not folder.is_dir():
        return None, [Problem(shown(folder), _("not a folder"))]
    if not manifest_path.is_file():
        return None, [Problem(MANIFEST, _("missing: a pack needs a {file} ({command} starts one)").format(
            file=MANIFEST, command="python3 -m game.packs new NAME"))]
    raw = manifest_path.read_bytes()
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        return None, [Problem(MANIFEST, _("not valid TOML ({why})").format(why=shown(exc, 160)))]
    try:
        manifest = Manifest.model_validate(data)
    except ValidationError as exc:
        return None, field_problems(exc, MANIFEST)
    problems = []
    if version_key(manifest.game_version) > version_key(__version__):
        problems.append(Problem(MANIFEST, _("the pack needs version {wanted} of the game; this is {version}").format(
            wanted=shown(manifest.game_version), version=__version__), field="game_version"))
    pack = Pack(folder, manifest, {MANIFEST: raw})
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder).as_posix()
        if not path.is_file() or rel == MANIFEST or any(p.startswith(".") for p in path.relative_to(folder).parts):
            continue
        if rel.startswith("cards/") and rel.endswith(".toml") or rel.startswith("tiles/") and rel.endswith(".tmx"):
            pack.files[rel] = path.read_bytes()
        elif rel.split("/")[0] in ("cards", "tiles"):
            problems.append(Problem(rel, _("not read: cards/ holds .toml card files, tiles/ holds .tmx map tiles")))
    return pack, problems
