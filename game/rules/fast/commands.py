"""Interned commands: commands are frozen, so one object per distinct command serves every listing
(games played one after another meet the same ones again), and the CommandAccepted that opens a
command's events is made once per command object.

With the shortcuts off (`fast.off()`) the tables keep nothing: each call builds a new object.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, TypeVar

from game.rules.core.messages import Command, CommandAccepted, dump
from game.rules.fast.cache import Cache

C = TypeVar("C", bound=Command)

_COMMANDS: Cache[tuple[Any, ...], Any] = Cache("fast.commands", 100_000)
_FIELDS: dict[type, tuple[str, ...]] = {}  # a command kind's field names, in order (kind aside)
# the CommandAccepted of each command object accepted lately (the command kept alive: its id stays its own)
_ACCEPTED: Cache[int, tuple[Command, CommandAccepted]] = Cache("fast.accepted", 20_000)


def command(cls: type[C], *values: Any) -> C:
    """The command of kind `cls` with these field values, in the order its fields are declared
    (`command(PlaceTile, tile, x, y, rotation)`): one object for each kind and values."""
    key = (cls, values)
    got = _COMMANDS.get(key)
    if got is None:
        got = _COMMANDS.put(key, _build(cls, values))
    return got


def _build(cls: type[C], values: tuple[Any, ...]) -> C:
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls) if f.name != "kind")
    if len(values) != len(names):
        raise TypeError(f"{cls.__name__} takes {len(names)} field values ({', '.join(names)}), not {len(values)}")
    return cls(**dict(zip(names, values, strict=True)))


def accepted(cmd: Command) -> CommandAccepted:
    """The event that opens `cmd`'s events: CommandAccepted with the command's JSON form."""
    got = _ACCEPTED.get(id(cmd))
    if got is None or got[0] is not cmd:
        got = _ACCEPTED.put(id(cmd), (cmd, CommandAccepted(command=dump(cmd))))
    return got[1]
