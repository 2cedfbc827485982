"""The base of every state model: a mutable, slotted, keyword-only dataclass with pydantic's manners.

State is read at every step of every rule and bot decision, so it is plain data: a slotted instance
reads and writes an attribute several times faster than a pydantic model (whose `__getattr__` hook
keeps the interpreter from specialising attribute access). What the rules relied on from pydantic
is kept, in one place:

- on construction a list or dict given for a field is the model's own copy (lists in it too), a
  list given for a tuple field becomes a tuple, and a dict given for a model field becomes that
  model (the JSON form of a nested model: `Spot(**data)`, a pending step chosen by its "step");
- `model_copy(update=..., deep=...)` (`deep_copy(model)`), `model_dump(mode="python" | "json")`,
  `model_validate(data)`.

Events that carry state (a hero's mat, a foe, a pending step) are validated at the JSON boundary by
the messages' one pydantic TypeAdapter, which reads these dataclasses as it reads pydantic models.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Callable
from typing import Any, ClassVar, Literal, TypeVar, dataclass_transform

from pydantic import TypeAdapter

S = TypeVar("S", bound="StateModel")
Convert = Callable[[Any], Any]


@dataclass_transform(kw_only_default=True, field_specifiers=(dataclasses.field,))
class _StateType(type):
    """Makes every subclass a mutable slotted keyword-only dataclass ([] and {} defaults: fresh ones)."""

    def __new__(mcls, name: str, bases: tuple[type, ...], ns: dict[str, Any], **kw: Any) -> Any:
        if "__slots__" in ns:  # dataclass(slots=True) rebuilding the class: already done
            return super().__new__(mcls, name, bases, ns, **kw)
        annotations = ns.get("__annotations__", {})
        for field, value in list(ns.items()):
            if field in annotations and type(value) in (list, dict):
                if value:
                    raise TypeError(f"{name}.{field}: a list or dict default must be empty")
                ns[field] = dataclasses.field(default_factory=type(value))
            elif field in annotations and isinstance(value, StateModel):  # a nested model: a copy each
                ns[field] = dataclasses.field(default_factory=functools.partial(_deep, value))
        cls: Any = dataclasses.dataclass(slots=True, kw_only=True)(super().__new__(mcls, name, bases, ns, **kw))
        cls._field_names = tuple(f.name for f in dataclasses.fields(cls))
        return cls


class StateModel(metaclass=_StateType):
    """A state model: see the module's docstring."""

    # per class, built on first construction: (field, converter) for the fields given containers
    _converters: ClassVar[tuple[tuple[str, Convert], ...] | None] = None
    _field_names: ClassVar[tuple[str, ...]] = ()  # in declaration order
    __slots__ = ()

    def __post_init__(self) -> None:
        converters = type(self)._converters
        if converters is None:
            converters = _build_converters(type(self))
        for name, convert in converters:
            setattr(self, name, convert(getattr(self, name)))

    def model_copy(self: S, *, update: dict[str, Any] | None = None, deep: bool = False) -> S:
        """A copy (deep: its lists, dicts and nested models copied too), with `update` set unchecked
        (as pydantic's model_copy)."""
        new = deep_copy(self) if deep else _shallow(self)
        for name, value in (update or {}).items():
            setattr(new, name, value)
        return new

    def model_dump(self, *, mode: Literal["python", "json"] = "python") -> dict[str, Any]:
        """The model as a dict of plain values (json: tuples as lists), nested models as dicts."""
        return _dump_model(self, mode == "json")

    def _dumped(self, data: dict[str, Any]) -> dict[str, Any]:
        """A subclass's last word on its dump (GameState leaves its options at default out)."""
        return data

    @classmethod
    def model_validate(cls: type[S], data: dict[str, Any] | S) -> S:
        """The model from its dump (already one: itself); its fields' values checked by pydantic."""
        if isinstance(data, cls):
            return data
        adapter = _ADAPTERS.get(cls)
        if adapter is None:
            adapter = _ADAPTERS[cls] = TypeAdapter(cls)
        return typing.cast(S, adapter.validate_python(data))


# one validator per state model, built when a dump is first read back
_ADAPTERS: dict[type, TypeAdapter[Any]] = {}  # one per model type, built when first asked


def deep_copy(model: S) -> S:
    """model.model_copy(deep=True): its lists, dicts and nested models copied too."""
    return typing.cast(S, _deep(model))


def state_fields(cls: type[StateModel]) -> tuple[str, ...]:
    """A state model's field names, in declaration order."""
    return cls._field_names


# --- copying and dumping ------------------------------------------------------------------------


def _shallow(model: S) -> S:
    new = object.__new__(type(model))
    for name in model._field_names:
        object.__setattr__(new, name, getattr(model, name))
    return new


def _deep(value: Any) -> Any:
    t = type(value)
    if t is str or t is int or t is bool or value is None or t is float:
        return value
    if t is list:
        return [_deep(v) for v in value]
    if t is dict:
        return {k: _deep(v) for k, v in value.items()}
    if t is tuple:
        return tuple([_deep(v) for v in value])
    if isinstance(value, StateModel):
        new = object.__new__(t)
        for name in value._field_names:
            object.__setattr__(new, name, _deep(getattr(value, name)))
        return new
    raise TypeError(f"{t.__name__} is no state value")


def _dump_model(model: StateModel, json: bool) -> dict[str, Any]:
    return model._dumped({name: _dump(getattr(model, name), json) for name in model._field_names})


def _dump(value: Any, json: bool) -> Any:
    t = type(value)
    if t is str or t is int or t is bool or value is None or t is float:
        return value
    if t is list:
        return [_dump(v, json) for v in value]
    if t is tuple:
        items = [_dump(v, json) for v in value]
        return items if json else tuple(items)
    if t is dict:
        return {k: _dump(v, json) for k, v in value.items()}
    if isinstance(value, StateModel):
        return _dump_model(value, json)
    raise TypeError(f"{t.__name__} is no state value")


# --- what construction does with a field's value (pydantic's lax copy-in, for the types state uses)


def _build_converters(cls: type[StateModel]) -> tuple[tuple[str, Convert], ...]:
    hints = typing.get_type_hints(cls)
    out = []
    for name in cls._field_names:
        convert = _converter(hints[name])
        if convert is not None:
            out.append((name, convert))
    converters = cls._converters = tuple(out)
    return converters


def _converter(hint: Any) -> Convert | None:
    """How a value given for a field of type `hint` is taken in (None: as it is)."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Annotated:  # a discriminated union of models (the pending steps)
        return _converter(args[0])
    if isinstance(hint, type) and issubclass(hint, StateModel):
        model = hint
        return lambda v: model(**v) if type(v) is dict else v
    if origin is list:
        item = _converter(args[0])
        if item is None:
            return list
        return lambda v: [item(x) for x in v]
    if origin is dict:
        value = _converter(args[1])
        if value is None:
            return dict
        return lambda v: {k: value(x) for k, x in v.items()}
    if origin is tuple:
        return lambda v: v if type(v) is tuple else tuple(v)
    if origin is typing.Union or origin is types.UnionType:
        models = {_step_of(a): a for a in args if isinstance(a, type) and issubclass(a, StateModel)}
        if not models:
            arms = [c for c in (_converter(a) for a in args if a is not type(None)) if c is not None]
            if not arms:
                return None
            assert len(arms) == 1, hint  # X | None
            arm = arms[0]
            return lambda v: None if v is None else arm(v)
        if len(models) == 1:
            return _converter(next(iter(models.values())))
        return lambda v: models[v["step"]](**v) if type(v) is dict else v
    return None


def _step_of(model: type[StateModel]) -> str:
    """The "step" a pending step's model declares (a single nested model: its name)."""
    default = getattr(model, "__dataclass_fields__", {}).get("step")
    return default.default if default is not None else model.__name__
