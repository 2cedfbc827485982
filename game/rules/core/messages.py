"""Commands and events: pydantic models discriminated by `kind`, each registered by its kind.

Rule areas declare their own commands and events by subclassing; the registries let any of them
parse from JSON without a central list to edit.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, ValidationError

from game.rules.core.errors import RuleViolation, first_problem

COMMANDS: dict[str, type[Command]] = {}
EVENTS: dict[str, type[Event]] = {}
MAX_TEXT = 1 << 20  # characters: far above any real command or event; longer text is refused unread


def _as_tuple(value: Any) -> Any:
    """JSON's lists (and Python callers' lists) become tuples: a command is immutable all the way down."""
    return tuple(value) if type(value) is list else value


# a command's sequence fields: tuples of exactly these types (no coercion: strict)
Names = Annotated[tuple[str, ...], BeforeValidator(_as_tuple)]
Numbers = Annotated[tuple[int, ...], BeforeValidator(_as_tuple)]


class Command(BaseModel):
    """A player's intent. Subclasses set `kind` as a Literal with a default.

    Strict: a field takes exactly its type (no bool for an int, no "3" for 3, no 3.0 for 3), and
    a field the kind does not know is refused. `listing` says how Game.legal() lists the kind:
    "every" legal command of it, or "canonical": a few representatives of the legal commands,
    the form documented where the kind is listed; do() and Game.is_legal() accept every legal one.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)
    kind: str
    listing: ClassVar[Literal["every", "canonical"]] = "every"

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        kind = cls.model_fields["kind"].default
        if isinstance(kind, str):
            COMMANDS[kind] = cls


class Event(BaseModel):
    """A fact in the past tense. `reveals` marks events that show hidden information (undo stops there)."""

    model_config = ConfigDict(extra="forbid")
    kind: str
    reveals: ClassVar[bool] = False
    # the event changes what the board's reach reads (an element's status, the elements, the
    # Lantern): the engine then bumps the board's version, in one place (Game._apply)
    changes_board: ClassVar[bool] = False

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        kind = cls.model_fields["kind"].default
        if isinstance(kind, str):
            EVENTS[kind] = cls


def _load(data: str | bytes | dict[str, Any], registry: dict[str, type[Any]], what: str) -> Any:
    if isinstance(data, (str, bytes)):
        if len(data) > MAX_TEXT:
            raise RuleViolation(f"That {what} is far too long to be one.")
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise RuleViolation(f"That {what} is not valid JSON ({exc.msg}).") from None
        except (ValueError, RecursionError):  # undecodable bytes, a number too long, nesting too deep
            raise RuleViolation(f"That {what} is not valid JSON (too deeply nested or too long a number).") from None
    if not isinstance(data, dict):
        raise RuleViolation(f"A {what} must be a JSON object with a 'kind'.")
    kind = data.get("kind")
    cls = registry.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise RuleViolation(f"There is no {what} of kind {kind!r}.")
    try:
        return cls.model_validate(data)
    except ValidationError as exc:
        raise RuleViolation(f"The {what} {kind!r} is malformed: {first_problem(exc)}.") from None
    except RecursionError:  # a value nested deeper than any command or event is
        raise RuleViolation(f"The {what} {kind!r} is malformed: it is nested too deeply.") from None


def parse_command(data: str | bytes | dict[str, Any]) -> Command:
    """A command from its JSON form (text or dict); a malformed one raises RuleViolation."""
    return _load(data, COMMANDS, "command")


def parse_event(data: str | bytes | dict[str, Any]) -> Event:
    """An event from its JSON form; a malformed one raises RuleViolation."""
    return _load(data, EVENTS, "event")


class CommandAccepted(Event):
    """Opens the group of events one accepted command produced (undo and saves read the boundaries)."""

    kind: Literal["command_accepted"] = "command_accepted"
    command: dict[str, Any]
