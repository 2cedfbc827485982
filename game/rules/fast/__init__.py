"""Every shortcut of the rules, in one place, each standing for a plain rule it must equal.

- `tables`: answers worked out once per content object (a tile's adjacency and rotations, rune
  candidates, ability shapes, a hero's kit) or per plain values (plays, payments, covers).
- `positions`: results about a position kept on its game (XP and item offers, a hero's usable
  abilities, step 4's listing), keyed by everything they read; `Game.legal()` keeps its listing
  under `Game.revision`.
- `reach`: the board's reach extended from the last one, answers kept per board version,
  placements kept with their reach.
- `commands`: interned commands (one object per distinct command) and their CommandAccepted.
- `files_read`: what a reader made of a file (the map tiles), kept by the file's bytes and its tilesets'.
- `cache`: the size-limited store every table uses (`Cache.clear_all()`).

`with fast.off():` every shortcut falls back to the plain computation (tests/equivalence/ and
benchmarks compare the two); the rules' answers, and so every game, are the same either way.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from game.rules.fast import switch
from game.rules.fast.cache import Cache


def on() -> bool:
    """Whether the shortcuts are on."""
    return switch.ON


@contextmanager
def off() -> Iterator[None]:
    """Inside the block every shortcut works its answer out with the plain rule it stands for."""
    was = switch.ON
    switch.ON = Cache.KEEPING = False
    Cache.clear_all()
    try:
        yield
    finally:
        switch.ON = Cache.KEEPING = was
        Cache.clear_all()


__all__ = ["Cache", "off", "on"]
