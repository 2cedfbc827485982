"""Bounded caches of drawn surfaces: least recently used first out, capped by the bytes they hold.

A surface cache keyed by (thing, size) grows with every zoom step, close-up width and UI scale the
player ever tried; a cap on the pixels kept (not only on the count) keeps the memory flat however
long a game runs. Budgets are small: anything evicted is cheap to draw again.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import NamedTuple, ParamSpec

import pygame

P = ParamSpec("P")
MIB = 1 << 20


def surface_bytes(surf: pygame.Surface) -> int:
    """The pixel memory a surface holds."""
    return surf.get_pitch() * surf.get_height()


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    items: int
    nbytes: int
    budget: int


class SurfaceLRU:
    """Surfaces by key, the least recently used dropped once their pixels pass `budget` bytes."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.nbytes = 0
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def keys(self) -> list[Hashable]:
        return list(self._items)

    def get(self, key: Hashable) -> pygame.Surface | None:
        surf = self._items.get(key)
        if surf is None:
            self.misses += 1
            return None
        self.hits += 1
        self._items.move_to_end(key)
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.nbytes -= surface_bytes(old)
        self._items[key] = surf
        self.nbytes += surface_bytes(surf)
        while self.nbytes > self.budget and len(self._items) > 1:
            _, dropped = self._items.popitem(last=False)
            self.nbytes -= surface_bytes(dropped)
        return surf

    def drop(self, keep: Callable[[Hashable], bool]) -> None:
        """Forget every surface whose key `keep` refuses."""
        for key in [k for k in self._items if not keep(k)]:
            self.nbytes -= surface_bytes(self._items.pop(key))

    def clear(self) -> None:
        self._items.clear()
        self.nbytes = 0

    def info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, len(self._items), self.nbytes, self.budget)


def cached_surface(budget: int) -> Callable[[Callable[P, pygame.Surface]], Callable[P, pygame.Surface]]:
    """Like functools.lru_cache for a function drawing a surface, capped by pixel bytes.

    The wrapper keeps `cache_info()` and `cache_clear()`, and the cache itself as `.cache`."""

    def wrap(fn: Callable[P, pygame.Surface]) -> Callable[P, pygame.Surface]:
        cache = SurfaceLRU(budget)

        @functools.wraps(fn)
        def cached(*args: P.args, **kwargs: P.kwargs) -> pygame.Surface:
            key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
            surf = cache.get(key)
            if surf is None:
                surf = cache.put(key, fn(*args, **kwargs))
            return surf

        cached.cache = cache  # type: ignore[attr-defined]
        cached.cache_info = cache.info  # type: ignore[attr-defined]
        cached.cache_clear = cache.clear  # type: ignore[attr-defined]
        return cached

    return wrap
