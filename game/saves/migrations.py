"""Save format versions and the migrations between them.

Every save document carries `"format": N`. When the format changes, bump FORMAT_VERSION and
register a function upgrading each kind of document from the old version to the next:

    @migration("log_entry", 1)
    def _entry_1_to_2(doc: dict) -> dict: ...

Reading runs the chain N -> N+1 -> ... -> FORMAT_VERSION, so the reference saves of every older
version in `saves/v<N>/` keep loading (the tests load them all). A save from a newer version is
refused with a clear message, never guessed at.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.i18n import _
from game.version import __version__, is_newer

from .errors import SaveError

FORMAT_VERSION = 2
# document kinds: "campaign" (campaign.json), "record" (<n>-<ecology>.record.json),
# "log_header" (first line of a log), "log_entry" (every other line of a log)
Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[tuple[str, int], Migration] = {}


def migration(doc_kind: str, from_version: int) -> Callable[[Migration], Migration]:
    """Register the upgrade of a `doc_kind` document from `from_version` to `from_version + 1`."""
    def register(fn: Migration) -> Migration:
        MIGRATIONS[(doc_kind, from_version)] = fn
        return fn
    return register


def check_version(version: Any, path: Path, game_version: Any = None) -> int:
    """The document's format version, or a SaveError if it is missing, odd, or from the future.

    `game_version` is the version of the game that wrote it (saves before 0.1.0 have none): a save
    from a newer game is refused even at the same format, as its log may hold cards or events this
    game does not know."""
    if isinstance(game_version, str) and is_newer(game_version, __version__):
        raise SaveError(_("{file} was saved by Forgotten Depths {version}, a newer version than this one ({mine}). "
                          "Update the game to load it.").format(file=path.name, version=game_version[:20],
                                                                mine=__version__), "newer", path)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SaveError(_("{file} has no valid format version: it is damaged or not a save.").format(file=path.name),
                        "damaged", path)
    if version > FORMAT_VERSION:
        raise SaveError(_("{file} was written by a newer version of Forgotten Depths (save format {format}; this "
                          "version reads up to {mine_format}). Update the game to load it.").format(
            file=path.name, format=version, mine_format=FORMAT_VERSION), "newer", path)
    return version


def migrate(doc: dict[str, Any], doc_kind: str, version: int, path: Path) -> dict[str, Any]:
    """Upgrade `doc` (a `doc_kind` document of format `version`) to FORMAT_VERSION."""
    check_version(version, path)
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get((doc_kind, version))
        if step is None:
            raise SaveError(_("{file}: there is no way to upgrade it from save format {format}.").format(
                file=path.name, format=version), "newer", path)
        doc = step(dict(doc))
        version += 1
        if "format" in doc:
            doc["format"] = version
    return doc


# Format 2 (issue 20): every log line after the header carries its line number "n" and the checksum
# of the line before it "prev", and each log has a `<log>.head` counter, so a deleted, repeated or
# swapped line is detected. Format 1 documents need no change to be read: their logs are read
# without the chain checks (store.read_log knows the version a log was written in).
@migration("campaign", 1)
@migration("record", 1)
@migration("log_header", 1)
@migration("log_entry", 1)
def _unchanged_1_to_2(doc: dict[str, Any]) -> dict[str, Any]:
    return doc


def upgrade_version(doc: dict[str, Any], steps: dict[int, Migration], current: int) -> dict[str, Any]:
    """Upgrade a document versioned by its own `"version"` (stats.json, daily.json) to `current`,
    running `steps[v]` (version v -> v + 1) in turn. Odd shapes are left for validation to name."""
    version = doc["version"]
    while version < current:
        doc = steps[version](dict(doc))
        version += 1
        doc["version"] = version
    return doc


def rename_key(item: Any, old: str, new: str) -> Any:
    """`item` with its key `old` called `new` (anything but a dict, or one already renamed, as it is)."""
    if isinstance(item, dict) and old in item and new not in item:
        item = dict(item)
        item[new] = item.pop(old)
    return item
