"""No module of the game is over 600 lines (issue 34): a module that grows past it is split by what
its parts hold, so each file stays small enough to read in one sitting."""

from __future__ import annotations

from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
MOST_LINES = 600


def test_no_module_of_the_game_is_over_600_lines():
    long = {str(p.relative_to(GAME.parent)): n for p in sorted(GAME.rglob("*.py"))
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert not long, f"split these by what they hold: {long}"
