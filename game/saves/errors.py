"""What can be wrong with a save, as one exception the load menu can show as it is."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from game.i18n import N_, _

Problem = Literal["missing", "truncated", "damaged", "newer", "illegal", "not_a_save", "bad_name",
                  "unsupported", "unsafe", "packs"]

# a sentence of its own after the problem's (told in the language of the moment `str()` is asked)
BACKUP_HINT = N_("A backup from earlier is available: it can be restored as a new campaign.")


class SaveError(Exception):
    """A save that cannot be read or written. `str(err)` is a sentence a player understands, in the
    language of the moment the error was made (`message`).

    `problem` says what kind of trouble it is, `path` which file, and `backup` whether a backup
    of the previous good save exists (the load menu then offers it). The broken file is never
    deleted or overwritten.
    """

    def __init__(self, message: str, problem: Problem, path: Path | None = None,
                 backup: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.problem: Problem = problem
        self.path = path
        self.backup = backup

    def __str__(self) -> str:
        return f"{self.message} {_(BACKUP_HINT)}" if self.backup else self.message
