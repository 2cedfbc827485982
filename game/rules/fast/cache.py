"""The one store of the shortcuts' remembered results: a size-limited dict, all clearable at once.

A cache holds pure results keyed by everything they depend on (content objects by identity, kept
alive in the value so an id is never reused while its entry lives). When a cache is full it starts
over (games played one after another meet the same entries again). `Cache.clear_all()` forgets
every remembered result. While `KEEPING` is off (`fast.off()`) a cache keeps nothing: every look-up
misses, so every answer is worked out with the plain rule.
"""

from __future__ import annotations

from typing import ClassVar, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Cache(dict[K, V]):
    """A dict of remembered results with a size limit; every Cache is listed for clear_all()."""

    ALL: ClassVar[list[Cache]] = []
    KEEPING: ClassVar[bool] = True  # off inside fast.off(): put() keeps nothing

    def __init__(self, name: str, limit: int) -> None:
        super().__init__()
        self.name = name
        self.limit = limit
        Cache.ALL.append(self)

    def put(self, key: K, value: V) -> V:
        """Remember `value` under `key` (starting over first when full); returns the value."""
        if Cache.KEEPING:
            if len(self) >= self.limit:
                self.clear()
            self[key] = value
        return value

    @classmethod
    def clear_all(cls) -> None:
        """Forget every remembered result of every cache."""
        for cache in cls.ALL:
            cache.clear()

    def __repr__(self) -> str:
        return f"Cache({self.name!r}, {len(self)}/{self.limit})"
