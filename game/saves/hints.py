"""How many hints the players asked for in a game: a small file beside its logs (issue 16).

    <saved game>/hints.json   {"kind": "forgotten-depths/hints", "version": 1, "hints": 3}

Hints are no rule: they stay out of the event log (its moves are re-decided by the rules on
loading), in a file of their own. A saved game without one (every save from before hints) asked for
none; a damaged one counts as none and is replaced at the next hint.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.i18n import _, ngettext

from .errors import SaveError
from .files import read_file, write_atomic

HINTS_FILE = "hints.json"
KIND = "forgotten-depths/hints"


def read_hints(folder: Path) -> int:
    """The hints asked in the saved game in `folder` (0 without a readable count)."""
    try:
        doc = json.loads(read_file(folder / HINTS_FILE, limit=4096))
    except (SaveError, ValueError, RecursionError):
        return 0
    count = doc.get("hints") if isinstance(doc, dict) and doc.get("kind") == KIND else None
    return count if isinstance(count, int) and not isinstance(count, bool) and count >= 0 else 0


def write_hints(folder: Path, count: int) -> None:
    """Record the saved game's hint count (atomic, never through a link)."""
    doc = {"kind": KIND, "version": 1, "hints": count}
    write_atomic(folder / HINTS_FILE, (json.dumps(doc) + "\n").encode(), keep_backup=False)


def hints_words(count: int, outcome: str | None) -> str:
    """'Won with 3 hints.', 'Lost with 1 hint.', 'No hints asked so far.' (in the current language)"""
    if outcome == "won":
        return ngettext("Won with {n} hint.", "Won with {n} hints.", count).format(n=count) if count \
            else _("Won without a hint.")
    if outcome == "lost":
        return ngettext("Lost with {n} hint.", "Lost with {n} hints.", count).format(n=count) if count \
            else _("Lost without a hint.")
    return ngettext("{n} hint asked so far.", "{n} hints asked so far.", count).format(n=count) if count \
        else _("No hints asked so far.")
