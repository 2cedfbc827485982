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
    objects: int  # how many leading arguments go by identity (0: every argument by value; -1: one, by value)

    def entries(self) -> Iterator[tuple[tuple[Any, ...], Any]]:
        """Every (arguments, answer) remembered now."""
        for key, got in list(self.store.items()):
            if self.objects == -1:
                yield (key,), got
                continue
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
    """Remember f's answers by the identity of its first `objects` arguments and the value of the rest.
    (With the shortcuts off the table keeps nothing, so f itself answers every call.)"""

    def wrap(fn: Callable[P, V]) -> Callable[P, V]:
        table: Cache[Any, tuple[Any, Any]] = Cache(name, limit)
        plain: Callable[..., Any] = fn
        get, put = table.get, table.put

        @functools.wraps(fn)
        def one(obj: Any) -> Any:
            got = get(id(obj))
            if got is not None and got[0] is obj:
                return got[1]
            return put(id(obj), (obj, plain(obj)))[1]

        @functools.wraps(fn)
        def single(obj: Any, *rest: Any) -> Any:
            key = (id(obj), *rest)
            got = get(key)
            if got is not None and got[0] is obj:
                return got[1]
            return put(key, (obj, plain(obj, *rest)))[1]

        @functools.wraps(fn)
        def several(*args: Any) -> Any:
            kept = args[:objects]
            key = (*map(id, kept), *args[objects:])
            got = get(key)
            if got is not None and all(a is b for a, b in zip(got[0], kept, strict=True)):
                return got[1]
            return put(key, (kept, plain(*args)))[1]

        TABLES[name] = Table(name, fn, table, objects)
        if objects > 1:
            return several  # type: ignore[return-value]
        return (one if _arity(fn) == 1 else single)  # type: ignore[return-value]

    return wrap


class _Answers(Cache[Any, Any]):
    """A per_value table of a one-argument function: a look-up is the call (a miss works it out)."""

    def __init__(self, name: str, limit: int, plain: Callable[[Any], Any]) -> None:
        super().__init__(name, limit)
        self.plain = plain

    def __missing__(self, key: Any) -> Any:
        return self.put(key, self.plain(key))


def per_value(name: str, limit: int = 20_000) -> Callable[[Callable[P, V]], Callable[P, V]]:
    """Remember f's answers by its arguments (all hashable values). (With the shortcuts off the
    table keeps nothing, so f itself answers every call.)"""

    def wrap(fn: Callable[P, V]) -> Callable[P, V]:
        if _arity(fn) == 1:
            answers = _Answers(name, limit, fn)
            TABLES[name] = Table(name, fn, answers, -1)
            return answers.__getitem__  # type: ignore[return-value]
        table: Cache[tuple[Any, ...], Any] = Cache(name, limit)
        plain: Callable[..., Any] = fn
        get, put = table.get, table.put

        @functools.wraps(fn)
        def call(*args: Any) -> Any:
            got = get(args, _MISSING)
            if got is _MISSING:
                got = put(args, plain(*args))
            return got

        TABLES[name] = Table(name, fn, table, 0)
        return call  # type: ignore[return-value]

    return wrap


def _arity(fn: Callable[..., Any]) -> int:
    """How many positional parameters fn takes (-1: any number)."""
    code = fn.__code__
    return -1 if code.co_flags & 0x04 else code.co_argcount


def by_identity(store: Cache[Any, Any], obj: object, rest: tuple[Any, ...], compute: Callable[[], V]) -> V:
    """compute(), remembered in `store` under `obj`'s identity and the values `rest` (the object kept
    in its entry so its id is never reused while the entry lives): per_object for an answer worked
    out where it is asked."""
    key = (id(obj), *rest)
    got = store.get(key)
    if got is not None and got[0] is obj:
        return got[1]
    return store.put(key, (obj, compute()))[1]
