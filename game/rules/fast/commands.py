"""Interned commands: commands are frozen, so one object per distinct command serves every listing
(games played one after another meet the same ones again), and the CommandAccepted that opens a
command's events is made once per command object.

With the shortcuts off (`fast.off()`) each call builds a new object.
"""

from __future__ import annotations

from typing import Any, TypeVar

from game.rules.core.messages import Command, CommandAccepted, dump
from game.rules.fast import switch
from game.rules.fast.cache import Cache

C = TypeVar("C", bound=Command)

_COMMANDS: Cache[tuple[Any, ...], Any] = Cache("fast.commands", 100_000)
# the CommandAccepted of each command object accepted lately (the command kept alive: its id stays its own)
_ACCEPTED: Cache[int, tuple[Command, CommandAccepted]] = Cache("fast.accepted", 20_000)


def command(cls: type[C], **fields: Any) -> C:
    """`cls(**fields)`: one object for each kind and fields (only hashable field values)."""
    if not switch.ON:
        return cls(**fields)
    key = (cls, *fields.items())
    got = _COMMANDS.get(key)
    if got is None:
        got = _COMMANDS.put(key, cls(**fields))
    return got


def accepted(cmd: Command) -> CommandAccepted:
    """The event that opens `cmd`'s events: CommandAccepted with the command's JSON form."""
    if not switch.ON:
        return CommandAccepted(command=dump(cmd))
    got = _ACCEPTED.get(id(cmd))
    if got is None or got[0] is not cmd:
        got = _ACCEPTED.put(id(cmd), (cmd, CommandAccepted(command=dump(cmd))))
    return got[1]
