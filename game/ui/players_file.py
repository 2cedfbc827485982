"""Who plays which hero: the UI's business, kept beside the saved games in one small JSON file
(saved game name -> the players' names), read and written never through a link (issue 18)."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path


class PlayersFile:
    """The players of each saved game, by the save's name."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def remember(self, save: str, players: list[str]) -> None:
        from game.saves.files import SaveError, read_file, write_atomic  # game.saves loads when a game is
        try:
            known = json.loads(read_file(self.path)) if self.path.exists() else {}
        except (OSError, ValueError, SaveError):
            known = {}
        known[save] = players
        with contextlib.suppress(OSError, SaveError):
            write_atomic(self.path, json.dumps(known, indent=1).encode(), keep_backup=False)

    def of(self, save: str) -> list[str] | None:
        """The players remembered for `save`; None when none are (or the file cannot be read)."""
        from game.saves.files import SaveError, read_file
        try:
            found = json.loads(read_file(self.path)).get(save)
        except (OSError, ValueError, AttributeError, SaveError, RecursionError):
            return None
        return list(found) if isinstance(found, list) else None
