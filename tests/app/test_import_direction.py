"""The game's packages import one way (README, "Layout"): ui -> online -> headless -> bot -> campaigns -> saves ->
packs -> rules -> i18n, never back; `game.version` is a leaf anyone may read. Imports inside functions count too."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
# lowest first: a package may import its own modules and those of the packages before it
LAYERS = ("i18n", "rules", "packs", "saves", "campaigns", "bot", "headless", "online", "ui")
LEAVES = {"version"}


def imported_game_packages(path: Path) -> set[tuple[int, str]]:
    """(line, first package under `game`) of every import of the game's own code in a module."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "game":
                names = [f"game.{a.name}" for a in node.names]
            else:
                names = [node.module]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        found |= {(node.lineno, n.split(".")[1]) for n in names if n.startswith("game.")}
    return found


def backward_imports(package: str, modules: list[Path]) -> list[str]:
    allowed = set(LAYERS[: LAYERS.index(package) + 1]) | LEAVES
    return [f"{p.relative_to(ROOT) if ROOT in p.parents else p.name}:{line} imports game.{target}"
            for p in modules for line, target in sorted(imported_game_packages(p)) if target not in allowed]


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_every_package_imports_only_itself_and_the_packages_below_it():
    assert {p.name for p in GAME.iterdir() if p.is_dir() and (p / "__init__.py").exists()} == set(LAYERS)
    problems = []
    for package in LAYERS:
        problems += backward_imports(package, sorted((GAME / package).rglob("*.py")))
    assert problems == []


def test_the_check_sees_an_import_that_points_back(tmp_path: Path):
    module = tmp_path / "store.py"
    module.write_text("from game.rules import Game\n\ndef f():\n    from game import bot\n"
                      "    import game.ui.app\n", encoding="utf-8")
    assert [line.split(":", 1)[1] for line in backward_imports("saves", [module])] == [
        "4 imports game.bot", "5 imports game.ui"]
