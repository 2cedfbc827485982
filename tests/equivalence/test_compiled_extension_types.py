"""The compiled copy declares the plain classes of its compiled modules as extension types
(tools/compiled_types.py), read from each class; a class that needs Python's class machinery stays
Python. Whether the copy then plays the same games is `tools/compile_core.py --check` (a CI step)."""

from __future__ import annotations

from pathlib import Path

from tools.compile_core import compiled_modules
from tools.compiled_types import declarations

ROOT = Path(__file__).resolve().parents[2]

SOURCE = '''
from typing import NamedTuple

class Follower:
    """A docstring is fine."""

    def __init__(self, grid: dict) -> None:
        self.grid: dict[str, int] | None = grid
        self.seen, self.count = 0, 0
        self._rows: list[int] = []

    def step(self) -> None:
        self.count += 1
        self.later = None


class Squares(Follower):
    def __init__(self, grid: dict) -> None:
        super().__init__(grid)
        self.squares: set[int] = set()
        self.grid = {}


class Tallies:
    def __init__(self) -> None:
        self.seen: dict[str, int] = {}
        self.counts: dict[str, int] = {}

    def reset(self) -> None:
        self.counts = Counter()  # a dict subclass: a typed dict attribute would refuse it
        self.seen = dict(self.seen)


class WithClassAttribute:
    LIMIT = 3

    def __init__(self) -> None:
        self.x = 1


class Facts(NamedTuple):
    health: int


@dataclass
class Decorated:
    x: int


class Meta(metaclass=type):
    def __init__(self) -> None:
        self.y = 2
'''


def test_a_plain_class_declares_every_attribute_its_methods_assign_typed_by_its_annotation() -> None:
    text = declarations(SOURCE)
    assert "cdef class Follower:\n    cdef object __weakref__\n    cdef public dict grid\n" in text
    assert "    cdef public list _rows\n    cdef public object count, later, seen\n" in text


def test_a_subclass_declares_only_its_own_attributes_under_its_base() -> None:
    assert "cdef class Squares(Follower):\n    cdef public set squares\n" in declarations(SOURCE)


def test_an_attribute_given_another_call_s_result_stays_an_object() -> None:
    # a typed attribute takes its very builtin only (Cython checks the exact type): a Counter, a
    # defaultdict or whatever a function returns may be a subclass
    text = declarations(SOURCE)
    assert ("cdef class Tallies:\n    cdef object __weakref__\n"
            "    cdef public dict seen\n    cdef public object counts\n") in text


def test_classes_that_need_python_class_machinery_stay_python() -> None:
    text = declarations(SOURCE)
    for name in ("WithClassAttribute", "Facts", "Decorated", "Meta"):
        assert f"class {name}" not in text


def test_a_module_without_plain_classes_gets_no_declarations() -> None:
    assert declarations("def f() -> int:\n    return 1\n") == ""


def test_the_hot_classes_of_the_compiled_modules_are_extension_types() -> None:
    declared = "\n".join(declarations(path.read_text(encoding="utf-8"))
                         for path in compiled_modules(ROOT / "game"))
    for name in ("Game", "Board", "Reach", "Judge", "Position", "RuneOutlook", "ChainOutlook"):
        assert f"cdef class {name}:" in declared, f"{name} is no longer declarable (a class attribute?)"
    assert "cdef public list events" in declared  # Game's event log: read as a list in C
