"""A saved game as one file to send anywhere (issue 38), which the replay viewer opens.

    path = export_game(campaign_folder, "Ann's win.fdreplay")   # one file: the game's saves in it
    replay = open_export(path)                                 # a Replay, as from the campaign folder

The file is gzip'd JSON: {"kind": "forgotten-depths/game-export", "version": 1, "game_version",
"name", "code", "files": {file name: text}}, the files being the campaign folder's own (campaign.json,
each Ecology's Hero Record and log, the hint count). Opening one writes those files into a temporary
campaign folder and loads it as any save is loaded (game.saves: every move re-decided by the rules),
so an export holds nothing a save folder could not, and a damaged or edited one is refused the same
way. A file is untrusted: its size and unpacked size are bounded and only the names a campaign
folder holds are written.
"""

from __future__ import annotations

import gzip
import json
import re
import tempfile
import zlib
from pathlib import Path
from typing import Any

from game.i18n import _
from game.rules import Content, Game
from game.saves import SaveError, SaveStore
from game.saves.files import is_safe_name, read_file, write_atomic
from game.saves.share_code import code_of_game
from game.version import __version__, is_newer

from .replay import Replay, ReplayError

SUFFIX = ".fdreplay"
KIND = "forgotten-depths/game-export"
VERSION = 1
MAX_PACKED = 16 << 20  # bytes on disk: a whole game packs to well under 1 MiB
MAX_UNPACKED = 64 << 20
# the files of a campaign folder that make its game (backups, torn lines and Adventure Records stay)
GAME_FILE = re.compile(r"^(campaign\.json|hints\.json"
                       r"|\d{1,3}-[a-z]{1,20}\.(record\.json|log\.jsonl|log\.jsonl\.head))$")


def export_game(folder: str | Path, dest: str | Path, content: Content | None = None,
                game: Game | None = None) -> Path:
    """Write the game saved in campaign `folder` to the file `dest` (its folder is made if needed).
    The save is loaded first, so only a game that loads is exported, unless the caller holds the
    `game` it has just saved (the window). Raises SaveError or OSError."""
    folder = Path(folder)
    if game is None:
        loaded = SaveStore(folder.parent, content=content).load(folder.name)
        name, game = loaded.name, loaded.game
    else:
        name = folder.name
    files = {}
    for path in sorted(folder.iterdir()):
        if GAME_FILE.match(path.name):
            files[path.name] = read_file(path).decode("utf-8")
    doc = {"kind": KIND, "version": VERSION, "game_version": __version__, "name": name,
           "code": code_of_game(game), "files": files}
    dest = Path(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(dest, gzip.compress(json.dumps(doc, ensure_ascii=True).encode(), mtime=0), keep_backup=False)
    return dest


def is_export(path: str | Path) -> bool:
    """Whether `path` looks like an exported game (its name, or a gzip file's first bytes)."""
    path = Path(path)
    if path.name.endswith(SUFFIX):
        return True
    try:
        with path.open("rb") as f:
            return f.read(2) == b"\x1f\x8b"
    except OSError:
        return False


def read_export(path: str | Path) -> dict[str, Any]:
    """The export's document, checked: ReplayError with one sentence naming what is wrong."""
    try:
        packed = read_file(Path(path), limit=MAX_PACKED)
    except SaveError as exc:
        raise ReplayError(str(exc)) from None
    except OSError as exc:
        raise ReplayError(_("the file cannot be read ({problem}).").format(problem=exc.strerror or exc)) from None
    unpack = zlib.decompressobj(wbits=31)  # gzip
    try:
        raw = unpack.decompress(packed, MAX_UNPACKED)
    except zlib.error:
        raise ReplayError(_("the file is not an exported game (it is not the packed file the game writes).")) \
            from None
    if unpack.unconsumed_tail:
        raise ReplayError(_("the file unpacks to far more than a game holds, so it is not opened."))
    try:
        doc = json.loads(raw)
    except (ValueError, RecursionError):
        raise ReplayError(_("the exported game is damaged: it is not readable JSON.")) from None
    if not isinstance(doc, dict) or doc.get("kind") != KIND:
        raise ReplayError(_("the file is not an exported Forgotten Depths game."))
    version, made_with = doc.get("version"), str(doc.get("game_version", "?"))[:20]
    if not isinstance(version, int) or isinstance(version, bool):
        raise ReplayError(_("the exported game is damaged: its version is missing."))
    if version > VERSION:
        raise ReplayError(_("the game was exported by a newer version of Forgotten Depths ({version}) than this one "
                            "({mine}); update the game to watch it.").format(version=made_with, mine=__version__))
    files = doc.get("files")
    if not isinstance(files, dict) or "campaign.json" not in files:
        raise ReplayError(_("the exported game is damaged: it holds no saved game."))
    bad = next((n for n in files if not isinstance(n, str) or not GAME_FILE.match(n)), None)
    if bad is not None or not all(isinstance(t, str) for t in files.values()):
        raise ReplayError(_("the exported game is damaged: it holds a file no save has ({file}).").format(
            file=repr(str(bad)[:40])))
    return doc


def open_export(path: str | Path, content: Content | None = None) -> Replay:
    """The game in an exported file, ready to watch (its saves loaded and re-decided as any save).
    Raises ReplayError with one sentence."""
    doc = read_export(path)
    name = doc.get("name") if is_safe_name(str(doc.get("name"))) else "shared game"
    with tempfile.TemporaryDirectory(prefix="fd-export-") as tmp:
        folder = Path(tmp) / str(name)
        folder.mkdir()
        for file_name, text in doc["files"].items():
            (folder / file_name).write_text(text, encoding="utf-8")
        replay = Replay.open(folder, content=content)
    made_with = str(doc.get("game_version", ""))[:20]
    if made_with and is_newer(made_with, __version__):
        replay.notes.append(_("This game was exported by a newer version ({version}); this is {mine}.").format(
            version=made_with, mine=__version__))
    return replay
