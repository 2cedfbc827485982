"""Scenes change screen by name through the registry (game.ui.scenes.SCENES): no scene module imports
another scene module, at the top or inside a function, so the scenes no longer import each other in
a circle (issue 13, "Structure of the UI")."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import game.ui.scenes as scenes_package
from game.ui.scenes import SCENES, scene_factory

PACKAGE = scenes_package.__name__
FOLDER = Path(scenes_package.__file__).parent


def scene_modules() -> dict[str, Path]:
    """Every module of the scenes package (the package's __init__ is the registry, not a scene)."""
    found: dict[str, Path] = {}
    for path in sorted(FOLDER.rglob("*.py")):
        parts = list(path.relative_to(FOLDER).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts:
            found[".".join([PACKAGE, *parts])] = path
    return found


def imported_names(module: str, source: str, is_package: bool = False) -> set[str]:
    """The absolute names `module` (its `source`) imports anywhere (inside functions too): for
    `from X import a` both X and X.a, since `a` may be a module."""
    package = module if is_package else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(source, module)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                source = f"{base}.{node.module}" if node.module else base
            else:
                source = node.module or ""
            names.add(source)
            names.update(f"{source}.{alias.name}" for alias in node.names)
    return names


def scene_imports(module: str, source: str, modules: dict[str, Path], is_package: bool = False) -> set[str]:
    """The other scene modules (or their parts) `module` imports."""
    own = module.split(".")[: len(PACKAGE.split(".")) + 1]  # a scene split into a sub-package may import itself
    return {name for name in imported_names(module, source, is_package)
            if any(name == other or name.startswith(other + ".") for other in modules)
            and name.split(".")[: len(own)] != own}


def test_no_scene_module_imports_another_scene_module() -> None:
    modules = scene_modules()
    assert f"{PACKAGE}.explore" in modules and f"{PACKAGE}.combat" in modules
    offences = {module: sorted(scene_imports(module, path.read_text(), modules, path.name == "__init__.py"))
                for module, path in modules.items()}
    offences = {module: names for module, names in offences.items() if names}
    assert not offences, f"scene modules importing other scenes (use app.show/app.open by name): {offences}"


def test_the_check_sees_imports_inside_functions() -> None:
    """The checker itself: a relative import inside a function, as explore.py once had, is caught."""
    source = "import pygame\n\ndef f():\n    from .combat import CombatScene\n    from .. import look\n"
    found = scene_imports(f"{PACKAGE}.somewhere", source, scene_modules())
    assert found == {f"{PACKAGE}.combat", f"{PACKAGE}.combat.CombatScene"}


def test_every_registered_scene_names_a_factory_in_a_scene_module() -> None:
    modules = scene_modules()
    for name, where in SCENES.items():
        module, _, attr = where.partition(":")
        assert f"{PACKAGE}.{module}" in modules, f"{name!r} points at {module}, not a scene module"
        assert callable(scene_factory(name)), f"{name!r}: {where} is not callable"
        assert getattr(importlib.import_module(f"{PACKAGE}.{module}"), attr) is scene_factory(name)


def test_an_unknown_scene_name_says_where_scenes_are_registered() -> None:
    try:
        scene_factory("no such screen")
    except KeyError as exc:
        assert "SCENES" in str(exc) and "no such screen" in str(exc)
    else:
        raise AssertionError("an unknown scene name was accepted")
