"""Everything outside the rules (the UI, the bots, the headless tools, the saves, the campaigns, the
entry point) reads them only through game.rules' public names (its __all__): the modules behind them
are the rules' own and may move without touching a screen, a bot or a save."""

from __future__ import annotations

import ast
from pathlib import Path

import game.rules

ROOT = Path(__file__).resolve().parents[3]
GAME = ROOT / "game"
# every module of the game but the rules' own, found by globbing (a new module or package is covered)
READERS = sorted(p for p in GAME.rglob("*.py") if GAME / "rules" not in p.parents) + [ROOT / "main.py"]


def _private_imports(path: Path) -> list[str]:
    """`line: statement` for each import of a rule module or of a name game.rules does not offer."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game.rules"):
            if node.module != "game.rules":
                out.append(f"{node.lineno}: from {node.module} import ...")
            else:
                public = game.rules.__all__
                out += [f"{node.lineno}: {a.name} is not public" for a in node.names if a.name not in public]
        elif isinstance(node, ast.Import):
            out += [f"{node.lineno}: import {a.name}" for a in node.names if a.name.startswith("game.rules.")]
    return sorted(out, key=lambda line: int(line.split(":")[0]))


def test_the_readers_cover_every_package_beside_the_rules() -> None:
    packages = {p.relative_to(GAME).parts[0] for p in READERS if p.parent != GAME and GAME in p.parents}
    assert {"ui", "bot", "headless", "saves", "campaigns"} <= packages


def test_everything_beside_the_rules_imports_only_public_rule_names() -> None:
    found = {str(p.relative_to(ROOT)): _private_imports(p) for p in READERS}
    assert {p: f for p, f in found.items() if f} == {}


def test_the_check_sees_a_private_import(tmp_path: Path) -> None:
    sample = tmp_path / "scene.py"
    sample.write_text("def f():\n    from game.rules.areas.combat.abilities import ability_problem\n"
                      "from game.rules import Game, _secret\n", encoding="utf-8")
    assert _private_imports(sample) == ["2: from game.rules.areas.combat.abilities import ...",
                                        "3: _secret is not public"]


def test_every_public_name_exists() -> None:
    assert all(hasattr(game.rules, name) for name in game.rules.__all__)
