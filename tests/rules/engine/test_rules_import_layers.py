"""The rules' imports point one way: no circles (type-only imports included), no import hidden in a
function to dodge one, no rule area importing the engine, and an engine that names no area.

Read from the source with ast, so an import under `if TYPE_CHECKING:` counts like any other.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

RULES = Path(__file__).resolve().parents[3] / "game" / "rules"
# what the engine may import: the ruleset (which names the areas) and the layers below the areas
ENGINE_MAY_IMPORT = {"ruleset", "board", "registry", "protocol", "core.errors", "core.messages",
                     "core.revisions", "fast", "fast.switch", "fast.commands", "fast.tables",
                     "content.library", "state.game_state"}
# the layers, lowest first: a module imports only from its own layer or below (type-only imports too)
# fast/ (the shortcuts) sits just above core: content, the kernel and the areas use its tables
LAYERS = ("core", "fast", "content", "state", "kernel", "areas", "faces", "engine", "package")
KERNEL = {"board", "protocol", "registry", "describe"}  # what every rule area plugs into
# above the areas: their order, the questions the UI and bots ask, set-ups, what a player may know
FACES = {"ruleset", "queries", "scenario", "public_view", "telling"}


def _module(path: Path) -> str:
    parts = path.relative_to(RULES.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module(p): p for p in RULES.rglob("*.py")}


def _targets(module: str, path: Path, node: ast.Import | ast.ImportFrom) -> set[str]:
    """The rule modules an import statement reads (a package's submodules named in it included)."""
    if isinstance(node, ast.Import):
        return {a.name for a in node.names if a.name in MODULES}
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    if node.level:
        base = package.split(".")[: len(package.split(".")) - node.level + 1]
        name = ".".join(base + ([node.module] if node.module else []))
    else:
        name = node.module or ""
    out = {f"{name}.{a.name}" for a in node.names if f"{name}.{a.name}" in MODULES}
    if name in MODULES and len(out) < len(node.names):
        out.add(name)
    return out


def _imports(module: str) -> tuple[set[str], list[tuple[str, int]]]:
    """(every rule module `module` imports, the (function, line) of imports inside functions)."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            found |= _targets(module, path, node)
    functions = [fn for fn in ast.walk(tree) if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef)]
    hidden = [(fn.name, node.lineno) for fn in functions for node in ast.walk(fn)
              if isinstance(node, ast.Import | ast.ImportFrom) and _targets(module, path, node)]
    return found - {module}, hidden


@functools.cache
def graph() -> dict[str, set[str]]:
    """Every rule module's rule imports (read when a test first asks: not while the suite is collected)."""
    return {m: _imports(m)[0] for m in MODULES}


def _circles() -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan), each a circle of imports."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph()[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph()):
        if v not in index:
            visit(v)
    return out


def _layer(module: str) -> int:
    """A rule module's layer (game.rules.core.x -> core, game.rules.board -> kernel, ...)."""
    rest = module.removeprefix("game.rules").lstrip(".")
    top = rest.split(".")[0] if rest else ""
    if not top:
        return LAYERS.index("package")
    if top in LAYERS[:4] or top == "areas":
        return LAYERS.index(top)
    if top in KERNEL:
        return LAYERS.index("kernel")
    if top in FACES:
        return LAYERS.index("faces")
    assert top == "engine", f"{module}: in no layer"
    return LAYERS.index("engine")


def test_every_rule_module_sits_in_a_layer_and_imports_point_down() -> None:
    upward = sorted(f"{m} -> {d}" for m, deps in graph().items() for d in deps if _layer(d) > _layer(m))
    assert upward == []


def test_the_layer_check_sees_an_upward_import() -> None:
    assert _layer("game.rules.core.messages") < _layer("game.rules.content.tiles") < _layer("game.rules.areas.xp")
    assert _layer("game.rules.areas.combat.decide") < _layer("game.rules.queries") < _layer("game.rules.engine")


def test_the_reader_sees_type_only_and_function_level_imports() -> None:
    """The checks below are only as good as the reader: it must see both kinds of hidden import."""
    assert "game.rules.protocol" in graph()["game.rules.registry"]  # under `if TYPE_CHECKING:` only
    assert "game.rules.ruleset" in graph()["game.rules.engine"]


def test_no_rule_modules_import_each_other_in_a_circle() -> None:
    assert _circles() == []


def test_no_rule_module_imports_a_rule_module_inside_a_function() -> None:
    hidden = {m: _imports(m)[1] for m in MODULES}
    assert {m: h for m, h in hidden.items() if h} == {}


def test_no_rule_area_imports_the_engine() -> None:
    importers = sorted(m for m, deps in graph().items() if "game.rules.engine" in deps)
    assert importers == ["game.rules"]  # the package's public face only


def test_the_engine_names_no_rule_area_only_the_ruleset() -> None:
    named = {m.removeprefix("game.rules.") for m in graph()["game.rules.engine"]}
    assert named <= ENGINE_MAY_IMPORT, named - ENGINE_MAY_IMPORT


def test_only_the_ruleset_and_engine_import_the_ruleset() -> None:
    importers = sorted(m for m, deps in graph().items() if "game.rules.ruleset" in deps)
    assert importers == ["game.rules.engine"]
