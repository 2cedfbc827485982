"""Commands and events: frozen slotted dataclasses discriminated by `kind`, each registered by its kind.

Rule areas declare their own commands and events by subclassing (`kind: Literal["x"] = "x"` and
fields); the class becomes a frozen, slotted, keyword-only dataclass. Sequence fields hold tuples
(a caller's lists become tuples), so a message is immutable all the way down; a mapping field stays
a dict. One pydantic TypeAdapter over the union of every kind validates them at the JSON boundary
(parse_command, parse_event, the saves); `dump` gives any message's JSON form.
"""

from __future__ import annotations

import dataclasses
import json
import typing
from collections.abc import Mapping
from typing import Annotated, Any, ClassVar, Literal, Union, dataclass_transform

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from game.i18n import N_, _
from game.rules.core.errors import QUOTE_LIMIT, RuleViolation, quoted
from game.rules.core.state_model import StateModel

COMMANDS: dict[str, type[Command]] = {}
EVENTS: dict[str, type[Event]] = {}
MAX_TEXT = 1 << 20  # characters: far above any real command or event; longer text is refused unread

# a message's sequence fields: tuples (a caller's or JSON's lists become tuples)
Names = tuple[str, ...]
Numbers = tuple[int, ...]


def _frozen(value: Any) -> Any:
    """Lists (nested too) as tuples; anything else as it is."""
    if type(value) is list or type(value) is tuple:
        return tuple([_frozen(v) for v in value])
    return value


def _freeze(self: Message) -> None:
    """A message's __post_init__ (for kinds with sequence or dict fields): lists made tuples, dicts
    the message's own copies."""
    for name in self._sequences:
        value = getattr(self, name)
        if type(value) is not tuple:
            object.__setattr__(self, name, tuple(value))
    for name in self._nested:
        object.__setattr__(self, name, _frozen(getattr(self, name)))
    for name in self._mappings:  # its own copy, so a caller changing its dict later changes no event
        object.__setattr__(self, name, {k: _frozen(v) for k, v in getattr(self, name).items()})
    for name in self._dicts:
        object.__setattr__(self, name, dict(getattr(self, name)))


@dataclass_transform(frozen_default=True, kw_only_default=True)
class _MessageType(type):
    """Makes every subclass a frozen slotted keyword-only dataclass and registers it by its kind."""

    def __new__(mcls, name: str, bases: tuple[type, ...], ns: dict[str, Any], **kw: Any) -> Any:
        if "__slots__" in ns:  # dataclass(slots=True) rebuilding the class: already done
            return super().__new__(mcls, name, bases, ns, **kw)
        annotations = ns.get("__annotations__", {})
        for field, value in list(ns.items()):  # a declared [] or {} default: an immutable one
            if field in annotations and type(value) is list:
                ns[field] = tuple(value)
            elif field in annotations and type(value) is dict:
                ns[field] = dataclasses.field(default_factory=dict)
        # the class being built: dataclass() replaces it and the lines below set its ClassVars, which
        # no static type of a metaclass instance knows (genuinely dynamic, so typed Any)
        cls: Any = super().__new__(mcls, name, bases, ns, **kw)
        # what each field holds, from its resolved type (an alias such as `Names` is the tuple it names)
        types_ = _field_types(cls)
        # only a kind with a sequence or dict field is frozen on construction (a kind of plain values
        # gets no __post_init__ at all)
        if any(_sequence_depth(t) or _is_dict(t) for t in types_.values()):
            cls.__post_init__ = _freeze
        cls = dataclasses.dataclass(frozen=True, slots=True, kw_only=True)(cls)
        fields = [f.name for f in dataclasses.fields(cls)]
        cls._sequences = tuple(f for f in fields if _sequence_depth(types_[f]) == 1)
        cls._nested = tuple(f for f in fields if _sequence_depth(types_[f]) > 1)
        cls._mappings = tuple(f for f in fields if _is_dict(types_[f]) and _sequence_depth(_dict_values(types_[f])))
        cls._dicts = tuple(f for f in fields if _is_dict(types_[f]) and f not in cls._mappings)
        cls._names = tuple(fields)
        kind = cls.__dataclass_fields__["kind"].default
        if isinstance(kind, str):
            registry = COMMANDS if issubclass(cls, Command) else EVENTS
            if kind in registry:  # one class per kind, whichever module is imported last
                raise RuntimeError(f"messages: the kind {kind!r} is declared twice "
                                   f"({registry[kind].__module__} and {cls.__module__})")
            registry[kind] = cls
            _ADAPTER.clear()
        return cls


def _field_types(cls: type) -> dict[str, Any]:
    """Every field's type, resolved (annotations are strings: aliases and names are looked up in the
    module that declares each class of the kind, the one being imported now included)."""
    return typing.get_type_hints(cls)


def _sequence_depth(t: Any) -> int:
    """How deep the tuples of a field's type go (0: not a sequence; 2: tuples of tuples)."""
    if typing.get_origin(t) is not tuple:
        return 0
    return 1 + max((_sequence_depth(a) for a in typing.get_args(t) if a is not Ellipsis), default=0)


def _is_dict(t: Any) -> bool:
    return t is dict or typing.get_origin(t) is dict


def _dict_values(t: Any) -> Any:
    args = typing.get_args(t)
    return args[1] if len(args) == 2 else Any


class Message(metaclass=_MessageType):
    """What commands and events share: a `kind`, immutable fields, and how they dump."""

    kind: str
    # fields left out of the JSON while at their default (issue 17: a rulebook game's log is unchanged)
    omitted_at_default: ClassVar[tuple[str, ...]] = ()
    _sequences: ClassVar[tuple[str, ...]]  # tuples of plain values
    _nested: ClassVar[tuple[str, ...]]  # tuples holding tuples
    _mappings: ClassVar[tuple[str, ...]]  # dicts of tuples: the message's own copy, lists in it made tuples
    _dicts: ClassVar[tuple[str, ...]]  # other dicts (a command's JSON form): the message's own copy
    _names: ClassVar[tuple[str, ...]]



class Command(Message):
    """A player's intent. Subclasses set `kind` as a Literal with a default.

    Strict at the JSON boundary: a field takes exactly its type (no bool for an int, no "3" for 3,
    no 3.0 for 3), and a field the kind does not know is refused. `listing` says how Game.legal()
    lists the kind: "every" legal command of it, or "canonical": a few representatives of the
    legal commands, the form documented where the kind is listed; do() and Game.is_legal() accept
    every legal one.
    """

    __pydantic_config__ = ConfigDict(extra="forbid", strict=True)
    listing: ClassVar[Literal["every", "canonical"]] = "every"


class Event(Message):
    """A fact in the past tense. `reveals` marks events that show hidden information (undo stops there)."""

    __pydantic_config__ = ConfigDict(extra="forbid")
    reveals: ClassVar[bool] = False
    # fields holding a hidden order (a shuffled pile, top first), as paths: "order", "decks.*" (each
    # value of a dict), "heroes.*.draw"; a player at the table knows the cards, not their order, so
    # the public form (game.rules.public_view) gives them in a fixed order
    hidden: ClassVar[tuple[str, ...]] = ()
    # the event changes what the board's reach reads (an element's status, the elements, the
    # Lantern): the engine then bumps the board's version, in one place (Game._apply)
    changes_board: ClassVar[bool] = False


def kind_of(cls: type[Message]) -> str:
    """The kind a command or event class declares."""
    kind = cls.__dataclass_fields__["kind"].default
    assert isinstance(kind, str), cls
    return kind


def message_fields(cls: type[Message]) -> tuple[str, ...]:
    """The field names of a command or event class (kind first)."""
    return cls._names


def _json(value: Any) -> Any:
    t = type(value)
    if t is str or t is int or t is bool or value is None or t is float:
        return value
    if t is tuple or t is list:
        return [_json(v) for v in value]
    if isinstance(value, (BaseModel, StateModel)):
        return value.model_dump(mode="json")
    if isinstance(value, Mapping):
        return {k: _json(v) for k, v in value.items()}
    if isinstance(value, Message):
        return dump(value)
    raise TypeError(f"{type(value).__name__} has no JSON form")


def dump(message: Message) -> dict[str, Any]:
    """The command's or event's JSON form (a dict of JSON values: lists for tuples)."""
    data = {}
    for name in message._names:
        value = getattr(message, name)
        t = type(value)
        data[name] = value if t is str or t is int or value is None or t is bool else _json(value)
    if message.omitted_at_default:
        defaults = message.__dataclass_fields__
        for name in message.omitted_at_default:
            field = defaults[name]
            default = field.default_factory() if field.default is dataclasses.MISSING else field.default
            if getattr(message, name) == default:
                del data[name]
    return data


# the one validator of every kind, built on first use (areas register kinds as they are imported)
_ADAPTER: list[TypeAdapter[Any]] = []


def _adapter() -> TypeAdapter[Any]:
    if not _ADAPTER:
        kinds = tuple([*COMMANDS.values(), *EVENTS.values()])
        # The union is built at run time from the registered kinds, so it is a value, not a type a
        # checker can read: it is held as `Any` on purpose (pydantic accepts any type form here).
        every_kind: Any = Annotated[Union[kinds], Field(discriminator="kind")]  # noqa: UP007
        _ADAPTER.append(TypeAdapter(every_kind))
    return _ADAPTER[0]


def quoted_field(name: str) -> str:
    """A field's name as sent, cut short (an unknown field may be any length)."""
    return name if len(name) <= QUOTE_LIMIT else quoted(name)


def _problem(exc: ValidationError) -> str:
    """`field: message` of the first error, its location without the union's kind tag."""
    first = exc.errors()[0]
    field = quoted_field(".".join(str(p) for p in first["loc"][1:]) or "?")
    msg = first["msg"]
    if first["type"] == "unexpected_keyword_argument":
        msg = "Extra inputs are not permitted"
    return f"{field}: {msg}"


def _load(data: str | bytes | dict[str, Any], registry: Mapping[str, type[Any]], what: str) -> Any:
    if isinstance(data, (str, bytes)):
        if len(data) > MAX_TEXT:
            raise RuleViolation(_("That {what} is far too long to be one.").format(what=_(what)))
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise RuleViolation(_("That {what} is not valid JSON ({problem}).").format(what=_(what), problem=exc.msg)) \
                from None
        except (ValueError, RecursionError):  # undecodable bytes, a number too long, nesting too deep
            raise RuleViolation(_("That {what} is not valid JSON (too deeply nested or too long a number).").format(
                what=_(what))) from None
    if not isinstance(data, dict):
        raise RuleViolation(_("A {what} must be a JSON object with a 'kind'.").format(what=_(what)))
    kind = data.get("kind")
    cls = registry.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise RuleViolation(_("There is no {what} of kind {kind}.").format(what=_(what), kind=quoted(kind)))
    try:
        if registry is COMMANDS:  # strict, and pydantic's strict mode reads a dataclass only from JSON
            return _adapter().validate_json(json.dumps(data))
        return _adapter().validate_python(data)
    except ValidationError as exc:
        raise RuleViolation(_("The {what} {kind} is malformed: {problem}.").format(
            what=_(what), kind=repr(kind), problem=_problem(exc))) from None
    except RecursionError:  # a value nested deeper than any command or event is
        raise RuleViolation(_("The {what} {kind} is malformed: it is nested too deeply.").format(
            what=_(what), kind=repr(kind))) from None


def parse_command(data: str | bytes | dict[str, Any]) -> Command:
    """A command from its JSON form (text or dict); a malformed one raises RuleViolation."""
    return _load(data, COMMANDS, N_("command"))


def parse_event(data: str | bytes | dict[str, Any]) -> Event:
    """An event from its JSON form; a malformed one raises RuleViolation."""
    return _load(data, EVENTS, N_("event"))


class CommandAccepted(Event):
    """Opens the group of events one accepted command produced (undo and saves read the boundaries).

    `command` is the command's JSON form (`dump`)."""

    kind: Literal["command_accepted"] = "command_accepted"
    command: dict[str, Any]
