"""The compiled copy's extension types: each plain class of a compiled module becomes a Cython
extension type, declared by an augmenting .pxd that tools/compile_core.py writes beside the copied
module at build time (never into game/).

An extension type keeps its attributes in C fields: inside its methods `self.x` is a field read
instead of a dictionary or slot look-up, and an attribute annotated as a dict, set, list or tuple is
worked on with that type's own C calls. The sources stay plain Python: the declarations are read from
each class (every `self.NAME` its methods assign, typed by the annotation where it has one). A typed
attribute takes that very builtin or None, never a subclass (a Counter for a dict is a TypeError),
so an attribute assigned the result of any other call stays a Python object.

A class is declared only when nothing in it needs a Python class: no decorator, no keyword (a
metaclass), at most one base and that one a class declared here, and a body of methods and a
docstring only (a class attribute, __slots__ or a NamedTuple field keeps it Python). Every declared
root class keeps a weak-reference slot (game/rules/areas/combat/narration.py keeps tables per Game).
"""

from __future__ import annotations

import ast
from pathlib import Path

# annotations read as C types: the builtin containers (an attribute annotated `dict[...] | None` is
# a dict or None); anything else is a Python object
BUILTIN = ("dict", "set", "list", "tuple", "frozenset")


def declared_type(annotation: ast.expr | None) -> str:
    """The builtin container an annotation names, else "object"."""
    if annotation is None:
        return "object"
    parts = [annotation.left, annotation.right] if isinstance(annotation, ast.BinOp) else [annotation]
    names = {ast.unparse(p.value if isinstance(p, ast.Subscript) else p) for p in parts} - {"None"}
    name = names.pop() if len(names) == 1 else "object"
    return name if name in BUILTIN else "object"


def _may_be_a_subclass(value: ast.expr | None) -> bool:
    """Whether an assigned value may be a subclass of the builtin its annotation names (a Counter for
    a dict): a call of anything but a builtin. A typed attribute takes the builtin itself only."""
    if not isinstance(value, ast.Call):
        return False
    return not (isinstance(value.func, ast.Name) and value.func.id in (*BUILTIN, "sorted"))


def attribute_types(cls: ast.ClassDef) -> dict[str, str]:
    """Every attribute the class's methods assign on self, with its declared type: the builtin its
    annotation names, unless some assignment calls something else for its value (that may give a
    subclass, which a typed attribute refuses); an attribute never annotated is an object."""
    found: dict[str, str] = {}
    untyped: set[str] = set()  # assigned a value that may be a subclass somewhere

    def note(target: ast.expr, annotation: ast.expr | None = None, value: ast.expr | None = None) -> None:
        if isinstance(target, (ast.Tuple, ast.List)):
            values = value.elts if isinstance(value, (ast.Tuple, ast.List)) else [None] * len(target.elts)
            for element, part in zip(target.elts, values, strict=False):
                note(element, None, part)
        elif isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id == "self":
            if annotation is not None or target.attr not in found:
                found[target.attr] = declared_type(annotation)
            if _may_be_a_subclass(value):
                untyped.add(target.attr)

    for node in ast.walk(cls):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                note(target, None, node.value)
        elif isinstance(node, ast.AnnAssign):
            note(node.target, node.annotation, node.value)
        elif isinstance(node, ast.AugAssign):
            note(node.target)
    return {name: "object" if name in untyped else kind for name, kind in found.items()}


def _declarable(cls: ast.ClassDef, declared: dict[str, set[str]]) -> bool:
    if cls.decorator_list or cls.keywords or len(cls.bases) > 1:
        return False
    if cls.bases and not (isinstance(cls.bases[0], ast.Name) and cls.bases[0].id in declared):
        return False
    return all(isinstance(n, (ast.FunctionDef, ast.Expr)) for n in cls.body)


def declarations(source: str) -> str:
    """The augmenting .pxd of a module's source: its declarable classes as extension types ('' when
    it has none)."""
    declared: dict[str, set[str]] = {}  # class -> every attribute it has, its base's included
    lines: list[str] = []
    for node in ast.parse(source).body:
        if not isinstance(node, ast.ClassDef) or not _declarable(node, declared):
            continue
        base = node.bases[0].id if node.bases else None  # type: ignore[attr-defined]
        inherited = declared[base] if base else set()
        own = {name: kind for name, kind in attribute_types(node).items() if name not in inherited}
        declared[node.name] = inherited | set(own)
        lines.append(f"cdef class {node.name}({base}):" if base else f"cdef class {node.name}:")
        body = [] if base else ["cdef object __weakref__"]
        for kind in sorted(set(own.values())):
            body.append(f"cdef public {kind} {', '.join(sorted(n for n, k in own.items() if k == kind))}")
        lines += [f"    {line}" for line in body or ["pass"]]
        lines.append("")
    return "\n".join(lines)


def write_declarations(modules: list[Path]) -> list[Path]:
    """Write the .pxd beside each module that has declarable classes; the files written."""
    written = []
    for module in modules:
        text = declarations(module.read_text(encoding="utf-8"))
        if text:
            pxd = module.with_suffix(".pxd")
            pxd.write_text(text, encoding="utf-8")
            written.append(pxd)
    return written
