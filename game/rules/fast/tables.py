"""Tables worked out once: answers that depend only on content (a tile's adjacency and rotations,
a rune pattern's candidates, an ability's shape, a kit's abilities) or only on plain values (the
plays of a hand's values, the payments of a purse's values).

`@per_object(name)` remembers `f(obj, *rest)` by the identity of its first `objects` arguments
(content is loaded once and never changes), each kept alive in its entry so an id is never reused
while the entry lives; the remaining arguments go by value. `@per_value(name)` remembers `f(*args)`
by its (hashable) arguments. With the shortcuts off (`fast.off()`) both call `f` itself.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar

from game.rules.fast import switch
from game.rules.fast.cache import Cache

P = ParamSpec("P")
V = TypeVar("V")
_MISSING: Any = object()


@dataclass(frozen=True)
class Table:
    """One remembered function: its plain rule and its store (for tests/equivalence/)."""

    name: str
    plain: Callable[..., Any]
    store: Cache[Any, Any]
    objects: int  # how many leading arguments go by identity (0: every argument by value)

    def entries(self) -> Iterator[tuple[tuple[Any, ...], Any]]:
        """Every (arguments, answer) remembered now."""
        for key, got in list(self.store.items()):
            if not self.objects:
                yield key, got
                continue
            kept, value = got
            if self.objects == 1:
                yield ((kept, *key[1:]) if isinstance(key, tuple) else (kept,)), value
            else:
                yield (*kept, *key[self.objects:]), value


TABLES: dict[str, Table] = {}  # every table, by name


def per_object(name: str, limit: int = 20_000, objects: int = 1) -> Callable[[Callable[P, V]], Callable[P, V]]:
    """Remember f's answers by the identity of its first `objects` arguments and the value of the rest."""

    def wrap(fn: Callable[P, V]) -> Callable[P, V]:
        table: Cache[Any, tuple[Any, Any]] = Cache(name, limit)
        plain: Callable[..., Any] = fn

        @functools.wraps(fn)
        def single(*args: Any) -> Any:
            if not switch.ON:
                return plain(*args)
            obj = args[0]
            key = id(obj) if len(args) == 1 else (id(obj), *args[1:])
            got = table.get(key)
            if got is not None and got[0] is obj:
                return got[1]
            value = plain(*args)
            table.put(key, (obj, value))
            return value

        @functools.wraps(fn)
        def several(*args: Any) -> Any:
            if not switch.ON:
                return plain(*args)
            kept = args[:objects]
            key = (*map(id, kept), *args[objects:])
            got = table.get(key)
            if got is not None and all(a is b for a, b in zip(got[0], kept, strict=True)):
                return got[1]
            value = plain(*args)
            table.put(key, (kept, value))
            return value

        TABLES[name] = Table(name, fn, table, objects)
        return single if objects == 1 else several  # type: ignore[return-value]

    return wrap


def per_value(name: str, limit: int = 20_000) -> Callable[[Callable[P, V]], Callable[P, V]]:
    """Remember f's answers by its arguments (all hashable values)."""

    def wrap(fn: Callable[P, V]) -> Callable[P, V]:
        table: Cache[tuple[Any, ...], Any] = Cache(name, limit)
        plain: Callable[..., Any] = fn

        @functools.wraps(fn)
        def get(*args: Any) -> Any:
            if not switch.ON:
                return plain(*args)
            got = table.get(args, _MISSING)
            if got is _MISSING:
                got = table.put(args, plain(*args))
            return got

        TABLES[name] = Table(name, fn, table, 0)
        return get  # type: ignore[return-value]

    return wrap


def by_identity(store: Cache[Any, Any], obj: object, rest: tuple[Any, ...], compute: Callable[[], V]) -> V:
    """compute(), remembered in `store` under `obj`'s identity and the values `rest` (the object kept
    in its entry so its id is never reused while the entry lives): per_object for an answer worked
    out where it is asked."""
    if not switch.ON:
        return compute()
    key = (id(obj), *rest)
    got = store.get(key)
    if got is not None and got[0] is obj:
        return got[1]
    value = compute()
    store.put(key, (obj, value))
    return value
